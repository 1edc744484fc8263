package dev.assistantmemory.core.blob;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Content-addressed storage of original payloads (uploaded files), kept apart from the converted
 * text. A blob is durable when {@link #put} returns: written to a temporary file, forced to disk,
 * then renamed into place, so a crash leaves either no blob or the whole blob.
 */
public interface BlobStore {

  /** A stored blob: its SHA-256 (lower-case hex) and size in bytes. */
  record Blob(String sha256, long size) {}

  /** Stores the stream's bytes (an identical blob already stored is kept as is). */
  Blob put(InputStream bytes) throws IOException;

  /** The local file holding the blob, when it exists. */
  Optional<Path> path(String sha256);

  /**
   * Deletes the blob; true when it existed. The caller checked no stored file references it.
   *
   * @throws IOException when the blob exists but cannot be deleted
   */
  boolean delete(String sha256) throws IOException;
}
