package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * /sources/identity/lifecycle over real HTTP on a real SQLite file: retirement blocks every source
 * type (documents, conversations and their messages, transcripts, even before creation), restore
 * lifts it, other users and partitions are untouched; 20 concurrent first requests of one identity
 * make one source with one fallback timestamp.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class IdentityLifecycleIT {
  TestServer server;

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  private static Map<String, Object> doc(String user, String partition, String id, String text) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    if (partition != null) {
      body.put("partitionKey", partition);
    }
    body.put("document", Map.of("id", id, "content", text));
    return body;
  }

  private static Map<String, Object> conversation(String user, String convId, String msgId) {
    return Map.of(
        "userId",
        user,
        "conversation",
        Map.of(
            "id",
            convId,
            "messages",
            List.of(
                Map.of(
                    "id",
                    msgId,
                    "role",
                    "user",
                    "content",
                    "Message " + msgId,
                    "timestamp",
                    "2026-04-01T10:00:00.000Z"))));
  }

  private static Map<String, Object> transcript(String user, String id) {
    return Map.of(
        "userId",
        user,
        "transcriptId",
        id,
        "occurredAt",
        "2026-04-02T09:00:00.000Z",
        "content",
        Map.of("kind", "raw", "text", "Ann: Hello.\nBo: Hi."));
  }

  private Response lifecycle(
      String user, String partition, String action, List<Map<String, Object>> identities) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    if (partition != null) {
      body.put("partitionKey", partition);
    }
    body.put("identities", identities);
    body.put("action", action);
    return server.post("/sources/identity/lifecycle", body);
  }

  private static Map<String, Object> identity(String type, String externalId) {
    return Map.of("type", type, "externalId", externalId);
  }

  private static void assertRetired(Response r) {
    assertThat(r.status()).as(r.raw()).isEqualTo(409);
    assertThat(r.body().path("data").path("code").asString()).isEqualTo("SOURCE_IDENTITY_RETIRED");
    assertThat(r.raw()).doesNotContain("Exception");
  }

  private int count(String user, String type) {
    Response r = server.post("/sources/list", Map.of("userId", user, "type", type, "limit", 200));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body().path("sources").size();
  }

  private int countIn(String user, String partition, String type) {
    Response r =
        server.post(
            "/sources/list",
            Map.of("userId", user, "partitionKey", partition, "type", type, "limit", 200));
    return r.body().path("sources").size();
  }

  @Test
  void retirementBlocksEverySourceTypeAndRestoreLiftsIt() {
    String user = "il-all";
    Response d = server.post("/ingest/document", doc(user, null, "d-1", "First text."));
    assertThat(d.status()).as(d.raw()).isEqualTo(202);
    String docId = d.body().path("sourceId").asString();
    Response c = server.post("/ingest/conversation", conversation(user, "c-1", "c-1/m1"));
    assertThat(c.status()).as(c.raw()).isEqualTo(202);

    Response retired =
        lifecycle(
            user,
            null,
            "retire",
            List.of(
                identity("document", "d-1"),
                identity("conversation", "c-1"),
                identity("conversation_message", "m-future"),
                identity("meeting_transcript", "t-future")));
    assertThat(retired.status()).as(retired.raw()).isEqualTo(200);
    JsonNode sources = retired.body().path("sources");
    assertThat(sources.size()).as("only identities with a live source are listed").isEqualTo(2);
    assertThat(sources.get(0).path("sourceId").asString()).isEqualTo(docId);
    assertThat(sources.get(0).path("type").asString()).isEqualTo("document");
    assertThat(sources.get(0).path("externalId").asString()).isEqualTo("d-1");
    assertThat(sources.get(0).path("partitionKey").asString()).isEqualTo("memory:personal");
    assertThat(sources.get(0).path("sourceVersion").asInt()).isEqualTo(1);
    assertThat(sources.get(1).path("externalId").asString()).isEqualTo("c-1");
    // Retiring again is idempotent.
    assertThat(lifecycle(user, null, "retire", List.of(identity("document", "d-1"))).status())
        .isEqualTo(200);

    // Every write of a retired identity is refused, and nothing is written.
    assertRetired(server.post("/ingest/document", doc(user, null, "d-1", "Second text.")));
    Map<String, Object> replace = doc(user, null, "d-1", "Third text.");
    replace.put("updateExisting", true);
    assertRetired(server.post("/ingest/document", replace));
    assertRetired(server.post("/ingest/conversation", conversation(user, "c-1", "c-1/m2")));
    assertRetired(server.post("/ingest/conversation", conversation(user, "c-new", "m-future")));
    assertRetired(server.post("/transcript/ingest", transcript(user, "t-future")));
    JsonNode stored =
        server
            .post("/sources/get", Map.of("userId", user, "sourceId", docId, "includeContent", true))
            .body()
            .path("source");
    assertThat(stored.path("version").asInt()).isEqualTo(1);
    assertThat(stored.path("content").path("text").asString()).isEqualTo("First text.");
    assertThat(count(user, "document")).isEqualTo(1);
    assertThat(count(user, "conversation")).as("c-new was not created").isEqualTo(1);
    assertThat(count(user, "conversation_message")).isEqualTo(1);
    assertThat(count(user, "meeting_transcript")).as("no parent was created").isZero();
    // The stored source stays readable.
    assertThat(server.post("/sources/get", Map.of("userId", user, "sourceId", docId)).status())
        .isEqualTo(200);

    Response restored =
        lifecycle(
            user,
            null,
            "restore",
            List.of(
                identity("document", "d-1"),
                identity("conversation", "c-1"),
                identity("conversation_message", "m-future"),
                identity("meeting_transcript", "t-future")));
    assertThat(restored.status()).as(restored.raw()).isEqualTo(200);
    assertThat(restored.body().path("sources").size()).isEqualTo(2);
    Response again = server.post("/ingest/document", doc(user, null, "d-1", "Second text."));
    assertThat(again.status()).as(again.raw()).isEqualTo(202);
    assertThat(again.body().path("sourceVersion").asInt()).isEqualTo(2);
    assertThat(server.post("/ingest/conversation", conversation(user, "c-1", "c-1/m2")).status())
        .isEqualTo(202);
    assertThat(
            server.post("/ingest/conversation", conversation(user, "c-new", "m-future")).status())
        .isEqualTo(202);
    assertThat(server.post("/transcript/ingest", transcript(user, "t-future")).status())
        .isEqualTo(202);
  }

  @Test
  void anotherUserOrPartitionIsNeitherRevealedNorBlocked() {
    Response owned = server.post("/ingest/document", doc("il-owner", null, "shared", "Mine."));
    assertThat(owned.status()).as(owned.raw()).isEqualTo(202);

    // Another user's retirement of the same external id: reveals nothing, blocks nothing.
    Response foreign =
        lifecycle("il-stranger", null, "retire", List.of(identity("document", "shared")));
    assertThat(foreign.status()).as(foreign.raw()).isEqualTo(200);
    assertThat(foreign.body().path("sources").size()).isZero();
    Response stillWritable =
        server.post("/ingest/document", doc("il-owner", null, "shared", "Mine, revised."));
    assertThat(stillWritable.status()).as(stillWritable.raw()).isEqualTo(202);
    assertRetired(server.post("/ingest/document", doc("il-stranger", null, "shared", "Theirs.")));

    // A retirement in one partition leaves the same id in another partition writable.
    Response work = server.post("/ingest/document", doc("il-owner", "work", "p-1", "Work."));
    assertThat(work.status()).as(work.raw()).isEqualTo(202);
    Response inWork = lifecycle("il-owner", "work", "retire", List.of(identity("document", "p-1")));
    assertThat(inWork.body().path("sources").get(0).path("partitionKey").asString())
        .isEqualTo("work");
    Response personal =
        lifecycle("il-owner", null, "retire", List.of(identity("document", "other-id")));
    assertThat(personal.body().path("sources").size()).isZero();
    assertThat(server.post("/ingest/document", doc("il-owner", null, "p-1", "Personal.")).status())
        .isEqualTo(202);
    assertRetired(server.post("/ingest/document", doc("il-owner", "work", "p-1", "Work v2.")));
    assertThat(countIn("il-owner", "work", "document")).isEqualTo(1);
    // Restoring from another partition does not lift it.
    lifecycle("il-owner", null, "restore", List.of(identity("document", "p-1")));
    assertRetired(server.post("/ingest/document", doc("il-owner", "work", "p-1", "Work v2.")));
  }

  @Test
  void invalidRequestsNameTheField() {
    Object[][] cases = {
      {List.of(identity("manual", "x")), "retire", "identities[0].type"},
      {List.of(identity("document", "")), "retire", "identities[0].externalId"},
      {List.of(), "retire", "identities"},
      {List.of(identity("document", "x")), "delete", "action"},
    };
    for (Object[] c : cases) {
      @SuppressWarnings("unchecked")
      Response r = lifecycle("il-bad", null, (String) c[1], (List<Map<String, Object>>) c[0]);
      assertThat(r.status()).as(r.raw()).isEqualTo(400);
      assertThat(r.body().path("data").path("issues").toString()).contains((String) c[2]);
    }
    List<Map<String, Object>> many = new ArrayList<>();
    for (int i = 0; i < 501; i++) {
      many.add(identity("document", "d" + i));
    }
    Response tooMany = lifecycle("il-bad", null, "retire", many);
    assertThat(tooMany.status()).isEqualTo(400);
    // Nothing was retired by a refused request.
    assertThat(server.post("/ingest/document", doc("il-bad", null, "x", "Fine.")).status())
        .isEqualTo(202);
  }

  @Test
  void twentyConcurrentFirstRequestsMakeOneSourceWithOneFallbackTimestamp() throws Exception {
    String user = "il-race";
    int n = 20;
    List<Response> docs =
        race(n, () -> server.post("/ingest/document", doc(user, null, "same", "Same text.")));
    Set<String> sourceIds = new HashSet<>();
    Set<String> operations = new HashSet<>();
    for (Response r : docs) {
      assertThat(r.status()).as(r.raw()).isIn(200, 202);
      sourceIds.add(r.body().path("sourceId").asString());
      operations.add(r.body().path("ingestionOperationId").asString());
    }
    assertThat(sourceIds).hasSize(1);
    assertThat(operations).hasSize(1);
    assertThat(docs.stream().filter(r -> r.status() == 202).count()).isEqualTo(1);
    JsonNode listed =
        server
            .post("/sources/list", Map.of("userId", user, "type", "document"))
            .body()
            .path("sources");
    assertThat(listed.size()).isEqualTo(1);
    String fallback = listed.get(0).path("ingestedAt").asString();
    // A later identical request keeps the first stored fallback timestamp.
    server.post("/ingest/document", doc(user, null, "same", "Same text."));
    assertThat(
            server
                .post(
                    "/sources/get", Map.of("userId", user, "sourceId", sourceIds.iterator().next()))
                .body()
                .path("source")
                .path("ingestedAt")
                .asString())
        .isEqualTo(fallback);

    List<Response> transcripts =
        race(n, () -> server.post("/transcript/ingest", transcript(user, "race-t")));
    Set<String> transcriptSources = new HashSet<>();
    for (Response r : transcripts) {
      assertThat(r.status()).as(r.raw()).isIn(200, 202);
      transcriptSources.add(r.body().path("sourceId").asString());
    }
    assertThat(transcriptSources).hasSize(1);
    assertThat(count(user, "meeting_transcript")).isEqualTo(1);
    assertThat(count(user, "conversation_message")).as("the turns were stored once").isEqualTo(2);
  }

  private static List<Response> race(int n, java.util.concurrent.Callable<Response> call)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(n);
    try {
      CountDownLatch go = new CountDownLatch(1);
      List<Future<Response>> futures = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        futures.add(
            pool.submit(
                () -> {
                  go.await();
                  return call.call();
                }));
      }
      go.countDown();
      List<Response> out = new ArrayList<>();
      for (Future<Response> f : futures) {
        out.add(f.get(60, TimeUnit.SECONDS));
      }
      return out;
    } finally {
      pool.shutdownNow();
    }
  }
}
