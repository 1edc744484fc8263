package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.ingest.Chunker;
import dev.assistantmemory.core.ingest.DocumentIngest;
import dev.assistantmemory.core.ingest.IngestJobHandler;
import dev.assistantmemory.core.ingest.IngestReceipt;
import dev.assistantmemory.core.ingest.IngestService;
import dev.assistantmemory.core.ingest.ProcessingReceipts;
import dev.assistantmemory.core.job.JobHandler;
import dev.assistantmemory.core.job.JobWorker;
import dev.assistantmemory.core.job.LeaseLostException;
import dev.assistantmemory.core.job.RetryPolicy;
import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.SourceType;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The contract every store backend passes: identity and isolation of sources, idempotent chunk
 * writes, an ordered change log, the durable queue (leases, takeover, retries, terminal failure,
 * concurrent claims), receipts, and the insert-only audit log. Subclasses open a real database.
 */
abstract class AbstractMemoryStoreTests {
  private static final Duration LEASE = Duration.ofSeconds(30);

  MutableClock clock = new MutableClock(Instant.parse("2026-05-01T10:00:00Z"));
  JdbiMemoryStore store;
  JdbiJobQueue queue;
  IngestService ingest;

  /** A store on a fresh, empty, migrated database. */
  protected abstract JdbiMemoryStore openStore();

