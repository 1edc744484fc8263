package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.Mention;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A pet's name beside an animal, a vet or its care is no person; a person beside them is. */
class PetNamesTest {

  private static List<String> people(String text) {
    return Names.find(text, Text.sentences(text)).stream()
        .filter(m -> m.nodeType().equals(Names.PERSON))
        .map(Mention::name)
        .toList();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I booked the vet for Mango on Thursday.|Mango",
        "Noodle needs her booster before the kennel stay.|Noodle",
        "Onze kat Minoes moet naar de dierenarts.|Minoes",
        "Can you walk Bruno tonight?|Bruno",
        "Ik moet de dierenarts bellen voor Bikkel.|Bikkel",
      })
  void aPetIsNoPerson(String text, String pet) {
    assertThat(people(text)).doesNotContain(pet);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ask Sarah to take the dog to the vet.|Sarah",
        "Marco will feed the cat while we're away.|Marco",
        "Ik ga met Femke naar de dierenarts.|Femke",
      })
  void aPersonBesideAPetStaysAPerson(String text, String person) {
    assertThat(people(text)).contains(person);
  }
}
