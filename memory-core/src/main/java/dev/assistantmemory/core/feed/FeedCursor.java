package dev.assistantmemory.core.feed;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;
import java.util.zip.CRC32;

/**
 * The change feed's cursor: whose feed (user, partition scope), which epoch, the sequence the pass
 * was frozen at and the last sequence delivered. Opaque to callers (base64url text with a
 * checksum); it carries no secret, and it grants nothing: every read is still made for the
 * request's user and scope, a cursor of another only gets {@code cursorInvalid}.
 */
public record FeedCursor(
    String userId, String scopeKey, int feedEpoch, long throughSequence, long afterSequence) {
  private static final String VERSION = "f1";
  private static final Base64.Encoder ENC = Base64.getUrlEncoder().withoutPadding();
  private static final Base64.Decoder DEC = Base64.getUrlDecoder();

  public String encode() {
    String body =
        String.join(
            ".",
            VERSION,
            ENC.encodeToString(userId.getBytes(StandardCharsets.UTF_8)),
            ENC.encodeToString(scopeKey.getBytes(StandardCharsets.UTF_8)),
            Integer.toString(feedEpoch),
            Long.toString(throughSequence),
            Long.toString(afterSequence));
    return ENC.encodeToString(
        (body + "." + Long.toHexString(crc(body))).getBytes(StandardCharsets.UTF_8));
  }

  /** The cursor the text encodes, or empty when it is not one (malformed, altered, truncated). */
  public static Optional<FeedCursor> decode(String text) {
    try {
      String raw = new String(DEC.decode(text), StandardCharsets.UTF_8);
      int check = raw.lastIndexOf('.');
      if (check < 0) {
        return Optional.empty();
      }
      String body = raw.substring(0, check);
      if (!Long.toHexString(crc(body)).equals(raw.substring(check + 1))) {
        return Optional.empty();
      }
      String[] parts = body.split("\\.", -1);
      if (parts.length != 6 || !VERSION.equals(parts[0])) {
        return Optional.empty();
      }
      FeedCursor c =
          new FeedCursor(
              new String(DEC.decode(parts[1]), StandardCharsets.UTF_8),
              new String(DEC.decode(parts[2]), StandardCharsets.UTF_8),
              Integer.parseInt(parts[3]),
              Long.parseLong(parts[4]),
              Long.parseLong(parts[5]));
      if (c.feedEpoch < 1
          || c.afterSequence < 0
          || c.throughSequence < 0
          || c.afterSequence > c.throughSequence) {
        return Optional.empty();
      }
      return Optional.of(c);
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  private static long crc(String body) {
    CRC32 crc = new CRC32();
    crc.update(body.getBytes(StandardCharsets.UTF_8));
    return crc.getValue();
  }
}
