package dev.assistantmemory.core.blob;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalBlobStoreTest {
  @TempDir Path root;

  @Test
  void storesBytesUnderTheirSha256AndLeavesNoTemporaryFile() throws Exception {
    LocalBlobStore blobs = new LocalBlobStore(root);
    byte[] bytes = "the original upload".getBytes(StandardCharsets.UTF_8);
    BlobStore.Blob blob = blobs.put(new ByteArrayInputStream(bytes));
    String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    assertThat(blob.sha256()).isEqualTo(sha);
    assertThat(blob.size()).isEqualTo(bytes.length);
    Path stored = root.resolve(sha.substring(0, 2)).resolve(sha);
    assertThat(blobs.path(sha)).contains(stored);
    assertThat(Files.readAllBytes(stored)).isEqualTo(bytes);
    try (Stream<Path> tmp = Files.list(root.resolve("tmp"))) {
      assertThat(tmp).isEmpty();
    }
  }

  @Test
  void identicalBytesAreOneBlob() throws Exception {
    LocalBlobStore blobs = new LocalBlobStore(root);
    byte[] bytes = "same".getBytes(StandardCharsets.UTF_8);
    String first = blobs.put(new ByteArrayInputStream(bytes)).sha256();
    String second = blobs.put(new ByteArrayInputStream(bytes)).sha256();
    assertThat(second).isEqualTo(first);
    try (Stream<Path> files = Files.walk(root)) {
      assertThat(files.filter(Files::isRegularFile)).hasSize(1);
    }
  }

  @Test
  void aFailedUploadLeavesNothingBehind() {
    LocalBlobStore blobs = new LocalBlobStore(root);
    InputStream broken =
        new InputStream() {
          private int n;

          @Override
          public int read() throws IOException {
            if (n++ > 1000) {
              throw new IOException("client went away");
            }
            return 'x';
          }
        };
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> blobs.put(broken))
        .isInstanceOf(IOException.class);
    try (Stream<Path> files = Files.walk(root)) {
      assertThat(files.filter(Files::isRegularFile)).isEmpty();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void onlyWellFormedExistingHashesResolve() throws Exception {
    LocalBlobStore blobs = new LocalBlobStore(root);
    assertThat(blobs.path("../../etc/passwd")).isEmpty();
    assertThat(blobs.path(null)).isEmpty();
    assertThat(blobs.path("a".repeat(64))).isEmpty();
  }
}
