package dev.assistantmemory.server.http.commitment;

import dev.assistantmemory.server.http.DryRunnable;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.graph.GraphWire.AssertedByKind;
import dev.assistantmemory.server.http.wire.IanaZone;
import dev.assistantmemory.server.http.wire.InOrder;
import dev.assistantmemory.server.http.wire.ObjectId;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.Present;
import dev.assistantmemory.server.http.wire.UserId;
import dev.assistantmemory.server.http.wire.WireDatetime;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Set;

/**
 * Requests and responses of the commitment routes (CONTRACT.md section 6) and of
 * /maintenance/recover-statusless-commitments (section 10.1). Instants are wire strings; days are
 * {@code YYYY-MM-DD}, times {@code HH:mm}, zones IANA names.
 */
public final class CommitmentWire {
  static final String DAY = "^\\d{4}-\\d{2}-\\d{2}$";
  static final String TIME = "^([01]\\d|2[0-3]):[0-5]\\d$";
  static final int MAX_LABEL = 1000;
  static final int MAX_TEXT = 10_000;

  private CommitmentWire() {}

  /** TaskStatus (CONTRACT.md section 2). */
  public enum TaskStatus {
    pending,
    in_progress,
    done,
    abandoned
  }

  /** The statuses a new commitment may start in. */
  public enum OpenStatus {
    pending,
    in_progress
  }

  /** The provenance band of the status claim. */
  public enum Provenance {
    trusted,
    candidate,
    all
  }

  public enum Sort {
    statusChangedAt,
    dueOn,
    dueAt,
    createdAt,
    label
  }

  public enum Order {
    asc,
    desc
  }

  // ---- requests ----

