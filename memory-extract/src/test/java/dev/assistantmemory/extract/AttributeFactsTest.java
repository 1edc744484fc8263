package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Attributes in shapes the fact rules missed (stop 38, classes of the v3-v11 dev splits, sentences
 * written for this test): a second attribute joined by "and" / "en" after one subject, a named
 * person's children, an age about to be reached, professions the list did not name (and hyphenated
 * Dutch compounds), "'s a nurse", a move with the subject dropped, a profession in a named
 * workplace, and a birthday labelled in the message's language.
 */
class AttributeFactsTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static List<String> facts(String text) {
    return Probes.factLines(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a second attribute after "and" / "en"
        "I'm 41 and vegan, just so you know.|self HAS_ATTRIBUTE vegan",
        "I'm 29 and allergic to shellfish.|self HAS_ATTRIBUTE allergic to shellfish",
        "My neighbour Carla is a pharmacist and vegetarian.|Carla HAS_ATTRIBUTE vegetarian",
        "Ik ben 52 en allergisch voor katten.|self HAS_ATTRIBUTE allergisch voor katten",
        "Mijn collega Ruud is boekhouder en veganist.|Ruud HAS_ATTRIBUTE veganist",
        "Jonas's a teacher and has three kids.|Jonas HAS_ATTRIBUTE three kids",
        // a named person's children
        "Priya has two daughters.|Priya HAS_ATTRIBUTE two daughters",
        "Anouk heeft vier kleinkinderen.|Anouk HAS_ATTRIBUTE vier kleinkinderen",
        // an age about to be reached, said of the named subject
        "Sam's party is on Saturday, he'll be 9.|Sam HAS_ATTRIBUTE 9 years old",
        "My nephew Oscar turns 12 next week.|Oscar HAS_ATTRIBUTE 12 years old",
        "Ons Fenna is zaterdag jarig, ze wordt 6.|Fenna HAS_ATTRIBUTE 6 jaar",
        // professions beside "as / als / is a", and "'s a"
        "I work at St Mary's as a sonographer.|self HAS_ATTRIBUTE sonographer",
        "Leila works for the council as a surveyor.|Leila HAS_ATTRIBUTE surveyor",
        "Ik begin in mei bij Coolblue als ICT-medewerker.|self HAS_ATTRIBUTE ICT-medewerker",
        "Bram werkt bij de gemeente als beleidsadviseur.|Bram HAS_ATTRIBUTE beleidsadviseur",
        "Harriet's a solicitor in Leeds.|Harriet HAS_ATTRIBUTE solicitor",
        // the subject dropped, chat style; a profession in a named workplace
        "Moved to Norwich in the spring, still unpacking.|self LOCATED_IN Norwich",
        "Net verhuisd naar Zwolle, eindelijk rust.|self LOCATED_IN Zwolle",
        "Ik ben fysiotherapeut in het Spaarne Gasthuis.|self WORKS_AT Spaarne Gasthuis",
        // a birthday labelled in the message's language
        "Femke is 12 maart jarig.|Femke HAS_ATTRIBUTE verjaardag 12 maart",
        "Onze Daan is 3 juli jarig.|Daan HAS_ATTRIBUTE verjaardag 3 juli",
        "Jack's birthday is 12 March.|Jack HAS_ATTRIBUTE birthday 12 March",
      })
  void anAttributeInAnotherShape(String text, String fact) {
    assertThat(facts(text)).contains(fact);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'm 34 and I love my job.|love",
        "Tom is tired and hungry.|hungry",
        "He'll be 5 minutes late.|years old",
        "Lisa turns 3 pages a minute, no idea how.|years old",
        "Het wordt 25 graden morgen.|jaar",
        "Mark's a bit late and has no excuse.|excuse",
        "Moved to Friday, the dentist called.|Friday",
        "Verhuisd naar Maandag, zei de juf.|Maandag",
        // a passage quoted after a colon is a draft or another's words
        "Here's a first go: 'Hannah is a freelance photographer based in Leeds.'|photographer",
        "Hij schreef: \"Bas is een ervaren loodgieter\" maar dat klopt niet.|loodgieter",
      })
  void noAttributeFromAClauseOfItsOwn(String text, String wrong) {
    assertThat(facts(text)).noneMatch(f -> f.contains(wrong));
  }
}
