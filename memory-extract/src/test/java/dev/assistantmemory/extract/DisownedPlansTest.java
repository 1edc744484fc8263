package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Plans nobody in the message takes on (issue 13, stop 38): a commitment the user denies, a
 * question for advice on how to do the act, another person's plan the user only remarks on, and a
 * promise closed by an absurd claim about oneself. Each class with near misses that must still
 * yield the task. The sentences are my own, none from the labelled sets.
 */
class DisownedPlansTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I never said I'd host the quiz night, that was Marcus",
        "i didn't agree to drive everyone to the airport",
        "I've never promised to repaint the garage door",
        "Who said I'd bake the cake for Saturday?",
        "Ik heb nooit gezegd dat ik de barbecue zou regelen, dat was Anouk",
        "Wie zegt dat ik de schuur ga opruimen?",
      })
  void aDeniedCommitmentOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "what's a good way to remember to water the plants?",
        "What's the easiest way to stop forgetting to put the bins out?",
        "Wat is een handige manier om te onthouden dat ik mijn vitamines moet nemen?",
      })
  void aQuestionForAdviceOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Sanne gaat haar hele zolder verbouwen, ik snap het niet",
        "Joost wil zijn boot verkopen, geen idee waarom",
        "Gareth is going to sell his motorbike, no idea why",
        "Priya wants to run an ultramarathon. Rather her than me.",
      })
  void anotherPersonsPlanOnlyRemarkedOnOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Ja ja, ik ga dit jaar de garage netjes opruimen. En ik word de nieuwe paus.",
        "Sure, I'll sort out the loft this weekend. And I'll be the next pope.",
      })
  void aPromiseClosedByAnAbsurdClaimOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I never said I'd host the quiz night, but I will.|host the quiz night",
        "I promised Marcus I'd repaint the garage door.|repaint the garage door",
        "Sanne gaat haar hele zolder verbouwen.|zolder verbouwen",
        "Gareth is going to fix the fence on Saturday.|fix the fence",
        "Remind me to water the plants tomorrow.|water the plants",
      })
  void theNearMissesStillYieldTheTask(String text, String label) {
    assertThat(said(text).tasks())
        .extracting(TaskCandidate::label)
        .anyMatch(l -> l.contains(label));
  }
}
