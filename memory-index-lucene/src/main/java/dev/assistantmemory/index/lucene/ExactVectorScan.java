package dev.assistantmemory.index.lucene;

import java.io.IOException;
import java.util.List;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.KnnVectorValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.Bits;

/**
 * The vector lane's exact scan of one read's slice (a user's vectors of one field): every vector of
 * the slice scored, for slices small enough that this beats a filtered HNSW walk ({@link
 * LuceneSearchIndex#exactScanMaxDocs()}). Split from {@link LuceneSearchIndex} (stop 29).
 */
final class ExactVectorScan {
  private ExactVectorScan() {}

  /**
   * The top {@code k} of the slice by the same score the HNSW query gives (Lucene's cosine, {@code
   * (1 + cos) / 2}), ties broken by ascending doc id as Lucene's own exact search does; or {@code
   * null} as soon as the slice turns out to hold more than {@code maxDocs} live vectors (the slice
   * is collected before anything is scored, so giving up costs only the walk over the filter).
   */
  static ScoreDoc[] topK(
      IndexSearcher searcher, String field, float[] vector, Query slice, int k, int maxDocs)
      throws IOException {
    if (maxDocs <= 0) {
      return null;
    }
    Weight weight =
        searcher.createWeight(searcher.rewrite(slice), ScoreMode.COMPLETE_NO_SCORES, 1f);
    List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
    int[][] docs = new int[leaves.size()][];
    int total = 0;
    for (int i = 0; i < leaves.size(); i++) {
      LeafReaderContext leaf = leaves.get(i);
      Scorer scorer = weight.scorer(leaf);
      if (scorer == null) {
        continue;
      }
      Bits live = leaf.reader().getLiveDocs();
      DocIdSetIterator it = scorer.iterator();
      int[] found = new int[16];
      int n = 0;
      for (int doc = it.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = it.nextDoc()) {
        if (live != null && !live.get(doc)) {
          continue;
        }
        if (++total > maxDocs) {
          return null;
        }
        if (n == found.length) {
          found = java.util.Arrays.copyOf(found, n * 2);
        }
        found[n++] = doc;
      }
      docs[i] = java.util.Arrays.copyOf(found, n);
    }
    // Worst of the best k at the head; a lower score, or an equal score with a higher doc id, is
    // worse.
    java.util.PriorityQueue<ScoreDoc> best =
        new java.util.PriorityQueue<>(
            Math.max(1, k),
            (a, b) ->
                a.score != b.score
                    ? Float.compare(a.score, b.score)
                    : Integer.compare(b.doc, a.doc));
    for (int i = 0; i < leaves.size(); i++) {
      if (docs[i] == null || docs[i].length == 0) {
        continue;
      }
      LeafReaderContext leaf = leaves.get(i);
      FloatVectorValues values = leaf.reader().getFloatVectorValues(field);
      if (values == null) {
        continue;
      }
      VectorSimilarityFunction similarity =
          leaf.reader().getFieldInfos().fieldInfo(field).getVectorSimilarityFunction();
      KnnVectorValues.DocIndexIterator positions = values.iterator();
      for (int doc : docs[i]) {
        if (positions.docID() < doc) {
          positions.advance(doc);
        }
        if (positions.docID() != doc) {
          continue;
        }
        ScoreDoc sd =
            new ScoreDoc(
                leaf.docBase + doc,
                similarity.compare(vector, values.vectorValue(positions.index())));
        if (best.size() < k) {
          best.add(sd);
        } else if (best.comparator().compare(sd, best.peek()) > 0) {
          best.poll();
          best.add(sd);
        }
      }
    }
    ScoreDoc[] out = new ScoreDoc[best.size()];
    for (int i = out.length - 1; i >= 0; i--) {
      out[i] = best.poll();
    }
    return out;
  }
}
