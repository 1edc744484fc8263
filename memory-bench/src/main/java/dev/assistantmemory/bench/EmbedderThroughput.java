package dev.assistantmemory.bench;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.IngestReceipt;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.Setting;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Issue 14 item 4's ingest bound for long messages: the embedder's own batched throughput in tokens
 * a second on LongMemEval's messages (long assistant turns), beside the service's ingest of the
 * same messages (chunking, embedding, extraction, index) in the same tokens. Both on one process,
 * one after the other; the ratio is what the issue asks to hold at 75 % or more.
 *
 * <p>Usage: {@code EmbedderThroughput [data=../../shared/bench/longmemeval-dev60.json.xz]
 * [messages=3000] [batch=32] [extract=on|off] [warmup=0]}. Tokens are counted with the model's own
 * tokenizer (word pieces, without the [CLS]/[SEP] pair, no truncation). {@code warmup=N} first
 * ingests about N other messages (the sessions that follow the measured ones, as another user) and
 * waits for them, so the service's ingest is timed in a warmed JVM, as the embedder alone is.
 */
public final class EmbedderThroughput {
  private EmbedderThroughput() {}

  public static void main(String[] args) throws Exception {
    Map<String, String> opt = BenchArgs.options(args);
    Path data = Path.of(opt.getOrDefault("data", "../../shared/bench/longmemeval-dev60.json.xz"));
    int wanted = Integer.parseInt(opt.getOrDefault("messages", "3000"));
    int batch = Integer.parseInt(opt.getOrDefault("batch", "32"));
    boolean extraction = !"off".equals(opt.get("extract"));
    int warmup = Integer.parseInt(opt.getOrDefault("warmup", "0"));

    // The haystack sessions of the first questions, whole sessions, until `wanted` messages; then
    // the next ones until `warmup` more, for the warm-up.
    List<List<MessageInput>> sessions = new ArrayList<>();
    List<List<MessageInput>> warmupSessions = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    int warmupMessages = 0;
    outer:
    for (LongMemEval.Question q : LongMemEval.load(data)) {
      for (LongMemEval.Session s : q.sessions()) {
        List<MessageInput> session = new ArrayList<>();
        for (LongMemEval.Turn t : s.turns()) {
          if (!t.content().isBlank()) {
            session.add(new MessageInput(t.id(), t.content(), t.role(), null, t.timestamp()));
          }
        }
        if (session.isEmpty()) {
          continue;
        }
        if (texts.size() < wanted) {
          sessions.add(session);
          session.forEach(m -> texts.add(m.content()));
        } else if (warmupMessages < warmup) {
          warmupSessions.add(session);
          warmupMessages += session.size();
        } else {
          break outer;
        }
      }
    }
    long tokens = tokens(texts);
    System.out.printf(
        Locale.ROOT,
        "%,d messages in %,d sessions, %,d tokens (%.0f a message), cores=%d%n",
        texts.size(),
        sessions.size(),
        tokens,
        (double) tokens / texts.size(),
        Runtime.getRuntime().availableProcessors());

    // The embedder alone: every message text, `batch` at a time, after a warm-up.
    Embedder embedder = new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM);
    embedder.embed(texts.subList(0, Math.min(200, texts.size())));
    long t0 = System.nanoTime();
    for (int i = 0; i < texts.size(); i += batch) {
      embedder.embed(texts.subList(i, Math.min(i + batch, texts.size())));
    }
    double embedSeconds = (System.nanoTime() - t0) / 1e9;
    double embedRate = tokens / embedSeconds;
    System.out.printf(
        Locale.ROOT,
        "embedder alone (batches of %d): %.1f s = %,.0f tokens/s, %.0f messages/s%n",
        batch,
        embedSeconds,
        embedRate,
        texts.size() / embedSeconds);

    // The service: the same sessions ingested, then every receipt completed and the index caught
    // up.
    Path dir = Files.createTempDirectory("memory-bench-embedder");
    try (MemoryApplication app =
        new MemoryApplication(
                BenchApp.config(
                    dir,
                    LocalOnnxEmbedder.MINILM,
                    Map.of(Setting.EXTRACTION, extraction ? "on" : "off")))
            .startBackground()) {
      if (!warmupSessions.isEmpty()) {
        long w = System.nanoTime();
        ingestAll(app, "warmup-user", warmupSessions);
        System.out.printf(
            Locale.ROOT,
            "warm-up: %,d other messages ingested in %.1f s (not counted)%n",
            warmupMessages,
            (System.nanoTime() - w) / 1e9);
      }
      long t1 = System.nanoTime();
      ingestAll(app, "throughput-user", sessions);
      double ingestSeconds = (System.nanoTime() - t1) / 1e9;
      double ingestRate = tokens / ingestSeconds;
      System.out.printf(
          Locale.ROOT,
          "service ingest (extraction %s): %.1f s = %,.0f tokens/s, %.0f messages/s%n",
          extraction ? "on" : "off",
          ingestSeconds,
          ingestRate,
          texts.size() / ingestSeconds);
      System.out.printf(
          Locale.ROOT,
          "ingest / embedder alone: %.0f %% (issue 14: at least 75 %%)%n",
          100 * ingestRate / embedRate);
    }
  }

  /** Ingests the sessions as the user and waits for every receipt and for the index. */
  private static void ingestAll(
      MemoryApplication app, String user, List<List<MessageInput>> sessions)
      throws InterruptedException {
    List<String> ops = new ArrayList<>();
    int n = 0;
    for (List<MessageInput> session : sessions) {
      IngestReceipt r =
          app.ingest().ingestConversation(new ConversationIngest(user, null, "s" + n++, session));
      ops.add(r.ingestionOperationId());
    }
    ReadScope scope = ReadScope.of(user, null, AccessScope.partition);
    for (String op : ops) {
      while (true) {
        ReceiptStatus status = app.receipts().read(scope, op).orElseThrow().status();
        if (status == ReceiptStatus.completed) {
          break;
        }
        if (status == ReceiptStatus.failed) {
          throw new IllegalStateException("ingestion failed: " + op);
        }
        Thread.sleep(20);
      }
    }
    app.tailer().catchUp();
  }

  /** Word pieces of every text by the model's own tokenizer, without truncation. */
  private static long tokens(List<String> texts) throws Exception {
    try (InputStream json =
            AllMiniLmL6V2QuantizedEmbeddingModel.class.getResourceAsStream(
                "/all-minilm-l6-v2-q-tokenizer.json");
        HuggingFaceTokenizer tokenizer =
            HuggingFaceTokenizer.newInstance(
                json, Map.of("truncation", "false", "addSpecialTokens", "false"))) {
      long sum = 0;
      for (String t : texts) {
        sum += tokenizer.encode(t).getIds().length;
      }
      return sum;
    }
  }
}
