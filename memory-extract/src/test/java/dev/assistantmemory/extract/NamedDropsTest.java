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
 * A drop that names the task's thing: "Don't bother with the X", "Vergeet die X" (issue 13, stop
 * 36); "don't bother Sam", "Vergeet de X niet" drop nothing. Sentences written for this test.
 */
class NamedDropsTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction extract(String text, String task) {
    ExtractionInput in =
        ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(List.of(new KnownTask("t1", task, "pending", null, false)), 0);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "write the hotel review|Don't bother with the hotel review, they closed down",
        "write the hotel review|Actually, don't bother with it",
        "order the school photos|Don't bother ordering the school photos, Gran already did",
        "een tafel reserveren bij Rosa|Vergeet die reservering bij Rosa, we eten thuis",
        "de verjaardagskaart voor Eva kopen|Vergeet dat kaartje voor Eva, ze viert het niet",
      })
  void aNamedDropAbandonsTheTask(String task, String text) {
    assertThat(extract(text, task).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("abandoned"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "write the hotel review|Don't bother Sam with the hotel review, he's busy",
        "write the hotel review|Don't bother me with the details of the hotel review",
        "write the hotel review|Review's posted, don't bother with that reminder",
        "de melk halen|Vergeet de melk niet, we hebben niks meer",
        "een tafel reserveren bij Rosa|Vergeet die reservering bij Rosa niet, het is vol op zaterdag",
      })
  void noDropOfTheTask(String task, String text) {
    assertThat(extract(text, task).statusChanges()).noneMatch(s -> s.status().equals("abandoned"));
  }
}
