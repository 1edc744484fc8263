package dev.assistantmemory.server.blob;

import dev.assistantmemory.core.blob.BlobStore;
import dev.assistantmemory.core.blob.BlobUploadOutcomeUnknownException;
import dev.assistantmemory.core.blob.LocalBlobStore;
import dev.assistantmemory.server.config.ConfigException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Optional;
import java.util.UUID;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.core.sync.ResponseTransformer;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3Configuration;
import software.amazon.awssdk.services.s3.model.S3Exception;

/**
 * Blobs in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, S3Proxy), under {@code
 * files/<xx>/<sha256>/<attempt>}: every upload attempt writes a key of its own, so an attempt of
 * unknown outcome can be deleted later without touching any accepted file (see {@link
 * dev.assistantmemory.core.blob.BlobCleanup}). The bytes are first spooled to a local temporary
 * file (hashing them), so the PUT's deadline ({@code SOURCE_BLOB_UPLOAD_TIMEOUT_MS}) covers the
 * upload alone; checking the bucket happens once at start, outside any deadline.
 *
 * <p>A PUT that passes its deadline, is cancelled, or loses its connection without an answer throws
 * {@link BlobUploadOutcomeUnknownException}; an answer refusing it, or a connection never made, is
 * a plain {@link IOException}. Rows written by the local folder before the bucket was configured
 * (no object key) are still read from that folder.
 */
public final class S3BlobStore implements BlobStore, AutoCloseable {

  /** Where the bucket is and how to reach it. */
  public record Options(
      URI endpoint,
      String bucket,
      String region,
      String accessKey,
      String secretKey,
      boolean pathStyle,
      Duration uploadTimeout) {}

  private static final String PREFIX = "files/";

  private final Options options;
  private final S3Client s3;
  private final Path spool;
  private final LocalBlobStore legacy;

  public S3BlobStore(Options options, Path spool, LocalBlobStore legacy) {
    this.options = options;
    this.spool = spool;
    this.legacy = legacy;
    this.s3 =
        S3Client.builder()
            .httpClient(UrlConnectionHttpClient.builder().build())
            .endpointOverride(options.endpoint())
            .region(Region.of(options.region()))
            .credentialsProvider(
                StaticCredentialsProvider.create(
                    AwsBasicCredentials.create(options.accessKey(), options.secretKey())))
            .serviceConfiguration(
                S3Configuration.builder().pathStyleAccessEnabled(options.pathStyle()).build())
            // Checksums only where the API requires them: S3-compatible servers differ in their
            // support of the newer flexible checksums, and the SHA-256 is checked by us anyway.
            .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
            .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED)
            .build();
  }

  /**
   * Bucket preparation, once at start and outside any upload deadline: the bucket must answer; a
   * missing bucket is created.
   *
   * @throws ConfigException naming the endpoint and bucket when it cannot be reached or made
   */
  public S3BlobStore checkBucket() {
    try {
      try {
        s3.headBucket(b -> b.bucket(options.bucket()));
      } catch (S3Exception e) {
        if (e.statusCode() != 404) {
          throw e;
        }
        s3.createBucket(b -> b.bucket(options.bucket()));
      }
      return this;
    } catch (SdkException e) {
      throw new ConfigException(
          "blob store s3 (SOURCE_BLOB_STORE=s3): bucket '"
              + options.bucket()
              + "' at "
              + options.endpoint()
              + " cannot be used: "
              + reason(e)
              + ". Check MINIO_ENDPOINT, MINIO_PORT, MINIO_USE_SSL, SOURCES_BUCKET and the"
              + " access key and secret (MINIO_ACCESS_KEY, MINIO_SECRET_KEY).");
    }
  }

  @Override
  public Blob put(InputStream bytes) throws IOException {
    Files.createDirectories(spool);
    Path tmp = Files.createTempFile(spool, "upload-", ".part");
    try {
      MessageDigest sha = sha256();
      long size;
      try (OutputStream out = new DigestOutputStream(Files.newOutputStream(tmp), sha)) {
        size = bytes.transferTo(out);
      }
      String hex = HexFormat.of().formatHex(sha.digest());
      String key = PREFIX + hex.substring(0, 2) + "/" + hex + "/" + UUID.randomUUID();
      try {
        s3.putObject(
            b ->
                b.bucket(options.bucket())
                    .key(key)
                    .contentLength(size)
                    .overrideConfiguration(o -> o.apiCallTimeout(options.uploadTimeout())),
            RequestBody.fromFile(tmp));
      } catch (ApiCallTimeoutException | ApiCallAttemptTimeoutException | AbortedException e) {
        throw new BlobUploadOutcomeUnknownException(key, hex, size, e);
      } catch (SdkClientException e) {
        if (hasCause(e, ConnectException.class)) {
          throw new IOException("blob store unreachable: " + reason(e), e);
        }
        // No answer came back: the bytes may have been saved.
        throw new BlobUploadOutcomeUnknownException(key, hex, size, e);
      } catch (SdkException e) {
        throw new IOException("blob store refused the upload: " + reason(e), e);
      }
      if (Thread.interrupted()) {
        // Interrupted while the SDK finished: the caller was cancelled, the answer is lost to it.
        Thread.currentThread().interrupt();
        throw new BlobUploadOutcomeUnknownException(key, hex, size, null);
      }
      return new Blob(hex, size, key);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  @Override
  public Optional<LocalCopy> open(String sha256, String key) throws IOException {
    if (key == null) {
      return legacy.open(sha256, null);
    }
    Files.createDirectories(spool);
    Path tmp = Files.createTempFile(spool, "download-", ".blob");
    Files.delete(tmp); // the SDK writes a new file
    try {
      s3.getObject(b -> b.bucket(options.bucket()).key(key), ResponseTransformer.toFile(tmp));
      return Optional.of(new LocalCopy(tmp, true));
    } catch (S3Exception e) {
      Files.deleteIfExists(tmp);
      if (e.statusCode() == 404) {
        return Optional.empty();
      }
      throw new IOException("blob store read failed: " + reason(e), e);
    } catch (SdkException e) {
      Files.deleteIfExists(tmp);
      throw new IOException("blob store read failed: " + reason(e), e);
    }
  }

  @Override
  public boolean exists(String key) throws IOException {
    try {
      s3.headObject(b -> b.bucket(options.bucket()).key(key));
      return true;
    } catch (S3Exception e) {
      if (e.statusCode() == 404) {
        return false;
      }
      throw new IOException("blob store HEAD failed: " + reason(e), e);
    } catch (SdkException e) {
      throw new IOException("blob store HEAD failed: " + reason(e), e);
    }
  }

  @Override
  public void delete(String key) throws IOException {
    try {
      s3.deleteObject(b -> b.bucket(options.bucket()).key(key));
    } catch (SdkException e) {
      throw new IOException("blob store DELETE failed: " + reason(e), e);
    }
  }

  @Override
  public void close() {
    s3.close();
  }

  private static boolean hasCause(Throwable e, Class<? extends Throwable> type) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return true;
      }
    }
    return false;
  }

  private static String reason(SdkException e) {
    if (e instanceof S3Exception s) {
      return "HTTP "
          + s.statusCode()
          + (s.awsErrorDetails() == null ? "" : " " + s.awsErrorDetails().errorCode());
    }
    Throwable root = e;
    while (root.getCause() != null) {
      root = root.getCause();
    }
    return root == e ? e.getMessage() : root.getClass().getSimpleName() + ": " + root.getMessage();
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JDK", e);
    }
  }
}
