package dev.assistantmemory.index.lucene;

import dev.assistantmemory.core.health.CheckResult;
import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.LexicalScoring;
import dev.assistantmemory.core.index.SearchIndex;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
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
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.KnnVectorValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.FieldExistsQuery;
import org.apache.lucene.search.IndexOrDocValuesQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermQuery;
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

  /**
   * BM25's parameters unless a read chooses its own ({@link LexicalScoring}): Lucene's defaults.
   */
  private static final float BM25_K1 = 1.2f;

  private static final float BM25_B = 0.75f;

  private final Directory directory;
  private final Analyzer analyzer = new EnglishAnalyzer();
  private final IndexWriter writer;
  private final SearcherManager searchers;
  private final SliceStatisticsSearcher.FieldCounts sliceFieldCounts =
      new SliceStatisticsSearcher.FieldCounts();
  private volatile long committedSeq;
  private final SegmentFolder folder;

  /**
   * The slice size (live vectors of one field the read's filter admits) up to which the vector lane
   * scans exactly instead of walking the HNSW graph. Measured with {@code VectorLaneBench} (see
   * docs/benchmarks.md, "Vector lane: exact scan or HNSW"; 384-dimension MiniLM vectors, k 100, a
   * 40,000-document index, Java 17 without SIMD): the exact scan took about half the HNSW time for
   * slices of 250 to 10,000 vectors (a filtered walk over a small slice visits more of the graph
   * than the slice holds, gives up and scans anyway) and twice the HNSW time at 20,000. The
   * crossover moves with the slice's share of the index (an unfiltered walk is cheap), so the limit
   * stays well under it: a few thousand vectors per user, the benchmarks' size, scan.
   */
  public static final int DEFAULT_EXACT_SCAN_MAX_DOCS = 5_000;

  private final int exactScanMaxDocs;

  /** With the exact-scan limit of the JVM property {@code assistantmemory.exactScanMaxDocs}. */
  public LuceneSearchIndex(Path path) {
    this(path, Integer.getInteger("assistantmemory.exactScanMaxDocs", DEFAULT_EXACT_SCAN_MAX_DOCS));
  }

  /**
   * @param exactScanMaxDocs see {@link #DEFAULT_EXACT_SCAN_MAX_DOCS}; 0 always walks the graph
   */
  public LuceneSearchIndex(Path path, int exactScanMaxDocs) {
    this.exactScanMaxDocs = exactScanMaxDocs;
    try {
      this.directory = FSDirectory.open(path);
      IndexWriterConfig cfg = new IndexWriterConfig(analyzer);
      cfg.setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
      cfg.setSimilarity(new BM25Similarity(ReadSearchers.BM25_K1, ReadSearchers.BM25_B));
      cfg.setRAMBufferSizeMB(64);
      this.writer = new IndexWriter(directory, cfg);
      this.searchers = new SearcherManager(writer, null);
      this.committedSeq = readCommittedSeq();
      this.folder = new SegmentFolder(writer, this::afterFold);
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
    return lexical(terms, filter, k, LexicalScoring.DEFAULT);
  }

  @Override
  public List<LaneHit> lexical(
      List<String> terms, IndexFilter filter, int k, LexicalScoring scoring) {
    Fields fields = Fields.of(filter);
    int budget = Math.max(1, MAX_QUERY_TERMS * 3 / Math.max(3, fields.text().size()));
    List<String> distinct = new LinkedHashSet<>(terms).stream().limit(budget).toList();
    try {
      IndexSearcher searcher = searchers.acquire();
      try {
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
        Query query =
            new BooleanQuery.Builder()
                .add(words.build(), Occur.MUST)
                .add(filterQuery(fields.filter()), Occur.FILTER)
                .build();
        IndexSearcher scored =
            ReadSearchers.forRead(
                searcher, scoring, filterQuery(fields.filter()), sliceFieldCounts);
        return hits(scored, scored.search(query, k).scoreDocs);
      } finally {
        searchers.release(searcher);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The terms held by more than {@code share} of the slice's documents (the filter's); none when
   * every term is. One count per term (its documents within the slice, over every text field
   * searched) and one per field (the slice's documents, kept per reader).
   */
  private List<String> common(
      IndexSearcher searcher, List<String> terms, Fields fields, double share) throws IOException {
    Query slice = filterQuery(fields.filter());
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

  /**
   * The vector lane. A kNN over one user's slice of a shared HNSW graph is Lucene's slow path: the
   * graph walk visits (and rejects) other users' vectors, and every segment walks its own graph.
   * When the slice is small, scoring each of its vectors (an exact scan) is both faster and exact;
   * past {@link #exactScanMaxDocs} vectors the graph wins. See {@link
   * #DEFAULT_EXACT_SCAN_MAX_DOCS}.
   */
  @Override
  public List<LaneHit> vector(float[] vector, IndexFilter filter, int k) {
    Fields fields = Fields.of(filter);
    List<LaneHit> out = new ArrayList<>();
    for (String field : fields.vector()) {
      out.addAll(vectorField(field, vector, filterQuery(fields.filter()), k));
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
              .add(positions(e.getValue()), Occur.FILTER)
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

  @Override
  public Map<String, float[]> vectors(Collection<String> chunkIds, IndexFilter filter) {
    if (chunkIds.isEmpty()) {
      return Map.of();
    }
    BooleanQuery.Builder any = new BooleanQuery.Builder();
    new LinkedHashSet<>(chunkIds)
        .forEach(id -> any.add(new TermQuery(new Term(ID, id)), Occur.SHOULD));
    Query query =
        new BooleanQuery.Builder()
            .add(any.build(), Occur.MUST)
            .add(filterQuery(filter), Occur.FILTER)
            .build();
    try {
      IndexSearcher searcher = searchers.acquire();
      try {
        Map<String, float[]> out = new java.util.HashMap<>();
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
      } finally {
        searchers.release(searcher);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
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

  /** How many vectors a slice may hold and still be scanned exactly rather than walked by HNSW. */
  public int exactScanMaxDocs() {
    return exactScanMaxDocs;
  }

  /** The documents of {@code field}'s vectors a read may see. */
  private static Query slice(String field, Query filter) {
    return new BooleanQuery.Builder()
        .add(filter, Occur.FILTER)
        .add(new FieldExistsQuery(field), Occur.FILTER)
        .build();
  }

  IndexSearcher acquireForTest() throws IOException {
    return searchers.acquire();
  }

  void releaseForTest(IndexSearcher searcher) throws IOException {
    searchers.release(searcher);
  }

  Query sliceForTest(String field, IndexFilter filter) {
    return slice(field, filterQuery(Fields.of(filter).filter()));
  }

  private List<LaneHit> vectorField(String field, float[] vector, Query filter, int k) {
    try {
      IndexSearcher searcher = searchers.acquire();
      try {
        Query slice = slice(field, filter);
        ScoreDoc[] exact =
            ExactVectorScan.topK(searcher, field, vector, slice, k, exactScanMaxDocs);
        if (exact != null) {
          return hits(searcher, exact);
        }
        return hits(
            searcher,
            searcher.search(new KnnFloatVectorQuery(field, vector, k, filter), k).scoreDocs);
      } finally {
        searchers.release(searcher);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private List<LaneHit> run(Query query, int k) {
    try {
      IndexSearcher searcher = searchers.acquire();
      try {
        return hits(searcher, searcher.search(query, k).scoreDocs);
      } finally {
        searchers.release(searcher);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<LaneHit> hits(IndexSearcher searcher, ScoreDoc[] scoreDocs)
      throws IOException {
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
    if (!writer.isOpen()) {
      return; // closed under a late committer: close() already committed what the writer held
    }
    try {
      writer.setLiveCommitData(Map.of(SEQ, Long.toString(throughSeq)).entrySet());
      writer.commit();
      committedSeq = throughSeq;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Folds the segments into one in the background when that pays ({@link SegmentFolder}). */
  @Override
  public boolean foldSegments() {
    return writer.isOpen() && folder.start(segmentDocs());
  }

  @Override
  public boolean folding() {
    return folder.running();
  }

  @Override
  public int segments() {
    return segmentDocs().size();
  }

  /** The live documents of each segment a search walks now. */
  private List<Integer> segmentDocs() {
    try {
      IndexSearcher searcher = searchers.acquire();
      try {
        return searcher.getIndexReader().leaves().stream().map(l -> l.reader().numDocs()).toList();
      } finally {
        searchers.release(searcher);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Searches see the folded segment at once, and a restart opens it (same commit data). */
  private void afterFold() {
    refresh();
    commit(committedSeq);
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
  public Map<String, Integer> documentFrequencies(Collection<String> terms) {
    Map<String, Integer> out = new HashMap<>();
    try {
      IndexSearcher searcher = searchers.acquire();
      try {
        for (String term : terms) {
          int df = searcher.getIndexReader().docFreq(new Term(TEXT, term));
          if (df > 0) {
            out.put(term, df);
          }
        }
      } finally {
        searchers.release(searcher);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
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

  /**
   * Synchronized with {@link #commit}: a commit still running on the tailer's thread (its join can
   * time out on a loaded machine) finishes before the writer closes, instead of the close failing
   * with "prepareCommit was already called". A fold in progress is not waited for (it can take
   * minutes on a large index): what the writer holds is committed, then the rollback aborts the
   * fold and the segments stay as they were.
   */
  @Override
  public synchronized void close() {
    try {
      searchers.close();
      if (folder.running()) {
        writer.commit();
        writer.rollback();
      } else {
        writer.close();
      }
      directory.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
