package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tools.jackson.databind.JsonNode;

/**
 * Re-extraction end to end on the real service: a conversation ingested over HTTP and extracted by
 * the rules, then a derived claim the rules do not give written as if an older rule had made it
 * (origin extraction, citing the message). The REST dry run reports its retraction and leaves it
 * active; the real run queues a receipt whose job retracts it and keeps the report; the CLI reads
 * the receipt back and its dry run then finds nothing left to change.
 */
class ReExtractionIT {
  private static final String USER = "rx-it";

  @TempDir Path dir;

  @Test
  void aStaleDerivedClaimIsReportedByTheDryRunThenRetractedByTheJobWithAReceipt() {
    String operationId;
    String staleId;
    String preferenceId;
    try (TestServer server = new TestServer(dir.resolve("data"))) {
      Response ingested =
          server.post(
              "/ingest/conversation",
              IngestSearchIT.conversation(
                  USER,
                  "chat-1",
                  List.of(
                      IngestSearchIT.message(
                          "m1", "user", "I prefer window seats.", "2026-04-28T10:00:00Z"))));
      assertThat(ingested.status()).as(ingested.raw()).isIn(200, 202);
      server.awaitProcessed(USER, ingested.body().path("ingestionOperationId").asString());
      String chat = ingested.body().path("sourceId").asString();

      var app = server.app();
      NodeRecord self = app.store().read(USER, tx -> tx.findSelfNode(USER)).orElseThrow();
      ClaimRecord preference =
          app.store().read(USER, tx -> tx.activeClaims(USER, self.id(), "HAS_PREFERENCE")).get(0);
      preferenceId = preference.id();
      staleId =
          app.store()
              .write(
                  USER,
                  tx ->
                      app.graph()
                          .writes()
                          .batchIn(tx, USER, ClaimRecord.ORIGIN_EXTRACTION)
                          .createClaim(
                              new ClaimCreate(
                                  USER,
                                  self.id(),
                                  "HAS_PREFERENCE",
                                  null,
                                  "tea",
                                  "The user likes tea",
                                  null,
                                  preference.sourceId(),
                                  "I prefer window seats.",
                                  preference.statedAt(),
                                  null,
                                  null,
                                  "user",
                                  null),
                              null,
                              false)
                          .orElseThrow()
                          .id());

      Response preview = server.post("/maintenance/reextract", Map.of("userId", USER));
      assertThat(preview.status()).as(preview.raw()).isEqualTo(200);
      assertThat(preview.body().path("dryRun").asBoolean()).isTrue();
      JsonNode source = preview.body().path("sources").get(0);
      assertThat(source.path("sourceId").asString()).isEqualTo(chat);
      assertThat(source.path("claimsRetracted").get(0).asString()).isEqualTo("The user likes tea");
      assertThat(source.path("claimsKept").asInt()).isEqualTo(1);
      assertThat(preview.body().path("totals").path("claimsRetracted").asInt()).isEqualTo(1);
      assertThat(status(app, staleId)).as("a dry run writes nothing").isEqualTo("active");

      Response bad = server.post("/maintenance/reextract", Map.of("userId", USER, "dryRun", "yes"));
      assertThat(bad.status()).isEqualTo(400);
      assertThat(bad.body().path("field").asString()).isEqualTo("dryRun");
      Response elsewhere =
          server.post("/maintenance/reextract", Map.of("userId", "rx-other", "sourceId", chat));
      assertThat(elsewhere.status()).as("another user's source is unknown").isEqualTo(404);

      Response queued =
          server.post(
              "/maintenance/reextract", Map.of("userId", USER, "sourceId", chat, "dryRun", false));
      assertThat(queued.status()).as(queued.raw()).isEqualTo(200);
      JsonNode receipt = queued.body().path("receipts").get(0);
      operationId = receipt.path("operationId").asString();
      assertThat(receipt.path("jobId").asString()).startsWith("job_");
      server.awaitProcessed(USER, operationId);

      JsonNode done =
          server
              .post(
                  "/maintenance/reextract/receipt",
                  Map.of("userId", USER, "operationId", operationId))
              .body();
      assertThat(done.path("status").asString()).isEqualTo("completed");
      assertThat(done.path("changes").path("claimsRetracted").get(0).asString())
          .isEqualTo("The user likes tea");
      assertThat(status(app, staleId)).isEqualTo("retracted");
      assertThat(status(app, preferenceId)).isEqualTo("active");
      assertThat(
              server
                  .post(
                      "/maintenance/reextract/receipt",
                      Map.of("userId", "rx-other", "operationId", operationId))
                  .status())
          .isEqualTo(404);
    }

    Run read = cli("reextract", "--user", USER, "--receipt", operationId);
    assertThat(read.exitCode()).as(read.err()).isZero();
    assertThat(read.out())
        .contains("receipt " + operationId)
        .contains(": completed")
        .contains("-retracted The user likes tea");
    Run again = cli("reextract", "--user", USER, "--dry-run");
    assertThat(again.exitCode()).as(again.err()).isZero();
    assertThat(again.out())
        .contains("nothing was written")
        .contains("0 claims added, 0 filed as history, 0 superseded, 0 retracted, 1 kept");
    Run real = cli("reextract", "--user", USER);
    assertThat(real.exitCode()).as(real.err()).isZero();
    assertThat(real.out())
        .contains("queued 1 re-extraction receipts")
        .contains("re-extracted 1 of 1");
    Run everyone = cli("reextract", "--all-users", "--dry-run");
    assertThat(everyone.exitCode()).as(everyone.err()).isZero();
    assertThat(everyone.out()).contains("dry run for user " + USER);
    assertThat(cli("reextract", "--dry-run").exitCode()).as("no user named").isEqualTo(2);
    Run unknown = cli("reextract", "--user", USER, "--source", "src_nope", "--dry-run");
    assertThat(unknown.exitCode()).isEqualTo(Main.EXIT_USAGE);
  }

  private static String status(dev.assistantmemory.server.MemoryApplication app, String claimId) {
    await()
        .atMost(Duration.ofSeconds(5))
        .until(() -> app.store().read(USER, tx -> tx.findClaim(USER, claimId)).isPresent());
    return app.store().read(USER, tx -> tx.findClaim(USER, claimId)).orElseThrow().status();
  }

  record Run(int exitCode, String out, String err) {}

  private Run cli(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli =
        new CommandLine(new Main())
            .setOut(new PrintWriter(out, true))
            .setErr(new PrintWriter(err, true));
    String[] all = new String[args.length + 2];
    System.arraycopy(args, 0, all, 0, args.length);
    all[args.length] = "--data-dir";
    all[args.length + 1] = dir.resolve("data").toString();
    return new Run(cli.execute(all), out.toString(), err.toString());
  }
}
