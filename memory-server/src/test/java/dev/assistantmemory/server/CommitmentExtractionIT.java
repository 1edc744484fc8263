package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * Commitments from ingestion, end to end: owners named in chat turns (English and Dutch), and the
 * email rules that follow a document's sourceContext (person-to-person sources store no owner,
 * requests are candidates, lifecycle updates need the known requester or the authenticated owner, a
 * corrected request removes the later inferred status). Each rule with a negative case.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CommitmentExtractionIT {
  private final TestServer server;
  final AtomicInteger seq = new AtomicInteger();

  CommitmentExtractionIT(TestServer server) {
    this.server = server;
  }

  private void say(String user, String text) {
    int n = seq.incrementAndGet();
    Response r =
        server.post(
            "/ingest/conversation",
            IngestSearchIT.conversation(
                user,
                "c" + n,
                List.of(IngestSearchIT.message("m" + n, "user", text, "2026-04-28T10:00:00Z"))));
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
  }

  private static Map<String, Object> context(
      String direction, String sender, String authenticated) {
    Map<String, Object> c = new HashMap<>();
    c.put("sourceKind", "email");
    c.put("purpose", "the user's mailbox");
    c.put("accountId", "inbox-1");
    c.put("relationship", "owner");
    c.put("currentMessageRole", "current");
    c.put("completeness", "complete");
    c.put("deliveryKind", "person_message");
    c.put("direction", direction);
    c.put("sender", Map.of("email", sender));
    if (authenticated != null) {
      c.put("authenticatedUser", Map.of("email", authenticated));
    }
    return c;
  }

  private void mail(String user, String id, String text, Map<String, Object> context) {
    Map<String, Object> doc = new HashMap<>();
    doc.put("id", id);
    doc.put("content", text);
    doc.put(
        "timestamp",
        dev.assistantmemory.model.WireTime.format(
            java.time.Instant.parse("2026-04-28T10:00:00Z").plusSeconds(seq.incrementAndGet())));
    doc.put("sourceContext", context);
    Response r =
        server.post(
            "/ingest/document", Map.of("userId", user, "updateExisting", true, "document", doc));
    assertThat(r.status()).as(r.raw()).isIn(200, 201, 202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
  }

  private JsonNode view(String path, String user) {
    Response r = server.post(path, Map.of("userId", user));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body().path("commitments");
  }

  private JsonNode only(JsonNode commitments) {
    assertThat(commitments).hasSize(1);
    return commitments.get(0);
  }

  private JsonNode get(String user, String taskId) {
    return server.post("/commitments/get", Map.of("userId", user, "taskId", taskId)).body();
  }

  private List<String> predicates(JsonNode detail) {
    List<String> out = new ArrayList<>();
    detail.path("history").forEach(h -> out.add(h.path("predicate").asString()));
    return out;
  }

  @Test
  void aChatTurnNamingWhoWillDoItAssignsTheTaskInEnglish() {
    say("e1", "Marcel will send the price list by Friday.");
    JsonNode c = only(view("/commitments/open", "e1"));
    assertThat(c.path("label").asString()).isEqualTo("send the price list");
    assertThat(c.path("owner").path("label").asString()).isEqualTo("Marcel");
    assertThat(c.path("dueOn").asString()).isEqualTo("2026-05-01");
  }

  @Test
  void aChatTurnNamingWhoWillDoItAssignsTheTaskInDutch() {
    say("e2", "Marcel stuurt de prijslijst vrijdag.");
    assertThat(only(view("/commitments/open", "e2")).path("owner").path("label").asString())
        .isEqualTo("Marcel");
    say("e2b", "Kun je de offerte nakijken, Bram?");
    assertThat(only(view("/commitments/open", "e2b")).path("owner").path("label").asString())
        .isEqualTo("Bram");
  }

  @Test
  void aPromiseToSomeoneIsTheUsersTaskAndARequestToSomeoneIsTheirs() {
    say("e9", "I promised Sarah I would water her plants on Saturday.");
    JsonNode mine = only(view("/commitments/open", "e9"));
    assertThat(mine.path("label").asString()).isEqualTo("water her plants");
    assertThat(mine.path("owner").isNull()).as("the user's own task names nobody").isTrue();
    assertThat(predicates(get("e9", mine.path("taskId").asString()))).doesNotContain("ASSIGNED_TO");

    say("e10", "I asked Tom to book the venue for the retreat.");
    JsonNode theirs = only(view("/commitments/open", "e10"));
    assertThat(theirs.path("label").asString()).isEqualTo("book the venue for the retreat");
    assertThat(theirs.path("owner").path("label").asString()).isEqualTo("Tom");
  }

  @Test
  void theUsersOwnTaskHasNoOwner() {
    say("e3", "I'll send the invoice tomorrow.");
    JsonNode c = only(view("/commitments/open", "e3"));
    assertThat(c.path("owner").isNull()).isTrue();
    assertThat(predicates(get("e3", c.path("taskId").asString()))).doesNotContain("ASSIGNED_TO");
  }

  @Test
  void anEmailNamingAnOwnerStoresNoOwnerAndItsRequestIsACandidate() {
    mail(
        "e4",
        "mail-1",
        "Marcel will send the price list by 5 May 2026.",
        context("incoming", "an@acme.com", null));
    assertThat(view("/commitments/open", "e4")).as("email requests are tentative").isEmpty();
    JsonNode c = only(view("/commitments/candidates", "e4"));
    assertThat(c.path("owner").isNull()).isTrue();
    assertThat(c.path("dueOn").asString()).isEqualTo("2026-05-05");
    assertThat(predicates(get("e4", c.path("taskId").asString()))).doesNotContain("ASSIGNED_TO");
  }

  @Test
  void incomingUpdatesNeedTheKnownRequester() {
    mail(
        "e5",
        "req",
        "Can you write the quarterly report by 5 May 2026?",
        context("incoming", "an@acme.com", null));
    String task = only(view("/commitments/candidates", "e5")).path("taskId").asString();
    mail("e5", "other", "I finished the quarterly report.", context("incoming", "bo@x.com", null));
    assertThat(get("e5", task).path("status").asString())
        .as("another sender is not the requester")
        .isEqualTo("pending");
    mail(
        "e5", "same", "I finished the quarterly report.", context("incoming", "an@acme.com", null));
    assertThat(get("e5", task).path("status").asString()).isEqualTo("done");
  }

  @Test
  void authenticatedOutgoingOwnerMessagesUpdateTheOwnersWork() {
    mail(
        "e6",
        "req",
        "Can you write the quarterly report by 5 May 2026?",
        context("incoming", "an@acme.com", null));
    String task = only(view("/commitments/candidates", "e6")).path("taskId").asString();
    mail(
        "e6",
        "spoof",
        "I finished the quarterly report.",
        context("outgoing", "someone@else.com", "me@mine.com"));
    assertThat(get("e6", task).path("status").asString())
        .as("not sent by the authenticated user")
        .isEqualTo("pending");
    mail(
        "e6",
        "mine",
        "I finished the quarterly report.",
        context("outgoing", "me@mine.com", "me@mine.com"));
    assertThat(get("e6", task).path("status").asString()).isEqualTo("done");
  }

  @Test
  void correctingARequestRemovesLaterInferredStatusButKeepsManualDecisions() {
    mail(
        "e7",
        "req",
        "Can you write the quarterly report by 5 May 2026?",
        context("incoming", "an@acme.com", null));
    String task = only(view("/commitments/candidates", "e7")).path("taskId").asString();
    Response due =
        server.post(
            "/commitments/due", Map.of("userId", "e7", "taskId", task, "dueOn", "2026-05-20"));
    assertThat(due.status()).as(due.raw()).isEqualTo(200);
    mail(
        "e7",
        "later",
        "I finished the quarterly report.",
        context("incoming", "an@acme.com", null));
    assertThat(get("e7", task).path("status").asString()).isEqualTo("done");

    mail(
        "e7",
        "req",
        "Can you write the quarterly report by 5 May 2026? Corrected: the Q2 one.",
        context("incoming", "an@acme.com", null));
    JsonNode after = get("e7", task);
    assertThat(after.path("status").asString())
        .as("the later inferred status depended on the corrected request")
        .isEqualTo("pending");
    assertThat(after.path("dueOn").asString())
        .as("a manual decision stays")
        .isEqualTo("2026-05-20");
  }

  @Test
  void aCorrectionLeavesIndependentEvidenceAlone() {
    mail(
        "e8",
        "req",
        "Can you write the quarterly report by 5 May 2026?",
        context("incoming", "an@acme.com", null));
    String task = only(view("/commitments/candidates", "e8")).path("taskId").asString();
    Response done =
        server.post(
            "/commitments/status", Map.of("userId", "e8", "taskId", task, "status", "done"));
    assertThat(done.status()).isEqualTo(200);
    mail(
        "e8",
        "req",
        "Can you write the quarterly report by 5 May 2026? Corrected.",
        context("incoming", "an@acme.com", null));
    assertThat(get("e8", task).path("status").asString())
        .as("the user's own status is not inferred from the request")
        .isEqualTo("done");
  }
}
