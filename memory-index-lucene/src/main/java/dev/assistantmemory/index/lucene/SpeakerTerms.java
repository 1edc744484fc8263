package dev.assistantmemory.index.lucene;

import static dev.assistantmemory.index.lucene.ChunkDocument.SPEAKER;

import dev.assistantmemory.core.index.IndexFilter;
import java.io.IOException;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.ConjunctionUtils;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;

/**
 * Which words are the speaker term of a document the read's filter admits: a word's postings on
 * {@link ChunkDocument#SPEAKER} intersected with the filter clause every lane uses ({@link
 * ReadFilters}), so a name known only from another user's (or another scope's, or another
 * partition's) messages is not found. A word is found at the first live document that has it;
 * nothing is scored or counted.
 *
 * <p>One filter weight serves all the question's words (built only once some word is a speaker term
 * of a segment at all): a query and its weight per word cost about 150 µs of CPU a LoCoMo question,
 * on the critical path of a search that takes the names out of its lexical lanes
 * (docs/benchmarks.md, "Stop 33: speaker15" and "Stop 34: search16").
 */
final class SpeakerTerms {
  private SpeakerTerms() {}

  static Set<String> find(IndexSearcher searcher, Collection<String> words, IndexFilter filter)
      throws IOException {
    Set<String> left = new LinkedHashSet<>(words);
    Set<String> found = new LinkedHashSet<>();
    Weight admitted = null;
    for (LeafReaderContext leaf : searcher.getIndexReader().leaves()) {
      if (left.isEmpty()) {
        break;
      }
      Terms terms = leaf.reader().terms(SPEAKER);
      if (terms == null) {
        continue;
      }
      TermsEnum speakers = terms.iterator();
      Bits live = leaf.reader().getLiveDocs();
      for (Iterator<String> it = left.iterator(); it.hasNext(); ) {
        String word = it.next();
        if (!speakers.seekExact(new BytesRef(word))) {
          continue;
        }
        if (admitted == null) {
          admitted =
              searcher.createWeight(
                  searcher.rewrite(ReadFilters.Fields.of(filter.sourceChunks()).filterQuery()),
                  ScoreMode.COMPLETE_NO_SCORES,
                  1f);
        }
        Scorer inFilter = admitted.scorer(leaf);
        if (inFilter == null) {
          // The filter admits no document of this segment: none of the words is found here.
          break;
        }
        DocIdSetIterator both =
            ConjunctionUtils.intersectIterators(
                List.of(speakers.postings(null, PostingsEnum.NONE), inFilter.iterator()));
        if (anyLive(both, live)) {
          found.add(word);
          it.remove();
        }
      }
    }
    Set<String> inOrder = new LinkedHashSet<>(words);
    inOrder.retainAll(found);
    return inOrder;
  }

  private static boolean anyLive(DocIdSetIterator docs, Bits live) throws IOException {
    for (int d = docs.nextDoc(); d != DocIdSetIterator.NO_MORE_DOCS; d = docs.nextDoc()) {
      if (live == null || live.get(d)) {
        return true;
      }
    }
    return false;
  }
}
