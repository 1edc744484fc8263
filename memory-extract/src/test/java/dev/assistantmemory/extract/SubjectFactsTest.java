package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Fact classes of stop 39 (the dev splits' misses, sentences written for this test): a second
 * predicate sharing the first one's subject, a named person's bare age, a study with its subject
 * between, the user leaving an employer, where a named person lives with a time between, and a
 * membership with the club's kind before its name.
 */
class SubjectFactsTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static List<String> facts(String text) {
    return Probes.factLines(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a second predicate with the shared subject
        "Ik ben 29 en woon in Zwolle.|self LOCATED_IN Zwolle",
        "My brother Yusuf moved to Bristol and joined the Bristol Chess Club.|Yusuf AFFILIATED_WITH Bristol Chess Club",
        "Onze Wout zit op kot in Gent en studeert aan de UGent.|Wout AFFILIATED_WITH UGent",
        "Mijn nicht Sanne is naar Utrecht verhuisd en lid geworden van studentenvereniging Veritas.|Sanne AFFILIATED_WITH Veritas",
        // a named person's bare age
        "My gran Edith is 91 and still does the crossword every day.|Edith HAS_ATTRIBUTE 91 years old",
        "Mijn oom Henk is 72 en fietst nog elke dag.|Henk HAS_ATTRIBUTE 72 jaar",
        // a study with its subject between
        "Priya studies medicine at Cardiff.|Priya AFFILIATED_WITH Cardiff",
        "Daan studeert geneeskunde aan de Radboud Universiteit.|Daan AFFILIATED_WITH Radboud Universiteit",
        "My son Kofi is at Sheffield Hallam doing engineering.|Kofi AFFILIATED_WITH Sheffield Hallam",
        // the user leaving an employer
        "Leaving Hargreaves & Lowe on the 14th of May, finally.|self WORKS_AT Hargreaves & Lowe",
        "I'm leaving Ocado at the end of the month.|self WORKS_AT Ocado",
        // where a named person lives, a time between
        "Oom Kees woont sinds vorig jaar in Lissabon.|Kees LOCATED_IN Lissabon",
        "Onze Fien zit op kot in Brussel.|Fien LOCATED_IN Brussel",
        // a membership with the club's kind before its name, the user's without a subject
        "Lid geworden van hockeyclub De Kraaien, eerste training is woensdag.|self AFFILIATED_WITH De Kraaien",
      })
  void aFactOfTheSentence(String text, String fact) {
    assertThat(facts(text)).contains(fact);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Tom is 5 minutes late and the meeting has started.",
        "Leaving Gatwick at 7 tomorrow morning.",
        "Leaving Manchester on Friday for the coast.",
        "Sam called and asked me to book the room.",
      })
  void noFactFromLookalikes(String text) {
    assertThat(facts(text))
        .noneMatch(
            f -> f.contains("HAS_ATTRIBUTE 5") || f.contains("WORKS_AT") || f.contains("Sam "));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Sleep score is 74 today, not bad.",
        "Hartslagvariabiliteit is 48, prima.",
      })
  void aReadingIsNoAge(String text) {
    assertThat(facts(text)).noneMatch(f -> f.contains("HAS_ATTRIBUTE"));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"Ik ben lid geworden van tennisvereniging De Lobbers."})
  void aMembershipSaidOnce(String text) {
    assertThat(facts(text)).filteredOn(f -> f.contains("AFFILIATED_WITH")).hasSize(1);
  }
}
