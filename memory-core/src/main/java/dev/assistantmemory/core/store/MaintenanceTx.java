package dev.assistantmemory.core.store;

import dev.assistantmemory.core.access.ReadScope;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/** The graph maintenance reads of one transaction (CONTRACT.md section 10.1); scope inside SQL. */
public interface MaintenanceTx {
  /**
   * One live node with what the prune-stale score needs: the newest {@code stated_at} of any claim
   * touching it (subject or object; null without claims), its active and total claim counts,
   * whether an active claim has a kind other than {@code assistant_inferred}/{@code system}, its
   * active reference and personal claim counts, and whether it is the subject of an active open
   * status.
   */
  record NodeActivity(
      NodeRecord node,
      Instant lastClaimAt,
      int activeClaims,
      int totalClaims,
      boolean strongActiveClaim,
      int activeReferenceClaims,
      int activePersonalClaims,
      boolean openTask) {}

  /** Live nodes of the types in scope with their activity, by id. */
  List<NodeActivity> nodeActivity(ReadScope scope, Set<String> types);

  /**
   * Live nodes of the types in scope created before the instant that no claim names as subject,
   * object or speaker and no alias points to, oldest first, at most {@code limit}.
   */
  List<NodeRecord> orphanNodes(
      ReadScope scope, Set<String> types, Instant createdBefore, int limit);

  /** Live nodes of the types in scope, oldest first (the dedup sweep's input). */
  List<NodeRecord> liveNodes(ReadScope scope, Set<String> types);

  /**
   * A live source whose current version is a stored upload: its id, type, external id, when it was
   * received, and its blob (SHA-256, and the object key in a bucket, else null).
   */
  record FileSource(
      String id,
      String type,
      String externalId,
      Instant receivedAt,
      String blobSha256,
      String blobKey) {}

  /** Live file sources in scope, oldest received first, at most {@code limit}. */
  List<FileSource> fileSources(ReadScope scope, int limit);
}
