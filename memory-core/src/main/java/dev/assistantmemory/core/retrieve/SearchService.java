package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.SearchIndex;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Hybrid search over source chunks. No LLM and no network on this path.
 *
 * <p>Design: the scope (user, partitions, personal vs reference, excluded kinds) becomes an {@link
 * IndexFilter} applied inside both lanes; the BM25 lane sees the question without its question
 * words; the vector lane sees it whole. {@link Fusion} merges the lanes per {@link RankingConfig};
 * the top hits lend part of their score to their neighbours in the same conversation or document
 * (the answer to a question often sits in the turn next to the one that matches its words). Hits
 * are hydrated from the store, which checks the scope once more.
 */
public final class SearchService {
  private static final int EXCERPT_CHARS = 600;

  /**
   * How many of the first candidates the speaker stage's gathering-questions form ({@link
   * RankingConfig.Extras#speakerBroadOnly}) reads.
   */
  private static final int SPEAKER_BROAD_POOL = 30;

  private final MemoryStore store;
  private final SearchIndex index;
  private final Embedder embedder;
  private final Clock clock;
  private final RankingConfig defaults;

  public SearchService(
      MemoryStore store,
      SearchIndex index,
      Embedder embedder,
      Clock clock,
      RankingConfig defaults) {
    this.store = store;
    this.index = index;
    this.embedder = embedder;
    this.clock = clock;
    this.defaults = defaults;
  }

  /**
   * Searches with the configured ranking. When the embedder cannot be reached (a remote embedding
   * endpoint is down), the answer comes from the lexical lane alone and says so in {@link
   * SearchResult#degraded()}, rather than failing the caller's search.
   */
  public SearchResult search(SearchRequest req) {
    // The query's embedding (native ONNX code) and its lexical lanes need nothing from each other:
    // the lanes start on another core while this thread embeds.
    // Without the speakers' names in the lexical lanes too, the lanes wait for the names' lookup
    // (a few term lookups in the index); otherwise it runs here while the lanes run.
    boolean lexicalOut =
        defaults.extras().speakerNamesOut() == QuerySpeakers.Out.VECTOR_AND_LEXICAL;
    String lexicalText = lexicalOut ? embeddedQuery(req, defaults) : req.query();
    Beside<Lexical> lexical = Beside.start(() -> lexicalLanes(req, defaults, lexicalText));
    float[] vector;
    long embedStart = System.nanoTime();
    try {
      String embedded = lexicalOut ? lexicalText : embeddedQuery(req, defaults);
      vector = embedder.embed(List.of(embedded)).get(0);
    } catch (MemoryException e) {
      if (e.code() != ErrorCode.EMBEDDER_UNAVAILABLE) {
        throw e;
      }
      RankingConfig lexicalOnly = defaults.withWeights(1.0, 0.0);
      // The lanes already running were asked with the default ranking's lexical switch.
      return (defaults.lexicalWeight() > 0
              ? search(req, lexicalOnly, null, lexical.join())
              : search(req, lexicalOnly, null))
          .withDegraded(SearchResult.LEXICAL_ONLY);
    }
    long embedNanos = System.nanoTime() - embedStart;
    SearchResult result = search(req, defaults, vector, lexical.join());
    return new SearchResult(
        result.query(),
        result.hits(),
        result.formattedResult(),
        result.trace().withEmbedMs(millis(embedNanos)));
  }

  /**
   * The text of {@code req}'s query that is embedded for the vector lanes under {@code cfg}: the
   * query itself, or without the first names of the people who speak in the caller's messages
   * ({@link RankingConfig.Extras#speakerNamesOut}, {@link QuerySpeakers}). The benchmark harnesses
   * embed this text for their precomputed query vectors, so they measure what the service does.
   */
  public String embeddedQuery(SearchRequest req, RankingConfig cfg) {
    return cfg.extras().speakerNamesOut() == QuerySpeakers.Out.KEEP
        ? req.query()
        : QuerySpeakers.without(req.query(), index, filterFor(req));
  }

