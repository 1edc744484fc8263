package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class InstantsTest {

  @Test
  void readsBackEveryInstantItWritesAsTheGeneralParserWould() {
    SplittableRandom random = new SplittableRandom(7);
    long from = Instant.parse("0001-01-01T00:00:00Z").getEpochSecond();
    long to = Instant.parse("9999-12-31T23:59:59Z").getEpochSecond();
    for (int i = 0; i < 20_000; i++) {
      Instant instant =
          Instant.ofEpochSecond(random.nextLong(from, to), random.nextInt(1_000_000_000))
              .truncatedTo(ChronoUnit.MILLIS);
      String text = Instants.text(instant);
      assertThat(Instants.parse(text)).as(text).isEqualTo(instant).isEqualTo(Instant.parse(text));
    }
  }

  @Test
  void calendarEdgesAreExact() {
    for (String text :
        new String[] {
          "1970-01-01T00:00:00.000Z",
          "1969-12-31T23:59:59.999Z",
          "2024-02-29T12:00:00.001Z",
          "2000-02-29T23:59:59.999Z",
          "2026-12-31T23:59:59.999Z"
        }) {
      assertThat(Instants.parse(text)).as(text).isEqualTo(Instant.parse(text));
    }
  }

  @Test
  void yearZeroIsWrittenAndReadBackAsYearZero() {
    // yyyy (year of era) wrote 1 BC as 0001, and the text read back a year late.
    Instant t = Instant.parse("0000-12-31T15:11:01Z");
    assertThat(Instants.text(t)).isEqualTo("0000-12-31T15:11:01.000Z");
    assertThat(Instants.parse(Instants.text(t))).isEqualTo(t);
  }

  @Test
  void otherIsoFormsStillParse() {
    assertThat(Instants.parse("2026-12-01T10:00:00Z"))
        .isEqualTo(Instant.parse("2026-12-01T10:00:00Z"));
    assertThat(Instants.parse("2026-12-01T10:00:00.123456Z"))
        .isEqualTo(Instant.parse("2026-12-01T10:00:00.123456Z"));
    assertThat(Instants.parse("2016-12-31T23:59:60.000Z"))
        .isEqualTo(Instant.parse("2016-12-31T23:59:60.000Z"));
    assertThat(Instants.parse("2025-01-01T24:00:00.000Z"))
        .isEqualTo(Instant.parse("2025-01-01T24:00:00.000Z"));
    assertThat(Instants.parse(null)).isNull();
  }

  @Test
  void impossibleDatesAreRejectedNotRolledOver() {
    assertThatThrownBy(() -> Instants.parse("2025-02-29T00:00:00.000Z"))
        .isInstanceOf(DateTimeParseException.class);
    assertThatThrownBy(() -> Instants.parse("2025-13-01T00:00:00.000Z"))
        .isInstanceOf(DateTimeParseException.class);
    assertThatThrownBy(() -> Instants.parse("2025-01-0xT00:00:00.000Z"))
        .isInstanceOf(DateTimeParseException.class);
  }
}
