package dev.assistantmemory.index.lucene;

import static dev.assistantmemory.index.lucene.ChunkDocument.GROUP;
import static dev.assistantmemory.index.lucene.ChunkDocument.ID;
import static dev.assistantmemory.index.lucene.ChunkDocument.POSITION;

import dev.assistantmemory.core.index.LaneHit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
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

  /** Each scored document's chunk id, group and position, in order. */
  static List<LaneHit> hits(IndexSearcher searcher, ScoreDoc[] scoreDocs) throws IOException {
    List<LaneHit> hits = new ArrayList<>(scoreDocs.length);
    List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
    for (ScoreDoc sd : scoreDocs) {
      LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(sd.doc, leaves));
      int doc = sd.doc - leaf.docBase;
      BinaryDocValues ids = DocValues.getBinary(leaf.reader(), ID);
      BinaryDocValues groups = DocValues.getBinary(leaf.reader(), GROUP);
      NumericDocValues positions = DocValues.getNumeric(leaf.reader(), POSITION);
      String id = ids.advanceExact(doc) ? ids.binaryValue().utf8ToString() : null;
      String group = groups.advanceExact(doc) ? groups.binaryValue().utf8ToString() : null;
      int position = positions.advanceExact(doc) ? (int) positions.longValue() : 0;
      hits.add(new LaneHit(id, group, position, sd.score));
    }
    return hits;
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
