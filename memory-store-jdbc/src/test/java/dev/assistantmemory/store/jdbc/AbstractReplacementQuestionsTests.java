package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.ingest.DocumentIngest;
import dev.assistantmemory.core.ingest.IngestReceipt;
import dev.assistantmemory.core.ingest.IngestService;
import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.Scope;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A replacement by {@code updateExisting} (the twentieth audit's Y6) on every store backend: the
 * old source it tombstones is live, so nothing that cites it is hidden before; the request asks
 * whether claims and nodes are known only from removed sources once, after the tombstone, not twice
 * (the twenty-first audit). The change feed still gets the claim and node only the old version
 * said.
 */
abstract class AbstractReplacementQuestionsTests {
  private static final String USER = "replace-user";

  JdbiMemoryStore store;
  MutableClock clock;

  /** How often each {@link StoreTx} method was called through {@link #counting}. */
  final Map<String, AtomicInteger> calls = new ConcurrentHashMap<>();

  protected abstract JdbiMemoryStore openStore();

  @BeforeEach
  void open() {
    store = openStore();
    clock = new MutableClock(Instant.parse("2026-05-01T10:00:00Z"));
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  @Test
  void aReplacementAsksTheRemovedSourceQuestionsOnlyAfterItsTombstone() {
    IngestService ingest = new IngestService(store, clock, 3, () -> {});
    IngestReceipt first = ingest.ingestDocument(doc("Ada mended the gate."));
    GraphService graph =
        GraphServices.over(store, clock, new RowLevelSecurityIT.FixedEmbedder()).writes();
    String ada =
        graph
            .createNode(new NodeCreate(USER, null, Scope.personal, "Person", "Ada", null, false))
            .id();
    String claim =
        graph
            .createClaim(
                ReadScope.of(USER, null, AccessScope.partition),
                new ClaimCreate(
                    USER,
                    ada,
                    "HAS_ATTRIBUTE",
                    null,
                    "handy",
                    "Ada is handy",
                    null,
                    first.sourceId(),
                    null,
                    Instant.parse("2026-05-01T10:00:00Z"),
                    null,
                    null,
                    "document_author",
                    null))
            .claim()
            .id();
    long before = lastSequence();

    IngestReceipt second =
        new IngestService(counting(), clock, 3, () -> {})
            .ingestDocument(doc("Ada mended the fence."));

    assertThat(second.sourceId()).isNotEqualTo(first.sourceId());
    assertThat(count("claimsOnlyFromRemovedSources")).as("claim questions").isEqualTo(1);
    assertThat(count("nodesKnownOnlyFromRemovedSources")).as("node questions").isEqualTo(1);
    List<ChangeRecord> changes = store.readAsSystem(tx -> tx.changesAfter(before, 100));
    assertThat(changes)
        .as("what only the old version said leaves the feed")
        .anySatisfy(
            c -> {
              assertThat(c.entityId()).isEqualTo(claim);
              assertThat(c.action()).isEqualTo(ChangeRecord.DELETE);
            })
        .anySatisfy(
            c -> {
              assertThat(c.entityId()).isEqualTo(ada);
              assertThat(c.action()).isEqualTo(ChangeRecord.DELETE);
            });
  }

  private DocumentIngest doc(String content) {
    return new DocumentIngest(
        USER,
        null,
        true,
        "gate-notes",
        content,
        "text",
        Scope.personal,
        null,
        null,
        null,
        null,
        null);
  }

  private long lastSequence() {
    List<ChangeRecord> all = store.readAsSystem(tx -> tx.changesAfter(0, 100_000));
    return all.isEmpty() ? 0 : all.get(all.size() - 1).seq();
  }

  /** The store, its write transactions counting the calls made on them. */
  private MemoryStore counting() {
    return (MemoryStore)
        Proxy.newProxyInstance(
            MemoryStore.class.getClassLoader(),
            new Class<?>[] {MemoryStore.class},
            (p, m, args) -> {
              if (m.getName().equals("write") && args.length == 2) {
                @SuppressWarnings("unchecked")
                Function<StoreTx, Object> work = (Function<StoreTx, Object>) args[1];
                return store.write((String) args[0], tx -> work.apply(countingTx(tx)));
              }
              return invoke(m, store, args);
            });
  }

  private StoreTx countingTx(StoreTx tx) {
    return (StoreTx)
        Proxy.newProxyInstance(
            StoreTx.class.getClassLoader(),
            new Class<?>[] {StoreTx.class},
            (p, m, args) -> {
              calls.computeIfAbsent(m.getName(), k -> new AtomicInteger()).incrementAndGet();
              return invoke(m, tx, args);
            });
  }

  private static Object invoke(Method m, Object target, Object[] args) throws Throwable {
    try {
      return m.invoke(target, args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  private int count(String method) {
    AtomicInteger n = calls.get(method);
    return n == null ? 0 : n.get();
  }
}
