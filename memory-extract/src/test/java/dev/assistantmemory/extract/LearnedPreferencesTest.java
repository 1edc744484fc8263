package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import opennlp.tools.ml.model.MaxentModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The learned preference model behind the rules (stop 41): the committed model loads with its
 * outcomes; a model that reads every sentence as a like never stores a dislike as a like (the
 * guards: a negator, a word of dislike, a contrast after praise, irony, the next sentence); a model
 * that reads every sentence as a dislike adds none without negative evidence; the rules' sign is
 * never turned. Every sentence is written for this test.
 */
class LearnedPreferencesTest {
  private static final RuleBasedExtractor RULES = new RuleBasedExtractor();

  private static ExtractionInput said(String text, String role) {
    return ExtractionInput.of(
        text, role, Scope.personal, Instant.parse("2026-04-28T10:00:00Z"), ZoneOffset.UTC);
  }

  private static List<String> preferences(Extractor x, String text, String role) {
    return x.extract(said(text, role)).facts().stream()
        .filter(f -> f.predicate().equals("HAS_PREFERENCE"))
        .map(Extraction.Fact::objectValue)
        .toList();
  }

  /** A stub model that gives every sentence the one outcome at probability 1. */
  private static MaxentModel always(String outcome) {
    List<String> outcomes =
        List.of(
            LearnedPreferences.NONE,
            LearnedPreferences.LIKE,
            LearnedPreferences.DISLIKE,
            LearnedPreferences.MIXED);
    return new MaxentModel() {
      @Override
      public double[] eval(String[] context) {
        double[] p = new double[outcomes.size()];
        p[outcomes.indexOf(outcome)] = 1;
        return p;
      }

      @Override
      public double[] eval(String[] context, double[] probs) {
        return eval(context);
      }

      @Override
      public double[] eval(String[] context, float[] values) {
        return eval(context);
      }

      @Override
      public String getBestOutcome(double[] outcome) {
        return outcomes.get(0);
      }

      @Override
      public String getAllOutcomes(double[] outcome) {
        return String.join(" ", outcomes);
      }

      @Override
      public String getOutcome(int i) {
        return outcomes.get(i);
      }

      @Override
      public int getIndex(String outcome) {
        return outcomes.indexOf(outcome);
      }

      @Override
      public int getNumOutcomes() {
        return outcomes.size();
      }
    };
  }

  @Test
  void theCommittedModelLoadsWithItsOutcomes() {
    MaxentModel model = LearnedPreferences.shipped();
    assertThat(model.getNumOutcomes()).isEqualTo(4);
    assertThat(model.getIndex(LearnedPreferences.LIKE)).isNotNegative();
    assertThat(model.getIndex(LearnedPreferences.DISLIKE)).isNotNegative();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Camping was always great fun, but I'm completely done with it now.",
        "Karaoke nights are not fun at all.",
        "The canteen lasagne. Awful.",
        "Oh lovely, the lift is broken again 🙄",
        "Ik vond bowlen altijd leuk, maar nu hoeft het niet meer.",
        "Lange wandelingen in de regen zijn echt niet leuk.",
        "Board game nights are boring.",
        "Nothing beats a quiet evening? Hardly, I find them dull.",
      })
  void aModelReadingEveryThingAsALikeStoresNoDislikeAsALike(String text) {
    Extractor stub = new LearnedPreferences(RULES, always(LearnedPreferences.LIKE), 2, 0.5, 2, 0.5);
    List<String> rules = preferences(RULES, text, ExtractionInput.USER);
    List<String> got = preferences(stub, text, ExtractionInput.USER);
    // whatever the rules stored stays; the model adds no like
    assertThat(got).containsExactlyElementsOf(rules);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "We went to the new climbing wall on Saturday.",
        "The quarterly report is attached.",
        "Ik ga morgen naar de markt.",
      })
  void aModelReadingEveryThingAsADislikeNeedsNegativeEvidence(String text) {
    Extractor stub =
        new LearnedPreferences(RULES, always(LearnedPreferences.DISLIKE), 0.5, 2, 2, 2);
    assertThat(preferences(stub, text, ExtractionInput.USER)).isEmpty();
  }

  @Test
  void aDislikeTheRulesMissIsAddedWithItsThing() {
    Extractor stub =
        new LearnedPreferences(RULES, always(LearnedPreferences.DISLIKE), 0.5, 2, 2, 2);
    String text = "Ugh, reality shows.";
    assertThat(preferences(RULES, text, ExtractionInput.USER)).isEmpty();
    assertThat(preferences(stub, text, ExtractionInput.USER))
        .containsExactly(RuleBasedExtractor.DISLIKES + "reality shows");
  }

  @Test
  void aLikeOfAComparedThingTakesTheThingBeforeThan() {
    Extractor stub = new LearnedPreferences(RULES, always(LearnedPreferences.LIKE), 2, 0.5, 2, 2);
    String text = "We tried both. Handwritten notes were way better than the app.";
    assertThat(preferences(stub, text, ExtractionInput.USER)).contains("Handwritten notes");
  }

  @Test
  void theRulesSignIsNeverTurned() {
    String text = "I really can't stand crowded trains.";
    Extractor likes =
        new LearnedPreferences(RULES, always(LearnedPreferences.LIKE), 2, 0.5, 0.5, 0.5);
    Extractor dislikes =
        new LearnedPreferences(RULES, always(LearnedPreferences.DISLIKE), 0.5, 2, 0.5, 0.5);
    assertThat(preferences(likes, text, ExtractionInput.USER))
        .containsExactly(RuleBasedExtractor.DISLIKES + "crowded trains");
    // a rules' like in a sentence the model reads as a dislike is dropped, never turned
    String liked = "I love sunny mornings, but I'm awful at getting up.";
    assertThat(preferences(dislikes, liked, ExtractionInput.USER))
        .noneMatch(p -> p.startsWith(RuleBasedExtractor.DISLIKES + "sunny"));
  }

  @Test
  void anAssistantsTurnAndAQuestionAddNothing() {
    Extractor stub =
        new LearnedPreferences(RULES, always(LearnedPreferences.LIKE), 0.5, 0.5, 2, 0.5);
    assertThat(preferences(stub, "Those hiking boots look great.", ExtractionInput.ASSISTANT))
        .isEmpty();
    assertThat(preferences(stub, "Do you think the new café is great?", ExtractionInput.USER))
        .isEmpty();
  }

  @Test
  void theServiceRunsTheRulesAloneAndThePropertySwitchesTheModelOn() {
    assertThat(Extractors.offline().name()).doesNotContain("+preferences");
    System.setProperty(LearnedPreferences.PROPERTY, "0.6,0.7");
    try {
      assertThat(Extractors.offline().name()).contains("+preferences");
    } finally {
      System.clearProperty(LearnedPreferences.PROPERTY);
    }
  }
}
