package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import dev.assistantmemory.server.TestServer.Response;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/** The spine end to end through real HTTP: ingest, receipts, search, idempotency, isolation. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class IngestSearchIT {
  @TempDir static Path dataDir;
  TestServer server;

  @BeforeAll
  void start() {
    server = new TestServer(dataDir);
  }

  @AfterAll
  void stop() {
    server.close();
  }

  static Map<String, Object> message(String id, String role, String content, String timestamp) {
    return Map.of("id", id, "role", role, "content", content, "timestamp", timestamp);
  }

  static Map<String, Object> conversation(
      String userId, String convId, List<Map<String, Object>> messages) {
    return Map.of("userId", userId, "conversation", Map.of("id", convId, "messages", messages));
  }

  static Map<String, Object> search(String userId, String query) {
    return Map.of("userId", userId, "query", query);
  }

  Response ingestAndWait(String path, String userId, Object body) {
    Response r = server.post(path, body);
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    server.awaitProcessed(userId, r.body().path("ingestionOperationId").asString());
    return r;
  }

  @Test
  void ingestedMessageComesBackFirstWithProvenance() {
    Response accepted =
        server.post(
            "/ingest/conversation",
            conversation(
                "u-round",
                "chat_456",
                List.of(
                    message(
                        "msg_001",
                        "user",
                        "My sister Alice is moving to Lisbon in March.",
                        "2026-04-26T13:00:00.000Z"),
                    message(
                        "msg_002",
                        "assistant",
                        "Noted. Anything else on your mind?",
                        "2026-04-26T13:00:12.000Z"))));

    assertThat(accepted.status()).isEqualTo(202);
    JsonNode receipt = accepted.body();
    assertThat(receipt.path("message").asString()).isNotBlank();
    assertThat(receipt.path("jobId").asString()).isEqualTo("chat_456");
    assertThat(TypeId.isValid("src", receipt.path("sourceId").asString())).isTrue();
    String operationId = receipt.path("ingestionOperationId").asString();
    JsonNode processed = server.awaitProcessed("u-round", operationId);
    assertThat(processed.path("status").asString()).isEqualTo("completed");
    assertThat(processed.path("sourceId").asString())
        .isEqualTo(receipt.path("sourceId").asString());

    Response found = server.post("/query/search", search("u-round", "Where is Alice moving to?"));

    assertThat(found.status()).isEqualTo(200);
    JsonNode top = found.body().path("sourceChunks").get(0);
    assertThat(top.path("group").asString()).isEqualTo("sourceChunks");
    JsonNode item = top.path("item");
    assertThat(item.path("messageId").asString()).isEqualTo("msg_001");
    assertThat(item.path("conversationId").asString()).isEqualTo("chat_456");
    assertThat(item.path("role").asString()).isEqualTo("user");
    assertThat(item.path("timestamp").asString()).isEqualTo("2026-04-26T13:00:00.000Z");
    assertThat(item.path("excerpt").asString())
        .isEqualTo("My sister Alice is moving to Lisbon in March.");
    assertThat(TypeId.isValid("src", item.path("sourceId").asString())).isTrue();
    assertThat(item.path("conversationSourceId").asString())
        .isEqualTo(receipt.path("sourceId").asString());
    assertThat(top.path("relevance_score").asDouble()).isPositive();
    String formatted = found.body().path("formattedResult").asString();
    assertThat(formatted)
        .startsWith("<assistant_memory as_of=")
        .contains("<section kind=\"evidence\"")
        .contains("message_id=\"msg_001\"")
        .contains("My sister Alice is moving to Lisbon in March.");
  }

  @Test
  void asOfBeforeAnythingWasRecordedFindsNothingNotEvenNodes() {
    ingestAndWait(
        "/ingest/conversation",
        "u-asof",
        conversation(
            "u-asof",
            "chat_asof",
            List.of(
                message(
                    "msg_001",
                    "user",
                    "My colleague Marieke Jansen from Utrecht called about the Falcon launch.",
                    "2026-04-26T13:00:00.000Z"))));
    JsonNode now =
        server.post("/query/search", Map.of("userId", "u-asof", "query", "Marieke Jansen")).body();
    assertThat(now.path("searchResults").size()).as(now.toString()).isPositive();
    JsonNode then =
        server
            .post(
                "/query/search",
                Map.of(
                    "userId", "u-asof", "query", "Marieke Jansen", "asOf", "2020-01-01T00:00:00Z"))
            .body();
    assertThat(then.path("searchResults").size()).as(then.toString()).isZero();
    assertThat(then.path("sourceChunks").size()).as(then.toString()).isZero();
  }

  @Test
  void aPageStaysFullWhenHydrationDropsTheBestCandidatesAndNeverHoldsThem() throws Exception {
    // Three older messages, then eight newer ones that match the query better: searched as of a
    // moment between them, every newer one is a candidate the store drops at hydration, so the
    // page must come from candidates further down.
    List<Map<String, Object>> older = new java.util.ArrayList<>();
    for (int i = 0; i < 3; i++) {
      older.add(
          message(
              "old" + i,
              "user",
              "The old lighthouse on the cape needs paint, note " + i + ".",
              "2026-04-20T10:0" + i + ":00.000Z"));
    }
    ingestAndWait("/ingest/conversation", "u-slices", conversation("u-slices", "c-old", older));
    String between = java.time.Instant.now().toString();
    Thread.sleep(20);
    List<Map<String, Object>> newer = new java.util.ArrayList<>();
    for (int i = 0; i < 8; i++) {
      newer.add(
          message(
              "new" + i,
              "user",
              "Lighthouse keeper lighthouse paint lighthouse cape, entry " + i + ".",
              "2026-04-21T10:0" + i + ":00.000Z"));
    }
    ingestAndWait("/ingest/conversation", "u-slices", conversation("u-slices", "c-new", newer));
    server.awaitIndexed();

    Map<String, Object> now =
        new java.util.HashMap<>(Map.of("userId", "u-slices", "query", "lighthouse paint cape"));
    now.put("limit", 3);
    JsonNode current = server.post("/query/search", now).body().path("sourceChunks");
    assertThat(current.toString()).as("the newer messages lead today").contains("entry");

    Map<String, Object> then = new java.util.HashMap<>(now);
    then.put("asOf", between);
    JsonNode past = server.post("/query/search", then).body().path("sourceChunks");
    assertThat(past).as(past.toString()).hasSize(3);
    assertThat(past.toString()).contains("note 0", "note 1", "note 2").doesNotContain("entry");
  }

  @Test
  void resendingTheSameConversationIsIdempotent() {
    Map<String, Object> body =
        conversation(
            "u-idem",
            "chat-idem",
            List.of(
                message(
                    "m1",
                    "user",
                    "I adopted a greyhound called Pepper.",
                    "2026-05-01T10:00:00.000Z")));
    Response first = ingestAndWait("/ingest/conversation", "u-idem", body);
    Response second = server.post("/ingest/conversation", body);

    assertThat(second.status()).isEqualTo(200);
    assertThat(second.body().path("sourceId").asString())
        .isEqualTo(first.body().path("sourceId").asString());
    assertThat(second.body().path("ingestionOperationId").asString())
        .isEqualTo(first.body().path("ingestionOperationId").asString());
    assertThat(chunkCountOfMessage("u-idem", "m1")).isEqualTo(1);
    assertThat(
            sourceHits(
                server
                    .post("/query/search", search("u-idem", "greyhound Pepper"))
                    .body()
                    .path("sourceChunks")))
        .hasSize(1);
  }

  @Test
  void changedContentForAKnownMessageIdDoesNotRewriteMemory() {
    ingestAndWait(
        "/ingest/conversation",
        "u-immut",
        conversation(
            "u-immut",
            "c1",
            List.of(
                message(
                    "m1", "user", "My favourite colour is teal.", "2026-05-01T10:00:00.000Z"))));

    Response resent =
        server.post(
            "/ingest/conversation",
            conversation(
                "u-immut",
                "c1",
                List.of(
                    message(
                        "m1",
                        "user",
                        "My favourite colour is crimson.",
                        "2026-05-01T10:00:00.000Z"))));

    assertThat(resent.status()).isEqualTo(200);
    assertThat(resent.body().path("message").asString()).contains("immutable");
    JsonNode hits =
        server
            .post("/query/search", search("u-immut", "favourite colour"))
            .body()
            .path("sourceChunks");
    hits = sourceHits(hits);
    assertThat(hits).hasSize(1);
    assertThat(hits.get(0).path("item").path("excerpt").asString())
        .contains("teal")
        .doesNotContain("crimson");
  }

  @Test
  void newMessagesInAKnownConversationBecomeANewVersion() {
    Response first =
        ingestAndWait(
            "/ingest/conversation",
            "u-grow",
            conversation(
                "u-grow",
                "grow",
                List.of(
                    message(
                        "g1",
                        "user",
                        "I started learning the cello.",
                        "2026-05-01T10:00:00.000Z"))));
    Response second =
        ingestAndWait(
            "/ingest/conversation",
            "u-grow",
            conversation(
                "u-grow",
                "grow",
                List.of(
                    message(
                        "g1", "user", "I started learning the cello.", "2026-05-01T10:00:00.000Z"),
                    message(
                        "g2",
                        "user",
                        "My cello teacher is called Mirela.",
                        "2026-05-02T10:00:00.000Z"))));

    assertThat(second.status()).isEqualTo(202);
    assertThat(second.body().path("sourceId").asString())
        .isEqualTo(first.body().path("sourceId").asString());
    assertThat(second.body().path("sourceVersion").asInt()).isEqualTo(2);
    assertThat(second.body().path("ingestionOperationId").asString())
        .isNotEqualTo(first.body().path("ingestionOperationId").asString());
    assertThat(chunkCountOfMessage("u-grow", "g1")).isEqualTo(1);
    JsonNode top =
        server
            .post("/query/search", search("u-grow", "cello teacher name"))
            .body()
            .path("sourceChunks")
            .get(0)
            .path("item");
    assertThat(top.path("messageId").asString()).isEqualTo("g2");
  }

  @Test
  void documentsAreVersionedByIdentity() {
    Map<String, Object> v1 =
        document("u-doc", "notes-1", "The boiler service is booked with Hendriks.", Map.of());
    Response first = ingestAndWait("/ingest/document", "u-doc", v1);
    Response replay = server.post("/ingest/document", v1);
    assertThat(replay.status()).isEqualTo(200);
    assertThat(replay.body().path("sourceId").asString())
        .isEqualTo(first.body().path("sourceId").asString());
    assertThat(replay.body().path("ingestionOperationId").asString())
        .isEqualTo(first.body().path("ingestionOperationId").asString());
    assertThat(replay.body().path("jobId").asString())
        .isEqualTo(first.body().path("jobId").asString());

    Response revised =
        ingestAndWait(
            "/ingest/document",
            "u-doc",
            document("u-doc", "notes-1", "The boiler service moved to Vermeulen.", Map.of()));
    assertThat(revised.body().path("sourceId").asString())
        .isEqualTo(first.body().path("sourceId").asString());
    assertThat(revised.body().path("sourceVersion").asInt()).isEqualTo(2);
    JsonNode hits =
        server.post("/query/search", search("u-doc", "boiler service")).body().path("sourceChunks");
    hits = sourceHits(hits);
    assertThat(hits).hasSize(1);
    assertThat(hits.get(0).path("item").path("excerpt").asString()).contains("Vermeulen");

    Response replaced =
        ingestAndWait(
            "/ingest/document",
            "u-doc",
            document(
                "u-doc",
                "notes-1",
                "The boiler was replaced by a heat pump.",
                Map.of("updateExisting", true)));
    assertThat(replaced.body().path("sourceId").asString())
        .isNotEqualTo(first.body().path("sourceId").asString());
    JsonNode after =
        sourceHits(
            server.post("/query/search", search("u-doc", "boiler")).body().path("sourceChunks"));
    assertThat(after).hasSize(1);
    assertThat(after.get(0).path("item").path("sourceId").asString())
        .isEqualTo(replaced.body().path("sourceId").asString());
  }

  /** The source-chunk hits of a result list (claims and nodes extracted from them aside). */
  static JsonNode sourceHits(JsonNode results) {
    tools.jackson.databind.node.ArrayNode out = TestServer.JSON.createArrayNode();
    for (JsonNode hit : results) {
      if ("sourceChunks".equals(hit.path("group").asString())) {
        out.add(hit);
      }
    }
    return out;
  }

  static Map<String, Object> document(
      String userId, String id, String content, Map<String, Object> extra) {
    Map<String, Object> body = new LinkedHashMap<>(extra);
    body.put("userId", userId);
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("id", id);
    doc.put("content", content);
    if (body.containsKey("scope")) {
      doc.put("scope", body.remove("scope"));
    }
    body.put("document", doc);
    return body;
  }

  @Test
  void receiptsAreReadableOnlyByTheirOwner() {
    Response accepted =
        ingestAndWait(
            "/ingest/document",
            "u-receipt",
            document("u-receipt", "r1", "Receipt test content about tulips.", Map.of()));
    String operationId = accepted.body().path("ingestionOperationId").asString();

    JsonNode own =
        server
            .post("/sources/processing", Map.of("userId", "u-receipt", "operationId", operationId))
            .body();
    assertThat(own.path("processing").path("operationId").asString()).isEqualTo(operationId);
    assertThat(own.path("processing").path("status").asString()).isEqualTo("completed");
    assertThat(own.path("processing").path("stage").asString()).isEqualTo("extraction");
    assertThat(own.path("processing").path("sourceVersion").asInt()).isEqualTo(1);
    assertThat(own.path("processing").path("completedAt").asString()).endsWith("Z");

    Response foreign =
        server.post(
            "/sources/processing", Map.of("userId", "someone-else", "operationId", operationId));
    assertThat(foreign.status()).isEqualTo(200);
    assertThat(foreign.body().path("processing").isNull()).isTrue();
    Response unknown =
        server.post("/sources/processing", Map.of("userId", "u-receipt", "operationId", "nope"));
    assertThat(unknown.body().path("processing").isNull()).isTrue();
  }

  @Test
  void anotherUsersSourcesNeverComeBack() {
    ingestAndWait(
        "/ingest/conversation",
        "u-alice",
        conversation(
            "u-alice",
            "secret",
            List.of(
                message(
                    "s1",
                    "user",
                    "My bank PIN hint is the zeppelin over Haarlem.",
                    "2026-05-01T10:00:00.000Z"))));
    ingestAndWait(
        "/ingest/conversation",
        "u-bob",
        conversation(
            "u-bob",
            "bobchat",
            List.of(message("b1", "user", "I like trains.", "2026-05-01T10:00:00.000Z"))));

    JsonNode bobs =
        server.post("/query/search", search("u-bob", "zeppelin over Haarlem bank PIN hint")).body();

    assertThat(bobs.path("formattedResult").asString()).doesNotContain("zeppelin");
    assertThat(bobs.path("searchResults").toString()).doesNotContain("zeppelin", "Haarlem");
    assertThat(bobs.path("sourceChunks").toString()).doesNotContain("zeppelin", "Haarlem");
    for (JsonNode hit : bobs.path("sourceChunks")) {
      assertThat(hit.path("item").path("messageId").asString()).isEqualTo("b1");
    }
    JsonNode nobody =
        server.post("/query/search", search("u-nobody", "zeppelin over Haarlem")).body();
    assertThat(nobody.path("searchResults")).isEmpty();
    assertThat(nobody.path("sourceChunks")).isEmpty();
  }

  @Test
  void partitionsAndReferenceScopeAreFilteredInsideTheQuery() {
    Map<String, Object> work =
        new LinkedHashMap<>(
            conversation(
                "u-part",
                "work-chat",
                List.of(
                    message(
                        "w1",
                        "user",
                        "The Falcon project deadline is in June.",
                        "2026-05-01T10:00:00.000Z"))));
    work.put("partitionKey", "work:acme");
    ingestAndWait("/ingest/conversation", "u-part", work);
    ingestAndWait(
        "/ingest/document",
        "u-part",
        document(
            "u-part",
            "book-1",
            "Falcon project management, a reference book chapter.",
            Map.of("scope", "reference")));

    JsonNode strict = server.post("/query/search", search("u-part", "Falcon project")).body();
    assertThat(strict.path("searchResults")).isEmpty();
    assertThat(strict.path("sourceChunks")).isEmpty();

    Map<String, Object> inPartition = new LinkedHashMap<>(search("u-part", "Falcon project"));
    inPartition.put("partitionKey", "work:acme");
    JsonNode narrowed = server.post("/query/search", inPartition).body().path("sourceChunks");
    assertThat(narrowed).hasSize(1);
    assertThat(narrowed.get(0).path("item").path("partitionKey").asString()).isEqualTo("work:acme");

    JsonNode workspace =
        server
            .post(
                "/query/search",
                TestServer.JSON.writeValueAsString(search("u-part", "Falcon project")),
                Map.of("x-memory-access-scope", "workspace"))
            .body()
            .path("sourceChunks");
    assertThat(workspace).hasSize(1);
    assertThat(workspace.get(0).path("item").path("scope").asString()).isEqualTo("personal");
  }

  @Test
  void invalidInputIsRefusedNamingTheFieldAndWritesNothing() {
    Response missing =
        server.post(
            "/ingest/conversation",
            Map.of("conversation", Map.of("id", "x", "messages", List.of())));
    assertProblem(missing, 400, "VALIDATION_FAILED", "userId", "required");

    Response wrongType =
        server.post("/query/search", Map.of("userId", "u-val", "query", "hi", "limit", "ten"));
    assertProblem(wrongType, 400, "VALIDATION_FAILED", "limit", "invalid_type");

    Response badTimestamp =
        server.post(
            "/ingest/conversation",
            conversation(
                "u-val",
                "cv",
                List.of(message("m1", "user", "hello", "2026-05-01T10:00:00+02:00"))));
    assertProblem(
        badTimestamp,
        400,
        "VALIDATION_FAILED",
        "conversation.messages[0].timestamp",
        "invalid_format");

    Map<String, Object> strictDoc = document("u-val", "d1", "content", Map.of());
    @SuppressWarnings("unchecked")
    Map<String, Object> doc = (Map<String, Object>) strictDoc.get("document");
    doc.put(
        "sourceContext",
        Map.of(
            "sourceKind",
            "document",
            "purpose",
            "p",
            "accountId",
            "a",
            "relationship",
            "owner",
            "currentMessageRole",
            "primary",
            "completeness",
            "complete",
            "bogus",
            1));
    assertProblem(
        server.post("/ingest/document", strictDoc),
        400,
        "VALIDATION_FAILED",
        "document.sourceContext.bogus",
        "unrecognized_key");

    // CONTRACT.md 4.5: sourceUrl is a URL (never fetched).
    Map<String, Object> urlDoc = document("u-val", "d3", "content", Map.of());
    @SuppressWarnings("unchecked")
    Map<String, Object> urlInner = (Map<String, Object>) urlDoc.get("document");
    urlInner.put(
        "sourceContext",
        Map.of(
            "sourceKind",
            "document",
            "purpose",
            "p",
            "accountId",
            "a",
            "relationship",
            "owner",
            "currentMessageRole",
            "primary",
            "completeness",
            "complete",
            "sourceUrl",
            "not a url"));
    assertProblem(
        server.post("/ingest/document", urlDoc),
        400,
        "VALIDATION_FAILED",
        "document.sourceContext.sourceUrl",
        "invalid_format");

    Response badEnum =
        server.post(
            "/ingest/document",
            Map.of(
                "userId",
                "u-val",
                "document",
                Map.of("id", "d2", "content", "c", "scope", "public")));
    assertProblem(badEnum, 400, "VALIDATION_FAILED", "document.scope", "invalid_enum_value");

    Response malformed = server.post("/ingest/document", "{\"userId\": ", Map.of());
    assertThat(malformed.status()).isEqualTo(400);
    assertThat(malformed.body().path("data").path("code").asString()).isEqualTo("MALFORMED_JSON");

    String huge = "x".repeat((int) TestServer.MAX_REQUEST_BYTES + 10);
    Response oversize = server.post("/ingest/document", document("u-val", "big", huge, Map.of()));
    assertThat(oversize.status()).isEqualTo(413);
    assertThat(oversize.contentType()).contains("json");
    assertThat(oversize.body().path("data").path("code").asString()).isEqualTo("PAYLOAD_TOO_LARGE");

    boolean anythingStored =
        server
            .app()
            .store()
            .readAsSystem(
                tx ->
                    tx.findLiveSource(
                                new SourceKey(
                                    "u-val", "memory:personal", SourceType.conversation, "cv"))
                            .isPresent()
                        || tx.findLiveSource(
                                new SourceKey(
                                    "u-val", "memory:personal", SourceType.document, "d1"))
                            .isPresent()
                        || tx.findLiveSource(
                                new SourceKey(
                                    "u-val", "memory:personal", SourceType.document, "big"))
                            .isPresent());
    assertThat(anythingStored).isFalse();
  }

  @Test
  void edgeErrorsAreJsonToo() {
    Response scope =
        server.post(
            "/query/search",
            TestServer.JSON.writeValueAsString(search("u", "q")),
            Map.of("x-memory-access-scope", "everything"));
    assertThat(scope.status()).isEqualTo(400);
    assertThat(scope.body().path("data").path("code").asString()).isEqualTo("INVALID_ACCESS_SCOPE");
    // Exactly the original's enum: no case folding, and an empty value is not "strict".
    for (String value : java.util.List.of("WORKSPACE", "Workspace", "Partition", "")) {
      Response r =
          server.post(
              "/query/search",
              TestServer.JSON.writeValueAsString(search("u", "q")),
              Map.of("x-memory-access-scope", value));
      assertThat(r.status()).as("'" + value + "' " + r.raw()).isEqualTo(400);
      assertThat(r.body().path("data").path("code").asString()).isEqualTo("INVALID_ACCESS_SCOPE");
    }
    for (String value : java.util.List.of("workspace", "partition")) {
      Response r =
          server.post(
              "/query/search",
              TestServer.JSON.writeValueAsString(search("u", "q")),
              Map.of("x-memory-access-scope", value));
      assertThat(r.status()).as(value + " " + r.raw()).isEqualTo(200);
    }

    Response unknown = server.post("/no/such/route", Map.of());
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.body().path("statusCode").asInt()).isEqualTo(404);
  }

  @Test
  void rankingIsDeterministic() {
    List<Map<String, Object>> messages = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      messages.add(
          message(
              "d" + i,
              i % 2 == 0 ? "user" : "assistant",
              "Gardening note " + i + ": the tomatoes and basil need water.",
              "2026-05-01T10:00:00.000Z"));
    }
    ingestAndWait("/ingest/conversation", "u-det", conversation("u-det", "det", messages));
    JsonNode a =
        server
            .post(
                "/query/search", Map.of("userId", "u-det", "query", "tomatoes water", "limit", 20))
            .body();
    JsonNode b =
        server
            .post(
                "/query/search", Map.of("userId", "u-det", "query", "tomatoes water", "limit", 20))
            .body();
    assertThat(a.path("sourceChunks").size() + a.path("searchResults").size())
        .isGreaterThanOrEqualTo(20);
    assertThat(a.path("searchResults").toString()).isEqualTo(b.path("searchResults").toString());
    assertThat(a.path("sourceChunks").toString()).isEqualTo(b.path("sourceChunks").toString());
  }

  @Test
  void aLongMessageTakesOnePlaceBeforeEveryOtherMessage() {
    String paragraph =
        "For the Norway hiking trip, the packing list starts with boots, a rain shell and wool"
            + " layers; hiking in Norway means wet trails, so pack spare socks and a dry bag. ";
    String longReply =
        String.join(
            "\n\n", paragraph.repeat(5).strip(), paragraph.repeat(5).strip(), paragraph.repeat(5));
    ingestAndWait(
        "/ingest/conversation",
        "u-collapse",
        conversation(
            "u-collapse",
            "collapse",
            List.of(
                message("c1", "user", "I fly to Norway in June.", "2026-05-01T10:00:00.000Z"),
                message("c2", "assistant", longReply.strip(), "2026-05-01T10:00:10.000Z"),
                message("c3", "user", "My boots are new.", "2026-05-01T10:00:20.000Z"),
                message("c4", "user", "Hiking is my hobby.", "2026-05-01T10:00:30.000Z"))));

    JsonNode found =
        server
            .post(
                "/query/search",
                Map.of("userId", "u-collapse", "query", "Norway hiking packing list", "limit", 8))
            .body();

    List<String> messages = new ArrayList<>();
    found
        .path("sourceChunks")
        .forEach(h -> messages.add(h.path("item").path("messageId").asString()));
    // The long reply is three chunks that all match best; it takes the first place, then every
    // other message comes before its second chunk.
    assertThat(messages).hasSizeGreaterThan(4);
    assertThat(messages.get(0)).isEqualTo("c2");
    assertThat(messages.subList(0, 4)).containsExactlyInAnyOrder("c1", "c2", "c3", "c4");
    assertThat(messages.subList(4, messages.size())).containsOnly("c2");
  }

  @Test
  void theIndexRebuiltFromTheStoreAnswersTheSame() {
    ingestAndWait(
        "/ingest/conversation",
        "u-reindex",
        conversation(
            "u-reindex",
            "ri",
            List.of(
                message(
                    "r1",
                    "user",
                    "The spare key is under the blue flowerpot.",
                    "2026-05-01T10:00:00.000Z"),
                message(
                    "r2",
                    "user",
                    "The wifi password is on the fridge.",
                    "2026-05-01T10:01:00.000Z"))));
    Map<String, Object> q = search("u-reindex", "where is the spare key?");
    JsonNode first = server.post("/query/search", q).body();
    String before = first.path("searchResults").toString() + first.path("sourceChunks");

    long rebuilt = server.app().tailer().rebuild();

    assertThat(rebuilt).isGreaterThanOrEqualTo(2);
    JsonNode again = server.post("/query/search", q).body();
    assertThat(again.path("searchResults").toString() + again.path("sourceChunks"))
        .isEqualTo(before);
  }

  /**
   * The lexical lanes run on a pool thread while the query is embedded; with every pool thread busy
   * the search runs them itself instead of waiting (it would hang here otherwise).
   */
  @Test
  void aSearchAnswersWhileEveryThreadOfTheSharedPoolIsBusy() throws Exception {
    ingestAndWait(
        "/ingest/conversation",
        "u-pool",
        conversation(
            "u-pool",
            "pool",
            List.of(
                message(
                    "p1",
                    "user",
                    "The bike lock combination is 4711.",
                    "2026-05-02T10:00:00.000Z"))));
    java.util.concurrent.ForkJoinPool pool = java.util.concurrent.ForkJoinPool.commonPool();
    java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
    java.util.concurrent.CountDownLatch busy =
        new java.util.concurrent.CountDownLatch(pool.getParallelism());
    for (int i = 0; i < pool.getParallelism(); i++) {
      pool.execute(
          () -> {
            busy.countDown();
            try {
              release.await();
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          });
    }
    try {
      assertThat(busy.await(10, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
      java.util.concurrent.CompletableFuture<Response> found =
          java.util.concurrent.CompletableFuture.supplyAsync(
              () -> server.post("/query/search", search("u-pool", "bike lock combination")),
              java.util.concurrent.Executors.newSingleThreadExecutor());
      Response r = found.get(20, java.util.concurrent.TimeUnit.SECONDS);
      assertThat(r.status()).isEqualTo(200);
      assertThat(r.body().path("sourceChunks").get(0).toString()).contains("4711");
    } finally {
      release.countDown();
    }
  }

  @Test
  void healthReportsStoreIndexEmbedderAndQueue() {
    Response health = server.get("/health");
    assertThat(health.status()).isEqualTo(200);
    assertThat(health.body().path("store").path("ok").asBoolean()).isTrue();
    assertThat(health.body().path("index").has("lag")).isTrue();
    assertThat(health.body().path("embedder").path("model").asString())
        .isEqualTo("all-minilm-l6-v2-q");
    assertThat(health.body().path("queue").has("depth")).isTrue();
  }

  private static void assertProblem(
      Response r, int status, String code, String field, String issueCode) {
    assertThat(r.status()).as(r.raw()).isEqualTo(status);
    assertThat(r.contentType()).contains("application/problem+json");
    assertThat(r.body().path("statusCode").asInt()).isEqualTo(status);
    assertThat(r.body().path("data").path("code").asString()).isEqualTo(code);
    assertThat(r.body().path("message").asString()).contains(field);
    JsonNode issue = r.body().path("data").path("issues").get(0);
    assertThat(issue.path("path").asString()).isEqualTo(field);
    assertThat(issue.path("code").asString()).isEqualTo(issueCode);
    assertThat(r.raw()).doesNotContain("Exception").doesNotContain("\tat ");
  }

  private int chunkCountOfMessage(String userId, String messageId) {
    return server
        .app()
        .store()
        .read(
            userId,
            tx ->
                tx.findLiveSource(
                        new SourceKey(
                            userId, "memory:personal", SourceType.conversation_message, messageId))
                    .map(s -> tx.chunkIdsOfSource(userId, s.id()).size())
                    .orElse(-1));
  }
}
