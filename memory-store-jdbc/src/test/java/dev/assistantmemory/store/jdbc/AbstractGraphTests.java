package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.graph.AliasService;
import dev.assistantmemory.core.graph.ClaimCorrections;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.ClaimEnd;
import dev.assistantmemory.core.graph.GraphImport;
import dev.assistantmemory.core.graph.GraphReads;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.graph.ImportRecord;
import dev.assistantmemory.core.graph.LabelledClaim;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.graph.NodeDeletion;
import dev.assistantmemory.core.graph.NodeMaintenance;
import dev.assistantmemory.core.graph.NodeSource;
import dev.assistantmemory.core.graph.NodeView;
import dev.assistantmemory.core.store.AliasRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.Rejection;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Scope;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The graph's lifecycle contract, on every store backend: supersession chains, as-of replay,
 * restore on delete, the trust rule, audit before destruction, and the write guard.
 */
abstract class AbstractGraphTests {
  private static final Instant T0 = Instant.parse("2026-05-01T10:00:00Z");

  MutableClock clock = new MutableClock(T0);
  JdbiMemoryStore store;
  GraphServices services;
  GraphService graph;
  ClaimCorrections corrections;
  NodeMaintenance nodes;
  AliasService aliases;
  GraphReads reads;

  protected abstract JdbiMemoryStore openStore();

