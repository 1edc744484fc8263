package dev.assistantmemory.bench;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.EmbeddingTaskSimilarity;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.extract.RuleBasedExtractor;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * How often the rules' meaning fallback asks the model (issue 13, stop 34): every input extracted
 * once with an {@link EmbeddingTaskSimilarity} as ingest builds it (the task cards read, as if
 * stored, not embedded), counting the sentence texts it sends to the model. The model is the local
 * MiniLM, so the answers are the ones ingest would get.
 */
final class MeaningCount {
  private MeaningCount() {}

  static void print(String set, RuleBasedExtractor extractor, List<ExtractionInput> inputs) {
    Embedder model = TaskResolutionBench.cached(new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM));
    int[] asked = {0};
    Set<String> distinct = new HashSet<>();
    Embedder counting =
        new Embedder() {
          @Override
          public List<float[]> embed(List<String> texts) {
            asked[0] += texts.size();
            distinct.addAll(texts);
            return model.embed(texts);
          }

          @Override
          public int dimension() {
            return model.dimension();
          }

          @Override
          public String modelId() {
            return model.modelId();
          }
        };
    int messages = 0;
    int withModel = 0;
    int changes = 0;
    for (ExtractionInput in : inputs) {
      Map<String, String> labels = new HashMap<>();
      for (KnownTask t : in.knownTasks()) {
        labels.put(t.id(), t.label());
      }
      int before = asked[0];
      var sim =
          new EmbeddingTaskSimilarity(
              counting,
              ids -> {
                Map<String, float[]> cards = new HashMap<>();
                for (String id : ids) {
                  cards.put(id, model.embed(List.of(labels.get(id))).get(0));
                }
                return cards;
              });
      var found = extractor.extract(in.withTaskSimilarity(sim)).statusChanges();
      changes += found.size();
      if (!found.isEmpty() && Boolean.getBoolean("meaning.show")) {
        System.out.printf("  changed %s: %s%n", found, in.text());
      }
      messages++;
      withModel += asked[0] > before ? 1 : 0;
      if (asked[0] > before && Boolean.getBoolean("meaning.show")) {
        System.out.printf(
            "  asked %d: %s [%d known]%n", asked[0] - before, in.text(), in.knownTasks().size());
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%s meaning: %d messages, %d asked the model (%.1f %%), %d texts embedded (%d distinct),"
            + " %d status changes%n",
        set,
        messages,
        withModel,
        100.0 * withModel / Math.max(1, messages),
        asked[0],
        distinct.size(),
        changes);
  }
}
