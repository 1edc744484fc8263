package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Meeting notes' action items are tasks of the people they name (stop 36); the probes' day is
 * Tuesday 2026-03-10.
 */
class ActionItemsTest {

  @Test
  void aHeadedListGivesEachPersonTheirItem() {
    Extraction x =
        Probes.said(
            "Action items from today's sync:\n- Priya: send the deck by Fri\n- Tom: book the venue\n"
                + "- me: draft the agenda");
    assertThat(x.tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner, TaskCandidate::due)
        .containsExactlyInAnyOrder(
            tuple("send the deck", "Priya", LocalDate.parse("2026-03-13")),
            tuple("book the venue", "Tom", null),
            tuple("draft the agenda", Extraction.SELF, null));
    assertThat(x.mentions()).extracting(Extraction.Mention::name).contains("Priya", "Tom");
  }

  @Test
  void anInlineListAndMarkedItems() {
    assertThat(
            Probes.said("Action items: - Priya: send the deck by Fri - me: draft the agenda")
                .tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .containsExactlyInAnyOrder(
            tuple("send the deck", "Priya"), tuple("draft the agenda", Extraction.SELF));
    assertThat(
            Probes.said("AI: Priya to send the deck by Friday\nAI: Tom to book the venue").tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .containsExactlyInAnyOrder(tuple("send the deck", "Priya"), tuple("book the venue", "Tom"));
  }

  @Test
  void dutchActionPoints() {
    assertThat(
            Probes.said("Actiepunten:\n- Sanne: offerte opvragen\n- ik: notulen rondsturen")
                .tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .containsExactlyInAnyOrder(
            tuple("offerte opvragen", "Sanne"), tuple("notulen rondsturen", Extraction.SELF));
  }

  @Test
  void aDayOrAStatementIsNoItem() {
    assertThat(
            Probes.said("Action items:\n- Friday: send the deck\n- Tom: the venue is booked")
                .tasks())
        .extracting(TaskCandidate::owner)
        .doesNotContain("Friday", "Tom");
  }
}
