package dev.assistantmemory.index.lucene;

import dev.assistantmemory.core.health.CheckResult;
import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.SearchIndex;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.similarities.BM25Similarity;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;

/**
 * The search index on Lucene: BM25 over chunk text (English analysis: lower case, stop words,
 * Porter stems) and HNSW over chunk vectors (cosine). The read scope is a filter clause inside both
 * queries, so another user's chunk is never scored, let alone returned.
 */
public final class LuceneSearchIndex implements SearchIndex {
  private static final String ID = "id";
  private static final String USER = "user";
  private static final String PARTITION = "partition";
  private static final String SCOPE = "scope";
  private static final String KIND = "kind";
  private static final String GROUP = "group";
  private static final String POSITION = "position";
  private static final String TEXT = "text";

  /**
   * Claims and node cards are searched in a field of their own, so their (short) texts never shift
   * the BM25 statistics (document frequencies, average length) source chunks are scored with.
   */
  private static final String GRAPH_TEXT = "graph_text";

  private static final String VECTOR = "vector";

  /**
   * Claims and node cards have their own vector field (their own HNSW graph), for the same reason
   * they have their own text field: reads of source chunks behave exactly as if no graph entries
   * were indexed, and graph reads search graph entries only.
   */
  private static final String GRAPH_VECTOR = "graph_vector";

  private static final String SEQ = "seq";

  private final Directory directory;
  private final Analyzer analyzer = new EnglishAnalyzer();
  private final IndexWriter writer;
  private final SearcherManager searchers;
  private volatile long committedSeq;

  public LuceneSearchIndex(Path path) {
    try {
      this.directory = FSDirectory.open(path);
      IndexWriterConfig cfg = new IndexWriterConfig(analyzer);
      cfg.setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
      cfg.setSimilarity(new BM25Similarity(1.2f, 0.75f));
      cfg.setRAMBufferSizeMB(64);
      this.writer = new IndexWriter(directory, cfg);
      this.searchers = new SearcherManager(writer, null);
      this.committedSeq = readCommittedSeq();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the search index at " + path, e);
    }
  }

  private long readCommittedSeq() {
    Iterable<Map.Entry<String, String>> data = writer.getLiveCommitData();
    if (data != null) {
      for (Map.Entry<String, String> e : data) {
        if (SEQ.equals(e.getKey())) {
          return Long.parseLong(e.getValue());
        }
      }
    }
    return 0;
  }

