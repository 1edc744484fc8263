package dev.assistantmemory.index.lucene;

import static dev.assistantmemory.index.lucene.ChunkDocument.SPEAKER;

import dev.assistantmemory.core.index.IndexFilter;
import java.io.IOException;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.Bits;

/**
 * Which words are the speaker term of a document the read's filter admits: a {@link TermQuery} on
 * {@link ChunkDocument#SPEAKER} inside the filter clause every lane uses ({@link ReadFilters}), so
 * a name known only from another user's (or another scope's, or another partition's) messages is
 * not found. A word is found at the first live document that has it; nothing is scored or counted.
 */
final class SpeakerTerms {
  private SpeakerTerms() {}

  static Set<String> find(IndexSearcher searcher, Collection<String> words, IndexFilter filter)
      throws IOException {
    Set<String> found = new LinkedHashSet<>();
    if (words.isEmpty()) {
      return found;
    }
    Query admitted = ReadFilters.Fields.of(filter.sourceChunks()).filterQuery();
    for (String word : words) {
      if (!found.contains(word)
          && any(searcher, ReadFilters.within(new TermQuery(new Term(SPEAKER, word)), admitted))) {
        found.add(word);
      }
    }
    return found;
  }

  private static boolean any(IndexSearcher searcher, Query query) throws IOException {
    Weight weight =
        searcher.createWeight(searcher.rewrite(query), ScoreMode.COMPLETE_NO_SCORES, 1f);
    for (LeafReaderContext leaf : searcher.getIndexReader().leaves()) {
      Scorer scorer = weight.scorer(leaf);
      if (scorer == null) {
        continue;
      }
      Bits live = leaf.reader().getLiveDocs();
      DocIdSetIterator docs = scorer.iterator();
      for (int d = docs.nextDoc(); d != DocIdSetIterator.NO_MORE_DOCS; d = docs.nextDoc()) {
        if (live == null || live.get(d)) {
          return true;
        }
      }
    }
    return false;
  }
}
