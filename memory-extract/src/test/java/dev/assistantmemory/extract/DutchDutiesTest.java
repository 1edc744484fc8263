package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Dutch duties shared out in the present tense: each part is its doer's task, a part that leaves
 * out its verb takes the one before, a separable particle joins its verb; a habit, a negation or
 * one person alone shares nothing out. Sentences written for this test.
 */
class DutchDutiesTest {

  @ParameterizedTest(name = "{0} / {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Sander doet de boodschappen en ik kook.|boodschappen|Sander",
        "Sander doet de boodschappen en ik kook.|koken|self",
        "Lotte en Bram wassen de auto, ik dek de tafel.|tafel|self",
        "Lotte en Bram wassen de auto, ik dek de tafel.|auto wassen|Bram",
        "Yara zorgt voor de slingers en ik voor de hapjes.|slingers|Yara",
        "Yara zorgt voor de slingers en ik voor de hapjes.|hapjes|self",
        "Mijn zus doet de bloemen, ik bak de taart.|taart|self",
        "Kees haalt de stoelen op, ik neem de drankjes mee.|stoelen ophalen|Kees",
        "Kees haalt de stoelen op, ik neem de drankjes mee.|drankjes meenemen|self",
      })
  void eachPartIsItsDoersTask(String text, String words, String owner) {
    String who = owner.equals("self") ? Extraction.SELF : owner;
    assertThat(Probes.said(text).tasks())
        .anyMatch(t -> t.label().contains(words) && who.equals(t.owner()));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Ruben kookt elke dag en ik doe altijd de afwas.",
        "Sander doet nooit de boodschappen.",
        "Mijn moeder bakt de lekkerste taart.",
        "Doet Sander de boodschappen en kook jij?",
      })
  void nothingSharedOut(String text) {
    assertThat(Probes.said(text).tasks()).isEmpty();
  }
}
