package dev.assistantmemory.index.lucene;

import static dev.assistantmemory.index.lucene.ChunkDocument.GROUP;
import static dev.assistantmemory.index.lucene.ChunkDocument.ID;
import static dev.assistantmemory.index.lucene.ChunkDocument.POSITION;

import dev.assistantmemory.core.index.LaneHit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;

/**
 * Reads of the index's current searcher: acquired for the read and released after it, an I/O
 * failure rethrown unchecked (the {@code SearchIndex} SPI has no checked exceptions).
 */
final class Searchers {
  /** A read of one searcher. */
  interface Read<T> {
    T apply(IndexSearcher searcher) throws IOException;
  }

  private final SearcherManager manager;

  Searchers(SearcherManager manager) {
    this.manager = manager;
  }

  <T> T read(Read<T> read) {
    try {
      IndexSearcher searcher = manager.acquire();
      try {
        return read.apply(searcher);
      } finally {
        manager.release(searcher);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The top {@code k} documents of {@code query} as lane hits. */
  List<LaneHit> top(Query query, int k) {
    return read(searcher -> hits(searcher, searcher.search(query, k).scoreDocs));
  }

  /**
   * Each scored document's chunk id, group and position, in order. The doc values are read in
   * document order, each segment's three iterators opened once (they only go forward): opening them
   * for every hit was about 3 % of the search path's Java samples at 10k messages, most of it in
   * slicing the segment's files (docs/benchmarks.md, "Stop 34: search16"). The same values.
   */
  static List<LaneHit> hits(IndexSearcher searcher, ScoreDoc[] scoreDocs) throws IOException {
    LaneHit[] out = new LaneHit[scoreDocs.length];
    Integer[] inDocOrder = new Integer[scoreDocs.length];
    for (int i = 0; i < inDocOrder.length; i++) {
      inDocOrder[i] = i;
    }
    Arrays.sort(inDocOrder, Comparator.comparingInt(i -> scoreDocs[i].doc));
    List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
    LeafReaderContext leaf = null;
    BinaryDocValues ids = null;
    BinaryDocValues groups = null;
    NumericDocValues positions = null;
    for (int i : inDocOrder) {
      ScoreDoc sd = scoreDocs[i];
      if (leaf == null || sd.doc >= leaf.docBase + leaf.reader().maxDoc()) {
        leaf = leaves.get(ReaderUtil.subIndex(sd.doc, leaves));
        ids = DocValues.getBinary(leaf.reader(), ID);
        groups = DocValues.getBinary(leaf.reader(), GROUP);
        positions = DocValues.getNumeric(leaf.reader(), POSITION);
      }
      int doc = sd.doc - leaf.docBase;
      String id = ids.advanceExact(doc) ? ids.binaryValue().utf8ToString() : null;
      String group = groups.advanceExact(doc) ? groups.binaryValue().utf8ToString() : null;
      int position = positions.advanceExact(doc) ? (int) positions.longValue() : 0;
      out[i] = new LaneHit(id, group, position, sd.score);
    }
    return new ArrayList<>(Arrays.asList(out));
  }

  IndexSearcher acquire() throws IOException {
    return manager.acquire();
  }

  void release(IndexSearcher searcher) throws IOException {
    manager.release(searcher);
  }

  void refresh() {
    try {
      manager.maybeRefreshBlocking();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  void close() throws IOException {
    manager.close();
  }
}
