package dev.assistantmemory.model;

import java.security.SecureRandom;
import java.util.regex.Pattern;

/**
 * Identifiers in the TypeID format the contract's clients check: a prefix, an underscore and 26
 * lowercase Crockford base32 characters encoding a 128-bit UUIDv7. Being time-ordered, new ids sort
 * after older ones, which keeps "stable id order" reads close to creation order.
 */
public final class TypeId {
  private static final char[] ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz".toCharArray();
  private static final Pattern SUFFIX = Pattern.compile("[0-7][0-9a-hjkmnp-tv-z]{25}");
  private static final SecureRandom RANDOM = new SecureRandom();

  public static final String SOURCE = "src";
  public static final String NODE = "node";
  public static final String CLAIM = "claim";
  public static final String ALIAS = "alias";
  public static final String CHUNK = "chk";
  public static final String JOB = "job";

  private TypeId() {}

  /**
   * A new id with the given prefix, after every id this process made before: within one millisecond
   * the 12-bit {@code rand_a} field counts up from a random start below 1,024 (RFC 9562's monotonic
   * counter), and should a millisecond run out of counts, or the clock step back, the id carries on
   * from the last one's timestamp.
   */
  public static String newId(String prefix) {
    long fresh = (System.currentTimeMillis() << 16) | VERSION_7 | RANDOM.nextInt(1 << 10);
    long msb = LAST_MSB.accumulateAndGet(fresh, TypeId::after);
    long lsb = (RANDOM.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
    return prefix + "_" + encode(msb, lsb);
  }

  private static final long VERSION_7 = 0x7L << 12;
  private static final java.util.concurrent.atomic.AtomicLong LAST_MSB =
      new java.util.concurrent.atomic.AtomicLong();

  /**
   * {@code fresh} when it sorts after {@code last}, else the next counter value after {@code last}.
   */
  static long after(long last, long fresh) {
    if (fresh > last) {
      return fresh;
    }
    return (last & 0xFFF) < 0xFFF ? last + 1 : (((last >>> 16) + 1) << 16) | VERSION_7;
  }

  /** True when {@code id} is {@code prefix_} followed by a valid 26-character suffix. */
  public static boolean isValid(String prefix, String id) {
    if (id == null || !id.startsWith(prefix + "_")) {
      return false;
    }
    return SUFFIX.matcher(id.substring(prefix.length() + 1)).matches();
  }

  static String encode(long msb, long lsb) {
    char[] out = new char[26];
    // 128 bits in 26 five-bit groups: the first group holds the top 3 bits (2 leading zero bits).
    for (int i = 25; i >= 0; i--) {
      int shift = (25 - i) * 5;
      int value;
      if (shift + 5 <= 64) {
        value = (int) ((lsb >>> shift) & 0x1F);
      } else if (shift >= 64) {
        value = (int) ((msb >>> (shift - 64)) & 0x1F);
      } else {
        int lowBits = 64 - shift;
        value = (int) (((lsb >>> shift) | (msb << lowBits)) & 0x1F);
      }
      out[i] = ALPHABET[value];
    }
    return new String(out);
  }
}
