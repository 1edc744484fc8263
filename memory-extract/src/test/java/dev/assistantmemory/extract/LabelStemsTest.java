package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import org.junit.jupiter.api.Test;

/**
 * A label's stems are read once and shared by the messages that follow (each message's extraction
 * has a {@link LabelStems} of its own), and they are the label's stems.
 */
class LabelStemsTest {
  private static final KnownTask SEEDLINGS =
      new KnownTask("t1", "water the tomato seedlings", "pending", null, false);

  @Test
  void aLabelsStemsAreReadOnceForEveryMessage() {
    LabelStems first = new LabelStems();
    LabelStems next = new LabelStems();
    assertThat(next.content(SEEDLINGS)).isSameAs(first.content(SEEDLINGS));
    assertThat(next.verbs(SEEDLINGS)).isSameAs(first.verbs(SEEDLINGS));
  }

  @Test
  void theKeptStemsAreTheLabelsStems() {
    LabelStems stems = new LabelStems();
    assertThat(stems.content(SEEDLINGS))
        .containsExactlyElementsOf(Text.contentStems(SEEDLINGS.label()));
    assertThat(stems.verbs(SEEDLINGS)).containsExactlyElementsOf(Text.verbStems(SEEDLINGS.label()));
    assertThat(stems.things(SEEDLINGS)).doesNotContainAnyElementsOf(stems.verbs(SEEDLINGS));
  }
}
