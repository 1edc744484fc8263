package dev.assistantmemory.bench;

import dev.assistantmemory.core.retrieve.RankingConfig;
import dev.assistantmemory.core.retrieve.SearchRequest;
import dev.assistantmemory.server.MemoryApplication;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The harnesses' precomputed query vectors, from the same rule the service embeds by ({@code
 * SearchService#embeddedQuery}: under a variant without the speakers' names, the question without
 * them, looked up in the index within the question's scope), each text embedded once.
 *
 * <p>{@code -DvectorNoName=caps} (retrieval11's probe, not a production rule): every capitalised
 * word after the text's first, other than "I", leaves the embedded text as well.
 */
final class QueryVectors {
  private final MemoryApplication app;
  private final boolean caps = "caps".equals(System.getProperty("vectorNoName"));
  private final Map<String, float[]> byText = new HashMap<>();
  // Per variant: the questions whose embedded text is not the question (names taken out).
  private final Map<String, java.util.Set<String>> changed = new java.util.TreeMap<>();
  private final Map<String, java.util.Set<String>> asked = new java.util.TreeMap<>();

  QueryVectors(MemoryApplication app) {
    this.app = app;
  }

  /** The vector {@code req} is searched with under {@code cfg}. */
  float[] of(SearchRequest req, RankingConfig cfg) {
    String text = app.search().embeddedQuery(req, cfg);
    String key = cfg.extras().speakerNamesOut().name();
    asked.computeIfAbsent(key, k -> new java.util.HashSet<>()).add(req.query());
    if (!text.equals(req.query())) {
      changed.computeIfAbsent(key, k -> new java.util.HashSet<>()).add(req.query());
    }
    String embedded =
        caps ? FeedbackVariants.withoutNames(text, FeedbackVariants.CAPITALISED) : text;
    return byText.computeIfAbsent(embedded, t -> app.embedder().embed(List.of(t)).get(0));
  }

  /** How many questions each form of the speaker-names switch changed, for the console. */
  String summary() {
    StringBuilder out = new StringBuilder("speaker names out of the embedded question:");
    asked.forEach(
        (form, questions) ->
            out.append(
                String.format(
                    java.util.Locale.ROOT,
                    " %s %d of %d questions changed;",
                    form,
                    changed.getOrDefault(form, java.util.Set.of()).size(),
                    questions.size())));
    return out.toString();
  }
}
