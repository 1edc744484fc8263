package dev.assistantmemory.store.jdbc;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/**
 * Instants as fixed-width ISO-8601 UTC text with milliseconds, so text order is time order.
 *
 * <p>Reading is on every hot read path (a commitment row carries three instants, a search hit
 * several): {@link Instant#parse} costs microseconds and a map per call through the general
 * formatter, so the one fixed-width form this class writes is read field by field, and any other
 * form still goes through {@link Instant#parse}.
 */
final class Instants {
  private static final DateTimeFormatter FORMAT =
      // uuuu, the proleptic year: yyyy (year of era) writes year 0 (1 BC) as 0001.
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private Instants() {}

  static String text(Instant instant) {
    return instant == null ? null : FORMAT.format(instant.truncatedTo(ChronoUnit.MILLIS));
  }

  static Instant parse(String text) {
    if (text == null) {
      return null;
    }
    Instant fixed = fixedWidth(text);
    return fixed != null ? fixed : Instant.parse(text);
  }

  /** {@code yyyy-MM-ddTHH:mm:ss.SSSZ} read directly; null when the text has any other form. */
  private static Instant fixedWidth(String s) {
    if (s.length() != 24
        || s.charAt(4) != '-'
        || s.charAt(7) != '-'
        || s.charAt(10) != 'T'
        || s.charAt(13) != ':'
        || s.charAt(16) != ':'
        || s.charAt(19) != '.'
        || s.charAt(23) != 'Z') {
      return null;
    }
    int year = digits(s, 0, 4);
    int month = digits(s, 5, 2);
    int day = digits(s, 8, 2);
    int hour = digits(s, 11, 2);
    int minute = digits(s, 14, 2);
    int second = digits(s, 17, 2);
    int millis = digits(s, 20, 3);
    if (year < 0
        || month < 0
        || day < 0
        || millis < 0
        || hour < 0
        || hour > 23
        || minute < 0
        || minute > 59
        || second < 0
        || second > 59) {
      return null; // leap seconds and anything odd: the general parser decides
    }
    long epochDay;
    try {
      epochDay = LocalDate.of(year, month, day).toEpochDay();
    } catch (DateTimeException e) {
      return null;
    }
    return Instant.ofEpochSecond(
        epochDay * 86_400L + hour * 3_600L + minute * 60L + second, millis * 1_000_000L);
  }

  /** The non-negative number in {@code s[from, from+count)}, or -1 when a character is no digit. */
  private static int digits(String s, int from, int count) {
    int value = 0;
    for (int i = from; i < from + count; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }
}
