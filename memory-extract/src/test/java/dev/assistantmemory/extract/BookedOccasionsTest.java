package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A later message that settles the day of what an open task was arranging is that occasion (stop
 * 36): "Booked them for 20 August" after "book the kids' eye tests".
 */
class BookedOccasionsTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Booked them for 20 August.|book the kids' eye tests|the kids' eye tests|2026-08-20",
        "Called them, they can fit me in on Friday.|call the garage about the brakes"
            + "|the garage about the brakes|2026-03-13",
        "Afgesproken, het wordt donderdag.|de controle bij de tandarts nog inplannen"
            + "|de controle bij de tandarts|2026-03-12",
        "Gebeld, ik kan donderdag terecht.|de fysio bellen voor een afspraak"
            + "|de fysio voor een afspraak|2026-03-12",
      })
  void theSettledDayIsTheOccasions(String text, String task, String label, String day) {
    assertThat(Probes.said(text, Probes.open(task)).events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).isEqualTo(label);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }

  /** A failed booking, or a task that arranges nothing, gives no occasion of the task. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Couldn't get it booked for Friday, they're full.|book the car service|car service",
        "Booked the hotel for Friday.|send the invoice to Marco|invoice",
      })
  void noOccasionOfTheTask(String text, String task, String word) {
    assertThat(Probes.said(text, Probes.open(task)).events())
        .noneMatch(e -> e.label().contains(word));
  }

  /** Known tasks come newest first (as production gives them): the newest arranging one counts. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Booked them for 20 August.|book the kids' eye tests|book the boiler service"
            + "|the kids' eye tests|2026-08-20|boiler",
        "Afgesproken, het wordt donderdag.|de fysio bellen|de kapper bellen|de fysio|2026-03-12"
            + "|kapper",
      })
  void theNewestTasksOccasion(
      String text, String newest, String older, String label, String day, String olderWord) {
    assertThat(Probes.said(text, Probes.open(newest), Probes.other(older)).events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).isEqualTo(label);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            })
        .noneMatch(e -> e.label().contains(olderWord));
  }
}
