package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.access.ReadScope;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Query;

/** Query helpers shared by the table-group classes: bounded IN lists and scoped reads. */
final class InLists {
  private static final int IN_CHUNK = 500;

  private InLists() {}

  /** The ids in parts small enough for one IN list each. */
  static List<List<String>> partition(Collection<String> ids) {
    List<String> all = new ArrayList<>(ids);
    List<List<String>> parts = new ArrayList<>();
    for (int i = 0; i < all.size(); i += IN_CHUNK) {
      parts.add(all.subList(i, Math.min(all.size(), i + IN_CHUNK)));
    }
    return parts;
  }

  /**
   * A query of the scope's user's rows, with the scope's partitions (if any) as a further predicate
   * on {@code partition_key}; {@code sql} ends in its WHERE clause.
   */
  static Query scoped(Handle h, String sql, ReadScope scope) {
    return scoped(h, sql, "", scope);
  }

  static Query scoped(Handle h, String sql, String tail, ReadScope scope) {
    boolean narrowed = !scope.partitions().isEmpty();
    var q =
        h.createQuery(sql + (narrowed ? " AND partition_key IN (<partitions>)" : "") + tail)
            .bind("user", scope.userId());
    if (narrowed) {
      q.bindList("partitions", List.copyOf(scope.partitions()));
    }
    return q;
  }
}
