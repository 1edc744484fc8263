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
    ExtractionInput in = ExtractionInput.of(text, "user", Scope.personal, NOW, ZoneOffset.UTC);
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

  /**
   * Stop 35: an affiliation said by its verb. A school, a club or a group named for its members
   * makes a member; an employer joined makes staff; the user's own "zit bij" is a membership.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "My daughter Zara goes to Greenhill Primary.|Zara|AFFILIATED_WITH|Greenhill Primary",
        "Jenny's just started at Oxford, reading law.|Jenny|AFFILIATED_WITH|Oxford",
        "Noor zit sinds deze maand bij Scouting De Wolven.|Noor|AFFILIATED_WITH|Scouting De Wolven",
        "Ben joined the 5th Bristol Cubs, so proud.|Ben|AFFILIATED_WITH|Bristol Cubs",
        "My mate Callum has just joined the Royal Navy.|Callum|WORKS_AT|Royal Navy",
        "Ik zit sinds september bij de Hockeyclub Tilburg.|self|AFFILIATED_WITH|Hockeyclub Tilburg",
        "I've just joined the Ramblers, first walk is next month.|self|AFFILIATED_WITH|Ramblers",
        "Onze Sem gaat naar de Montessorischool Zuid.|Sem|AFFILIATED_WITH|Montessorischool",
      })
  void anAffiliationSaidByItsVerb(String text, String subject, String predicate, String object) {
    aFactIsFound(text, subject, predicate, object);
  }

  /** Going to a place, joining an employer, or a name that is no person: no membership. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ben goes to Paris on Friday.|Ben",
        "Tom joined Deloitte last month.|Tom",
        "Monday goes to Greenhill Primary for the inspection.|Monday",
      })
  void noMembershipWithoutAMembersPlace(String text, String subject) {
    assertThat(facts(text))
        .noneMatch(f -> f.subject().equals(subject) && f.predicate().equals("AFFILIATED_WITH"));
  }
}
