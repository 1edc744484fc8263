package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import org.junit.jupiter.api.Test;

/**
 * A verb ending in -y said in the past ("replied", "studied") or a plural in -ies ("groceries") is
 * the same word as its base ("reply", "grocery"): the stem was "repl" against "reply" (stop 36).
 */
class PastFormsOfYVerbsTest {

  @Test
  void repliedIsReply() {
    assertThat(Text.stem("replied")).isEqualTo(Text.stem("reply"));
    assertThat(Text.stem("groceries")).isEqualTo(Text.stem("grocery"));
    KnownTask jess = Probes.open("reply to Jess");
    assertThat(Probes.said("replied to Jess", jess).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
  }
}
