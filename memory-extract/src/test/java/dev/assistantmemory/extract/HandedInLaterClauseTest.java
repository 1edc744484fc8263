package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
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
 * A task handed on to someone in a later clause of a "never mind" message is handed on, not dropped
 * (issue 13, stop 36): "Laat maar, ik ben er niet, Bram doet het". Sentences written for this test.
 */
class HandedInLaterClauseTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction extract(String text, KnownTask known) {
    ExtractionInput in =
        ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(List.of(known), 0);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "de container buiten zetten|Laat maar, ik ben vrijdag weg, Bram doet het|Bram",
        "put the recycling out|Never mind, I'm away on Friday, Omar's doing it|Omar",
        "de planten water geven|Vergeet het maar, ik zit dan in Gent, Lotte regelt het|Lotte",
      })
  void handedOnNotDropped(String task, String text, String owner) {
    Extraction got = extract(text, new KnownTask("t1", task, "pending", null, false));
    assertThat(got.statusChanges()).noneMatch(s -> s.status().equals("abandoned"));
    assertThat(got.tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(task);
              assertThat(t.owner()).isEqualTo(owner);
            });
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "de container buiten zetten|Laat maar, die is al geleegd",
        "put the recycling out|Never mind, the bins were collected early",
      })
  void aPlainNeverMindStillDrops(String task, String text) {
    Extraction got = extract(text, new KnownTask("t1", task, "pending", null, false));
    assertThat(got.statusChanges()).anyMatch(s -> s.status().equals("abandoned"));
  }
}
