package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import opennlp.tools.ml.EventTrainer;
import opennlp.tools.ml.TrainerFactory;
import opennlp.tools.ml.model.Event;
import opennlp.tools.ml.model.MaxentModel;
import opennlp.tools.util.CollectionObjectStream;
import opennlp.tools.util.TrainingParameters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The learned preference detector (issue 13, stop 44): the clauses it reads, the thing it names,
 * and the bias that no dislike is stored as a like. Every sentence is written for this test.
 */
class LearnedPreferenceDetectorTest {
  private static final Instant NOW = Instant.parse("2026-03-10T09:00:00Z");

  private static Extraction detected(String text) {
    return LearnedPreferenceDetector.behind(new RuleBasedExtractor())
        .extract(
            ExtractionInput.of(text, ExtractionInput.USER, Scope.personal, NOW, ZoneOffset.UTC));
  }

  private static List<String> likes(Extraction x) {
    return x.facts().stream()
        .filter(f -> f.predicate().equals("HAS_PREFERENCE"))
        .map(Extraction.Fact::objectValue)
        .filter(v -> !v.startsWith(RuleBasedExtractor.DISLIKES))
        .toList();
  }

  @Test
  void theServiceExtractorRunsTheDetectorLast() {
    assertThat(Extractors.offline().name()).endsWith("+status+prefs");
  }

  /** Dislikes said in the shapes the rules miss: none of them may be stored as a like. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "Queueing at the post office for forty minutes, my idea of torture",
        "Oh wonderful, another Monday budget meeting \uD83D\uDE44",
        "Soggy chips at the seaside: never again",
        "Karaoke nights? Absolutely not for me.",
        "Tandartsbezoek op maandagochtend, daar word ik niet blij van",
        "Natte sokken in de regen, vreselijk",
        "Lukewarm coffee in paper cups... no thank you",
        "Group chats that ping all night drive me up the wall",
        "Lange vergaderingen zonder agenda? Nee dank je.",
      })
  void noDislikeIsStoredAsALike(String text) {
    assertThat(likes(detected(text))).isEmpty();
  }

  /** A like the model is sure of is still no like when any of the clause's words score negative. */
  @Test
  void aLikeNeedsALexiconThatDoesNotDisagree() {
    MaxentModel model = toy();
    PreferenceClauses.Clause negative =
        PreferenceClauses.clause("Rainy campsites, awful and miserable", null, Lang.EN, false);
    PreferenceClauses.Clause positive =
        PreferenceClauses.clause("Forest campsites, lovely", null, Lang.EN, false);
    // praise of a thing the lexicon scores negative: the mocking kind, no like
    PreferenceClauses.Clause mixed =
        PreferenceClauses.clause("Rainy campsites, lovely", null, Lang.EN, false);
    assertThat(negative.tone()).isNegative();
    assertThat(LearnedPreferenceDetector.decide(model, negative, 0.5, 2.0)).isNull();
    assertThat(LearnedPreferenceDetector.decide(model, mixed, 0.5, 2.0)).isNull();
    assertThat(LearnedPreferenceDetector.decide(model, positive, 0.5, 2.0))
        .isEqualTo(LearnedPreferenceDetector.LIKE);
  }

  /**
   * "X is lovely, but Y is a bit much": the praise belongs to the conceded half, so the clause of Y
   * is doubted (no like) unless its own half praises Y (review of stop 44).
   */
  @Test
  void aConcededPraiseIsNoLikeOfTheContrastedThing() {
    PreferenceClauses.Clause conceded =
        PreferenceClauses.clause(
            "Cycling holidays are lovely, but coach tours are a bit much for me",
            null,
            Lang.EN,
            false);
    PreferenceClauses.Clause praised =
        PreferenceClauses.clause(
            "Coach tours are fine, but cycling holidays are wonderful", null, Lang.EN, false);
    assertThat(conceded.doubted()).isTrue();
    assertThat(LearnedPreferenceDetector.decide(toy(), conceded, 0.5, 0.0))
        .isNotEqualTo(LearnedPreferenceDetector.LIKE);
    assertThat(praised.doubted()).isFalse();
  }

