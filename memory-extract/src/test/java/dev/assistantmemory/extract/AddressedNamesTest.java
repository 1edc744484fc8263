package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.Mention;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * People and organisations by the classes of stop 33: the one a request is addressed to ("Zara, can
 * you ..."), a venue named with its possessive ("a table at Luigi's"), a name after a conjunction
 * or a message word opening the sentence ("Omdat Lotte ...", "Mail van ..."), and organisations
 * named alone. Sentences written for this test.
 */
class AddressedNamesTest {

  private static List<String> of(String text, String type) {
    return Names.find(text, Text.sentences(text)).stream()
        .filter(m -> m.nodeType().equals(type))
        .map(Mention::name)
        .toList();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Zara, could you pick up the cake on your way?|Zara|Person",
        "Mango, can you water the plants tomorrow?|Mango|Person",
        "We've got a table at Giorgio's on Saturday.|Giorgio's|Organization",
        "I'll grab the wine from Sainsbury's later.|Sainsbury's|Organization",
        "Omdat Fenna morgen jarig is, bak ik een taart.|Fenna|Person",
        "Mail van Jeroen Bakker over de offerte.|Jeroen Bakker|Person",
        "We zijn lid geworden van Staatsbosbeheer.|Staatsbosbeheer|Organization",
        "De bestelling bij Wehkamp is nog niet binnen.|Wehkamp|Organization",
        "We went to a National Trust house on Sunday.|National Trust|Organization",
        "The Met Office says it will rain all weekend.|Met Office|Organization",
        // a kinship or role word with its possessive before a name that is also a month or a verb
        "Tomorrow her husband June is flying in from Lagos.|June|Person",
        "Onze buurvrouw Mei past op de kat.|Mei|Person",
        "I'm meeting my friend Will for a coffee.|Will|Person",
        // a person from a team or a body, the body's name with its possessive
        "Priya from the school's parents committee sent the rota.|Priya|Person",
        // a Dutch birthday with its day between
        "Sanne is 3 juni jarig.|Sanne|Person",
      })
  void named(String text, String name, String type) {
    assertThat(of(text, type)).contains(name);
  }

  /** A greeting or an answer before a comma is nobody; a brand's possessive is the brand. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Hi, can you send me the file?",
        "Yes, can you put it in my calendar?",
        "Hmm, could you check that again?",
        "I told my boss I'd send it tonight.",
        "I promised my sister I'll call her.",
        "Landlord phoned, the boiler gets fixed Tuesday.",
        "Plumber says the part arrives next week.",
        "Whoever's first home feeds the dog.",
        "Work's asked me to do the rota again.",
        "We spent a week in East Anglia.",
      })
  void noOneAddressed(String text) {
    assertThat(of(text, Names.PERSON)).isEmpty();
  }

  @org.junit.jupiter.api.Test
  void aBrandsPossessiveIsTheBrand() {
    assertThat(of("I can't stand Ryanair's seat fees.", Names.ORG)).containsExactly("Ryanair");
  }
}
