package dev.assistantmemory.embed;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.health.CheckResult;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import dev.langchain4j.model.embedding.onnx.PoolingMode;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A sentence-embedding model shipped inside a Maven artifact and run on the CPU with ONNX Runtime.
 * Nothing is downloaded: the model file is on the classpath.
 */
public final class LocalOnnxEmbedder implements Embedder {
  public static final String MINILM = "all-minilm-l6-v2-q";
  public static final String BGE_SMALL = "bge-small-en-v1.5-q";

  private final String modelId;
  private final int intraOpThreads;
  private final CompletableFuture<EmbeddingModel> model;
  private final int dimension = 384; // both local models

  /**
   * Names the model at once (an unknown one is refused here) and opens it on a thread of its own
   * (about a second: 23-34 MB of ONNX and a tokenizer), so the service builds its routes meanwhile;
   * the first embedding waits for it. A model this process opened before is not opened again.
   */
  public LocalOnnxEmbedder(String modelId) {
    this(modelId, 1);
  }

  /**
   * The same model in a session of its own that splits each text's work over {@code intraOpThreads}
   * threads (the calling thread and {@code intraOpThreads - 1} more, none spinning). Meant for the
   * search path's query (one short text on the critical path while a core may be idle); the same
   * vectors as one thread (docs/benchmarks.md, "Stop 32: search6"). A model this process opened
   * before with the same thread count is not opened again.
   */
  public LocalOnnxEmbedder(String modelId, int intraOpThreads) {
    if (intraOpThreads < 1) {
      throw new IllegalArgumentException("intraOpThreads must be at least 1: " + intraOpThreads);
    }
    this.modelId = modelId.toLowerCase(Locale.ROOT);
    this.intraOpThreads = intraOpThreads;
    Supplier<EmbeddingModel> open =
        switch (this.modelId) {
          case MINILM ->
              () ->
                  new SingleThreadedModel(
                      AllMiniLmL6V2QuantizedEmbeddingModel.class,
                      "all-minilm-l6-v2-q",
                      PoolingMode.MEAN,
                      dimension,
                      intraOpThreads);
          case BGE_SMALL ->
              () ->
                  new SingleThreadedModel(
                      BgeSmallEnV15QuantizedEmbeddingModel.class,
                      "bge-small-en-v1.5-q",
                      PoolingMode.CLS,
                      dimension,
                      intraOpThreads);
          default ->
              throw new IllegalArgumentException(
                  "unknown local embedding model '"
                      + modelId
                      + "'; use "
                      + MINILM
                      + " or "
                      + BGE_SMALL);
        };
    this.model =
        MODELS.compute(
            intraOpThreads == 1 ? this.modelId : this.modelId + "@" + intraOpThreads,
            (id, loaded) ->
                loaded == null || loaded.isCompletedExceptionally() ? load(open) : loaded);
  }

  /**
   * The models this process opened or is opening, by id: one ONNX session per model whatever the
   * number of embedders (a session is immutable and safe to run from many threads). Opening one
   * costs a second and 23-34 MB; a process that makes many services (the test suite) would
   * otherwise open a session per service, concurrently, and never close them.
   */
  private static final ConcurrentMap<String, CompletableFuture<EmbeddingModel>> MODELS =
      new ConcurrentHashMap<>();

