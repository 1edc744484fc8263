package dev.assistantmemory.server.http.auth;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Locale;

/**
 * The partition maintenance token (CONTRACT.md 10.2, {@code PARTITION_MAINTENANCE_TOKEN}): the
 * maintenance routes that carry user-wide power check {@code Authorization: Bearer <token>}
 * themselves, never an API key. Unset: 503 {@code PARTITION_MAINTENANCE_UNAVAILABLE}; missing or
 * wrong: 401 {@code PARTITION_MAINTENANCE_UNAUTHORIZED} (CONTRACT.md 9). Compared in constant time.
 */
public final class MaintenanceToken {
  private static final String BEARER = "bearer ";

  private final byte[] token;

  /**
   * @param token the configured token; null or blank switches the routes off
   */
  public MaintenanceToken(String token) {
    this.token =
        token == null || token.isBlank() ? null : token.trim().getBytes(StandardCharsets.UTF_8);
  }

  /** Refuses the call unless {@code authorization} is {@code Bearer <the token>}. */
  public void check(String authorization) {
    if (token == null) {
      throw new MemoryException(
          ErrorCode.PARTITION_MAINTENANCE_UNAVAILABLE,
          "Maintenance routes are off: set PARTITION_MAINTENANCE_TOKEN to use them.");
    }
    String presented = null;
    if (authorization != null
        && authorization.length() > BEARER.length()
        && authorization.substring(0, BEARER.length()).toLowerCase(Locale.ROOT).equals(BEARER)) {
      presented = authorization.substring(BEARER.length()).trim();
    }
    if (presented == null
        || !MessageDigest.isEqual(token, presented.getBytes(StandardCharsets.UTF_8))) {
      throw new MemoryException(
          ErrorCode.PARTITION_MAINTENANCE_UNAUTHORIZED,
          "This maintenance route needs Authorization: Bearer <PARTITION_MAINTENANCE_TOKEN>.");
    }
  }
}
