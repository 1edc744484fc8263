package dev.assistantmemory.bench;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.IngestReceipt;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.ConfigLoader;
import dev.assistantmemory.server.config.MemoryConfig;
import dev.assistantmemory.server.config.Setting;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Builds the service the benchmarks measure, in-process, on a fresh data directory. */
final class BenchApp {
  private BenchApp() {}

  static MemoryConfig config(Path dataDir, String model, Map<Setting, String> more) {
    Map<Setting, String> flags = new EnumMap<>(Setting.class);
    flags.put(Setting.DATA_DIR, dataDir.toString());
    flags.put(Setting.PORT, "0");
    flags.put(Setting.EMBEDDING_MODEL, model);
    flags.putAll(more);
    return new ConfigLoader(Map.of(), dataDir, dataDir).load(flags);
  }

  /** {@link #ingestLocomo}, then how long it took: "ingested N samples in S s". */
  static void ingestLocomoTimed(MemoryApplication app, List<Locomo.Sample> samples)
      throws InterruptedException {
    long t0 = System.nanoTime();
    ingestLocomo(app, samples);
    System.out.printf(
        java.util.Locale.ROOT,
        "ingested %d samples in %.1f s%n",
        samples.size(),
        (System.nanoTime() - t0) / 1e9);
  }

  static void ingestLocomo(MemoryApplication app, List<Locomo.Sample> samples)
      throws InterruptedException {
    java.util.List<String[]> ops = new java.util.ArrayList<>();
    for (Locomo.Sample s : samples) {
      for (Locomo.Session session : s.sessions()) {
        List<MessageInput> messages =
            session.turns().stream()
                .map(
                    t ->
                        new MessageInput(
                            s.id() + ":" + t.diaId(),
                            t.text(),
                            t.speaker().equals(s.speakerA()) ? "user" : "assistant",
                            t.speaker(),
                            t.timestamp()))
                .toList();
        IngestReceipt r =
            app.ingest()
                .ingestConversation(
                    new ConversationIngest(s.id(), null, s.id() + "-" + session.id(), messages));
        ops.add(new String[] {s.id(), r.ingestionOperationId()});
      }
    }
    for (String[] op : ops) {
      while (true) {
        var receipt =
            app.receipts()
                .read(ReadScope.of(op[0], null, AccessScope.partition), op[1])
                .orElseThrow();
        if (receipt.status() == ReceiptStatus.completed) {
          break;
        }
        if (receipt.status() == ReceiptStatus.failed) {
          throw new IllegalStateException("ingestion failed: " + receipt.errorCode());
        }
        Thread.sleep(20);
      }
    }
    app.tailer().catchUp();
  }

  /** Source id to external id (LoCoMo messages: "sample:dia"), read from the SQLite store. */
  static Map<String, String> sourceExternalIds(Path dataDir) throws java.sql.SQLException {
    Map<String, String> out = new java.util.HashMap<>();
    try (java.sql.Connection c =
            java.sql.DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("memory.db"));
        java.sql.Statement st = c.createStatement();
        java.sql.ResultSet rs = st.executeQuery("SELECT id, external_id FROM sources")) {
      while (rs.next()) {
        out.put(rs.getString(1), rs.getString(2));
      }
    }
    return out;
  }

  /** Claim id to the external ids of every source it cites (its own and its evidence). */
  static Map<String, List<String>> claimCitations(Path dataDir) throws java.sql.SQLException {
    Map<String, List<String>> out = new java.util.HashMap<>();
    try (java.sql.Connection c =
            java.sql.DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("memory.db"));
        java.sql.Statement st = c.createStatement();
        java.sql.ResultSet rs =
            st.executeQuery(
                "SELECT e.claim_id, s.external_id FROM claim_evidence e"
                    + " JOIN sources s ON s.id = e.source_id ORDER BY e.created_at")) {
      while (rs.next()) {
        out.computeIfAbsent(rs.getString(1), k -> new java.util.ArrayList<>()).add(rs.getString(2));
      }
    }
    return out;
  }

  /** Prints what extraction produced in the SQLite store of a data directory, by type. */
  static void printGraphCounts(Path dataDir) throws java.sql.SQLException {
    try (java.sql.Connection c =
            java.sql.DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("memory.db"));
        java.sql.Statement st = c.createStatement()) {
      StringBuilder nodes = new StringBuilder("nodes by type:");
      try (java.sql.ResultSet rs =
          st.executeQuery(
              "SELECT node_type, count(*) FROM nodes WHERE deleted_at IS NULL"
                  + " GROUP BY node_type ORDER BY 2 DESC")) {
        while (rs.next()) {
          nodes.append(' ').append(rs.getString(1)).append('=').append(rs.getLong(2));
        }
      }
      StringBuilder claims = new StringBuilder("claims by predicate (active/all):");
      try (java.sql.ResultSet rs =
          st.executeQuery(
              "SELECT predicate, sum(CASE WHEN status = 'active' THEN 1 ELSE 0 END), count(*)"
                  + " FROM claims GROUP BY predicate ORDER BY 3 DESC")) {
        while (rs.next()) {
          claims
              .append(' ')
              .append(rs.getString(1))
              .append('=')
              .append(rs.getLong(2))
              .append('/')
              .append(rs.getLong(3));
        }
      }
      StringBuilder kinds = new StringBuilder("claims by assertedByKind:");
      try (java.sql.ResultSet rs =
          st.executeQuery(
              "SELECT asserted_by_kind, count(*) FROM claims GROUP BY 1 ORDER BY 2 DESC")) {
        while (rs.next()) {
          kinds.append(' ').append(rs.getString(1)).append('=').append(rs.getLong(2));
        }
      }
      System.out.println(nodes);
      System.out.println(claims);
      System.out.println(kinds);
    }
  }
}
