package dev.assistantmemory.core.access;

import dev.assistantmemory.model.Partitions;
import java.util.Set;

/** The resolved reach of one read: a user and the partitions (empty = all of the user's). */
public record ReadScope(String userId, Set<String> partitions) {
  public static ReadScope of(String userId, String partitionKey, AccessScope access) {
    if (partitionKey != null) {
      return new ReadScope(userId, Set.of(partitionKey));
    }
    return access == AccessScope.workspace
        ? new ReadScope(userId, Set.of())
        : new ReadScope(userId, Set.of(Partitions.PERSONAL));
  }

  public boolean admits(String userId, String partitionKey) {
    return this.userId.equals(userId)
        && (partitions.isEmpty() || partitions.contains(partitionKey));
  }
}
