package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** Chat spellings read as the words they stand for: "pls", "u", "b4", "2" for "to" (stop 36). */
class ChatSpellingsTest {

  @Test
  void chatSpellingsAreReadAsTheirWords() {
    assertThat(Probes.said("pls remind me 2 call the bank at 3").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("call the bank");
    assertThat(Probes.said("need 2 pick up the kids tomorrow").tasks())
        .extracting(TaskCandidate::label, TaskCandidate::due)
        .containsExactly(tuple("pick up the kids", LocalDate.parse("2026-03-11")));
    assertThat(Probes.said("I have to send the report b4 friday").tasks())
        .extracting(TaskCandidate::due)
        .containsExactly(LocalDate.parse("2026-03-13"));
  }

  @Test
  void aNumberTwoStaysANumber() {
    assertThat(Probes.said("I scored 2 goals on Saturday").tasks()).isEmpty();
  }
}