  /** A brochure or an attachment speaks in its writer's voice, not the user's: no clause. */
  @Test
  void aDocumentYieldsNoClauses() {
    String text = "Night ferries across the bay, pure bliss.";
    ExtractionInput doc =
        ExtractionInput.of(text, ExtractionInput.DOCUMENT, Scope.personal, NOW, ZoneOffset.UTC);
    ExtractionInput chat =
        ExtractionInput.of(text, ExtractionInput.USER, Scope.personal, NOW, ZoneOffset.UTC);
    assertThat(PreferenceClauses.clauses(doc, Extraction.empty(), true)).isEmpty();
    assertThat(PreferenceClauses.clauses(chat, Extraction.empty(), true)).isNotEmpty();
  }

  /** A model that calls every clause of fronted things a like. */
  private static MaxentModel toy() {
    List<Event> events = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      events.add(
          new Event(LearnedPreferenceDetector.LIKE, new String[] {"fronted", "w=campsites"}));
      events.add(new Event(LearnedPreferenceDetector.NONE, new String[] {"w=ok"}));
    }
    TrainingParameters p = new TrainingParameters();
    p.put(TrainingParameters.ALGORITHM_PARAM, "MAXENT");
    p.put(TrainingParameters.ITERATIONS_PARAM, 50);
    p.put(TrainingParameters.CUTOFF_PARAM, 1);
    EventTrainer trainer = TrainerFactory.getEventTrainer(p, null);
    try {
      return trainer.train(new CollectionObjectStream<>(events));
    } catch (java.io.IOException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void theThingIsTheFrontedPhraseOrTheFragmentBeforeAVerdict() {
    assertThat(
            PreferenceClauses.clause(
                    "Night ferries across the bay, pure bliss", null, Lang.EN, false)
                .object())
        .isEqualTo("Night ferries across the bay");
    assertThat(
            PreferenceClauses.clause("Nooit meer.", "Kamperen in de regen", Lang.NL, false)
                .object())
        .isEqualTo("Kamperen in de regen");
    assertThat(PreferenceClauses.span("I really can't stand cold porridge", Lang.EN))
        .isEqualTo("cold porridge");
  }

  /** A concession's thing is the second conjunct's; a comparison's is the one preferred. */
  @Test
  void theThingOfAConcessionOrAComparisonIsTheOnePreferred() {
    assertThat(
            PreferenceClauses.clause(
                    "Bus tours are fine, but cycling holidays are what I look forward to",
                    null,
                    Lang.EN,
                    false)
                .object())
        .isEqualTo("cycling holidays");
    assertThat(
            PreferenceClauses.clause(
                    "Market bread is so much tastier than supermarket loaves", null, Lang.EN, false)
                .object())
        .contains("bread")
        .doesNotContain("supermarket");
  }

  @Test
  void onlyTheUsersOwnStatementsAreClauses() {
    String text = "Do you like jazz? Sunday brunches at the harbour, my favourite.";
    Extraction none = Extraction.empty();
    assertThat(
            PreferenceClauses.clauses(
                ExtractionInput.of(text, ExtractionInput.USER, Scope.personal, NOW, ZoneOffset.UTC),
                none,
                true))
        .extracting(PreferenceClauses.Clause::object)
        .containsExactly("Sunday brunches at the harbour");
    assertThat(
            PreferenceClauses.clauses(
                ExtractionInput.of(
                    text, ExtractionInput.ASSISTANT, Scope.personal, NOW, ZoneOffset.UTC),
                none,
                true))
        .isEmpty();
    assertThat(
            PreferenceClauses.clauses(
                ExtractionInput.of(
                    text, ExtractionInput.USER, Scope.reference, NOW, ZoneOffset.UTC),
                none,
                true))
        .isEmpty();
  }
}
