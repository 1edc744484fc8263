package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.graph.WriteGuard;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.Scope;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.jdbi.v3.core.Handle;

/**
 * {@link JdbiNodeRows}'s name lookups on SQLite, with the same answers as its statements (the live
 * nodes a name or a word names, distinct, in id order, at most the limit) but without a temporary
 * b-tree. SQLite builds one for a {@code UNION} and one for an {@code ORDER BY ... LIMIT} it cannot
 * read from an index, and setting one up costs more than the lookup itself: a word lookup takes
 * about 95 µs of CPU with both, 15 µs with neither (a 6,000-message store; the extraction writer
 * runs one or two lookups for every name a job mentions). So each way a name names a node is read
 * straight from its index ({@code UNION ALL}, the join order fixed by {@code CROSS JOIN}), and the
 * rows are made distinct, ordered and cut here.
 */
final class SqliteNameLookups {
  private SqliteNameLookups() {}

  /** See {@link JdbiNodeRows#findNodesByName}: by the node's label, then by its aliases. */
  static List<NodeRecord> byName(
      Handle h,
      UnaryOperator<String> lower,
      String userId,
      String partitionKey,
      Scope scope,
      String nodeType,
      String name) {
    return distinctById(
        h.createQuery(
                """
                SELECT n.* FROM nodes n
                WHERE n.user_id = :user AND n.node_type = :type AND lower(n.label) = :name
                  AND n.partition_key = :partition AND n.scope = :scope
                  AND n.deleted_at IS NULL AND n.merged_into IS NULL
                UNION ALL
                SELECT n.* FROM aliases a CROSS JOIN nodes n
                WHERE a.user_id = :user AND a.normalized_alias_text = :normalized
                  AND n.id = a.canonical_node_id AND n.user_id = :user
                  AND n.partition_key = :partition AND n.scope = :scope
                  AND n.node_type = :type AND n.deleted_at IS NULL
                  AND n.merged_into IS NULL""")
            .bind("user", userId)
            .bind("partition", partitionKey)
            .bind("scope", scope.name())
            .bind("type", nodeType)
            .bind("name", lower.apply(name))
            .bind("normalized", WriteGuard.normalize(name))
            .map(Rows.NODE)
            .list(),
        Integer.MAX_VALUE);
  }

  /**
   * See {@link JdbiNodeRows#findNodesWithWord}: by a label word, then by an alias word, in the word
   * range {@code range} ({@code w.word} from {@code word}, below {@code to} when there is one).
   */
  static List<NodeRecord> withWord(
      Handle h,
      String userId,
      String partitionKey,
      Scope scope,
      String nodeType,
      String word,
      String to,
      String range,
      int limit) {
    var q =
        h.createQuery(
                """
                SELECT n.* FROM node_words w CROSS JOIN nodes n
                WHERE w.user_id = :user AND <range> AND n.id = w.node_id
                  AND n.user_id = :user AND n.partition_key = :partition AND n.scope = :scope
                  AND n.node_type = :type AND n.deleted_at IS NULL AND n.merged_into IS NULL
                UNION ALL
                SELECT n.* FROM alias_words w CROSS JOIN aliases a CROSS JOIN nodes n
                WHERE w.user_id = :user AND <range> AND a.id = w.alias_id
                  AND a.user_id = :user AND n.id = a.canonical_node_id
                  AND n.user_id = :user AND n.partition_key = :partition AND n.scope = :scope
                  AND n.node_type = :type AND n.deleted_at IS NULL AND n.merged_into IS NULL""")
            .define("range", range)
            .bind("user", userId)
            .bind("partition", partitionKey)
            .bind("scope", scope.name())
            .bind("type", nodeType)
            .bind("from", word);
    if (to != null) {
      q.bind("to", to);
    }
    return distinctById(q.map(Rows.NODE).list(), limit);
  }

  /** The rows distinct by id, in id order (SQLite's {@code ORDER BY id}), at most {@code limit}. */
  static List<NodeRecord> distinctById(List<NodeRecord> rows, int limit) {
    TreeMap<String, NodeRecord> byId = new TreeMap<>(SqliteNameLookups::binary);
    for (NodeRecord n : rows) {
      byId.putIfAbsent(n.id(), n);
    }
    List<NodeRecord> out = new ArrayList<>(Math.min(limit, byId.size()));
    for (NodeRecord n : byId.values()) {
      if (out.size() == limit) {
        break;
      }
      out.add(n);
    }
    return out;
  }

  /** SQLite's BINARY collation: UTF-8 bytes compared, which is code point order. */
  static int binary(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      int x = a.codePointAt(i);
      int y = b.codePointAt(j);
      if (x != y) {
        return Integer.compare(x, y);
      }
      i += Character.charCount(x);
      j += Character.charCount(y);
    }
    return Integer.compare(a.length() - i, b.length() - j);
  }
}
