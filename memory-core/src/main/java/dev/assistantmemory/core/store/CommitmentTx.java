package dev.assistantmemory.core.store;

import dev.assistantmemory.core.access.ReadScope;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The commitment reads and the due-time rows of one store transaction (CONTRACT.md section 6).
 * Every read is bounded to one user and carries the scope's partitions as a predicate of its query.
 */
public interface CommitmentTx {

  /**
   * The Tasks whose newest active personal status claim matches the query, with their newest active
   * owner and due claims: one range scan of the task-state read model, whatever the number of
   * tasks. The read model is recomputed from the claims in every transaction that changes them, so
   * this answers exactly what {@link #commitmentsByJoin} answers.
   */
  List<CommitmentRow> commitments(CommitmentQuery query);

  /**
   * The same answer computed from the claims at read time (status, owner and due claims joined per
   * task): the definition the read model is derived from, kept for the fallback while a task waits
   * to be recomputed and for the tests that hold the two equal.
   */
  List<CommitmentRow> commitmentsByJoin(CommitmentQuery query);

  /** Live, unmerged Tasks in scope without any HAS_TASK_STATUS claim (in any state), by id. */
  List<NodeRecord> statuslessTasks(ReadScope scope, int limit);

  /** The time of day, zone and instant of a timed DUE_ON claim. */
  void insertDueTime(
      String claimId,
      String userId,
      String partitionKey,
      String dueTime,
      String timeZone,
      Instant dueAt);

  Optional<DueTime> dueTime(String userId, String claimId);

  /**
   * Per task, the first status claim that cites a source: where the commitment was first heard,
   * kept when later messages change its status.
   */
  List<Origin> origins(String userId, Collection<String> taskIds);

  /** What the source's stored {@code sourceContext} says (empty without one). */
  Optional<SourceFacts> sourceFacts(String userId, String sourceId);

  /**
   * The earlier, tombstoned sources with the same identity (partition, type, external id) as this
   * one: the revisions an {@code updateExisting} replacement retired.
   */
  List<String> replacedSources(String userId, String sourceId);

  /** Which tasks a commitment view returns. */
  enum Band {
    trusted,
    candidate,
    all
  }

  /**
   * A commitment query. Nullable filters are not applied; {@code limit} &lt;= 0 = no limit. {@code
   * sort}: statusChangedAt, dueOn, dueAt, createdAt, label.
   */
  record CommitmentQuery(
      ReadScope scope,
      Band band,
      Set<String> statuses,
      String ownedBy,
      boolean unowned,
      String dueBefore,
      String dueAfter,
      Instant dueBeforeInstant,
      Instant dueAfterInstant,
      Boolean hasDueDate,
      String search,
      String sort,
      boolean descending,
      int limit,
      int offset) {}

  /** A Task with its active status, owner and due claims (owner and due fields nullable). */
  record CommitmentRow(
      String taskId,
      String label,
      Instant createdAt,
      String status,
      String statusClaimId,
      String statusKind,
      Instant statedAt,
      String sourceId,
      String ownerNodeId,
      String ownerLabel,
      boolean ownerIsSelf,
      String ownerClaimId,
      String dueOn,
      String dueClaimId,
      String dueTime,
      String timeZone,
      Instant dueAt) {}

  record DueTime(String dueTime, String timeZone, Instant dueAt) {}

  /** The first sourced status claim of a task: its source and the excerpt it was heard in. */
  record Origin(
      String taskId,
      String sourceId,
      String sourceType,
      String title,
      Instant overheardAt,
      String excerpt) {}
}
