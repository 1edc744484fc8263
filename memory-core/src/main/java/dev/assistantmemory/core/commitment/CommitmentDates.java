package dev.assistantmemory.core.commitment;

import dev.assistantmemory.core.commitment.Commitments.Due;
import dev.assistantmemory.model.MemoryException;
import java.time.LocalDate;
import java.time.LocalTime;

/**
 * Parses the due dates and days of a commitment request; a malformed one is 400 naming its field.
 */
public final class CommitmentDates {
  private CommitmentDates() {}

  /** Parses a day, a time of day and an IANA zone of a request (400 when malformed). */
  public static Due due(String day, String time, String zone) {
    if (day == null) {
      if (time != null || zone != null) {
        throw invalid("dueOn", "dueTime and timeZone need dueOn");
      }
      return null;
    }
    if ((time == null) != (zone == null)) {
      throw time == null
          ? invalid("dueTime", "needed with timeZone")
          : invalid("timeZone", "needed with dueTime");
    }
    LocalDate d = day(day, "dueOn");
    if (time == null) {
      return new Due(d, null, null);
    }
    LocalTime t;
    try {
      t = LocalTime.parse(time);
    } catch (java.time.format.DateTimeParseException e) {
      throw invalid("dueTime", "expected HH:mm (24 h)");
    }
    if (!time.matches("\\d{2}:\\d{2}")) {
      throw invalid("dueTime", "expected HH:mm (24 h)");
    }
    java.time.ZoneId z =
        dev.assistantmemory.core.util.IanaZones.zone(zone)
            .orElseThrow(() -> invalid("timeZone", "not an IANA time zone: " + zone));
    java.time.Instant at = d.atTime(t).atZone(z).toInstant();
    if (at.isBefore(FIRST_INSTANT) || at.isAfter(LAST_INSTANT)) {
      // dueAt is an ISO-8601 instant with a four-digit year (CONTRACT.md 1), and PostgreSQL has
      // no year 0 (1 BC): 0001-9999.
      throw invalid("dueOn", "the due time falls outside the years 0001-9999 in UTC");
    }
    return new Due(d, t, z);
  }

  /** The first and last instants a due time may have (four-digit years, none before year 1). */
  static final java.time.Instant FIRST_INSTANT = java.time.Instant.parse("0001-01-01T00:00:00Z");

  static final java.time.Instant LAST_INSTANT = java.time.Instant.parse("9999-12-31T23:59:59.999Z");

  /** A request's day YYYY-MM-DD (400 naming the field when malformed); null stays null. */
  public static LocalDate day(String value, String field) {
    if (value == null) {
      return null;
    }
    try {
      if (value.matches("\\d{4}-\\d{2}-\\d{2}")) {
        return LocalDate.parse(value);
      }
    } catch (java.time.format.DateTimeParseException e) {
      // falls through to the refusal
    }
    throw invalid(field, "expected a day YYYY-MM-DD");
  }

  private static MemoryException invalid(String field, String message) {
    return MemoryException.invalid(field, message);
  }
}
