package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A name's type by its slot (stop 41; sentences written for this test): the one addressed at the
 * start, a brand's word that is a person's name beside another name or asked to do something, an
 * owner before a thing, whose occasion it is, lakes and heaths, permits and benefits by their
 * initials.
 */
class NameSlotsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Yasmijn, stuur jij me vanavond de foto's?|Person|Yasmijn",
        "Femi, you still have my charger?|Person|Femi",
        "We asked Douglas and Tobias to run the raffle.|Person|Douglas",
        "Ik heb Tobias en Perry gevraagd de loterij te doen.|Person|Perry",
        "The lunchbox has to go in Floor's bag tonight.|Person|Floor",
        "Zwemfeestje van Noah gaat niet door, hij is ziek.|Person|Noah",
        "We gaan kanoën op het Zuidlaardermeer.|Location|Zuidlaardermeer",
      })
  void aNameOfItsSlot(String text, String type, String name) {
    assertThat(Probes.names(text, type)).contains(name);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Thanks, you've been a great help.|Thanks",
        "Er kwam een brief over de AOW van oma.|AOW",
        "De VOG van de gemeente is binnen.|VOG",
        "Zwemfeestje van Noah gaat niet door, hij is ziek.|Zwemfeestje van Noah",
      })
  void noOrganisationNorPerson(String text, String word) {
    assertThat(Probes.names(text, "Organization")).doesNotContain(word);
    assertThat(Probes.names(text, "Person")).doesNotContain(word);
  }
}
