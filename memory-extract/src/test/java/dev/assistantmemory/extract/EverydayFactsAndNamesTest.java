package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Stop 45 (facts45): facts, people, organisations and occasions as everyday chat says them. A move
 * or a membership noted without a subject after a time phrase ("Last spring moved to ..", "Net lid
 * geworden van .."), a first day "Started at X as a ..", a new job at "the" X, signing up to a
 * party "as a ..", a named person's employer after a pronoun ("is Joris Smit, hij werkt bij .."),
 * Dutch professions as compound heads ("podiumtechnicus"); a role said in place of its holder
 * ("Landlord says", "Voorzitter belde"), a horse by its farrier, its riding and its shoes, a shop a
 * thing was bought from, a national branch ("Scouting Nederland"); a lesson as an occasion. Said on
 * Tuesday 28 April 2026; sentences written for this test, none copied from the labelled sets.
 */
class EverydayFactsAndNamesTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static List<Mention> names(String text) {
    return Names.find(text, Text.sentences(text));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Last spring moved to Bristol, closer to my sister|self LOCATED_IN Bristol",
        "Afgelopen zomer verhuisd naar Zwolle, eindelijk een tuin|self LOCATED_IN Zwolle",
        "Sinds kort lid geworden van Natuurmonumenten|self AFFILIATED_WITH Natuurmonumenten",
        "Ik ben podiumtechnicus, meestal in het weekend|self HAS_ATTRIBUTE podiumtechnicus",
        "Ik ben natuurfotograaf van beroep|self HAS_ATTRIBUTE natuurfotograaf",
        "Started at Pret as a barista on Monday|self WORKS_AT Pret",
        "My new job at the Natural History Museum starts next month"
            + "|self WORKS_AT Natural History Museum",
        "Signed up with the Liberal Democrats as a leafleter|self AFFILIATED_WITH Liberal Democrats",
        "Ons nieuwe koorlid is Joris Smit, hij werkt bij Philips|Joris Smit WORKS_AT Philips",
        "Our new neighbour is Joe Hughes, he works at Halfords|Joe Hughes WORKS_AT Halfords",
      })
  void theFactIsRead(String text, String fact) {
    assertThat(Probes.factLines(TUESDAY, text)).contains(fact);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Started at Pret as a barista on Monday|Started",
        "Caretaker says the lift is fixed|Caretaker",
        "Voorzitter belde: de vergadering gaat niet door|Voorzitter",
        "Penningmeester zegt dat het bonnetje genoeg is|Penningmeester",
        "Teamcoördinator zegt dat het rooster rond is|Teamcoördinator",
        "Need to ring the farrier for Storm, he's lame again|Storm",
        "I'd rather ride Pippin than the school ponies|Pippin",
        "Pluis heeft nieuwe hoefijzers nodig|Pluis",
        "Bought a new stove from Alpkit|Alpkit",
        "Lidmaatschap heeft een nieuwe prijs|Lidmaatschap",
        "Wachtnummer komt per sms|Wachtnummer",
        "Bought a tent for Boomtown|Boomtown",
        "Just finished reading Persuasion|Persuasion",
      })
  void noPersonIsRead(String text, String word) {
    assertThat(names(text))
        .filteredOn(m -> m.nodeType().equals(Names.PERSON))
        .extracting(Mention::name)
        .doesNotContain(word);
    assertThat(Probes.factLines(TUESDAY, text)).noneMatch(f -> f.startsWith(word + " "));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Bought a new stove from Alpkit|Alpkit",
        "Bought a rucksack from Cotswold Outdoor last week and a new stove from Alpkit"
            + "|Cotswold Outdoor",
        "Dierenbescherming Vlaanderen stuurde me een kaart|Dierenbescherming Vlaanderen",
        "Kinderhulp International belde om geld|Kinderhulp International",
      })
  void theOrganisationIsRead(String text, String org) {
    assertThat(names(text))
        .filteredOn(m -> m.nodeType().equals(Names.ORG))
        .extracting(Mention::name)
        .contains(org);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Had my first climbing lesson last Saturday|first climbing lesson|2026-04-25",
        "Donderdag heb ik mijn eerste pianoles|eerste pianoles|2026-04-30",
        "Ayla has netball practice on Thursday|netball practice|2026-04-30",
        "Ik sta zaterdag op een boekenbeurs met mijn tweedehands boeken|boekenbeurs|2026-05-02",
      })
  void theLessonIsAnOccasion(String text, String label, String day) {
    Extraction x = Probes.admittedAt(TUESDAY, text);
    assertThat(x.events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).isEqualTo(label);
              assertThat(e.date()).hasToString(day);
            });
  }

  @Test
  void aSkippedTrainingCompoundIsNoOccasion() {
    assertThat(
            Probes.admittedAt(TUESDAY, "Morgen ga ik niet naar de voetbaltraining, te moe")
                .events())
        .isEmpty();
  }

  @Test
  void anOrderedThingsDeliveryIsAnOccasion() {
    // Probes.NOW is Tuesday 10 March 2026
    assertThat(
            Probes.said(
                    "Ordered one from Millets, it arrives on Thursday",
                    Probes.open("buy a new tent"))
                .events())
        .extracting(e -> e.label() + "@" + e.date())
        .containsExactly("tent delivery@2026-03-12");
    assertThat(
            Probes.said(
                    "Besteld bij Bikkel, komt vrijdag", Probes.open("een nieuwe fietsbel kopen"))
                .events())
        .extracting(e -> e.label() + "@" + e.date())
        .containsExactly("levering fietsbel@2026-03-13");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Herinner Zara eraan dat ze de sleutels terugbrengt|Zara",
        "Zara's doing the cake on Sunday|Zara",
        "Ik wacht nog op Mark|Mark",
      })
  void aGivenNameIsAPersonNotAFirm(String text, String person) {
    List<Mention> found = names(text);
    assertThat(found)
        .filteredOn(m -> m.nodeType().equals(Names.PERSON))
        .extracting(Mention::name)
        .contains(person);
    assertThat(found)
        .filteredOn(m -> m.nodeType().equals(Names.ORG))
        .extracting(Mention::name)
        .doesNotContain(person);
  }

  /**
   * Stop 45 fix: an ending common nouns share with surnames ("-ering", "-ness", "-ment") makes no
   * one of a word where a person stands: after a title, after words said to a person, before a
   * person's speech.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Clement says the boiler is fixed.|Clement",
        "Spoke to Mr Pickering about the lease.|Pickering",
        "Holness says hi.|Holness",
        "Asked Ms Greening to sign the form.|Greening",
        "Burness says the invoice is paid.|Burness",
        "Meneer Pickering belde over de huur.|Pickering",
        "Mevrouw Furness zegt dat de lift het weer doet.|Furness",
      })
  void aSurnameWithACommonNounsEndingIsAPerson(String text, String person) {
    assertThat(names(text))
        .filteredOn(m -> m.nodeType().equals(Names.PERSON))
        .extracting(Mention::name)
        .contains(person);
  }

  /** The same endings still make no one of a common noun opening a note. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Readiness score 62 so taking it easy.|Readiness",
        "Assessment got brought forward, so it's Monday now.|Assessment",
        "Vergadering is verzet naar donderdag.|Vergadering",
        "Lidmaatschap heeft een nieuwe prijs.|Lidmaatschap",
      })
  void aCommonNounWithTheEndingIsNoOne(String text, String word) {
    assertThat(names(text))
        .filteredOn(m -> m.nodeType().equals(Names.PERSON))
        .extracting(Mention::name)
        .doesNotContain(word);
  }
}
