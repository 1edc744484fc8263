package dev.assistantmemory.core.util;

import dev.assistantmemory.core.access.ReadScope;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.TreeSet;

/**
 * What a list cursor was issued for (the user, the partitions read, the sort, order and filters),
 * as a short digest the cursor carries: a cursor given back with anything else is refused (400 at
 * {@code cursor}) instead of paging another list from its position. Cursors stay opaque strings.
 */
public final class CursorBinding {
  private CursorBinding() {}

  /** The digest of the scope and the request's list-shaping values, in a fixed order. */
  public static String of(ReadScope scope, Object... listShape) {
    return digest(scope.userId(), String.join(",", new TreeSet<>(scope.partitions())), listShape);
  }

  /** The digest of a per-user list read across all partitions (an operator's route). */
  public static String ofUser(String userId, Object... listShape) {
    return digest(userId, "*", listShape);
  }

  private static String digest(String userId, String partitions, Object... listShape) {
    StringBuilder text = new StringBuilder();
    text.append(userId).append('\u0000');
    text.append(partitions);
    for (Object part : listShape) {
      text.append('\u0000');
      text.append(part == null ? "\u0001" : part.toString());
    }
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256")
              .digest(text.toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest, 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JDK", e);
    }
  }
}
