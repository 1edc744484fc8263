package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.graph.WriteGuard;
import dev.assistantmemory.core.store.NodeName;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.TypeId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Several names looked up at once ({@code findNodesByNames}, one statement on PostgreSQL): each
 * name gets what its own lookup gets; and a batch that reads the names it expects together answers
 * each lookup as the lookup would, after the nodes and aliases it wrote itself.
 */
abstract class AbstractNameLookupsTests {
  private static final Instant NOW = Instant.parse("2026-05-01T10:00:00Z");
  private static final String P = Partitions.PERSONAL;

  JdbiMemoryStore store;
  GraphService graph;

  /** A store on a fresh, empty, migrated database. */
  protected abstract JdbiMemoryStore openStore();

  @BeforeEach
  void open() {
    store = openStore();
    graph =
        GraphServices.over(store, new MutableClock(NOW), new RowLevelSecurityIT.FixedEmbedder())
            .writes();
    for (String user : new String[] {"u1", "u2"}) {
      store.write(
          user,
          tx -> {
            tx.ensureUser(user, NOW);
            return null;
          });
    }
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  private static NodeRecord node(
      String user, String partition, Scope scope, String type, String label) {
    return new NodeRecord(
        TypeId.newId(TypeId.NODE),
        user,
        partition,
        scope,
        type,
        label,
        null,
        false,
        NOW,
        NOW,
        null,
        null);
  }

  private static NodeRecord insert(StoreTx tx, NodeRecord n) {
    tx.insertNodeLogged(n, null, NOW);
    return n;
  }

  private static void alias(StoreTx tx, NodeRecord n, String text) {
    tx.insertAlias(
        TypeId.newId(TypeId.ALIAS),
        n.userId(),
        n.partitionKey(),
        n.id(),
        text,
        WriteGuard.normalize(text),
        NOW);
  }

  private static NodeName person(String name) {
    return new NodeName(P, Scope.personal, "Person", name);
  }

  private void seed() {
    store.write(
        "u1",
        tx -> {
          insert(tx, node("u1", P, Scope.personal, "Person", "Ann Smith"));
          insert(tx, node("u1", P, Scope.personal, "Person", "ann smith"));
          insert(tx, node("u1", P, Scope.personal, "Concept", "Ann Smith"));
          insert(tx, node("u1", "work", Scope.personal, "Person", "Ann Smith"));
          insert(tx, node("u1", P, Scope.reference, "Person", "Ann Smith"));
          alias(tx, insert(tx, node("u1", P, Scope.personal, "Person", "Bob")), "Robert");
          NodeRecord cleo = insert(tx, node("u1", P, Scope.personal, "Person", "Cleo"));
          tx.markNodeDeleted(cleo.id(), NOW);
          NodeRecord dirk = insert(tx, node("u1", P, Scope.personal, "Person", "Dirk"));
          NodeRecord jansen = insert(tx, node("u1", P, Scope.personal, "Person", "Dirk Jansen"));
          alias(tx, dirk, "DJ");
          tx.mergeNodeInto("u1", dirk.id(), jansen.id(), NOW);
          insert(tx, node("u1", P, Scope.personal, "Person", "Émile"));
          insert(tx, node("u1", P, Scope.personal, "Person", "\u212Aai"));
          return null;
        });
    store.write(
        "u2",
        tx -> {
          insert(tx, node("u2", P, Scope.personal, "Person", "Ann Smith"));
          return null;
        });
  }

  @Test
  void eachNameGetsWhatItsOwnLookupGets() {
    seed();
    List<NodeName> names =
        List.of(
            person("ANN SMITH"),
            person("Ann Smith"),
            new NodeName(P, Scope.personal, "Concept", "ann smith"),
            new NodeName("work", Scope.personal, "Person", "Ann Smith"),
            new NodeName(P, Scope.reference, "Person", "ann smith"),
            person("robert"),
            person("Bob"),
            person("Cleo"),
            person("Dirk"),
            person("dj"),
            person("émile"),
            person("Émile"),
            person("kai"),
            person("Nobody"),
            person("Ann Smith"));

    Map<NodeName, List<NodeRecord>> together =
        store.read("u1", tx -> tx.findNodesByNames("u1", names));

    assertThat(together.keySet()).containsExactlyInAnyOrderElementsOf(Set.copyOf(names));
    int found = 0;
    for (NodeName n : names) {
      List<NodeRecord> alone =
          store.read(
              "u1",
              tx -> tx.findNodesByName("u1", n.partitionKey(), n.scope(), n.nodeType(), n.name()));
      assertThat(together.get(n)).as(n.toString()).containsExactlyElementsOf(alone);
      found += alone.size();
    }
    assertThat(together.get(person("ANN SMITH"))).hasSize(2);
    assertThat(together.get(person("robert"))).extracting(NodeRecord::label).containsExactly("Bob");
    assertThat(together.get(person("dj")))
        .extracting(NodeRecord::label)
        .containsExactly("Dirk Jansen");
    assertThat(together.get(person("Cleo"))).isEmpty();
    assertThat(found).as("names found in all").isGreaterThan(8);
    Map<NodeName, List<NodeRecord>> none =
        store.read("u1", tx -> tx.findNodesByNames("u1", List.of()));
    assertThat(none).isEmpty();
  }

  /**
   * The names a batch expects are read at its first lookup; what it then writes (a node of such a
   * name, in any case, an alias that a fuller name becomes) or what is written beside it through
   * its transaction is found by the lookups after, as it would be by a read of each.
   */
  @Test
  void aBatchThatReadsItsNamesTogetherFindsWhatItWroteAfter() {
    seed();
    store.write(
        "u1",
        tx -> {
          insert(tx, node("u1", P, Scope.personal, "Person", "Marcel"));
          return null;
        });
    List<NodeName> expected =
        List.of(
            person("Ann Smith"),
            person("Zoe"),
            person("ZOE"),
            person("Marcel de Vries"),
            person("kai"),
            person("Kees"),
            person("Lotte"),
            new NodeName(P, Scope.personal, "Concept", "Tea"));
    List<List<String>> asBatch = new ArrayList<>();
    List<List<String>> asLookups = new ArrayList<>();
    store.write(
        "u1",
        tx -> {
          GraphBatch b = graph.batchIn(tx, "u1", "extraction");
          b.serializeWithOtherWriters();
          b.rememberWhatItHolds(true);
          b.expectNames(expected);
          java.util.function.Consumer<NodeName> look =
              n -> {
                asBatch.add(ids(b.findAllByName(null, n.scope(), n.nodeType(), n.name())));
                asLookups.add(ids(tx.findNodesByName("u1", P, n.scope(), n.nodeType(), n.name())));
              };
          look.accept(person("Ann Smith"));
          b.createNode(
              new NodeCreate("u1", null, Scope.personal, "Person", "zoe", null, false), null);
          look.accept(person("Zoe"));
          look.accept(person("ZOE"));
          b.resolveByName(null, Scope.personal, "Person", "Marcel de Vries");
          look.accept(person("Marcel de Vries"));
          b.createNode(
              new NodeCreate("u1", null, Scope.personal, "Person", "\u212Aees", null, false), null);
          look.accept(person("Kees"));
          look.accept(person("kai"));
          b.createNode(
              new NodeCreate("u1", null, Scope.personal, "Concept", "TEA", null, false), null);
          look.accept(new NodeName(P, Scope.personal, "Concept", "Tea"));
          insert(b.tx(), node("u1", P, Scope.personal, "Person", "lotte"));
          look.accept(person("Lotte"));
          b.rememberWhatItHolds(false);
          return null;
        });
    assertThat(asBatch).isEqualTo(asLookups);
    assertThat(asBatch.get(1)).as("Zoe, written by the batch after the read").hasSize(1);
    assertThat(asBatch.get(3)).as("Marcel, by the alias the batch added").hasSize(1);
    assertThat(asBatch.get(6)).as("TEA, written by the batch").hasSize(1);
    assertThat(asBatch.get(7)).as("lotte, written beside the batch").hasSize(1);
  }

  private static List<String> ids(List<NodeRecord> nodes) {
    return nodes.stream().map(NodeRecord::id).toList();
  }
}