  public record ViewRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "Only tasks assigned to this node.") @Size(min = 1, max = 200)
          String ownedBy,
      @Schema(description = "Day YYYY-MM-DD, inclusive; undated tasks are dropped.")
          @Pattern(regexp = DAY)
          String dueBefore)
      implements UserRequest {}

  @InOrder(first = "dueAfter", last = "dueBefore")
  @InOrder(first = "dueAfterInstant", last = "dueBeforeInstant")
  public record ListRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      Set<@NotNull TaskStatus> statuses,
      @Schema(defaultValue = "trusted") Provenance provenance,
      @Size(min = 1, max = 200) String ownedBy,
      @Schema(description = "Only tasks without an owner claim; excludes ownedBy.") Boolean unowned,
      @Pattern(regexp = DAY) String dueBefore,
      @Pattern(regexp = DAY) String dueAfter,
      @Schema(description = "Timed tasks only.") @WireDatetime String dueBeforeInstant,
      @Schema(description = "Timed tasks only.") @WireDatetime String dueAfterInstant,
      Boolean hasDueDate,
      @Schema(description = "Label substring, case-insensitive.") @Size(min = 1, max = 200)
          String search,
      @Schema(defaultValue = "statusChangedAt") Sort sort,
      @Schema(defaultValue = "desc") Order order,
      @Schema(defaultValue = "50") @Min(1) @Max(200) Integer limit,
      @Schema(description = "nextCursor of the previous page (opaque).") @Size(min = 1, max = 200)
          String cursor)
      implements UserRequest {}

  public record GetRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String taskId,
      @Schema(defaultValue = "true") Boolean includeHistory,
      @Schema(defaultValue = "true") Boolean includeSources)
      implements UserRequest {}

  public record CreateRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @NotNull @NotBlank @Size(max = MAX_LABEL) String label,
      @Size(min = 1, max = MAX_TEXT) String description,
      @Schema(defaultValue = "pending") OpenStatus status,
      @Pattern(regexp = DAY) String dueOn,
      @Schema(description = "HH:mm; with timeZone and dueOn.") @Pattern(regexp = TIME)
          String dueTime,
      @Schema(description = "IANA zone; with dueTime.") @Size(min = 1, max = 100) @IanaZone
          String timeZone,
      @Size(min = 1, max = 200) String ownedBy,
      @Schema(defaultValue = "user") AssertedByKind assertedByKind)
      implements UserRequest {}

  public record StatusRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String taskId,
      @Schema(description = "A TaskStatus or one of its synonyms (completed, todo, wip, ...).")
          @NotNull
          @NotBlank
          @Size(max = 40)
          String status,
      @Size(min = 1, max = MAX_TEXT) String note,
      @Schema(defaultValue = "user") AssertedByKind assertedByKind)
      implements UserRequest {}

  public record OwnerRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String taskId,
      @Schema(
              description =
                  "The owner's node id, or null to unassign (required: null, not absent).")
          @Present
          @Size(min = 1, max = 200)
          String ownedBy,
      @Size(min = 1, max = MAX_TEXT) String note,
      @Schema(defaultValue = "user") AssertedByKind assertedByKind)
      implements UserRequest {}

  public record DueRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String taskId,
      @Schema(
              description =
                  "Day YYYY-MM-DD, or null to clear the due date (required: null, not absent).")
          @Present
          @Pattern(regexp = DAY)
          String dueOn,
      @Pattern(regexp = TIME) String dueTime,
      @Size(min = 1, max = 100) @IanaZone String timeZone,
      @Size(min = 1, max = MAX_TEXT) String note,
      @Schema(defaultValue = "user") AssertedByKind assertedByKind)
      implements UserRequest {}

  public record UpdateRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @ObjectId String taskId,
      @Size(min = 1, max = MAX_LABEL) String label,
      @Schema(description = "\"\" clears it.") @Size(max = MAX_TEXT) String description)
      implements UserRequest {}

  public record TaskRequest(
      @UserId String userId, @PartitionKey String partitionKey, @ObjectId String taskId)
      implements UserRequest {}

  public record RecoverRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(defaultValue = "1000") @Min(1) @Max(10_000) Integer limit,
      @Schema(defaultValue = "50") @Min(0) @Max(500) Integer sampleLimit,
      @Schema(defaultValue = "true") Boolean dryRun)
      implements UserRequest, DryRunnable {
    @Override
    public boolean readsOnly() {
      return !Boolean.FALSE.equals(dryRun);
    }
  }

  // ---- responses ----

  public record OwnerView(String nodeId, String label) {}

  public record OpenCommitment(
      String taskId,
      String label,
      String status,
      OwnerView owner,
      String dueOn,
      String dueTime,
      String timeZone,
      String dueAt,
      String statedAt,
      String sourceId) {}

  /** Shared: the routes hand out the same view while the user's commitments are unchanged. */
  public record CommitmentsView(List<OpenCommitment> commitments)
      implements dev.assistantmemory.server.http.SharedView {}

  public record PresentedSource(String sourceId, String title, String overheardAt) {}

  public record Presentation(PresentedSource source, String excerpt, String why) {}

  public record ListedCommitment(
      String taskId,
      String label,
      String status,
      OwnerView owner,
      String dueOn,
      String dueTime,
      String timeZone,
      String dueAt,
      String statusChangedAt,
      String createdAt,
      String sourceId,
      Presentation presentation) {}

  public record ListView(List<ListedCommitment> commitments, String nextCursor) {}

  public record OwnerClaimView(String nodeId, String label, String claimId) {}

  public record SourceView(
      String sourceId, String type, String title, String scope, String ingestedAt) {}

  public record HistoryView(
      String claimId,
      String predicate,
      String value,
      String objectNodeId,
      String status,
      String assertedByKind,
      String sourceId,
      String statedAt) {}

  public record DetailView(
      String taskId,
      String label,
      String description,
      String createdAt,
      String status,
      String statusClaimId,
      String statusStatedAt,
      String statusAssertedByKind,
      OwnerClaimView owner,
      String dueOn,
      String dueTime,
      String timeZone,
      String dueAt,
      String dueClaimId,
      List<SourceView> sources,
      List<HistoryView> history) {}

  public record CreatedView(
      String taskId,
      String label,
      String status,
      String dueOn,
      String dueTime,
      String timeZone,
      String dueAt,
      OwnerView owner,
      String statusClaimId,
      String dueClaimId,
      String ownerClaimId) {}

  public record StatusView(
      String taskId,
      String status,
      String claimId,
      String previousStatus,
      String previousClaimId) {}

  public record OwnerSetView(
      String taskId, OwnerView owner, String claimId, List<String> retractedClaimIds) {}

  public record DueView(
      String taskId,
      String dueOn,
      String dueTime,
      String timeZone,
      String dueAt,
      String claimId,
      List<String> retractedClaimIds) {}

  public record UpdatedView(String taskId, String label, String description) {}

  public record ConfirmedView(String taskId, String status, String claimId) {}

  public record DismissedView(String taskId, List<String> retractedClaimIds) {}

  public record RecoveredTask(String id, String label, String createdAt) {}

  public record RecoveryView(
      boolean dryRun,
      int candidateCount,
      int recoveredCount,
      boolean hasMore,
      List<String> taskIds,
      List<RecoveredTask> candidates) {}
}
