package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.graph.WriteGuard;
import dev.assistantmemory.core.store.NodeName;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.NodeWord;
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

  /**
   * Several words at once ({@code findNodesWithWords}, stop 45): each word gets what its own lookup
   * gets (prefixes, aliases, merged and deleted nodes, folded letters, partitions, scopes, types)
   * and at most the limit each.
   */
  @Test
  void eachWordGetsWhatItsOwnLookupGets() {
    seed();
    store.write(
        "u1",
        tx -> {
          insert(tx, node("u1", P, Scope.personal, "Organization", "Acme Holdings"));
          insert(tx, node("u1", P, Scope.personal, "Person", "Annie Hall"));
          return null;
        });
    List<NodeWord> words =
        List.of(
            word("Person", "ann"),
            word("Person", "an"),
            word("Person", "rob"),
            word("Person", "dirk"),
            word("Person", "dj"),
            word("Person", "emile"),
            word("Person", "kai"),
            word("Person", "cleo"),
            word("Person", "nobody"),
            word("Organization", "acme"),
            word("Organization", "ann"),
            new NodeWord("work", Scope.personal, "Person", "ann"),
            new NodeWord(P, Scope.reference, "Person", "ann"));
    for (int limit : new int[] {25, 2}) {
      Map<NodeWord, List<NodeRecord>> together =
          store.read("u1", tx -> tx.findNodesWithWords("u1", words, limit));
      assertThat(together.keySet()).containsExactlyInAnyOrderElementsOf(words);
      int found = 0;
      for (NodeWord w : words) {
        List<NodeRecord> alone =
            store.read(
                "u1",
                tx ->
                    tx.findNodesWithWord(
                        "u1", w.partitionKey(), w.scope(), w.nodeType(), w.word(), limit));
        assertThat(together.get(w)).as(w + " limit " + limit).containsExactlyElementsOf(alone);
        found += alone.size();
      }
      assertThat(found).as("words found in all, limit " + limit).isGreaterThan(7);
    }
    Map<NodeWord, List<NodeRecord>> none =
        store.read("u1", tx -> tx.findNodesWithWords("u1", List.of(), 25));
    assertThat(none).isEmpty();
  }

  /**
   * A batch that reads the words of the people it expects together resolves each name as the
   * lookups would, after the people and aliases it wrote itself (the read ahead is dropped where
   * they may answer) and what was written beside it through its transaction.
   */
  @Test
  void aBatchThatReadsItsWordsTogetherResolvesAfterWhatItWrote() {
    seed();
    List<String> ahead = resolveInBatch(true);
    List<String> alone = resolveInBatch(false);
    assertThat(ahead).isEqualTo(alone);
    assertThat(ahead.get(1)).as("Marcel, written by the batch after the read").isEqualTo("Marcel");
    assertThat(ahead.get(2)).as("Ann: two Ann Smiths").isEqualTo("-");
    assertThat(ahead.get(4)).as("Saskia, written by the batch").isEqualTo("Saskia");
    assertThat(ahead.get(5)).as("Marcel by the alias the batch added").isEqualTo("Marcel");
    assertThat(ahead.get(6)).as("Lotte, written beside the batch").isEqualTo("Lotte");
  }

  /**
   * Resolves people's names in a batch that remembers, reading the expected names' words ahead or
   * not, around the nodes it creates; rolled back after.
   */
  private List<String> resolveInBatch(boolean expect) {
    List<NodeName> expected =
        List.of(
            person("Marcel"),
            person("Marcel de Vries"),
            person("Ann"),
            person("Saskia"),
            person("Saskia Bos"),
            person("Rob"),
            person("Lotte Visser"));
    List<String> resolved = new ArrayList<>();
    try {
      store.write(
          "u1",
          tx -> {
            GraphBatch b = graph.batchIn(tx, "u1", "extraction");
            b.serializeWithOtherWriters();
            b.rememberWhatItHolds(true);
            if (expect) {
              b.expectNames(expected);
            }
            java.util.function.Consumer<String> resolve =
                name ->
                    resolved.add(
                        b.resolveByName(null, Scope.personal, "Person", name)
                            .map(NodeRecord::label)
                            .orElse("-"));
            resolve.accept("Marcel");
            b.createNode(
                new NodeCreate("u1", null, Scope.personal, "Person", "Marcel", null, false), null);
            resolve.accept("Marcel de Vries");
            resolve.accept("Ann");
            resolve.accept("Saskia");
            b.createNode(
                new NodeCreate("u1", null, Scope.personal, "Person", "Saskia", null, false), null);
            resolve.accept("Saskia Bos");
            resolve.accept("Marcel");
            insert(b.tx(), node("u1", P, Scope.personal, "Person", "Lotte"));
            resolve.accept("Lotte Visser");
            resolve.accept("Rob");
            b.rememberWhatItHolds(false);
            throw new IllegalStateException("rolled back");
          });
    } catch (IllegalStateException e) {
      assertThat(e).hasMessage("rolled back");
    }
    return resolved;
  }

  private static NodeWord word(String type, String word) {
    return new NodeWord(P, Scope.personal, type, word);
  }

  private static List<String> ids(List<NodeRecord> nodes) {
    return nodes.stream().map(NodeRecord::id).toList();
  }
}
