package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Negative lines that looked like plans (issue 13, stop 36): a condition put first, a wish for what
 * is not so, an unreal past, another person's wish reported, "we zullen zien", a Dutch skip, a
 * Dutch day that never comes, the user's own question answered with a bare "no", a plan closed by a
 * joke tag, and a task taken back in a later message because another person already does it. Each
 * with a near miss that must still yield its task. The sentences are my own, none from the labelled
 * sets. Said on Tuesday 2026-03-10.
 */
class ConditionsAndUnrealPlansTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "If it snows on Sunday I'll take the sledge out",
        "If the invoice hasn't been paid by Monday I'll phone their accounts team",
        "Ok, if the shop is shut tomorrow I'll order the paint online",
        "Als de bus niet rijdt, neem ik vrijdag de trein",
        "Mocht de monteur niet komen, dan bel ik maandag de verhuurder",
        "Als Karin afzegt, boek ik zaterdag een tafel voor twee",
        "Should it snow on Monday, I'll work from home",
        "Whenever I get a free weekend I'll sort out the attic",
      })
  void aPlanBehindAConditionPutFirstOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Morgen schilder ik de schuur, als het droog blijft|de schuur schilderen",
        "If he hasn't paid by Friday, remind me to chase him|chase him",
        "I'll repaint the shed on Saturday if it stays dry|repaint the shed",
      })
  void aConditionAfterThePlanOrAReminderOnAConditionStillYieldsIt(String text, String label) {
    assertThat(said(text).tasks())
        .extracting(TaskCandidate::label)
        .anyMatch(l -> l.startsWith(label));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "My mum wishes I'd call her more often.",
        "I wish I could take the whole of August off.",
        "Had we known about the roadworks we would have taken the train to Leeds",
        "We would have booked the cottage if it had been free",
        "I'd have mowed the lawn but the mower broke",
        "Had ik maar eerder de verzekering opgezegd",
        "Pieter zegt dat hij ooit de Elfstedentocht wil schaatsen.",
        "Tom says he wants to learn the piano someday.",
        "Mijn dochter wil op paardrijles. We zullen zien.",
        "Mijn broer wil een hond. Zien we wel.",
      })
  void aWishAnUnrealPastOrAnotherPersonsWishOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Tessa zegt dat ze de foto's morgen doorstuurt|de foto's doorsturen",
        "I should have the budget ready by Friday|have the budget ready",
        "I said to Kim I'd have a look at her bike|have a look at her bike",
      })
  void aReportedPromiseOrAPlainShouldHaveStillYieldsIt(String text, String label) {
    assertThat(said(text).tasks())
        .extracting(TaskCandidate::label)
        .anyMatch(l -> l.startsWith(label));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Die borrel skip ik vrijdag, ik ben kapot",
        "De teamlunch sla ik morgen over, te druk",
        "Ik ga de yogales donderdag overslaan",
        "Tuurlijk schilder ik de schuur, met Pasen en Pinksteren op één dag",
        "Ja hoor, ik ga het hele huis behangen, als Pasen en Pinksteren op één dag vallen",
        "Sure, I'll clear out the loft, not in a million years",
        "Right, because I'm totally going to repaint the fence this weekend.",
        "Yeah, because I'll definitely finish the quilt by Friday.",
      })
  void aDutchSkipOrADayThatNeverComesOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I'll clean out the garage tomorrow. Just kidding.",
        "Ik ga morgen de heg snoeien. Grapje.",
        "Yeah I'll do the ironing tonight, jk lol",
        "Ik ga heus wel sporten morgen, haha, grapje.",
      })
  void aPlanClosedByAJokeTagOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @Test
  void aJokeAboutSomethingElseBeforeThePlanKeepsIt() {
    assertThat(
            said("Just kidding about the cake, but I'll book the restaurant for Friday.").tasks())
        .extracting(TaskCandidate::label)
        .anyMatch(l -> l.startsWith("book the restaurant"));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Add 'renew the passport' to my list? Nah, Mum already did it.",
        "Zal ik de taart bestellen? Nee, dat doet oma al.",
        "Put 'book the vet' on the list? Nope - Sam sorted it.",
      })
  void theUsersOwnQuestionAnsweredNoOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Can you book a table for Friday? No rush.|book a table",
        "Put 'book the vet' on the list? No, wait, I'll book the vet myself tomorrow.|book the vet",
      })
  void aQuestionToTheAssistantOrANoWithAPlanStillYieldsIt(String text, String label) {
    assertThat(said(text).tasks())
        .extracting(TaskCandidate::label)
        .anyMatch(l -> l.startsWith(label));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Nee wacht, dat regelt de buurvrouw al",
        "Oh wait, no, Dad's already on it",
        "Wacht, nee, dat doet Pieter al",
      })
  void aTaskTakenBackBecauseAnotherDoesItIsDropped(String text) {
    assertThat(said(text, open("de vuilnisbakken buitenzetten")).statusChanges())
        .extracting(StatusChange::status)
        .containsExactly("abandoned");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"Nee wacht, dat moet morgen al", "Wait, no, I already did it"})
  void aCorrectionOrTheUsersOwnDeedIsNoDrop(String text) {
    assertThat(said(text, open("de vuilnisbakken buitenzetten")).statusChanges())
        .extracting(StatusChange::status)
        .doesNotContain("abandoned");
  }
}
