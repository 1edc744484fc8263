package dev.assistantmemory.index.lucene;

import static dev.assistantmemory.index.lucene.ChunkDocument.GROUP;
import static dev.assistantmemory.index.lucene.ChunkDocument.ID;
import static dev.assistantmemory.index.lucene.ChunkDocument.TEXT;

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
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.similarities.BM25Similarity;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;

/**
 * The search index on Lucene: BM25 over chunk text (English analysis: lower case, stop words,
 * Porter stems) and HNSW over chunk vectors (cosine). The read scope is a filter clause inside both
 * queries, so another user's chunk is never scored, let alone returned.
 *
 * <p>This class owns the writer and the index's life (commits, folds, close); a chunk's document is
 * {@link ChunkDocument}'s, the read scope's queries {@link ReadFilters}', and the two lanes are
 * {@link LexicalLane} and {@link VectorLane}, reading through {@link Searchers}.
 */
public final class LuceneSearchIndex implements SearchIndex {
  private static final String SEQ = "seq";

  /** The commit data's key of the form ({@link #FORMAT}) the index's documents were written in. */
  private static final String FORMAT_KEY = "format";

  /**
   * The form of the documents this version writes: 2 since source chunks carry their speaker term
   * ({@link ChunkDocument#SPEAKER}), 3 since terms are folded to ASCII ({@link
   * FoldingEnglishAnalyzer}); an index without the key (written before) is of form 1. An index of
   * an older form is rebuilt from the store when the tailer starts ({@link #needsRebuild()}).
   */
  static final int FORMAT = 3;

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

  /**
   * The most distinct terms one lexical query uses; later ones are left to the vector lane. Keeps
   * every query the contract allows (10,000 characters) inside Lucene's clause limit of 1,024
   * (terms times text fields, plus the filters).
   */
  public static final int MAX_QUERY_TERMS = 256;

  private final Directory directory;
  private final Analyzer analyzer = new FoldingEnglishAnalyzer();
  private final IndexWriter writer;
  private final Searchers searchers;
  private final LexicalLane lexicalLane;
  private final VectorLane vectorLane;
  private volatile long committedSeq;
  // The form of the documents the index holds: as opened, FORMAT from a clear() on (a rebuild's).
  private volatile int format;
  private final SegmentFolder folder;

  /** With the exact-scan limit of the JVM property {@code assistantmemory.exactScanMaxDocs}. */
  public LuceneSearchIndex(Path path) {
    this(path, Integer.getInteger("assistantmemory.exactScanMaxDocs", DEFAULT_EXACT_SCAN_MAX_DOCS));
  }

  /**
   * @param exactScanMaxDocs see {@link #DEFAULT_EXACT_SCAN_MAX_DOCS}; 0 always walks the graph
   */
  public LuceneSearchIndex(Path path, int exactScanMaxDocs) {
    try {
      this.directory = FSDirectory.open(path);
      IndexWriterConfig cfg = new IndexWriterConfig(analyzer);
      cfg.setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
      cfg.setSimilarity(new BM25Similarity(ReadSearchers.BM25_K1, ReadSearchers.BM25_B));
      cfg.setRAMBufferSizeMB(64);
      this.writer = new IndexWriter(directory, cfg);
      this.searchers = new Searchers(new SearcherManager(writer, null));
      this.lexicalLane = new LexicalLane(searchers);
      this.vectorLane = new VectorLane(searchers, exactScanMaxDocs);
      this.committedSeq = Long.parseLong(commitData(SEQ, "0"));
      // A new index (nothing committed) is of the current form; one committed without the key
      // was written before the key existed.
      boolean fresh = committedSeq == 0 && writer.getDocStats().numDocs == 0;
      this.format =
          Integer.parseInt(commitData(FORMAT_KEY, fresh ? Integer.toString(FORMAT) : "1"));
      this.folder = new SegmentFolder(writer, this::afterFold);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the search index at " + path, e);
    }
  }

  private String commitData(String key, String absent) {
    Iterable<Map.Entry<String, String>> data = writer.getLiveCommitData();
    if (data != null) {
      for (Map.Entry<String, String> e : data) {
        if (key.equals(e.getKey())) {
          return e.getValue();
        }
      }
    }
    return absent;
  }

  /**
   * An index opened in a form older than {@link #FORMAT} must be rebuilt; a rebuild's {@link
   * #clear()} leaves nothing of the old form, and its commit records the current one.
   */
  @Override
  public boolean needsRebuild() {
    return format < FORMAT;
  }

  /** The words that are a speaker term within the filter ({@link SpeakerTerms}). */
  @Override
  public Set<String> speakers(Collection<String> words, IndexFilter filter) {
    return searchers.read(searcher -> SpeakerTerms.find(searcher, words, filter));
  }

  @Override
  public void upsert(List<IndexedChunk> chunks) {
    try {
      for (IndexedChunk c : chunks) {
        writer.updateDocument(new Term(ID, c.chunkId()), ChunkDocument.of(c));
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

  @Override
  public List<LaneHit> lexical(List<String> terms, IndexFilter filter, int k) {
    return lexical(terms, filter, k, LexicalScoring.DEFAULT);
  }

  @Override
  public List<LaneHit> lexical(
      List<String> terms, IndexFilter filter, int k, LexicalScoring scoring) {
    return lexicalLane.search(terms, filter, k, scoring);
  }

  /** The vector lane ({@link VectorLane}): exact over a small slice, HNSW over a large one. */
  @Override
  public List<LaneHit> vector(float[] vector, IndexFilter filter, int k) {
    return vectorLane.search(vector, filter, k);
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
              .add(ReadFilters.positions(e.getValue()), Occur.FILTER)
              .build(),
          Occur.SHOULD);
      wanted += e.getValue().size();
    }
    Query query = ReadFilters.within(any.build(), ReadFilters.filterQuery(filter));
    return searchers.top(query, Math.max(1, wanted * 4));
  }

  @Override
  public Map<String, float[]> vectors(Collection<String> chunkIds, IndexFilter filter) {
    return vectorLane.vectorsOf(chunkIds, filter);
  }

  /** How many vectors a slice may hold and still be scanned exactly rather than walked by HNSW. */
  public int exactScanMaxDocs() {
    return vectorLane.exactScanMaxDocs();
  }

  IndexSearcher acquireForTest() throws IOException {
    return searchers.acquire();
  }

  void releaseForTest(IndexSearcher searcher) throws IOException {
    searchers.release(searcher);
  }

  Query sliceForTest(String field, IndexFilter filter) {
    return ReadFilters.slice(field, ReadFilters.Fields.of(filter).filterQuery());
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
    searchers.refresh();
  }

  @Override
  public synchronized void commit(long throughSeq) {
    if (!writer.isOpen()) {
      return; // closed under a late committer: close() already committed what the writer held
    }
    try {
      writer.setLiveCommitData(
          Map.of(SEQ, Long.toString(throughSeq), FORMAT_KEY, Integer.toString(format)).entrySet());
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
    return searchers.read(
        searcher ->
            searcher.getIndexReader().leaves().stream().map(l -> l.reader().numDocs()).toList());
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
      format = FORMAT;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public Map<String, Integer> documentFrequencies(Collection<String> terms) {
    return searchers.read(
        searcher -> {
          Map<String, Integer> out = new HashMap<>();
          for (String term : terms) {
            int df = searcher.getIndexReader().docFreq(new Term(TEXT, term));
            if (df > 0) {
              out.put(term, df);
            }
          }
          return out;
        });
  }

  @Override
  public long size() {
    return searchers.read(searcher -> (long) searcher.getIndexReader().numDocs());
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
