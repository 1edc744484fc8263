package dev.assistantmemory.core.store;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The reads behind the context features (day structure, atlas, bootstrap, digest) inside one store
 * transaction. Reads that take a {@link ReadScope} carry its user and partitions as predicates of
 * the query.
 */
public interface ContextTx {
  /** Day nodes are Temporal nodes labelled with an ISO date. */
  String DAY_PREDICATE = "RECORDED_ON";

  /**
   * The live node a root source is recorded under: the subject of an active {@code RECORDED_ON}
   * claim citing the source.
   */
  Optional<NodeRecord> recordNodeOf(String userId, String sourceId);

  /** Ids of the day nodes the node is recorded on (active claims). */
  Set<String> recordedOn(String userId, String nodeId);

  /** The effective times of a root source's live children (a conversation's messages). */
  List<Instant> childTimes(String userId, String parentId);

  /**
   * Live root sources (conversations, documents, transcripts) of the user that no record node cites
   * yet, with ids above {@code afterId} (null: from the start), ascending id.
   */
  List<SourceRecord> sourcesWithoutDay(String userId, String afterId, int limit);

  /** Users with at least one such source (system reads only). */
  List<String> usersWithSourcesWithoutDay();

  /** Live day nodes of the scope labelled with one of the dates. */
  List<NodeRecord> dayNodes(ReadScope scope, Scope s, Collection<String> dates);

  /** Live nodes joined to one of the day nodes by an active claim (either direction). */
  List<DayLink> linksOf(ReadScope scope, Collection<String> dayNodeIds);

  /** Live nodes of the types created in [from, to), oldest first. */
  List<NodeRecord> nodesCreatedBetween(
      ReadScope scope, Scope s, Set<String> types, Instant from, Instant to, int limit);

  /** Days (by date label, inclusive bounds, null = open), newest first, with their link counts. */
  List<DayRow> days(ReadScope scope, Scope s, String since, String until, int limit, int offset);

  int countDays(ReadScope scope, Scope s, String since, String until);

  /**
   * The live tasks whose active status is open, with owner and due day; {@code trusted} keeps only
   * statuses not inferred by the assistant.
   */
  List<OpenTask> openTasks(ReadScope scope, boolean trusted);

  /** Active personal claims of the predicates, user-asserted or user-confirmed, newest first. */
  List<ClaimRecord> trustedClaims(ReadScope scope, Set<String> predicates, int limit);

  /** Live personal nodes of the types ranked by their active claims, most first. */
  List<RankedNode> keyNodes(ReadScope scope, Set<String> types, int limit);

  /** Personal claims superseded at or after {@code since}, newest first. */
  List<ClaimRecord> supersededSince(ReadScope scope, Instant since, int limit);

  /**
   * A stamp of the user's commitment claims (status, owner, due): changes whenever one is written
   * or superseded, so a cache keyed by it never shows a task state that has since changed; also
   * whenever a source is tombstoned, restored or purged (it holds the user's task-state version),
   * which changes the Tasks known only from removed sources that the commitment views leave out.
   */
  String commitmentStamp(String userId);

  /**
   * Active personal claims recorded in [since, until), newest first, without the structural day
   * links and without claims about nodes of the excluded types.
   */
  List<RecentClaim> recentClaims(ReadScope scope, Instant since, Instant until, int limit);

  /**
   * Live personal nodes created or changed in [since, until), newest change first: of {@code types}
   * when not empty, else of every type not in {@code excluded}.
   */
  List<NodeRecord> recentNodes(
      ReadScope scope,
      Instant since,
      Instant until,
      Set<String> types,
      Set<String> excluded,
      int limit);

  /** Live root sources (listable types) received in [since, until), newest first. */
  List<SourceRecord> recentSources(ReadScope scope, Instant since, Instant until, int limit);

  /** The source when it is the scope's user's and in its partitions. */
  Optional<SourceRecord> findSource(ReadScope scope, String sourceId);

  /** A claim with its endpoints' labels; {@code updated} when it replaced another. */
  record RecentClaim(ClaimRecord claim, String subjectLabel, String objectLabel, boolean updated) {}

  /** A node joined to a day by a claim. */
  record DayLink(NodeRecord node, String predicate, String dayNodeId) {}

  /** One day of the timeline. */
  record DayRow(String date, String temporalNodeId, int nodeCount) {}

  /** A node and how many active claims touch it. */
  record RankedNode(NodeRecord node, int claimCount) {}

  /**
   * An open task: status, owner, due day (the day node's label) and, for a timed due date, its
   * local time, zone and instant ({@code dueTime}, {@code timeZone}, {@code dueAt}; null for
   * date-only dues).
   */
  record OpenTask(
      String taskId,
      String label,
      String status,
      String statusClaimId,
      String statusAssertedByKind,
      Instant statedAt,
      String sourceId,
      String ownerNodeId,
      String ownerLabel,
      boolean ownerIsSelf,
      String dueOn,
      String dueTime,
      String timeZone,
      Instant dueAt) {}
}
