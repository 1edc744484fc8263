package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import java.util.List;

/** Selected nodes, in the order reached, and the active claims among them. */
public record Subgraph(List<NodeRecord> nodes, List<ClaimRecord> claims) {}
