package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fact classes of stop 29 ({@link MoreFacts}): a bare age, two named people who moved, a named
 * person's membership or study, the user's club, part-time study and a new job as the subject.
 * Sentences written for this test, none copied from the labelled sets.
 */
class MoreFactsTest {

  private static List<String> facts(String sentence) {
    List<Fact> out = new ArrayList<>();
    MoreFacts.find(sentence, out);
    return out.stream()
        .map(
            f ->
                f.subject()
                    + " "
                    + f.predicate()
                    + " "
                    + (f.objectValue() != null ? f.objectValue() : f.objectName()))
        .toList();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'm 37 and my knees know it.|self HAS_ATTRIBUTE 37 years old",
        "For the form: I'm 29, no allergies.|self HAS_ATTRIBUTE 29 years old",
        "Ik ben 52 en nog steeds fit.|self HAS_ATTRIBUTE 52 jaar",
        "Lena and her partner Joost have moved to Utrecht.|Joost LOCATED_IN Utrecht",
        "Lena and her partner Joost have moved to Utrecht.|Lena LOCATED_IN Utrecht",
        "Wim en Ans zijn verhuisd naar Zeeland.|Ans LOCATED_IN Zeeland",
        "Farid is a member of the Leiden Chess Club.|Farid AFFILIATED_WITH Leiden Chess Club",
        "Olga has just started a master's at Delft University.|Olga AFFILIATED_WITH Delft University",
        "Sanne zit in het bestuur van de Tennisvereniging Oost.|Sanne AFFILIATED_WITH Tennisvereniging Oost",
        "Ik zit sinds maart bij het orkest Con Brio.|self AFFILIATED_WITH Con Brio",
        "I study part-time at the University of Kent.|self AFFILIATED_WITH University of Kent",
        "My new job at Adyen starts in two weeks.|self WORKS_AT Adyen",
        "Tariq is allergic to shellfish, so no prawns.|Tariq HAS_ATTRIBUTE allergic to shellfish",
        "Onze dochter Fenna is allergisch voor noten en kiwi.|Fenna HAS_ATTRIBUTE allergisch voor noten",
        "Aunt Rosa has been vegan for years.|Rosa HAS_ATTRIBUTE vegan",
        "Ik ben al twaalf jaar vegetariër.|self HAS_ATTRIBUTE vegetariër",
        "I've been pescatarian since the summer.|self HAS_ATTRIBUTE pescatarian",
        "Our son Felix starts at Hillcrest Primary School next week.|Felix AFFILIATED_WITH Hillcrest Primary School",
        "Daan gaat in september naar het Erasmus College.|Daan AFFILIATED_WITH Erasmus College",
      })
  void aFactIsFound(String sentence, String fact) {
    assertThat(facts(sentence)).contains(fact);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I'm 10 minutes away.",
        "Ik ben 5 minuten te laat.",
        "Ik zit bij de kapper.",
        "Ik zit in de trein naar Zwolle.",
        "Tom and Anna are flying to Lisbon on Friday.",
        "Farid is a member of staff now.",
        "Would my new job at the bakery be far?",
        "Is Tariq allergic to shellfish?",
        "The Tesco is vegan friendly.",
        "Daan gaat zaterdag naar het Vondelpark.",
      })
  void noFactIsFound(String sentence) {
    assertThat(facts(sentence)).isEmpty();
  }
}
