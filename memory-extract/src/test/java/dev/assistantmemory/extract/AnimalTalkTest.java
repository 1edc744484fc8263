package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.Mention;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Stop 42: a word no list of given names knows, in a sentence about a vet or an animal's keeping,
 * names the animal.
 */
class AnimalTalkTest {

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
        "The kennels were great and Pudding came home wagging.|Pudding",
        "De dierenarts zegt dat de wond van Bikkel goed geneest.|Bikkel",
        "Ik was nooit een kattenmens, maar Snoesje heeft me ingepakt.|Snoesje",
      })
  void noPerson(String text, String word) {
    assertThat(people(text)).doesNotContain(word);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The vet, Dr. Okafor, says the stitches can come out.|Okafor",
        "Sarah took the cat to the vet on Monday.|Sarah",
        "We left the dog with Priti while we were away.|Priti",
      })
  void aPersonStaysAPerson(String text, String person) {
    assertThat(people(text)).contains(person);
  }
}
