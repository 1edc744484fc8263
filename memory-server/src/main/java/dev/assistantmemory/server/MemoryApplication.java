package dev.assistantmemory.server;

import dev.assistantmemory.core.auth.ApiKeys;
import dev.assistantmemory.core.blob.BlobStore;
import dev.assistantmemory.core.context.ContextService;
import dev.assistantmemory.core.context.DayBackfill;
import dev.assistantmemory.core.context.OpenCommitmentReader;
import dev.assistantmemory.core.convert.DocumentConverter;
import dev.assistantmemory.core.embed.CachingEmbedder;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.index.IndexTailer;
import dev.assistantmemory.core.ingest.Chunker;
import dev.assistantmemory.core.ingest.IngestService;
import dev.assistantmemory.core.ingest.ProcessingReceipts;
import dev.assistantmemory.core.ingest.StageTimes;
import dev.assistantmemory.core.job.JobHandler;
import dev.assistantmemory.core.job.JobWorker;
import dev.assistantmemory.core.job.RetryPolicy;
import dev.assistantmemory.core.metric.MetricBackfill;
import dev.assistantmemory.core.metric.MetricService;
import dev.assistantmemory.core.reextract.ReExtraction;
import dev.assistantmemory.core.reextract.ReExtractionPass;
import dev.assistantmemory.core.retrieve.RankingConfig;
import dev.assistantmemory.core.retrieve.SearchService;
import dev.assistantmemory.core.status.HealthService;
import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.index.lucene.LuceneSearchIndex;
import dev.assistantmemory.server.config.ConfigException;
import dev.assistantmemory.server.config.MemoryConfig;
import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.HttpApi;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.auth.ApiKeyFilter;
import dev.assistantmemory.server.mcp.McpServers;
import dev.assistantmemory.server.mcp.MemoryTools;
import dev.assistantmemory.server.mcp.ServiceFile;
import dev.assistantmemory.store.jdbc.JdbiApiKeyStore;
import dev.assistantmemory.store.jdbc.JdbiJobQueue;
import dev.assistantmemory.store.jdbc.JdbiMemoryStore;
import dev.assistantmemory.store.jdbc.JdbiMetricStore;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The one composition root: builds every part from the configuration and wires them together.
 * Nothing else in the code base constructs an adapter; its helpers ({@link Adapters}, {@link
 * IngestionWiring}, {@link RouteWiring}, {@link BackgroundTasks}) are parts of it.
 */
public final class MemoryApplication implements AutoCloseable {
  private final MemoryConfig config;
  private final JdbiMemoryStore store;
  private final LuceneSearchIndex index;
  private final Embedder embedder;
  private final IndexTailer tailer;
  private final JobWorker worker;
  private final IngestService ingest;
  private final SearchService search;
  private final ProcessingReceipts receipts;
  private final HealthService health;
  private final GraphServices graph;
  private final StageTimes stageTimes = new StageTimes();
  private final ApiKeys apiKeys;
  private final Clock clock;
  private final ContextService context;
  private final DayBackfill dayBackfill;
  private final MetricService metrics;
  private final MetricBackfill metricBackfill;
  private final dev.assistantmemory.core.partition.PartitionFence partitionFence;
  private final dev.assistantmemory.core.partition.PartitionMaintenance partitionMaintenance;
  private final ReExtraction reextraction;
  private HttpApi http;
  private McpServers mcp;
  private final StartupTimes startup = new StartupTimes();
  private List<RouteModule> routeModules;
  private dev.assistantmemory.core.feed.ChangeFeedService changeFeed;

  public MemoryApplication(MemoryConfig config) {
    this(config, RankingConfig.DEFAULT);
  }

  /** Pages of one PDF read by OCR at most (a scanned book stops there). */
  private static final int MAX_OCR_PAGES = 200;

  private final DocumentConverter converter;
  private final BlobStore blobs;
  private final dev.assistantmemory.core.blob.BlobCleanup blobCleanup;
  private final BackgroundTasks backgroundTasks;

  public MemoryApplication(MemoryConfig config, RankingConfig ranking) {
    this(config, ranking, Clock.systemUTC());
  }

