package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.commitment.CommitmentService;
import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionApplier;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.ingest.Chunker;
import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.DocumentIngest;
import dev.assistantmemory.core.ingest.IngestJobHandler;
import dev.assistantmemory.core.ingest.IngestReceipt;
import dev.assistantmemory.core.ingest.IngestService;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.ingest.StageTimes;
import dev.assistantmemory.core.job.JobHandler;
import dev.assistantmemory.core.job.JobWorker;
import dev.assistantmemory.core.job.RetryPolicy;
import dev.assistantmemory.core.reextract.ReExtraction;
import dev.assistantmemory.core.reextract.ReExtractionJobHandler;
import dev.assistantmemory.core.reextract.ReExtractionPass;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceChanges;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.Scope;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jdbi.v3.core.Handle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Re-extraction (issue 13 item 6) on every backend, through the real ingestion path: a conversation
 * is ingested and extracted with "old rules", the rules change, and then a dry run reports the
 * change and leaves every row as it was, a real run applies it with a receipt that keeps the
 * report, what the user made or confirmed stays exactly as it was, and another user's rows are
 * neither read nor written.
 */
abstract class AbstractReExtractionTests {
  static final String U1 = "rx-user-1";
  static final String U2 = "rx-user-2";
  static final Duration LEASE = Duration.ofSeconds(30);
  static final LocalDate NEW_DUE = LocalDate.parse("2026-12-01");

  final MutableClock clock = new MutableClock(Instant.parse("2026-11-01T09:00:00Z"));
  JdbiMemoryStore store;
  GraphServices graph;
  IngestService ingest;
  ReExtraction reextraction;
  JobWorker worker;
  final SwitchableRules rules = new SwitchableRules();

  protected abstract JdbiMemoryStore openStore();

  /** The database's own bytes where they can be compared (null: compare rows only). */
  protected byte[] databaseBytes() {
    return null;
  }

  /**
   * The "rules" of the test: version 1 reads "I can't stand tea" as a like (the worst
   * error) and finds no deadline; version 2 reads it as a dislike, finds the passport's deadline
   * and names Marcel; version 3 is version 2 that no longer reads the passport as a task.
   */
  static final class SwitchableRules implements Extractor {
    volatile int version = 1;

    @Override
    public String name() {
      return "rules-v" + version;
    }

    @Override
    public Extraction extract(ExtractionInput in) {
      List<Mention> mentions = new ArrayList<>();
      List<Fact> facts = new ArrayList<>();
      List<TaskCandidate> tasks = new ArrayList<>();
      List<EventCandidate> events = new ArrayList<>();
      String text = in.text();
      if (text.contains("I love coffee")) {
        facts.add(new Fact(Extraction.SELF, "HAS_PREFERENCE", "coffee", null, null, false, text));
      }
      if (text.contains("I can't stand tea")) {
        String value = version == 1 ? "tea" : "dislikes tea";
        facts.add(new Fact(Extraction.SELF, "HAS_PREFERENCE", value, null, null, false, text));
      }
      if (text.contains("renew my passport") && version < 3) {
        tasks.add(
            new TaskCandidate(
                "Renew my passport", Extraction.SELF, version == 1 ? null : NEW_DUE, text));
      }
      if (text.contains("pottery class")) {
        events.add(
            new EventCandidate(
                "pottery class", in.timestamp().atZone(ZoneOffset.UTC).toLocalDate(), text));
      }
      if (version > 1 && text.contains("Marcel")) {
        mentions.add(new Mention("Person", "Marcel", text));
      }
      return new Extraction(
          mentions, facts, tasks, List.of(), List.of(), events, List.of(), List.of());
    }
  }

