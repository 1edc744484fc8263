package dev.assistantmemory.core.reextract;

import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.StoreTx;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.Set;

/**
 * A store transaction as a re-extraction pass sees it: every call goes to the real transaction, and
 * the graph writes are noted in a {@link ChangeLedger} on the way (so a dry run can say what would
 * change before it rolls back). It also holds the one rule re-extraction adds to first ingest's: a
 * claim the user made or confirmed ({@link UserClaims}) is never superseded. Where the graph's
 * lifecycle rule would let a re-extracted claim replace one, the re-extracted claim is filed as
 * history under it instead (as a late-arriving older statement is), and the user's claim stays as
 * it was. Deletes and merges are refused outright: re-extraction never makes them.
 *
 * <p>A dynamic proxy, because the transaction interface is wide and only a few writes matter here
 * (each by its method's name: a new graph write method of {@link StoreTx} belongs in {@link
 * #invoke}).
 */
final class WatchedTx implements InvocationHandler {
  private static final Set<String> NEVER =
      Set.of(
          "deleteClaim", "markNodeDeleted", "mergeNodeInto", "updateClaimStatement", "updateNode");

  private final StoreTx real;
  private final String userId;
  private final ChangeLedger ledger;

  private WatchedTx(StoreTx real, String userId, ChangeLedger ledger) {
    this.real = real;
    this.userId = userId;
    this.ledger = ledger;
  }

  static StoreTx watch(StoreTx real, String userId, ChangeLedger ledger) {
    return (StoreTx)
        Proxy.newProxyInstance(
            StoreTx.class.getClassLoader(),
            new Class<?>[] {StoreTx.class},
            new WatchedTx(real, userId, ledger));
  }

  @Override
  public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
    String name = method.getName();
    if (NEVER.contains(name)) {
      throw new IllegalStateException("re-extraction never calls " + name);
    }
    if ("updateClaimLifecycle".equals(name) && shieldsUsersClaim(args)) {
      return null;
    }
    Object out = call(method, args);
    switch (name) {
      case "insertNode", "insertNodeLogged" -> ledger.nodeInserted((NodeRecord) args[0]);
      case "insertClaim" -> ledger.claimInserted((ClaimRecord) args[0]);
      case "insertClaimLogged" -> {
        // The claim, its evidence from its own source (when it cites one), its change.
        ClaimRecord claim = (ClaimRecord) args[0];
        ledger.claimInserted(claim);
        if (claim.sourceId() != null) {
          ledger.evidenceAdded(claim.id());
        }
      }
      case "insertEvidence" -> ledger.evidenceAdded((String) args[0]);
      case "updateClaimLifecycle" -> ledger.lifecycleChanged((String) args[0], (String) args[1]);
      default -> {
        // a read, or a write re-extraction does not report (aliases, change log, audit)
      }
    }
    return out;
  }

  /**
   * When a re-extracted claim would supersede a claim of the user's, files the re-extracted one as
   * history under it instead and returns true (the caller's update is then not made).
   */
  private boolean shieldsUsersClaim(Object[] args) {
    String heldId = (String) args[0];
    String status = (String) args[1];
    String by = (String) args[4];
    if (!ClaimRecord.SUPERSEDED.equals(status)
        || by == null
        || !ledger.insertedHere(by)
        || ledger.insertedHere(heldId)) {
      refuseChangeOfUsersClaim(heldId, status);
      return false;
    }
    ClaimRecord held = real.findClaim(userId, heldId).orElse(null);
    if (held == null || !UserClaims.isUsers(held)) {
      return false;
    }
    ClaimRecord fresh = ledger.claimsInserted.get(by);
    Instant now = (Instant) args[7];
    real.updateClaimLifecycle(
        fresh.id(), ClaimRecord.SUPERSEDED, now, fresh.validTo(), heldId, "updates", null, now);
    ledger.lifecycleChanged(fresh.id(), ClaimRecord.SUPERSEDED);
    return true;
  }

  /**
   * Ending a user's claim any other way is a bug of the pass: fail it (nothing is written). Making
   * one active again is allowed: that is the user's value coming back when the extracted claim that
   * had replaced it is retracted.
   */
  private void refuseChangeOfUsersClaim(String claimId, String status) {
    if (ClaimRecord.ACTIVE.equals(status) || ledger.insertedHere(claimId)) {
      return;
    }
    real.findClaim(userId, claimId)
        .filter(UserClaims::isUsers)
        .ifPresent(
            c -> {
              throw new IllegalStateException(
                  "re-extraction must not end the user's claim " + claimId + " (" + status + ")");
            });
  }

  private Object call(Method method, Object[] args) throws Throwable {
    try {
      return method.invoke(real, args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }
}