  @Override
  public void upsert(List<IndexedChunk> chunks) {
    try {
      for (IndexedChunk c : chunks) {
        Document doc = new Document();
        doc.add(new StringField(ID, c.chunkId(), Field.Store.NO));
        doc.add(new BinaryDocValuesField(ID, new BytesRef(c.chunkId())));
        doc.add(new StringField(USER, c.userId(), Field.Store.NO));
        doc.add(new StringField(PARTITION, c.partitionKey(), Field.Store.NO));
        doc.add(new StringField(SCOPE, c.scope().name(), Field.Store.NO));
        doc.add(new StringField(KIND, c.sourceKind(), Field.Store.NO));
        if (c.groupId() != null) {
          doc.add(new StringField(GROUP, c.groupId(), Field.Store.NO));
          doc.add(new BinaryDocValuesField(GROUP, new BytesRef(c.groupId())));
        }
        doc.add(new IntPoint(POSITION, c.position()));
        doc.add(new NumericDocValuesField(POSITION, c.position()));
        doc.add(
            new TextField(
                IndexFilter.GRAPH_KINDS.contains(c.sourceKind()) ? GRAPH_TEXT : TEXT,
                c.text(),
                Field.Store.NO));
        if (c.vector() != null) {
          doc.add(
              new KnnFloatVectorField(
                  IndexFilter.GRAPH_KINDS.contains(c.sourceKind()) ? GRAPH_VECTOR : VECTOR,
                  c.vector(),
                  VectorSimilarityFunction.COSINE));
        }
        writer.updateDocument(new Term(ID, c.chunkId()), doc);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void delete(Collection<String> chunkIds) {
    try {
      Term[] terms = chunkIds.stream().map(id -> new Term(ID, id)).toArray(Term[]::new);
      writer.deleteDocuments(terms);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The most distinct terms one lexical query uses; later ones are left to the vector lane. Keeps
   * every query the contract allows (10,000 characters) inside Lucene's clause limit of 1,024
   * (terms times text fields, plus the filters).
   */
  public static final int MAX_QUERY_TERMS = 256;

  @Override
  public List<LaneHit> lexical(List<String> terms, IndexFilter filter, int k) {
    Fields fields = Fields.of(filter);
    BooleanQuery.Builder words = new BooleanQuery.Builder();
    int budget = Math.max(1, MAX_QUERY_TERMS * 3 / Math.max(3, fields.text().size()));
    for (String term : new LinkedHashSet<>(terms).stream().limit(budget).toList()) {
      for (String field : fields.text()) {
        words.add(new TermQuery(new Term(field, term)), Occur.SHOULD);
      }
    }
    Query query =
        new BooleanQuery.Builder()
            .add(words.build(), Occur.MUST)
            .add(filterQuery(fields.filter()), Occur.FILTER)
            .build();
    return run(query, k);
  }

  @Override
  public List<LaneHit> vector(float[] vector, IndexFilter filter, int k) {
    Fields fields = Fields.of(filter);
    List<LaneHit> out = new ArrayList<>();
    for (String field : fields.vector()) {
      out.addAll(run(new KnnFloatVectorQuery(field, vector, k, filterQuery(fields.filter())), k));
    }
    if (fields.vector().size() > 1) {
      out.sort(
          java.util.Comparator.comparingDouble(LaneHit::score)
              .reversed()
              .thenComparing(LaneHit::chunkId));
      return List.copyOf(out.subList(0, Math.min(k, out.size())));
    }
    return out;
  }

  /**
   * Which fields a read searches. A read that leaves out every graph kind searches only the source
   * fields (graph entries have none, so no negation is needed and the query is the one a chunk-only
   * index would run); one that leaves out every source kind searches only the graph fields.
   */
  private record Fields(List<String> text, List<String> vector, IndexFilter filter) {
    static Fields of(IndexFilter f) {
      java.util.Set<String> excluded = new java.util.HashSet<>(f.excludedSourceKinds());
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

    private static IndexFilter narrowed(IndexFilter f, java.util.Set<String> excluded) {
      return new IndexFilter(f.userId(), f.partitions(), f.scope(), excluded);
    }
  }

  @Override
  public List<LaneHit> neighbours(
      Map<String, ? extends Collection<Integer>> positionsByGroup, IndexFilter filter) {
    if (positionsByGroup.isEmpty()) {
      return List.of();
    }
    BooleanQuery.Builder any = new BooleanQuery.Builder();
    int wanted = 0;
    for (Map.Entry<String, ? extends Collection<Integer>> e : positionsByGroup.entrySet()) {
      any.add(
          new BooleanQuery.Builder()
              .add(new TermQuery(new Term(GROUP, e.getKey())), Occur.FILTER)
              .add(IntPoint.newSetQuery(POSITION, e.getValue()), Occur.FILTER)
              .build(),
          Occur.SHOULD);
      wanted += e.getValue().size();
    }
    Query query =
        new BooleanQuery.Builder()
            .add(any.build(), Occur.MUST)
            .add(filterQuery(filter), Occur.FILTER)
            .build();
    return run(query, Math.max(1, wanted * 4));
  }

  private static Query filterQuery(IndexFilter filter) {
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
    return b.build();
  }

  private List<LaneHit> run(Query query, int k) {
    try {
      IndexSearcher searcher = searchers.acquire();
      try {
        TopDocs top = searcher.search(query, k);
        List<LaneHit> hits = new ArrayList<>(top.scoreDocs.length);
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        for (ScoreDoc sd : top.scoreDocs) {
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
      } finally {
        searchers.release(searcher);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public List<String> analyze(String text) {
    List<String> out = new ArrayList<>();
    try (TokenStream ts = analyzer.tokenStream(TEXT, text)) {
      CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        out.add(term.toString());
      }
      ts.end();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  @Override
  public void refresh() {
    try {
      searchers.maybeRefreshBlocking();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public synchronized void commit(long throughSeq) {
    try {
      writer.setLiveCommitData(Map.of(SEQ, Long.toString(throughSeq)).entrySet());
      writer.commit();
      committedSeq = throughSeq;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public long committedSeq() {
    return committedSeq;
  }

  @Override
  public void clear() {
    try {
      writer.deleteAll();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public long size() {
    try {
      IndexSearcher searcher = searchers.acquire();
      try {
        return searcher.getIndexReader().numDocs();
      } finally {
        searchers.release(searcher);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public CheckResult check() {
    return writer.isOpen() ? CheckResult.OK : CheckResult.failed("index writer closed");
  }

  @Override
  public void close() {
    try {
      searchers.close();
      writer.close();
      directory.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
