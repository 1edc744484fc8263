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
 * @param commonShare a query term held by more than this share of the documents the read's filter
 *     admits (the caller's slice) is left out of the query: within that slice it tells nothing
 *     apart, while its weight comes from the whole index, where it may be rare (the names of the
 *     people a conversation is between: every turn carries its speaker's name, and the other
 *     speaker's turns address them by it). When every term is that common, none is left out; 0 =
 *     off
 * @param commonFirstOnly a term that common is not left out but counts only as a document's first
 *     word: a conversation's chunk text starts with its speaker's name ("Melanie: ..."), so a name
 *     then matches that person's own turns and not the other speaker's turns addressing them
 */
public record LexicalScoring(
    boolean sliceStatistics, double k1, double b, double commonShare, boolean commonFirstOnly) {
  /** The index's own statistics and parameters. */
  public static final LexicalScoring DEFAULT = new LexicalScoring(false, 0, -1);

  /** Without treating common terms apart. */
  public LexicalScoring(boolean sliceStatistics, double k1, double b) {
    this(sliceStatistics, k1, b, 0, false);
  }

  public LexicalScoring {
    if (commonShare < 0 || commonShare >= 1 || Double.isNaN(commonShare)) {
      throw new IllegalArgumentException("commonShare must be in [0, 1) (0 = off)");
    }
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
