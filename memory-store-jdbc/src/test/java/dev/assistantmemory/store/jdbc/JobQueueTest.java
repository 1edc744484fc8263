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
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.Scope;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The durable queue on a real SQLite file: leases, takeover, retries, terminal failure. */
class JobQueueTest {
  private static final Duration LEASE = Duration.ofSeconds(30);

  @TempDir Path dir;
  MutableClock clock = new MutableClock(Instant.parse("2026-05-01T10:00:00Z"));
  JdbiMemoryStore store;
  JdbiJobQueue queue;
  IngestService ingest;

  @BeforeEach
  void open() {
    store = JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 2);
    queue = new JdbiJobQueue(store, clock);
    ingest = new IngestService(store, clock, 3, () -> {});
  }

  @AfterEach
  void close() {
    store.close();
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
            null));
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
                store.write(
                    tx -> {
                      queue.complete(tx, mine.id(), "w1");
                      return null;
                    }))
        .isInstanceOf(LeaseLostException.class);
    store.write(
        tx -> {
          queue.complete(tx, taken.id(), "w2");
          return null;
        });
    assertThat(store.read(tx -> tx.findJob(mine.id())).orElseThrow().status())
        .isEqualTo(JobRecord.SUCCEEDED);
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
    store.write(
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
    JobRecord job = store.read(tx -> tx.findJob(op.jobId())).orElseThrow();
    assertThat(job.status()).isEqualTo(JobRecord.FAILED);
    assertThat(job.attempts()).isEqualTo(3);
  }

  @Test
  void aReceiptWhoseJobFailedReadsAsInterrupted() {
    IngestReceipt receipt = accept("d1");
    JobRecord job = queue.claim("w1", LEASE).orElseThrow();
    store.write(
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
        store.read(tx -> tx.findOperation("u1", receipt.ingestionOperationId())).orElseThrow();
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
                null));

    assertThat(second.sourceId()).isEqualTo(first.sourceId());
    assertThat(second.sourceVersion()).isEqualTo(2);
    OperationRecord older =
        store.read(tx -> tx.findOperation("u1", first.ingestionOperationId())).orElseThrow();
    assertThat(older.status()).isEqualTo(ReceiptStatus.failed);
    assertThat(older.errorCode()).isEqualTo("SUPERSEDED_OPERATION");
    assertThat(store.read(tx -> tx.findJob(older.jobId())).orElseThrow().status())
        .isEqualTo(JobRecord.CANCELLED);
  }

  @Test
  void theAuditLogIsInsertOnly() {
    store.write(
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
                store.write(
                    tx -> ((JdbiStoreTx) tx).handle().execute("UPDATE audit_log SET reason = 'x'")))
        .hasMessageContaining("could not complete");
    assertThatThrownBy(
            () -> store.write(tx -> ((JdbiStoreTx) tx).handle().execute("DELETE FROM audit_log")))
        .hasMessageContaining("could not complete");
  }
}