  /** With the clock the service reads "now" from (tests pin it). */
  public MemoryApplication(MemoryConfig config, RankingConfig ranking, Clock clock) {
    this.config = config;
    this.clock = clock;
    dev.assistantmemory.server.http.RequestBinder.prepare();
    // First: a bucket that cannot be used stops the start before anything else is opened.
    this.blobs = Adapters.blobStore(config);
    startup.mark("blobs");
    // SQLite migrates on a thread of its own while the rest is built; start() waits for it.
    this.store = Adapters.openStore(config, false, true);
    startup.mark("store");
    this.index = new LuceneSearchIndex(config.dataDir().resolve("index"));
    startup.mark("index");
    // The local model opens on a thread of its own, after the index: a start refused because
    // another process holds the index exits before ONNX Runtime is loading (a JVM that exits
    // while it creates its session can crash in native code, exit 134: seen when the model was
    // opened first).
    this.embedder = Adapters.embedder(config);
    startup.mark("embedder");
    JdbiJobQueue queue = new JdbiJobQueue(store, clock);
    int foldIdleSeconds = config.getInt(Setting.INDEX_FOLD_IDLE_SECONDS);
    if (foldIdleSeconds < 0) {
      throw new ConfigException(
          "index.foldIdleSeconds (MEMORY_INDEX_FOLD_IDLE_SECONDS) must be 0 (never) or more");
    }
    this.tailer =
        new IndexTailer(
            store,
            index,
            Duration.ofMillis(200),
            Duration.ofSeconds(1),
            Duration.ofSeconds(foldIdleSeconds));
    Chunker chunker = new Chunker(1000);
    this.graph = GraphServices.over(store, clock, embedder);
    JdbiMetricStore metricStore = new JdbiMetricStore();
    this.metrics = new MetricService(store, metricStore, graph.writes(), embedder, clock);
    this.metricBackfill = new MetricBackfill(store, metricStore, metrics, graph.writes());
    this.blobCleanup = new dev.assistantmemory.core.blob.BlobCleanup(store, blobs, clock);
    IngestionWiring ingestion =
        new IngestionWiring(
            config,
            store,
            queue,
            embedder,
            chunker,
            graph,
            metrics,
            tailer,
            stageTimes,
            blobs,
            clock);
    this.converter = ingestion.converter;
    Map<String, JobHandler> handlers = ingestion.handlers;
    ReExtractionPass reextractionPass = ingestion.reextractionPass;
    this.worker =
        new JobWorker(
            store,
            queue,
            handlers,
            config.getInt(Setting.WORKERS),
            Duration.ofSeconds(config.getInt(Setting.LEASE_SECONDS)),
            Duration.ofMillis(500),
            RetryPolicy.DEFAULT);
    this.ingest =
        new IngestService(store, clock, config.getInt(Setting.MAX_ATTEMPTS), worker::wake);
    this.reextraction =
        reextractionPass == null
            ? null
            : new ReExtraction(
                store, reextractionPass, clock, config.getInt(Setting.MAX_ATTEMPTS), worker::wake);
    this.ingest.onDisplayChange(
        new dev.assistantmemory.core.ingest.DisplayRefresh(
                store, embedder, chunker, graph.nodes(), clock)
            ::refresh);
    this.search = new SearchService(store, index, queryEmbedder(embedder), clock, ranking);
    this.receipts = new ProcessingReceipts(store);
    this.health = new HealthService(store, index, tailer, embedder, worker);
    this.apiKeys = apiKeys(store, clock);
    this.context = new ContextService(store, OpenCommitmentReader.over(store), clock);
    this.dayBackfill = new DayBackfill(store, graph.writes());
    this.partitionFence =
        new dev.assistantmemory.core.partition.PartitionFence(
            store, clock, dev.assistantmemory.core.partition.PartitionFence.DEFAULT_TTL);
    this.partitionMaintenance =
        new dev.assistantmemory.core.partition.PartitionMaintenance(store, partitionFence, clock);
    this.backgroundTasks =
        new BackgroundTasks(
            config, dayBackfill, tailer, worker, blobs, blobCleanup, metricBackfill);
    config.getBoolean(Setting.INSECURE_NO_AUTH); // a bad value is a configuration error now
    startup.mark("services");
  }

  /** The API keys in this store, with the cached copy requests are checked against. */
  public static ApiKeys apiKeys(JdbiMemoryStore store, Clock clock) {
    return new ApiKeys(new JdbiApiKeyStore(store), clock, ApiKeys.DEFAULT_REFRESH);
  }