  @BeforeEach
  void open() {
    store = openStore();
    services = GraphServices.over(store, clock, new RowLevelSecurityIT.FixedEmbedder());
    graph = services.writes();
    corrections = services.corrections();
    nodes = services.nodes();
    aliases = services.aliases();
    reads = services.reads();
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  /** The strict scope of a request without a partition key: the personal partition. */
  static ReadScope personal(String user) {
    return ReadScope.of(user, null, AccessScope.partition);
  }

  private List<ClaimRecord> history(String user, String nodeId) {
    return reads.history(personal(user), nodeId).stream().map(LabelledClaim::claim).toList();
  }

  private NodeRecord node(String user, String type, String label) {
    return graph.createNode(new NodeCreate(user, null, Scope.personal, type, label, null, false));
  }

  private ClaimRecord status(String user, NodeRecord task, String value, String kind) {
    return graph
        .createClaim(
            personal(user),
            new ClaimCreate(
                user,
                task.id(),
                "HAS_TASK_STATUS",
                null,
                value,
                "Task is " + value,
                null,
                null,
                null,
                clock.instant(),
                null,
                null,
                kind,
                null))
        .claim();
  }

  private ClaimRecord preference(String user, NodeRecord subject, String value) {
    return graph
        .createClaim(
            personal(user),
            new ClaimCreate(
                user,
                subject.id(),
                "HAS_PREFERENCE",
                null,
                value,
                "Prefers " + value,
                null,
                null,
                null,
                null,
                null,
                null,
                "user",
                null))
        .claim();
  }

  @SuppressWarnings("unchecked")
  private List<ClaimRecord> believed(String user, NodeRecord n, Instant asOf) {
    return reads.node(personal(user), n.id(), asOf).orElseThrow().claims().stream()
        .map(LabelledClaim::claim)
        .toList();
  }

  @Test
  void aFunctionalPredicateSupersedesAndKeepsTheChain() {
    NodeRecord task = node("u1", "Task", "Send the spec");
    ClaimRecord pending = status("u1", task, "pending", "user");
    clock.advance(Duration.ofHours(1));
    ClaimRecord started = status("u1", task, "started", "user");
    clock.advance(Duration.ofHours(1));
    ClaimRecord done = status("u1", task, "finished", "user");

    assertThat(started.objectValue()).isEqualTo("in_progress");
    assertThat(done.objectValue()).isEqualTo("done");
    List<ClaimRecord> all = history("u1", task.id());
    assertThat(all.get(0).assertedByKind())
        .as("a new Task starts with a candidate status, never statusless")
        .isEqualTo("assistant_inferred");
    assertThat(all.get(0).supersededBy()).isEqualTo(pending.id());
    List<ClaimRecord> history = all.subList(1, all.size());
    assertThat(history)
        .extracting(ClaimRecord::status)
        .containsExactly("superseded", "superseded", "active");
    assertThat(history.get(0).supersededBy()).isEqualTo(started.id());
    assertThat(history.get(0).supersessionRelation()).isEqualTo("updates");
    assertThat(history.get(0).expiredAt()).isEqualTo(started.recordedAt());
    assertThat(history.get(0).validTo()).isEqualTo(started.validFrom());
    assertThat(history.get(1).supersededBy()).isEqualTo(done.id());
    assertThat(believed("u1", task, null)).extracting(ClaimRecord::id).containsExactly(done.id());
    assertThat(pending.status()).as("as returned when it was written").isEqualTo("active");
  }

  @Test
  void asOfReplaysWhatWasBelievedThen() {
    NodeRecord task = node("u1", "Task", "Book the venue");
    status("u1", task, "pending", "user");
    Instant afterFirst = clock.instant().plusSeconds(1);
    clock.advance(Duration.ofHours(1));
    status("u1", task, "in_progress", "user");
    Instant afterSecond = clock.instant().plusSeconds(1);
    clock.advance(Duration.ofHours(1));
    status("u1", task, "done", "user");
    Instant afterThird = clock.instant().plusSeconds(1);

    assertThat(believed("u1", task, afterFirst))
        .extracting(ClaimRecord::objectValue)
        .containsExactly("pending");
    assertThat(believed("u1", task, afterSecond))
        .extracting(ClaimRecord::objectValue)
        .containsExactly("in_progress");
    assertThat(believed("u1", task, afterThird))
        .extracting(ClaimRecord::objectValue)
        .containsExactly("done");
    assertThat(reads.node(personal("u1"), task.id(), T0.minusSeconds(60)))
        .as("the node did not exist yet")
        .isEmpty();
  }

  @Test
  void deletingTheActiveClaimRestoresThePreviousOneAndAuditsFirst() {
    NodeRecord task = node("u1", "Task", "Renew passport");
    ClaimRecord pending = status("u1", task, "pending", "user");
    clock.advance(Duration.ofMinutes(5));
    ClaimRecord done = status("u1", task, "done", "user");

    corrections.deleteClaim(personal("u1"), done.id(), "marked done by mistake");

    assertThat(believed("u1", task, null))
        .extracting(ClaimRecord::id)
        .containsExactly(pending.id());
    ClaimRecord restored = store.readAsSystem(tx -> tx.findClaim("u1", pending.id())).orElseThrow();
    assertThat(restored.supersededBy()).isNull();
    assertThat(restored.expiredAt()).isNull();
    String removed =
        store.readAsSystem(
            tx ->
                ((JdbiStoreTx) tx)
                    .handle()
                    .createQuery(
                        "SELECT removed_value FROM audit_log WHERE entity_id = :id AND action = 'delete'")
                    .bind("id", done.id())
                    .mapTo(String.class)
                    .one());
    assertThat(removed).contains("HAS_TASK_STATUS done");
  }

  @Test
  void anAssistantInferenceNeverOverridesTheUser() {
    NodeRecord task = node("u1", "Task", "Call the plumber");
    ClaimRecord mine = status("u1", task, "pending", "user");
    clock.advance(Duration.ofMinutes(5));
    ClaimRecord guess = status("u1", task, "done", "assistant_inferred");

    assertThat(guess.status()).isEqualTo("contradicted");
    assertThat(guess.contradictedBy()).isEqualTo(mine.id());
    assertThat(believed("u1", task, null)).extracting(ClaimRecord::id).containsExactly(mine.id());

    clock.advance(Duration.ofMinutes(5));
    ClaimRecord confirmed = status("u1", task, "done", "user_confirmed");
    assertThat(believed("u1", task, null))
        .extracting(ClaimRecord::id)
        .containsExactly(confirmed.id());
  }

  @Test
  void aLateOlderStatementIsFiledAsHistory() {
    NodeRecord task = node("u1", "Task", "File taxes");
    clock.advance(Duration.ofDays(1));
    ClaimRecord now = status("u1", task, "in_progress", "user");
    ClaimRecord old =
        graph
            .createClaim(
                personal("u1"),
                new ClaimCreate(
                    "u1",
                    task.id(),
                    "HAS_TASK_STATUS",
                    null,
                    "pending",
                    "Task was pending",
                    null,
                    null,
                    null,
                    T0,
                    null,
                    null,
                    "user",
                    null))
            .claim();

    assertThat(old.status()).isEqualTo("superseded");
    assertThat(old.supersededBy()).isEqualTo(now.id());
    assertThat(believed("u1", task, null)).extracting(ClaimRecord::id).containsExactly(now.id());
  }

  @Test
  void taskStatusesAreValidatedAfterSynonyms() {
    NodeRecord task = node("u1", "Task", "Water plants");
    assertThat(status("u1", task, "To-Do", "user").objectValue()).isEqualTo("pending");
    assertThatThrownBy(() -> status("u1", task, "someday", "user"))
        .isInstanceOf(MemoryException.class)
        .satisfies(
            e -> {
              MemoryException m = (MemoryException) e;
              assertThat(m.code()).isEqualTo(ErrorCode.INVALID_OBJECT_VALUE);
              assertThat(m.details())
                  .isInstanceOfSatisfying(
                      ErrorDetails.InvalidObjectValue.class,
                      v -> {
                        assertThat(v.predicate()).isEqualTo("HAS_TASK_STATUS");
                        assertThat(v.objectValue()).isEqualTo("someday");
                        assertThat(v.allowedValues())
                            .containsExactlyInAnyOrder(
                                "pending", "in_progress", "done", "abandoned");
                      });
            });
  }

  @Test
  void aRetractedValueIsRefusedWhenSentAgainEvenReworded() {
    NodeRecord me = node("u1", "Person", "Me");
    ClaimRecord pizza = preference("u1", me, "likes pineapple pizza");
    corrections.retractClaim(personal("u1"), pizza.id(), "I never said that");

    for (String again :
        List.of("Likes pineapple pizza!", "likes pineapple on pizza", "pineapple pizza")) {
      assertThatThrownBy(() -> preference("u1", me, again))
          .as(again)
          .isInstanceOf(MemoryException.class)
          .satisfies(
              e -> {
                MemoryException m = (MemoryException) e;
                assertThat(m.code()).isEqualTo(ErrorCode.WRITE_REFUSED);
                assertThat(m.code().httpStatus()).isEqualTo(409);
                assertThat(m.details())
                    .isInstanceOfSatisfying(
                        ErrorDetails.WriteRefused.class,
                        w -> assertThat(w.rejectionId()).startsWith("rej_"));
                assertThat(m.getMessage()).contains("likes pineapple pizza");
              });
    }
    assertThat(preference("u1", me, "likes sushi").status()).isEqualTo("active");
    Rejection r = store.readAsSystem(tx -> tx.rejections("u1", "memory:personal")).get(0);
    assertThat(r.origin()).isEqualTo("user_rejection");
    assertThat(r.occurrences()).as("each refusal is counted").isEqualTo(3);
    assertThat(r.reason()).isEqualTo("I never said that");
    List<ClaimRecord> all = history("u1", me.id());
    assertThat(all).extracting(ClaimRecord::status).containsExactly("retracted", "active");
  }

  @Test
  void aDeletedValueIsRefusedAndAnAntiPatternBlocksNodes() {
    NodeRecord me = node("u1", "Person", "Me");
    ClaimRecord c = preference("u1", me, "dark roast coffee");
    corrections.deleteClaim(personal("u1"), c.id(), null);
    assertThatThrownBy(() -> preference("u1", me, "Dark-roast coffee"))
        .isInstanceOf(MemoryException.class)
        .hasMessageContaining("deletion");

    graph.recordRejection(
        "u1",
        null,
        null,
        null,
        "Project Nightingale",
        "cancelled codename",
        "Project Lark",
        "anti_pattern");
    assertThatThrownBy(() -> node("u1", "Concept", "project nightingale"))
        .isInstanceOf(MemoryException.class)
        .satisfies(
            e ->
                assertThat(((MemoryException) e).details())
                    .isInstanceOfSatisfying(
                        ErrorDetails.WriteRefused.class,
                        w -> assertThat(w.alternative()).isEqualTo("Project Lark")));
    assertThat(node("u2", "Concept", "project nightingale").label())
        .as("another user's rejections do not apply")
        .isEqualTo("project nightingale");
  }

  @Test
  void whatMustNotComeBack() {
    NodeRecord task = node("u1", "Task", "Secret plan");
    ClaimRecord first = status("u1", task, "pending", "user");
    clock.advance(Duration.ofMinutes(1));
    status("u1", task, "in_progress", "user");
    NodeRecord me = node("u1", "Person", "Me");
    ClaimRecord wrong = preference("u1", me, "tea over coffee");
    corrections.retractClaim(personal("u1"), wrong.id(), null);

    assertThat(reads.node(personal("u2"), task.id(), null)).as("another user's node").isEmpty();
    assertCode(() -> history("u2", task.id()), ErrorCode.NOT_FOUND); // another user's claims
    assertThat(believed("u1", task, null))
        .extracting(ClaimRecord::id)
        .as("superseded claims leave the current view")
        .doesNotContain(first.id());
    assertThat(believed("u1", me, null)).as("retracted claims leave the current view").isEmpty();
    assertThatThrownBy(() -> nodes.deleteNode(personal("u2"), task.id(), null))
        .as("another user cannot delete it")
        .isInstanceOf(MemoryException.class);

    NodeDeletion deleted = nodes.deleteNode(personal("u1"), task.id(), "done with it");
    assertThat(deleted).isEqualTo(new NodeDeletion(3, 0));
    assertThat(reads.node(personal("u1"), task.id(), null)).isEmpty();
    // A deleted node reads as an unknown one on every node read, its history too (its claims went
    // with it): the eighteenth audit's reading of W5 (docs/contract-audit.md).
    assertCode(() -> history("u1", task.id()), ErrorCode.NOT_FOUND);
    long audits =
        store.readAsSystem(
            tx ->
                ((JdbiStoreTx) tx)
                    .handle()
                    .createQuery("SELECT count(*) FROM audit_log WHERE user_id = 'u1'")
                    .mapTo(Long.class)
                    .one());
    assertThat(audits).as("node + 3 cascaded claims + the retraction").isEqualTo(5);
  }

  @Test
  void aNodeAndAClaimWrittenTogetherWithTheirLogLeaveEveryRowOfTheSeparateWrites() {
    NodeRecord ann = node("u1", "Person", "Ann Lee");
    ClaimRecord likes = preference("u1", ann, "tea");
    // Written as one round trip on PostgreSQL: the node's row, its name words and its change;
    // the claim's row, its evidence (the manual source an API claim cites) and its change.
    assertThat(likes.sourceId()).isNotNull();
    assertThat(count("SELECT count(*) FROM node_words WHERE node_id = :id", ann.id())).isEqualTo(2);
    assertThat(
            count(
                "SELECT count(*) FROM claim_evidence WHERE claim_id = :id AND source_id = '"
                    + likes.sourceId()
                    + "'",
                likes.id()))
        .isEqualTo(1);
    List<String> logged =
        store.readAsSystem(
            tx ->
                ((JdbiStoreTx) tx)
                    .handle()
                    .createQuery(
                        """
                        SELECT entity_type || ' ' || action || ' ' || coalesce(partition_key, '-')
                          || ' ' || coalesce(source_id, '-')
                        FROM change_log WHERE entity_id IN (:node, :claim) ORDER BY seq""")
                    .bind("node", ann.id())
                    .bind("claim", likes.id())
                    .mapTo(String.class)
                    .list());
    assertThat(logged)
        .containsExactly(
            "node upsert memory:personal -", "claim upsert memory:personal " + likes.sourceId());
  }

  @Test
  void aNameWithAnAccentIsFoundByItsFirstWordAsTheLookupFoldsIt() {
    NodeRecord emile = node("u1", "Person", "Émile Durand");
    NodeRecord oko = node("u1", "Organization", "Öko Bank");
    node("u2", "Person", "Émile Blanc");
    assertThat(wordLookup("u1", emile, "Person", "Émile")).containsExactly(emile.id());
    assertThat(wordLookup("u1", emile, "Person", "emile")).containsExactly(emile.id());
    assertThat(wordLookup("u1", oko, "Organization", "Öko")).containsExactly(oko.id());
    assertThat(wordLookup("u1", emile, "Person", "Emil")).as("a prefix").contains(emile.id());
    assertThat(wordLookup("u1", emile, "Person", "Éric")).as("another first name").isEmpty();
  }

  @Test
  void wordsWrittenBeforeTheyWereFoldedAreRefoldedByTheMigration() {
    NodeRecord emile = node("u1", "Person", "Émile Durand");
    NodeRecord other = node("u2", "Person", "Ærø Ålund");
    // As V30 and the inserts before V34 left them: the database's lower, accent (and on SQLite the
    // capital) kept.
    store.writeAsSystem(
        tx -> {
          var h = ((JdbiStoreTx) tx).handle();
          h.execute("DELETE FROM node_words");
          h.execute(
              "INSERT INTO node_words (user_id, word, node_id) VALUES ('u1', 'Émile', ?)",
              emile.id());
          h.execute(
              "INSERT INTO node_words (user_id, word, node_id) VALUES ('u1', 'durand', ?)",
              emile.id());
          h.execute(
              "INSERT INTO node_words (user_id, word, node_id) VALUES ('u2', 'Ærø', ?)",
              other.id());
          return null;
        });
    assertThat(wordLookup("u1", emile, "Person", "Émile")).as("before the migration").isEmpty();

    int refolded =
        store.writeAsSystem(
            tx -> {
              try {
                return FoldNodeWords.fold(((JdbiStoreTx) tx).handle().getConnection());
              } catch (java.sql.SQLException e) {
                throw new IllegalStateException(e);
              }
            });

    assertThat(refolded).isEqualTo(2);
    assertThat(wordLookup("u1", emile, "Person", "Émile")).containsExactly(emile.id());
    assertThat(wordLookup("u2", other, "Person", "Ærø")).containsExactly(other.id());
    assertThat(count("SELECT count(*) FROM node_words WHERE node_id = :id", emile.id()))
        .as("the old form replaced, not kept beside")
        .isEqualTo(2);
    assertThat(count("SELECT count(*) FROM node_words WHERE user_id = :id", "u2"))
        .as("each row keeps its user")
        .isEqualTo(1);
  }

  private List<String> wordLookup(String user, NodeRecord like, String type, String name) {
    String word = dev.assistantmemory.core.graph.EntityNames.lookupWord(type, name);
    return store.readAsSystem(
        tx ->
            tx.findNodesWithWord(user, like.partitionKey(), Scope.personal, type, word, 25).stream()
                .map(NodeRecord::id)
                .toList());
  }

  private long count(String sql, String id) {
    return store.readAsSystem(
        tx -> ((JdbiStoreTx) tx).handle().createQuery(sql).bind("id", id).mapTo(Long.class).one());
  }

  @Test
  void reattributingASubjectRestoresTheOldSubjectsStatusAndSupersedesTheNewOnes() {
    NodeRecord wrong = node("u1", "Task", "Book the hotel");
    NodeRecord right = node("u1", "Task", "Book the train");
    ClaimRecord rightDefault = history("u1", right.id()).get(0);
    ClaimRecord wrongDefault = history("u1", wrong.id()).get(0);
    clock.advance(Duration.ofMinutes(5));
    ClaimRecord misfiled = status("u1", wrong, "done", "user");
    clock.advance(Duration.ofMinutes(5));

    ClaimRecord copy =
        corrections
            .reattributeClaim(personal("u1"), misfiled.id(), ClaimEnd.subject, right.id())
            .claim();

    assertThat(copy.id()).isNotEqualTo(misfiled.id());
    assertThat(copy.subjectNodeId()).isEqualTo(right.id());
    assertThat(copy.objectValue()).isEqualTo("done");
    assertThat(copy.statedAt()).isEqualTo(misfiled.statedAt());
    assertThat(copy.assertedByKind()).isEqualTo("user_confirmed");
    assertThat(copy.origin()).as("a manual decision").isEqualTo("api");
    assertThat(copy.status()).isEqualTo("active");
    ClaimRecord original =
        store.readAsSystem(tx -> tx.findClaim("u1", misfiled.id())).orElseThrow();
    assertThat(original.status()).isEqualTo("retracted");
    assertThat(original.expiredAt()).isEqualTo(clock.instant());
    assertThat(believed("u1", wrong, null))
        .as("the wrong task's own status comes back")
        .extracting(ClaimRecord::id)
        .containsExactly(wrongDefault.id());
    assertThat(believed("u1", right, null)).extracting(ClaimRecord::id).containsExactly(copy.id());
    ClaimRecord replaced =
        store.readAsSystem(tx -> tx.findClaim("u1", rightDefault.id())).orElseThrow();
    assertThat(replaced.status()).isEqualTo("superseded");
    assertThat(replaced.supersededBy()).isEqualTo(copy.id());
    assertThat(
            count(
                "SELECT count(*) FROM audit_log WHERE entity_id = :id AND action = 'reattribute'"
                    + " AND removed_value LIKE 'HAS_TASK_STATUS done%'",
                misfiled.id()))
        .isEqualTo(1);
    List<Rejection> rejections = store.readAsSystem(tx -> tx.rejections("u1", "memory:personal"));
    assertThat(rejections)
        .as("a reattribution corrects the subject; it does not reject the value")
        .isEmpty();

    corrections.deleteClaim(personal("u1"), copy.id(), "changed my mind");
    assertThat(believed("u1", right, null))
        .as("deleting the copy restores what it replaced, never the retracted original")
        .extracting(ClaimRecord::id)
        .containsExactly(rightDefault.id());
  }

  @Test
  void aReattributionTheGuardRefusesChangesNothing() {
    NodeRecord alice = node("u1", "Person", "Alice");
    NodeRecord bob = node("u1", "Person", "Bob");
    ClaimRecord bobs = preference("u1", bob, "pineapple pizza");
    corrections.retractClaim(personal("u1"), bobs.id(), "Bob hates it");
    ClaimRecord alices = preference("u1", alice, "pineapple pizza");

    assertThatThrownBy(
            () ->
                corrections.reattributeClaim(
                    personal("u1"), alices.id(), ClaimEnd.subject, bob.id()))
        .isInstanceOf(MemoryException.class)
        .satisfies(
            e -> assertThat(((MemoryException) e).code()).isEqualTo(ErrorCode.WRITE_REFUSED));
    assertThat(store.readAsSystem(tx -> tx.findClaim("u1", alices.id())).orElseThrow().status())
        .as("the retraction rolled back with the refused copy")
        .isEqualTo("active");
    assertThat(history("u1", bob.id())).extracting(ClaimRecord::id).containsExactly(bobs.id());
    assertThat(
            count(
                "SELECT count(*) FROM audit_log WHERE entity_id = :id AND action = 'reattribute'",
                alices.id()))
        .isZero();
  }

  @Test
  void reattributionRefusesAnotherScopeAnInactiveClaimAndAnAttributesObject() {
    NodeRecord me = node("u1", "Person", "Me");
    NodeRecord book =
        graph.createNode(
            new NodeCreate("u1", null, Scope.reference, "Media", "Field guide", null, false));
    ClaimRecord likes = preference("u1", me, "birdwatching");

    assertThatThrownBy(
            () ->
                corrections.reattributeClaim(
                    personal("u1"), likes.id(), ClaimEnd.subject, book.id()))
        .satisfies(
            e ->
                assertThat(((MemoryException) e).code())
                    .isEqualTo(ErrorCode.REATTRIBUTION_REFUSED));
    assertThatThrownBy(
            () ->
                corrections.reattributeClaim(personal("u1"), likes.id(), ClaimEnd.object, me.id()))
        .satisfies(
            e ->
                assertThat(((MemoryException) e).details())
                    .isEqualTo(new ErrorDetails.ValueNotObject(likes.id(), likes.predicate())));
    corrections.retractClaim(personal("u1"), likes.id(), null);
    assertThatThrownBy(
            () ->
                corrections.reattributeClaim(personal("u1"), likes.id(), ClaimEnd.subject, me.id()))
        .satisfies(
            e -> assertThat(((MemoryException) e).code()).isEqualTo(ErrorCode.CLAIM_NOT_ACTIVE));
    assertThat(history("u1", me.id())).extracting(ClaimRecord::status).containsExactly("retracted");
  }

  @Test
  void theImportPathIsRefusedWhatTheUserRetractedOrDeletedAndGoesOnWithTheRest() {
    NodeRecord me = node("u1", "Person", "Me");
    ClaimRecord seats = preference("u1", me, "window seats");
    corrections.retractClaim(personal("u1"), seats.id(), "I prefer the aisle");
    ClaimRecord coffee = preference("u1", me, "dark roast coffee");
    corrections.deleteClaim(personal("u1"), coffee.id(), null);
    graph.recordRejection(
        "u1", null, null, null, "Project Nightingale", "cancelled", null, "anti_pattern");
    Map<String, String> rejectionIds = new java.util.HashMap<>();
    store
        .readAsSystem(tx -> tx.rejections("u1", "memory:personal"))
        .forEach(r -> rejectionIds.put(r.origin(), r.id()));

    List<ImportRecord> lines =
        List.of(
            new ImportRecord.Node(1, "tom", "Person", "Tom", "a colleague", List.of("Tommy")),
            new ImportRecord.Claim(
                2,
                me.id(),
                "HAS_PREFERENCE",
                null,
                "Window seat",
                "Likes a window seat",
                null,
                "user",
                null),
            new ImportRecord.Claim(
                3,
                me.id(),
                "HAS_PREFERENCE",
                null,
                "dark-roast coffee",
                "Drinks dark roast",
                null,
                "user",
                null),
            new ImportRecord.Node(4, "nightingale", "Concept", "project nightingale", null, null),
            new ImportRecord.Claim(
                5,
                "tom",
                "RELATED_TO",
                "nightingale",
                null,
                "Tom leads the project",
                null,
                null,
                null),
            new ImportRecord.Claim(
                6,
                "tom",
                "HAS_PREFERENCE",
                null,
                "green tea",
                "Tom likes green tea",
                null,
                null,
                T0.minus(Duration.ofDays(3))),
            new ImportRecord.Invalid(7, "statedAt", "not an ISO-8601 instant"),
            new ImportRecord.Claim(
                8, "tom", "LIKES", null, "cats", "Tom likes cats", null, null, null),
            new ImportRecord.Claim(
                9, "nobody", "WORKS_AT", "tom", null, "Nobody works at Tom", null, null, null));
    List<GraphImport.LineResult> reported = new java.util.ArrayList<>();
    GraphImport.Report report = new GraphImport(services).run("u1", null, lines, reported::add);

    assertThat(reported).isEqualTo(report.lines());
    assertThat(report.lines())
        .extracting(GraphImport.LineResult::outcome)
        .containsExactly(
            GraphImport.Outcome.IMPORTED,
            GraphImport.Outcome.REFUSED,
            GraphImport.Outcome.REFUSED,
            GraphImport.Outcome.REFUSED,
            GraphImport.Outcome.INVALID,
            GraphImport.Outcome.IMPORTED,
            GraphImport.Outcome.INVALID,
            GraphImport.Outcome.INVALID,
            GraphImport.Outcome.INVALID);
    assertThat(report.lines().get(1).rejectionId()).isEqualTo(rejectionIds.get("user_rejection"));
    assertThat(report.lines().get(2).rejectionId()).isEqualTo(rejectionIds.get("deletion"));
    assertThat(report.lines().get(3).rejectionId()).isEqualTo(rejectionIds.get("anti_pattern"));
    assertThat(report.lines().get(1).message()).contains("window seats");
    assertThat(report.lines())
        .filteredOn(l -> l.outcome() == GraphImport.Outcome.INVALID)
        .extracting(GraphImport.LineResult::line, GraphImport.LineResult::field)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(5, "object"),
            org.assertj.core.groups.Tuple.tuple(7, "statedAt"),
            org.assertj.core.groups.Tuple.tuple(8, "predicate"),
            org.assertj.core.groups.Tuple.tuple(9, "subject"));
    assertThat(report.count(GraphImport.Outcome.IMPORTED)).isEqualTo(2);

    assertThat(history("u1", me.id()))
        .as("the refused values were not written")
        .extracting(ClaimRecord::id)
        .containsExactly(seats.id());
    String tomId = report.lines().get(0).id();
    NodeRecord tom = reads.node(personal("u1"), tomId, null).map(NodeView::node).orElseThrow();
    assertThat(tom.label()).isEqualTo("Tom");
    assertThat(aliases.aliases(personal("u1"), tomId))
        .extracting(AliasRecord::aliasText)
        .containsExactly("Tommy");
    assertThat(believed("u1", tom, null))
        .extracting(
            ClaimRecord::id,
            ClaimRecord::statedAt,
            ClaimRecord::assertedByKind,
            ClaimRecord::origin)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                report.lines().get(5).id(), T0.minus(Duration.ofDays(3)), "user", "import"));
    List<Rejection> after = store.readAsSystem(tx -> tx.rejections("u1", "memory:personal"));
    assertThat(after).extracting(Rejection::occurrences).containsOnly(1);
  }

  private NodeRecord nodeIn(String user, String partition, String type, String label) {
    return graph.createNode(
        new NodeCreate(user, partition, Scope.personal, type, label, null, false));
  }

  private static ClaimCreate attribute(
      String user, String subjectId, String predicate, String value, String kind, String speaker) {
    return new ClaimCreate(
        user,
        subjectId,
        predicate,
        null,
        value,
        predicate + " " + value,
        null,
        null,
        null,
        null,
        null,
        null,
        kind,
        speaker);
  }

  private static void assertCode(
      org.assertj.core.api.ThrowableAssert.ThrowingCallable call, ErrorCode code) {
    assertThatThrownBy(call)
        .isInstanceOf(MemoryException.class)
        .satisfies(e -> assertThat(((MemoryException) e).code()).isEqualTo(code));
  }

  @Test
  void objectsOfAnotherPartitionAreNotFoundInTheStrictPersonalScopeAndNothingIsWritten() {
    ReadScope work = ReadScope.of("u1", "work", AccessScope.partition);
    NodeRecord dana = nodeIn("u1", "work", "Person", "Dana");
    NodeRecord eli = nodeIn("u1", "work", "Person", "Eli");
    NodeRecord me = node("u1", "Person", "Me");
    ClaimRecord desk =
        graph
            .createClaim(work, attribute("u1", dana.id(), "HAS_PREFERENCE", "desks", "user", null))
            .claim();
    AliasRecord alias = aliases.addAlias(work, dana.id(), "D");
    ReadScope strict = personal("u1");

    assertThat(reads.node(strict, dana.id(), null)).isEmpty();
    assertThat(reads.claim(strict, desk.id())).isEmpty();
    assertCode(() -> reads.history(strict, dana.id()), ErrorCode.NOT_FOUND);
    assertCode(() -> reads.profile(strict, dana.id()), ErrorCode.NOT_FOUND);
    assertCode(
        () -> nodes.updateNode(strict, dana.id(), "Renamed", null, null), ErrorCode.NOT_FOUND);
    assertCode(() -> nodes.deleteNode(strict, dana.id(), null), ErrorCode.NOT_FOUND);
    assertCode(
        () -> nodes.deleteNodes(strict, List.of(me.id(), dana.id()), null), ErrorCode.NOT_FOUND);
    assertCode(() -> nodes.summarize(strict, dana.id()), ErrorCode.NOT_FOUND);
    assertCode(
        () -> nodes.mergeNodes(strict, List.of(dana.id(), eli.id()), null, null),
        ErrorCode.NOT_FOUND);
    assertCode(() -> reads.neighborhood(strict, dana.id(), 1), ErrorCode.NOT_FOUND);
    assertCode(() -> reads.nodeSources(strict, dana.id()), ErrorCode.NOT_FOUND);
    assertCode(() -> corrections.retractClaim(strict, desk.id(), "no"), ErrorCode.NOT_FOUND);
    assertCode(() -> corrections.deleteClaim(strict, desk.id(), "no"), ErrorCode.NOT_FOUND);
    assertCode(
        () -> corrections.reattributeClaim(strict, desk.id(), ClaimEnd.subject, me.id()),
        ErrorCode.NOT_FOUND);
    assertCode(() -> aliases.addAlias(strict, dana.id(), "Dee"), ErrorCode.NOT_FOUND);
    assertCode(() -> aliases.aliases(strict, dana.id()), ErrorCode.NOT_FOUND);
    assertCode(() -> aliases.deleteAlias(strict, alias.id()), ErrorCode.NOT_FOUND);
    assertCode(
        () ->
            graph.createClaim(strict, attribute("u1", dana.id(), "HAS_GOAL", "run", "user", null)),
        ErrorCode.NODES_NOT_FOUND);
    ClaimCreate toDana =
        new ClaimCreate(
            "u1",
            null,
            "RELATED_TO",
            dana.id(),
            null,
            "Knows Dana",
            null,
            null,
            null,
            null,
            null,
            null,
            "user",
            null);
    assertCode(
        () ->
            graph.createClaim(
                strict,
                new ClaimCreate(
                    "u1",
                    me.id(),
                    "RELATED_TO",
                    dana.id(),
                    null,
                    "Knows Dana",
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    "user",
                    null)),
        ErrorCode.NODES_NOT_FOUND);
    assertCode(
        () ->
            graph.createNodeWithClaims(
                strict,
                new NodeCreate("u1", null, Scope.personal, "Person", "Fay", null, false),
                List.of(toDana)),
        ErrorCode.NODES_NOT_FOUND);

    NodeView after = reads.node(work, dana.id(), null).orElseThrow();
    assertThat(after.node().label()).as("not renamed").isEqualTo("Dana");
    assertThat(after.node().deletedAt()).as("not deleted").isNull();
    assertThat(after.claims())
        .extracting(c -> c.claim().id(), c -> c.claim().status())
        .containsExactly(org.assertj.core.groups.Tuple.tuple(desk.id(), "active"));
    assertThat(after.aliases()).extracting(AliasRecord::aliasText).containsExactly("D");
    assertThat(reads.node(work, eli.id(), null)).as("not merged").isPresent();
    assertThat(reads.node(strict, me.id(), null)).as("batch delete all-or-nothing").isPresent();
    assertThat(count("SELECT count(*) FROM nodes WHERE user_id = :id AND label = 'Fay'", "u1"))
        .isZero();
    assertThat(count("SELECT count(*) FROM audit_log WHERE user_id = :id", "u1")).isZero();
    assertThat(count("SELECT count(*) FROM rejected_values WHERE user_id = :id", "u1")).isZero();
    assertThat(count("SELECT count(*) FROM claims WHERE user_id = :id", "u1")).isEqualTo(1);
  }

  @Test
  void theWorkspaceReachesEveryPartitionAndAKeyNarrowsIt() {
    NodeRecord dana = nodeIn("u1", "work", "Person", "Dana");
    NodeRecord mum = node("u1", "Person", "Mum");
    ReadScope workspace = ReadScope.of("u1", null, AccessScope.workspace);
    ReadScope onlyWork = ReadScope.of("u1", "work", AccessScope.workspace);

    assertThat(reads.node(workspace, dana.id(), null)).isPresent();
    assertThat(reads.node(workspace, mum.id(), null)).isPresent();
    assertThat(reads.node(onlyWork, dana.id(), null)).isPresent();
    assertThat(reads.node(onlyWork, mum.id(), null)).isEmpty();
    assertThat(reads.graph(workspace, java.util.Set.of(), 100).nodes())
        .extracting(NodeRecord::id)
        .containsExactlyInAnyOrder(dana.id(), mum.id());
    assertThat(reads.graph(onlyWork, java.util.Set.of(), 100).nodes())
        .extracting(NodeRecord::id)
        .containsExactly(dana.id());
    assertThat(reads.graph(personal("u1"), java.util.Set.of(), 100).nodes())
        .extracting(NodeRecord::id)
        .containsExactly(mum.id());
    assertCode(
        () -> nodes.mergeNodes(workspace, List.of(mum.id(), dana.id()), null, null),
        ErrorCode.MERGE_REFUSED);
    assertThat(reads.node(workspace, dana.id(), null))
        .as("the refused merge wrote nothing")
        .isPresent();

    assertThat(nodes.updateNode(workspace, dana.id(), "Dana K.", null, null).label())
        .isEqualTo("Dana K.");
    assertThat(nodes.deleteNode(workspace, dana.id(), null)).isEqualTo(new NodeDeletion(0, 0));
    assertThat(reads.node(onlyWork, dana.id(), null)).isEmpty();
  }

  @Test
  void batchedGraphReadsAnswerAsTheirOneNodeReads() {
    NodeRecord me = node("u1", "Person", "Me");
    NodeRecord dana = node("u1", "Person", "Dana");
    NodeRecord lone = node("u1", "Concept", "Alone");
    NodeRecord stranger = node("u2", "Person", "Stranger");
    preference("u1", me, "tea");
    ClaimRecord related = related(me, dana, "Me knows Dana");
    preference("u1", dana, "bikes");
    preference("u2", stranger, "tea");
    // A claim naming its node twice (as subject and object) is listed once.
    ClaimRecord selfLink = related(lone, lone, "Alone knows itself");
    List<String> ids = List.of(me.id(), dana.id(), lone.id(), stranger.id(), "node_unknown");

    store.read(
        "u1",
        tx -> {
          Map<String, List<ClaimRecord>> claims = tx.claimsOfNodes("u1", ids);
          for (String id : ids) {
            assertThat(claims.getOrDefault(id, List.of())).isEqualTo(tx.claimsOfNode("u1", id));
          }
          assertThat(claims.get(me.id())).hasSize(2).contains(related);
          assertThat(claims.get(dana.id())).hasSize(2).contains(related);
          assertThat(claims.get(lone.id())).containsExactly(selfLink);
          assertThat(tx.claimsOfNode(personal("u1"), lone.id())).containsExactly(selfLink);
          assertThat(tx.claimsOfNode(personal("u1"), me.id()))
              .isEqualTo(tx.claimsOfNode("u1", me.id()));
          assertThat(tx.sourceIdsOfNode("u1", lone.id())).containsExactly(selfLink.sourceId());
          assertThat(claims).doesNotContainKeys(stranger.id());
          assertThat(tx.findNodes("u1", ids))
              .extracting(NodeRecord::id)
              .containsExactlyInAnyOrder(me.id(), dana.id(), lone.id());
          assertThat(tx.findClaims("u1", List.of(related.id(), "claim_unknown")))
              .containsExactly(tx.findClaim("u1", related.id()).orElseThrow());
          assertThat(tx.findClaims("u2", List.of(related.id()))).isEmpty();
          return null;
        });
  }

  @Test
  void aPageOfCardsIsReadInBatchesThatStayWithinTheScopeAndAnswerAsTheOneNodeReads() {
    NodeRecord me = node("u1", "Person", "Me");
    NodeRecord dana = node("u1", "Person", "Dana");
    NodeRecord wim = nodeIn("u1", "work", "Person", "Wim");
    NodeRecord stranger = node("u2", "Person", "Stranger");
    ClaimRecord tea = preference("u1", me, "tea");
    ClaimRecord knows = related(me, dana, "Me knows Dana");
    ClaimRecord bikes = preference("u1", dana, "bikes");
    ClaimRecord cats = preference("u1", dana, "cats");
    corrections.retractClaim(personal("u1"), cats.id(), "test");
    preference("u2", stranger, "tea");
    aliases.addAlias(personal("u1"), dana.id(), "Dee");
    aliases.addAlias(personal("u2"), stranger.id(), "Stan");
    List<String> ids = List.of(me.id(), dana.id(), wim.id(), stranger.id(), "node_unknown");

    store.read(
        "u1",
        tx -> {
          Map<String, List<ClaimRecord>> about = tx.activeClaimsAbout(personal("u1"), ids);
          assertThat(about.get(me.id())).containsExactly(tea, knows);
          assertThat(about.get(dana.id()))
              .as("the claims about Dana only (not one naming her), the retracted one not")
              .extracting(ClaimRecord::id)
              .containsExactly(bikes.id());
          assertThat(about).doesNotContainKeys(wim.id(), stranger.id());
          for (String id : List.of(me.id(), dana.id())) {
            assertThat(about.get(id))
                .isEqualTo(
                    tx.claimsOfNode(personal("u1"), id).stream()
                        .filter(c -> c.subjectNodeId().equals(id))
                        .filter(c -> ClaimRecord.ACTIVE.equals(c.status()))
                        .toList());
          }
          assertThat(tx.findNodes(personal("u1"), ids))
              .as("not another partition's node, not another user's")
              .extracting(NodeRecord::id)
              .containsExactlyInAnyOrder(me.id(), dana.id());
          Map<String, List<AliasRecord>> names = tx.aliasesOfNodes("u1", ids);
          assertThat(names.get(dana.id())).isEqualTo(tx.aliasesOf("u1", dana.id())).hasSize(1);
          assertThat(names).doesNotContainKeys(me.id(), stranger.id());
          return null;
        });
  }

  /** A user-made RELATED_TO claim of u1 between two of its nodes. */
  private ClaimRecord related(NodeRecord from, NodeRecord to, String statement) {
    return graph
        .createClaim(
            personal("u1"),
            new ClaimCreate(
                "u1",
                from.id(),
                "RELATED_TO",
                to.id(),
                null,
                statement,
                null,
                null,
                null,
                null,
                null,
                null,
                "user",
                null))
        .claim();
  }

  @Test
  void batchedEmbeddingReadsAnswerAsTheirOneNodeReadsAndStayWithinTheUser() {
    NodeRecord dana = node("u1", "Person", "Dana");
    NodeRecord bram = node("u1", "Person", "Bram");
    NodeRecord stranger = node("u2", "Person", "Stranger");
    store.write(
        "u1",
        tx -> {
          tx.setEmbedding("node", dana.id(), new float[] {1f, 0f});
          tx.setEmbedding("node", bram.id(), new float[] {0f, 1f});
          return null;
        });
    store.write(
        "u2",
        tx -> {
          tx.setEmbedding("node", stranger.id(), new float[] {0.5f, 0.5f});
          return null;
        });
    List<String> ids = List.of(dana.id(), bram.id(), stranger.id(), "node_unknown");

    store.read(
        "u1",
        tx -> {
          Map<String, float[]> vectors = tx.embeddingsOf("u1", "node", ids);
          assertThat(vectors).containsOnlyKeys(dana.id(), bram.id());
          assertThat(vectors.get(dana.id())).containsExactly(1f, 0f);
          for (String id : ids) {
            assertThat(vectors.get(id)).isEqualTo(tx.embeddingOf("u1", "node", id));
          }
          assertThat(tx.embeddingsOf("u1", "node", List.of(stranger.id()))).isEmpty();
          assertThat(tx.embeddingsOf("u2", "node", ids)).containsOnlyKeys(stranger.id());
          return null;
        });
  }

  @Test
  void aNodeOrClaimInsertedWithItsVectorIsTheRowInsertedThenGivenIt() {
    NodeRecord dana = node("u1", "Person", "Dana");
    NodeRecord template =
        new NodeRecord(
            "node_withvector",
            "u1",
            "memory:personal",
            Scope.personal,
            "Concept",
            "Window seats",
            "a card",
            false,
            T0,
            T0,
            null,
            null);
    ClaimRecord fact = preference("u1", dana, "tea");
    store.write(
        "u1",
        tx -> {
          tx.insertNode(template, new float[] {0.25f, -1f});
          tx.insertNode(
              new NodeRecord(
                  "node_novector",
                  "u1",
                  "memory:personal",
                  Scope.personal,
                  "Concept",
                  "Aisle seats",
                  null,
                  false,
                  T0,
                  T0,
                  null,
                  null),
              null);
          tx.insertClaim(
              renamed(
                  fact.withLifecycle(ClaimRecord.SUPERSEDED, T0, fact.id(), "updates", null),
                  "claim_withvector"),
              new float[] {3f, 4f});
          tx.insertClaim(renamed(fact, "claim_novector"), null);
          return null;
        });
    store.read(
        "u1",
        tx -> {
          assertThat(tx.findNode("u1", "node_withvector")).contains(template);
          assertThat(tx.embeddingOf("u1", "node", "node_withvector")).containsExactly(0.25f, -1f);
          assertThat(tx.findNode("u1", "node_novector")).isPresent();
          assertThat(tx.embeddingOf("u1", "node", "node_novector")).isNull();
          ClaimRecord stored = tx.findClaim("u1", "claim_withvector").orElseThrow();
          assertThat(stored)
              .isEqualTo(
                  renamed(
                      fact.withLifecycle(ClaimRecord.SUPERSEDED, T0, fact.id(), "updates", null),
                      "claim_withvector"));
          assertThat(tx.embeddingOf("u1", "claim", "claim_withvector")).containsExactly(3f, 4f);
          assertThat(tx.findClaim("u1", "claim_novector"))
              .contains(renamed(fact, "claim_novector"));
          assertThat(tx.embeddingOf("u1", "claim", "claim_novector")).isNull();
          return null;
        });
  }

  private static ClaimCreate taskStatus(String user, NodeRecord task, String value) {
    return new ClaimCreate(
        user,
        task.id(),
        "HAS_TASK_STATUS",
        null,
        value,
        "Task is " + value,
        null,
        null,
        null,
        null,
        null,
        null,
        "user",
        null);
  }

  @Test
  void aBatchRememberingWhatItHoldsForgetsClaimsOnItsOwnWritesAndWhenItHandsItsTxOut() {
    NodeRecord task = node("u1", "Task", "File the tax return");
    ClaimRecord pending = status("u1", task, "pending", "user");
    graph.batch(
        "u1",
        ClaimRecord.ORIGIN_EXTRACTION,
        b -> {
          b.rememberWhatItHolds(true);
          assertThat(b.activeClaims(task.id(), "HAS_TASK_STATUS")).containsExactly(pending);
          // A functional write supersedes what was read: the batch reads again after it.
          ClaimRecord started =
              b.createClaim(taskStatus("u1", task, "in_progress"), null, false).orElseThrow();
          assertThat(b.activeClaims(task.id(), "HAS_TASK_STATUS")).containsExactly(started);
          b.invalidate(started, "test");
          assertThat(b.activeClaims(task.id(), "HAS_TASK_STATUS")).isEmpty();
          // A write through the transaction the batch hands out is seen too.
          b.tx()
              .updateClaimLifecycle(
                  pending.id(), ClaimRecord.ACTIVE, null, null, null, null, null, T0);
          assertThat(b.activeClaims(task.id(), "HAS_TASK_STATUS"))
              .extracting(ClaimRecord::id)
              .containsExactly(pending.id());
          // A node the batch created is the subject of a claim without being read back.
          NodeRecord other =
              b.createNode(
                      new NodeCreate(
                          "u1", null, Scope.personal, "Task", "Renew the passport", null, false),
                      new float[] {1f, 0f})
                  .orElseThrow();
          ClaimRecord otherPending =
              b.createClaim(taskStatus("u1", other, "pending"), new float[] {0f, 1f}, false)
                  .orElseThrow();
          assertThat(b.activeClaims(other.id(), "HAS_TASK_STATUS")).containsExactly(otherPending);
          b.rememberWhatItHolds(false);
          return null;
        });
    store.read(
        "u1",
        tx -> {
          assertThat(tx.activeClaims("u1", task.id(), "HAS_TASK_STATUS"))
              .extracting(ClaimRecord::id)
              .containsExactly(pending.id());
          assertThat(tx.findClaims("u1", List.of(pending.id())))
              .extracting(ClaimRecord::status)
              .containsExactly(ClaimRecord.ACTIVE);
          return null;
        });
  }

  @Test
  void aRememberingBatchKnowsTheClaimsOfANodeItCreatedWithoutReadingThem() {
    graph.batch(
        "u1",
        ClaimRecord.ORIGIN_EXTRACTION,
        b -> {
          b.rememberWhatItHolds(true);
          StoreTx tx = b.tx();
          NodeRecord task =
              b.createNode(
                      new NodeCreate(
                          "u1", null, Scope.personal, "Task", "Renew the lease", null, false),
                      null)
                  .orElseThrow();
          // Written about the new node behind the batch's back (another batch on its transaction,
          // which a remembering batch's writer does not do): the batch takes the node it created as
          // having no claim of a predicate it did not write, so it does not read.
          ClaimRecord behind =
              graph
                  .batchIn(tx, "u1", ClaimRecord.ORIGIN_API)
                  .createClaim(taskStatus("u1", task, "pending"), null, false)
                  .orElseThrow();
          assertThat(b.activeClaims(task.id(), "HAS_TASK_STATUS")).isEmpty();
          // Once it hands its transaction out, it reads again.
          b.tx();
          assertThat(b.activeClaims(task.id(), "HAS_TASK_STATUS"))
              .extracting(ClaimRecord::id)
              .containsExactly(behind.id());
          // What it writes about a node it created is read back (the lifecycle decides it).
          NodeRecord other =
              b.createNode(
                      new NodeCreate(
                          "u1", null, Scope.personal, "Task", "Book the ferry", null, false),
                      null)
                  .orElseThrow();
          assertThat(b.activeClaims(other.id(), "HAS_TASK_STATUS")).isEmpty();
          ClaimRecord pending =
              b.createClaim(taskStatus("u1", other, "pending"), null, false).orElseThrow();
          ClaimRecord started =
              b.createClaim(taskStatus("u1", other, "in_progress"), null, false).orElseThrow();
          assertThat(b.activeClaims(other.id(), "HAS_TASK_STATUS"))
              .extracting(ClaimRecord::id)
              .containsExactly(started.id());
          assertThat(pending.id()).isNotEqualTo(started.id());
          b.rememberWhatItHolds(false);
          return null;
        });
  }

  @Test
  void aBatchNotRememberingReadsANodeAgainSoANodeDeletedThroughItsTransactionIsRefused() {
    NodeRecord task = node("u1", "Task", "Book the ferry");
    assertThatThrownBy(
            () ->
                graph.batch(
                    "u1",
                    ClaimRecord.ORIGIN_API,
                    b -> {
                      NodeRecord found =
                          b.findByName(null, Scope.personal, "Task", "Book the ferry")
                              .orElseThrow();
                      b.tx().markNodeDeleted(found.id(), T0);
                      return b.createClaim(taskStatus("u1", task, "pending"), null, false);
                    }))
        .isInstanceOf(MemoryException.class)
        .extracting(e -> ((MemoryException) e).code())
        .isEqualTo(ErrorCode.NODES_NOT_FOUND);
  }

  private static ClaimRecord renamed(ClaimRecord c, String id) {
    return new ClaimRecord(
        id,
        c.userId(),
        c.partitionKey(),
        c.scope(),
        c.subjectNodeId(),
        c.predicate(),
        c.objectNodeId(),
        c.objectValue(),
        c.statement(),
        c.description(),
        c.sourceId(),
        c.assertedByKind(),
        c.assertedByNodeId(),
        c.status(),
        c.statedAt(),
        c.validFrom(),
        c.validTo(),
        c.recordedAt(),
        c.expiredAt(),
        c.supersededBy(),
        c.supersessionRelation(),
        c.contradictedBy(),
        c.origin());
  }

  @Test
  void rejectionsReadTwiceInATransactionSeeItsOwnNewRejectionAndCountedHits() {
    Rejection first =
        new Rejection(
            "rej_first",
            "u1",
            "memory:personal",
            null,
            null,
            "coffee",
            "coffee",
            "no",
            null,
            "user_rejection",
            0,
            T0);
    store.write(
        "u1",
        tx -> {
          tx.ensureUser("u1", T0);
          tx.insertRejection(first);
          return null;
        });
    store.write(
        "u1",
        tx -> {
          assertThat(tx.rejections("u1", "memory:personal")).containsExactly(first);
          assertThat(tx.rejections("u1", "memory:work")).isEmpty();
          Rejection second =
              new Rejection(
                  "rej_second",
                  "u1",
                  "memory:personal",
                  null,
                  null,
                  "tea",
                  "tea",
                  "no",
                  null,
                  "user_rejection",
                  0,
                  T0.plusSeconds(1));
          tx.insertRejection(second);
          assertThat(tx.rejections("u1", "memory:personal")).containsExactly(first, second);
          tx.countRejectionHit("rej_first", T0.plusSeconds(2));
          assertThat(tx.rejections("u1", "memory:personal").get(0).occurrences()).isEqualTo(1);
          assertThat(tx.rejections("u2", "memory:personal")).isEmpty();
          return null;
        });
  }

  private ClaimRecord link(String user, NodeRecord from, NodeRecord to, String kind) {
    return graph
        .createClaim(
            personal(user),
            new ClaimCreate(
                user,
                from.id(),
                "RELATED_TO",
                to.id(),
                null,
                from.label() + " knows " + to.label(),
                null,
                null,
                null,
                null,
                null,
                null,
                kind,
                null))
        .claim();
  }

  @Test
  void linksOfNodesAreTheFirstLinkToEachOtherNodeInRecordOrderAndNoMoreThanAsked() {
    NodeRecord me = node("u1", "Person", "Me");
    NodeRecord dana = node("u1", "Person", "Dana");
    NodeRecord bram = node("u1", "Person", "Bram");
    NodeRecord cleo = node("u1", "Person", "Cleo");
    NodeRecord eve = node("u1", "Person", "Eve");
    NodeRecord stranger = node("u2", "Person", "Stranger");
    preference("u1", me, "tea"); // no other node: never a link
    ClaimRecord meDana = link("u1", me, dana, "user");
    link("u1", me, dana, "user"); // a second link to Dana: only the first counts
    link("u1", me, eve, "assistant_inferred"); // a candidate: never a link
    ClaimRecord bramMe = link("u1", bram, me, "user"); // pointing at Me counts too
    ClaimRecord meCleo = link("u1", me, cleo, "user");
    link("u2", stranger, stranger, "user");

    store.read(
        "u1",
        tx -> {
          List<String> ids = List.of(me.id(), dana.id(), eve.id(), stranger.id());
          Map<String, List<ClaimRecord>> links = tx.linksOfNodes("u1", ids, 10);
          assertThat(links.get(me.id())).containsExactly(meDana, bramMe, meCleo);
          assertThat(links.get(dana.id())).containsExactly(meDana);
          assertThat(links).doesNotContainKeys(eve.id(), stranger.id());
          assertThat(tx.linksOfNodes("u1", ids, 2).get(me.id())).containsExactly(meDana, bramMe);
          assertThat(tx.linksOfNodes("u2", List.of(me.id()), 10))
              .as("another user's read sees none of u1's links")
              .isEmpty();
          // The same links as filtering every claim of the node in record order.
          List<ClaimRecord> expected = new java.util.ArrayList<>();
          java.util.Set<String> others = new java.util.HashSet<>();
          for (ClaimRecord c : tx.claimsOfNode("u1", me.id())) {
            String other = me.id().equals(c.subjectNodeId()) ? c.objectNodeId() : c.subjectNodeId();
            if (ClaimRecord.ACTIVE.equals(c.status())
                && !c.isCandidate()
                && c.objectNodeId() != null
                && others.add(other)) {
              expected.add(c);
            }
          }
          assertThat(links.get(me.id())).isEqualTo(expected);
          return null;
        });
  }

  @Test
  void aClaimWithoutASourceCitesTheManualSourceOfItsPartition() {
    NodeRecord me = node("u1", "Person", "Me");
    NodeRecord dana = nodeIn("u1", "work", "Person", "Dana");
    ClaimRecord tea = preference("u1", me, "tea");
    ClaimRecord bikes = preference("u1", me, "bikes");
    ClaimRecord desks =
        graph
            .createClaim(
                ReadScope.of("u1", "work", AccessScope.partition),
                attribute("u1", dana.id(), "HAS_PREFERENCE", "desks", "user", null))
            .claim();

    assertThat(tea.sourceId()).startsWith("src_").isEqualTo(bikes.sourceId());
    assertThat(desks.sourceId()).startsWith("src_").isNotEqualTo(tea.sourceId());
    var personalSource = store.read("u1", tx -> tx.findSource("u1", tea.sourceId())).orElseThrow();
    var workSource = store.read("u1", tx -> tx.findSource("u1", desks.sourceId())).orElseThrow();
    assertThat(personalSource.type()).isEqualTo(dev.assistantmemory.model.SourceType.manual);
    assertThat(personalSource.partitionKey()).isEqualTo("memory:personal");
    assertThat(personalSource.content()).as("nothing to chunk or search").isNull();
    assertThat(workSource.type()).isEqualTo(dev.assistantmemory.model.SourceType.manual);
    assertThat(workSource.partitionKey()).isEqualTo("work");
    assertThat(count("SELECT count(*) FROM sources WHERE user_id = :id", "u1")).isEqualTo(2);
    assertThat(
            count(
                "SELECT count(*) FROM chunks c JOIN sources s ON s.id = c.source_id"
                    + " WHERE s.user_id = :id",
                "u1"))
        .isZero();
    assertThat(reads.nodeSources(personal("u1"), me.id()))
        .extracting(NodeSource::sourceId)
        .containsExactly(tea.sourceId());
  }

  @Test
  void deletingANodeClearsAndCountsTheClaimsThatNamedItAsSpeaker() {
    NodeRecord me = node("u1", "Person", "Me");
    NodeRecord bob = node("u1", "Person", "Bob");
    ReadScope strict = personal("u1");
    ClaimRecord heard =
        graph
            .createClaim(
                strict, attribute("u1", me.id(), "HAS_PREFERENCE", "tea", "participant", bob.id()))
            .claim();
    graph.createClaim(
        strict, attribute("u1", me.id(), "HAS_GOAL", "a marathon", "participant", bob.id()));
    graph.createClaim(strict, attribute("u1", bob.id(), "HAS_GOAL", "a novel", "user", null));

    assertThat(nodes.deleteNode(strict, bob.id(), "gone")).isEqualTo(new NodeDeletion(1, 2));
    ClaimRecord after = reads.claim(strict, heard.id()).orElseThrow().claim();
    assertThat(after.assertedByNodeId()).isNull();
    assertThat(after.status()).isEqualTo("active");
  }

  @Test
  void nodesAreFoundByLabelOrAliasWithinTheirUserTypeAndPartitionOnly() {
    NodeRecord anna = node("u1", "Person", "Anna de Vries");
    aliases.addAlias(personal("u1"), anna.id(), "Annie");
    NodeRecord other = node("u1", "Person", "Bram Annink");
    node("u1", "Organization", "Annie"); // another type
    node("u2", "Person", "Annie"); // another user
    NodeRecord gone = node("u1", "Person", "Annie");
    nodes.deleteNode(personal("u1"), gone.id(), "test");
    List<String> byLabel =
        store.read(
            "u1",
            tx ->
                tx
                    .findNodesByName(
                        "u1", "memory:personal", Scope.personal, "Person", "ANNA DE VRIES")
                    .stream()
                    .map(NodeRecord::id)
                    .toList());
    assertThat(byLabel).containsExactly(anna.id());
    List<String> byAlias =
        store.read(
            "u1",
            tx ->
                tx
                    .findNodesByName("u1", "memory:personal", Scope.personal, "Person", "annie")
                    .stream()
                    .map(NodeRecord::id)
                    .toList());
    assertThat(byAlias)
        .as("the alias; not u2's, the organisation or the deleted one")
        .containsExactly(anna.id());
    List<String> byWord =
        store.read(
            "u1",
            tx ->
                tx
                    .findNodesWithWord("u1", "memory:personal", Scope.personal, "Person", "ann", 25)
                    .stream()
                    .map(NodeRecord::id)
                    .toList());
    assertThat(byWord)
        .as("a word at the start of a label word or of an alias word")
        .containsExactlyInAnyOrder(anna.id(), other.id());
    List<NodeRecord> byInnerWord =
        store.read(
            "u1",
            tx ->
                tx.findNodesWithWord(
                    "u1", "memory:personal", Scope.personal, "Person", "vries", 25));
    assertThat(byInnerWord).extracting(NodeRecord::id).containsExactly(anna.id());
    List<NodeRecord> elsewhere =
        store.read(
            "u2",
            tx ->
                tx.findNodesByName(
                    "u2", "memory:personal", Scope.personal, "Person", "anna de vries"));
    assertThat(elsewhere).as("u1's node is not u2's").isEmpty();
  }

  @Test
  void aNameLookupAnswersEachNodeOnceInIdOrderAndCutsToTheLimitAfterOrdering() {
    // Created so that their ids (time ordered) and their names run in different orders, and so
    // that one node is found both by its label and by its alias.
    NodeRecord first = node("u1", "Person", "Zed Annema");
    NodeRecord second = node("u1", "Person", "Anne Jansen");
    aliases.addAlias(personal("u1"), second.id(), "Anne Annema");
    NodeRecord third = node("u1", "Person", "Annabel Smit");
    aliases.addAlias(personal("u1"), first.id(), "Anne Jansen");
    List<String> ids =
        java.util.stream.Stream.of(first, second, third).map(NodeRecord::id).sorted().toList();

    assertThat(withWord("u1", "Person", "ann", 25))
        .as("found by a label word and by alias words, each once, by id")
        .containsExactlyElementsOf(ids);
    assertThat(withWord("u1", "Person", "ann", 2))
        .as("the limit takes the first ids, not the first found")
        .containsExactlyElementsOf(ids.subList(0, 2));
    List<String> byName =
        store.read(
            "u1",
            tx ->
                tx
                    .findNodesByName(
                        "u1", "memory:personal", Scope.personal, "Person", "anne jansen")
                    .stream()
                    .map(NodeRecord::id)
                    .toList());
    assertThat(byName)
        .as("one node by its label, another by its alias, in id order")
        .containsExactlyElementsOf(
            java.util.stream.Stream.of(first.id(), second.id()).sorted().toList());
  }

  private List<String> withWord(String user, String type, String word, int limit) {
    return store.read(
        user,
        tx ->
            tx
                .findNodesWithWord(user, "memory:personal", Scope.personal, type, word, limit)
                .stream()
                .map(NodeRecord::id)
                .toList());
  }

  @Test
  void aWordFindsTheNodesWhoseCurrentLabelOrLiveAliasHasAWordBeginningSo() {
    NodeRecord marcel = node("u1", "Person", "Marcel de Vries");
    NodeRecord anna = node("u1", "Person", "Anna  Marcella"); // two spaces
    node("u1", "Person", "Jomarcel Bakker"); // the word inside another word
    node("u1", "Organization", "Marcel Bikes"); // another type
    node("u2", "Person", "Marcel Jansen"); // another user
    NodeRecord bram = node("u1", "Person", "Bram");
    var alias = aliases.addAlias(personal("u1"), bram.id(), "Marcello B.");

    assertThat(withWord("u1", "Person", "marcel", 25))
        .as("label words and alias words that begin with the word, the user's type only")
        .containsExactlyInAnyOrder(marcel.id(), anna.id(), bram.id());
    assertThat(withWord("u1", "Person", "marcella", 25)).containsExactly(anna.id());
    assertThat(withWord("u1", "Person", "vries", 25)).containsExactly(marcel.id());
    assertThat(withWord("u1", "Person", "marcel de", 25)).as("no word holds a space").isEmpty();

    nodes.updateNode(personal("u1"), anna.id(), "Anna Smit", null, null);
    assertThat(withWord("u1", "Person", "marcel", 25))
        .as("the renamed node by its new label only")
        .containsExactlyInAnyOrder(marcel.id(), bram.id());
    assertThat(withWord("u1", "Person", "smit", 25)).containsExactly(anna.id());

    aliases.deleteAlias(personal("u1"), alias.id());
    assertThat(withWord("u1", "Person", "marcel", 25)).containsExactly(marcel.id());

    NodeRecord piet = node("u1", "Person", "Piet");
    aliases.addAlias(personal("u1"), bram.id(), "Marcelino");
    nodes.mergeNodes(personal("u1"), List.of(piet.id(), bram.id()), null, null);
    assertThat(withWord("u1", "Person", "marcelino", 25))
        .as("an alias moved by a merge names the node it was merged into")
        .containsExactly(piet.id());
    assertThat(withWord("u1", "Person", "bram", 25))
        .as("the merged node's label became the target's alias")
        .containsExactly(piet.id());

    nodes.deleteNode(personal("u1"), marcel.id(), "test");
    assertThat(withWord("u1", "Person", "vries", 25)).as("a deleted node").isEmpty();
  }

  @Test
  void aWordIsMatchedLiterallyInCodePointOrderAndTheFirstIdsAreKept() {
    NodeRecord pure = node("u1", "Organization", "100% Pure");
    node("u1", "Organization", "1000 Flowers");
    node("u1", "Organization", "A_B Partners");
    NodeRecord zoe = node("u1", "Person", "Zoë Dubois");
    NodeRecord zoey = node("u1", "Person", "Zoey Smith");
    NodeRecord high = node("u1", "Person", "Zo\uFFFF Test");
    NodeRecord higher = node("u1", "Person", "Zo\uD83D\uDE00 Emoji");

    assertThat(withWord("u1", "Organization", "100%", 25)).containsExactly(pure.id());
    assertThat(withWord("u1", "Organization", "a%", 25)).as("no wildcards").isEmpty();
    assertThat(withWord("u1", "Organization", "a_b", 25)).hasSize(1);
    assertThat(withWord("u1", "Organization", "a!b", 25)).isEmpty();
    assertThat(withWord("u1", "Person", "zoe", 25))
        .as("held folded, as the lookup asks")
        .containsExactlyInAnyOrder(zoe.id(), zoey.id());
    assertThat(withWord("u1", "Person", "zoë", 25)).isEmpty();
    assertThat(withWord("u1", "Person", "zo\uFFFF", 25)).containsExactly(high.id());
    assertThat(withWord("u1", "Person", "zo\uD83D\uDE00", 25)).containsExactly(higher.id());
    assertThat(withWord("u1", "Person", "zo", 25)).hasSize(4);

    List<String> all = withWord("u1", "Person", "zo", 25);
    assertThat(withWord("u1", "Person", "zo", 2))
        .as("the limit keeps the first ids")
        .containsExactlyElementsOf(all.stream().sorted().limit(2).toList());
    assertThat(all).isSorted();
  }

  @Test
  void aNodeRetypedToAPersonIsFoundByItsWordsAndOnlyPeopleAndOrganisationsHaveWords() {
    NodeRecord concept = node("u1", "Concept", "Marcel Proust");
    assertThat(withWord("u1", "Person", "proust", 25)).isEmpty();

    nodes.updateNode(personal("u1"), concept.id(), null, "Person", null);
    assertThat(withWord("u1", "Person", "proust", 25)).containsExactly(concept.id());

    nodes.updateNode(personal("u1"), concept.id(), null, "Concept", null);
    assertThat(withWord("u1", "Person", "proust", 25)).isEmpty();
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> withWord("u1", "Concept", "proust", 25))
        .hasMessageContaining("no word lookup for Concept");
  }

  private ClaimRecord occurred(String user, NodeRecord event, NodeRecord day) {
    return graph
        .createClaim(
            personal(user),
            new ClaimCreate(
                user,
                event.id(),
                "OCCURRED_ON",
                day.id(),
                null,
                event.label() + " on " + day.label(),
                null,
                null,
                null,
                null,
                null,
                null,
                "user",
                null))
        .claim();
  }

  private java.util.Optional<ClaimRecord> occurrence(String user, String name, String day) {
    return store.read(
        user,
        tx ->
            tx.findClaimOfNamedNode(
                user,
                "memory:personal",
                Scope.personal,
                "Event",
                name,
                "OCCURRED_ON",
                "Temporal",
                day));
  }

  @Test
  void theClaimOfANamedNodeOnAnObjectIsFoundByNameAndObjectLabel() {
    NodeRecord monday = node("u1", "Temporal", "2026-05-04");
    NodeRecord tuesday = node("u1", "Temporal", "2026-05-05");
    NodeRecord run1 = node("u1", "Event", "Run");
    NodeRecord run2 = node("u1", "Event", "Run");
    occurred("u1", run1, monday);
    ClaimRecord second = occurred("u1", run2, tuesday);
    NodeRecord jog = node("u1", "Event", "Jog");
    aliases.addAlias(personal("u1"), jog.id(), "Morning run");
    ClaimRecord jogged = occurred("u1", jog, monday);
    node("u2", "Event", "Run"); // another user's, no claims

    assertThat(occurrence("u1", "run", "2026-05-05"))
        .as("the one of that name with a claim on that day")
        .map(ClaimRecord::id)
        .contains(second.id());
    assertThat(occurrence("u1", "Morning run", "2026-05-04"))
        .as("by alias")
        .map(ClaimRecord::id)
        .contains(jogged.id());
    assertThat(occurrence("u1", "Run", "2026-05-06")).as("no such day").isEmpty();
    assertThat(occurrence("u2", "Run", "2026-05-04")).as("another user's").isEmpty();
    java.util.Optional<ClaimRecord> otherType =
        store.read(
            "u1",
            tx ->
                tx.findClaimOfNamedNode(
                    "u1",
                    "memory:personal",
                    Scope.personal,
                    "Event",
                    "Run",
                    "OCCURRED_ON",
                    "Organization",
                    "2026-05-05"));
    assertThat(otherType).as("an object of another type").isEmpty();

    clock.advance(java.time.Duration.ofMinutes(1));
    ClaimRecord again = occurred("u1", run1, tuesday);
    assertThat(occurrence("u1", "Run", "2026-05-05"))
        .as("the oldest node so named that has one")
        .map(ClaimRecord::subjectNodeId)
        .contains(
            store
                .read(
                    "u1",
                    tx ->
                        tx.findNodesByName("u1", "memory:personal", Scope.personal, "Event", "Run"))
                .get(0)
                .id());
    assertThat(again.subjectNodeId()).isEqualTo(run1.id());

    nodes.deleteNode(personal("u1"), run1.id(), "test");
    assertThat(occurrence("u1", "Run", "2026-05-05"))
        .as("a deleted node's claims are not found")
        .map(ClaimRecord::id)
        .contains(second.id());
  }
}
