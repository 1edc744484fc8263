package dev.assistantmemory.index.lucene;

import static dev.assistantmemory.index.lucene.ChunkDocument.GRAPH_TEXT;
import static dev.assistantmemory.index.lucene.ChunkDocument.GRAPH_VECTOR;
import static dev.assistantmemory.index.lucene.ChunkDocument.KIND;
import static dev.assistantmemory.index.lucene.ChunkDocument.PARTITION;
import static dev.assistantmemory.index.lucene.ChunkDocument.POSITION;
import static dev.assistantmemory.index.lucene.ChunkDocument.SCOPE;
import static dev.assistantmemory.index.lucene.ChunkDocument.TEXT;
import static dev.assistantmemory.index.lucene.ChunkDocument.USER;
import static dev.assistantmemory.index.lucene.ChunkDocument.VECTOR;

import dev.assistantmemory.core.index.IndexFilter;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.FieldExistsQuery;
import org.apache.lucene.search.IndexOrDocValuesQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;

/**
 * The read scope as Lucene queries: the filter clause every lane puts inside its query, so another
 * user's chunk is never scored, and which fields a read searches.
 */
final class ReadFilters {
  private ReadFilters() {}

  /**
   * Which fields a read searches. A read that leaves out every graph kind searches only the source
   * fields (graph entries have none, so no negation is needed and the query is the one a chunk-only
   * index would run); one that leaves out every source kind searches only the graph fields.
   */
  record Fields(List<String> text, List<String> vector, IndexFilter filter) {
    static Fields of(IndexFilter f) {
      Set<String> excluded = new HashSet<>(f.excludedSourceKinds());
      if (excluded.containsAll(IndexFilter.GRAPH_KINDS)) {
        excluded.removeAll(IndexFilter.GRAPH_KINDS);
        return new Fields(List.of(TEXT), List.of(VECTOR), narrowed(f, excluded));
      }
      if (excluded.containsAll(IndexFilter.SOURCE_KINDS)) {
        excluded.removeAll(IndexFilter.SOURCE_KINDS);
        return new Fields(List.of(GRAPH_TEXT), List.of(GRAPH_VECTOR), narrowed(f, excluded));
      }
      return new Fields(List.of(TEXT, GRAPH_TEXT), List.of(VECTOR, GRAPH_VECTOR), f);
    }

    /** The filter clause of the read's (narrowed) filter. */
    Query filterQuery() {
      return ReadFilters.filterQuery(filter);
    }

    private static IndexFilter narrowed(IndexFilter f, Set<String> excluded) {
      return new IndexFilter(f.userId(), f.partitions(), f.scope(), excluded, f.speakers());
    }
  }

  /** The documents {@code filter} admits: the user's, of the scope, partitions and kinds. */
  static Query filterQuery(IndexFilter filter) {
    BooleanQuery.Builder b = new BooleanQuery.Builder();
    b.add(new TermQuery(new Term(USER, filter.userId())), Occur.FILTER);
    b.add(new TermQuery(new Term(SCOPE, filter.scope().name())), Occur.FILTER);
    if (!filter.partitions().isEmpty()) {
      BooleanQuery.Builder any = new BooleanQuery.Builder();
      filter.partitions().stream()
          .sorted()
          .forEach(p -> any.add(new TermQuery(new Term(PARTITION, p)), Occur.SHOULD));
      b.add(any.build(), Occur.FILTER);
    }
    for (String kind : filter.excludedSourceKinds()) {
      b.add(new TermQuery(new Term(KIND, kind)), Occur.MUST_NOT);
    }
    if (!filter.speakers().isEmpty()) {
      // Narrows only: the user, scope and partition clauses above still hold.
      BooleanQuery.Builder any = new BooleanQuery.Builder();
      filter.speakers().stream()
          .sorted()
          .forEach(s -> any.add(new TermQuery(new Term(ChunkDocument.SPEAKER, s)), Occur.SHOULD));
      b.add(any.build(), Occur.FILTER);
    }
    return b.build();
  }

  /** {@code query}'s documents among those {@code filter} admits. */
  static Query within(Query query, Query filter) {
    return new BooleanQuery.Builder().add(query, Occur.MUST).add(filter, Occur.FILTER).build();
  }

  /** The documents of {@code field}'s vectors a read may see. */
  static Query slice(String field, Query filter) {
    return new BooleanQuery.Builder()
        .add(filter, Occur.FILTER)
        .add(new FieldExistsQuery(field), Occur.FILTER)
        .build();
  }

  /**
   * The documents at these positions, for a conjunction with one group's term. A point query alone
   * collects every document of the index at those positions (every conversation has a turn 3)
   * before the conjunction sees the group's few: the search path's neighbour read took about 1 ms
   * of CPU a search at 100k messages (docs/benchmarks.md, "Stop 29: perfsearch"). With the
   * positions' doc values beside it, Lucene checks just the group's documents when the group is the
   * cheaper side. The same documents either way.
   */
  static Query positions(Collection<Integer> positions) {
    long[] values = positions.stream().mapToLong(Integer::longValue).toArray();
    return new IndexOrDocValuesQuery(
        IntPoint.newSetQuery(POSITION, positions),
        NumericDocValuesField.newSlowSetQuery(POSITION, values));
  }
}