  /** True when HTTP listens beyond this machine without API keys having been waived. */
  boolean keysMandatory() {
    return BindRule.keysMandatory(config);
  }

  /** The bind rule ({@link BindRule#check}) against this service's configuration and keys. */
  public void checkBindRule() {
    BindRule.check(config, apiKeys);
  }

  /** Time the ingestion workers spent per stage (for the load driver). */
  public StageTimes stageTimes() {
    return stageTimes;
  }

  /** The cleanup of bucket uploads of unknown outcome (runs on a timer with the bucket option). */
  public dev.assistantmemory.core.blob.BlobCleanup blobCleanup() {
    return blobCleanup;
  }

  /** Starts the background parts (index tailer, workers) without HTTP. */
  public MemoryApplication startBackground() {
    store.awaitSchema();
    backgroundTasks.run();
    return this;
  }

  /** Moves pre-metrics HAS_ATTRIBUTE readings into observations (also run at start). */
  public MetricBackfill metricBackfill() {
    return metricBackfill;
  }

  /** Starts everything, HTTP included. */
  public MemoryApplication start() {
    checkBindRule();
    // The schema check and the day backfill (then tailer and workers, in that order as before)
    // run while the edge is built and starts; requests wait at the StartGate until they are done,
    // so the first request sees a migrated store with its days linked, and a failed migration
    // stops the start.
    java.util.concurrent.CompletableFuture<Void> background =
        new java.util.concurrent.CompletableFuture<>();
    Thread starting =
        new Thread(
            () -> {
              try {
                store.awaitSchema();
                backgroundTasks.run();
                background.complete(null);
              } catch (Throwable e) {
                background.completeExceptionally(e);
              }
            },
            "memory-start");
    starting.setDaemon(true);
    starting.start();
    // The MCP servers and their tools' schemas are built on the first MCP request.
    mcp = McpServers.lazyHttp(this::mcpTools);
    startup.mark("mcp");
    HttpApi edge =
        new HttpApi(
            Adapters.httpOptions(config),
            routeModules(),
            List.of(
                new dev.assistantmemory.server.http.StartGate(background),
                new ApiKeyFilter(apiKeys, keysMandatory())),
            mcp.servlets());
    startup.mark("http");
    // Jetty starts beside the schema check and the backfill; requests that come before those end
    // wait for them at the gate.
    http = edge.start();
    startup.mark("listen");
    try {
      background.join();
    } catch (java.util.concurrent.CompletionException e) {
      http.close();
      throw e.getCause() instanceof RuntimeException r ? r : e;
    }
    startup.mark("store ready");
    ServiceFile.write(config.dataDir(), config.get(Setting.HOST), http.port());
    return this;
  }

  /** Where the start went, phase by phase (logged with "listening"). */
  public StartupTimes startupTimes() {
    return startup;
  }

  /**
   * The feature route modules of the edge (REST routes and MCP tools both come from these), built
   * once so both transports share the same services and caches.
   */
  public synchronized List<RouteModule> routeModules() {
    if (routeModules == null) {
      routeModules = RouteWiring.routeModules(this);
    }
    return routeModules;
  }

  /**
   * The MCP tools over the routes' endpoints (raw edit tools unless the operator withholds them).
   */
  public MemoryTools mcpTools() {
    List<Endpoint<?, ?>> endpoints = new java.util.ArrayList<>();
    routeModules().forEach(m -> endpoints.addAll(m.endpoints()));
    return new MemoryTools(
        endpoints,
        config.getBoolean(Setting.MCP_RAW_EDIT_TOOLS),
        config.getLong(Setting.MAX_REQUEST_BYTES));
  }

  MemoryConfig config() {
    return config;
  }

  Clock clock() {
    return clock;
  }

  HealthService health() {
    return health;
  }

  DocumentConverter converter() {
    return converter;
  }

  BlobStore blobs() {
    return blobs;
  }

  /** Wakes an idle job worker (a job was queued). */
  void wakeWorkers() {
    worker.wake();
  }

  /** Re-extraction, or null when extraction is off. */
  ReExtraction reextractionIfOn() {
    return reextraction;
  }

  /** The REST edge (null before {@link #start()}). */
  public HttpApi http() {
    return http;
  }

  public int port() {
    return http.port();
  }

