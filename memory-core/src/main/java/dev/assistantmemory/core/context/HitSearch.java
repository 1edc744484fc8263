package dev.assistantmemory.core.context;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.retrieve.ClaimHit;
import dev.assistantmemory.core.retrieve.Hit;
import dev.assistantmemory.core.retrieve.NodeHit;
import dev.assistantmemory.core.retrieve.SearchRequest;
import dev.assistantmemory.core.retrieve.SearchResult;
import dev.assistantmemory.core.retrieve.SearchService;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The flat hit list of {@code /search}: node cards and claims from the hybrid recall, filtered by
 * entity type and stated time, each with a highlighted text and its source.
 */
public final class HitSearch {
  private static final Set<String> DEFAULT_EXCLUDED = Set.of("AssistantDream", "Temporal");

  private final SearchService search;
  private final MemoryStore store;

  public HitSearch(SearchService search, MemoryStore store) {
    this.search = search;
    this.store = store;
  }

  /** Optional filters: node types (of the node, or of a claim's subject) and a stated window. */
  public record Filters(Set<String> entityTypes, Instant statedFrom, Instant statedTo) {}

  public record SourceRef(String sourceId, String type, String title, String author) {}

  public record FlatHit(
      String kind,
      String nodeId,
      String claimId,
      String nodeType,
      String text,
      String highlight,
      double score,
      SourceRef source,
      Instant statedAt,
      double confidence) {}

  /**
   * The hits, and {@code degraded} as the recall set it (for example {@code
   * LEXICAL_ONLY_EMBEDDER_UNAVAILABLE}), null when the ranking is whole.
   */
  public record Found(List<FlatHit> hits, String degraded) {}

  public Found search(
      ReadScope scope, String query, int limit, Scope memoryScope, Filters filters) {
    SearchResult result =
        search.search(
            new SearchRequest(
                scope, query, Math.min(50, limit * 3), memoryScope, DEFAULT_EXCLUDED, null));
    return new Found(hits(scope, query, limit, filters, result.hits()), result.degraded());
  }

  private List<FlatHit> hits(
      ReadScope scope, String query, int limit, Filters filters, List<Hit> hits) {
    Pattern words = words(query);
    return store.read(
        scope.userId(),
        tx -> {
          List<FlatHit> out = new ArrayList<>();
          for (Hit hit : hits) {
            if (out.size() >= limit) {
              break;
            }
            FlatHit flat = null;
            if (hit instanceof NodeHit n) {
              NodeRecord node = n.node();
              List<String> sources = tx.sourceIdsOfNode(scope.userId(), node.id());
              // Cite a live source. (Nodes known only from tombstoned or purged sources, and
              // claims drawn from one, were already left out by SearchService.)
              Optional<SourceRecord> live = Optional.empty();
              for (String sid : sources) {
                live = tx.context().findSource(scope, sid).filter(s -> s.tombstonedAt() == null);
                if (live.isPresent()) {
                  break;
                }
              }
              String text =
                  node.description() == null || node.description().isBlank()
                      ? node.label()
                      : node.label() + ": " + node.description();
              flat =
                  new FlatHit(
                      "node",
                      node.id(),
                      null,
                      node.nodeType(),
                      text,
                      highlight(text, words),
                      n.score(),
                      ref(live),
                      null,
                      n.confidence());
            } else if (hit instanceof ClaimHit c) {
              Optional<SourceRecord> claimSource =
                  c.claim().sourceId() == null
                      ? Optional.empty()
                      : tx.context().findSource(scope, c.claim().sourceId());
              Optional<NodeRecord> subject = tx.findNode(scope, c.claim().subjectNodeId());
              flat =
                  new FlatHit(
                      "claim",
                      c.claim().subjectNodeId(),
                      c.claim().id(),
                      subject.map(NodeRecord::nodeType).orElse(null),
                      c.claim().statement(),
                      highlight(c.claim().statement(), words),
                      c.score(),
                      ref(claimSource),
                      c.claim().statedAt(),
                      c.confidence());
            }
            if (flat != null && admits(filters, flat)) {
              out.add(flat);
            }
          }
          return out;
        });
  }

  private static boolean admits(Filters f, FlatHit h) {
    if (f == null) {
      return true;
    }
    if (!f.entityTypes().isEmpty() && !f.entityTypes().contains(h.nodeType())) {
      return false;
    }
    if (f.statedFrom() == null && f.statedTo() == null) {
      return true;
    }
    if (h.statedAt() == null) {
      return false;
    }
    return (f.statedFrom() == null || !h.statedAt().isBefore(f.statedFrom()))
        && (f.statedTo() == null || !h.statedAt().isAfter(f.statedTo()));
  }

  private static SourceRef ref(Optional<SourceRecord> source) {
    return source
        .map(s -> new SourceRef(s.id(), s.type().name(), s.title(), s.author()))
        .orElse(null);
  }

  static Pattern words(String query) {
    List<String> parts = new ArrayList<>();
    for (String w : query.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
      if (w.length() >= 3) {
        parts.add(Pattern.quote(w));
      }
    }
    return parts.isEmpty()
        ? null
        : Pattern.compile(
            "(?<![\\p{L}\\p{N}])(" + String.join("|", parts) + ")",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
  }

  /** The text with the query's words (3+ letters, word starts) wrapped in {@code <mark>}. */
  static String highlight(String text, Pattern words) {
    if (text == null || words == null) {
      return text;
    }
    Matcher m = words.matcher(text);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(sb, Matcher.quoteReplacement("<mark>" + m.group(1) + "</mark>"));
    }
    m.appendTail(sb);
    return sb.toString();
  }

  /** Hits packed to a token budget, with what they used and what was left out (per kind). */
  public record PackedHits(
      List<FlatHit> hits, int tokenBudget, int tokensUsed, List<ContextService.Omitted> omitted) {}

  /** The tokens a hit costs a prompt: its text (estimated as for the bootstrap bundle). */
  public static int tokens(FlatHit hit) {
    return ContextService.tokens(hit.text() == null ? "" : hit.text());
  }

  /**
   * Packs ranked hits into {@code budget} tokens: most relevant first; a hit that does not fit
   * whole is left out (never cut) and counted per kind, and a smaller later hit may still fit.
   */
  public static PackedHits pack(List<FlatHit> hits, int budget) {
    TokenPacker.Packed<FlatHit> p =
        TokenPacker.pack(hits, budget, HitSearch::tokens, FlatHit::kind);
    return new PackedHits(p.kept(), p.tokenBudget(), p.tokensUsed(), p.omitted());
  }
}
