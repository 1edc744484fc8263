package dev.assistantmemory.core.extract;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Resolves a follow-up to a task by the cosine between the follow-up and the task's card vector:
 * the best task must reach {@link #threshold} and lead the runner-up by {@link #margin}, else there
 * is no answer. Both were chosen for precision on the dev split of the resolution set in
 * memory-bench (TaskResolutionBench); docs/benchmarks.md, "Issue 13 item 3", has the numbers.
 *
 * <p>Cost: the follow-up is embedded once (cached by text); task card vectors are the ones stored
 * with the task nodes, read once per instance through {@code storedCards}; only a task created
 * earlier in the same job, which has no stored vector yet, has its label embedded here (the card
 * text is the label, so the vector is the one the task will be stored with). One instance serves
 * one extraction job and is not thread-safe.
 */
public final class EmbeddingTaskSimilarity implements TaskSimilarity {
  /** Measured on the dev split: the lowest cosine that names a task without naming a wrong one. */
  public static final double THRESHOLD = 0.5;

  /** Measured on the dev split: how far the best task must lead the runner-up. */
  public static final double MARGIN = 0.15;

  /**
   * Measured on the dev split: below this cosine a task matched by its verb alone is not what a
   * sentence naming another thing is about.
   */
  public static final double FAR = 0.3;

  private final Embedder embedder;
  private final Function<List<String>, Map<String, float[]>> storedCards;
  private final double threshold;
  private final double margin;
  private final double far;
  private final Map<String, float[]> texts = new HashMap<>();
  private final Map<String, float[]> cards = new HashMap<>();

  /**
   * @param storedCards the stored card vectors of the given task ids (absent ids have none); it
   *     must read only the user's own tasks
   */
  public EmbeddingTaskSimilarity(
      Embedder embedder, Function<List<String>, Map<String, float[]>> storedCards) {
    this(embedder, storedCards, THRESHOLD, MARGIN, FAR);
  }

  public EmbeddingTaskSimilarity(
      Embedder embedder,
      Function<List<String>, Map<String, float[]>> storedCards,
      double threshold,
      double margin,
      double far) {
    this.embedder = embedder;
    this.far = far;
    this.storedCards = storedCards;
    this.threshold = threshold;
    this.margin = margin;
  }

  @Override
  public KnownTask closest(String phrase, List<KnownTask> open) {
    if (phrase == null || phrase.isBlank() || open.isEmpty()) {
      return null;
    }
    double[] cos = cosines(phrase, open);
    int best = -1;
    double first = Double.NEGATIVE_INFINITY;
    double second = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < cos.length; i++) {
      if (cos[i] > first) {
        second = first;
        first = cos[i];
        best = i;
      } else if (cos[i] > second) {
        second = cos[i];
      }
    }
    if (best < 0 || first < threshold || first - second < margin) {
      return null;
    }
    return open.get(best);
  }

  @Override
  public boolean farFrom(String phrase, KnownTask task) {
    return phrase != null && !phrase.isBlank() && cosines(phrase, List.of(task))[0] < far;
  }

  /** The cosine between {@code phrase} and each task's card, in order. */
  public double[] cosines(String phrase, List<KnownTask> open) {
    float[] q = text(phrase);
    List<String> unread = new ArrayList<>();
    for (KnownTask t : open) {
      if (!cards.containsKey(t.id())) {
        unread.add(t.id());
      }
    }
    if (!unread.isEmpty()) {
      Map<String, float[]> stored = storedCards.apply(unread);
      for (String id : unread) {
        cards.put(id, stored.get(id)); // null: embedded from its label below
      }
    }
    double[] out = new double[open.size()];
    for (int i = 0; i < out.length; i++) {
      KnownTask t = open.get(i);
      float[] v = cards.get(t.id());
      if (v == null || v.length != q.length) {
        v = text(t.label());
      }
      out[i] = dot(q, v);
    }
    return out;
  }

  private float[] text(String s) {
    return texts.computeIfAbsent(s, k -> embedder.embed(List.of(k)).get(0));
  }

  private static double dot(float[] a, float[] b) {
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }
}
