package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import org.junit.jupiter.api.Test;

/** A check mark after what it marks is "done" (stop 36): "Tickets for Leeds ✅", "huur ✔️". */
class CheckMarksTest {

  @Test
  void aCheckMarkAfterAnOpenTaskIsItsCompletion() {
    KnownTask tickets = Probes.open("buy train tickets for Leeds");
    assertThat(Probes.said("Tickets for Leeds \u2705", tickets).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
    KnownTask rent = Probes.open("de huur betalen");
    assertThat(Probes.said("huur \u2714\uFE0F", rent).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
  }

  @Test
  void aCheckMarkBeforeAPlanMarksNothing() {
    // with the plan already open, a leading mark completes nothing (it would, read as "done")
    KnownTask plumber = Probes.open("call the plumber");
    assertThat(Probes.said("\u2705 Need to call the plumber tomorrow").tasks()).isNotEmpty();
    assertThat(Probes.said("\u2705 Need to call the plumber tomorrow", plumber).statusChanges())
        .noneMatch(s -> s.status().equals("done"));
  }
}
