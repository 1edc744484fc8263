package dev.assistantmemory.core.reextract;

import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.StoreTx;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Keeps a re-extraction from filing the same history twice. The applier finds a claim it gives
 * again among the active ones (and then only adds evidence); a claim that was filed as inactive
 * when first read (contradicted by the user's claim, superseded by a newer statement, or shielded
 * by {@link WatchedTx}) is not among them, so each pass would insert another copy. A copy this pass
 * inserted, inactive, equal to one the source gave before that is inactive too (same subject,
 * predicate, object, source and speaker kind) is removed again before the transaction ends: it
 * never existed outside it, so nothing is audited. It counts as kept.
 */
final class RepeatedClaims {
  private RepeatedClaims() {}

  static void drop(StoreTx tx, String userId, ChangeLedger ledger, Instant now) {
    List<String> repeated = new ArrayList<>();
    for (ClaimRecord fresh : ledger.claimsInserted.values()) {
      if (ClaimRecord.ACTIVE.equals(fresh.status())) {
        continue;
      }
      ClaimRecord stored = tx.findClaim(userId, fresh.id()).orElse(null);
      if (stored == null) {
        continue;
      }
      boolean seenBefore =
          tx.claimsOfNode(userId, stored.subjectNodeId()).stream()
              .anyMatch(c -> !ledger.insertedHere(c.id()) && same(c, stored));
      if (seenBefore) {
        repeated.add(fresh.id());
      }
    }
    for (String id : repeated) {
      // Logged first: the change log labels the entry from the row.
      tx.appendChange(userId, "claim", id, "delete", now);
      tx.deleteClaim(id);
      ledger.repeated(id);
    }
  }

  /**
   * The same statement from the same source, both on file as inactive (which claim they yield to
   * may differ: later statements may have come and gone since).
   */
  private static boolean same(ClaimRecord a, ClaimRecord b) {
    return a.subjectNodeId().equals(b.subjectNodeId())
        && a.predicate().equals(b.predicate())
        && Objects.equals(a.objectNodeId(), b.objectNodeId())
        && Objects.equals(a.objectValue(), b.objectValue())
        && Objects.equals(a.sourceId(), b.sourceId())
        && a.assertedByKind().equals(b.assertedByKind())
        && !ClaimRecord.ACTIVE.equals(a.status());
  }
}
