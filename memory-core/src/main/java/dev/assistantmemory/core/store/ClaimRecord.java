package dev.assistantmemory.core.store;

import dev.assistantmemory.model.Scope;
import java.time.Instant;

/**
 * A claim: subject, predicate, and an object node or a literal value, with provenance and two
 * times. Valid time ({@code validFrom}/{@code validTo}) is when it holds in the world; record time
 * ({@code recordedAt}/{@code expiredAt}) is when memory believed it. Nothing is overwritten: a
 * replaced claim is {@code superseded}, linked to its successor with the relation. {@code origin}
 * names the writer: {@link #ORIGIN_API} (a manual decision), {@link #ORIGIN_EXTRACTION} or {@link
 * #ORIGIN_IMPORT}.
 */
public record ClaimRecord(
    String id,
    String userId,
    String partitionKey,
    Scope scope,
    String subjectNodeId,
    String predicate,
    String objectNodeId,
    String objectValue,
    String statement,
    String description,
    String sourceId,
    String assertedByKind,
    String assertedByNodeId,
    String status,
    Instant statedAt,
    Instant validFrom,
    Instant validTo,
    Instant recordedAt,
    Instant expiredAt,
    String supersededBy,
    String supersessionRelation,
    String contradictedBy,
    String origin) {

  public static final String ACTIVE = "active";
  public static final String SUPERSEDED = "superseded";
  public static final String CONTRADICTED = "contradicted";
  public static final String RETRACTED = "retracted";
  public static final String ORIGIN_API = "api";
  public static final String ORIGIN_EXTRACTION = "extraction";
  public static final String ORIGIN_IMPORT = "import";

  /** The provenance band: candidate when only the assistant inferred it. */
  /** This claim with another lifecycle (status, expiry, and what superseded or contradicted it). */
  public ClaimRecord withLifecycle(
      String status,
      Instant expiredAt,
      String supersededBy,
      String supersessionRelation,
      String contradictedBy) {
    return new ClaimRecord(
        id,
        userId,
        partitionKey,
        scope,
        subjectNodeId,
        predicate,
        objectNodeId,
        objectValue,
        statement,
        description,
        sourceId,
        assertedByKind,
        assertedByNodeId,
        status,
        statedAt,
        validFrom,
        validTo,
        recordedAt,
        expiredAt,
        supersededBy,
        supersessionRelation,
        contradictedBy,
        origin);
  }

  public boolean isCandidate() {
    return "assistant_inferred".equals(assertedByKind);
  }

  public boolean isUserAsserted() {
    return "user".equals(assertedByKind) || "user_confirmed".equals(assertedByKind);
  }

  /** Whether memory believed this claim at record time {@code t}. */
  public boolean believedAt(Instant t) {
    return !recordedAt.isAfter(t) && (expiredAt == null || expiredAt.isAfter(t));
  }
}
