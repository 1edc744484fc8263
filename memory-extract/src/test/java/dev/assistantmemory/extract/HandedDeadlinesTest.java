package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An open task handed back or on with the day it is now due (issue 13, stop 32): "Leah's ill, so
 * I'll do them myself by Thursday", "ik stuur ze zelf uiterlijk zaterdag", "Rob says he'll take
 * care of it by Saturday": the task keeps its label, takes the new owner and the day. Sentences
 * written for this test.
 */
class HandedDeadlinesTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction extract(String text, List<KnownTask> known) {
    ExtractionInput in =
        new ExtractionInput(text, "user", null, Scope.personal, TUESDAY, ZoneOffset.UTC, known, 0);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "print the programme for the fair|Nora's ill, so I'll print them myself by Thursday.|self|2026-04-30",
        "het programma voor de markt printen|Nora is ziek, ik print ze zelf wel, uiterlijk donderdag.|self|2026-04-30",
        "forward the bank details for the cottage|He's too busy, I'll send them myself by Saturday.|self|2026-05-02",
        "de bankgegevens voor het huisje doorsturen|Hij heeft het te druk, ik stuur ze zelf uiterlijk zaterdag.|self|2026-05-02",
        "find a roofer for the leak|Actually, Rob says he'll take care of it by Saturday.|Rob|2026-05-02",
        "een dakdekker zoeken voor het lek|Eigenlijk zegt Rob dat hij het zaterdag regelt.|Rob|2026-05-02",
      })
  void aHandedTaskTakesItsNewDay(String task, String text, String owner, String day) {
    KnownTask open = new KnownTask("t1", task, "pending", null, false);
    assertThat(extract(text, List.of(open)).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(task);
              assertThat(t.owner()).isEqualTo(owner);
              assertThat(t.due()).isEqualTo(LocalDate.parse(day));
            });
  }
}
