package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.conversation;
import static dev.assistantmemory.server.IngestSearchIT.document;
import static dev.assistantmemory.server.IngestSearchIT.message;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * The ingestion pipeline as a graph writer, through real HTTP on a real SQLite file: what
 * extraction writes, how it resolves against what is held, and the guard and isolation rules it
 * obeys.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ExtractionIT {
  TestServer server;
  private final AtomicInteger seq = new AtomicInteger();

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  /** Says something as the user (or another role) in a fresh conversation and waits for it. */
  private void say(String user, String role, String text, String timestamp) {
    int n = seq.incrementAndGet();
    Response r =
        server.post(
            "/ingest/conversation",
            conversation(user, "c" + n, List.of(message("m" + n, role, text, timestamp))));
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    JsonNode receipt =
        server
            .post(
                "/sources/processing",
                Map.of(
                    "userId",
                    user,
                    "operationId",
                    r.body().path("ingestionOperationId").asString()))
            .body();
    assertThat(receipt.toString()).contains("completed");
  }

  private JsonNode graph(String user) {
    return server.post("/query/graph", Map.of("userId", user, "maxNodes", 100)).body();
  }

  private List<JsonNode> nodes(String user, String type) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode n : graph(user).path("nodes")) {
      if (type.equals(n.path("nodeType").asString())) {
        out.add(n);
      }
    }
    return out;
  }

  private String nodeId(String user, String type, String label) {
    return nodes(user, type).stream()
        .filter(n -> n.path("label").asString().equalsIgnoreCase(label))
        .map(n -> n.path("id").asString())
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + type + " " + label + " in " + graph(user)));
  }

  private JsonNode claims(String user, String nodeId, List<String> statuses) {
    return server
        .post(
            "/node/get",
            Map.of("userId", user, "nodeId", nodeId, "claimFilter", Map.of("statuses", statuses)))
        .body()
        .path("claims");
  }

  private List<JsonNode> active(String user, String nodeId, String predicate) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode c : claims(user, nodeId, List.of("active"))) {
      if (predicate.equals(c.path("predicate").asString())) {
        out.add(c);
      }
    }
    return out;
  }

  private String selfId(String user) {
    return nodes(user, "Person").stream()
        .filter(n -> n.path("label").asString().equals("Me"))
        .map(n -> n.path("id").asString())
        .findFirst()
        .orElseThrow();
  }

  @Test
  void aCommitmentBecomesATaskWithStatusAndDueDateThenItsStatusMoves() {
    say("x-task", "user", "I'll send the spec to Alice by Friday.", "2026-04-28T10:00:00Z");
    String task = nodeId("x-task", "Task", "send the spec to Alice");
    JsonNode status = active("x-task", task, "HAS_TASK_STATUS").get(0);
    assertThat(status.path("objectValue").asString()).isEqualTo("pending");
    assertThat(status.path("assertedByKind").asString()).isEqualTo("user");
    assertThat(status.path("sourceId").asString()).startsWith("src_");
    assertThat(active("x-task", task, "DUE_ON").get(0).path("objectLabel").asString())
        .isEqualTo("2026-05-01");
    assertThat(active("x-task", task, "ASSIGNED_TO"))
        .as("message sources never store ASSIGNED_TO")
        .isEmpty();

    say("x-task", "user", "I sent the spec to Alice this morning.", "2026-04-30T09:00:00Z");
    assertThat(active("x-task", task, "HAS_TASK_STATUS"))
        .singleElement()
        .satisfies(c -> assertThat(c.path("objectValue").asString()).isEqualTo("done"));
    JsonNode history = claims("x-task", task, List.of());
    assertThat(history.toString()).contains("\"superseded\"");
    assertThat(nodes("x-task", "Task")).as("the follow-up resolved to the same task").hasSize(1);
  }

  @Test
  void aTaskMadeAndFinishedInOneConversationResolvesWithinTheJob() {
    // A closed task with the same words as a new one must not shift which new task a later
    // message of the same job refers to.
    say("x-one", "user", "I'll renew the library card.", "2026-04-20T10:00:00Z");
    say("x-one", "user", "I renewed the library card.", "2026-04-21T10:00:00Z");
    Response r =
        server.post(
            "/ingest/conversation",
            conversation(
                "x-one",
                "c-one",
                List.of(
                    message("o1", "user", "I'll renew the library card.", "2026-04-28T10:00:00Z"),
                    message(
                        "o2", "user", "I'll book the dentist by Friday.", "2026-04-28T10:01:00Z"),
                    message("o3", "user", "I booked the dentist.", "2026-04-28T11:00:00Z"))));
    server.awaitProcessed("x-one", r.body().path("ingestionOperationId").asString());
    String dentist = nodeId("x-one", "Task", "book the dentist");
    assertThat(active("x-one", dentist, "HAS_TASK_STATUS"))
        .singleElement()
        .satisfies(c -> assertThat(c.path("objectValue").asString()).isEqualTo("done"));
    List<String> cardStatuses = new ArrayList<>();
    for (JsonNode n : nodes("x-one", "Task")) {
      if (n.path("label").asString().equals("renew the library card")) {
        active("x-one", n.path("id").asString(), "HAS_TASK_STATUS")
            .forEach(c -> cardStatuses.add(c.path("objectValue").asString()));
      }
    }
    assertThat(cardStatuses).containsExactlyInAnyOrder("done", "pending");
  }

  @Test
  void theGuardRefusesARetractedValueResentThroughIngestion() {
    say("x-guard", "user", "I prefer window seats.", "2026-04-28T10:00:00Z");
    String self = selfId("x-guard");
    JsonNode pref = active("x-guard", self, "HAS_PREFERENCE").get(0);
    Response retract =
        server.post(
            "/claim/update",
            Map.of(
                "userId", "x-guard", "claimId", pref.path("id").asString(), "status", "retracted"));
    assertThat(retract.status()).as(retract.raw()).isEqualTo(200);

    say("x-guard", "user", "I prefer window seats.", "2026-04-29T10:00:00Z");

    assertThat(active("x-guard", self, "HAS_PREFERENCE"))
        .as("the pipeline cannot re-assert what the user retracted")
        .isEmpty();
    assertThat(claims("x-guard", self, List.of()))
        .filteredOn(c -> c.path("predicate").asString().equals("HAS_PREFERENCE"))
        .hasSize(1);
  }

  @Test
  void aDislikeIsReadBackAsADislikeNeverAsALike() {
    Response r =
        server.post(
            "/ingest/conversation",
            conversation(
                "x-polarity",
                "c-polarity",
                List.of(
                    message("p1", "user", "I love jazz.", "2026-04-28T10:00:00Z"),
                    message("p2", "assistant", "Noted!", "2026-04-28T10:00:05Z"),
                    message(
                        "p3",
                        "user",
                        "But I can't stand open-plan offices, and I'm not a fan of musicals.",
                        "2026-04-28T10:01:00Z"),
                    message(
                        "p4",
                        "user",
                        "Ik heb een hekel aan vroege vergaderingen.",
                        "2026-04-28T10:02:00Z"))));
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    server.awaitProcessed("x-polarity", r.body().path("ingestionOperationId").asString());
    String self = selfId("x-polarity");
    List<String> values =
        active("x-polarity", self, "HAS_PREFERENCE").stream()
            .map(c -> c.path("objectValue").asString())
            .toList();
    assertThat(values)
        .containsExactlyInAnyOrder(
            "jazz",
            "dislikes open-plan offices",
            "dislikes musicals",
            "dislikes vroege vergaderingen");
    JsonNode search =
        server
            .post("/context/search", Map.of("userId", "x-polarity", "query", "open-plan offices"))
            .body();
    assertThat(search.toString())
        .as("no statement reads a dislike as a like")
        .contains("dislikes open-plan offices")
        .doesNotContainPattern("(?<!dis)likes open-plan offices");
  }

  @Test
  void aRepeatAddsEvidenceInsteadOfADuplicateAndAMoveSupersedes() {
    say("x-fact", "user", "I live in Seattle.", "2026-01-10T10:00:00Z");
    say("x-fact", "user", "I live in Seattle.", "2026-02-10T10:00:00Z");
    String self = selfId("x-fact");
    assertThat(active("x-fact", self, "LOCATED_IN")).hasSize(1);
    String seattle = nodeId("x-fact", "Location", "Seattle");
    JsonNode sources =
        server.post("/node/sources", Map.of("userId", "x-fact", "nodeId", self)).body();
    assertThat(sources.path("sources").size()).isGreaterThanOrEqualTo(2);

    say("x-fact", "user", "I moved from Seattle to Portland.", "2026-03-10T10:00:00Z");
    assertThat(active("x-fact", self, "LOCATED_IN"))
        .singleElement()
        .satisfies(c -> assertThat(c.path("objectLabel").asString()).isEqualTo("Portland"));
    assertThat(claims("x-fact", self, List.of()))
        .filteredOn(c -> c.path("objectNodeId").asString().equals(seattle))
        .allSatisfy(c -> assertThat(c.path("status").asString()).isEqualTo("superseded"));
  }

  @Test
  void assistantTurnsAreCandidatesThatNeverOverrideTheUser() {
    say("x-band", "user", "I'll book the hotel by Monday.", "2026-04-28T10:00:00Z");
    String task = nodeId("x-band", "Task", "book the hotel");
    say(
        "x-band",
        "assistant",
        "It sounds like you prefer quiet rooms. Cancel the hotel booking then?",
        "2026-04-28T10:01:00Z");
    String self = selfId("x-band");
    assertThat(active("x-band", self, "HAS_PREFERENCE"))
        .singleElement()
        .satisfies(
            c -> assertThat(c.path("assertedByKind").asString()).isEqualTo("assistant_inferred"));
    assertThat(active("x-band", task, "HAS_TASK_STATUS"))
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.path("objectValue").asString()).isEqualTo("pending");
              assertThat(c.path("assertedByKind").asString()).isEqualTo("user");
            });
    assertThat(claims("x-band", task, List.of()))
        .as("the assistant's cancellation was heard, and filed as contradicted")
        .anySatisfy(
            c -> {
              assertThat(c.path("objectValue").asString()).isEqualTo("abandoned");
              assertThat(c.path("status").asString()).isEqualTo("contradicted");
              assertThat(c.path("assertedByKind").asString()).isEqualTo("assistant_inferred");
            });
  }

  @Test
  void explicitWordingRemovesAnInferredDeadlineButNeverOneTheUserSet() {
    say("x-due", "user", "I'll send the offer by Friday.", "2026-04-28T10:00:00Z");
    say("x-due", "user", "I'll file the taxes.", "2026-04-28T10:00:00Z");
    String offer = nodeId("x-due", "Task", "send the offer");
    String taxes = nodeId("x-due", "Task", "file the taxes");
    Response day =
        server.post(
            "/node/create",
            Map.of("userId", "x-due", "nodeType", "Temporal", "label", "2026-05-15"));
    Response manual =
        server.post(
            "/claim/create",
            Map.of(
                "userId",
                "x-due",
                "subjectNodeId",
                taxes,
                "predicate",
                "DUE_ON",
                "objectNodeId",
                day.body().path("node").path("id").asString(),
                "statement",
                "taxes are due on 15 May"));
    assertThat(manual.status()).as(manual.raw()).isEqualTo(201);

    say("x-due", "user", "There is no deadline now for the offer.", "2026-04-29T10:00:00Z");
    say("x-due", "user", "There is no deadline now for the taxes.", "2026-04-29T11:00:00Z");
    say("x-due", "user", "Let's do the taxes sometime later.", "2026-04-29T12:00:00Z");

    assertThat(active("x-due", offer, "DUE_ON")).as("inferred deadline removed").isEmpty();
    assertThat(active("x-due", taxes, "DUE_ON"))
        .as("a user-set date is never cleared by extraction")
        .singleElement()
        .satisfies(c -> assertThat(c.path("objectLabel").asString()).isEqualTo("2026-05-15"));
  }

  @Test
  void referenceMaterialYieldsNoClaimsAboutTheUserAndStaysOutOfPersonalSearch() {
    Response r =
        server.post(
            "/ingest/document",
            document(
                "x-ref",
                "book-1",
                "I prefer solitude. Marie Curie worked at the University of Paris.",
                Map.of("scope", "reference")));
    server.awaitProcessed("x-ref", r.body().path("ingestionOperationId").asString());
    JsonNode personal = graph("x-ref");
    assertThat(personal.toString())
        .as("reference nodes and claims stay out of personal graph reads")
        .doesNotContain("Marie Curie")
        .doesNotContain("solitude");
    JsonNode search =
        server
            .post("/query/search", Map.of("userId", "x-ref", "query", "Marie Curie Paris"))
            .body();
    assertThat(search.path("searchResults").toString()).doesNotContain("Marie Curie");
    assertThat(search.path("searchResults").toString()).doesNotContain("solitude");
    assertThat(search.path("sourceChunks").toString()).doesNotContain("Marie Curie");
  }

  @Test
  void aSourceWithNothingExtractableIsStillKeptAndSearchable() {
    say("x-none", "user", "Hmm, the sky looks grey over the harbour.", "2026-04-28T10:00:00Z");
    // Nothing extracted: only the day structure (the conversation recorded on its day).
    List<String> types = new ArrayList<>();
    graph("x-none").path("nodes").forEach(n -> types.add(n.path("nodeType").asString()));
    assertThat(types).containsExactlyInAnyOrder("Conversation", "Temporal");
    JsonNode hits =
        server
            .post("/query/search", Map.of("userId", "x-none", "query", "grey harbour sky"))
            .body()
            .path("sourceChunks");
    assertThat(hits.toString()).contains("harbour");
  }

  @Test
  void anotherUsersExtractedGraphNeverComesBack() {
    say("x-alice", "user", "I prefer oat milk. I'll call Bram tomorrow.", "2026-04-28T10:00:00Z");
    say("x-bob", "user", "Nice weather.", "2026-04-28T10:00:00Z");
    assertThat(graph("x-bob").toString()).doesNotContain("oat milk").doesNotContain("Bram");
    assertThat(
            server
                    .post("/query/search", Map.of("userId", "x-bob", "query", "oat milk Bram"))
                    .body()
                    .path("searchResults")
                    .toString()
                + server
                    .post("/query/search", Map.of("userId", "x-bob", "query", "oat milk Bram"))
                    .body()
                    .path("sourceChunks"))
        .doesNotContain("oat milk")
        .doesNotContain("Bram");
  }

  private List<String> labels(String user, String type) {
    return nodes(user, type).stream()
        .map(n -> n.path("label").asString())
        .filter(l -> !l.equals("Me"))
        .sorted()
        .toList();
  }

  @Test
  void aFirstNameLaterResolvesToThePersonKnownByTheFullName() {
    say("x-names", "user", "I had lunch with Marcel de Vries today.", "2026-04-27T12:00:00Z");
    String marcel = nodeId("x-names", "Person", "Marcel de Vries");
    say("x-names", "user", "Marcel will send the price list by Friday.", "2026-04-28T10:00:00Z");
    assertThat(labels("x-names", "Person")).containsExactly("Marcel de Vries");
    JsonNode open =
        server.post("/commitments/open", Map.of("userId", "x-names")).body().path("commitments");
    assertThat(open).singleElement();
    assertThat(open.get(0).path("owner").path("nodeId").asString()).isEqualTo(marcel);
  }

  @Test
  void aFullNameLaterBecomesTheAliasOfTheFirstNameSoAnotherSurnameStaysApart() {
    say("x-names2", "user", "Bram will call the plumber tomorrow.", "2026-04-27T12:00:00Z");
    String bram = nodeId("x-names2", "Person", "Bram");
    say("x-names2", "user", "I met Bram Jansen at the office.", "2026-04-28T10:00:00Z");
    assertThat(labels("x-names2", "Person")).containsExactly("Bram");
    JsonNode aliases =
        server.post("/alias/list", Map.of("userId", "x-names2", "canonicalNodeId", bram)).body();
    assertThat(aliases.toString()).contains("Bram Jansen");

    say("x-names2", "user", "I met Bram Visser at the gym.", "2026-04-29T10:00:00Z");
    assertThat(labels("x-names2", "Person"))
        .as("another surname is another Bram")
        .containsExactly("Bram", "Bram Visser");
  }

  @Test
  void anAmbiguousFirstNameIsNeverMergedIntoEitherPerson() {
    say(
        "x-names3",
        "user",
        "I met Sophie van Dam and Sophie Bakker at the conference.",
        "2026-04-27T12:00:00Z");
    say("x-names3", "user", "Sophie will send me the slides.", "2026-04-28T10:00:00Z");
    String owner =
        server
            .post("/commitments/open", Map.of("userId", "x-names3"))
            .body()
            .path("commitments")
            .get(0)
            .path("owner")
            .path("label")
            .asString();
    assertThat(owner).isEqualTo("Sophie");
    assertThat(labels("x-names3", "Person")).contains("Sophie van Dam", "Sophie Bakker", "Sophie");
  }

  @Test
  void anOrganisationWithItsLegalFormIsTheOneKnownWithout() {
    say("x-orgs", "user", "I got a job offer from Acme Inc.", "2026-04-27T12:00:00Z");
    say("x-orgs", "user", "I start working at Acme next month.", "2026-04-28T10:00:00Z");
    assertThat(labels("x-orgs", "Organization")).singleElement();
  }
}