  @BeforeEach
  void open() {
    store = openStore();
    var embedder = new RowLevelSecurityIT.FixedEmbedder();
    graph = GraphServices.over(store, clock, embedder);
    JdbiJobQueue queue = new JdbiJobQueue(store, clock);
    ExtractionApplier applier = new ExtractionApplier(store, rules, embedder);
    ingest = new IngestService(store, clock, 3, () -> {});
    ReExtractionPass pass = new ReExtractionPass(applier, graph.writes(), null, clock);
    reextraction = new ReExtraction(store, pass, clock, 3, () -> {});
    JobHandler conversations =
        new IngestJobHandler(
            IngestService.CONVERSATION_JOB,
            store,
            queue,
            embedder,
            new Chunker(1000),
            clock,
            () -> {},
            applier,
            graph.writes(),
            new StageTimes());
    JobHandler documents =
        new IngestJobHandler(
            IngestService.DOCUMENT_JOB,
            store,
            queue,
            embedder,
            new Chunker(1000),
            clock,
            () -> {},
            applier,
            graph.writes(),
            new StageTimes());
    JobHandler again = new ReExtractionJobHandler(store, queue, pass, clock, () -> {});
    worker =
        new JobWorker(
            store,
            queue,
            Map.of(
                conversations.kind(),
                conversations,
                documents.kind(),
                documents,
                again.kind(),
                again),
            1,
            LEASE,
            Duration.ofMillis(10),
            new RetryPolicy(Duration.ofSeconds(1), Duration.ofSeconds(1)));
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  static ReadScope all(String user) {
    return ReadScope.of(user, null, AccessScope.workspace);
  }

  /** The conversation of the tests, ingested and extracted with the current rules. */
  String ingestConversation(String user) {
    IngestReceipt r =
        ingest.ingestConversation(
            new ConversationIngest(
                user,
                null,
                "chat-1",
                List.of(
                    new MessageInput(
                        "m1",
                        "I love coffee.",
                        "user",
                        null,
                        Instant.parse("2026-10-30T08:00:00Z")),
                    new MessageInput(
                        "m2",
                        "I can't stand tea.",
                        "user",
                        null,
                        Instant.parse("2026-10-30T08:01:00Z")),
                    new MessageInput(
                        "m3",
                        "I need to renew my passport, Marcel reminded me.",
                        "user",
                        null,
                        Instant.parse("2026-10-30T08:02:00Z")))));
    drain();
    return r.sourceId();
  }

  void drain() {
    while (worker.runOne()) {
      clock.advance(Duration.ofMillis(5));
    }
  }

  /** What the user made and confirmed by hand, ids of: {api preference, api due, confirmed}. */
  record UsersClaims(ClaimRecord preference, ClaimRecord due, ClaimRecord confirmed) {}

  UsersClaims userMadeClaims(String user) {
    NodeRecord self = store.read(user, tx -> tx.findSelfNode(user)).orElseThrow();
    String task = taskId(user);
    var writes = graph.writes();
    String pref =
        writes
            .createClaim(
                all(user),
                new ClaimCreate(
                    user,
                    self.id(),
                    "HAS_PREFERENCE",
                    null,
                    "window seats",
                    "The user likes window seats",
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    "user",
                    null))
            .claim()
            .id();
    NodeRecord day =
        writes.createNode(
            new NodeCreate(user, null, Scope.personal, "Temporal", "2026-11-15", null, false));
    // Stated before the conversation: a re-extracted deadline would replace it, were it not the
    // user's.
    String due =
        writes
            .createClaim(
                all(user),
                new ClaimCreate(
                    user,
                    task,
                    "DUE_ON",
                    day.id(),
                    null,
                    "Renew my passport is due on 2026-11-15",
                    null,
                    null,
                    null,
                    Instant.parse("2026-01-01T00:00:00Z"),
                    null,
                    null,
                    "user",
                    null))
            .claim()
            .id();
    var embedder = new RowLevelSecurityIT.FixedEmbedder();
    String confirmed =
        new CommitmentService(store, graph.writes(), graph.nodes(), embedder)
            .confirm(all(user), task)
            .claimId();
    return new UsersClaims(claim(user, pref), claim(user, due), claim(user, confirmed));
  }

  String taskId(String user) {
    return store
        .read(user, tx -> tx.taskStates(user, "memory:personal", Scope.personal, 10))
        .get(0)
        .taskId();
  }

  ClaimRecord claim(String user, String id) {
    return store.read(user, tx -> tx.findClaim(user, id)).orElseThrow();
  }

  List<String> activePreferences(String user) {
    NodeRecord self = store.read(user, tx -> tx.findSelfNode(user)).orElseThrow();
    return store.read(user, tx -> tx.activeClaims(user, self.id(), "HAS_PREFERENCE")).stream()
        .map(ClaimRecord::objectValue)
        .sorted()
        .toList();
  }

  // ------------------------------------------------------------------ tests

  @Test
  void aDryRunReportsTheChangeAndLeavesEveryRowAsItWas() {
    String chat = ingestConversation(U1);
    userMadeClaims(U1);
    rules.version = 2;

    Map<String, List<String>> before = rows();
    byte[] bytesBefore = databaseBytes();
    ReExtraction.Report report = reextraction.dryRun(all(U1), null);

    assertThat(rows()).as("a dry run writes no row").isEqualTo(before);
    if (bytesBefore != null) {
      assertThat(databaseBytes()).as("nor a byte of the database file").isEqualTo(bytesBefore);
    }
    assertThat(report.sources()).hasSize(1);
    SourceChanges c = report.sources().get(0);
    assertThat(c.sourceId()).isEqualTo(chat);
    assertThat(c.claimsAdded()).contains("The user dislikes tea");
    assertThat(c.claimsRetracted()).containsExactly("The user likes tea");
    assertThat(c.nodesAdded()).contains("Person: Marcel");
    assertThat(c.claimsFiledAsHistory())
        .as("the re-extracted deadline yields to the user's own")
        .containsExactly("Renew my passport is due on " + NEW_DUE);
    assertThat(c.claimsSuperseded()).isEmpty();
    assertThat(c.claimsKept()).as("the coffee like is found again").isEqualTo(1);
    assertThat(activePreferences(U1)).containsExactly("coffee", "tea", "window seats");
  }

  @Test
  void aRealRunAppliesTheChangeWithAReceiptAndNeverTouchesWhatTheUserMadeOrConfirmed() {
    String chat = ingestConversation(U1);
    UsersClaims mine = userMadeClaims(U1);
    rules.version = 2;
    SourceChanges preview = reextraction.dryRun(all(U1), chat).sources().get(0);

    List<OperationRecord> receipts = reextraction.enqueue(all(U1), chat);
    assertThat(receipts).hasSize(1);
    OperationRecord queued = receipts.get(0);
    assertThat(queued.status()).isEqualTo(ReceiptStatus.queued);
    assertThat(queued.jobId()).isNotBlank();
    assertThat(reextraction.receipt(all(U1), queued.id()).orElseThrow().changes())
        .as("no report before the job ran")
        .isNull();
    drain();

    ReExtraction.Receipt done = reextraction.receipt(all(U1), queued.id()).orElseThrow();
    assertThat(done.operation().status()).isEqualTo(ReceiptStatus.completed);
    assertThat(done.changes().claimsAdded()).isEqualTo(preview.claimsAdded());
    assertThat(done.changes().claimsRetracted()).isEqualTo(preview.claimsRetracted());
    assertThat(done.changes().nodesAdded()).isEqualTo(preview.nodesAdded());
    assertThat(done.changes().claimsFiledAsHistory()).isEqualTo(preview.claimsFiledAsHistory());

    assertThat(activePreferences(U1)).containsExactly("coffee", "dislikes tea", "window seats");
    assertThat(claim(U1, mine.preference().id())).isEqualTo(mine.preference());
    assertThat(claim(U1, mine.due().id())).isEqualTo(mine.due());
    assertThat(claim(U1, mine.confirmed().id())).isEqualTo(mine.confirmed());
    List<String> audited =
        store.readAsSystem(
            tx ->
                ((JdbiStoreTx) tx)
                    .handle()
                    .createQuery("SELECT action FROM audit_log WHERE user_id = :u")
                    .bind("u", U1)
                    .mapTo(String.class)
                    .list());
    assertThat(audited).as("the retraction was audited").contains("retract");

    // Once applied, the same rules find nothing more to change.
    SourceChanges again = reextraction.dryRun(all(U1), chat).sources().get(0);
    assertThat(again.changesGraph()).as(again.detailLines()).isFalse();
  }

  @Test
  void reExtractingOneUserNeverReadsNorWritesAnother() {
    ingestConversation(U1);
    String theirs = ingestConversation(U2);
    rules.version = 2;
    Map<String, List<String>> u2Before = rowsOf(U2);

    assertThat(reextraction.dryRun(all(U1), null).sources()).hasSize(1);
    List<OperationRecord> mine = reextraction.enqueue(all(U1), null);
    drain();

    assertThat(rowsOf(U2)).as("user 2's rows").isEqualTo(u2Before);
    assertThat(activePreferences(U2)).containsExactly("coffee", "tea");
    assertThat(activePreferences(U1)).containsExactly("coffee", "dislikes tea");
    assertThatThrownBy(() -> reextraction.dryRun(all(U1), theirs))
        .isInstanceOfSatisfying(
            MemoryException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.NOT_FOUND));
    assertThatThrownBy(() -> reextraction.enqueue(all(U1), theirs))
        .isInstanceOf(MemoryException.class);
    assertThat(reextraction.receipt(all(U2), mine.get(0).id())).isEmpty();
  }

