package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.EventState;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The read of a user's events of a window of days that extraction sees (stop 39), on every backend:
 * only the user's, the partition's and the scope's Event nodes with an active {@code OCCURRED_ON}
 * claim on a day of the window, the most recently stated first, at most the limit.
 */
abstract class AbstractEventStateTests {
  private static final String U = "es-user";
  private static final String OTHER = "es-other";
  private static final String WORK = "work:alpha";

  MutableClock clock = new MutableClock(Instant.parse("2026-04-27T09:00:00Z"));
  JdbiMemoryStore store;
  GraphService graph;

  protected abstract JdbiMemoryStore openStore();

  @BeforeEach
  void open() {
    store = openStore();
    graph = GraphServices.over(store, clock, new RowLevelSecurityIT.FixedEmbedder()).writes();
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  /** An Event node on {@code day}, stated now; the clock then moves a minute on. */
  private ClaimRecord event(String user, String partition, Scope scope, String label, String day) {
    ReadScope rs = ReadScope.of(user, partition, AccessScope.partition);
    NodeRecord e =
        graph.createNode(new NodeCreate(user, partition, scope, "Event", label, null, false));
    NodeRecord d =
        graph.createNode(new NodeCreate(user, partition, scope, "Temporal", day, null, false));
    ClaimRecord c =
        graph
            .createClaim(
                rs,
                new ClaimCreate(
                    user,
                    e.id(),
                    "OCCURRED_ON",
                    d.id(),
                    null,
                    label + " on " + day,
                    null,
                    null,
                    null,
                    clock.instant(),
                    null,
                    null,
                    "user",
                    null))
            .claim();
    clock.advance(Duration.ofMinutes(1));
    return c;
  }

  private ClaimRecord event(String label, String day) {
    return event(U, Partitions.PERSONAL, Scope.personal, label, day);
  }

  private List<EventState> read(String from, String to, int limit) {
    return store.read(
        U, tx -> tx.eventStates(U, Partitions.PERSONAL, Scope.personal, from, to, limit));
  }

  @Test
  void onlyTheUsersPartitionsAndScopesEventsOfTheWindowNewestFirst() {
    ClaimRecord dentist = event("Dentist appointment", "2026-04-30");
    ClaimRecord party = event("Birthday party", "2026-05-09");
    event("Parents' evening", "2026-04-20");
    event("Conference", "2027-09-01");
    event(OTHER, Partitions.PERSONAL, Scope.personal, "Dentist appointment", "2026-04-30");
    event(U, WORK, Scope.personal, "Dentist appointment", "2026-04-30");
    event(U, Partitions.PERSONAL, Scope.reference, "Dentist appointment", "2026-04-30");

    List<EventState> states = read("2026-04-26", "2027-05-31", 10);

    assertThat(states)
        .extracting(EventState::label, EventState::day, EventState::claimId)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("Birthday party", "2026-05-09", party.id()),
            org.assertj.core.groups.Tuple.tuple("Dentist appointment", "2026-04-30", dentist.id()));
    assertThat(states.get(1).eventId()).isEqualTo(dentist.subjectNodeId());
    assertThat(read("2026-04-26", "2027-05-31", 1))
        .extracting(EventState::label)
        .containsExactly("Birthday party");
    assertThat(read("2026-04-30", "2026-04-30", 10))
        .extracting(EventState::label)
        .containsExactly("Dentist appointment");
  }

  @Test
  void anEndedDayAndOtherClaimsOfTheDayAreNotEvents() {
    ClaimRecord dentist = event("Dentist appointment", "2026-04-30");
    store.write(
        U,
        tx -> {
          graph
              .batchIn(tx, U, ClaimRecord.ORIGIN_EXTRACTION)
              .invalidate(
                  tx.findClaim(U, dentist.id()).orElseThrow(), "event moved by a test source");
          return null;
        });
    NodeRecord task =
        graph.createNode(
            new NodeCreate(U, null, Scope.personal, "Task", "Pay the dentist", null, false));
    NodeRecord day =
        graph.createNode(
            new NodeCreate(U, null, Scope.personal, "Temporal", "2026-04-30", null, false));
    graph.createClaim(
        ReadScope.of(U, null, AccessScope.partition),
        new ClaimCreate(
            U,
            task.id(),
            "DUE_ON",
            day.id(),
            null,
            "Pay the dentist by 2026-04-30",
            null,
            null,
            null,
            clock.instant(),
            null,
            null,
            "user",
            null));

    assertThat(read("2026-04-26", "2027-05-31", 10)).isEmpty();
  }
}
