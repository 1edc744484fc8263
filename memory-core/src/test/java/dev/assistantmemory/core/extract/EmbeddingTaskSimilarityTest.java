package dev.assistantmemory.core.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The decision of {@link EmbeddingTaskSimilarity}: the best task must reach the threshold and lead
 * the runner-up by the margin; stored card vectors are read once and preferred over embedding the
 * label; only a task without a stored vector has its label embedded; the follow-up is embedded
 * once.
 */
class EmbeddingTaskSimilarityTest {

  /** Unit vectors in 2-d chosen per text; counts what it embeds. */
  private static final class Fixed implements Embedder {
    final Map<String, float[]> vectors = new HashMap<>();
    final List<String> embedded = new ArrayList<>();

    Fixed put(String text, double angle) {
      vectors.put(text, new float[] {(float) Math.cos(angle), (float) Math.sin(angle)});
      return this;
    }

    @Override
    public List<float[]> embed(List<String> texts) {
      embedded.addAll(texts);
      return texts.stream().map(t -> vectors.getOrDefault(t, new float[] {0, 1})).toList();
    }

    @Override
    public int dimension() {
      return 2;
    }

    @Override
    public String modelId() {
      return "fixed";
    }
  }

  private static KnownTask task(String id, String label) {
    return new KnownTask(id, label, "pending", null, false);
  }

  private static float[] at(double angle) {
    return new float[] {(float) Math.cos(angle), (float) Math.sin(angle)};
  }

  @Test
  void theBestTaskMustReachTheThresholdAndLeadByTheMargin() {
    Fixed e = new Fixed().put("the deck is done", 0);
    KnownTask deck = task("t1", "prepare the Q3 board deck");
    KnownTask trip = task("t2", "book flights to Lisbon");
    // cos(0.3) = 0.955, cos(1.2) = 0.362: a clear lead
    Map<String, float[]> cards = Map.of("t1", at(0.3), "t2", at(1.2));
    var s = new EmbeddingTaskSimilarity(e, ids -> cards, 0.5, 0.15, 0.3);
    assertThat(s.closest("the deck is done", List.of(deck, trip))).isEqualTo(deck);

    // cos(0.3) = 0.955 against cos(0.45) = 0.900: a lead of 0.055 is no answer
    Map<String, float[]> close = Map.of("t1", at(0.3), "t2", at(0.45));
    var tied = new EmbeddingTaskSimilarity(e, ids -> close, 0.5, 0.15, 0.3);
    assertThat(tied.closest("the deck is done", List.of(deck, trip))).isNull();

    // cos(1.2) = 0.362 is below the threshold even alone
    Map<String, float[]> far = Map.of("t1", at(1.2));
    var low = new EmbeddingTaskSimilarity(e, ids -> far, 0.5, 0.15, 0.3);
    assertThat(low.closest("the deck is done", List.of(deck))).isNull();
    assertThat(low.farFrom("the deck is done", deck)).isFalse(); // 0.362 >= 0.3
    Map<String, float[]> farther = Map.of("t1", at(1.4)); // 0.170
    assertThat(
            new EmbeddingTaskSimilarity(e, ids -> farther, 0.5, 0.15, 0.3)
                .farFrom("the deck is done", deck))
        .isTrue();
  }

  @Test
  void storedCardsAreReadOnceAndOnlyANewTaskHasItsLabelEmbedded() {
    Fixed e = new Fixed().put("the deck is done", 0).put("prepare the Q3 board deck", 1.5);
    KnownTask stored = task("t1", "prepare the Q3 board deck");
    KnownTask fresh = task("new:0", "book flights to Lisbon");
    List<List<String>> reads = new ArrayList<>();
    var s =
        new EmbeddingTaskSimilarity(
            e,
            ids -> {
              reads.add(ids);
              return ids.contains("t1") ? Map.of("t1", at(0.1)) : Map.of();
            });
    double[] first = s.cosines("the deck is done", List.of(stored, fresh));
    s.cosines("the deck is done", List.of(stored, fresh));
    assertThat(first[0]).as("the stored card, not the label's vector").isCloseTo(0.995, within());
    assertThat(reads).containsExactly(List.of("t1", "new:0"));
    assertThat(e.embedded).containsExactly("the deck is done", "book flights to Lisbon");
  }

  @Test
  void noTasksOrNoPhraseIsNoAnswer() {
    var s = new EmbeddingTaskSimilarity(new Fixed(), ids -> Map.of());
    assertThat(s.closest("the deck is done", List.of())).isNull();
    assertThat(s.closest(" ", List.of(task("t1", "x")))).isNull();
    assertThat(TaskSimilarity.NONE.closest("the deck", List.of(task("t1", "deck")))).isNull();
    assertThat(TaskSimilarity.NONE.farFrom("the deck", task("t1", "deck"))).isFalse();
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(0.001);
  }
}
