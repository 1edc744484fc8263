package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.MetricReading;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Metric readings said the way people report a workout or a night: words between a heart rate and
 * its number, a run named by its kind ("parkrun", "duurloopje"), a quarter of an hour of sleep,
 * "7u30", a readiness score with a day word between, a body's weight without a word for weighing,
 * steps before their number. Sentences written for this test.
 */
class MetricReadingsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Heart rate peaked at 181 on the last hill.|heart_rate|181.0|bpm",
        "Hartslag bleef rond de 128, lekker rustig.|heart_rate|128.0|bpm",
        "Hoogste hartslag tijdens de sprints: 184.|heart_rate|184.0|bpm",
        "Resting heart rate 49.|heart_rate|49.0|bpm",
        "Easy 7k parkrun with the dog this morning.|distance|7.0|km",
        "Tempoloop van 9 km, voelde zwaar.|distance|9.0|km",
        "Slept 6 hours and three quarters.|sleep_duration|6.75|h",
        "Zes uur en een kwartier geslapen.|sleep_duration|6.25|h",
        "6u45 geslapen, prima.|sleep_duration|6.75|h",
        "Readiness this morning only 48.|readiness|48.0|score",
        "Pulse's at 62 this morning.|heart_rate|62.0|bpm",
        "Net gewogen: 81,2 kilo.|weight|81.2|kg",
        // stop 38: a body's weight without a word for weighing, steps before their number, a
        // distance walked beside the steps
        "Finally under 90: 89.6 kg this morning.|weight|89.6|kg",
        "Sta vandaag op 77,4 kilo.|weight|77.4|kg",
        "steps yesterday: 11,480|steps|11480.0|steps",
        "Stappen vandaag: 9.312, niet slecht.|steps|9312.0|steps",
        "8.950 stappen en 6,2 km vandaag.|distance|6.2|km",
      })
  void aReadingIsFound(String sentence, String metric, double value, String unit) {
    assertThat(Metrics.find(sentence))
        .anySatisfy(
            r -> {
              assertThat(r.metric()).isEqualTo(metric);
              assertThat(r.value()).isEqualTo(value);
              assertThat(r.unit()).isEqualTo(unit);
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Na vijf uur 's middags drink ik geen koffie meer, anders slaap ik slecht.",
        "My new heart rate strap cost 45 euros.",
        "Heart rate zone 2 for 40 min today.",
        "Got 2,5 kilo aardappels at the market.",
        "Ordered 40.5 kg of gravel for the path.",
        "Bought a 22.5 kg bag of dog food.",
      })
  void noReading(String sentence) {
    assertThat(Metrics.find(sentence))
        .extracting(MetricReading::metric)
        .doesNotContain("sleep_duration", "heart_rate", "weight");
  }

  /** A target or a past habit is no reading. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I want to get my 10k under 48 minutes, so 10 km at 4:48 per km.",
        "Target for the spring: weigh 75 kg.",
        "I used to cycle 20 km to work every day.",
        "Vroeger liep ik elke week 30 km.",
        "Ik wil dit jaar onder de 70 kilo komen.",
      })
  void aTargetOrAPastHabitIsNoReading(String sentence) {
    assertThat(Metrics.find(sentence)).isEmpty();
  }
}
