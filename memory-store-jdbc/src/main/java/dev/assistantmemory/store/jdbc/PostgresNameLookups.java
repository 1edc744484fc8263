package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.graph.WriteGuard;
import dev.assistantmemory.core.store.NodeName;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.NodeWord;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.jdbi.v3.core.Handle;

/**
 * {@link JdbiNodeRows#findNodesByName} for several names in one statement (PostgreSQL): the names
 * as arrays, each name's lookup the same two index lookups ({@code nodes_label_lookup}, {@code
 * aliases_lookup}) and the same filters as the single one, its rows in the same (id) order.
 * Extraction looks up a job's names together: one round trip instead of one a name (issue 14).
 */
final class PostgresNameLookups {
  private PostgresNameLookups() {}

  static Map<NodeName, List<NodeRecord>> byNames(
      Handle h, UnaryOperator<String> lower, String userId, Collection<NodeName> names) {
    List<NodeName> list = List.copyOf(new LinkedHashSet<>(names));
    Map<NodeName, List<NodeRecord>> out = new LinkedHashMap<>();
    list.forEach(n -> out.put(n, new ArrayList<>()));
    if (list.isEmpty()) {
      return out;
    }
    h.createQuery(
            """
            SELECT k.ord AS name_ord, n.*
            FROM unnest(CAST(:partitions AS text[]), CAST(:scopes AS text[]),
                CAST(:types AS text[]), CAST(:lowered AS text[]), CAST(:normalized AS text[]))
              WITH ORDINALITY AS k(partition_key, scope, node_type, lowered, normalized, ord)
            CROSS JOIN LATERAL (
                SELECT id FROM nodes
                WHERE user_id = :user AND node_type = k.node_type AND lower(label) = k.lowered
                UNION
                SELECT canonical_node_id FROM aliases
                WHERE user_id = :user AND normalized_alias_text = k.normalized) named
            JOIN nodes n ON n.id = named.id
            WHERE n.user_id = :user AND n.partition_key = k.partition_key
              AND n.scope = k.scope AND n.node_type = k.node_type AND n.deleted_at IS NULL
              AND n.merged_into IS NULL
            ORDER BY k.ord, n.id""")
        .bind("user", userId)
        .bindArray("partitions", String.class, list.stream().map(NodeName::partitionKey).toList())
        .bindArray("scopes", String.class, list.stream().map(n -> n.scope().name()).toList())
        .bindArray("types", String.class, list.stream().map(NodeName::nodeType).toList())
        .bindArray("lowered", String.class, list.stream().map(n -> lower.apply(n.name())).toList())
        .bindArray(
            "normalized",
            String.class,
            list.stream().map(n -> WriteGuard.normalize(n.name())).toList())
        .map((rs, ctx) -> Map.entry(list.get(rs.getInt("name_ord") - 1), Rows.NODE.map(rs, ctx)))
        .forEach(e -> out.get(e.getKey()).add(e.getValue()));
    return out;
  }

  /**
   * {@link JdbiNodeRows#findNodesWithWord} for several words in one statement: each word's lookup
   * the same two index ranges ({@code node_words}, {@code alias_words}), filters, order and limit
   * as the single one. Every word has an upper bound ({@link WordRanges#after}).
   */
  static Map<NodeWord, List<NodeRecord>> withWords(
      Handle h, String userId, Collection<NodeWord> words, int limit) {
    List<NodeWord> list = List.copyOf(new LinkedHashSet<>(words));
    Map<NodeWord, List<NodeRecord>> out = new LinkedHashMap<>();
    list.forEach(w -> out.put(w, new ArrayList<>()));
    if (list.isEmpty()) {
      return out;
    }
    h.createQuery(
            """
            SELECT k.ord AS word_ord, n.*
            FROM unnest(CAST(:partitions AS text[]), CAST(:scopes AS text[]),
                CAST(:types AS text[]), CAST(:froms AS text[]), CAST(:tos AS text[]))
              WITH ORDINALITY AS k(partition_key, scope, node_type, word_from, word_to, ord)
            CROSS JOIN LATERAL (
                SELECT n.* FROM (
                    SELECT w.node_id AS id FROM node_words w
                    WHERE w.user_id = :user AND w.word >= k.word_from AND w.word < k.word_to
                    UNION
                    SELECT a.canonical_node_id FROM alias_words w JOIN aliases a ON a.id = w.alias_id
                    WHERE w.user_id = :user AND a.user_id = :user
                      AND w.word >= k.word_from AND w.word < k.word_to) named
                  JOIN nodes n ON n.id = named.id
                WHERE n.user_id = :user AND n.partition_key = k.partition_key
                  AND n.scope = k.scope AND n.node_type = k.node_type AND n.deleted_at IS NULL
                  AND n.merged_into IS NULL
                ORDER BY n.id LIMIT :limit) n
            ORDER BY k.ord, n.id""")
        .bind("user", userId)
        .bindArray("partitions", String.class, list.stream().map(NodeWord::partitionKey).toList())
        .bindArray("scopes", String.class, list.stream().map(w -> w.scope().name()).toList())
        .bindArray("types", String.class, list.stream().map(NodeWord::nodeType).toList())
        .bindArray("froms", String.class, list.stream().map(NodeWord::word).toList())
        .bindArray("tos", String.class, list.stream().map(w -> WordRanges.after(w.word())).toList())
        .bind("limit", limit)
        .map((rs, ctx) -> Map.entry(list.get(rs.getInt("word_ord") - 1), Rows.NODE.map(rs, ctx)))
        .forEach(e -> out.get(e.getKey()).add(e.getValue()));
    return out;
  }
}
