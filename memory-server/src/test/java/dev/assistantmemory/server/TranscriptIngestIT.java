package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.model.TypeId;
import dev.assistantmemory.server.TestServer.Response;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/** POST /transcript/ingest over real HTTP: the contract example, validation, isolation. */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TranscriptIngestIT {
  TestServer server;

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  static Map<String, Object> utterance(String speaker, String content) {
    return Map.of("speakerLabel", speaker, "content", content);
  }

  static Map<String, Object> segmented(
      String user, String transcriptId, List<Map<String, Object>> utterances) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    body.put("transcriptId", transcriptId);
    body.put("occurredAt", "2026-04-27T09:00:00.000Z");
    body.put("content", Map.of("kind", "segmented", "utterances", utterances));
    return body;
  }

  private long sourceCount(String user) {
    return server
        .app()
        .store()
        .read(
            user,
            tx ->
                (long)
                    tx.sources()
                        .listSources(
                            new dev.assistantmemory.core.access.ReadScope(user, java.util.Set.of()),
                            java.util.EnumSet.allOf(dev.assistantmemory.model.SourceType.class),
                            null,
                            1000)
                        .size());
  }

  @Test
  void segmentedTranscriptBecomesASearchableExtractedSourceWithItsSpeakers() {
    Map<String, Object> body =
        segmented(
            "tr-seg",
            "meet-2026-04-27",
            List.of(
                utterance("Marcel", "I'll send the spec to Alice by Friday."),
                utterance("Bob", "The staging cluster moves to Frankfurt next month."),
                utterance("Marcel", "Thanks Bob.")));
    body.put("userSelfAliasesOverride", List.of("marcel"));
    body.put("sourceKind", "google_meet");
    Response r = server.post("/transcript/ingest", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    assertThat(r.body().path("jobId").asString()).isEqualTo("meet-2026-04-27");
    String sourceId = r.body().path("sourceId").asString();
    assertThat(TypeId.isValid("src", sourceId)).isTrue();
    assertThat(r.body().path("message").asString()).contains("3 speaker turn");

    // The parent exists at response time, before processing.
    Response early =
        server.post(
            "/sources/get",
            Map.of("userId", "tr-seg", "sourceId", sourceId, "includeContent", true));
    assertThat(early.status()).as(early.raw()).isEqualTo(200);
    JsonNode src = early.body().path("source");
    assertThat(src.path("type").asString()).isEqualTo("meeting_transcript");
    assertThat(src.path("ingestedAt").asString()).isEqualTo("2026-04-27T09:00:00.000Z");
    JsonNode conv = src.path("conversation");
    assertThat(conv.path("sourceKind").asString()).isEqualTo("google_meet");
    JsonNode messages = conv.path("messages");
    assertThat(messages.size()).isEqualTo(3);
    assertThat(messages.get(0).path("speaker").asString()).isEqualTo("Marcel");
    assertThat(messages.get(0).path("role").asString()).isEqualTo("user");
    assertThat(messages.get(1).path("speaker").asString()).isEqualTo("Bob");
    assertThat(messages.get(1).path("role").asString()).isEqualTo("participant");
    assertThat(messages.get(2).path("text").asString()).isEqualTo("Thanks Bob.");
    assertThat(src.path("content").path("text").asString())
        .startsWith("Marcel: I'll send the spec to Alice by Friday.\nBob: ");

    JsonNode receipt =
        server.awaitProcessed("tr-seg", r.body().path("ingestionOperationId").asString());
    assertThat(receipt.path("status").asString()).isEqualTo("completed");
    assertThat(receipt.path("sourceId").asString()).isEqualTo(sourceId);

    // Searchable: the participant's turn comes back with its speaker.
    JsonNode hits =
        server
            .post("/query/search", Map.of("userId", "tr-seg", "query", "staging cluster Frankfurt"))
            .body()
            .path("sourceChunks");
    assertThat(hits.size()).as(hits.toString()).isGreaterThan(0);
    assertThat(hits.get(0).path("item").path("excerpt").asString())
        .contains("staging cluster moves to Frankfurt");

    // Extracted: the user's own commitment is a Task asserted by the user.
    JsonNode nodes =
        server
            .post("/sources/nodes", Map.of("userId", "tr-seg", "sourceIds", List.of(sourceId)))
            .body();
    List<String> labels = new ArrayList<>();
    nodes.path("nodes").forEach(n -> labels.add(n.path("nodeType") + ":" + n.path("label")));
    assertThat(labels.toString()).contains("Task").containsIgnoringCase("send the spec to Alice");
    boolean userAsserted = false;
    for (JsonNode c : nodes.path("claims")) {
      if ("HAS_TASK_STATUS".equals(c.path("predicate").asString())) {
        userAsserted |= "user".equals(c.path("assertedByKind").asString());
      }
    }
    assertThat(userAsserted).as(nodes.toString()).isTrue();

    // Re-ingest is a no-op: same source, same receipt, nothing new written.
    long before = sourceCount("tr-seg");
    Response again = server.post("/transcript/ingest", body);
    assertThat(again.status()).as(again.raw()).isEqualTo(200);
    assertThat(again.body().path("sourceId").asString()).isEqualTo(sourceId);
    assertThat(again.body().path("ingestionOperationId").asString())
        .isEqualTo(r.body().path("ingestionOperationId").asString());
    assertThat(sourceCount("tr-seg")).isEqualTo(before);
  }

  @Test
  void eachTurnNamesItsSpeakersNodeTheUsersOwnTheSelfNodeAndNeverAnotherUsersPerson() {
    // Another user's Bob exists first: he must never be the speaker node of tr-spk's Bob.
    Response foreign =
        server.post(
            "/transcript/ingest",
            segmented(
                "tr-spk-other",
                "other-meeting",
                List.of(utterance("Bob", "I moved the demo to Thursday afternoon."))));
    server.awaitProcessed("tr-spk-other", foreign.body().path("ingestionOperationId").asString());
    String foreignBob = speakers("tr-spk-other", foreign).get(0);
    assertThat(foreignBob).isNotNull();

    // The user's self aliases name the user's own turns (and make the self node).
    assertThat(
            server
                .post(
                    "/user/self-aliases", Map.of("userId", "tr-spk", "aliases", List.of("Marcel")))
                .status())
        .isEqualTo(200);
    Map<String, Object> body =
        segmented(
            "tr-spk",
            "standup-1",
            List.of(
                utterance("Marcel", "I'll book the venue for the offsite."),
                utterance("Bob", "The budget review moved to next Tuesday."),
                utterance("Marcel", "Thanks Bob.")));
    Response r = server.post("/transcript/ingest", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    server.awaitProcessed("tr-spk", r.body().path("ingestionOperationId").asString());
    List<String> ids = speakers("tr-spk", r);

    String self =
        server
            .app()
            .store()
            .read("tr-spk", tx -> tx.findSelfNode("tr-spk"))
            .map(dev.assistantmemory.core.store.NodeRecord::id)
            .orElseThrow();
    assertThat(ids.get(0)).isEqualTo(self);
    assertThat(ids.get(2)).isEqualTo(self);
    String bob = ids.get(1);
    assertThat(bob).isNotNull().isNotEqualTo(self).isNotEqualTo(foreignBob);
    JsonNode node = server.post("/node/get", Map.of("userId", "tr-spk", "nodeId", bob)).body();
    assertThat(node.toString()).contains("\"label\":\"Bob\"").contains("\"nodeType\":\"Person\"");
  }

  /** The messages of the transcript an ingest answer names, as /sources/get reads them. */
  private JsonNode messages(String user, Response ingested) {
    return server
        .post(
            "/sources/get",
            Map.of(
                "userId",
                user,
                "sourceId",
                ingested.body().path("sourceId").asString(),
                "includeContent",
                true))
        .body()
        .path("source")
        .path("conversation")
        .path("messages");
  }

  /** The speakerNodeId of each message of the transcript the answer names, in order. */
  private List<String> speakers(String user, Response ingested) {
    List<String> ids = new ArrayList<>();
    messages(user, ingested)
        .forEach(
            m ->
                ids.add(
                    m.path("speakerNodeId").isNull() ? null : m.path("speakerNodeId").asString()));
    return ids;
  }

  @Test
  void rawTranscriptIsSplitIntoSpeakerTurns() {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", "tr-raw");
    body.put("transcriptId", "raw-1");
    body.put("occurredAt", "2026-04-20T15:30:00.000Z");
    body.put(
        "content",
        Map.of(
            "kind",
            "raw",
            "text",
            "Alice: Morning all.\n[00:01:10] Dr. Chen: The lab results came back clean.\n"
                + "We can proceed.\nAlice: Great news."));
    Response r = server.post("/transcript/ingest", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    server.awaitProcessed("tr-raw", r.body().path("ingestionOperationId").asString());
    JsonNode messages = messages("tr-raw", r);
    assertThat(messages.size()).isEqualTo(3);
    assertThat(messages.get(1).path("speaker").asString()).isEqualTo("Dr. Chen");
    assertThat(messages.get(1).path("text").asString())
        .isEqualTo("The lab results came back clean.\nWe can proceed.");
    assertThat(messages.get(1).path("timestamp").asString()).isEqualTo("2026-04-20T15:30:00.000Z");
    JsonNode hits =
        server
            .post("/query/search", Map.of("userId", "tr-raw", "query", "lab results clean"))
            .body()
            .path("sourceChunks");
    assertThat(hits.toString()).contains("lab results came back clean");
  }

  @Test
  void knownParticipantsMustBeLiveNodesOfTheCallerInThePartition() {
    Response node =
        server.post(
            "/node/create",
            Map.of("userId", "tr-known", "nodeType", "Person", "label", "Roberta Jansen"));
    assertThat(node.status()).as(node.raw()).isIn(200, 201);
    String nodeId = node.body().path("node").path("id").asString();
    Map<String, Object> body =
        segmented("tr-known", "k-1", List.of(utterance("Speaker 2", "The budget is approved.")));
    body.put("knownParticipants", List.of(Map.of("label", "speaker 2", "nodeId", nodeId)));
    Response r = server.post("/transcript/ingest", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    JsonNode m =
        server
            .post(
                "/sources/get",
                Map.of(
                    "userId",
                    "tr-known",
                    "sourceId",
                    r.body().path("sourceId").asString(),
                    "includeContent",
                    true))
            .body()
            .path("source")
            .path("conversation")
            .path("messages")
            .get(0);
    assertThat(m.path("speaker").asString()).isEqualTo("Roberta Jansen");

    // Another user's node is not found: 422 naming it, nothing written.
    Map<String, Object> foreign =
        segmented("tr-known-other", "k-2", List.of(utterance("Speaker 2", "Hello.")));
    foreign.put("knownParticipants", List.of(Map.of("label", "Speaker 2", "nodeId", nodeId)));
    Response refused = server.post("/transcript/ingest", foreign);
    assertThat(refused.status()).as(refused.raw()).isEqualTo(422);
    assertThat(refused.body().path("data").path("missingNodeIds").toString()).contains(nodeId);
    assertThat(sourceCount("tr-known-other")).isZero();

    // The same user's node in another partition is not found either.
    Map<String, Object> otherPartition =
        segmented("tr-known", "k-3", List.of(utterance("Speaker 2", "Hello.")));
    otherPartition.put("partitionKey", "work");
    otherPartition.put(
        "knownParticipants", List.of(Map.of("label", "Speaker 2", "nodeId", nodeId)));
    Response refused2 = server.post("/transcript/ingest", otherPartition);
    assertThat(refused2.status()).as(refused2.raw()).isEqualTo(422);
  }

  @Test
  void invalidRequestsNameTheFieldAndWriteNothing() {
    String user = "tr-bad";
    List<Map<String, Object>> one = List.of(utterance("A", "Hi."));
    List<Object[]> cases = new ArrayList<>();
    Map<String, Object> noId = segmented(user, "x", one);
    noId.remove("transcriptId");
    cases.add(new Object[] {noId, "transcriptId"});
    Map<String, Object> emptyId = segmented(user, "", one);
    cases.add(new Object[] {emptyId, "transcriptId"});
    Map<String, Object> noOccurred = segmented(user, "x", one);
    noOccurred.remove("occurredAt");
    cases.add(new Object[] {noOccurred, "occurredAt"});
    Map<String, Object> offsetTime = segmented(user, "x", one);
    offsetTime.put("occurredAt", "2026-04-27T09:00:00+02:00");
    cases.add(new Object[] {offsetTime, "occurredAt"});
    cases.add(new Object[] {segmented(user, "x", List.of()), "content.utterances"});
    cases.add(
        new Object[] {
          segmented(user, "x", List.of(utterance("", "Hi."))), "content.utterances[0].speakerLabel"
        });
    cases.add(
        new Object[] {
          segmented(user, "x", List.of(utterance("A", ""))), "content.utterances[0].content"
        });
    Map<String, Object> badKind = segmented(user, "x", one);
    badKind.put("content", Map.of("kind", "audio", "text", "hi"));
    cases.add(new Object[] {badKind, "content.kind"});
    Map<String, Object> rawWithoutText = segmented(user, "x", one);
    rawWithoutText.put("content", Map.of("kind", "raw", "utterances", one));
    cases.add(new Object[] {rawWithoutText, "content.text"});
    Map<String, Object> emptyRaw = segmented(user, "x", one);
    emptyRaw.put("content", Map.of("kind", "raw", "text", ""));
    cases.add(new Object[] {emptyRaw, "content.text"});
    Map<String, Object> blankRaw = segmented(user, "x", one);
    blankRaw.put("content", Map.of("kind", "raw", "text", "  \n "));
    cases.add(new Object[] {blankRaw, "content.text"});
    Map<String, Object> tooLong = segmented(user, "x", one);
    tooLong.put("content", Map.of("kind", "raw", "text", "a".repeat(500_001)));
    cases.add(new Object[] {tooLong, "content.text"});
    Map<String, Object> badScope = segmented(user, "x", one);
    badScope.put("scope", "public");
    cases.add(new Object[] {badScope, "scope"});
    Map<String, Object> badKnown = segmented(user, "x", one);
    badKnown.put("knownParticipants", List.of(Map.of("label", "A")));
    cases.add(new Object[] {badKnown, "knownParticipants[0].nodeId"});
    Map<String, Object> badSourceKind = segmented(user, "x", one);
    badSourceKind.put("sourceKind", "");
    cases.add(new Object[] {badSourceKind, "sourceKind"});
    for (Object[] c : cases) {
      String field = (String) c[1];
      Response r = server.post("/transcript/ingest", c[0]);
      assertThat(r.status()).as(field + " " + r.raw()).isEqualTo(400);
      assertThat(r.body().path("data").path("issues").toString()).as(r.raw()).contains(field);
      assertThat(r.raw()).doesNotContain("Exception");
    }
    assertThat(sourceCount(user)).isZero();
  }

  @Test
  void anotherUserOrPartitionCannotReadTheTranscript() {
    Response r =
        server.post(
            "/transcript/ingest",
            segmented("tr-own", "private-1", List.of(utterance("A", "The vault code is 4471."))));
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    String sourceId = r.body().path("sourceId").asString();
    String op = r.body().path("ingestionOperationId").asString();
    server.awaitProcessed("tr-own", op);

    assertThat(
            server
                .post("/sources/get", Map.of("userId", "tr-thief", "sourceId", sourceId))
                .status())
        .isEqualTo(404);
    assertThat(
            server
                .post(
                    "/sources/get",
                    Map.of("userId", "tr-own", "partitionKey", "work", "sourceId", sourceId))
                .status())
        .isIn(404, 409);
    JsonNode stolen =
        server.post("/sources/processing", Map.of("userId", "tr-thief", "operationId", op)).body();
    assertThat(stolen.path("processing").isNull()).isTrue();
    JsonNode search =
        server.post("/query/search", Map.of("userId", "tr-thief", "query", "vault code")).body();
    assertThat(search.toString()).doesNotContain("4471");
    // The other user may use the same transcript id: a separate source.
    Response theirs =
        server.post(
            "/transcript/ingest",
            segmented("tr-thief", "private-1", List.of(utterance("B", "Mine."))));
    assertThat(theirs.status()).as(theirs.raw()).isEqualTo(202);
    assertThat(theirs.body().path("sourceId").asString()).isNotEqualTo(sourceId);
  }
}
