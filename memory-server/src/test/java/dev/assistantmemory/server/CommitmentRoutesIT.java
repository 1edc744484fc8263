package dev.assistantmemory.server;

import static dev.assistantmemory.server.TestServer.body;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.TypeId;
import dev.assistantmemory.server.TestServer.Response;
import java.time.Instant;
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
 * The commitment routes through real HTTP (CONTRACT.md section 6): the contract's payloads, valid
 * and invalid input, the seed's lifecycle rules, and isolation (another user's and another
 * partition's tasks are not found and nothing is written).
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CommitmentRoutesIT {
  private final TestServer server;
  final AtomicInteger seq = new AtomicInteger();

  CommitmentRoutesIT(TestServer server) {
    this.server = server;
  }

  private JsonNode ok(String path, Map<String, Object> body) {
    Response r = server.post(path, body);
    assertThat(r.status()).as(path + " " + r.raw()).isBetween(200, 201);
    return r.body();
  }

  private String create(String user, Object... more) {
    Map<String, Object> b = body(more);
    b.put("userId", user);
    Response r = server.post("/commitments/create", b);
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("taskId").asString();
  }

  private List<String> ids(JsonNode view) {
    List<String> out = new ArrayList<>();
    view.path("commitments").forEach(c -> out.add(c.path("taskId").asString()));
    return out;
  }

  private List<String> open(String user, Object... filter) {
    Map<String, Object> b = body(filter);
    b.put("userId", user);
    return ids(ok("/commitments/open", b));
  }

  private List<String> candidates(String user) {
    return ids(ok("/commitments/candidates", body("userId", user)));
  }

  private int historySize(String user, String taskId) {
    return ok("/commitments/get", body("userId", user, "taskId", taskId)).path("history").size();
  }

  private void say(String user, String text) {
    int n = seq.incrementAndGet();
    Response r =
        server.post(
            "/ingest/conversation",
            IngestSearchIT.conversation(
                user,
                "cm" + n,
                List.of(IngestSearchIT.message("m" + n, "user", text, "2026-04-28T10:00:00Z"))));
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
  }

  @Test
  void createAnswersTheContractShapeAndTheTaskIsOpen() {
    Response r =
        server.post(
            "/commitments/create",
            body(
                "userId", "c1",
                "label", "Send the quarterly report",
                "description", "To the board",
                "dueOn", "2026-05-08",
                "dueTime", "17:00",
                "timeZone", "Europe/Amsterdam"));
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    JsonNode c = r.body();
    assertThat(c.path("taskId").asString()).startsWith("node_");
    assertThat(c.path("status").asString()).isEqualTo("pending");
    assertThat(c.path("dueOn").asString()).isEqualTo("2026-05-08");
    assertThat(c.path("dueTime").asString()).isEqualTo("17:00");
    assertThat(c.path("timeZone").asString()).isEqualTo("Europe/Amsterdam");
    assertThat(c.path("dueAt").asString()).isEqualTo("2026-05-08T15:00:00.000Z");
    assertThat(c.path("owner").isNull()).isTrue();
    assertThat(c.path("statusClaimId").asString()).startsWith("claim_");
    assertThat(c.path("dueClaimId").asString()).startsWith("claim_");
    assertThat(c.path("ownerClaimId").isNull()).isTrue();

    JsonNode open = ok("/commitments/open", body("userId", "c1"));
    assertThat(open.path("commitments")).hasSize(1);
    JsonNode o = open.path("commitments").get(0);
    for (String key :
        List.of(
            "taskId",
            "label",
            "status",
            "owner",
            "dueOn",
            "dueTime",
            "timeZone",
            "dueAt",
            "statedAt",
            "sourceId")) {
      assertThat(o.has(key)).as(key).isTrue();
    }
    assertThat(o.path("label").asString()).isEqualTo("Send the quarterly report");
    assertThat(o.path("dueAt").asString()).isEqualTo("2026-05-08T15:00:00.000Z");
    assertThat(o.path("sourceId").asString()).startsWith("src_");
    assertThat(candidates("c1")).isEmpty();

    JsonNode got = ok("/commitments/get", body("userId", "c1", "taskId", c.path("taskId")));
    assertThat(got.path("description").asString()).isEqualTo("To the board");
    assertThat(got.path("statusAssertedByKind").asString()).isEqualTo("user");
    assertThat(got.path("dueClaimId").asString()).isEqualTo(c.path("dueClaimId").asString());
    assertThat(got.path("sources")).hasSize(1);
    assertThat(got.path("sources").get(0).path("type").asString()).isEqualTo("manual");
    assertThat(got.path("history")).hasSize(2);
    // CONTRACT.md section 6 history value: the status, or the object's label for a due or owner
    // claim (the day, the owner's name), never null for a claim that has an object.
    for (JsonNode h : got.path("history")) {
      String expected = "DUE_ON".equals(h.path("predicate").asString()) ? "2026-05-08" : "pending";
      assertThat(h.path("value").asString()).as(h.toString()).isEqualTo(expected);
    }
    JsonNode noHistory =
        ok(
            "/commitments/get",
            body(
                "userId",
                "c1",
                "taskId",
                c.path("taskId"),
                "includeHistory",
                false,
                "includeSources",
                false));
    assertThat(noHistory.path("history")).isEmpty();
    assertThat(noHistory.path("sources")).isEmpty();
  }

  @Test
  void completedWorkNeverResurfacesAsPendingAndHistoryIsNewestFirst() {
    String task = create("c2", "label", "Renew the passport");
    JsonNode done =
        ok("/commitments/status", body("userId", "c2", "taskId", task, "status", "completed"));
    assertThat(done.path("status").asString()).isEqualTo("done");
    assertThat(done.path("previousStatus").asString()).isEqualTo("pending");
    assertThat(done.path("previousClaimId").asString()).startsWith("claim_");
    assertThat(open("c2")).isEmpty();
    assertThat(candidates("c2")).isEmpty();

    // An older statement that it is pending (late-arriving evidence) is history, not news.
    Response late =
        server.post(
            "/claim/create",
            body(
                "userId", "c2",
                "subjectNodeId", task,
                "predicate", "HAS_TASK_STATUS",
                "objectValue", "pending",
                "statement", "Renew the passport is pending",
                "statedAt", "2020-01-01T00:00:00.000Z"));
    assertThat(late.status()).as(late.raw()).isEqualTo(201);
    server.awaitIndexed();
    JsonNode search =
        ok("/query/search", body("userId", "c2", "query", "renew the passport pending"));
    assertThat(search.toString()).contains("Renew the passport");
    assertThat(open("c2")).as("the newest active status is done").isEmpty();
    assertThat(
            ids(
                ok(
                    "/commitments/list",
                    body("userId", "c2", "statuses", List.of("done"), "provenance", "all"))))
        .containsExactly(task);

    JsonNode history = ok("/commitments/get", body("userId", "c2", "taskId", task));
    assertThat(history.path("status").asString()).isEqualTo("done");
    assertThat(history.path("history").get(0).path("value").asString()).isEqualTo("done");
    assertThat(history.path("history").get(0).path("status").asString()).isEqualTo("active");

    Response repeat =
        server.post("/commitments/status", body("userId", "c2", "taskId", task, "status", "done"));
    assertThat(repeat.body().path("claimId").asString())
        .as("a repeated value is a fresh claim")
        .isNotEqualTo(done.path("claimId").asString());
    Response bad =
        server.post(
            "/commitments/status", body("userId", "c2", "taskId", task, "status", "someday"));
    assertThat(bad.status()).isEqualTo(400);
    assertThat(bad.body().path("data").path("name").asString())
        .isEqualTo("InvalidObjectValueError");
  }

  @Test
  void candidatesStayOutOfOpenUntilConfirmedAndDismissLeavesBothViews() {
    Response node =
        server.post(
            "/node/create", body("userId", "c3", "nodeType", "Task", "label", "Book the venue"));
    String task = node.body().path("node").path("id").asString();
    assertThat(open("c3")).isEmpty();
    assertThat(candidates("c3")).containsExactly(task);
    String inferred =
        create("c3", "label", "Order flowers", "assertedByKind", "assistant_inferred");
    assertThat(candidates("c3")).containsExactlyInAnyOrder(task, inferred);

    JsonNode confirmed = ok("/commitments/confirm", body("userId", "c3", "taskId", task));
    assertThat(confirmed.path("status").asString()).isEqualTo("pending");
    assertThat(confirmed.path("claimId").asString()).startsWith("claim_");
    assertThat(open("c3")).containsExactly(task);
    assertThat(candidates("c3")).containsExactly(inferred);

    // The trust rule: an inferred status never replaces the user's confirmation.
    ok(
        "/commitments/status",
        body(
            "userId",
            "c3",
            "taskId",
            task,
            "status",
            "done",
            "assertedByKind",
            "assistant_inferred"));
    assertThat(open("c3")).containsExactly(task);

    JsonNode dismissed = ok("/commitments/dismiss", body("userId", "c3", "taskId", task));
    assertThat(dismissed.path("retractedClaimIds")).hasSize(1);
    ok("/commitments/dismiss", body("userId", "c3", "taskId", inferred));
    assertThat(open("c3")).isEmpty();
    assertThat(candidates("c3")).isEmpty();
    assertThat(ok("/commitments/get", body("userId", "c3", "taskId", task)).path("status").isNull())
        .isTrue();
    Response confirmDismissed =
        server.post("/commitments/confirm", body("userId", "c3", "taskId", task));
    assertThat(confirmDismissed.status()).isEqualTo(409);

    // No sticky rejection: the same value may be set again.
    ok("/commitments/status", body("userId", "c3", "taskId", task, "status", "pending"));
    assertThat(open("c3")).containsExactly(task);

    JsonNode recovery =
        ok("/maintenance/recover-statusless-commitments", body("userId", "c3", "dryRun", false));
    assertThat(recovery.path("candidateCount").asInt())
        .as("a dismissed task is not statusless")
        .isZero();
  }

  @Test
  void aStatuslessTaskIsRecoveredAsACandidateIdempotently() {
    String user = "c4";
    server.post("/commitments/create", body("userId", user, "label", "Anchor"));
    NodeRecord legacy =
        new NodeRecord(
            TypeId.newId(TypeId.NODE),
            user,
            "memory:personal",
            Scope.personal,
            "Task",
            "Legacy task without a status",
            null,
            false,
            Instant.parse("2025-01-01T00:00:00Z"),
            Instant.parse("2025-01-01T00:00:00Z"),
            null,
            null);
    server
        .app()
        .store()
        .write(
            user,
            tx -> {
              tx.insertNode(legacy);
              return null;
            });
    assertThat(candidates(user)).doesNotContain(legacy.id());

    JsonNode dry = ok("/maintenance/recover-statusless-commitments", body("userId", user));
    assertThat(dry.path("dryRun").asBoolean()).isTrue();
    assertThat(dry.path("candidateCount").asInt()).isEqualTo(1);
    assertThat(dry.path("recoveredCount").asInt()).isZero();
    assertThat(dry.path("taskIds").get(0).asString()).isEqualTo(legacy.id());
    assertThat(dry.path("candidates").get(0).path("label").asString())
        .isEqualTo("Legacy task without a status");
    assertThat(candidates(user)).as("a dry run writes nothing").doesNotContain(legacy.id());

    server.registerPartition(user, "work");
    Response otherPartition =
        server.post(
            "/maintenance/recover-statusless-commitments",
            body("userId", user, "partitionKey", "work", "dryRun", false));
    assertThat(otherPartition.status()).as(otherPartition.raw()).isEqualTo(200);
    assertThat(otherPartition.body().path("recoveredCount").asInt()).isZero();

    JsonNode applied =
        ok("/maintenance/recover-statusless-commitments", body("userId", user, "dryRun", false));
    assertThat(applied.path("recoveredCount").asInt()).isEqualTo(1);
    assertThat(candidates(user)).contains(legacy.id());
    assertThat(open(user)).doesNotContain(legacy.id());
    JsonNode again =
        ok("/maintenance/recover-statusless-commitments", body("userId", user, "dryRun", false));
    assertThat(again.path("candidateCount").asInt()).as("idempotent").isZero();

    Response bad =
        server.post(
            "/maintenance/recover-statusless-commitments", body("userId", user, "limit", 0));
    assertThat(bad.status()).isEqualTo(400);
  }

  @Test
  void dueBeforeCutsInclusivelyAndDropsUndatedTasks() {
    String early = create("c5", "label", "Pay the rent", "dueOn", "2026-05-01");
    String onDay = create("c5", "label", "File the taxes", "dueOn", "2026-05-10");
    String late = create("c5", "label", "Plan the holiday", "dueOn", "2026-06-01");
    String undated = create("c5", "label", "Read the novel");
    assertThat(open("c5")).containsExactlyInAnyOrder(early, onDay, late, undated);
    assertThat(open("c5", "dueBefore", "2026-05-10")).containsExactlyInAnyOrder(early, onDay);

    JsonNode byDue =
        ok("/commitments/list", body("userId", "c5", "sort", "dueOn", "order", "asc", "limit", 2));
    assertThat(ids(byDue)).containsExactly(early, onDay);
    JsonNode next =
        ok(
            "/commitments/list",
            body(
                "userId",
                "c5",
                "sort",
                "dueOn",
                "order",
                "asc",
                "limit",
                2,
                "cursor",
                byDue.path("nextCursor").asString()));
    assertThat(ids(next)).as("undated last").containsExactly(late, undated);
    assertThat(next.path("nextCursor").isNull()).isTrue();
    assertThat(ids(ok("/commitments/list", body("userId", "c5", "hasDueDate", false))))
        .containsExactly(undated);
    assertThat(ids(ok("/commitments/list", body("userId", "c5", "search", "TAXES"))))
        .containsExactly(onDay);
    assertThat(
            ids(
                ok(
                    "/commitments/list",
                    body(
                        "userId",
                        "c5",
                        "dueAfter",
                        "2026-05-10",
                        "sort",
                        "label",
                        "order",
                        "asc"))))
        .containsExactly(onDay, late);
    JsonNode item = ok("/commitments/list", body("userId", "c5", "search", "rent"));
    JsonNode presentation = item.path("commitments").get(0).path("presentation");
    assertThat(presentation.path("why").asString()).isEqualTo("Recorded by hand");
    assertThat(item.path("commitments").get(0).path("statusChangedAt").asString()).endsWith("Z");

    // Timed tasks only for the instant filters; a date-only call clears the time.
    ok(
        "/commitments/due",
        body(
            "userId",
            "c5",
            "taskId",
            late,
            "dueOn",
            "2026-06-01",
            "dueTime",
            "09:30",
            "timeZone",
            "America/New_York"));
    assertThat(
            ids(
                ok(
                    "/commitments/list",
                    body("userId", "c5", "dueBeforeInstant", "2026-06-01T13:30:00.000Z"))))
        .containsExactly(late);
    JsonNode dateOnly =
        ok("/commitments/due", body("userId", "c5", "taskId", late, "dueOn", "2026-06-02"));
    assertThat(dateOnly.path("dueTime").isNull()).isTrue();
    assertThat(dateOnly.path("dueAt").isNull()).isTrue();
    JsonNode got = ok("/commitments/get", body("userId", "c5", "taskId", late));
    assertThat(got.path("dueOn").asString()).isEqualTo("2026-06-02");
    assertThat(got.path("dueTime").isNull()).isTrue();
    JsonNode cleared = ok("/commitments/due", body("userId", "c5", "taskId", late, "dueOn", null));
    assertThat(cleared.path("retractedClaimIds")).hasSize(1);
    assertThat(ok("/commitments/get", body("userId", "c5", "taskId", late)).path("dueOn").isNull())
        .isTrue();
  }

  @Test
  void ownerIsNullForSelfAndNamedOtherwise() {
    say("c6", "I live in Utrecht these days.");
    String self = null;
    for (JsonNode n : ok("/query/graph", body("userId", "c6", "maxNodes", 100)).path("nodes")) {
      if ("Me".equals(n.path("label").asString())) {
        self = n.path("id").asString();
      }
    }
    assertThat(self).isNotNull();
    Response marcel =
        server.post("/node/create", body("userId", "c6", "nodeType", "Person", "label", "Marcel"));
    String marcelId = marcel.body().path("node").path("id").asString();

    String mine = create("c6", "label", "Water the plants", "ownedBy", self);
    String his = create("c6", "label", "Send the price list", "ownedBy", marcelId);
    JsonNode open = ok("/commitments/open", body("userId", "c6"));
    for (JsonNode c : open.path("commitments")) {
      if (c.path("taskId").asString().equals(mine)) {
        assertThat(c.path("owner").isNull()).as("self is null").isTrue();
      } else {
        assertThat(c.path("owner").path("nodeId").asString()).isEqualTo(marcelId);
        assertThat(c.path("owner").path("label").asString()).isEqualTo("Marcel");
      }
    }
    assertThat(open("c6", "ownedBy", self)).as("the filter is unchanged").containsExactly(mine);
    assertThat(open("c6", "ownedBy", marcelId)).containsExactly(his);

    JsonNode moved =
        ok("/commitments/owner", body("userId", "c6", "taskId", mine, "ownedBy", marcelId));
    assertThat(moved.path("owner").path("label").asString()).isEqualTo("Marcel");
    JsonNode unassigned =
        ok("/commitments/owner", body("userId", "c6", "taskId", his, "ownedBy", null));
    assertThat(unassigned.path("owner").isNull()).isTrue();
    assertThat(unassigned.path("retractedClaimIds")).hasSize(1);
    assertThat(ids(ok("/commitments/list", body("userId", "c6", "unowned", true))))
        .containsExactly(his);

    Response unknown =
        server.post(
            "/commitments/create",
            body("userId", "c6", "label", "X", "ownedBy", "node_01kq54zhdwe4a94mj9nrrnne4h"));
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.body().path("data").path("name").asString()).isEqualTo("NodesNotFoundError");
    Response both =
        server.post(
            "/commitments/list", body("userId", "c6", "ownedBy", marcelId, "unowned", true));
    assertThat(both.status()).isEqualTo(400);
  }

  @Test
  void updateChangesLabelAndClearsDescription() {
    String task = create("c7", "label", "Draft the memo", "description", "for Monday");
    JsonNode u =
        ok(
            "/commitments/update",
            body("userId", "c7", "taskId", task, "label", "Draft the memo v2", "description", ""));
    assertThat(u.path("label").asString()).isEqualTo("Draft the memo v2");
    assertThat(u.path("description").isNull()).isTrue();
    assertThat(server.post("/commitments/update", body("userId", "c7", "taskId", task)).status())
        .isEqualTo(400);
  }

  @Test
  void invalidInputIsRefusedAndWritesNothing() {
    List<Map<String, Object>> bad =
        List.of(
            body("userId", "c8"),
            body("userId", "c8", "label", ""),
            body("userId", "c8", "label", "X", "status", "done"),
            body("userId", "c8", "label", "X", "dueOn", "2026-02-30"),
            body("userId", "c8", "label", "X", "dueOn", "26-02-01"),
            body("userId", "c8", "label", "X", "dueTime", "10:00", "timeZone", "Europe/Paris"),
            body("userId", "c8", "label", "X", "dueOn", "2026-02-01", "dueTime", "10:00"),
            body(
                "userId",
                "c8",
                "label",
                "X",
                "dueOn",
                "2026-02-01",
                "dueTime",
                "10:00",
                "timeZone",
                "Mars/Olympus"),
            body(
                "userId",
                "c8",
                "label",
                "X",
                "dueOn",
                "2026-02-01",
                "dueTime",
                "25:00",
                "timeZone",
                "Europe/Paris"),
            body("userId", "c8", "label", "X", "assertedByKind", "robot"),
            body("userId", "c8", "label", "X", "ownedBy", ""));
    List<String> fields =
        List.of(
            "label",
            "label",
            "status",
            "dueOn",
            "dueOn",
            "dueOn",
            "timeZone",
            "timeZone",
            "dueTime",
            "assertedByKind",
            "ownedBy");
    for (int i = 0; i < bad.size(); i++) {
      Map<String, Object> b = bad.get(i);
      Response r = server.post("/commitments/create", b);
      assertThat(r.status()).as(b + " " + r.raw()).isEqualTo(400);
      // CONTRACT.md section 9: every validation 400 names its field in data.issues, including the
      // rules across fields (dueTime with timeZone, both with dueOn) that the service checks.
      assertThat(r.body().path("data").path("issues").get(0).path("path").asString())
          .as(b + " " + r.raw())
          .isEqualTo(fields.get(i));
      assertThat(r.body().path("field").asString()).as(r.raw()).isEqualTo(fields.get(i));
    }
    assertThat(ids(ok("/commitments/list", body("userId", "c8", "provenance", "all")))).isEmpty();
    for (Map<String, Object> b :
        List.of(
            body("userId", "c8", "limit", 0),
            body("userId", "c8", "limit", 201),
            body("userId", "c8", "sort", "priority"),
            body("userId", "c8", "statuses", List.of("later")),
            body("userId", "c8", "cursor", "not-a-cursor"),
            body("userId", "c8", "dueBeforeInstant", "2026-05-01"))) {
      Response r = server.post("/commitments/list", b);
      assertThat(r.status()).as(b + " " + r.raw()).isEqualTo(400);
      assertThat(r.body().path("data").path("issues").get(0).path("path").asString())
          .as(r.raw())
          .startsWith(b.keySet().stream().filter(k -> !k.equals("userId")).findFirst().get());
    }
    assertThat(server.post("/commitments/open", body("userId", "c8", "dueBefore", "May")).status())
        .isEqualTo(400);
  }

  @Test
  void anotherUsersOrPartitionsTaskIsNotFoundAndNothingIsWritten() {
    String task = create("c9", "label", "Call the plumber");
    String work = create("c9", "label", "Review the budget", "partitionKey", "work");
    String notATask =
        server
            .post("/node/create", body("userId", "c9", "nodeType", "Person", "label", "Bram"))
            .body()
            .path("node")
            .path("id")
            .asString();
    int before = historySize("c9", task);
    List<Map<String, Object>> writes =
        List.of(
            body("path", "/commitments/status", "status", "done"),
            body("path", "/commitments/owner", "ownedBy", null),
            body("path", "/commitments/due", "dueOn", "2026-05-01"),
            body("path", "/commitments/update", "label", "Hijacked"),
            body("path", "/commitments/confirm"),
            body("path", "/commitments/dismiss"),
            body("path", "/commitments/get"));
    for (Map<String, Object> w : writes) {
      Map<String, Object> b = new HashMap<>(w);
      String path = (String) b.remove("path");
      b.put("userId", "intruder");
      b.put("taskId", task);
      Response r = server.post(path, b);
      assertThat(r.status()).as(path + " " + r.raw()).isEqualTo(404);
      assertThat(r.body().path("data").path("name").asString()).isEqualTo("TaskNotFoundError");
      assertThat(r.body().path("data").path("taskId").asString()).isEqualTo(task);

      b.put("userId", "c9");
      b.put("taskId", work);
      Response strict = server.post(path, b);
      assertThat(strict.status()).as("strict scope: " + path).isEqualTo(404);

      b.put("taskId", notATask);
      assertThat(server.post(path, b).status()).as("not a Task: " + path).isEqualTo(404);
    }
    assertThat(historySize("c9", task)).as("nothing written").isEqualTo(before);
    assertThat(open("c9")).containsExactly(task);
    assertThat(open("intruder")).isEmpty();
    assertThat(open("c9", "partitionKey", "work")).containsExactly(work);
    Response workspace =
        server.post(
            "/commitments/open",
            TestServer.JSON.writeValueAsString(body("userId", "c9")),
            Map.of("x-memory-access-scope", "workspace"));
    assertThat(ids(workspace.body())).containsExactlyInAnyOrder(task, work);
    JsonNode workDetail =
        ok("/commitments/get", body("userId", "c9", "partitionKey", "work", "taskId", work));
    assertThat(workDetail.path("history")).hasSize(1);

    Response ownerElsewhere =
        server.post(
            "/commitments/owner",
            body("userId", "c9", "partitionKey", "work", "taskId", work, "ownedBy", notATask));
    assertThat(ownerElsewhere.status())
        .as("an owner node outside the partition is not found")
        .isEqualTo(404);
    assertThat(workDetail.path("owner").isNull()).isTrue();
  }
}
