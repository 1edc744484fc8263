package dev.assistantmemory.model;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Instants on the wire: ISO-8601 UTC with exactly three fraction digits, as in the contract. */
public final class WireTime {
  private static final DateTimeFormatter FORMAT =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private WireTime() {}

  public static String format(Instant instant) {
    return instant == null ? null : FORMAT.format(instant);
  }
}
