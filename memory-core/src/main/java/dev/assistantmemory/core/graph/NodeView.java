package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.store.AliasRecord;
import dev.assistantmemory.core.store.NodeRecord;
import java.util.List;

/**
 * A node as {@code /node/get} shows it: the node, its claims (as selected by the read) with the
 * labels of their endpoints, the sources those claims cite, and its aliases.
 */
public record NodeView(
    NodeRecord node,
    List<LabelledClaim> claims,
    List<String> sourceIds,
    List<AliasRecord> aliases) {}
