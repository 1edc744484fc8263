package dev.assistantmemory.core.embed;

import dev.assistantmemory.core.health.CheckResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An {@link Embedder} that remembers the vectors of the last {@code capacity} short texts it
 * embedded and embeds only the texts it does not hold, in one call. Embedders are deterministic
 * (same text, same vector; the local model embeds each text on its own), so a remembered vector is
 * the one the wrapped embedder would return.
 *
 * <p>For the short texts extraction writes (fact statements, task and event cards), which repeat: a
 * preference stated again is the same statement ("The user likes sushi"), and a follow-up names the
 * task whose card the job embeds. Texts longer than {@link #MAX_TEXT_CHARS} pass through
 * unremembered. Callers get copies, so no caller can change a remembered vector. Thread-safe.
 */
public final class CachingEmbedder implements Embedder {
  /** Texts longer than this are embedded every time (they rarely repeat and cost memory). */
  public static final int MAX_TEXT_CHARS = 256;

  private final Embedder embedder;
  private final Map<String, float[]> held;

  /** Remembers at most {@code capacity} vectors, the least recently used leaving first. */
  public CachingEmbedder(Embedder embedder, int capacity) {
    this.embedder = embedder;
    this.held =
        new LinkedHashMap<>(16, 0.75f, true) {
          @Override
          protected boolean removeEldestEntry(Map.Entry<String, float[]> eldest) {
            return size() > capacity;
          }
        };
  }

  @Override
  public List<float[]> embed(List<String> texts) {
    if (texts.isEmpty()) {
      return List.of();
    }
    float[][] out = new float[texts.size()][];
    Set<String> missing = new LinkedHashSet<>();
    synchronized (held) {
      for (int i = 0; i < out.length; i++) {
        out[i] = held.get(texts.get(i));
        if (out[i] == null) {
          missing.add(texts.get(i));
        }
      }
    }
    if (!missing.isEmpty()) {
      List<String> list = List.copyOf(missing);
      List<float[]> embedded = embedder.embed(list);
      Map<String, float[]> fresh = new LinkedHashMap<>();
      for (int i = 0; i < list.size(); i++) {
        fresh.put(list.get(i), embedded.get(i));
      }
      synchronized (held) {
        fresh.forEach(
            (text, v) -> {
              if (text.length() <= MAX_TEXT_CHARS) {
                held.put(text, v.clone());
              }
            });
      }
      for (int i = 0; i < out.length; i++) {
        if (out[i] == null) {
          out[i] = fresh.get(texts.get(i));
        }
      }
    }
    List<float[]> copies = new ArrayList<>(out.length);
    for (float[] v : out) {
      copies.add(v.clone());
    }
    return copies;
  }

  /** How many vectors are remembered now. */
  public int size() {
    synchronized (held) {
      return held.size();
    }
  }

  @Override
  public int dimension() {
    return embedder.dimension();
  }

  @Override
  public String modelId() {
    return embedder.modelId();
  }

  @Override
  public CheckResult check() {
    return embedder.check();
  }
}
