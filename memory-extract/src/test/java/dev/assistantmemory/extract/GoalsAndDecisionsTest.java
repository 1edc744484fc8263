package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Goals and decisions as the labelling conventions write them: "I'd like to" states a goal, "we've
 * agreed to/on" and "I've made up my mind:" a decision; "Ik wil dat je ..." asks the assistant, and
 * in an email the "I" is its sender, so neither is the user's goal. Sentences written for this
 * test.
 */
class GoalsAndDecisionsTest {
  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private List<Extraction.Fact> facts(String text) {
    ExtractionInput in =
        ExtractionInput.of(
            text, "user", Scope.personal, Instant.parse("2026-04-28T10:00:00Z"), ZoneOffset.UTC);
    return ExtractionPolicy.admit(extractor.extract(in), in).facts();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'd like to run a half marathon before I turn fifty.|HAS_GOAL|run a half marathon",
        "I would really like to learn the cello.|HAS_GOAL|learn the cello",
        "We've agreed to rotate the school run every week.|MADE_DECISION|rotate the school run",
        "Fine, we have agreed on the blue tiles.|MADE_DECISION|the blue tiles",
        "I've made up my mind: we're selling the caravan.|MADE_DECISION|selling the caravan",
        "We've agreed that Hanna walks the dog in the mornings.|MADE_DECISION|Hanna walks the dog",
        "We hebben afgesproken dat Mila de rekeningen betaalt.|MADE_DECISION|Mila de rekeningen",
        "Ik zou graag nog eens Spaans leren.|HAS_GOAL|Spaans leren",
        // stop 38: "our goal", a goal without "to", a decision with a named partner, "went with"
        "Our goal this year is to pay off the car loan.|HAS_GOAL|pay off the car loan",
        "My goal is a sub-50 10k by June.|HAS_GOAL|sub-50 10k",
        "Priya and I have agreed to split the deposit.|MADE_DECISION|split the deposit",
        "We went with the oak flooring in the end.|MADE_DECISION|the oak flooring",
        "Let's go with the Friday slot then.|MADE_DECISION|the Friday slot",
      })
  void aGoalOrDecisionIsFound(String text, String predicate, String words) {
    assertThat(facts(text))
        .anySatisfy(
            f -> {
              assertThat(f.predicate()).isEqualTo(predicate);
              assertThat(f.objectValue()).contains(words);
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Ik wil dat je een bedankkaartje voor de buren schrijft.",
        "Ik zou graag een overzicht van mijn afspraken hebben.",
        "From: Maria Lopez <maria@lopez.es>\nTo: me\nSubject: Draft\n\nHi! Could you send the draft"
            + " by Friday? I'd like to read it before the board meeting.\n\nThanks,\nMaria",
      })
  void noGoalOfTheUser(String text) {
    assertThat(facts(text)).noneMatch(f -> f.predicate().equals("HAS_GOAL"));
  }

  /** A day agreed for a moved occasion is no decision (stop 38). */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"We went with Monday.", "Let's go with Thursday then."})
  void aDayAgreedIsNoDecision(String text) {
    assertThat(facts(text)).noneMatch(f -> f.predicate().equals("MADE_DECISION"));
  }
}
