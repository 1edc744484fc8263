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

  @Test
  void sharedItemsGiveEachOwnerTheTask() {
    // stop 37: "Bea & me", "Olaf and I": one task each
    assertThat(
            Probes.said(
                    "Notes\n- AI: Bea & me to write the launch email by Friday\n"
                        + "- AI: Olaf and I to test the checkout")
                .tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .containsExactlyInAnyOrder(
            tuple("write the launch email", "Bea"),
            tuple("write the launch email", Extraction.SELF),
            tuple("test the checkout", "Olaf"),
            tuple("test the checkout", Extraction.SELF));
  }

  @Test
  void anInlineHeadingOpensItemsInSentences() {
    assertThat(
            Probes.said(
                    "AI from the retro: Marco to update the wiki by Thursday. Me: order the new"
                        + " badges.")
                .tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .containsExactlyInAnyOrder(
            tuple("update the wiki", "Marco"), tuple("order the new badges", Extraction.SELF));
  }

  @Test
  void dutchItemsInThePresentTenseAndWithAHandle() {
    assertThat(Probes.said("AP: @femke mailt de aannemer\nAP: ik zet de planning online").tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .containsExactlyInAnyOrder(
            tuple("de aannemer mailen", "femke"),
            tuple("de planning online zetten", Extraction.SELF));
  }

  @Test
  void anUnlistedNameIsAnOwnerBesideAnotherOwnedItem() {
    assertThat(
            Probes.said("Actiepunten:\n1. Obiageli - offerte opvragen\n2. ik - zaal reserveren")
                .tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .containsExactlyInAnyOrder(
            tuple("offerte opvragen", "Obiageli"), tuple("zaal reserveren", Extraction.SELF));
    // alone, a name no list knows owns nothing: no other item vouches for the list
    assertThat(Probes.said("Actiepunten:\n1. Obiageli - offerte opvragen").tasks())
        .noneMatch(t -> "Obiageli".equals(t.owner()));
  }

  @Test
  void dutchItemsEndInAnInfinitiveTheLexiconKnows() {
    assertThat(
            Probes.said(
                    "Actiepunten:\n1. Ruud - draaiboek bijwerken\n2. ik - reiskosten declareren,"
                        + " uiterlijk vrijdag")
                .tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .containsExactlyInAnyOrder(
            tuple("draaiboek bijwerken", "Ruud"), tuple("reiskosten declareren", Extraction.SELF));
  }
}
