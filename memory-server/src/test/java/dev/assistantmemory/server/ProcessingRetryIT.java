package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.ingest.IngestService;
import dev.assistantmemory.core.job.JobHandler;
import dev.assistantmemory.core.job.JobWorker;
import dev.assistantmemory.core.job.RetryPolicy;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.JdbiJobQueue;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * POST /sources/processing/retry over real HTTP, with every 409 of CONTRACT.md 4.6, the
 * PROCESSING_INTERRUPTED projection and the lost-job rule. Failures come from a real {@link
 * JobWorker} whose handler crashes (the service's own workers are off in the first phase); the
 * retried jobs then run on a normal service over the same data.
 */
@ExtendWith(TestServerExtension.class)
class ProcessingRetryIT {
  private TestBackend backend;

  /** A backend per test: both phases of a test open the same data. */
  @BeforeEach
  void setUp(TestBackend backend) {
    this.backend = backend;
  }

  private static Map<String, Object> doc(String user, String id, String content) {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("id", id);
    d.put("content", content);
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    body.put("document", d);
    return body;
  }

  private static String op(Response r) {
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    return r.body().path("ingestionOperationId").asString();
  }

  private static Response retry(TestServer s, String user, String operationId) {
    return s.post("/sources/processing/retry", Map.of("userId", user, "operationId", operationId));
  }

  private static JsonNode receipt(TestServer s, String user, String operationId) {
    return s.post("/sources/processing", Map.of("userId", user, "operationId", operationId))
        .body()
        .path("processing");
  }

  private static void assertConflict(Response r, ErrorCode code) {
    assertThat(r.status()).as(r.raw()).isEqualTo(409);
    assertThat(r.body().path("data").path("code").asString()).as(r.raw()).isEqualTo(code.name());
    assertThat(r.raw()).doesNotContain("Exception");
  }

  /**
   * Runs the next queued job on a real worker whose handler crashes on its last attempt; {@code
   * recordOnReceipt} false leaves the receipt as it was (a crash between the job's failure and the
   * receipt's update: the PROCESSING_INTERRUPTED case).
   */
  private static JobRecord crashNextJob(TestServer s, boolean recordOnReceipt) {
    JobRecord[] ran = new JobRecord[1];
    Clock clock = Clock.systemUTC();
    JobHandler crashing =
        new JobHandler() {
          @Override
          public String kind() {
            return IngestService.DOCUMENT_JOB;
          }

          @Override
          public void run(JobRecord job, String workerId) {
            ran[0] = job;
            throw new IllegalStateException("extractor crashed");
          }

          @Override
          public void onTerminalFailure(StoreTx tx, JobRecord job, ErrorCode errorCode) {
            if (recordOnReceipt) {
              OperationRecord op = tx.findOperation(job.userId(), job.operationId()).orElseThrow();
              tx.updateOperation(
                  op.id(), ReceiptStatus.failed, op.stage(), errorCode.name(), clock.instant());
            }
          }
        };
    JobWorker worker =
        new JobWorker(
            s.app().store(),
            new JdbiJobQueue(s.app().store(), clock),
            Map.of(IngestService.DOCUMENT_JOB, crashing),
            0,
            Duration.ofSeconds(30),
            Duration.ofMillis(100),
            RetryPolicy.DEFAULT);
    assertThat(worker.runOne()).isTrue();
    assertThat(ran[0]).isNotNull();
    return ran[0];
  }

  @Test
  void retryReopensFailedWorkRefusesEveryOtherCaseAndRestoresLostJobs() {
    String user = "rt-user";
    String op1;
    String op2;
    try (TestServer s =
        backend.open("data", Map.of(Setting.WORKERS, "0", Setting.MAX_ATTEMPTS, "1"))) {
      // Active: a worker holds the job's lease (long enough never to expire in this test).
      String op0 = op(s.post("/ingest/document", doc(user, "r-0", "Lease me.")));
      JobRecord claimed =
          new JdbiJobQueue(s.app().store(), Clock.systemUTC())
              .claim("test-holder", Duration.ofHours(1))
              .orElseThrow();
      assertThat(claimed.operationId()).isEqualTo(op0);
      assertConflict(retry(s, user, op0), ErrorCode.RETRY_REFUSED);

      op1 =
          op(
              s.post(
                  "/ingest/document", doc(user, "r-1", "The greenhouse key is under the slate.")));
      // Queued with its job waiting: not failed.
      assertConflict(retry(s, user, op1), ErrorCode.RETRY_REFUSED);
      assertThat(crashNextJob(s, true).operationId()).isEqualTo(op1);
      JsonNode failed = receipt(s, user, op1);
      assertThat(failed.path("status").asString()).isEqualTo("failed");
      assertThat(failed.path("errorCode").asString()).isEqualTo("EXTRACTION_FAILED");
      int attempt = failed.path("attempt").asInt();

      // Interrupted: the job failed, the receipt still says queued.
      op2 = op(s.post("/ingest/document", doc(user, "r-2", "The boat trailer needs new tyres.")));
      assertThat(crashNextJob(s, false).operationId()).isEqualTo(op2);
      JsonNode interrupted = receipt(s, user, op2);
      assertThat(interrupted.path("status").asString()).isEqualTo("failed");
      assertThat(interrupted.path("errorCode").asString()).isEqualTo("PROCESSING_INTERRUPTED");
      OperationRecord stored =
          s.app().store().read(user, tx -> tx.findOperation(user, op2)).orElseThrow();
      assertThat(stored.status()).as("the projection is read-only").isEqualTo(ReceiptStatus.queued);
      assertThat(stored.errorCode()).isNull();

      String op4 = op(s.post("/ingest/document", doc(user, "r-4", "Old plan.")));
      assertThat(crashNextJob(s, true).operationId()).isEqualTo(op4);

      // Unknown, another user's, another partition's: 409 PARTITION_UNAUTHORIZED, nothing changes.
      assertConflict(
          retry(s, user, "00000000-0000-0000-0000-000000000000"), ErrorCode.PARTITION_UNAUTHORIZED);
      assertConflict(retry(s, "rt-other", op1), ErrorCode.PARTITION_UNAUTHORIZED);
      op(s.post("/ingest/document", withPartition(doc(user, "w-1", "Work note."), "work")));
      Response otherPartition =
          s.post(
              "/sources/processing/retry",
              Map.of("userId", user, "partitionKey", "work", "operationId", op1));
      assertConflict(otherPartition, ErrorCode.PARTITION_UNAUTHORIZED);
      assertThat(receipt(s, user, op1).path("status").asString()).isEqualTo("failed");
      assertThat(receipt(s, user, op1).path("attempt").asInt()).isEqualTo(attempt);

      Response reopened = retry(s, user, op1);
      assertThat(reopened.status()).as(reopened.raw()).isEqualTo(200);
      JsonNode p = reopened.body().path("processing");
      assertThat(p.path("operationId").asString()).isEqualTo(op1);
      assertThat(p.path("status").asString()).isEqualTo("queued");
      assertThat(p.path("attempt").asInt()).isEqualTo(attempt + 1);
      assertThat(p.path("errorCode").isNull()).isTrue();
      assertThat(p.path("completedAt").isNull()).isTrue();
      // Reopened and waiting: a second retry is refused.
      assertConflict(retry(s, user, op1), ErrorCode.RETRY_REFUSED);

      // Resubmitting the identical request restores the lost job: same operation, queued again.
      Response resent =
          s.post("/ingest/document", doc(user, "r-2", "The boat trailer needs new tyres."));
      assertThat(resent.status()).as(resent.raw()).isEqualTo(200);
      assertThat(op(resent)).isEqualTo(op2);
      assertThat(receipt(s, user, op2).path("status").asString()).isEqualTo("queued");
      assertThat(receipt(s, user, op2).path("errorCode").isNull()).isTrue();

      // Superseded: a newer revision failed the older operation.
      String op3 = op(s.post("/ingest/document", doc(user, "r-3", "Version one.")));
      op(s.post("/ingest/document", doc(user, "r-3", "Version two.")));
      assertThat(receipt(s, user, op3).path("errorCode").asString())
          .isEqualTo("SUPERSEDED_OPERATION");
      Response superseded = retry(s, user, op3);
      assertConflict(superseded, ErrorCode.SOURCE_VERSION_CONFLICT);
      assertThat(superseded.body().path("data").path("currentSourceVersion").asInt()).isEqualTo(2);

      // Tombstoned: the failed operation's source was replaced with updateExisting.
      Map<String, Object> replace = doc(user, "r-4", "New plan.");
      replace.put("updateExisting", true);
      op(s.post("/ingest/document", replace));
      assertConflict(retry(s, user, op4), ErrorCode.SOURCE_TOMBSTONED);
    }

    // The retried and restored jobs run on a normal service over the same data.
    try (TestServer s = backend.open("data", Map.of())) {
      JsonNode done = s.awaitProcessed(user, op1);
      assertThat(done.path("status").asString()).isEqualTo("completed");
      assertThat(s.awaitProcessed(user, op2).path("status").asString()).isEqualTo("completed");
      JsonNode hits =
          s.post("/query/search", Map.of("userId", user, "query", "greenhouse key slate"))
              .body()
              .path("sourceChunks");
      assertThat(hits.toString()).contains("greenhouse key is under the slate");
      // Completed: not failed.
      assertConflict(retry(s, user, op1), ErrorCode.RETRY_REFUSED);
    }
  }

  private static Map<String, Object> withPartition(Map<String, Object> body, String partition) {
    body.put("partitionKey", partition);
    return body;
  }
}
