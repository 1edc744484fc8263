package dev.assistantmemory.core.index;

import dev.assistantmemory.core.health.CheckResult;
import java.util.Collection;
import java.util.List;

/**
 * A derived, rebuildable search index over chunks: a lexical lane (BM25) and a vector lane (kNN).
 * Every query takes an {@link IndexFilter} that the implementation applies inside the query.
 *
 * <p>Writes become visible to queries after {@link #refresh()}; they survive a restart after {@link
 * #commit(long)}, which also records the change-log sequence the index has absorbed.
 *
 * <p>Thread-safe.
 */
public interface SearchIndex extends AutoCloseable {
  void upsert(List<IndexedChunk> chunks);

  void delete(Collection<String> chunkIds);

  /** BM25 over the chunk text for the given terms (already analysed into a query string). */
  List<LaneHit> lexical(List<String> terms, IndexFilter filter, int k);

  /**
   * As {@link #lexical(List, IndexFilter, int)}; with {@code sliceStatistics} the BM25 weight of
   * each term comes from the documents the filter admits (how many of them hold the term, how many
   * there are) rather than from the whole index, which holds every user's documents. An index
   * without per-slice statistics answers with its global ones.
   */
  default List<LaneHit> lexical(
      List<String> terms, IndexFilter filter, int k, boolean sliceStatistics) {
    return lexical(terms, filter, k, new LexicalScoring(sliceStatistics, 0, -1));
  }

  /**
   * As {@link #lexical(List, IndexFilter, int, boolean)}, with BM25's {@code k1} and {@code b} of
   * this read ({@link LexicalScoring}). An index without them answers as {@link #lexical(List,
   * IndexFilter, int)}.
   */
  default List<LaneHit> lexical(
      List<String> terms, IndexFilter filter, int k, LexicalScoring scoring) {
    return lexical(terms, filter, k);
  }

  /**
   * How many documents of the whole index hold each term in their text (terms as {@link
   * #analyze(String)} gives them); a term none holds is left out. An index that cannot count
   * returns none (the stages that need the counts then do nothing).
   */
  default java.util.Map<String, Integer> documentFrequencies(Collection<String> terms) {
    return java.util.Map.of();
  }

  /**
   * Which of {@code words} (lower-cased) are the speaker term ({@link IndexedChunk#speaker}) of a
   * source chunk the filter admits: the first names of the people who speak in the caller's own
   * messages, within the caller's user, scope and partitions only. An index without speaker terms
   * returns none.
   */
  default java.util.Set<String> speakers(Collection<String> words, IndexFilter filter) {
    return java.util.Set.of();
  }

  /**
   * Whether the index was written in an older form than this version reads (a field its documents
   * lack) and must be rebuilt from the store ({@link IndexTailer#start()} does so). A new, empty
   * index needs none.
   */
  default boolean needsRebuild() {
    return false;
  }

  /** Nearest neighbours of the vector. */
  List<LaneHit> vector(float[] vector, IndexFilter filter, int k);

  /**
   * The stored vectors of the given chunks (source chunks only), within the filter, by chunk id; a
   * chunk without a vector, or outside the filter, is left out. An index that cannot return its
   * vectors returns none (the stages that need them then do nothing).
   */
  default java.util.Map<String, float[]> vectors(Collection<String> chunkIds, IndexFilter filter) {
    return java.util.Map.of();
  }

  /** Chunks at the given positions of each group (neighbour lookup), within the filter. */
  List<LaneHit> neighbours(
      java.util.Map<String, ? extends Collection<Integer>> positionsByGroup, IndexFilter filter);

  /** Splits text into the index's terms, dropping the given stop words. */
  List<String> analyze(String text);

  void refresh();

  void commit(long throughSeq);

  /** The change-log sequence absorbed by the last commit (0 for a new index). */
  long committedSeq();

  /**
   * Starts folding the index's pieces (segments) into one in the background, when the index holds
   * several and folding them pays; returns whether a fold started. Searches and writes go on
   * meanwhile. Called by the tailer when writes have paused.
   */
  default boolean foldSegments() {
    return false;
  }

  /** Whether a fold started by {@link #foldSegments()} is still running. */
  default boolean folding() {
    return false;
  }

  /** How many pieces a search walks (each lane runs once per piece). */
  default int segments() {
    return 1;
  }

  /** Removes everything (for a rebuild). */
  void clear();

  long size();

  CheckResult check();

  @Override
  void close();
}
