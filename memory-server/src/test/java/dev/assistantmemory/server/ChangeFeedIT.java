package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.feed.FeedCursor;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.server.TestServer.Response;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/** {@code /query/change-feed} over real HTTP on a real SQLite file (PostgreSQL: a subclass). */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ChangeFeedIT {
  TestServer server;

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  private Response post(String path, Object... kv) {
    Map<String, Object> body = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      if (kv[i + 1] != null) {
        body.put((String) kv[i], kv[i + 1]);
      }
    }
    return server.post(path, body);
  }

  private JsonNode feed(String user, String partitionKey, String cursor, Integer limit) {
    Response r =
        post(
            "/query/change-feed",
            "userId",
            user,
            "partitionKey",
            partitionKey,
            "cursor",
            cursor,
            "limit",
            limit);
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body();
  }

  private String node(String user, String partitionKey, String type, String label) {
    Response r =
        post(
            "/node/create",
            "userId",
            user,
            "partitionKey",
            partitionKey,
            "nodeType",
            type,
            "label",
            label);
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("node").path("id").asString();
  }

  /** Follows nextCursor until the pass is done; every page must keep the frozen sequence. */
  private record Pass(long through, List<JsonNode> events, String nextCursor, boolean complete) {}

  private Pass pass(String user, String cursor, int limit) {
    List<JsonNode> events = new ArrayList<>();
    JsonNode page = feed(user, null, cursor, limit);
    long through = page.path("throughSequence").asLong();
    while (true) {
      assertThat(page.has("cursorInvalid")).as(page.toString()).isFalse();
      assertThat(page.path("throughSequence").asLong()).isEqualTo(through);
      assertThat(page.path("events").size()).isLessThanOrEqualTo(limit);
      page.path("events").forEach(events::add);
      // One flag (the original's): the frozen pass is done, whatever was written meanwhile.
      assertThat(page.path("complete").asBoolean())
          .isEqualTo(page.path("pageComplete").asBoolean());
      if (page.path("pageComplete").asBoolean()) {
        return new Pass(
            through, events, page.path("nextCursor").asString(), page.path("complete").asBoolean());
      }
      page = feed(user, null, page.path("nextCursor").asString(), limit);
    }
  }

  @Test
  void pagingTenThousandEventsUnderConcurrentWritesDeliversEachOnceUpToTheFrozenSequence()
      throws Exception {
    String user = "feed-bulk";
    String other = "feed-bulk-other";
    // 10,000 nodes written in one transaction, each with its change-log entry, as writers do.
    Set<String> bulkIds = new HashSet<>();
    server
        .app()
        .store()
        .write(
            user,
            tx -> {
              Instant now = Instant.now();
              tx.ensureUser(user, now);
              for (int i = 0; i < 10_000; i++) {
                String id = "node_feedbulk" + String.format("%05d", i);
                tx.insertNode(
                    new NodeRecord(
                        id,
                        user,
                        Partitions.PERSONAL,
                        Scope.personal,
                        "Concept",
                        "Bulk " + i,
                        null,
                        false,
                        now,
                        now,
                        null,
                        null));
                tx.appendChange(user, "node", id, "upsert", now);
                bulkIds.add(id);
              }
              return null;
            });
    node(other, null, "Person", "Someone else's");

    // Concurrent writers for the user and for another user while the feed is paged.
    List<String> concurrentIds = new CopyOnWriteArrayList<>();
    List<String> otherIds = new CopyOnWriteArrayList<>();
    AtomicBoolean stop = new AtomicBoolean();
    Thread writer =
        new Thread(
            () -> {
              int i = 0;
              while (!stop.get()) {
                concurrentIds.add(node(user, null, "Person", "Concurrent " + i));
                otherIds.add(node(other, null, "Person", "Other " + i));
                i++;
              }
            });
    writer.start();
    Pass first;
    try {
      first = pass(user, null, 500);
    } finally {
      stop.set(true);
      writer.join();
    }

    // Writes landed during the pass, and its last page still says complete.
    assertThat(first.complete()).isTrue();
    Set<Long> seen = new HashSet<>();
    Map<String, Integer> perEntity = new HashMap<>();
    long previous = 0;
    for (JsonNode e : first.events()) {
      long seq = e.path("sequence").asLong();
      assertThat(seen.add(seq)).as("sequence %d delivered twice", seq).isTrue();
      assertThat(seq).isGreaterThan(previous).isLessThanOrEqualTo(first.through());
      previous = seq;
      assertThat(e.path("userId").asString()).isEqualTo(user);
      assertThat(e.path("partitionKey").asString()).isEqualTo(Partitions.PERSONAL);
      perEntity.merge(e.path("entityId").asString(), 1, Integer::sum);
    }
    for (String id : bulkIds) {
      assertThat(perEntity.get(id)).as(id).isEqualTo(1);
    }
    assertThat(perEntity.keySet()).doesNotContainAnyElementsOf(otherIds);

    // The next pass, frozen later, delivers what was written meanwhile, again exactly once.
    Pass second = pass(user, first.nextCursor(), 500);
    assertThat(second.through()).isGreaterThanOrEqualTo(first.through());
    assertThat(second.complete()).isTrue();
    for (JsonNode e : second.events()) {
      long seq = e.path("sequence").asLong();
      assertThat(seq).isGreaterThan(first.through()).isLessThanOrEqualTo(second.through());
      assertThat(seen.add(seq)).as("sequence %d delivered twice", seq).isTrue();
      assertThat(e.path("userId").asString()).isEqualTo(user);
      perEntity.merge(e.path("entityId").asString(), 1, Integer::sum);
    }
    assertThat(concurrentIds).isNotEmpty();
    assertThat(perEntity.keySet()).containsAll(concurrentIds);
    assertThat(perEntity.keySet()).doesNotContainAnyElementsOf(otherIds);
    assertThat(seen).hasSize(first.events().size() + second.events().size());

    // Caught up: the cursor at the end answers an empty, complete page.
    JsonNode caughtUp = feed(user, null, second.nextCursor(), 500);
    assertThat(caughtUp.path("events").size()).isZero();
    assertThat(caughtUp.path("complete").asBoolean()).isTrue();
    assertThat(caughtUp.path("throughSequence").asLong()).isEqualTo(second.through());
  }

  @Test
  void deletionsAreTombstonesAndMergedNodesRedirect() {
    String user = "feed-tomb";
    String keep = node(user, null, "Person", "Anna Jansen");
    String merged = node(user, null, "Person", "Anna J.");
    String gone = node(user, null, "Concept", "Old idea");
    Response task =
        post(
            "/node/create",
            "userId",
            user,
            "nodeType",
            "Task",
            "label",
            "Send the report",
            "initialClaims",
            List.of(
                Map.of(
                    "predicate",
                    "HAS_TASK_STATUS",
                    "statement",
                    "Send the report is pending",
                    "objectValue",
                    "pending",
                    "assertedByKind",
                    "user")));
    assertThat(task.status()).as(task.raw()).isEqualTo(201);
    String taskId = task.body().path("node").path("id").asString();
    // The deleted claim is a later status (a Task's only status cannot be deleted: 13.8).
    Response started =
        post("/commitments/status", "userId", user, "taskId", taskId, "status", "in_progress");
    assertThat(started.status()).as(started.raw()).isEqualTo(200);
    String claimId = started.body().path("claimId").asString();

    Response merge = post("/node/merge", "userId", user, "nodeIds", List.of(keep, merged));
    assertThat(merge.status()).as(merge.raw()).isEqualTo(200);
    Response del = post("/node/delete", "userId", user, "nodeId", gone);
    assertThat(del.status()).as(del.raw()).isEqualTo(200);
    Response delClaim = post("/claim/delete", "userId", user, "claimId", claimId);
    assertThat(delClaim.status()).as(delClaim.raw()).isEqualTo(200);

    Pass all = pass(user, null, 100);
    assertThat(all.complete()).isTrue();
    JsonNode redirect = last(all.events(), merged);
    assertThat(redirect.path("kind").asString()).isEqualTo("redirect");
    assertThat(redirect.path("action").asString()).isEqualTo("tombstone");
    assertThat(redirect.path("payload").path("redirectTo").asString()).isEqualTo(keep);
    assertThat(redirect.path("status").asString()).isEqualTo("merged");

    JsonNode deletion = last(all.events(), gone);
    assertThat(deletion.path("kind").asString()).isEqualTo("deletion");
    assertThat(deletion.path("action").asString()).isEqualTo("tombstone");
    assertThat(deletion.path("entityType").asString()).isEqualTo("node");
    assertThat(deletion.path("partitionKey").asString()).isEqualTo(Partitions.PERSONAL);

    JsonNode claimGone = last(all.events(), claimId);
    assertThat(claimGone.path("kind").asString()).isEqualTo("deletion");
    assertThat(claimGone.path("action").asString()).isEqualTo("tombstone");
    assertThat(claimGone.path("entityType").asString()).isEqualTo("claim");
    // Labelled from the row before it went: the deleted claim keeps its partition.
    assertThat(claimGone.path("partitionKey").asString()).isEqualTo(Partitions.PERSONAL);

    JsonNode taskEvent = first(all.events(), taskId);
    assertThat(taskEvent.path("kind").asString()).isEqualTo("commitment");
    assertThat(taskEvent.path("action").asString()).isEqualTo("upsert");
    assertThat(taskEvent.path("payload").path("nodeType").asString()).isEqualTo("Task");
    JsonNode claimAdded = first(all.events(), claimId);
    assertThat(claimAdded.path("kind").asString()).isEqualTo("claim");
    assertThat(claimAdded.path("action").asString()).isEqualTo("upsert");
    for (JsonNode e : all.events()) {
      assertThat(e.path("eventId").asString()).isNotBlank();
      assertThat(e.path("feedEpoch").asInt()).isEqualTo(1);
      assertThat(e.path("effectiveChangeTime").asString()).endsWith("Z");
      assertThat(e.path("tieBreaker").asString()).isNotBlank();
    }
    assertThat(all.events().size()).isGreaterThanOrEqualTo(8);
  }

  private static JsonNode first(List<JsonNode> events, String entityId) {
    return events.stream()
        .filter(e -> e.path("entityId").asString().equals(entityId))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no event for " + entityId));
  }

  private static JsonNode last(List<JsonNode> events, String entityId) {
    JsonNode found = null;
    for (JsonNode e : events) {
      if (e.path("entityId").asString().equals(entityId)) {
        found = e;
      }
    }
    assertThat(found).as("no event for " + entityId).isNotNull();
    return found;
  }

  private static void assertInvalid(JsonNode page, String reason) {
    assertThat(page.path("cursorInvalid").path("reason").asString())
        .as(page.toString())
        .isEqualTo(reason);
    assertThat(page.path("cursorInvalid").path("message").asString()).isNotBlank();
    assertThat(page.path("events").size()).isZero();
    assertThat(page.path("nextCursor").isNull()).isTrue();
    assertThat(page.path("complete").asBoolean()).isFalse();
  }

  @Test
  void malformedCursorsAreNamed() {
    String user = "feed-malformed";
    node(user, null, "Concept", "Something");
    JsonNode ok = feed(user, null, null, 1);
    String cursor = ok.path("nextCursor").asString();
    assertInvalid(feed(user, null, "not a cursor at all", 10), "malformed");
    // One character altered: the checksum no longer matches.
    char c = cursor.charAt(cursor.length() / 2);
    String altered =
        cursor.substring(0, cursor.length() / 2)
            + (c == 'A' ? 'B' : 'A')
            + cursor.substring(cursor.length() / 2 + 1);
    assertInvalid(feed(user, null, altered, 10), "malformed");
    assertInvalid(feed(user, null, cursor.substring(0, cursor.length() - 4), 10), "malformed");
    JsonNode m = feed(user, null, "not a cursor at all", 10);
    assertThat(m.path("cursorInvalid").path("currentFeedEpoch").asInt()).isEqualTo(1);
    assertThat(m.path("cursorInvalid").path("requestedFeedEpoch").isNull()).isTrue();
  }

  @Test
  void anotherUsersCursorIsAUserMismatchAndReadsNothing() {
    String owner = "feed-owner";
    String intruder = "feed-intruder";
    node(owner, null, "Person", "Private person");
    node(intruder, null, "Person", "Intruder's own");
    String cursor = feed(owner, null, null, 1).path("nextCursor").asString();
    JsonNode page = feed(intruder, null, cursor, 100);
    assertInvalid(page, "user_mismatch");
    // The intruder's own feed holds only the intruder's events.
    Pass own = pass(intruder, null, 100);
    assertThat(own.events()).isNotEmpty();
    own.events().forEach(e -> assertThat(e.path("userId").asString()).isEqualTo(intruder));
  }

  @Test
  void aCursorOfAnotherPartitionScopeIsAPartitionMismatch() {
    String user = "feed-partitions";
    String personal = node(user, null, "Person", "Personal contact");
    String work = node(user, "memory:work", "Person", "Work contact");
    JsonNode personalPage = feed(user, null, null, 100);
    List<String> personalIds = new ArrayList<>();
    personalPage.path("events").forEach(e -> personalIds.add(e.path("entityId").asString()));
    assertThat(personalIds).contains(personal).doesNotContain(work);

    JsonNode workPage = feed(user, "memory:work", null, 100);
    assertThat(workPage.path("partitionKey").asString()).isEqualTo("memory:work");
    List<String> workIds = new ArrayList<>();
    workPage.path("events").forEach(e -> workIds.add(e.path("entityId").asString()));
    assertThat(workIds).contains(work).doesNotContain(personal);

    assertInvalid(
        feed(user, "memory:work", personalPage.path("nextCursor").asString(), 100),
        "partition_mismatch");
    assertInvalid(
        feed(user, null, workPage.path("nextCursor").asString(), 100), "partition_mismatch");
  }

  @Test
  void aWorkspaceFeedReadsEveryPartitionOfTheUserAndOnlyTheirs() {
    String user = "feed-workspace";
    String personal = node(user, null, "Person", "Workspace personal");
    String work = node(user, "memory:work", "Person", "Workspace work");
    String foreign = node("feed-workspace-other", "memory:work", "Person", "Not theirs");
    Response r =
        server.post(
            "/query/change-feed",
            TestServer.JSON.writeValueAsString(Map.of("userId", user, "limit", 500)),
            Map.of("x-memory-access-scope", "workspace"));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    List<String> ids = new ArrayList<>();
    r.body().path("events").forEach(e -> ids.add(e.path("entityId").asString()));
    assertThat(ids).contains(personal, work).doesNotContain(foreign);
    assertThat(r.body().path("complete").asBoolean()).isTrue();
    // A workspace cursor does not continue a single-partition feed.
    assertInvalid(
        feed(user, null, r.body().path("nextCursor").asString(), 100), "partition_mismatch");
  }

  @Test
  void aCursorOfAnEarlierEpochIsAnEpochMismatch() {
    String user = "feed-epoch";
    node(user, null, "Person", "Before the new epoch");
    JsonNode before = feed(user, null, null, 100);
    assertThat(before.path("feedEpoch").asInt()).isEqualTo(1);
    int epoch = server.app().changeFeed().startNewEpoch(user);
    assertThat(epoch).isEqualTo(2);
    JsonNode page = feed(user, null, before.path("nextCursor").asString(), 100);
    assertInvalid(page, "epoch_mismatch");
    assertThat(page.path("cursorInvalid").path("requestedFeedEpoch").asInt()).isEqualTo(1);
    assertThat(page.path("cursorInvalid").path("currentFeedEpoch").asInt()).isEqualTo(2);

    // The new epoch serves what is written from now on.
    String after = node(user, null, "Person", "After the new epoch");
    JsonNode fresh = feed(user, null, null, 100);
    assertThat(fresh.path("feedEpoch").asInt()).isEqualTo(2);
    List<String> ids = new ArrayList<>();
    fresh
        .path("events")
        .forEach(
            e -> {
              ids.add(e.path("entityId").asString());
              assertThat(e.path("feedEpoch").asInt()).isEqualTo(2);
            });
    assertThat(ids).containsExactly(after);
  }

  @Test
  void aCursorBehindACompactionOrAheadOfTheLogIsSequenceUnavailable() {
    String user = "feed-compact";
    for (int i = 0; i < 5; i++) {
      node(user, null, "Concept", "Compacted " + i);
    }
    JsonNode start = feed(user, null, null, 2);
    String early = start.path("nextCursor").asString();
    long through = start.path("throughSequence").asLong();
    server.awaitIndexed();
    int removed = server.app().changeFeed().compact(user, through);
    assertThat(removed).isEqualTo(5);
    assertInvalid(feed(user, null, early, 100), "sequence_unavailable");

    // A cursor at the compaction point still continues: nothing it has not seen was removed.
    String kept = node(user, null, "Concept", "Kept");
    JsonNode fromStart = feed(user, null, null, 100);
    List<String> ids = new ArrayList<>();
    fromStart.path("events").forEach(e -> ids.add(e.path("entityId").asString()));
    assertThat(ids).containsExactly(kept);

    // A cursor ahead of the log (the store was restored from an earlier copy).
    long head = fromStart.path("throughSequence").asLong();
    String ahead = new FeedCursor(user, Partitions.PERSONAL, 1, head + 100, head + 50).encode();
    assertInvalid(feed(user, null, ahead, 100), "sequence_unavailable");
  }

  @Test
  void invalidRequestsAre400() {
    assertThat(post("/query/change-feed", "userId", "feed-bad", "limit", 0).status())
        .isEqualTo(400);
    assertThat(post("/query/change-feed", "userId", "feed-bad", "limit", 501).status())
        .isEqualTo(400);
    assertThat(post("/query/change-feed", "userId", "feed-bad", "cursor", "").status())
        .isEqualTo(400);
    assertThat(
            post("/query/change-feed", "userId", "feed-bad", "cursor", "x".repeat(2049)).status())
        .isEqualTo(400);
    assertThat(post("/query/change-feed", "limit", 10).status()).isEqualTo(400);
  }
}
