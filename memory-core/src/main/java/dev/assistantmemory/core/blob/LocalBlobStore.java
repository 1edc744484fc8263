package dev.assistantmemory.core.blob;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Blobs in a local folder: {@code <root>/<first two hex digits>/<sha256>}. Writes go to {@code
 * <root>/tmp}, are forced to disk, and are renamed atomically into place (the folder is forced
 * too); a leftover temporary file from a crash is harmless and never read.
 */
public final class LocalBlobStore implements BlobStore {
  private static final Pattern SHA256 = Pattern.compile("[0-9a-f]{64}");

  private final Path root;

  public LocalBlobStore(Path root) {
    this.root = root;
  }

  @Override
  public Blob put(InputStream bytes) throws IOException {
    Path tmpDir = Files.createDirectories(root.resolve("tmp"));
    Path tmp = Files.createTempFile(tmpDir, "upload-", ".part");
    try {
      MessageDigest sha = sha256();
      long size;
      try (FileChannel channel = FileChannel.open(tmp, StandardOpenOption.WRITE);
          OutputStream out = new DigestOutputStream(Channels.newOutputStream(channel), sha)) {
        size = bytes.transferTo(out);
        out.flush();
        channel.force(true);
      }
      String hex = HexFormat.of().formatHex(sha.digest());
      Path target = file(hex);
      Files.createDirectories(target.getParent());
      if (Files.exists(target) && Files.size(target) == size) {
        Files.delete(tmp);
      } else {
        try {
          Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
          Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
        forceDirectory(target.getParent());
      }
      return new Blob(hex, size, null);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  @Override
  public Optional<LocalCopy> open(String sha256, String key) {
    return path(sha256).map(p -> new LocalCopy(p, false));
  }

  /** Local writes always have a known outcome, so nothing here waits for a cleanup. */
  @Override
  public boolean exists(String key) {
    return path(key).isPresent();
  }

  @Override
  public void delete(String key) throws IOException {
    Optional<Path> p = path(key);
    if (p.isPresent()) {
      Files.deleteIfExists(p.get());
    }
  }

  /** The local file holding the blob, when it exists. */
  public Optional<Path> path(String sha256) {
    if (sha256 == null || !SHA256.matcher(sha256).matches()) {
      return Optional.empty();
    }
    Path p = file(sha256);
    return Files.isRegularFile(p) ? Optional.of(p) : Optional.empty();
  }

  private Path file(String hex) {
    return root.resolve(hex.substring(0, 2)).resolve(hex);
  }

  private static void forceDirectory(Path dir) {
    // Makes the rename itself durable where the platform allows opening a directory.
    try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
      ch.force(true);
    } catch (IOException | UnsupportedOperationException e) {
      // Not supported here (e.g. Windows): the rename is still atomic.
    }
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JDK", e);
    }
  }
}
