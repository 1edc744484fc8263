package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeName;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The questions a graph batch asks of the store on an extraction's path (stop 44), counted on the
 * transaction: whether a repeated claim or a node a new claim names was known only from removed
 * sources is asked only when the user has a removed source (asked once a batch under the writers'
 * turn); a read beside the batch keeps the names it read ahead.
 */
abstract class AbstractBatchQuestionsTests {
  private static final Instant NOW = Instant.parse("2026-05-01T10:00:00Z");
  private static final String USER = "u1";

  JdbiMemoryStore store;
  GraphService graph;
  final Map<String, AtomicInteger> calls = new ConcurrentHashMap<>();

  /** Written in setup: the sources, nodes and claims by name. */
  final Map<String, String> ids = new ConcurrentHashMap<>();

  protected abstract JdbiMemoryStore openStore();

  @BeforeEach
  void open() {
    store = openStore();
    graph =
        GraphServices.over(store, new MutableClock(NOW), new RowLevelSecurityIT.FixedEmbedder())
            .writes();
    store.write(
        USER,
        tx -> {
          tx.ensureUser(USER, NOW);
          for (String m : List.of("m1", "m2", "m3")) {
            SourceRecord s = message(m);
            tx.insertSource(s);
            ids.put(m, s.id());
          }
          return null;
        });
    // What an extraction of m1 wrote: two people, one works with the other, and is curious.
    inBatch(
        b -> {
          for (String name : List.of("Wilhelmina Oakes", "Tobias Brandt")) {
            ids.put(name, b.createNode(person(name), null).orElseThrow().id());
          }
          ids.put("knows", claim(b, "Wilhelmina Oakes", "RELATED_TO", "Tobias Brandt", "m1").id());
          ids.put("curious", claim(b, "Wilhelmina Oakes", "curious", null, "m1").id());
        },
        true);
    calls.clear();
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  /**
   * A user without a removed source: one question a batch, none per repeated claim or named node; a
   * hand-out of the transaction (the caller may write anything) asks it again.
   */
  @Test
  void aUserWithoutARemovedSourceIsAskedOnceABatchNotPerClaimOrNode() {
    inBatch(
        b -> {
          b.addEvidence(ids.get("knows"), ids.get("m2"), "knows Tobias");
          b.addEvidence(ids.get("curious"), ids.get("m2"), "curious");
          claim(b, "Tobias Brandt", "patient", null, "m2");
          claim(b, "Tobias Brandt", "RELATED_TO", "Wilhelmina Oakes", "m2");
          assertThat(count("hasRemovedSources")).as("asked once").isEqualTo(1);
          b.tx();
          b.addEvidence(ids.get("curious"), ids.get("m3"), "curious");
        },
        true);
    assertThat(count("claimsOnlyFromRemovedSources")).as("claims asked about").isZero();
    assertThat(count("nodesKnownOnlyFromRemovedSources")).as("nodes asked about").isZero();
    assertThat(count("hasRemovedSources")).as("asked again after the hand-out").isEqualTo(2);
  }

  /**
   * A user with a removed source is asked as before, and the feed hears of the claim and node a
   * tombstone hid that the batch reads again; once restored, the questions stop again.
   */
  @Test
  void aUserWithARemovedSourceIsAskedAndTheFeedHearsOfWhatIsShownAgain() {
    store.write(
        USER,
        tx -> {
          tx.tombstoneSource(ids.get("m1"), NOW);
          return null;
        });
    long tombstoned = lastSeq();
    inBatch(
        b -> {
          b.addEvidence(ids.get("curious"), ids.get("m2"), "curious");
          claim(b, "Tobias Brandt", "patient", null, "m2");
        },
        true);
    assertThat(count("hasRemovedSources")).isEqualTo(1);
    assertThat(count("claimsOnlyFromRemovedSources")).as("the repeated claim").isEqualTo(1);
    assertThat(count("nodesKnownOnlyFromRemovedSources"))
        .as("the repeated claim's subject, the named node")
        .isEqualTo(2);
    List<String> upserts =
        store.readAsSystem(tx -> tx.changesAfter(tombstoned, 100)).stream()
            .filter(c -> c.action().equals(ChangeRecord.UPSERT))
            .map(c -> c.entityType() + ":" + c.entityId())
            .toList();
    assertThat(upserts)
        .contains(
            "claim:" + ids.get("curious"),
            "node:" + ids.get("Wilhelmina Oakes"),
            "node:" + ids.get("Tobias Brandt"))
        .doesNotContain("claim:" + ids.get("knows"));

    store.write(
        USER,
        tx -> {
          tx.lifecycle().untombstoneSource(ids.get("m1"));
          return null;
        });
    calls.clear();
    inBatch(b -> b.addEvidence(ids.get("knows"), ids.get("m3"), "knows Tobias"), true);
    assertThat(count("hasRemovedSources")).isEqualTo(1);
    assertThat(count("claimsOnlyFromRemovedSources")).as("after the restore").isZero();
  }

  /** Without the writers' turn the answer is not kept: each claim is asked about, as before. */
  @Test
  void withoutTheWritersTurnEachRepeatedClaimIsAskedAbout() {
    inBatch(
        b -> {
          b.addEvidence(ids.get("knows"), ids.get("m2"), "knows Tobias");
          b.addEvidence(ids.get("curious"), ids.get("m2"), "curious");
        },
        false);
    assertThat(count("hasRemovedSources")).isZero();
    assertThat(count("claimsOnlyFromRemovedSources")).isEqualTo(2);
  }

  /**
   * A read beside the batch (a task's origin) keeps the names it read ahead: the rest are not read
   * again; a hand-out of the transaction drops them, and the ones left are read again together.
   */
  @Test
  void aReadBesideTheBatchKeepsTheNamesItReadAhead() {
    List<NodeName> names =
        List.of("Wilhelmina Oakes", "Tobias Brandt", "Cleo", "Dirk").stream()
            .map(n -> new NodeName(null, Scope.personal, "Person", n))
            .toList();
    int[] found = new int[1];
    inBatch(
        b -> {
          b.rememberWhatItHolds(true);
          b.expectNames(names);
          Consumer<NodeName> look =
              n -> found[0] += b.findAllByName(null, n.scope(), n.nodeType(), n.name()).size();
          look.accept(names.get(0));
          b.besideTheGraph().commitments().origins(USER, List.of(ids.get("Tobias Brandt")));
          look.accept(names.get(1));
          assertThat(count("findNodesByNames")).as("after a read beside the batch").isEqualTo(1);
          b.tx();
          look.accept(names.get(2));
          look.accept(names.get(3));
          b.rememberWhatItHolds(false);
        },
        true);
    assertThat(found[0]).isEqualTo(2);
    assertThat(count("findNodesByNames")).as("the two left, after a hand-out").isEqualTo(2);
    assertThat(count("findNodesByName")).as("no name read alone").isZero();
  }

  /**
   * The word lookups of the people a batch expects (names not found whole) are read together at the
   * first (stop 45): one read for three names around two nodes the batch creates, none alone (three
   * alone on main's behaviour), and each finds what it would alone.
   */
  @Test
  void theExpectedPeoplesWordsAreReadTogether() {
    List<String> resolved = new java.util.ArrayList<>();
    inBatch(
        b -> {
          b.rememberWhatItHolds(true);
          b.expectNames(
              List.of(
                  new NodeName(null, Scope.personal, "Person", "Wilma Stone"),
                  new NodeName(null, Scope.personal, "Person", "Kees Bakker"),
                  new NodeName(null, Scope.personal, "Person", "Tobias")));
          for (String name : List.of("Wilma Stone", "Kees Bakker", "Tobias")) {
            var found = b.resolveByName(null, Scope.personal, "Person", name);
            resolved.add(found.map(n -> n.label()).orElse("-"));
            if (found.isEmpty()) {
              b.createNode(person(name), null);
            }
          }
          b.rememberWhatItHolds(false);
        },
        true);
    assertThat(resolved).containsExactly("-", "-", "Tobias Brandt");
    assertThat(count("findNodesWithWords")).as("read together").isEqualTo(1);
    assertThat(count("findNodesWithWord")).as("read alone").isZero();
  }

  // ------------------------------------------------------------------ helpers

  private void inBatch(Consumer<GraphBatch> work, boolean turn) {
    store.write(
        USER,
        tx -> {
          GraphBatch b = graph.batchIn(countingTx(tx), USER, ClaimRecord.ORIGIN_EXTRACTION);
          if (turn) {
            b.serializeWithOtherWriters();
          }
          work.accept(b);
          return null;
        });
  }

  private ClaimRecord claim(
      GraphBatch b, String subject, String predicateOrValue, String object, String source) {
    boolean edge = object != null;
    return b.createClaim(
            new ClaimCreate(
                USER,
                ids.get(subject),
                edge ? predicateOrValue : "HAS_ATTRIBUTE",
                edge ? ids.get(object) : null,
                edge ? null : predicateOrValue,
                subject + (edge ? " is related to " + object : " is " + predicateOrValue),
                null,
                ids.get(source),
                subject,
                NOW,
                null,
                null,
                "user",
                null),
            null,
            false)
        .orElseThrow();
  }

  private static NodeCreate person(String name) {
    return new NodeCreate(USER, null, Scope.personal, "Person", name, null, false);
  }

  private static SourceRecord message(String externalId) {
    return new SourceRecord(
        TypeId.newId(TypeId.SOURCE),
        USER,
        Partitions.PERSONAL,
        Scope.personal,
        SourceType.conversation_message,
        externalId,
        null,
        1,
        "hash-" + externalId,
        "Message " + externalId,
        "text",
        null,
        "Ann",
        "user",
        "Ann",
        0,
        "op-1",
        NOW,
        NOW,
        null);
  }

  private long lastSeq() {
    return store.readAsSystem(
        tx -> {
          List<ChangeRecord> all = tx.changesAfter(0, 10_000);
          return all.isEmpty() ? 0L : all.get(all.size() - 1).seq();
        });
  }

  private StoreTx countingTx(StoreTx tx) {
    return (StoreTx)
        Proxy.newProxyInstance(
            StoreTx.class.getClassLoader(),
            new Class<?>[] {StoreTx.class},
            (p, m, args) -> {
              calls.computeIfAbsent(m.getName(), k -> new AtomicInteger()).incrementAndGet();
              try {
                return m.invoke(tx, args);
              } catch (InvocationTargetException e) {
                throw e.getCause();
              }
            });
  }

  private int count(String method) {
    AtomicInteger n = calls.get(method);
    return n == null ? 0 : n.get();
  }
}
