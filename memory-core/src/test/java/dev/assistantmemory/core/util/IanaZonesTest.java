package dev.assistantmemory.core.util;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** IANA zone names in any case, answered in their canonical spelling; nothing else is a zone. */
class IanaZonesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "utc,UTC,UTC",
    "europe/amsterdam,Europe/Amsterdam,Europe/Amsterdam",
    "AMERICA/NEW_YORK,America/New_York,America/New_York",
    "est,EST,America/Panama",
  })
  void anyCaseIsTheZone(String given, String name, String zone) {
    assertThat(IanaZones.zone(given)).contains(ZoneId.of(zone));
    assertThat(IanaZones.name(given)).isEqualTo(name);
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @ValueSource(strings = {"+02:00", "UTC+2", "SystemV/EST5", "systemv/est5", "Mars/Olympus", ""})
  void notAZone(String given) {
    assertThat(IanaZones.isIana(given)).isFalse();
  }

  @Test
  void nullIsNoZone() {
    assertThat(IanaZones.zone(null)).isEmpty();
  }
}
