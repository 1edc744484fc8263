package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import java.util.List;

/** A node written with its initial claims (a Task's default status claim included). */
public record CreatedNode(NodeRecord node, List<ClaimRecord> initialClaims) {}