  public IngestService ingest() {
    return ingest;
  }

  public SearchService search() {
    return search;
  }

  /** The search index, for benchmarks that time one lane at a time. */
  public dev.assistantmemory.core.index.SearchIndex index() {
    return index;
  }

  public ProcessingReceipts receipts() {
    return receipts;
  }

  /** The change feed over the store's change log. */
  public synchronized dev.assistantmemory.core.feed.ChangeFeedService changeFeed() {
    if (changeFeed == null) {
      changeFeed =
          new dev.assistantmemory.core.feed.ChangeFeedService(store, tailer::appliedSeq, clock);
    }
    return changeFeed;
  }

  public IndexTailer tailer() {
    return tailer;
  }

  public GraphServices graph() {
    return graph;
  }

  /** The metric service ({@code movers(scope, now, limit)} feeds the digest). */
  public MetricService metrics() {
    return metrics;
  }

  /**
   * How many query texts the search path remembers the vectors of (JVM property {@code
   * assistantmemory.queryVectors}; 0 embeds every query). A search's query embedding is its largest
   * single cost (about 2 ms of ONNX a query here, docs/benchmarks.md "Stop 29: perfsearch"), and
   * hosts repeat queries (the same recall each turn, a retried tool call). A vector depends only on
   * the text and the model, which a process never changes, so nothing else invalidates it; about
   * 1.6 MB at most.
   */
  static final int QUERY_VECTORS = Integer.getInteger("assistantmemory.queryVectors", 1_024);

  /**
   * The threads a query's local embedding may use (JVM property {@code
   * assistantmemory.queryThreads}, default 1). With 2 the query runs in a session of its own that
   * splits its operators over the calling thread and one more: the same vectors (all 999 LoCoMo
   * questions bit for bit), and a core that would idle during the query's ONNX run can take part of
   * it (about the same process CPU then; more when that core is busy); about 23 MB more for the
   * second session. Off by default until an idle machine's A/B shows the latency
   * (docs/benchmarks.md, "Stop 32: search6").
   */
  static final int QUERY_THREADS = Integer.getInteger("assistantmemory.queryThreads", 1);

  /** The embedder the search path asks for its query vectors: remembering, see above. */
  static Embedder queryEmbedder(Embedder embedder) {
    Embedder query =
        QUERY_THREADS > 1 && embedder instanceof LocalOnnxEmbedder local
            ? new LocalOnnxEmbedder(local.modelId(), QUERY_THREADS)
            : embedder;
    return QUERY_VECTORS > 0 ? new CachingEmbedder(query, QUERY_VECTORS) : query;
  }

  public Embedder embedder() {
    return embedder;
  }

  public ContextService context() {
    return context;
  }

  /** Links stored sources to their days (run at start). */
  public DayBackfill dayBackfill() {
    return dayBackfill;
  }

  /** The per-user partition migration fence (cached state). */
  public dev.assistantmemory.core.partition.PartitionFence partitionFence() {
    return partitionFence;
  }

  /** Partition maintenance (the 10.2 routes' core; also sets a user back to unmigrated). */
  public dev.assistantmemory.core.partition.PartitionMaintenance partitionMaintenance() {
    return partitionMaintenance;
  }

  public ApiKeys apiKeys() {
    return apiKeys;
  }

  /**
   * Re-extraction of stored sources with the configured extractor.
   *
   * @throws ConfigException when extraction is off (MEMORY_EXTRACTION=off): there is no extractor
   */
  public ReExtraction reextraction() {
    if (reextraction == null) {
      throw new ConfigException("re-extraction needs extraction on (MEMORY_EXTRACTION=on)");
    }
    return reextraction;
  }

  /** Starts the job workers only (a CLI command that runs the jobs it queued). */
  public void startWorkers() {
    worker.start();
  }

  public JdbiMemoryStore store() {
    return store;
  }

  @Override
  public void close() {
    if (http != null) {
      ServiceFile.delete(config.dataDir(), http.port());
      http.close();
    }
    if (mcp != null) {
      mcp.close();
    }
    backgroundTasks.close();
    worker.close();
    tailer.close();
    index.close();
    if (blobs instanceof AutoCloseable c) {
      try {
        c.close();
      } catch (Exception e) {
        // closing the bucket client only releases connections
      }
    }
    store.close();
  }
}
