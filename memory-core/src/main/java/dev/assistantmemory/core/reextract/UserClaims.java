package dev.assistantmemory.core.reextract;

import dev.assistantmemory.core.store.ClaimRecord;

/**
 * The claims re-extraction never changes: those the user made (through the API or MCP tools: origin
 * {@code api}; or imported by the operator: origin {@code import}) and those the user confirmed
 * (asserted by {@code user_confirmed}, whoever wrote them). Only claims extraction wrote and nobody
 * confirmed are the extractor's to revise. A claim extracted from the user's own chat turn
 * (asserted by {@code user}, origin {@code extraction}) is the extractor's reading of the user's
 * words, not the user's edit: a corrected rule may revise it.
 */
final class UserClaims {
  private UserClaims() {}

  static boolean isUsers(ClaimRecord c) {
    return !ClaimRecord.ORIGIN_EXTRACTION.equals(c.origin())
        || "user_confirmed".equals(c.assertedByKind());
  }
}