  /**
   * What the two lexical lanes found for a query, and how long they took; {@code
   * withoutQuestionWords} says whether {@code terms} are the whole query's words without its
   * question words (the relevance scorer's terms, then taken as they are rather than analysed
   * again).
   */
  private record Lexical(
      List<String> terms,
      boolean withoutQuestionWords,
      List<LaneHit> chunks,
      List<LaneHit> graph,
      long nanos) {}

  /** The lexical lanes over {@code text}: the query, or the query without the speakers' names. */
  private Lexical lexicalLanes(SearchRequest req, RankingConfig cfg, String text) {
    long t0 = System.nanoTime();
    IndexFilter filter = filterFor(req);
    List<String> terms = lexicalTerms(text, cfg.dropQuestionWords());
    // Source chunks and graph entries (claims, node cards) are retrieved apart, so extracted
    // knowledge never crowds the chunks out of their candidate pool; graph entries are then
    // scored on the chunks' scale.
    boolean lexicalOn = cfg.lexicalWeight() > 0 && !terms.isEmpty();
    // Slice statistics and BM25 parameters for the source chunks' lane only (slice chosen on
    // LoCoMo's tune split: with it on the graph lane too, claims and node cards take more of the
    // page and recall@10 fell).
    List<LaneHit> chunks =
        lexicalOn
            ? index.lexical(
                terms,
                filter.sourceChunks(),
                cfg.candidates(),
                cfg.extras().lexicalScoring(req.query()))
            : List.of();
    List<LaneHit> graph =
        lexicalOn ? index.lexical(terms, filter.graphEntries(), graphCandidates(cfg)) : List.of();
    return new Lexical(
        terms,
        cfg.dropQuestionWords() && text.equals(req.query()),
        chunks,
        graph,
        System.nanoTime() - t0);
  }

  private static int graphCandidates(RankingConfig cfg) {
    return Math.max(10, cfg.candidates() / 4);
  }

  private static double millis(long nanos) {
    return Math.round(nanos / 10_000.0) / 100.0;
  }

  /** Search with an explicit ranking and a precomputed query vector (for the benchmark). */
  public SearchResult search(SearchRequest req, RankingConfig cfg, float[] queryVector) {
    String text =
        cfg.extras().speakerNamesOut() == QuerySpeakers.Out.VECTOR_AND_LEXICAL
            ? embeddedQuery(req, cfg)
            : req.query();
    return search(req, cfg, queryVector, lexicalLanes(req, cfg, text));
  }

