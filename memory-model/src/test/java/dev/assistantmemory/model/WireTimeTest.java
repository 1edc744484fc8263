package dev.assistantmemory.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The field-by-field writer gives exactly what the general formatter gives. */
class WireTimeTest {
  private static final DateTimeFormatter GENERAL =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  @Test
  void matchesTheGeneralFormatterAcrossTheRange() {
    Random r = new Random(20261202);
    long min = Instant.parse("0001-01-01T00:00:00Z").getEpochSecond();
    long max = Instant.parse("9999-12-31T23:59:59Z").getEpochSecond();
    for (int i = 0; i < 200_000; i++) {
      Instant t =
          Instant.ofEpochSecond(
              min + (long) (r.nextDouble() * (max - min)), r.nextInt(1_000_000_000));
      assertThat(WireTime.format(t)).isEqualTo(GENERAL.format(t));
    }
  }

  @Test
  void edgesAndNull() {
    for (String s :
        new String[] {
          "1970-01-01T00:00:00Z",
          "2026-12-31T23:59:59.999999999Z",
          "2024-02-29T12:00:00.001Z",
          "0001-01-01T00:00:00Z",
          "9999-12-31T23:59:59.999Z",
          "-0001-06-01T00:00:00Z",
          "+10000-01-01T00:00:00Z"
        }) {
      Instant t = Instant.parse(s);
      assertThat(WireTime.format(t)).isEqualTo(GENERAL.format(t));
    }
    assertThat(WireTime.format(Instant.parse("2026-05-06T07:08:09.010Z")))
        .isEqualTo("2026-05-06T07:08:09.010Z");
    assertThat(WireTime.format(null)).isNull();
  }

  @Test
  void yearZeroIsWrittenAsItsProlepticYear() {
    // Not as the year of era (1 BC would read 0001, a year late).
    assertThat(WireTime.format(Instant.parse("0000-12-31T15:11:01Z")))
        .isEqualTo("0000-12-31T15:11:01.000Z");
  }
}
