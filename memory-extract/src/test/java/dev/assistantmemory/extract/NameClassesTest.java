package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.Mention;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * People, organisations and places by the classes of stop 29 (issue 13): a full name joined to its
 * department or organisation by "van" / "of", a title before a surname with a particle, a person's
 * verb or possession at the start of a sentence, a strong place cue, a kind of organisation before
 * its name, and the words that are never a person (fronted Dutch adverbs, kinship words, message
 * nouns, nationalities). Sentences written for this test, none copied from the labelled sets.
 */
class NameClassesTest {

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
        // a full name and its department or organisation in one capitalised run
        "Joris Smit van Verkoop heeft de korting goedgekeurd.|Joris Smit",
        "Ik belde Fenna de Groot van de Gemeente Leiden over de vergunning.|Fenna de Groot",
        "Hannah Price of Barclays rang about the loan.|Hannah Price",
        // a title before a surname with a particle, or before a word that is also a month
        "Morgen heb ik een afspraak met dokter Van Beek.|Van Beek",
        "Professor De Wit leest mijn hoofdstuk na.|De Wit",
        "We had a chat with Dr Mei Tan about the scan.|Mei Tan",
        "Auntie Rosa sent a card.|Rosa",
        // the start of a sentence: a person's verb or possession follows
        "Noah is collecting the keys from the agent.|Noah",
        "Priti's graduation is next week.|Priti",
        "Lotte heeft morgen een sollicitatiegesprek.|Lotte",
        "Ravi and his sister are staying with us.|Ravi",
        "Imke from the tennis club sent the schedule.|Imke",
        "Bram from finance asked about the receipts.|Bram",
        // "Met" opening a sentence is the verb, not part of the name
        "Met Oksana Lee from the agency this morning.|Oksana Lee",
        // a shop's name that is also a first name, with a personal pronoun after it
        "Zara said she would bring the cake.|Zara",
      })
  void aPersonIsFound(String text, String person) {
    assertThat(of(text, Names.PERSON)).contains(person);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Joris Smit van Verkoop heeft de korting goedgekeurd.|Verkoop",
        "Hannah Price of Barclays rang about the loan.|Hannah Price of Barclays",
        "Scale said 81 kilos this morning.|Scale",
        "Offer from Adyen arrived today.|Offer",
        "Boss wants the figures on Monday.|Boss",
        "I still have to ring Grandad.|Grandad",
        "Vroeger woonde ik in Deventer.|Vroeger",
        "Straks bel ik de garage.|Straks",
        "Daar is mijn broer goed in.|Daar",
        "We went to a great Ethiopian place last night.|Ethiopian",
        "Ik kook graag Marokkaanse gerechten.|Marokkaanse",
        "Our friends moved to Bristol in the spring.|Bristol",
        "The ferry to Texel leaves at nine.|Texel",
        "She lives in Harrogate these days.|Harrogate",
        "Mijn zus woont in Zwolle.|Zwolle",
      })
  void noPersonIsFound(String text, String notAPerson) {
    assertThat(of(text, Names.PERSON)).doesNotContain(notAPerson);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ik belde Fenna de Groot van de Gemeente Leiden over de vergunning.|Gemeente Leiden",
        "Hannah Price of Barclays rang about the loan.|Barclays",
        "My son volunteers for a charity called Open Doors.|Open Doors",
        "Ze speelt sinds kort bij hockeyclub MHC Rijswijk.|MHC Rijswijk",
        "Ik zing in het koor Vox Nova.|Vox Nova",
        "We got three quotes and Harbour Roofing was the cheapest.|Harbour Roofing",
        "Mijn vader zit in het bestuur van de Voedselbank Delft.|Voedselbank Delft",
        "Hoogheemraadschap Delfland stuurde de aanslag.|Hoogheemraadschap Delfland",
        "The letter from HMRC is on the table.|HMRC",
        "Greenpeace rang me again for a donation.|Greenpeace",
      })
  void anOrganisationIsFound(String text, String org) {
    assertThat(of(text, Names.ORG)).contains(org);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Eline Bos van Inkoop belt je terug.|Inkoop",
        "Bakery closed down last month.|Bakery",
        "Embassy called about the visa.|Embassy",
        "Email from Ruth Okoye, Head of Design at Miro.|Design",
        "De auto moet voor de APK naar de garage.|APK",
        "Can you draft the NDA for Tuesday?|NDA",
      })
  void noOrganisationIsFound(String text, String notAnOrg) {
    assertThat(of(text, Names.ORG)).doesNotContain(notAnOrg);
    assertThat(of(text, Names.PERSON)).doesNotContain(notAnOrg);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Our friends moved to Bristol in the spring.|Bristol",
        "The train to Leeds was late again.|Leeds",
        "We fly out of Gatwick on Friday.|Gatwick",
        "Mijn zus woont in Zwolle.|Zwolle",
      })
  void aPlaceIsFound(String text, String place) {
    assertThat(of(text, Names.PLACE)).contains(place);
  }
}