  private SearchResult search(
      SearchRequest req, RankingConfig cfg, float[] queryVector, Lexical lexicalLanes) {
    // The lexical lanes may have run beside the embedding: their own time counts as lexicalMs.
    long t1 = System.nanoTime();
    long t0 = t1 - lexicalLanes.nanos();
    IndexFilter filter = filterFor(req);
    IndexFilter chunks = filter.sourceChunks();
    IndexFilter graph = filter.graphEntries();
    int graphCandidates = graphCandidates(cfg);
    List<String> terms = lexicalLanes.terms();
    List<LaneHit> lexical = lexicalLanes.chunks();
    List<LaneHit> lexicalGraph = lexicalLanes.graph();
    boolean vectorOn = cfg.vectorWeight() > 0;
    // The graph entries' lane runs beside the source chunks' lane (another core, when free).
    Beside<List<LaneHit>> graphLane =
        vectorOn ? Beside.start(() -> index.vector(queryVector, graph, graphCandidates)) : null;
    List<LaneHit> vector =
        vectorOn ? index.vector(queryVector, chunks, cfg.candidates()) : List.of();
    List<LaneHit> vectorGraph = vectorOn ? graphLane.join() : List.of();
    long t2 = System.nanoTime();
    Map<String, Fusion.Candidate> candidates =
        Fusion.fuse(lexical, lexicalGraph, vector, vectorGraph, cfg);
    RankingConfig.Extras extras = cfg.extras();
    if (extras.prfDocs() > 0
        && vectorOn
        && !candidates.isEmpty()
        && (!extras.prfBroadOnly() || VectorFeedback.broad(req.query()))) {
      candidates =
          VectorFeedback.apply(
              candidates,
              new VectorFeedback.Lanes(lexical, lexicalGraph, vector, vectorGraph),
              queryVector,
              index,
              chunks,
              graph,
              graphCandidates,
              cfg);
    }
    if (extras.feedbackDocs() > 0
        && extras.feedbackWeight() > 0
        && cfg.lexicalWeight() > 0
        && !candidates.isEmpty()
        && (!extras.feedbackBroadOnly() || VectorFeedback.broad(req.query()))) {
      TermFeedback.apply(
          candidates,
          terms,
          TermFeedback.fromStore(store, filter.userId()),
          index,
          chunks,
          extras.lexicalScoring(req.query()),
          cfg);
    }
    if (extras.speakerLaneShare() > 0
        && !candidates.isEmpty()
        && (!extras.speakerLaneBroadOnly() || VectorFeedback.broad(req.query()))) {
      SpeakerLanes.apply(
          candidates,
          QuerySpeakers.named(req.query(), index, filter),
          terms,
          vectorOn ? queryVector : null,
          index,
          chunks,
          extras.lexicalScoring(req.query()),
          cfg);
    }
    if (extras.claimEvidence() > 0 && !candidates.isEmpty()) {
      RankingStages.claimEvidence(
          candidates, store, filter, extras.claimEvidence(), cfg.adjacencySeeds());
    }
    if (cfg.adjacencyBonus() > 0 && !candidates.isEmpty()) {
      addAdjacency(candidates, filter, cfg);
    }
    if (extras.sessionWeight() > 0) {
      RankingStages.sessions(candidates, extras.sessionWeight());
    }
    if (extras.speakerWeight() > 0
        && !candidates.isEmpty()
        && (!extras.speakerBroadOnly() || VectorFeedback.broad(req.query()))) {
      // The gathering-questions form reads the first 30 candidates' sources rather than 50: the
      // read of 50 long messages cost LongMemEval about 0.7 ms a search; 30 gave the same top 10
      // on every split of both benchmarks (20 lost LongMemEval's gain).
      RankingStages.speaker(
          candidates,
          req.query(),
          store,
          filter,
          extras.speakerWeight(),
          extras.speakerBroadOnly() ? SPEAKER_BROAD_POOL : cfg.candidates() / 2);
    }
    if (extras.temporalWeight() > 0 && !candidates.isEmpty()) {
      RankingStages.temporal(
          candidates, req.query(), index, chunks, extras.temporalWeight(), cfg.candidates());
    }
    if (extras.coherenceWeight() > 0
        && !candidates.isEmpty()
        && (!extras.coherenceFactsOnly() || !VectorFeedback.broad(req.query()))) {
      SessionCoherence.apply(candidates, extras.coherenceWeight(), extras.coherencePool());
    }
    if (extras.dateWeight() > 0) {
      QuestionDates.apply(
          candidates,
          req.query(),
          QuestionDates.fromStore(store, filter.userId()),
          extras.dateWeight(),
          extras.datePool());
    }
    List<Fusion.Candidate> ranked = new ArrayList<>(candidates.values());
    ranked.sort(Fusion.ORDER);
    if (extras.collapseMessages()) {
      ranked = RankingStages.collapse(ranked);
    }
    if (extras.sessionDiversity() > 0) {
      ranked = RankingStages.diversify(ranked, extras.sessionDiversity(), req.limit() * 2);
    }
    if (extras.mmrLambda() > 0 || extras.duplicateCosine() > 0) {
      ranked = NearDuplicates.apply(ranked, index, chunks, extras, req.limit() * 2);
    }
    // The role stage re-ranks the page and its spares during hydration, which reads their
    // messages anyway (a read of its own cost ~6 ms on LongMemEval's long messages).
    String role = extras.roleWeight() > 0 ? RankingStages.askedRole(req.query()) : null;
    // The opener stage (stop 43) reads the page's messages too: for a question in the first person
    // (not after the role stage over the whole page, whose sort by score would undo it).
    int openers =
        extras.openerPool() > 0
                && (role == null || extras.roleWithinSessions())
                && "user".equals(RankingStages.askedRole(req.query()))
            ? extras.openerPool()
            : 0;
    // Hydration re-checks every hit against the store (status, scope, as-of), which can drop some:
    // in ranked order it goes as far down as a full page needs (hydrateInOrder); the role stage
    // re-ranks the page with its spares, twice the page; the opener stage its whole pool.
    List<Fusion.Candidate> inOrder = ranked;
    List<Fusion.Candidate> top =
        ranked.subList(
            0, Math.min(RankingStages.rerankedHead(req.limit(), openers), ranked.size()));
    long t3 = System.nanoTime();
    double floor =
        java.util.stream.Stream.concat(vector.stream(), vectorGraph.stream())
            .mapToDouble(h -> 2 * h.score() - 1)
            .min()
            .orElse(0);
    Scorer scorer =
        new Scorer(
            new HashSet<>(
                lexicalLanes.withoutQuestionWords() ? terms : lexicalTerms(req.query(), true)),
            floor);
    // Hydration and the node hits' connections read in one transaction (on PostgreSQL a
    // transaction costs its own round trips: the acting user's setting and the commit).
    List<Hit> hits =
        top.isEmpty()
            ? List.of()
            : store.read(
                req.readScope().userId(),
                tx -> {
                  List<Hit> hydrated;
                  if (role == null && openers == 0) {
                    hydrated = hydrateInOrder(tx, req, inOrder, scorer, req.limit());
                  } else if (role == null) {
                    // The opener stage keeps the order it leaves: no sort after it.
                    hydrated = hydrate(tx, req, top, scorer, null, 0, false, openers);
                  } else {
                    // The role stage re-ranks the page and its spares together: all of them.
                    hydrated =
                        hydrate(
                            tx,
                            req,
                            top,
                            scorer,
                            role,
                            extras.roleWeight(),
                            extras.roleWithinSessions(),
                            openers);
                    if (!extras.roleWithinSessions()) {
                      // Stable: hits the stage did not lift keep their order.
                      hydrated.sort(java.util.Comparator.comparingDouble(Hit::score).reversed());
                    }
                  }
                  if ((role != null || openers > 0)
                      && hydrated.size() < req.limit()
                      && top.size() < inOrder.size()) {
                    // hydration dropped some of the stages' pool (removed sources, asOf): the
                    // page is topped up from further down the ranking, in order
                    List<Fusion.Candidate> rest = inOrder.subList(top.size(), inOrder.size());
                    hydrated.addAll(
                        hydrateInOrder(tx, req, rest, scorer, req.limit() - hydrated.size()));
                  }
                  List<Hit> page =
                      new ArrayList<>(hydrated.subList(0, Math.min(req.limit(), hydrated.size())));
                  page.addAll(GraphHits.connections(tx, req, page));
                  return page;
                });
    long t4 = System.nanoTime();
    SearchTrace trace =
        new SearchTrace(
            terms,
            lexical.size(),
            vector.size(),
            0,
            millis(t1 - t0),
            millis(t2 - t1),
            millis(t3 - t2),
            millis(t4 - t3),
            millis(t4 - t0));
    return new SearchResult(
        req.query(), hits, EvidenceRenderer.render(hits, clock.instant()), trace);
  }

