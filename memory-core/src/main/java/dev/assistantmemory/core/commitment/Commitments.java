package dev.assistantmemory.core.commitment;

import dev.assistantmemory.core.store.CommitmentTx.Band;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/** What the commitment service reads and writes (CONTRACT.md section 6), before the wire. */
public final class Commitments {
  private Commitments() {}

  /** A task's owner; null in views when unassigned or assigned to the user's self node. */
  public record Owner(String nodeId, String label, String claimId) {}

  /** A commitment as the views list it. {@code owner} and the due fields are nullable. */
  public record Commitment(
      String taskId,
      String label,
      String status,
      String statusClaimId,
      String statusKind,
      Owner owner,
      String dueOn,
      String dueTime,
      String timeZone,
      Instant dueAt,
      Instant statedAt,
      Instant createdAt,
      String sourceId,
      Presentation presentation) {}

  /** Where a commitment was first heard (source null for one made by hand). */
  public record Presentation(PresentedSource source, String excerpt, String why) {}

  public record PresentedSource(String sourceId, String title, Instant overheardAt) {}

  /** The open and candidate views' filters: {@code dueBefore} inclusive, drops undated tasks. */
  public record ViewFilter(String ownedBy, LocalDate dueBefore) {}

  /** The list route's filters; nullable ones are not applied. */
  public record ListFilter(
      Set<String> statuses,
      Band band,
      String ownedBy,
      boolean unowned,
      LocalDate dueBefore,
      LocalDate dueAfter,
      Instant dueBeforeInstant,
      Instant dueAfterInstant,
      Boolean hasDueDate,
      String search,
      String sort,
      boolean descending,
      int limit,
      String cursor) {}

  public record Page(List<Commitment> commitments, String nextCursor) {}

  public record Detail(
      String taskId,
      String label,
      String description,
      Instant createdAt,
      String status,
      String statusClaimId,
      Instant statusStatedAt,
      String statusAssertedByKind,
      Owner owner,
      String dueOn,
      String dueTime,
      String timeZone,
      Instant dueAt,
      String dueClaimId,
      List<DetailSource> sources,
      List<HistoryEntry> history) {}

  public record DetailSource(
      String sourceId, String type, String title, String scope, Instant ingestedAt) {}

  public record HistoryEntry(
      String claimId,
      String predicate,
      String value,
      String objectNodeId,
      String status,
      String assertedByKind,
      String sourceId,
      Instant statedAt) {}

  /** A due date to set: a day, optionally a time of day with its IANA zone. */
  public record Due(LocalDate day, java.time.LocalTime time, java.time.ZoneId zone) {
    public Instant at() {
      return time == null ? null : day.atTime(time).atZone(zone).toInstant();
    }
  }

  public record NewCommitment(
      String label,
      String description,
      String status,
      Due due,
      String ownedBy,
      String assertedByKind) {}

  public record Created(
      String taskId,
      String label,
      String status,
      Due due,
      Owner owner,
      String statusClaimId,
      String dueClaimId,
      String ownerClaimId) {}

  public record StatusSet(
      String taskId,
      String status,
      String claimId,
      String previousStatus,
      String previousClaimId) {}

  public record OwnerSet(String taskId, Owner owner, String claimId, List<String> retracted) {}

  public record DueSet(String taskId, Due due, String claimId, List<String> retracted) {}

  public record Updated(String taskId, String label, String description) {}

  public record Confirmed(String taskId, String status, String claimId) {}

  public record Dismissed(String taskId, List<String> retracted) {}

  public record Recovery(
      boolean dryRun,
      int candidateCount,
      int recoveredCount,
      boolean hasMore,
      List<String> taskIds,
      List<RecoveredTask> candidates) {}

  public record RecoveredTask(String id, String label, Instant createdAt) {}
}