  private static CompletableFuture<EmbeddingModel> load(Supplier<EmbeddingModel> open) {
    CompletableFuture<EmbeddingModel> model = new CompletableFuture<>();
    Thread loader =
        new Thread(
            () -> {
              try {
                model.complete(open.get());
              } catch (RuntimeException | Error e) {
                model.completeExceptionally(e);
              }
            },
            "embedding-model-load");
    loader.setDaemon(true);
    // A JVM that exits while ONNX Runtime is still opening the session crashes in native code
    // (SIGSEGV in libonnxruntime.so, seen when a test JVM ended right after a short-lived service):
    // the exit waits for the load to end, and the wait is withdrawn once it has.
    Thread exitWaits =
        new Thread(
            () -> {
              try {
                loader.join(30_000);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "embedding-model-load-exit");
    Runtime.getRuntime().addShutdownHook(exitWaits);
    model.whenComplete(
        (m, e) -> {
          try {
            Runtime.getRuntime().removeShutdownHook(exitWaits);
          } catch (IllegalStateException shuttingDown) {
            // the hook is running or about to: it finds the loader done
          }
        });
    loader.start();
    return model;
  }

  /**
   * Waits (at most {@code limit}) for the models this process is opening. A process about to exit
   * calls it first: ONNX Runtime frees its environment in a shutdown hook of its own, which runs
   * beside any other hook, so a session still opening then crashes the JVM in native code.
   */
  public static void awaitOpening(java.time.Duration limit) {
    awaitAll(List.copyOf(MODELS.values()), limit);
  }

  /** Waits (at most {@code limit}) until every load has ended, opened or failed. */
  static void awaitAll(List<? extends CompletableFuture<?>> loads, java.time.Duration limit) {
    try {
      CompletableFuture.allOf(loads.toArray(CompletableFuture[]::new))
          .get(limit.toNanos(), java.util.concurrent.TimeUnit.NANOSECONDS);
    } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
      // one failed (the others have ended too) or the limit passed: nothing more to wait for
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The threads one text's embedding may use (1: the calling thread alone). */
  public int intraOpThreads() {
    return intraOpThreads;
  }

  /**
   * The session this embedder computes with (the same object for every embedder of a model and
   * thread count).
   */
  Object session() {
    return model();
  }

  private EmbeddingModel model() {
    try {
      return model.join();
    } catch (CompletionException e) {
      throw e.getCause() instanceof RuntimeException r
          ? r
          : new IllegalStateException("cannot open the embedding model " + modelId, e.getCause());
    }
  }

  static final String BLANK = "(empty)";

  /**
   * The model of a langchain4j embeddings artifact (its ONNX file, tokenizer and pooling, read from
   * the artifact's classpath resources) in an ONNX Runtime session that computes each text on one
   * thread, without spinning. The artifact's own class opens its session with a thread per core: on
   * 2 cores a query's embedding then waits for a second core that the search's lexical lanes (or
   * another worker) hold, and it took 3.2-7.7 ms at the median instead of 2.6-3.0 ms with one
   * thread (docs/benchmarks.md, "Stop 22"). Texts of one batch still run in parallel, one per core,
   * through the langchain4j executor. Same model, same pooling: the same vectors. A session opened
   * with more intra-op threads ({@link #LocalOnnxEmbedder(String, int)}) splits each text's
   * operators over them instead.
   */
  private static final class SingleThreadedModel extends AbstractInProcessEmbeddingModel {
    private final OnnxBertBiEncoder encoder;
    private final int knownDimension;

    SingleThreadedModel(
        Class<?> artifact, String name, PoolingMode pooling, int dimension, int intraOpThreads) {
      super(null); // langchain4j's default executor: one thread per core
      this.knownDimension = dimension;
      try (InputStream model = resource(artifact, name + ".onnx");
          InputStream tokenizer = resource(artifact, name + "-tokenizer.json")) {
        OrtEnvironment env = OrtEnvironment.getEnvironment();
        OrtSession.SessionOptions options = new OrtSession.SessionOptions();
        options.setIntraOpNumThreads(intraOpThreads);
        options.setInterOpNumThreads(1);
        options.addConfigEntry("session.intra_op.allow_spinning", "0");
        this.encoder =
            new OnnxBertBiEncoder(
                env, env.createSession(model.readAllBytes(), options), tokenizer, pooling);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the embedding model " + name, e);
      } catch (OrtException e) {
        throw new IllegalStateException("cannot open the embedding model " + name, e);
      }
    }

    private static InputStream resource(Class<?> artifact, String file) {
      InputStream in = artifact.getResourceAsStream("/" + file);
      if (in == null) {
        throw new IllegalStateException(file + " is missing from the classpath");
      }
      return in;
    }

    @Override
    protected OnnxBertBiEncoder model() {
      return encoder;
    }

    @Override
    protected Integer knownDimension() {
      return knownDimension;
    }
  }

  /**
   * Texts of more than one run in parallel, one per core, on the model's shared pool (first come,
   * first served: a call waits for the texts queued before it); one text runs in the calling
   * thread.
   */
  @Override
  public List<float[]> embed(List<String> texts) {
    if (texts.isEmpty()) {
      return List.of();
    }
    observed(texts);
    List<TextSegment> segments = new ArrayList<>(texts.size());
    for (String t : texts) {
      segments.add(segment(t));
    }
    List<Embedding> embeddings = model().embedAll(segments).content();
    List<float[]> out = new ArrayList<>(embeddings.size());
    for (Embedding e : embeddings) {
      out.add(normalize(e.vector()));
    }
    return out;
  }

  /**
   * Every text in the calling thread, one after another: the model computes each text on its own
   * either way (one session, one text a run), so the vectors are the ones {@link #embed} returns.
   */
  @Override
  public Embedder inCallersThread() {
    return new InCallersThread(this);
  }

  /** The view {@link #inCallersThread} returns. */
  private record InCallersThread(LocalOnnxEmbedder local) implements Embedder {
    @Override
    public List<float[]> embed(List<String> texts) {
      if (!texts.isEmpty()) {
        observed(texts);
      }
      List<float[]> out = new ArrayList<>(texts.size());
      for (String t : texts) {
        // One segment: langchain4j embeds it in the calling thread, without its pool.
        List<Embedding> one = local.model().embedAll(List.of(segment(t))).content();
        out.add(normalize(one.get(0).vector()));
      }
      return out;
    }

    @Override
    public int dimension() {
      return local.dimension();
    }

    @Override
    public String modelId() {
      return local.modelId();
    }

    @Override
    public CheckResult check() {
      return local.check();
    }
  }

  private static volatile Consumer<List<String>> observer;

  /**
   * Shows every call of every local embedder of this process (its texts, in the calling thread,
   * before they are embedded) to {@code seen}; null stops it. For benchmarks that count what the
   * service embeds ({@code EmbedderThroughput count=on}); nothing observes by default.
   */
  public static void observe(Consumer<List<String>> seen) {
    observer = seen;
  }

  private static void observed(List<String> texts) {
    Consumer<List<String>> o = observer;
    if (o != null) {
      o.accept(texts);
    }
  }

  private static TextSegment segment(String t) {
    // The model's tokenizer refuses text that trims to nothing (control characters included);
    // such text still gets a vector, the same one every time.
    return TextSegment.from(t.trim().isEmpty() ? BLANK : t);
  }

  static float[] normalize(float[] v) {
    double norm = 0;
    for (float x : v) {
      norm += x * x;
    }
    norm = Math.sqrt(norm);
    if (norm == 0) {
      return v;
    }
    float[] out = new float[v.length];
    for (int i = 0; i < v.length; i++) {
      out[i] = (float) (v[i] / norm);
    }
    return out;
  }

  /** Failed when the model could not be opened (its loading thread ended in an error). */
  @Override
  public CheckResult check() {
    return model.isCompletedExceptionally()
        ? CheckResult.failed("the embedding model " + modelId + " could not be opened")
        : CheckResult.OK;
  }

  @Override
  public int dimension() {
    return dimension;
  }

  @Override
  public String modelId() {
    return modelId;
  }
}