  private void addAdjacency(
      Map<String, Fusion.Candidate> candidates, IndexFilter filter, RankingConfig cfg) {
    List<Fusion.Candidate> seeds = Fusion.seeds(candidates, cfg.adjacencySeeds());
    // One query for every neighbour.
    List<LaneHit> neighbours =
        index.neighbours(
            new java.util.TreeMap<>(
                Fusion.neighbourPositions(seeds, cfg.extras().adjacencyTwoAway() > 0)),
            filter);
    Fusion.lendToNeighbours(
        candidates,
        seeds,
        neighbours,
        cfg.adjacencyBonus(),
        cfg.extras().adjacencyChunkExponent(),
        cfg.extras().strangerDiscount(),
        cfg.extras().adjacencyTwoAway(),
        cfg.extras().adjacencyTwoAwayMiddleExponent());
  }

  // Compiled once: String.split and replaceAll compiled each of these per call (per word for the
  // last two), twice a search (the lanes' terms and the relevance scorer's); the same regexes.
  private static final java.util.regex.Pattern WORD_BREAK =
      java.util.regex.Pattern.compile("[^\\p{L}\\p{N}']+");
  private static final java.util.regex.Pattern EDGE_APOSTROPHES =
      java.util.regex.Pattern.compile("^'+|'+$");
  private static final java.util.regex.Pattern POSSESSIVE = java.util.regex.Pattern.compile("'s$");

