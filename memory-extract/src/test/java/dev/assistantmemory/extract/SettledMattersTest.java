package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.changes;
import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 13, stop 35: a task done because what it was for is settled ({@link SettledMatters}): a
 * choice made, the person to ask answered or was asked, the task's deed as a noun in its end state;
 * and the near misses (a question, a maybe, a negation, an answer about something else). The
 * sentences are my own, none from the labelled sets.
 */
class SettledMattersTest {

  private static KnownTask milk() {
    return new KnownTask("t2", "buy milk", "pending", null, false);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "choose a venue for the reunion|Let's go with the boathouse.",
        "pick a paint colour for the hall|We've settled on the sage green.",
        "een kleur uitkiezen voor de gang|We kiezen voor het lichtgrijs.",
        "choose a caterer for the party|We went with the second caterer.",
        "ask Omar about the ladder|Omar's lending us the ladder on Sunday.",
        "ask Lotte to check the invoice|I've messaged Lotte.",
        "Sanne vragen of ze de tent heeft|Heb Sanne een appje gestuurd.",
        "order new ink cartridges|Order placed, arriving Thursday.",
        "renew the car insurance|Payment's gone through for the car insurance.",
        "de nieuwe fietsen bestellen|Bestelling is geplaatst.",
      })
  void aSettledMatterCompletesTheTask(String task, String text) {
    changes(text, "done", open(task), milk());
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "choose a venue for the reunion|Should we go with the boathouse?",
        "een kleur uitkiezen voor de gang|We kiezen misschien voor het lichtgrijs.",
        "een kleur uitkiezen voor de gang|We gaan voor een weekje naar Spanje.",
        "pick a caterer for the christening|I picked up the kids.",
        "choose a venue for the reunion|We went with Sarah to the shop.",
        "pick a paint colour for the hall|We haven't settled on a colour yet.",
        "ask Omar about the ladder|Omar's away this week.",
        "ask Omar about the ladder|Omar says hi.",
        "ask Lotte to check the invoice|I haven't messaged Lotte yet.",
        "order new ink cartridges|Order not placed yet, the site was down.",
      })
  void anOpenMatterChangesNothing(String task, String text) {
    assertThat(said(text, open(task), milk()).statusChanges()).isEmpty();
  }
}
