package dev.assistantmemory.core.index;

import dev.assistantmemory.model.Scope;
import java.util.Set;

/**
 * The scope of a read, applied inside the index query (never after it): one user, a set of
 * partitions (empty = every partition of the user), one scope, and source kinds to leave out; a
 * read may narrow it further to the source chunks of some speakers ({@code speakers}: lower-cased
 * first names as the index keeps them; empty = every chunk), never widen it.
 */
public record IndexFilter(
    String userId,
    Set<String> partitions,
    Scope scope,
    Set<String> excludedSourceKinds,
    Set<String> speakers) {
  /** Kinds of indexed graph entries: claims and node cards. */
  public static final Set<String> GRAPH_KINDS = Set.of("claim", "node");

  /** Kinds of indexed source chunks. */
  public static final Set<String> SOURCE_KINDS = Set.of("conversation", "document");

  public IndexFilter {
    if (userId == null || userId.isEmpty()) {
      throw new IllegalArgumentException("userId is required in every index read");
    }
    partitions = Set.copyOf(partitions);
    excludedSourceKinds = Set.copyOf(excludedSourceKinds);
    speakers = speakers == null ? Set.of() : Set.copyOf(speakers);
  }

  /** A filter over every speaker's chunks. */
  public IndexFilter(
      String userId, Set<String> partitions, Scope scope, Set<String> excludedSourceKinds) {
    this(userId, partitions, scope, excludedSourceKinds, Set.of());
  }

  /** The same filter, narrowed to the chunks these speakers said (their first names). */
  public IndexFilter spokenBy(Set<String> firstNames) {
    return new IndexFilter(userId, partitions, scope, excludedSourceKinds, firstNames);
  }

  /** The same filter, source chunks only. */
  public IndexFilter sourceChunks() {
    return excluding(GRAPH_KINDS);
  }

  /** The same filter, graph entries (claims, node cards) only. */
  public IndexFilter graphEntries() {
    return excluding(SOURCE_KINDS);
  }

  /** The same filter, also leaving out {@code kinds}. */
  public IndexFilter excluding(Set<String> kinds) {
    Set<String> all = new java.util.HashSet<>(excludedSourceKinds);
    all.addAll(kinds);
    return new IndexFilter(userId, partitions, scope, all, speakers);
  }
}