  @Test
  void aSecondRunWithTheSameRulesChangesNothing() {
    String chat = ingestConversation(U1);
    Map<String, List<String>> graphBefore = graphRows();
    reextraction.enqueue(all(U1), chat);
    drain();
    assertThat(graphRows()).as("same rules, same graph").isEqualTo(graphBefore);
  }

  @Test
  void aTaskTheRulesNoLongerFindIsLeftWithoutAStatusUnlessTheUserConfirmedIt() {
    String chat = ingestConversation(U1);
    ingestConversation(U2);
    String mine = taskId(U1);
    String confirmed = taskId(U2);
    ClaimRecord confirmation =
        claim(
            U2,
            new CommitmentService(
                    store, graph.writes(), graph.nodes(), new RowLevelSecurityIT.FixedEmbedder())
                .confirm(all(U2), confirmed)
                .claimId());
    rules.version = 3;

    SourceChanges c = reextraction.dryRun(all(U1), chat).sources().get(0);
    assertThat(c.claimsRetracted()).contains("Renew my passport is pending");
    reextraction.enqueue(all(U1), null);
    reextraction.enqueue(all(U2), null);
    drain();

    assertThat(statuses(U1, mine)).as("the task reads as dismissed").isEmpty();
    assertThat(store.read(U1, tx -> tx.findNode(U1, mine)).orElseThrow().deletedAt())
        .as("its node is kept")
        .isNull();
    assertThat(statuses(U2, confirmed))
        .as("a task the user confirmed keeps its status")
        .containsExactly(confirmation);
  }

