package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What only sounds like a plan (issue 13, stop 35): a plan taken back later in the same message, a
 * plan the user gives no chance or doubts, an act put off to "one of these days" after its object,
 * a resolution only ever said, a condition contrary to fact with another subject, a retraction's
 * reason, hyperbole shaped like a plan, and irony closed by a tag. Each with a near miss that must
 * still yield the task. The sentences are my own, none from the labelled sets. Said on Tuesday
 * 2026-03-10.
 */
class UnmeantPlansTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I'll call the bank tomorrow. Actually no, never mind.",
        "I'll ring the garage tomorrow. Oh wait, no, Dan already did.",
        "Let me book the restaurant for Friday. Actually, forget it, we'll eat in.",
        "I'll paint the fence on Saturday. Hmm, on second thought, no.",
        "Remind me to call Anna. Oh wait, no need, she just called.",
        "Ik ga morgen de dakgoot schoonmaken. Nee, toch maar niet.",
        "Zaterdag ga ik de schuur opruimen. Ach nee, laat ook maar.",
      })
  void aPlanTakenBackLaterInTheMessageOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'll call the bank tomorrow. Actually no, I'll call them today.|call",
        "I'll call the bank tomorrow. No need to remind me.|call the bank",
        "Let me book the restaurant for Friday. Actually, make it Saturday.|book the restaurant",
        "Ik ga morgen de dakgoot schoonmaken. Nee, toch overmorgen.|de dakgoot schoonmaken",
      })
  void aCorrectionOrAnAsideIsNoRetraction(String text, String label) {
    assertThat(said(text).tasks())
        .extracting(TaskCandidate::label)
        .anyMatch(l -> l.startsWith(label));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "There's no chance I'm going to repaint the shed this summer.",
        "Not a chance I'll finish the quilt before Christmas.",
        "There is zero chance I'll make it to the gym this week.",
        "I don't think I'll apply for the Berlin job.",
        "Er is geen schijn van kans dat ik die cursus ga volgen.",
        "Ik denk niet dat ik me ga aanmelden voor de loop.",
      })
  void aPlanGivenNoChanceOrDoubtedOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I need to book the MOT this week, no chance I'll forget this time.",
        "I'll send the report, there's a good chance I'll finish it tonight.",
        "I think I'll apply for the Berlin job.",
      })
  void aChanceThatKeepsThePlanStillYieldsIt(String text) {
    assertThat(said(text).tasks()).isNotEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I should really sort out my pension one of these days.",
        "I must learn to bake bread someday.",
        "Ik moet echt een keer leren koken.",
        "Ik moet echt eens een keer leren zwemmen.",
        "I keep telling myself I'll start running.",
        "My mum keeps saying I should learn to drive.",
        "Morgen ga ik sporten, zeg ik al drie jaar.",
        "If it weren't raining I'd mow the lawn.",
        "Nee, laat maar, we gaan volgend jaar toch verhuizen.",
        "Nah forget it, we're selling the house anyway.",
        "I'd kill for a holiday.",
        "I'll pay that fine when they pry the money from my cold dead hands.",
      })
  void aMusingAResolutionOnlySaidOrAReasonOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I should sort out my pension before the end of the month.",
        "Ik moet nog een keer naar de tandarts volgende week.",
        "I'll bring the washing in tomorrow if it rains.", // stop 36: a condition put first is no
        // task
        "I will kill the weeds on the patio on Saturday.",
      })
  void theNearMissStillYieldsTheTask(String text) {
    assertThat(said(text).tasks()).isNotEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Write thank-you cards to all 80 guests? Yeah, no.",
        "Sure, I'll do the ironing. In another life.",
        "Yeah I'll totally do my reading for Tuesday lmao",
        "Ik ga heus wel die scriptie in een weekend schrijven, haha.",
        "Ja, ik ga morgen even de hele garage uitruimen, tuurlijk 😂",
        "Ik ga zeker die hele map met papieren uitzoeken. Ooit. Misschien.",
      })
  void ironyClosedByATagOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I definitely need to pay the gas bill by Friday lol",
        "gotta return the library books by saturday or i get fined again lol",
        "Yeah, no problem, I'll pick up the kids at three.",
        "I'll totally get the tickets tonight, promise.",
      })
  void aLaughOrAYesAfterARealPlanKeepsIt(String text) {
    assertThat(said(text).tasks()).isNotEmpty();
  }
}
