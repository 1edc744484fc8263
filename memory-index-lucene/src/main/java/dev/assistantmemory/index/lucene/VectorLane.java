package dev.assistantmemory.index.lucene;

import static dev.assistantmemory.index.lucene.ChunkDocument.ID;
import static dev.assistantmemory.index.lucene.ChunkDocument.VECTOR;

import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.index.lucene.ReadFilters.Fields;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.KnnVectorValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;

/**
 * The vector lane. A kNN over one user's slice of a shared HNSW graph is Lucene's slow path: the
 * graph walk visits (and rejects) other users' vectors, and every segment walks its own graph. When
 * the slice is small, scoring each of its vectors (an exact scan) is both faster and exact; past
 * {@code exactScanMaxDocs} vectors the graph wins. See {@link
 * LuceneSearchIndex#DEFAULT_EXACT_SCAN_MAX_DOCS}.
 */
final class VectorLane {
  private final Searchers searchers;
  private final int exactScanMaxDocs;

  VectorLane(Searchers searchers, int exactScanMaxDocs) {
    this.searchers = searchers;
    this.exactScanMaxDocs = exactScanMaxDocs;
  }

  int exactScanMaxDocs() {
    return exactScanMaxDocs;
  }

  List<LaneHit> search(float[] vector, IndexFilter filter, int k) {
    Fields fields = Fields.of(filter);
    List<LaneHit> out = new ArrayList<>();
    for (String field : fields.vector()) {
      out.addAll(searchField(field, vector, fields.filterQuery(), k));
    }
    if (fields.vector().size() > 1) {
      out.sort(
          Comparator.comparingDouble(LaneHit::score).reversed().thenComparing(LaneHit::chunkId));
      return List.copyOf(out.subList(0, Math.min(k, out.size())));
    }
    return out;
  }

  private List<LaneHit> searchField(String field, float[] vector, Query filter, int k) {
    return searchers.read(
        searcher -> {
          Query slice = ReadFilters.slice(field, filter);
          ScoreDoc[] exact =
              ExactVectorScan.topK(searcher, field, vector, slice, k, exactScanMaxDocs);
          if (exact != null) {
            return Searchers.hits(searcher, exact);
          }
          return Searchers.hits(
              searcher,
              searcher.search(new KnnFloatVectorQuery(field, vector, k, filter), k).scoreDocs);
        });
  }

  /** The stored vectors of these chunks the filter admits (a chunk without one is left out). */
  Map<String, float[]> vectorsOf(Collection<String> chunkIds, IndexFilter filter) {
    if (chunkIds.isEmpty()) {
      return Map.of();
    }
    BooleanQuery.Builder any = new BooleanQuery.Builder();
    new LinkedHashSet<>(chunkIds)
        .forEach(id -> any.add(new TermQuery(new Term(ID, id)), Occur.SHOULD));
    Query query = ReadFilters.within(any.build(), ReadFilters.filterQuery(filter));
    return searchers.read(
        searcher -> {
          Map<String, float[]> out = new HashMap<>();
          List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
          for (ScoreDoc sd : searcher.search(query, chunkIds.size()).scoreDocs) {
            LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(sd.doc, leaves));
            int doc = sd.doc - leaf.docBase;
            FloatVectorValues values = leaf.reader().getFloatVectorValues(VECTOR);
            BinaryDocValues ids = DocValues.getBinary(leaf.reader(), ID);
            if (values == null || !ids.advanceExact(doc)) {
              continue;
            }
            KnnVectorValues.DocIndexIterator it = values.iterator();
            if (it.advance(doc) == doc) {
              out.put(ids.binaryValue().utf8ToString(), values.vectorValue(it.index()).clone());
            }
          }
          return out;
        });
  }
}
