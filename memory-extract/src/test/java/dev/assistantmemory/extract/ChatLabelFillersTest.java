package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.api.Test;

/**
 * Chat Dutch's "ff" and "effe" ("even"), and "nog" (still) before the act's last word, are no part
 * of the act (stop 36).
 */
class ChatLabelFillersTest {

  @Test
  void ffAndEffeAreNoPartOfTheAct() {
    assertThat(Probes.said("Moet nog ff de verzekering bellen morgen").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("de verzekering bellen");
    assertThat(Probes.said("Ik moet effe de huur overmaken vandaag").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("de huur overmaken");
  }

  @Test
  void stillBeforeTheLastWordIsNoPartOfTheAct() {
    assertThat(Probes.said("Ik moet de huur nog betalen.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("de huur betalen");
    assertThat(Probes.said("Ik moet Jan nog terugbellen.").tasks())
        .extracting(TaskCandidate::label)
        .containsExactly("Jan terugbellen");
  }
}
