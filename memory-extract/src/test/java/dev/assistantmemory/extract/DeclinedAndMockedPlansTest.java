package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.NOW;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.model.Scope;
import java.time.ZoneOffset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Three classes of negated or ironic lines that opened a task on v16's dev split (stop 43): mock
 * delight closed by mock ease ("Oh great, ... Easy."), a Dutch "laten schieten" / "aan me
 * voorbijgaan" that declines the occasion, and another person's own first time, which is their
 * occasion and no duty. Each with near misses that must still yield the task. The sentences are my
 * own, none from the labelled sets; they run through the extractor as the service runs it (the
 * rules behind the learned components). Said on Tuesday 2026-03-10.
 */
class DeclinedAndMockedPlansTest {

  private static final Extractor SERVICE = Extractors.offline();

  private static Extraction said(String text) {
    ExtractionInput in = ExtractionInput.of(text, "user", Scope.personal, NOW, ZoneOffset.UTC);
    return ExtractionPolicy.admit(SERVICE.extract(in), in);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Oh wonderful, I'll repaint the garden fence before noon. Easy.",
        "Oh brilliant, I'll knock up costumes for the whole cast by Thursday. Piece of cake.",
        "Oh perfect, I'll rewire the caravan by Sunday. What could go wrong?",
        "Fantastic, so I'm baking six loaves and a wedding cake by tomorrow morning. Simple.",
        "Geweldig, dan bak ik morgen even veertig glutenvrije cupcakes voor de hele klas. Eitje.",
        "Oh lovely, I'll just cater the whole street party by Saturday. No sweat.",
      })
  void mockDelightClosedByMockEaseOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Oh great, I'll pick up the cake tomorrow then.|pick up the cake",
        "Great, I'll book the table for Friday.|book the table",
        "I'll reset the router tonight, should be easy.|reset the router",
        "Geweldig, ik bel morgen de aannemer.|aannemer",
      })
  void delightWithoutMockEaseKeepsThePlan(String text, String label) {
    assertThat(said(text).tasks())
        .extracting(TaskCandidate::label)
        .anyMatch(l -> l.contains(label));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Die borrel van de tennisclub vrijdag laat ik schieten, te druk.",
        "Dat etentje met de buren zondag laat ik lekker schieten.",
        "De jaarvergadering op woensdag laat ik aan me voorbijgaan.",
        "Ik ga de training van woensdag laten schieten, mijn knie doet pijn.",
      })
  void aDutchOccasionLetGoOpensNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ik moet zaterdag de taart ophalen bij de bakker.|taart",
        "Ik moet morgen de loodgieter bellen over de lekkage.|loodgieter",
      })
  void aDutchPlanWithoutLettingGoStaysATask(String text, String label) {
    assertThat(said(text).tasks())
        .extracting(TaskCandidate::label)
        .anyMatch(l -> l.contains(label));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Tom is doing his first marathon on Sunday.",
        "Ben's doing his first open-water swim Saturday, I'll be on the beach",
        "Emma's taking her first flying lesson Friday, she's thrilled",
        "Daan rijdt zaterdag zijn eerste wedstrijd, ik ben zenuwachtiger dan hij.",
      })
  void anotherPersonsFirstTimeIsNoTaskOfTheirs(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Jess is doing her half of the thank-you cards by Friday.|Jess",
        "Mia is bringing the salads on Sunday.|Mia",
      })
  void anotherPersonsDutyStaysTheirs(String text, String owner) {
    assertThat(said(text).tasks()).extracting(TaskCandidate::owner).contains(owner);
  }
}
