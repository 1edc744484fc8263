package dev.assistantmemory.index.lucene;

import dev.assistantmemory.core.index.LexicalScoring;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.similarities.BM25Similarity;

/** The searcher one lexical read scores with ({@link LexicalScoring}), over the index's own. */
final class ReadSearchers {
  /** BM25's parameters unless a read chooses its own: Lucene's defaults. */
  static final float BM25_K1 = 1.2f;

  static final float BM25_B = 0.75f;

  private ReadSearchers() {}

  /**
   * {@code base} itself for the index's own scoring; else a searcher over the same reader with the
   * slice's statistics and/or the read's {@code k1} and {@code b}. The norms Lucene stores hold
   * each document's length whatever {@code k1} and {@code b} are, so a read may choose them.
   */
  static IndexSearcher forRead(
      IndexSearcher base,
      LexicalScoring scoring,
      Query slice,
      SliceStatisticsSearcher.FieldCounts fieldCounts) {
    if (!scoring.sliceStatistics() && !scoring.ownParameters()) {
      return base;
    }
    IndexSearcher scored =
        scoring.sliceStatistics()
            ? new SliceStatisticsSearcher(base, slice, fieldCounts)
            : sameReader(base);
    if (scoring.ownParameters()) {
      scored.setSimilarity(
          new BM25Similarity(
              scoring.k1() > 0 ? (float) scoring.k1() : BM25_K1,
              scoring.b() >= 0 ? (float) scoring.b() : BM25_B));
    }
    return scored;
  }

  private static IndexSearcher sameReader(IndexSearcher base) {
    IndexSearcher s = new IndexSearcher(base.getIndexReader());
    s.setSimilarity(base.getSimilarity());
    s.setQueryCache(base.getQueryCache());
    s.setQueryCachingPolicy(base.getQueryCachingPolicy());
    return s;
  }
}
