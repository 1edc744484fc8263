package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.api.Test;

/**
 * A named person's request beside the user's own plan in one sentence, the requester named by a
 * pronoun in the act, Dutch requests with "om ... te" and "of ik ... wil", and chat's closing words
 * after a liked thing (stop 36, from a chat host's first conversation).
 */
class RequestsOfNamedPeopleTest {

  @Test
  void theUsersPlanBeforeANamedPersonsRequestIsKept() {
    assertThat(
            Probes.said(
                    "I need to renew my passport, and Sarah from HR asked me to send her the signed"
                        + " contract.")
                .tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .containsExactly(
            tuple("renew my passport", Extraction.SELF),
            tuple("send Sarah the signed contract", Extraction.SELF));
  }

  @Test
  void aPronounForTheRequesterIsTheRequestersName() {
    assertThat(Probes.said("Omar wants me to email him the slides.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("email Omar the slides");
    // "her mom" is someone's mother, "him up" no object the requester is named by
    assertThat(Probes.said("Tom asked me to call her mom about the party.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("call her mom about the party");
    assertThat(Probes.said("Anna wants me to pick him up at the station.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("pick him up at the station");
  }

  @Test
  void dutchRequestsWithOmTeAndOfIkWil() {
    assertThat(Probes.said("Pieter vroeg me om hem de foto's te sturen.").tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .containsExactly(tuple("Pieter de foto's sturen", Extraction.SELF));
    assertThat(Probes.said("Mijn zus vraagt of ik zaterdag de taart kan ophalen.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("de taart ophalen");
    // a question about being somewhere, no act asked
    assertThat(Probes.said("Pieter vroeg of ik zaterdag bij zijn verjaardag ben.").tasks())
        .isEmpty();
    // a negated request asks for nothing
    assertThat(Probes.said("Niemand vroeg me om de vaatwasser uit te ruimen.").tasks()).isEmpty();
  }

  @Test
  void chatsClosingWordsAreNoPartOfTheLikedThing() {
    assertThat(
            Probes.factValues(
                Probes.NOW, "I love a flat white with whole milk though.", "HAS_PREFERENCE"))
        .containsExactly("a flat white with whole milk");
    assertThat(Probes.factValues(Probes.NOW, "I love rock climbing tbh", "HAS_PREFERENCE"))
        .containsExactly("rock climbing");
    assertThat(Probes.factValues(Probes.NOW, "I really like jazz honestly", "HAS_PREFERENCE"))
        .containsExactly("jazz");
  }
}
