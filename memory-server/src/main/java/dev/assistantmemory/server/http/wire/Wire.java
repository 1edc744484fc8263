package dev.assistantmemory.server.http.wire;

import java.time.Instant;

/** Conversions of validated wire values to core types. */
public final class Wire {
  private Wire() {}

  /** The instant of a value that passed {@link WireDatetime} (null stays null). */
  public static Instant instant(String value) {
    return value == null ? null : WireDatetime.Validator.parse(value);
  }

  /** The instant of a value that passed {@code @WireDatetime(anyDate = true)} (null stays null). */
  public static Instant anyInstant(String value) {
    return value == null ? null : WireDatetime.Validator.parseAny(value);
  }
}
