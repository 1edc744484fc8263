package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.model.Scope;
import java.util.Set;

/**
 * A validated search: the reach, the question, how many results, node types to leave out, and
 * optionally the record time to replay ({@code asOf}: what memory believed then).
 */
public record SearchRequest(
    ReadScope readScope,
    String query,
    int limit,
    Scope scope,
    Set<String> excludeNodeTypes,
    String conversationId,
    java.time.Instant asOf) {

  /** A search of what is believed now. */
  public SearchRequest(
      ReadScope readScope,
      String query,
      int limit,
      Scope scope,
      Set<String> excludeNodeTypes,
      String conversationId) {
    this(readScope, query, limit, scope, excludeNodeTypes, conversationId, null);
  }
}
