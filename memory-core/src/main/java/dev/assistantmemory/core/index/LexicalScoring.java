package dev.assistantmemory.core.index;

/**
 * How one lexical (BM25) read scores its matches.
 *
 * @param sliceStatistics the term statistics come from the documents the read's filter admits
 *     rather than from the whole index (see {@link SearchIndex#lexical(java.util.List, IndexFilter,
 *     int, boolean)})
 * @param k1 BM25's term-frequency saturation: how much a term's second, third, ... occurrence in
 *     one document adds (lower saturates sooner); 0 = the index's own (1.2)
 * @param b BM25's length normalisation: how much a long document's score is pulled down (0 = none,
 *     1 = fully); negative = the index's own (0.75)
 */
public record LexicalScoring(boolean sliceStatistics, double k1, double b) {
  /** The index's own statistics and parameters. */
  public static final LexicalScoring DEFAULT = new LexicalScoring(false, 0, -1);

  public LexicalScoring {
    if (k1 < 0 || Double.isNaN(k1)) {
      throw new IllegalArgumentException("k1 must be >= 0 (0 = the index's own)");
    }
    if (b > 1 || Double.isNaN(b)) {
      throw new IllegalArgumentException("b must be <= 1 (negative = the index's own)");
    }
  }

  /** Whether k1 or b differ from the index's own. */
  public boolean ownParameters() {
    return k1 > 0 || b >= 0;
  }
}