  @BeforeEach
  void open() {
    store = openStore();
    queue = new JdbiJobQueue(store, clock);
    ingest = new IngestService(store, clock, 3, () -> {});
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  private IngestReceipt accept(String docId) {
    return ingest.ingestDocument(
        new DocumentIngest(
            "u1",
            null,
            false,
            docId,
            "Some content " + docId,
            "markdown",
            Scope.personal,
            null,
            null,
            null,
            null,
            null));
  }

  @Test
  void aTerminalReceiptIsNeverReopenedByAStaleWriter() {
    IngestReceipt r = accept("d-terminal");
    String op = r.ingestionOperationId();
    store.writeAsSystem(
        tx -> {
          tx.updateOperation(op, ReceiptStatus.completed, "extraction", null, clock.instant());
          return null;
        });
    // A worker whose lease expired mid-job, writing what it believed was still in progress:
    store.writeAsSystem(
        tx -> {
          tx.updateOperation(op, ReceiptStatus.processing, "content", null, clock.instant());
          tx.updateOperation(
              op, ReceiptStatus.failed, "content", "EXTRACTION_FAILED", clock.instant());
          return null;
        });
    var after = store.readAsSystem(tx -> tx.findOperation("u1", op)).orElseThrow();
    assertThat(after.status()).isEqualTo(ReceiptStatus.completed);
    assertThat(after.stage()).isEqualTo("extraction");
  }

  @Test
  void aReadTransactionSeesOneSnapshotWhileAWriterCommits() {
    IngestReceipt r = accept("d-snapshot");
    String op = r.ingestionOperationId();
    List<ReceiptStatus> seen =
        store.read(
            "u1",
            tx -> {
              ReceiptStatus before = tx.findOperation("u1", op).orElseThrow().status();
              store.writeAsSystem(
                  w -> {
                    w.updateOperation(
                        op, ReceiptStatus.completed, "extraction", null, clock.instant());
                    return null;
                  });
              ReceiptStatus after = tx.findOperation("u1", op).orElseThrow().status();
              return List.of(before, after);
            });
    assertThat(seen).containsExactly(ReceiptStatus.queued, ReceiptStatus.queued);
    assertThat(store.read("u1", tx -> tx.findOperation("u1", op)).orElseThrow().status())
        .isEqualTo(ReceiptStatus.completed);
  }

  @Test
  void aLeasedJobIsInvisibleToOthersUntilItsLeaseExpires() {
    accept("d1");
    JobRecord mine = queue.claim("w1", LEASE).orElseThrow();
    assertThat(mine.attempts()).isEqualTo(1);
    assertThat(queue.claim("w2", LEASE)).isEmpty();

    clock.advance(LEASE.plusSeconds(1));
    JobRecord taken = queue.claim("w2", LEASE).orElseThrow();

    assertThat(taken.id()).isEqualTo(mine.id());
    assertThat(taken.attempts()).isEqualTo(2);
    assertThatThrownBy(
            () ->
                store.writeAsSystem(
                    tx -> {
                      queue.complete(tx, mine.id(), "w1");
                      return null;
                    }))
        .isInstanceOf(LeaseLostException.class);
    store.writeAsSystem(
        tx -> {
          queue.complete(tx, taken.id(), "w2");
          return null;
        });
    assertThat(store.readAsSystem(tx -> tx.findJob(mine.id())).orElseThrow().status())
        .isEqualTo(JobRecord.SUCCEEDED);
  }

  @Test
  void queuedJobsAndExpiredLeasesAreClaimedInTheirRunAfterOrder() {
    accept("d1");
    clock.advance(Duration.ofSeconds(1));
    accept("d2");
    JobRecord first = queue.claim("w1", LEASE).orElseThrow();
    clock.advance(LEASE.plusSeconds(1));
    accept("d3");

    JobRecord expired = queue.claim("w2", LEASE).orElseThrow();
    JobRecord queued = queue.claim("w2", LEASE).orElseThrow();
    JobRecord newest = queue.claim("w2", LEASE).orElseThrow();

    assertThat(expired.id()).as("the expired lease is the oldest job").isEqualTo(first.id());
    assertThat(expired.attempts()).isEqualTo(2);
    assertThat(List.of(queued.attempts(), newest.attempts())).containsExactly(1, 1);
    assertThat(queued.runAfter()).isBefore(newest.runAfter());
    assertThat(queue.claim("w3", LEASE)).isEmpty();
  }

  @Test
  void heartbeatKeepsTheLease() {
    accept("d1");
    JobRecord mine = queue.claim("w1", LEASE).orElseThrow();
    clock.advance(LEASE.minusSeconds(5));
    assertThat(queue.heartbeat("w1", List.of(mine.id()), LEASE)).isEqualTo(1);
    clock.advance(Duration.ofSeconds(10));
    assertThat(queue.claim("w2", LEASE)).isEmpty();
    assertThat(queue.heartbeat("w2", List.of(mine.id()), LEASE))
        .as("only the owner renews")
        .isZero();
  }

  @Test
  void aReleasedJobWaitsForItsBackoff() {
    accept("d1");
    JobRecord job = queue.claim("w1", LEASE).orElseThrow();
    store.writeAsSystem(
        tx -> {
          queue.release(tx, job.id(), "w1", "boom", Duration.ofSeconds(4), false);
          return null;
        });
    assertThat(queue.claim("w1", LEASE)).isEmpty();
    clock.advance(Duration.ofSeconds(5));
    assertThat(queue.claim("w1", LEASE)).isPresent();
  }

  @Test
  void aJobThatKeepsFailingEndsFailedWithAnErrorCodeOnItsReceipt() {
    IngestReceipt receipt = accept("d1");
    Embedder broken =
        new Embedder() {
          @Override
          public List<float[]> embed(List<String> texts) {
            throw new IllegalStateException("model crashed");
          }

          @Override
          public int dimension() {
            return 4;
          }

          @Override
          public String modelId() {
            return "broken";
          }
        };
    JobHandler handler =
        new IngestJobHandler(
            IngestService.DOCUMENT_JOB, store, queue, broken, new Chunker(1000), clock, () -> {});
    JobWorker worker =
        new JobWorker(
            store,
            queue,
            Map.of(handler.kind(), handler),
            1,
            LEASE,
            Duration.ofMillis(10),
            new RetryPolicy(Duration.ofSeconds(1), Duration.ofSeconds(1)));

    for (int attempt = 1; attempt <= 3; attempt++) {
      assertThat(worker.runOne()).isTrue();
      clock.advance(Duration.ofSeconds(2));
    }
    assertThat(worker.runOne()).as("nothing left to retry").isFalse();

    OperationRecord op =
        new ProcessingReceipts(store)
            .read(ReadScope.of("u1", null, AccessScope.partition), receipt.ingestionOperationId())
            .orElseThrow();
    assertThat(op.status()).isEqualTo(ReceiptStatus.failed);
    assertThat(op.errorCode()).isEqualTo("EXTRACTION_FAILED");
    JobRecord job = store.readAsSystem(tx -> tx.findJob(op.jobId())).orElseThrow();
    assertThat(job.status()).isEqualTo(JobRecord.FAILED);
    assertThat(job.attempts()).isEqualTo(3);
  }

  @Test
  void aReceiptWhoseJobFailedReadsAsInterrupted() {
    IngestReceipt receipt = accept("d1");
    JobRecord job = queue.claim("w1", LEASE).orElseThrow();
    store.writeAsSystem(
        tx -> {
          queue.release(tx, job.id(), "w1", "lost", Duration.ZERO, true);
          return null;
        });

    OperationRecord read =
        new ProcessingReceipts(store)
            .read(ReadScope.of("u1", null, AccessScope.partition), receipt.ingestionOperationId())
            .orElseThrow();

    assertThat(read.status()).isEqualTo(ReceiptStatus.failed);
    assertThat(read.errorCode()).isEqualTo("PROCESSING_INTERRUPTED");
    OperationRecord stored =
        store
            .readAsSystem(tx -> tx.findOperation("u1", receipt.ingestionOperationId()))
            .orElseThrow();
    assertThat(stored.status())
        .as("the projection does not change the receipt")
        .isEqualTo(ReceiptStatus.queued);
  }

  @Test
  void aNewRevisionFailsTheUnfinishedOlderOne() {
    IngestReceipt first = accept("d1");
    IngestReceipt second =
        ingest.ingestDocument(
            new DocumentIngest(
                "u1",
                null,
                false,
                "d1",
                "Changed content",
                "markdown",
                Scope.personal,
                null,
                null,
                null,
                null,
                null));

    assertThat(second.sourceId()).isEqualTo(first.sourceId());
    assertThat(second.sourceVersion()).isEqualTo(2);
    OperationRecord older =
        store
            .readAsSystem(tx -> tx.findOperation("u1", first.ingestionOperationId()))
            .orElseThrow();
    assertThat(older.status()).isEqualTo(ReceiptStatus.failed);
    assertThat(older.errorCode()).isEqualTo("SUPERSEDED_OPERATION");
    assertThat(store.readAsSystem(tx -> tx.findJob(older.jobId())).orElseThrow().status())
        .isEqualTo(JobRecord.CANCELLED);
  }

  @Test
  void theAuditLogIsInsertOnly() {
    store.writeAsSystem(
        tx -> {
          ((JdbiStoreTx) tx)
              .handle()
              .execute(
                  "INSERT INTO audit_log (user_id, actor, action, entity_type, entity_id, recorded_at) "
                      + "VALUES ('u1', 'test', 'delete', 'node', 'node_x', '2026-05-01T10:00:00.000Z')");
          return null;
        });
    assertThatThrownBy(
            () ->
                store.writeAsSystem(
                    tx -> ((JdbiStoreTx) tx).handle().execute("UPDATE audit_log SET reason = 'x'")))
        .hasMessageContaining("could not complete");
    assertThatThrownBy(
            () ->
                store.writeAsSystem(
                    tx -> ((JdbiStoreTx) tx).handle().execute("DELETE FROM audit_log")))
        .hasMessageContaining("could not complete");
  }

  @Test
  void sourcesAreFoundOnlyByTheirOwner() {
    IngestReceipt r = accept("d1");
    var key = new SourceKey("u1", "memory:personal", SourceType.document, "d1");
    var other = new SourceKey("u2", "memory:personal", SourceType.document, "d1");

    Optional<SourceRecord> own = store.read("u1", tx -> tx.findLiveSource(key));
    Optional<SourceRecord> foreignKey = store.read("u2", tx -> tx.findLiveSource(other));
    Optional<SourceRecord> foreignId = store.read("u2", tx -> tx.findSource("u2", r.sourceId()));
    List<SourceRecord> foreignList =
        store.read("u2", tx -> tx.findSourceHeads("u2", List.of(r.sourceId())));
    Optional<OperationRecord> foreignOp =
        store.read("u2", tx -> tx.findOperation("u2", r.ingestionOperationId()));

    assertThat(own.map(SourceRecord::id)).contains(r.sourceId());
    assertThat(foreignKey).isEmpty();
    assertThat(foreignId).isEmpty();
    assertThat(foreignList).isEmpty();
    assertThat(foreignOp).isEmpty();
  }

  @Test
  void sourceHeadsAreTheSourcesWithoutTheirContent() {
    IngestReceipt r = accept("d1");
    SourceRecord full = store.read("u1", tx -> tx.findSource("u1", r.sourceId())).orElseThrow();
    List<SourceRecord> heads =
        store.read("u1", tx -> tx.findSourceHeads("u1", List.of(r.sourceId(), "src_unknown")));

    assertThat(full.content()).isNotNull();
    assertThat(heads).hasSize(1);
    assertThat(heads.get(0).content()).isNull();
    assertThat(heads.get(0)).usingRecursiveComparison().ignoringFields("content").isEqualTo(full);
  }

  @Test
  void chunkWritesAreIdempotentAndLogged() {
    IngestReceipt r = accept("d1");
    var chunk =
        new ChunkRecord(
            "chk_a",
            r.sourceId(),
            1,
            0,
            "u1",
            "memory:personal",
            Scope.personal,
            "document",
            r.sourceId(),
            0,
            "text",
            new float[] {0.6f, 0.8f},
            clock.instant());
    long before = store.readAsSystem(tx -> tx.lastChangeSeq());

    var first =
        store.writeAsSystem(
            tx -> {
              var inserted = tx.insertChunks(List.of(chunk));
              inserted.forEach(
                  c -> tx.appendChange("u1", "chunk", c.id(), "upsert", clock.instant()));
              return inserted;
            });
    var second =
        store.writeAsSystem(
            tx ->
                tx.insertChunks(
                    List.of(
                        new ChunkRecord(
                            "chk_b",
                            r.sourceId(),
                            1,
                            0,
                            "u1",
                            "memory:personal",
                            Scope.personal,
                            "document",
                            r.sourceId(),
                            0,
                            "text",
                            null,
                            clock.instant()))));

    assertThat(first).hasSize(1);
    assertThat(second).as("same source, version and ordinal").isEmpty();
    List<ChunkRecord> stored =
        store.readAsSystem(tx -> tx.chunksByIds(List.of("chk_a", "chk_b"))).stream()
            .map(dev.assistantmemory.core.store.SpokenChunk::chunk)
            .toList();
    assertThat(stored).hasSize(1);
    assertThat(stored.get(0).embedding()).containsExactly(0.6f, 0.8f);
    List<ChunkRecord> light =
        store.read("u1", tx -> tx.chunksWithoutEmbedding("u1", List.of("chk_a", "chk_b")));
    assertThat(light).hasSize(1);
    assertThat(light.get(0).embedding()).isNull();
    assertThat(light.get(0))
        .usingRecursiveComparison()
        .ignoringFields("embedding")
        .isEqualTo(stored.get(0));
    List<ChunkRecord> foreign =
        store.read("u2", tx -> tx.chunksWithoutEmbedding("u2", List.of("chk_a")));
    assertThat(foreign).isEmpty();
    List<ChangeRecord> changes = store.readAsSystem(tx -> tx.changesAfter(before, 10));
    assertThat(changes).extracting(ChangeRecord::entityId).containsExactly("chk_a");
  }

  @Test
  void chunksInsertedAndLoggedTogetherLogTheOnesInsertedInOrder() {
    IngestReceipt r = accept("d1");
    java.util.function.BiFunction<String, Integer, ChunkRecord> chunk =
        (id, ordinal) ->
            new ChunkRecord(
                id,
                r.sourceId(),
                1,
                ordinal,
                "u1",
                "memory:personal",
                Scope.personal,
                "document",
                r.sourceId(),
                ordinal,
                "text " + id,
                new float[] {0.6f, 0.8f},
                clock.instant());
    long before = store.readAsSystem(tx -> tx.lastChangeSeq());

    List<ChunkRecord> inserted =
        store.<List<ChunkRecord>>write(
            "u1",
            tx -> {
              tx.insertChunks(List.of(chunk.apply("chk_old", 2)));
              return tx.insertChunksLogged(
                  List.of(
                      chunk.apply("chk_a", 0),
                      chunk.apply("chk_b", 1),
                      chunk.apply("chk_again", 0),
                      chunk.apply("chk_c", 2)),
                  clock.instant());
            });

    assertThat(inserted)
        .as("not a second chunk at ordinal 0, nor one where a chunk was before")
        .extracting(ChunkRecord::id)
        .containsExactly("chk_a", "chk_b");
    List<ChangeRecord> changes = store.readAsSystem(tx -> tx.changesAfter(before, 10));
    assertThat(changes).extracting(ChangeRecord::entityId).containsExactly("chk_a", "chk_b");
    List<ChunkRecord> stored =
        store.readAsSystem(tx -> tx.chunksByIds(List.of("chk_a", "chk_b", "chk_c"))).stream()
            .map(dev.assistantmemory.core.store.SpokenChunk::chunk)
            .toList();
    assertThat(stored).extracting(ChunkRecord::id).containsExactlyInAnyOrder("chk_a", "chk_b");
  }

  @Test
  void theChangeLogIsReadInSequenceOrder() {
    for (int i = 0; i < 5; i++) {
      int n = i;
      store.writeAsSystem(
          tx -> {
            tx.appendChange("u1", "chunk", "chk_" + n, "upsert", clock.instant());
            return null;
          });
    }
    List<ChangeRecord> changes = store.readAsSystem(tx -> tx.changesAfter(0, 100));
    assertThat(changes)
        .extracting(ChangeRecord::entityId)
        .containsExactly("chk_0", "chk_1", "chk_2", "chk_3", "chk_4");
    assertThat(changes).extracting(ChangeRecord::seq).isSorted();
    List<ChangeRecord> later = store.readAsSystem(tx -> tx.changesAfter(changes.get(2).seq(), 100));
    assertThat(later).hasSize(2);
  }

  private static dev.assistantmemory.core.store.NodeRecord feedNode(
      String id, String user, String partition, Instant at) {
    return new dev.assistantmemory.core.store.NodeRecord(
        id, user, partition, Scope.personal, "Person", id, null, false, at, at, null, null);
  }

  @Test
  void theChangeFeedReadsOneUsersEntriesOfTheScopeLabelledFromTheirRows() {
    Instant at = clock.instant();
    for (String user : List.of("feed-u", "feed-v")) {
      store.write(
          user,
          tx -> {
            tx.ensureUser(user, at);
            tx.insertNode(feedNode("node_" + user + "_p", user, "memory:personal", at));
            tx.appendChange(user, "node", "node_" + user + "_p", "upsert", at);
            tx.insertNode(feedNode("node_" + user + "_w", user, "memory:work", at));
            tx.appendChange(user, "node", "node_" + user + "_w", "upsert", at);
            return null;
          });
    }
    // A removal is logged before the row goes, so it keeps the row's partition.
    store.write(
        "feed-u",
        tx -> {
          tx.appendChange("feed-u", "node", "node_feed-u_w", "delete", at);
          tx.markNodeDeleted("node_feed-u_w", at);
          return null;
        });
    var all =
        store.read(
            "feed-u",
            tx -> {
              long head = tx.feed().head("feed-u");
              return tx.feed().entries(new ReadScope("feed-u", java.util.Set.of()), 0, head, 100);
            });
    assertThat(all)
        .extracting(r -> r.entityId() + "/" + r.action() + "/" + r.partitionKey())
        .containsExactly(
            "node_feed-u_p/upsert/memory:personal",
            "node_feed-u_w/upsert/memory:work",
            "node_feed-u_w/delete/memory:work");
    assertThat(all.get(2).nodeState()).isEqualTo("deleted");
    var personal =
        store.read(
            "feed-u",
            tx ->
                tx.feed()
                    .entries(
                        new ReadScope("feed-u", java.util.Set.of("memory:personal")),
                        0,
                        Long.MAX_VALUE,
                        100));
    assertThat(personal).extracting(r -> r.entityId()).containsExactly("node_feed-u_p");
    // Compaction removes the user's entries up to a sequence and records where the feed starts.
    long first = all.get(0).seq();
    int removed = store.write("feed-u", tx -> tx.feed().compact("feed-u", first, at));
    assertThat(removed).isEqualTo(1);
    var state = store.read("feed-u", tx -> tx.feed().state("feed-u"));
    assertThat(state.retainedFromSeq()).isEqualTo(first + 1);
    assertThat(state.feedEpoch()).isEqualTo(1);
    // The other user's entries are untouched and never read for this one.
    long otherHead = store.read("feed-v", tx -> tx.feed().head("feed-v"));
    assertThat(otherHead).isPositive();
    List<dev.assistantmemory.core.store.ChangeFeedTx.FeedRow> others =
        store.read(
            "feed-v",
            tx ->
                tx.feed()
                    .entries(new ReadScope("feed-v", java.util.Set.of()), 0, Long.MAX_VALUE, 100));
    assertThat(others).hasSize(2).allSatisfy(r -> assertThat(r.userId()).isEqualTo("feed-v"));
    var next = store.write("feed-u", tx -> tx.feed().startEpoch("feed-u", 1000, at));
    assertThat(next.feedEpoch()).isEqualTo(2);
    assertThat(next.retainedFromSeq()).isEqualTo(1000);
    assertThat(store.read("feed-v", tx -> tx.feed().state("feed-v")).feedEpoch()).isEqualTo(1);
  }

  @Test
  void concurrentWorkersNeverClaimTheSameJob() throws Exception {
    for (int i = 0; i < 20; i++) {
      accept("doc-" + i);
    }
    java.util.Set<String> claimed = java.util.concurrent.ConcurrentHashMap.newKeySet();
    java.util.concurrent.atomic.AtomicInteger duplicates =
        new java.util.concurrent.atomic.AtomicInteger();
    var pool = java.util.concurrent.Executors.newFixedThreadPool(4);
    List<java.util.concurrent.Future<?>> futures = new java.util.ArrayList<>();
    for (int w = 0; w < 4; w++) {
      String worker = "w" + w;
      futures.add(
          pool.submit(
              () -> {
                while (true) {
                  var job = queue.claim(worker, LEASE);
                  if (job.isEmpty()) {
                    return null;
                  }
                  if (!claimed.add(job.get().id())) {
                    duplicates.incrementAndGet();
                  }
                }
              }));
    }
    for (var f : futures) {
      f.get();
    }
    pool.shutdown();
    assertThat(claimed).hasSize(20);
    assertThat(duplicates.get()).isZero();
  }
}
