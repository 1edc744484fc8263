package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A Dutch strong participle, separable or not ("teruggegeven", "opgeschreven", "gelezen"),
 * completes the task of its verb, as a weak one ("opgehaald") already did. Sentences written for
 * this test.
 */
class StrongParticiplesTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "de boor aan Kees teruggeven|De boor heb ik gisteren aan Kees teruggegeven.",
        "de meterstanden opschrijven|Meterstanden opgeschreven.",
        "het contract doorlezen|Ik heb het contract doorgelezen.",
        "de huissleutel meenemen|Huissleutel meegenomen!",
      })
  void aStrongParticipleCompletesTheTask(String task, String text) {
    List<KnownTask> known =
        List.of(
            new KnownTask("t1", task, "pending", null, false),
            new KnownTask("t2", "de tandarts bellen", "pending", null, false));
    ExtractionInput in =
        ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(known, 0);
    assertThat(ExtractionPolicy.admit(extractor.extract(in), in).statusChanges())
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.taskId()).isEqualTo("t1");
              assertThat(s.status()).isEqualTo("done");
            });
  }
}
