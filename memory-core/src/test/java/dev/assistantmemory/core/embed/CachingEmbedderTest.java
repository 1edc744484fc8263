package dev.assistantmemory.core.embed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CachingEmbedderTest {
  /** Vectors derived from the text alone; records every call. */
  private static final class Counting implements Embedder {
    final List<List<String>> calls = new ArrayList<>();

    @Override
    public List<float[]> embed(List<String> texts) {
      calls.add(List.copyOf(texts));
      return texts.stream().map(Counting::vector).toList();
    }

    static float[] vector(String t) {
      return new float[] {t.length(), t.hashCode(), t.isEmpty() ? 0 : t.charAt(0)};
    }

    @Override
    public int dimension() {
      return 3;
    }

    @Override
    public String modelId() {
      return "counting";
    }
  }

  @Test
  void embedsOnlyTheTextsItDoesNotHoldInOneCallAndAnswersInOrder() {
    Counting inner = new Counting();
    CachingEmbedder cached = new CachingEmbedder(inner, 10);

    List<float[]> first = cached.embed(List.of("The user likes sushi", "Buy milk", "Buy milk"));
    List<float[]> second = cached.embed(List.of("Call Anna", "The user likes sushi", "Buy milk"));

    assertThat(inner.calls)
        .containsExactly(List.of("The user likes sushi", "Buy milk"), List.of("Call Anna"));
    assertThat(first)
        .containsExactly(
            Counting.vector("The user likes sushi"),
            Counting.vector("Buy milk"),
            Counting.vector("Buy milk"));
    assertThat(second)
        .containsExactly(
            Counting.vector("Call Anna"),
            Counting.vector("The user likes sushi"),
            Counting.vector("Buy milk"));
  }

  @Test
  void aCallerChangingItsVectorDoesNotChangeWhatOthersGet() {
    CachingEmbedder cached = new CachingEmbedder(new Counting(), 10);
    cached.embed(List.of("Buy milk")).get(0)[0] = 99;
    cached.embed(List.of("Buy milk")).get(0)[1] = 99;

    assertThat(cached.embed(List.of("Buy milk")).get(0)).isEqualTo(Counting.vector("Buy milk"));
  }

  @Test
  void holdsAtMostItsCapacityTheLeastRecentlyUsedLeavingFirst() {
    Counting inner = new Counting();
    CachingEmbedder cached = new CachingEmbedder(inner, 2);
    cached.embed(List.of("a", "b"));
    cached.embed(List.of("a"));
    cached.embed(List.of("c"));
    inner.calls.clear();

    cached.embed(List.of("a", "b", "c"));

    assertThat(cached.size()).isEqualTo(2);
    assertThat(inner.calls).containsExactly(List.of("b"));
  }

  @Test
  void longTextsAreEmbeddedEveryTime() {
    Counting inner = new Counting();
    CachingEmbedder cached = new CachingEmbedder(inner, 10);
    String longText = "x".repeat(CachingEmbedder.MAX_TEXT_CHARS + 1);

    cached.embed(List.of(longText));
    cached.embed(List.of(longText));

    assertThat(inner.calls).hasSize(2);
    assertThat(cached.size()).isZero();
  }
}
