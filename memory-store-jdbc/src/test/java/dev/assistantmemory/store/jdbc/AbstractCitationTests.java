package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.context.CitationService;
import dev.assistantmemory.core.context.CitationService.Citation;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.Scope;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@link CitationService#resolve} on every store backend: whether a claim or node is known only
 * from removed sources is asked once for all the ids of a request (stop 42's left-over), not per
 * id.
 */
abstract class AbstractCitationTests {
  private static final String USER = "cite-user";

  JdbiMemoryStore store;
  GraphService graph;

  /** How often each {@link StoreTx} method was called through {@link #counting}. */
  final Map<String, AtomicInteger> calls = new ConcurrentHashMap<>();

  protected abstract JdbiMemoryStore openStore();

  @BeforeEach
  void open() {
    store = openStore();
    graph =
        GraphServices.over(
                store,
                new MutableClock(Instant.parse("2026-05-01T10:00:00Z")),
                new RowLevelSecurityIT.FixedEmbedder())
            .writes();
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  /** The store, its transactions counting the calls made on them (a real store underneath). */
  private MemoryStore counting() {
    return (MemoryStore)
        Proxy.newProxyInstance(
            MemoryStore.class.getClassLoader(),
            new Class<?>[] {MemoryStore.class},
            (p, m, args) -> {
              if (m.getName().equals("read") && args.length == 2) {
                @SuppressWarnings("unchecked")
                Function<StoreTx, Object> work = (Function<StoreTx, Object>) args[1];
                return store.read((String) args[0], tx -> work.apply(countingTx(tx)));
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

  @Test
  void theRemovedSourceQuestionIsAskedOnceForAllTheIds() {
    List<String> ids = new ArrayList<>();
    for (String name : List.of("Ada", "Grace", "Edsger")) {
      String node =
          graph
              .createNode(new NodeCreate(USER, null, Scope.personal, "Person", name, null, false))
              .id();
      ids.add(node);
      ids.add(
          graph
              .createClaim(
                  ReadScope.of(USER, null, AccessScope.partition),
                  new ClaimCreate(
                      USER,
                      node,
                      "HAS_ATTRIBUTE",
                      null,
                      "curious",
                      name + " is curious",
                      null,
                      null,
                      null,
                      Instant.parse("2026-05-01T10:00:00Z"),
                      null,
                      null,
                      "user",
                      null))
              .claim()
              .id());
    }
    ids.add("node_unknown");

    List<Citation> out =
        new CitationService(counting())
            .resolve(ReadScope.of(USER, null, AccessScope.partition), ids);

    assertThat(out).extracting(Citation::requestedId).containsExactlyElementsOf(ids);
    assertThat(out.subList(0, 6)).allMatch(Citation::available);
    assertThat(out.get(6).available()).isFalse();
    assertThat(count("claimsOnlyFromRemovedSources")).as("claim questions").isEqualTo(1);
    assertThat(count("nodesKnownOnlyFromRemovedSources")).as("node questions").isEqualTo(1);
  }
}
