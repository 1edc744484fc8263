package dev.assistantmemory.server.http.auth;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Locale;

/**
 * The partition maintenance token (CONTRACT.md 10.2, {@code PARTITION_MAINTENANCE_TOKEN}): the
 * maintenance routes that carry user-wide power check {@code Authorization: Bearer <token>}
 * themselves, never an API key. Unset, or shorter than {@link #MIN_LENGTH} characters (CONTRACT.md
 * 14: "≥32 chars"): 503 {@code PARTITION_MAINTENANCE_UNAVAILABLE}; missing or wrong: 401 {@code
 * PARTITION_MAINTENANCE_UNAUTHORIZED} (CONTRACT.md 9). Compared in constant time.
 */
public final class MaintenanceToken {
  /** The shortest token that switches the routes on (CONTRACT.md's configuration table). */
  public static final int MIN_LENGTH = 32;

  private static final String BEARER = "bearer ";

  private final byte[] token;
  private final String offReason;

  /**
   * @param token the configured token; null, blank or shorter than {@link #MIN_LENGTH} characters
   *     switches the routes off
   */
  public MaintenanceToken(String token) {
    String trimmed = token == null ? "" : token.trim();
    if (trimmed.isEmpty()) {
      this.token = null;
      this.offReason = "Maintenance routes are off: set PARTITION_MAINTENANCE_TOKEN to use them.";
    } else if (trimmed.codePointCount(0, trimmed.length()) < MIN_LENGTH) {
      this.token = null;
      this.offReason =
          "Maintenance routes are off: PARTITION_MAINTENANCE_TOKEN is shorter than "
              + MIN_LENGTH
              + " characters.";
    } else {
      this.token = trimmed.getBytes(StandardCharsets.UTF_8);
      this.offReason = null;
    }
  }

  /** Why the routes are off, or null when a usable token is configured. */
  public String offReason() {
    return offReason;
  }

  /** Refuses the call unless {@code authorization} is {@code Bearer <the token>}. */
  public void check(String authorization) {
    if (token == null) {
      throw new MemoryException(ErrorCode.PARTITION_MAINTENANCE_UNAVAILABLE, offReason);
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