  @Test
  void aReceiptWhoseSourceWasRemovedBeforeItsJobRanEndsFailed() {
    String chat = ingestConversation(U1);
    rules.version = 2;
    OperationRecord op = reextraction.enqueue(all(U1), chat).get(0);
    store.write(
        U1,
        tx -> {
          tx.tombstoneSource(chat, clock.instant());
          return null;
        });
    drain();
    OperationRecord failed = reextraction.receipt(all(U1), op.id()).orElseThrow().operation();
    assertThat(failed.status()).isEqualTo(ReceiptStatus.failed);
    assertThat(failed.errorCode()).isEqualTo(ErrorCode.SOURCE_PURGED.name());
    assertThat(activePreferences(U1)).as("nothing applied").containsExactly("coffee", "tea");
  }

  @Test
  void aTaskTheUserFinishedIsNotOpenedAgain() {
    String chat = ingestConversation(U1);
    String task = taskId(U1);
    String done = commitments().setStatus(all(U1), task, "done", null, "user").claimId();

    SourceChanges c = reextraction.dryRun(all(U1), chat).sources().get(0);
    reextraction.enqueue(all(U1), chat);
    drain();

    assertThat(c.tasksAdded()).as(c.detailLines()).isZero();
    assertThat(tasks(U1)).containsExactly(task);
    assertThat(statuses(U1, task)).extracting(ClaimRecord::id).containsExactly(done);
  }

