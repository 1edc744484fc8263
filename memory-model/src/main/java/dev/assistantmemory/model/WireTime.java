package dev.assistantmemory.model;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Instants on the wire: ISO-8601 UTC with exactly three fraction digits, as in the contract. */
public final class WireTime {
  private static final DateTimeFormatter FORMAT =
      // uuuu, the proleptic year: yyyy (year of era) writes year 0 (1 BC) as 0001.
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private WireTime() {}

  /**
   * The instant as {@code yyyy-MM-dd'T'HH:mm:ss.SSS'Z'}. Written field by field (a list of a
   * thousand commitments formats a few thousand instants, and the general formatter was a tenth of
   * that response's time); years outside 0001-9999 take the general formatter.
   */
  public static String format(Instant instant) {
    if (instant == null) {
      return null;
    }
    LocalDateTime t =
        LocalDateTime.ofEpochSecond(instant.getEpochSecond(), instant.getNano(), ZoneOffset.UTC);
    int year = t.getYear();
    if (year < 1 || year > 9999) {
      return FORMAT.format(instant);
    }
    char[] c = new char[24];
    digits(c, 0, year, 4);
    c[4] = '-';
    digits(c, 5, t.getMonthValue(), 2);
    c[7] = '-';
    digits(c, 8, t.getDayOfMonth(), 2);
    c[10] = 'T';
    digits(c, 11, t.getHour(), 2);
    c[13] = ':';
    digits(c, 14, t.getMinute(), 2);
    c[16] = ':';
    digits(c, 17, t.getSecond(), 2);
    c[19] = '.';
    digits(c, 20, t.getNano() / 1_000_000, 3);
    c[23] = 'Z';
    return new String(c);
  }

  private static void digits(char[] c, int at, int value, int width) {
    for (int i = at + width - 1; i >= at; i--) {
      c[i] = (char) ('0' + value % 10);
      value /= 10;
    }
  }
}
