package dev.assistantmemory.index.lucene;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.LexicalScoring;
import dev.assistantmemory.index.lucene.ReadFilters.Fields;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.FieldExistsQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;

/**
 * The lexical lane: BM25 over the text fields a read searches, with the read's own scoring ({@link
 * LexicalScoring}: BM25 parameters, slice statistics, common terms matched at a turn's start only
 * or left out).
 */
final class LexicalLane {
  private final Searchers searchers;
  private final SliceStatisticsSearcher.FieldCounts sliceFieldCounts =
      new SliceStatisticsSearcher.FieldCounts();

  LexicalLane(Searchers searchers) {
    this.searchers = searchers;
  }

  List<LaneHit> search(List<String> terms, IndexFilter filter, int k, LexicalScoring scoring) {
    Fields fields = Fields.of(filter);
    int budget =
        Math.max(1, LuceneSearchIndex.MAX_QUERY_TERMS * 3 / Math.max(3, fields.text().size()));
    List<String> distinct = new LinkedHashSet<>(terms).stream().limit(budget).toList();
    return searchers.read(
        searcher -> {
          List<String> common =
              scoring.commonShare() > 0
                  ? common(searcher, distinct, fields, scoring.commonShare())
                  : List.of();
          BooleanQuery.Builder words = new BooleanQuery.Builder();
          for (String term : distinct) {
            boolean isCommon = common.contains(term);
            if (isCommon && !scoring.commonFirstOnly()) {
              continue;
            }
            for (String field : fields.text()) {
              Term t = new Term(field, term);
              words.add(isCommon ? new FirstPositionTermQuery(t) : new TermQuery(t), Occur.SHOULD);
            }
          }
          Query query = ReadFilters.within(words.build(), fields.filterQuery());
          IndexSearcher scored =
              ReadSearchers.forRead(searcher, scoring, fields.filterQuery(), sliceFieldCounts);
          return Searchers.hits(scored, scored.search(query, k).scoreDocs);
        });
  }

  /**
   * The terms held by more than {@code share} of the slice's documents (the filter's); none when
   * every term is. One count per term (its documents within the slice, over every text field
   * searched) and one per field (the slice's documents, kept per reader).
   */
  private List<String> common(
      IndexSearcher searcher, List<String> terms, Fields fields, double share) throws IOException {
    Query slice = fields.filterQuery();
    long docs = 0;
    for (String field : fields.text()) {
      docs +=
          sliceFieldCounts.count(
              searcher,
              field,
              slice,
              new BooleanQuery.Builder()
                  .add(new FieldExistsQuery(field), Occur.FILTER)
                  .add(slice, Occur.FILTER)
                  .build());
    }
    if (docs == 0) {
      return List.of();
    }
    List<String> common = new ArrayList<>();
    for (String term : terms) {
      BooleanQuery.Builder any = new BooleanQuery.Builder();
      for (String field : fields.text()) {
        any.add(new TermQuery(new Term(field, term)), Occur.SHOULD);
      }
      int held =
          searcher.count(
              new BooleanQuery.Builder()
                  .add(any.build(), Occur.FILTER)
                  .add(slice, Occur.FILTER)
                  .build());
      if (held > share * docs) {
        common.add(term);
      }
    }
    return common.size() == terms.size() ? List.of() : common;
  }
}
