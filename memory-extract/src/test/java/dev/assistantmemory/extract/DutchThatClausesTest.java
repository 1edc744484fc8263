package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.assertOneTask;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stop 33 (issue 13, Dutch): a plan in a "dat"-clause with its verb last, after a main clause that
 * wants, promises or expects it ({@link DutchThatClauses}). The sentences are new, written for this
 * pass, none from the labelled sets. Said on Tuesday 2026-03-10.
 */
class DutchThatClausesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // someone wants it of the user
        "De tandarts wil dat ik over drie weken terugkom voor een controle.|terugkomen voor een"
            + " controle|2026-03-31",
        "Mijn teamleider wil dat ik binnen vijf dagen het verslag aanlever.|het verslag"
            + " aanleveren|2026-03-15",
        "Oma vraagt dat we vrijdag de gordijnen ophangen.|de gordijnen ophangen|2026-03-13",
        "Juf Petra zegt dat ik het formulier vrijdag moet inleveren.|het formulier"
            + " inleveren|2026-03-13",
        // the user promised it; "we" takes the one promised along
        "Ik heb de buren beloofd dat we zaterdag naar de kinderboerderij gaan.|met de buren naar de"
            + " kinderboerderij gaan|2026-03-14",
        "Ik heb Femke beloofd dat ik donderdag haar fiets repareer.|haar fiets repareren|2026-03-12",
      })
  void aWishOrPromiseOfTheUsersActIsTheUsersTask(String text, String label, String due) {
    assertOneTask(text, label, Extraction.SELF, due);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ik heb Bram zover gekregen dat hij zaterdag de dakgoot schoonmaakt.|de dakgoot"
            + " schoonmaken|Bram|2026-03-14",
        "Noor denkt dat ze de offerte vrijdag af heeft.|de offerte afmaken|Noor|2026-03-13",
        "Ik heb Wouter zo ver gekregen dat hij morgen de kliko buitenzet.|de kliko"
            + " buitenzetten|Wouter|2026-03-11",
      })
  void whatANamedPersonWasGotToDoOrExpectsToIsTheirs(
      String text, String label, String owner, String due) {
    assertOneTask(text, label, owner, due);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "De buurman wil niet dat ik de heg snoei.", // a wish against it
        "Mijn moeder zegt dat ik morgen vrij ben.", // a report, no act
        "Jan zegt dat ik de auto mag lenen.", // a permission
        "Ik heb Sara beloofd dat ik nooit meer te laat kom.",
        "Kees denkt dat hij de sleutel heeft.", // a thing had, no state made
        "Ik heb Tim zover gekregen dat hij niet meer rookt.",
        "Mijn zus wil dat ik haar kan helpen, maar ik weet het nog niet.",
      })
  void aNegatedPermittedOrStatelessClauseYieldsNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }
}
