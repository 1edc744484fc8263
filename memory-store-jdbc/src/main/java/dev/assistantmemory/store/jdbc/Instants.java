package dev.assistantmemory.store.jdbc;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/** Instants as fixed-width ISO-8601 UTC text with milliseconds, so text order is time order. */
final class Instants {
  private static final DateTimeFormatter FORMAT =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private Instants() {}

  static String text(Instant instant) {
    return instant == null ? null : FORMAT.format(instant.truncatedTo(ChronoUnit.MILLIS));
  }

  static Instant parse(String text) {
    return text == null ? null : Instant.parse(text);
  }
}
