package dev.assistantmemory.core.index;

import dev.assistantmemory.model.Scope;
import java.util.Set;

/**
 * The scope of a read, applied inside the index query (never after it): one user, a set of
 * partitions (empty = every partition of the user), one scope, and source kinds to leave out.
 */
public record IndexFilter(
    String userId, Set<String> partitions, Scope scope, Set<String> excludedSourceKinds) {
  public IndexFilter {
    if (userId == null || userId.isEmpty()) {
      throw new IllegalArgumentException("userId is required in every index read");
    }
    partitions = Set.copyOf(partitions);
    excludedSourceKinds = Set.copyOf(excludedSourceKinds);
  }

  /** The same filter, also leaving out {@code kinds}. */
  public IndexFilter excluding(Set<String> kinds) {
    Set<String> all = new java.util.HashSet<>(excludedSourceKinds);
    all.addAll(kinds);
    return new IndexFilter(userId, partitions, scope, all);
  }
}
