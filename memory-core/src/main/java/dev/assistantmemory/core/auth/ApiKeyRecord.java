package dev.assistantmemory.core.auth;

import java.time.Instant;

/**
 * A stored API key: never the key itself, only the SHA-256 hex of it. {@code userId} is null for
 * admin keys; {@code revokedAt} is null while the key is active.
 */
public record ApiKeyRecord(
    String id,
    String userId,
    KeyScope scope,
    String keyHash,
    Instant createdAt,
    Instant revokedAt) {

  public boolean active() {
    return revokedAt == null;
  }
}