  @Test
  void theExtractedDeadlineOfATaskTheUserConfirmedStaysWhenTheRulesNoLongerFindIt() {
    rules.version = 2;
    String chat = ingestConversation(U1);
    String task = taskId(U1);
    ClaimRecord due = store.read(U1, tx -> tx.activeClaims(U1, task, "DUE_ON")).get(0);
    commitments().confirm(all(U1), task);
    rules.version = 3;

    SourceChanges c = reextraction.dryRun(all(U1), chat).sources().get(0);

    assertThat(c.claimsRetracted()).as("the user vouched for the task").isEmpty();
    assertThat(due.origin()).isEqualTo(ClaimRecord.ORIGIN_EXTRACTION);
    reextraction.enqueue(all(U1), chat);
    drain();
    assertThat(claim(U1, due.id())).isEqualTo(due);
  }

  @Test
  void aDocumentIsReExtractedAtItsCurrentVersion() {
    String doc =
        ingest
            .ingestDocument(
                new DocumentIngest(
                    U1,
                    null,
                    false,
                    "notes-1",
                    "Notes. I can't stand tea.",
                    "markdown",
                    Scope.personal,
                    Instant.parse("2026-10-29T08:00:00Z"),
                    null,
                    "Notes",
                    null,
                    null))
            .sourceId();
    drain();
    assertThat(activePreferences(U1)).containsExactly("tea");
    rules.version = 2;

    assertThat(reextraction.targets(all(U1), null)).extracting(s -> s.id()).containsExactly(doc);
    OperationRecord op = reextraction.enqueue(all(U1), doc).get(0);
    drain();

    assertThat(activePreferences(U1)).containsExactly("dislikes tea");
    SourceChanges c = reextraction.receipt(all(U1), op.id()).orElseThrow().changes();
    assertThat(c.claimsRetracted()).containsExactly("The user likes tea");
  }

  @Test
  void eventsOfOneNameOnTwoDaysAreFoundAgainNotMadeAgain() {
    String chat =
        ingest
            .ingestConversation(
                new ConversationIngest(
                    U1,
                    null,
                    "chat-pottery",
                    List.of(
                        new MessageInput(
                            "p1",
                            "I had my pottery class today.",
                            "user",
                            null,
                            Instant.parse("2026-10-20T18:00:00Z")),
                        new MessageInput(
                            "p2",
                            "Another pottery class today!",
                            "user",
                            null,
                            Instant.parse("2026-10-27T18:00:00Z")))))
            .sourceId();
    drain();
    Map<String, List<String>> before = graphRows();

    SourceChanges c = reextraction.dryRun(all(U1), chat).sources().get(0);
    reextraction.enqueue(all(U1), chat);
    drain();

    assertThat(c.changesGraph()).as(c.detailLines()).isFalse();
    assertThat(c.claimsKept()).as("both days found again").isEqualTo(2);
    Map<String, List<String>> after = graphRows();
    assertThat(after.get("claims")).isEqualTo(before.get("claims"));
    assertThat(after.get("nodes")).isEqualTo(before.get("nodes"));
  }

  CommitmentService commitments() {
    return new CommitmentService(
        store, graph.writes(), graph.nodes(), new RowLevelSecurityIT.FixedEmbedder());
  }

