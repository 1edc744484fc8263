package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A Dutch present tense with a coming time that is no day is an intention without a due date ("Dat
 * boek lees ik deze zomer wel"); a habit ("altijd", "elke") is none. Sentences written for this
 * test.
 */
class LaterIntentionsTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction extract(String text, List<KnownTask> known) {
    ExtractionInput in =
        ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(known, 0);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Die film kijk ik na de vakantie wel een keer.|film",
        "De schuur ruimen we deze zomer op.|schuur",
        "Het formulier vul ik straks in.|formulier",
      })
  void aComingTimeThatIsNoDayMakesAnIntention(String text, String word) {
    assertThat(extract(text, List.of()).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).contains(word);
              assertThat(t.due()).isNull();
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Op zondag bel ik altijd mijn moeder, ook volgende week.",
        "De schuur ruim ik deze zomer niet op.",
      })
  void aHabitOrANegationIsNoIntention(String text) {
    assertThat(extract(text, List.of()).tasks()).isEmpty();
  }
}
