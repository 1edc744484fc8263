package dev.assistantmemory.core.retrieve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class BesideTest {
  @RepeatedTest(20)
  void thePieceRunsExactlyOnceWhicheverThreadClaimsIt() {
    AtomicInteger runs = new AtomicInteger();
    Beside<String> piece = Beside.start(() -> runs.incrementAndGet() + ":" + "done");
    assertThat(piece.join()).isEqualTo("1:done");
    assertThat(piece.join()).isEqualTo("1:done");
    assertThat(runs).hasValue(1);
  }

  @Test
  void theCallersJoinSeesThePiecesFailureAsItself() {
    Beside<String> piece =
        Beside.start(
            () -> {
              throw new IllegalStateException("lane failed");
            });
    assertThatThrownBy(piece::join)
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("lane failed");
  }
}
