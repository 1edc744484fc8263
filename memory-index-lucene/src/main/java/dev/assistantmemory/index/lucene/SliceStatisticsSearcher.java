package dev.assistantmemory.index.lucene;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.CollectionStatistics;
import org.apache.lucene.search.FieldExistsQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TermStatistics;

/**
 * A searcher over the same reader whose scoring statistics are those of one slice of the index (the
 * documents a filter admits: one user's, within a scope and partitions) rather than of the whole
 * index. BM25 weighs a term by how rare it is among the documents searched; the index holds every
 * user's documents, so without this a word common in one user's memory (the name of the person they
 * talk with) but rare overall would outweigh the words that tell their memories apart.
 *
 * <p>The slice's document frequency of each query term and its document count per field are counted
 * exactly (one count per term and per field, on the base searcher); the term and field lengths,
 * which only set the average document length, are the index's own scaled to the slice, so length
 * normalisation is as without the slice. A term or field the slice does not hold keeps the index's
 * statistics (it matches nothing there anyway).
 */
final class SliceStatisticsSearcher extends IndexSearcher {
  private final IndexSearcher base;
  private final Query slice;

  /**
   * The slice's document count per field, for the reader it was counted on: it changes only when
   * the index does (a refresh opens a new reader), while every search of the user asks for it.
   */
  static final class FieldCounts {
    private static final int MAX_ENTRIES = 1024;
    private final Map<List<Object>, Integer> counts =
        java.util.Collections.synchronizedMap(
            new LinkedHashMap<>(64, 0.75f, true) {
              @Override
              protected boolean removeEldestEntry(Map.Entry<List<Object>, Integer> eldest) {
                return size() > MAX_ENTRIES;
              }
            });

    int count(IndexSearcher searcher, String field, Query slice, Query within) throws IOException {
      var helper = searcher.getIndexReader().getReaderCacheHelper();
      if (helper == null) {
        return searcher.count(within);
      }
      Object reader = helper.getKey();
      List<Object> key = List.of(reader, field, slice);
      Integer known = counts.get(key);
      if (known == null) {
        known = searcher.count(within);
        counts.put(key, known);
      }
      return known;
    }
  }

  private final FieldCounts fieldCounts;

  SliceStatisticsSearcher(IndexSearcher base, Query slice, FieldCounts fieldCounts) {
    super(base.getIndexReader());
    this.base = base;
    this.slice = slice;
    this.fieldCounts = fieldCounts;
    setSimilarity(base.getSimilarity());
    setQueryCache(base.getQueryCache());
    setQueryCachingPolicy(base.getQueryCachingPolicy());
  }

  @Override
  public TermStatistics termStatistics(Term term, int docFreq, long totalTermFreq)
      throws IOException {
    int local = base.count(within(new TermQuery(term)));
    if (local <= 0 || local >= docFreq) {
      return super.termStatistics(term, docFreq, totalTermFreq);
    }
    long ttf = Math.max(local, Math.round((double) totalTermFreq * local / docFreq));
    return new TermStatistics(term.bytes(), local, ttf);
  }

  @Override
  public CollectionStatistics collectionStatistics(String field) throws IOException {
    CollectionStatistics all = super.collectionStatistics(field);
    if (all == null) {
      return null;
    }
    int docs = fieldCounts.count(base, field, slice, within(new FieldExistsQuery(field)));
    if (docs <= 0 || docs >= all.docCount()) {
      return all;
    }
    double share = (double) docs / all.docCount();
    long sumDocFreq = Math.max(docs, Math.round(all.sumDocFreq() * share));
    long sumTotalTermFreq = Math.max(sumDocFreq, Math.round(all.sumTotalTermFreq() * share));
    return new CollectionStatistics(field, all.maxDoc(), docs, sumTotalTermFreq, sumDocFreq);
  }

  private Query within(Query q) {
    return new BooleanQuery.Builder().add(q, Occur.FILTER).add(slice, Occur.FILTER).build();
  }
}
