package dev.assistantmemory.bench;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.SearchIndex;
import dev.assistantmemory.core.retrieve.EvidenceRenderer;
import dev.assistantmemory.core.retrieve.Hit;
import dev.assistantmemory.core.retrieve.RankingConfig;
import dev.assistantmemory.core.retrieve.SearchRequest;
import dev.assistantmemory.core.retrieve.SearchResult;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.server.MemoryApplication;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH benchmarks of the search path's pieces (issue 14 item 6), in-process on a data directory the
 * load driver filled ({@code LoadDriver ... data-dir=D}): the query embedding, each of the four
 * index lanes (BM25 and vector, over source chunks and over graph entries), the search after the
 * embedding (lanes, fusion, adjacency, hydration, connections and rendering), the whole search, and
 * the evidence renderer alone. Each call takes the next LoCoMo question, round robin, so the
 * figures are means over varied queries. Fusion and hydration are what the search after the
 * embedding spends beyond its lanes and the renderer.
 *
 * <pre>
 * java -cp $CP org.openjdk.jmh.Main SearchPathBench -p dataDir=/tmp/load10k
 * </pre>
 */
@State(org.openjdk.jmh.annotations.Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx2g"})
public class SearchPathBench {
  /** A directory the load driver ingested into (it holds memory.db and index/). */
  @Param("/tmp/load10k")
  public String dataDir;

  /** The LoCoMo file whose questions are the queries. */
  @Param("../../shared/bench/locomo-dev5.json")
  public String data;

  /** The user the load driver writes as. */
  @Param(LoadDriver.USER)
  public String user;

  /** The candidate pools the search asks each lane for. */
  private static final int CANDIDATES = RankingConfig.DEFAULT.candidates();

  private static final int GRAPH_CANDIDATES = Math.max(10, CANDIDATES / 4);

  private MemoryApplication app;
  private SearchIndex index;
  private final List<String> queries = new ArrayList<>();
  private final List<float[]> vectors = new ArrayList<>();
  private final List<List<String>> terms = new ArrayList<>();
  private final List<List<Hit>> hits = new ArrayList<>();
  private IndexFilter chunks;
  private IndexFilter graph;
  private ReadScope scope;
  private int next;

  @Setup(Level.Trial)
  public void open() throws Exception {
    Path dir = Path.of(dataDir);
    if (!Files.exists(dir.resolve("memory.db"))) {
      throw new IllegalStateException(
          dir + " holds no memory.db: fill it first with LoadDriver ... data-dir=" + dir);
    }
    app = new MemoryApplication(BenchApp.config(dir, "all-minilm-l6-v2-q", Map.of()));
    index = app.index();
    for (Locomo.Sample s : Locomo.load(Path.of(data))) {
      s.questions().forEach(q -> queries.add(q.question()));
    }
    vectors.addAll(app.embedder().embed(queries));
    scope = ReadScope.of(user, null, AccessScope.partition);
    IndexFilter filter = new IndexFilter(user, Set.of(), Scope.personal, Set.of());
    chunks = filter.sourceChunks();
    graph = filter.graphEntries();
    for (int i = 0; i < queries.size(); i++) {
      terms.add(index.analyze(queries.get(i)));
      hits.add(app.search().search(request(i), RankingConfig.DEFAULT, vectors.get(i)).hits());
    }
    long empty = hits.stream().filter(List::isEmpty).count();
    if (empty == queries.size()) {
      throw new IllegalStateException("no query finds anything for user " + user + " in " + dir);
    }
  }

  @TearDown(Level.Trial)
  public void close() {
    app.close();
  }

  private int nextQuery() {
    int i = next;
    next = (next + 1) % queries.size();
    return i;
  }

  private SearchRequest request(int i) {
    return new SearchRequest(scope, queries.get(i), 10, Scope.personal, Set.of(), null);
  }

  @Benchmark
  public float[] queryEmbedding() {
    return app.embedder().embed(List.of(queries.get(nextQuery()))).get(0);
  }

  @Benchmark
  public List<LaneHit> lexicalChunkLane() {
    return index.lexical(terms.get(nextQuery()), chunks, CANDIDATES);
  }

  @Benchmark
  public List<LaneHit> lexicalGraphLane() {
    return index.lexical(terms.get(nextQuery()), graph, GRAPH_CANDIDATES);
  }

  @Benchmark
  public List<LaneHit> vectorChunkLane() {
    return index.vector(vectors.get(nextQuery()), chunks, CANDIDATES);
  }

  @Benchmark
  public List<LaneHit> vectorGraphLane() {
    return index.vector(vectors.get(nextQuery()), graph, GRAPH_CANDIDATES);
  }

  @Benchmark
  public SearchResult searchAfterEmbedding() {
    int i = nextQuery();
    return app.search().search(request(i), RankingConfig.DEFAULT, vectors.get(i));
  }

  @Benchmark
  public SearchResult wholeSearch() {
    return app.search().search(request(nextQuery()));
  }

  @Benchmark
  public String evidenceRendering() {
    return EvidenceRenderer.render(hits.get(nextQuery()), Instant.EPOCH);
  }
}
