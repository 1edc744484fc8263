package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import org.junit.jupiter.api.Test;

/**
 * A task whose act is cancelling something is done when the thing is cancelled, not abandoned;
 * "handled" is a done word (stop 36).
 */
class SelfCancellingTasksTest {

  @Test
  void cancellingTheThingCompletesTheCancellingTask() {
    KnownTask gym = Probes.open("cancel the gym membership");
    assertThat(Probes.said("gym membership cancelled", gym).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
    KnownTask paper = Probes.open("de krant opzeggen");
    assertThat(Probes.said("krant opgezegd", paper).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
  }

  @Test
  void anotherTasksCancellationStaysAnAbandonment() {
    KnownTask venue = Probes.open("book the venue");
    assertThat(
            Probes.said("the party is cancelled, so the venue is cancelled too", venue)
                .statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("abandoned"));
  }

  @Test
  void handledIsDone() {
    KnownTask claim = Probes.open("sort out the insurance claim");
    assertThat(Probes.said("insurance claim handled", claim).statusChanges())
        .singleElement()
        .satisfies(s -> assertThat(s.status()).isEqualTo("done"));
  }
}