  List<String> lexicalTerms(String query, boolean dropQuestionWords) {
    if (!dropQuestionWords) {
      return index.analyze(query);
    }
    StringBuilder kept = new StringBuilder();
    for (String word : WORD_BREAK.split(query.toLowerCase(Locale.ROOT))) {
      String w = EDGE_APOSTROPHES.matcher(word).replaceAll("");
      if (!w.isEmpty()
          && !QueryWords.QUESTION_WORDS.contains(w)
          && !QueryWords.QUESTION_WORDS.contains(POSSESSIVE.matcher(w).replaceAll(""))) {
        kept.append(w).append(' ');
      }
    }
    List<String> terms = index.analyze(kept.toString());
    return terms.isEmpty() ? index.analyze(query) : terms;
  }

  private static IndexFilter filterFor(SearchRequest req) {
    Set<String> excludedKinds = new HashSet<>();
    if (req.excludeNodeTypes().contains("Conversation")) {
      excludedKinds.add("conversation");
    }
    if (req.excludeNodeTypes().contains("Document")) {
      excludedKinds.add("document");
    }
    return new IndexFilter(
        req.readScope().userId(), req.readScope().partitions(), req.scope(), excludedKinds);
  }

  /**
   * Absolute relevance ({@link Relevance}) of candidates: the candidate's cosine (or the vector
   * lanes' lowest when they did not return it) and the share of the query's content words in the
   * hit's text, through {@link RelevanceModel}.
   */
  private final class Scorer {
    private final Set<String> terms;
    private final double floor;

    Scorer(Set<String> terms, double floor) {
      this.terms = terms;
      this.floor = floor;
    }

    Relevance of(Fusion.Candidate c, String text) {
      double cosine = Double.isNaN(c.cosine) ? floor : c.cosine;
      double coverage = 0;
      if (!terms.isEmpty() && text != null) {
        Set<String> words = new HashSet<>(index.analyze(text));
        long found = terms.stream().filter(words::contains).count();
        coverage = (double) found / terms.size();
      }
      return new Relevance(
          round(RelevanceModel.confidence(cosine, coverage)), round(cosine), round(coverage));
    }
  }

  /** Spare candidates hydrated beyond the page at first, for hits the store drops. */
  private static final int HYDRATION_MARGIN = 2;

  /**
   * The first {@code limit} hits that survive hydration, in candidate order, hydrating the ranked
   * candidates a slice at a time: the page and a couple of spares first, further down only when the
   * store dropped some (a source removed since it was indexed, or recorded after {@code asOf}). A
   * page stays full however many of the best candidates are dropped, for about half the row reads
   * of hydrating twice the page up front.
   */
  private List<Hit> hydrateInOrder(
      dev.assistantmemory.core.store.StoreTx tx,
      SearchRequest req,
      List<Fusion.Candidate> top,
      Scorer scorer,
      int want) {
    List<Hit> out = new ArrayList<>();
    int from = 0;
    while (out.size() < want && from < top.size()) {
      int to = Math.min(top.size(), from + want - out.size() + HYDRATION_MARGIN);
      out.addAll(hydrate(tx, req, top.subList(from, to), scorer, null, 0, false, 0));
      from = to;
    }
    return out;
  }

