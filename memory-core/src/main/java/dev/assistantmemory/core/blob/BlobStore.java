package dev.assistantmemory.core.blob;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Storage of original payloads (uploaded files), kept apart from the converted text. A blob is
 * durable when {@link #put} returns. Two implementations: a local folder (the default) and an
 * S3-compatible bucket.
 *
 * <p>A bucket upload can end without an answer (its deadline passed, or it was cancelled): {@link
 * #put} then throws {@link BlobUploadOutcomeUnknownException} naming the object key the bytes may
 * or may not have reached. Such a key is never referenced by a source; {@link BlobCleanup} keeps a
 * receipt for it until it observes the object and deletes it.
 *
 * <p>Thread-safe.
 */
public interface BlobStore {

  /**
   * A stored blob: its SHA-256 (lower-case hex), size in bytes, and its object key in a bucket
   * (null in the local folder, which finds a blob by its SHA-256).
   */
  record Blob(String sha256, long size, String key) {}

  /**
   * Stores the stream's bytes.
   *
   * @throws BlobUploadOutcomeUnknownException when the upload may or may not have been saved
   * @throws IOException when it was not stored
   */
  Blob put(InputStream bytes) throws IOException;

  /**
   * A local file holding the blob, empty when it is missing; closing it removes any temporary copy.
   */
  Optional<LocalCopy> open(String sha256, String key) throws IOException;

  /** Whether the object under {@code key} exists now (a HEAD on a bucket). */
  boolean exists(String key) throws IOException;

  /** Deletes the object under {@code key}; deleting a missing object is not an error. */
  void delete(String key) throws IOException;

  /** A readable local file of a blob; a downloaded copy is deleted on close. */
  record LocalCopy(Path path, boolean temporary) implements AutoCloseable {
    @Override
    public void close() {
      if (temporary) {
        try {
          java.nio.file.Files.deleteIfExists(path);
        } catch (IOException e) {
          // A leftover temporary download is harmless; the OS temp cleaner removes it.
        }
      }
    }
  }
}
