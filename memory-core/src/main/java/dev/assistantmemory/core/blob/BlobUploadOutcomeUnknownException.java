package dev.assistantmemory.core.blob;

import java.io.IOException;

/**
 * A bucket upload ended without an answer (its deadline passed or it was cancelled). That does not
 * prove the bucket rejected it: a lost response can leave the bytes saved under {@link #key()}.
 */
public final class BlobUploadOutcomeUnknownException extends IOException {
  private final String key;
  private final String sha256;
  private final long size;

  public BlobUploadOutcomeUnknownException(String key, String sha256, long size, Throwable cause) {
    super("upload of " + key + " ended without an answer", cause);
    this.key = key;
    this.sha256 = sha256;
    this.size = size;
  }

  public String key() {
    return key;
  }

  public String sha256() {
    return sha256;
  }

  public long size() {
    return size;
  }
}
