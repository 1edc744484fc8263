package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * The nineteenth audit (docs/contract-audit.md): the change feed tells of the claims and nodes a
 * source-lifecycle command hides from the reads or shows again (stop 42's X1), and what the probe
 * of the wire contract found. Real HTTP on SQLite (PostgreSQL through {@link
 * NineteenthAuditPostgresIT}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class NineteenthAuditIT {
  private static final String TOKEN = "maint-secret-token-nineteen-0123456789abcdef";

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  TestServer server;

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  @Test
  void aTombstoneAndARestoreReachTheFeedForTheClaimsAndNodesTheyHideAndShow() {
    String user = "a19-feed";
    JsonNode doc = ingest(user, "a19-1", "Notes from the harbour walk.");
    String docId = doc.path("sourceId").asString();
    String zed = server.node(user, "Person", "Zebedee Quill");
    String ada = server.node(user, "Person", "Ada Lovelace");
    String only = claim(user, zed, "Zebedee keeps the lighthouse lamp", "lighthouse lamp", docId);
    String cited = claim(user, ada, "Ada sketches the lighthouse", "sketches lighthouse", docId);
    String typed = claim(user, ada, "Ada is curious", "curious", null);
    String cursor = feed(user, null, new LinkedHashMap<>());
    assertThat(searchClaims(user)).as("before").contains(only, cited);

    assertThat(lifecycle(user, doc, "tombstone").status()).isEqualTo(200);
    Map<String, JsonNode> hidden = new LinkedHashMap<>();
    cursor = feed(user, cursor, hidden);
    for (String id : List.of(only, cited, zed)) {
      JsonNode e = hidden.get(id);
      assertThat(e).as("the tombstone's event for " + id + " in " + hidden.keySet()).isNotNull();
      assertThat(e.path("action").asString()).as(e.toString()).isEqualTo("tombstone");
      assertThat(e.path("kind").asString()).as(e.toString()).isEqualTo("deletion");
      assertThat(e.path("status").asString()).as(e.toString()).isEqualTo("deleted");
    }
    assertThat(hidden).as("still read").doesNotContainKeys(ada, typed);
    // Read again from the start, the claim's creation says what the claim is now: gone.
    Map<String, JsonNode> replay = new LinkedHashMap<>();
    feed(user, null, replay);
    assertThat(replay.get(only).path("status").asString()).isEqualTo("deleted");
    assertThat(replay.get(typed).path("status").asString()).isEqualTo("active");
    assertThat(searchClaims(user)).as("after the tombstone").doesNotContain(only, cited);

    assertThat(lifecycle(user, doc, "restore").status()).isEqualTo(200);
    Map<String, JsonNode> back = new LinkedHashMap<>();
    feed(user, cursor, back);
    assertThat(back).as("the restore's events").containsKeys(only, cited, zed);
    assertThat(back).doesNotContainKeys(ada, typed);
    for (String id : List.of(only, cited)) {
      JsonNode e = back.get(id);
      assertThat(e.path("action").asString()).as(e.toString()).isEqualTo("upsert");
      assertThat(e.path("kind").asString()).as(e.toString()).isEqualTo("claim");
      assertThat(e.path("status").asString()).as(e.toString()).isEqualTo("active");
    }
    assertThat(back.get(zed).path("kind").asString()).isEqualTo("node");
    assertThat(back.get(zed).path("status").asString()).isEqualTo("live");
    assertThat(searchClaims(user)).as("after the restore").contains(only, cited);
  }

  @Test
  void aClaimATombstoneHidThatAnotherSourceSaysAgainReachesTheFeedAgain() {
    String user = "a19-again";
    String text = "My colleague Wilhelmina Oakes works at Philips.";
    String cursor = feed(user, null, new LinkedHashMap<>());
    JsonNode first = ingest(user, "a19-again-1", text);
    Map<String, JsonNode> made = new LinkedHashMap<>();
    cursor = feed(user, cursor, made);
    List<String> claims = new ArrayList<>();
    made.forEach(
        (id, e) -> {
          if ("claim".equals(e.path("kind").asString())) {
            claims.add(id);
          }
        });
    assertThat(claims).as("the extraction's claims in " + made).isNotEmpty();

    assertThat(lifecycle(user, first, "tombstone").status()).isEqualTo(200);
    Map<String, JsonNode> hidden = new LinkedHashMap<>();
    cursor = feed(user, cursor, hidden);
    assertThat(hidden).as("the tombstone's events").containsKeys(claims.toArray(String[]::new));

    ingest(user, "a19-again-2", text); // the same claims again: evidence from a live source
    Map<String, JsonNode> again = new LinkedHashMap<>();
    feed(user, cursor, again);
    // A mirror that applied the tombstone's deletes must hear of each one read again: replayed
    // from the start, the feed says what each entity is now.
    Map<String, JsonNode> now = new LinkedHashMap<>();
    feed(user, null, now);
    List<String> shown = new ArrayList<>();
    hidden.forEach(
        (id, e) -> {
          String status = now.get(id).path("status").asString();
          if (status.equals("active") || status.equals("live")) {
            shown.add(id);
            JsonNode back = again.get(id);
            assertThat(back).as(id + " read again, so in " + again.keySet()).isNotNull();
            assertThat(back.path("action").asString()).as(back.toString()).isEqualTo("upsert");
            assertThat(back.path("status").asString()).as(back.toString()).isEqualTo(status);
          }
        });
    assertThat(shown).as("the repeated claim is read again").containsAnyElementsOf(claims);
  }

  @Test
  void aPurgeOfALiveSourceReachesTheFeedForWhatOnlyItSaid() {
    String user = "a19-purge";
    JsonNode doc = ingest(user, "a19-2", "Notes from the orchard.");
    String docId = doc.path("sourceId").asString();
    String pip = server.node(user, "Person", "Pippa Russet");
    String only = claim(user, pip, "Pippa grafts the pear trees", "grafts pear trees", docId);
    String cursor = feed(user, null, new LinkedHashMap<>());

    assertThat(lifecycle(user, doc, "purge").status()).isEqualTo(200);
    Map<String, JsonNode> gone = new LinkedHashMap<>();
    feed(user, cursor, gone);
    assertThat(gone).as("the purge's events").containsKeys(only, pip);
    assertThat(gone.get(only).path("action").asString()).isEqualTo("tombstone");
    assertThat(gone.get(pip).path("status").asString()).isEqualTo("deleted");
  }

  @Test
  void aTitleOnlyRevisionTellsThePartitionsFeedOfTheChunksItReplaces() {
    String user = "a19-title";
    JsonNode doc = ingest(user, "a19-3", "The kestrel hovers over the verge.");
    String docId = doc.path("sourceId").asString();
    Map<String, JsonNode> before = new LinkedHashMap<>();
    String cursor = feed(user, null, before);
    List<String> chunks = new ArrayList<>();
    before.forEach(
        (id, e) -> {
          if ("chunk".equals(e.path("entityType").asString())
              && docId.equals(e.path("sourceId").asString())) {
            chunks.add(id);
          }
        });
    assertThat(chunks).isNotEmpty();

    Map<String, Object> d = new LinkedHashMap<>();
    d.put("id", "a19-3");
    d.put("content", "The kestrel hovers over the verge.");
    d.put("title", "Renamed a19-3");
    Response r = server.post("/ingest/document", Map.of("userId", user, "document", d));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    Map<String, JsonNode> after = new LinkedHashMap<>();
    feed(user, cursor, after);
    for (String id : chunks) {
      JsonNode e = after.get(id);
      assertThat(e).as("the replaced chunk " + id + " in " + after.values()).isNotNull();
      assertThat(e.path("action").asString()).isEqualTo("tombstone");
      assertThat(e.path("partitionKey").asString()).isEqualTo("memory:personal");
      assertThat(e.path("sourceId").asString()).isEqualTo(docId);
    }
  }

  @Test
  void rollupRefusesAStartDateThatIsNoCalendarDay() {
    for (String day : List.of("2026-13-01", "2026-02-30")) {
      Response r = server.post("/rollup", Map.of("userId", "a19-rollup", "startDate", day));
      TestServer.assertInvalid(r, "startDate", "custom");
    }
    Response fine =
        server.post("/rollup", Map.of("userId", "a19-rollup", "startDate", "2026-02-28"));
    assertThat(fine.status()).as(fine.raw()).isEqualTo(200);
  }

  @Test
  void aDueInstantIsWrittenInTheYearItFallsInAndOnlyWithinFourDigitYears() {
    String user = "a19-years";
    // Tokyo's local mean time (+09:18:59) puts 00:30 on 1 January of year 1 in year 0, which
    // PostgreSQL cannot hold (it was written 0001-12-31, a year late); 10:00 stays in year 1.
    Map<String, Object> early = new LinkedHashMap<>();
    early.put("userId", user);
    early.put("label", "Year one task");
    early.put("dueOn", "0001-01-01");
    early.put("dueTime", "00:30");
    early.put("timeZone", "Asia/Tokyo");
    TestServer.assertInvalid(server.post("/commitments/create", early), "dueOn", "custom");
    early.put("dueTime", "10:00");
    JsonNode made = server.ok("/commitments/create", early);
    assertThat(made.path("dueAt").asString()).isEqualTo("0001-01-01T00:41:01.000Z");
    // Read back: PostgreSQL's driver read an instant before 1582-10-15 in the Julian calendar (Y7).
    JsonNode got =
        server.ok(
            "/commitments/get", Map.of("userId", user, "taskId", made.path("taskId").asString()));
    assertThat(got.path("dueAt").asString()).isEqualTo("0001-01-01T00:41:01.000Z");

    // 23:00 on 31 December 9999 at UTC-11 is in year 10000: no ISO-8601 instant of four digits.
    Map<String, Object> late = new LinkedHashMap<>(early);
    late.put("label", "Year ten thousand task");
    late.put("dueOn", "9999-12-31");
    late.put("dueTime", "23:00");
    late.put("timeZone", "Pacific/Pago_Pago");
    TestServer.assertInvalid(server.post("/commitments/create", late), "dueOn", "custom");
    Map<String, Object> due = new LinkedHashMap<>();
    due.put("userId", user);
    due.put("taskId", made.path("taskId").asString());
    due.put("dueOn", "9999-12-31");
    due.put("dueTime", "23:00");
    due.put("timeZone", "Pacific/Pago_Pago");
    TestServer.assertInvalid(server.post("/commitments/due", due), "dueOn", "custom");
    JsonNode list = server.ok("/commitments/list", Map.of("userId", user, "provenance", "all"));
    assertThat(list.path("commitments")).as("nothing written").hasSize(1);
  }

  @Test
  void aFileSourceWhoseBlobVanishedLeavesThePartitionsFeedToo() throws Exception {
    String user = "a19-blob";
    String text = "# Lost\n\nThe lost notes talk about obsidian.\n";
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    FileIngestIT.Multipart upload =
        FileIngestIT.multipart(
            Map.of("userId", user, "externalId", "lost"), "lost.md", "text/markdown", bytes);
    HttpResponse<String> res =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create(server.base() + "/ingest/file"))
                    .header("Content-Type", "multipart/form-data; boundary=" + upload.boundary())
                    .POST(HttpRequest.BodyPublishers.ofByteArray(upload.body()))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(res.statusCode()).as(res.body()).isEqualTo(202);
    JsonNode accepted = TestServer.JSON.readTree(res.body());
    String src = accepted.path("sourceId").asString();
    server.awaitProcessed(user, accepted.path("ingestionOperationId").asString());
    Map<String, JsonNode> before = new LinkedHashMap<>();
    String cursor = feed(user, null, before);
    List<String> chunks = new ArrayList<>();
    before.forEach(
        (id, e) -> {
          if (src.equals(e.path("sourceId").asString())) {
            chunks.add(id);
          }
        });
    assertThat(chunks).isNotEmpty();
    String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    Files.delete(server.dataDir().resolve("blobs").resolve(sha.substring(0, 2)).resolve(sha));

    JsonNode pruned =
        server.ok(
            "/maintenance/prune-orphan-nodes",
            Map.of("userId", user, "dryRun", false, "olderThanDays", 0));
    assertThat(pruned.path("deletedMissingBlobSourceCount").asInt()).isEqualTo(1);
    Map<String, JsonNode> after = new LinkedHashMap<>();
    feed(user, cursor, after);
    for (String id : chunks) {
      JsonNode e = after.get(id);
      assertThat(e).as("the removed source's chunk " + id + " in " + after.keySet()).isNotNull();
      assertThat(e.path("action").asString()).isEqualTo("tombstone");
      assertThat(e.path("status").asString()).isEqualTo("deleted");
    }
  }

  /** Pages one pass of the feed from {@code cursor}, the last event of each entity by its id. */
  private String feed(String user, String cursor, Map<String, JsonNode> out) {
    while (true) {
      Map<String, Object> body = new LinkedHashMap<>();
      body.put("userId", user);
      body.put("limit", 500);
      if (cursor != null) {
        body.put("cursor", cursor);
      }
      JsonNode page = server.ok("/query/change-feed", body);
      for (JsonNode e : page.path("events")) {
        out.put(e.path("entityId").asString(), e);
      }
      cursor = page.path("nextCursor").asString();
      if (page.path("complete").asBoolean()) {
        return cursor;
      }
    }
  }

  private List<String> searchClaims(String user) {
    server.awaitIndexed();
    List<String> out = new ArrayList<>();
    server
        .ok("/search", Map.of("userId", user, "query", "lighthouse", "limit", 50))
        .path("hits")
        .forEach(h -> out.add(h.path("claimId").asString()));
    return out;
  }

  private String claim(String user, String subject, String statement, String value, String src) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    body.put("subjectNodeId", subject);
    body.put("predicate", "HAS_ATTRIBUTE");
    body.put("statement", statement);
    body.put("objectValue", value);
    if (src != null) {
      body.put("sourceId", src);
    }
    Response r = server.post("/claim/create", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("claim").path("id").asString();
  }

  private JsonNode ingest(String user, String id, String content) {
    return server.ingestDocument(user, id, content);
  }

  private Response lifecycle(String user, JsonNode source, String action) {
    return server.sourceLifecycle(user, source, action, TOKEN);
  }
}
