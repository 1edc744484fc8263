package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * People and organisations by the words around them (stop 34): a child's name with its possessive
 * opening a sentence, an office said as a title, a colleague from a team, a trade with a business,
 * a shop's name that is also a given name after a verb for a person, a course at a university; and
 * capitals that name no one: a school subject, a tool, a role or a kind of place opening a
 * sentence. Sentences written for this test.
 */
class NameContextsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Noah's football boots are too small again.|Noah|Person",
        "Ben's lunchbox is still in the car.|Ben|Person",
        "Daan z'n fiets staat nog bij school.|Daan|Person",
        "Matron Joan Pike signed off the rota.|Joan Pike|Person",
        "Wethouder Jansen opent zaterdag de markt.|Jansen|Person",
        "Stagiair Sem brengt de bestelling rond.|Sem|Person",
        "Meeting with Laura Chen from Procurement on Monday.|Laura Chen|Person",
        "Tariq from Radiology called about the scan.|Tariq|Person",
        "I promised Zara I'd help her paint on Sunday.|Zara|Person",
        "Send the invoice for Brightfield by Friday.|Brightfield|Organization",
        "Need to order fifty mugs from Potterhouse.|Potterhouse|Organization",
        "Ik heb een opdracht van Heijmans Infra binnengehaald.|Heijmans Infra|Organization",
        "My nephew studies law at Brookes.|Brookes|Organization",
        "We dropped the mower off at Meadowbank Garden Centre.|Meadowbank Garden Centre|Organization",
        "Lotte zit sinds kort bij Scouting Hoogland.|Scouting Hoogland|Organization",
      })
  void named(String text, String name, String type) {
    assertThat(Probes.names(text, type)).contains(name);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Morgen tentamen Wiskunde, ik ben zenuwachtig.",
        "I want to get better at Python this year.",
        "Photoshop keeps crashing on my laptop.",
        "Klant wil de mockups eerder zien.",
        "Magazine needs the photos by Thursday.",
        "Hospital parking is a nightmare.",
        "School belt dat de excursie niet doorgaat.",
      })
  void noOne(String text) {
    assertThat(Probes.names(text, Names.PERSON)).isEmpty();
    assertThat(Probes.names(text, Names.ORG))
        .doesNotContain("Hospital", "School", "Klant", "Magazine", "Photoshop", "Python");
  }
}
