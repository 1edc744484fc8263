package dev.assistantmemory.embed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Our single-threaded sessions give the vectors the artifacts' own classes give (so an index built
 * before the change keeps matching new queries), for one text and for a batch, short and long.
 */
class LocalOnnxEmbedderTest {
  private static final List<String> TEXTS =
      List.of(
          "When did Caroline go to the LGBTQ support group?",
          "Ik ga morgen de dakgoot schoonmaken.",
          "x",
          "The quick brown fox jumps over the lazy dog. ".repeat(80)); // past 512 tokens

  @Test
  void miniLmVectorsMatchTheArtifactsOwnModel() {
    assertSameVectors(
        new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM),
        new AllMiniLmL6V2QuantizedEmbeddingModel());
  }

  @Test
  void bgeSmallVectorsMatchTheArtifactsOwnModel() {
    assertSameVectors(
        new LocalOnnxEmbedder(LocalOnnxEmbedder.BGE_SMALL),
        new BgeSmallEnV15QuantizedEmbeddingModel());
  }

  /**
   * The view that embeds in the calling thread gives the same vectors, bit for bit, for a batch
   * (the extraction stage stores them: the graph must not change), and it never waits on the
   * model's pool: an interrupted caller is refused by the pooled way (its wait for the pool's
   * futures ends at once) and not by the view, which waits for nothing.
   */
  @Test
  void theCallersThreadViewGivesTheSameVectorsWithoutThePool() {
    LocalOnnxEmbedder local = new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM);
    List<String> texts = List.of(TEXTS.get(0), TEXTS.get(1), " ", TEXTS.get(2));
    List<float[]> pooled = local.embed(texts);
    List<float[]> here = local.inCallersThread().embed(texts);
    assertThat(here).hasSameSizeAs(pooled);
    for (int i = 0; i < texts.size(); i++) {
      assertThat(here.get(i)).as(texts.get(i)).containsExactly(pooled.get(i));
    }
    assertThat(local.inCallersThread().modelId()).isEqualTo(local.modelId());
    assertThat(local.inCallersThread().dimension()).isEqualTo(local.dimension());

    Thread.currentThread().interrupt();
    try {
      assertThat(local.inCallersThread().embed(texts)).hasSize(texts.size());
      Thread.currentThread().interrupt();
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> local.embed(texts))
          .as("the pooled way waits for its futures")
          .isInstanceOf(RuntimeException.class);
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void aProcessAboutToExitWaitsForALoadStillRunning() {
    java.util.concurrent.CompletableFuture<String> opening =
        new java.util.concurrent.CompletableFuture<>();
    java.util.concurrent.CompletableFuture<String> failing =
        new java.util.concurrent.CompletableFuture<>();
    failing.completeExceptionally(new IllegalStateException("no model"));
    java.util.concurrent.CompletableFuture.delayedExecutor(
            300, java.util.concurrent.TimeUnit.MILLISECONDS)
        .execute(() -> opening.complete("session"));
    LocalOnnxEmbedder.awaitAll(List.of(failing, opening), java.time.Duration.ofSeconds(30));
    assertThat(opening).isCompletedWithValue("session");
  }

  @Test
  void theWaitEndsAtItsLimitWhenALoadNeverEnds() {
    java.util.concurrent.CompletableFuture<String> stuck =
        new java.util.concurrent.CompletableFuture<>();
    LocalOnnxEmbedder.awaitAll(List.of(stuck), java.time.Duration.ofMillis(100));
    assertThat(stuck).isNotDone();
  }

  @Test
  void anUnknownModelIsRefusedAtOnceNotAtTheFirstEmbedding() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> new LocalOnnxEmbedder("gpt-embed"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("gpt-embed");
  }

  @Test
  void embeddersOfOneModelShareOneSessionAndAnotherModelHasItsOwn() {
    LocalOnnxEmbedder first = new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM);
    LocalOnnxEmbedder second = new LocalOnnxEmbedder("ALL-MINILM-L6-V2-Q");
    LocalOnnxEmbedder other = new LocalOnnxEmbedder(LocalOnnxEmbedder.BGE_SMALL);
    assertThat(second.session()).isSameAs(first.session());
    assertThat(other.session()).isNotSameAs(first.session());
    assertThat(second.embed(List.of("the same words")).get(0))
        .containsExactly(first.embed(List.of("the same words")).get(0));
  }

  @Test
  void aQuerySessionOfTwoThreadsGivesTheOneThreadVectorsBitForBit() {
    LocalOnnxEmbedder one = new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM);
    LocalOnnxEmbedder two = new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM, 2);
    assertThat(two.intraOpThreads()).isEqualTo(2);
    assertThat(two.session()).isNotSameAs(one.session());
    assertThat(new LocalOnnxEmbedder("ALL-MINILM-L6-V2-Q", 2).session()).isSameAs(two.session());
    for (String t : TEXTS) {
      assertThat(two.embed(List.of(t)).get(0)).as(t).containsExactly(one.embed(List.of(t)).get(0));
    }
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * MiniLM's tokenizer (its {@code tokenizer.json}) cuts every text at 128 tokens, [CLS] and [SEP]
   * included: words past the 126th word piece change nothing, so the model's cost and its vector
   * stop there (what {@code EmbedderThroughput} counts as the tokens the model computes).
   */
  @Test
  void miniLmSeesAtMostTheFirst126WordPiecesOfAText() {
    LocalOnnxEmbedder embedder = new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM);
    String head = "Our garden plan has tomatoes, beans and a row of sunflowers near the fence. ";
    String longText = head.repeat(12); // about 200 word pieces
    List<float[]> v =
        embedder.embed(
            List.of(
                longText,
                longText + "The invoice for the plumber is due next Thursday.",
                head.repeat(4)));
    assertThat(v.get(1)).containsExactly(v.get(0));
    assertThat(v.get(2)).isNotEqualTo(v.get(0));
  }

  /** An observer sees each call's texts in the calling thread, from either view, until removed. */
  @Test
  void anObserverSeesEveryCallsTextsInTheCallingThreadUntilRemoved() {
    LocalOnnxEmbedder embedder = new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM);
    List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
    Thread caller = Thread.currentThread();
    LocalOnnxEmbedder.observe(
        texts -> {
          if (Thread.currentThread() == caller) {
            seen.add(String.join("|", texts));
          }
        });
    try {
      embedder.embed(List.of("a first text", "a second text"));
      embedder.inCallersThread().embed(List.of("one in the caller's thread"));
      embedder.embed(List.of());
    } finally {
      LocalOnnxEmbedder.observe(null);
    }
    embedder.embed(List.of("not seen"));
    assertThat(seen).containsExactly("a first text|a second text", "one in the caller's thread");
  }

  private static void assertSameVectors(LocalOnnxEmbedder ours, EmbeddingModel theirs) {
    assertThat(ours.dimension()).isEqualTo(384);
    List<float[]> batch = ours.embed(TEXTS);
    List<float[]> one = new ArrayList<>();
    for (String t : TEXTS) {
      one.add(ours.embed(List.of(t)).get(0));
    }
    for (int i = 0; i < TEXTS.size(); i++) {
      float[] expected =
          LocalOnnxEmbedder.normalize(
              theirs.embed(TextSegment.from(TEXTS.get(i))).content().vector());
      assertThat(cosine(batch.get(i), expected)).as("batch text %d", i).isGreaterThan(0.99999);
      assertThat(cosine(one.get(i), expected)).as("single text %d", i).isGreaterThan(0.99999);
    }
  }

  private static double cosine(float[] a, float[] b) {
    double dot = 0;
    double na = 0;
    double nb = 0;
    for (int i = 0; i < a.length; i++) {
      dot += a[i] * b[i];
      na += a[i] * a[i];
      nb += b[i] * b[i];
    }
    return dot / Math.sqrt(na * nb);
  }
}
