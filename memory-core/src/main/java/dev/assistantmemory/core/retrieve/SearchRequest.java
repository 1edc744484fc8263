package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.model.Scope;
import java.util.Set;

/** A validated search: the reach, the question, how many results, and node types to leave out. */
public record SearchRequest(
    ReadScope readScope,
    String query,
    int limit,
    Scope scope,
    Set<String> excludeNodeTypes,
    String conversationId) {}