  private List<Hit> hydrate(
      dev.assistantmemory.core.store.StoreTx tx,
      SearchRequest req,
      List<Fusion.Candidate> top,
      Scorer scorer,
      String role,
      double roleWeight,
      boolean withinSessions,
      int openerPool) {
    Map<String, ChunkRecord> chunks = new HashMap<>();
    for (ChunkRecord c :
        tx.chunksWithoutEmbedding(
            req.readScope().userId(), top.stream().map(c -> c.chunkId).toList())) {
      chunks.put(c.id(), c);
    }
    Set<String> sourceIds = new HashSet<>();
    chunks
        .values()
        .forEach(
            c -> {
              sourceIds.add(c.sourceId());
              if (c.groupId() != null) {
                sourceIds.add(c.groupId());
              }
            });
    Map<String, SourceRecord> sources = new HashMap<>();
    for (SourceRecord s : tx.findSourceHeads(req.readScope().userId(), sourceIds)) {
      sources.put(s.id(), s);
    }
    List<Hit> hits = new ArrayList<>(top.size());
    // Whether a source is tombstoned or purged, looked up once per search.
    Map<String, Boolean> removed = new HashMap<>();
    sources.forEach((id, s) -> removed.put(id, s.tombstonedAt() != null));
    GraphHits.GraphRows graph =
        GraphHits.GraphRows.read(tx, req.readScope().userId(), top, removed);
    Map<String, String> roleOf = new HashMap<>();
    Set<String> openers = new HashSet<>();
    if (role != null || openerPool > 0) {
      chunks.forEach(
          (id, chunk) -> {
            SourceRecord s = sources.get(chunk.sourceId());
            if (s != null && s.role() != null) {
              roleOf.put(id, s.role());
              if (s.position() == 0 && "user".equals(s.role())) {
                openers.add(id);
              }
            }
          });
    }
    if (role != null) {
      RankingStages.favourRole(top, roleOf, role, roleWeight);
      if (withinSessions) {
        RankingStages.keepSessionPlaces(top);
      }
    }
    if (openerPool > 0) {
      RankingStages.openersBehindBest(top, openers, openerPool, req.limit());
    }
    for (Fusion.Candidate c : top) {
      if (c.chunkId.startsWith("claim_") || c.chunkId.startsWith("node_")) {
        GraphHits.graphHit(graph, req, c, scorer::of, removed).ifPresent(hits::add);
        continue;
      }
      ChunkRecord chunk = chunks.get(c.chunkId);
      SourceRecord source = chunk == null ? null : sources.get(chunk.sourceId());
      // The index is derived and may lag a delete; the store decides what is still there.
      if (source == null
          || (req.asOf() == null
              ? source.tombstonedAt() != null
              : source.receivedAt().isAfter(req.asOf())
                  || (source.tombstonedAt() != null && !source.tombstonedAt().isAfter(req.asOf())))
          || !req.readScope().admits(source.userId(), source.partitionKey())
          || source.scope() != req.scope()) {
        continue;
      }
      SourceRecord parent = source.parentId() == null ? null : sources.get(source.parentId());
      hits.add(
          new ChunkHit(
              chunk.id(),
              source.id(),
              source.type().name(),
              source.externalId(),
              source.parentId(),
              parent == null ? null : parent.externalId(),
              source.role(),
              source.speakerName(),
              source.title(),
              source.partitionKey(),
              source.scope().name(),
              source.effectiveAt(),
              excerpt(chunk.text()),
              round(c.total()),
              round(c.lexical),
              round(c.vector),
              round(c.adjacency),
              scorer.of(c, chunk.text())));
    }
    return hits;
  }

  static String excerpt(String text) {
    if (text.length() <= EXCERPT_CHARS) {
      return text;
    }
    int cut = text.lastIndexOf(' ', EXCERPT_CHARS);
    return text.substring(0, cut > EXCERPT_CHARS / 2 ? cut : EXCERPT_CHARS) + "…";
  }

  private static double round(double v) {
    return Math.round(v * 10000.0) / 10000.0;
  }
}
