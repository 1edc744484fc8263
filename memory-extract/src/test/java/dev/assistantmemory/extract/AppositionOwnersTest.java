package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.assertOneTask;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A person's act with where the person is from between the name and the verb ("Claire from next
 * door will feed the cat", "Sem van hiernaast gaat het gras maaien"): the person's task (stop 32).
 */
class AppositionOwnersTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        "Maya from next door will water the plants.|water the plants|Maya|-",
        "Priya from accounts will send the invoice on Friday.|send the invoice|Priya|2026-03-13",
        "Sem van hiernaast gaat morgen het gras maaien.|het gras maaien|Sem|2026-03-11",
      })
  void theNamedPersonsTask(String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @Test
  void aFrontedTimeIsNoPerson() {
    assertThat(said("Eind van de maand wil ik de badkamer af hebben.").tasks())
        .noneMatch(t -> "Eind".equals(t.owner()));
  }
}
