package dev.assistantmemory.core.util;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class IdentityMemoTest {
  @Test
  void theSameInputIsMappedOnceAnEqualNewOneAgainAndTheOldestIsDropped() {
    IdentityMemo<List<String>, String> memo = new IdentityMemo<>(2);
    AtomicInteger calls = new AtomicInteger();
    List<String> a = new ArrayList<>(List.of("x"));
    String first = memo.apply(a, l -> calls.incrementAndGet() + ":" + l);
    assertThat(memo.apply(a, l -> calls.incrementAndGet() + ":" + l)).isSameAs(first);
    assertThat(calls).hasValue(1);

    List<String> equalButNew = new ArrayList<>(List.of("x"));
    assertThat(memo.apply(equalButNew, l -> calls.incrementAndGet() + ":" + l)).isEqualTo("2:[x]");

    memo.apply(List.of("y"), l -> calls.incrementAndGet() + ":" + l);
    assertThat(memo.apply(a, l -> calls.incrementAndGet() + ":" + l))
        .as("bounded to two entries: the first was dropped")
        .isEqualTo("4:[x]");
  }
}
