package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The verb that says someone has the occasion is no part of its label (stop 37): "Dad has an MRI on
 * Friday" was labelled "has an MRI", "Oma heeft vrijdag een controle" "heeft vrijdag een controle".
 */
class EventLabelVerbsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Dad has an MRI on Friday.|has",
        "My sister is having a scan on Thursday.|having",
      })
  void theHavingVerbIsNoPartOfTheLabel(String text, String verb) {
    assertThat(said(text).events())
        .extracting(Extraction.EventCandidate::label)
        .isNotEmpty()
        .noneMatch(l -> l.toLowerCase(java.util.Locale.ROOT).startsWith(verb + " "));
  }
}