  List<String> tasks(String user) {
    return store
        .read(
            user,
            tx ->
                tx.nodesById(
                    user, Scope.personal, java.util.Set.of(), java.util.Set.of("Task"), 100))
        .stream()
        .map(NodeRecord::id)
        .toList();
  }

  List<ClaimRecord> statuses(String user, String task) {
    return store.read(user, tx -> tx.activeClaims(user, task, "HAS_TASK_STATUS"));
  }

  // ------------------------------------------------------------------ row snapshots

  /** Every row of every table, as text, sorted: what "nothing was written" is checked against. */
  Map<String, List<String>> rows() {
    return store.readAsSystem(
        tx -> {
          Handle h = ((JdbiStoreTx) tx).handle();
          Map<String, List<String>> out = new TreeMap<>();
          for (String table : tables(h)) {
            out.put(table, rowsOf(h, "SELECT * FROM " + table, Map.of()));
          }
          return out;
        });
  }

  /** The graph tables' rows, without the times a write stamps. */
  Map<String, List<String>> graphRows() {
    return store.readAsSystem(
        tx -> {
          Handle h = ((JdbiStoreTx) tx).handle();
          Map<String, List<String>> out = new TreeMap<>();
          out.put(
              "claims",
              rowsOf(
                  h,
                  "SELECT id, subject_node_id, predicate, object_node_id, object_value, status,"
                      + " superseded_by FROM claims",
                  Map.of()));
          out.put("nodes", rowsOf(h, "SELECT id, node_type, label FROM nodes", Map.of()));
          out.put(
              "evidence", rowsOf(h, "SELECT claim_id, source_id FROM claim_evidence", Map.of()));
          return out;
        });
  }

  /** The user's rows of every table with a user_id column, and the evidence of their claims. */
  Map<String, List<String>> rowsOf(String user) {
    return store.readAsSystem(
        tx -> {
          Handle h = ((JdbiStoreTx) tx).handle();
          Map<String, List<String>> out = new TreeMap<>();
          for (String table : tables(h)) {
            if (columns(h, table).contains("user_id")) {
              out.put(
                  table,
                  rowsOf(h, "SELECT * FROM " + table + " WHERE user_id = :u", Map.of("u", user)));
            }
          }
          out.put(
              "claim_evidence",
              rowsOf(
                  h,
                  "SELECT e.* FROM claim_evidence e JOIN claims c ON c.id = e.claim_id"
                      + " WHERE c.user_id = :u",
                  Map.of("u", user)));
          return out;
        });
  }

  private static List<String> rowsOf(Handle h, String sql, Map<String, Object> binds) {
    var q = h.createQuery(sql);
    binds.forEach(q::bind);
    return q.mapToMap().list().stream().map(AbstractReExtractionTests::text).sorted().toList();
  }

  /** A row as text, byte arrays (embeddings) by their content. */
  private static String text(Map<String, Object> row) {
    Map<String, Object> out = new TreeMap<>();
    row.forEach(
        (k, v) -> out.put(k, v instanceof byte[] b ? java.util.HexFormat.of().formatHex(b) : v));
    return out.toString();
  }

  private List<String> tables(Handle h) {
    String sql =
        store.dialect() instanceof PostgresDialect
            ? "SELECT table_name FROM information_schema.tables WHERE table_schema ="
                + " current_schema() AND table_type = 'BASE TABLE'"
            : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'";
    return h.createQuery(sql).mapTo(String.class).list().stream()
        .filter(t -> !t.startsWith("flyway"))
        .sorted()
        .toList();
  }

  private static List<String> columns(Handle h, String table) {
    return h.createQuery("SELECT * FROM " + table + " WHERE 1 = 0")
        .scanResultSet(
            (supplier, ctx) -> {
              var meta = supplier.get().getMetaData();
              List<String> out = new ArrayList<>();
              for (int i = 1; i <= meta.getColumnCount(); i++) {
                out.add(meta.getColumnName(i).toLowerCase(java.util.Locale.ROOT));
              }
              return out;
            });
  }
}
