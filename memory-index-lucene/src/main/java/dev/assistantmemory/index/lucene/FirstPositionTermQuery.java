package dev.assistantmemory.index.lucene;

import java.io.IOException;
import java.util.Objects;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.Explanation;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.ScorerSupplier;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TwoPhaseIterator;
import org.apache.lucene.search.Weight;

/**
 * A term that counts only as a document's first word, scored as a {@link TermQuery} of it (the
 * searcher's similarity and statistics). A message's chunk text starts with its speaker's name
 * ("Melanie: ..."), so for a name this matches the turns that person spoke and not the turns that
 * address them by it ("Thanks, Melanie!").
 */
final class FirstPositionTermQuery extends Query {
  private final Term term;

  FirstPositionTermQuery(Term term) {
    this.term = Objects.requireNonNull(term);
  }

  @Override
  public Weight createWeight(IndexSearcher searcher, ScoreMode scoreMode, float boost)
      throws IOException {
    Weight inner = new TermQuery(term).createWeight(searcher, scoreMode, boost);
    return new Weight(this) {
      @Override
      public Explanation explain(LeafReaderContext context, int doc) throws IOException {
        return inner.explain(context, doc);
      }

      @Override
      public ScorerSupplier scorerSupplier(LeafReaderContext context) throws IOException {
        ScorerSupplier in = inner.scorerSupplier(context);
        if (in == null) {
          return null;
        }
        return new ScorerSupplier() {
          @Override
          public Scorer get(long leadCost) throws IOException {
            Scorer scorer = in.get(leadCost);
            PostingsEnum positions = context.reader().postings(term, PostingsEnum.POSITIONS);
            return positions == null ? null : new FirstPositionScorer(scorer, positions);
          }

          @Override
          public long cost() {
            return in.cost();
          }
        };
      }

      @Override
      public boolean isCacheable(LeafReaderContext ctx) {
        return true;
      }
    };
  }

  /** The term's scorer, its matches narrowed to the documents whose first position holds it. */
  private static final class FirstPositionScorer extends Scorer {
    private final Scorer in;
    private final TwoPhaseIterator firstOnly;

    FirstPositionScorer(Scorer in, PostingsEnum positions) {
      this.in = in;
      this.firstOnly =
          new TwoPhaseIterator(in.iterator()) {
            @Override
            public boolean matches() throws IOException {
              int doc = approximation.docID();
              if (positions.docID() < doc) {
                positions.advance(doc);
              }
              return positions.docID() == doc && positions.nextPosition() == 0;
            }

            @Override
            public float matchCost() {
              return 2;
            }
          };
    }

    @Override
    public int docID() {
      return in.docID();
    }

    @Override
    public DocIdSetIterator iterator() {
      return TwoPhaseIterator.asDocIdSetIterator(firstOnly);
    }

    @Override
    public TwoPhaseIterator twoPhaseIterator() {
      return firstOnly;
    }

    @Override
    public int advanceShallow(int target) throws IOException {
      return in.advanceShallow(target);
    }

    @Override
    public float getMaxScore(int upTo) throws IOException {
      return in.getMaxScore(upTo);
    }

    @Override
    public float score() throws IOException {
      return in.score();
    }
  }

  @Override
  public String toString(String field) {
    return "first(" + term + ")";
  }

  @Override
  public void visit(QueryVisitor visitor) {
    if (visitor.acceptField(term.field())) {
      visitor.consumeTerms(this, term);
    }
  }

  @Override
  public boolean equals(Object other) {
    return sameClassAs(other) && term.equals(((FirstPositionTermQuery) other).term);
  }

  @Override
  public int hashCode() {
    return 31 * classHash() + term.hashCode();
  }
}
