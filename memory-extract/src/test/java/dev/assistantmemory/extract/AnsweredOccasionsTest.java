package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Stop 44: the reply that dates an open task "for / before the X" dates the occasion X too ("When
 * is it?" … "the 21st of March"). Said on Tuesday 10 March 2026.
 */
class AnsweredOccasionsTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "print the programmes for the concert|the 21st of March|concert|2026-03-21",
        "book the van for the move|the 25th of April|move|2026-04-25",
        "een kostuum regelen voor de musical|Op 16 april|musical|2026-04-16",
      })
  void theAnswerDatesTheOccasion(String task, String answer, String label, String day) {
    var x = said(answer, open(task));
    assertThat(x.tasks()).anySatisfy(t -> assertThat(t.due()).isEqualTo(LocalDate.parse(day)));
    assertThat(x.events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).isEqualTo(label);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }

  @Test
  void aPersonIsNoOccasion() {
    assertThat(said("Friday", open("buy a present for the teacher")).events()).isEmpty();
  }
}
