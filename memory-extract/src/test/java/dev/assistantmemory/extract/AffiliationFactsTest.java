package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Facts (issue 13.4): volunteering and membership are affiliations, never employment; a new job
 * named by its employer; a named person's employer or home after another clause.
 */
class AffiliationFactsTest {
  private static final Instant NOW = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private List<Fact> facts(String text) {
    ExtractionInput in =
        new ExtractionInput(text, "user", null, Scope.personal, NOW, ZoneOffset.UTC, List.of(), 0);
    Extraction e = ExtractionPolicy.admit(extractor.extract(in), in);
    return e.facts().stream().filter(f -> !f.predicate().equals("HAS_PREFERENCE")).toList();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I just joined Amnesty as a volunteer.|self|AFFILIATED_WITH|Amnesty",
        "Ik ben vrijwilliger bij de Dierenbescherming.|self|AFFILIATED_WITH|Dierenbescherming",
        "Ik ben lid geworden van de Rotary.|self|AFFILIATED_WITH|Rotary",
        "Mijn nieuwe baan bij ASML begint in juni.|self|WORKS_AT|ASML",
        "Lotte lives in Utrecht and works for Heineken.|Lotte|WORKS_AT|Heineken",
        "Bram woont sinds kort in Groningen.|Bram|LOCATED_IN|Groningen",
        "Marcus from the running club lives in Derby now.|Marcus|LOCATED_IN|Derby",
        "Tante Joke woont tegenwoordig in Friesland.|Joke|LOCATED_IN|Friesland",
        "Hamid has now moved to Cardiff.|Hamid|LOCATED_IN|Cardiff",
        "Ik ben vrijwilliger geworden bij de Zonnebloem.|self|AFFILIATED_WITH|Zonnebloem",
      })
  void aFactIsFound(String text, String subject, String predicate, String object) {
    assertThat(facts(text))
        .anySatisfy(
            f -> {
              assertThat(f.subject()).isEqualTo(subject);
              assertThat(f.predicate()).isEqualTo(predicate);
              assertThat(f.objectName()).contains(object);
            });
    if (predicate.equals("AFFILIATED_WITH")) {
      assertThat(facts(text)).noneMatch(f -> f.predicate().equals("WORKS_AT"));
    }
  }
}
