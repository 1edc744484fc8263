package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.index.LexicalScoring;

/**
 * How the lexical and vector lanes are fused. Every knob is here so the benchmark harness can
 * measure variants side by side instead of assuming one.
 *
 * @param fusion WEIGHTED (max-normalised scores, weighted sum) or RRF (reciprocal rank fusion)
 * @param lexicalWeight weight of the BM25 lane (WEIGHTED) or its RRF multiplier
 * @param vectorWeight weight of the vector lane
 * @param rrfK the RRF constant
 * @param dropQuestionWords drop question and filler words ("what", "when", "did") from the lexical
 *     query
 * @param adjacencyBonus share of a strong hit's score given to its neighbours in the same
 *     conversation or document (0 = off)
 * @param adjacencySeeds how many top hits lend their score to neighbours
 * @param candidates how many candidates each lane returns before fusion
 * @param minMax normalise each lane by min-max over its candidates instead of dividing by its best
 */
public record RankingConfig(
    boolean minMax,
    Fusion fusion,
    double lexicalWeight,
    double vectorWeight,
    int rrfK,
    boolean dropQuestionWords,
    double adjacencyBonus,
    int adjacencySeeds,
    int candidates,
    Extras extras) {

  public enum Fusion {
    WEIGHTED,
    RRF
  }

  /**
   * The ranking stages after fusion, each off at 0 / false (measured one by one in the retrieval
   * benchmarks; see docs/benchmarks.md).
   *
   * @param sessionWeight weight of the session prior: each conversation (or document) is scored by
   *     its best candidate plus half its second best, normalised by the best group, and every
   *     candidate in it gets that share
   * @param collapseMessages keep one chunk per message (a long message split into several chunks
   *     otherwise takes several places with the same text neighbourhood); the others go to the end
   * @param temporalWeight for a question about time ("when", "how long ago", "before", "after"),
   *     the share given to candidates whose text carries a time expression (a weekday, "yesterday",
   *     "last week", a month)
   * @param claimEvidence share of a matching claim's score lent to the chunks of the message it was
   *     extracted from
   * @param adjacencyChunkExponent the neighbour bonus shrinks with the neighbour message's length:
   *     a neighbour whose message fills {@code n} chunks gets the bonus times {@code n^-e} (0 = the
   *     same bonus whatever the length). The bonus is for the short turn that answers without the
   *     question's words ("yes, last Tuesday"); a message long enough to fill several chunks has
   *     its own content and competes on it
   * @param sessionDiversity each further message from a conversation (or document) already among
   *     the ones ranked above it scores {@code (1 - d)} times less per such message (greedy, over
   *     the page and its spares; 0 = off): evidence spread over several sessions is not crowded out
   *     by one session's turns
   * @param speakerWeight the question's subject as speaker: candidates spoken by a person the
   *     question names (or, for a question in the first person naming nobody, the caller's own
   *     messages) get this share of their score
   * @param roleWeight the role the question asks about: a question in the first person ("what did I
   *     buy") is about what the user said, a question about the assistant's words ("what did you
   *     recommend", "our previous conversation") about what the assistant said; candidates of that
   *     role get this share of their score
   * @param strangerDiscount a neighbour that neither lane returned (it matches the question neither
   *     in words nor in meaning) gets the neighbour bonus times {@code 1 - d} (0 = the full bonus)
   * @param prfDocs vector pseudo-relevance feedback (Rocchio): after the lanes are fused, the
   *     vectors of the top {@code k} fused source chunks move the query vector to {@code
   *     normalize(q + prfAlpha * mean)} and the chunk vector lane is asked again with it (0 = off)
   * @param prfAlpha the weight of the top chunks' mean vector in the moved query
   * @param prfLaneWeight the moved query's lane is fused in as a lane of its own (min-max
   *     normalised like the others) taking this share (0..1) of the vector weight from the first
   *     vector lanes; 0 = it replaces the vector lanes instead
   * @param prfBroadOnly feedback only for a question that gathers evidence rather than looking up
   *     one fact ({@link VectorFeedback#broad}): a yes/no judgement ("Would she ..."), a list
   *     ("What books ...", "What kinds of books ...") or the present perfect ("Where has she
   *     camped?")
   * @param roleWithinSessions the role stage moves a turn only among the places its own session
   *     (conversation or document) already holds on the page: the order in which sessions first
   *     appear, and every session figure with it, stays as it was
   * @param sliceStatistics the source chunks' lexical lane takes its BM25 term statistics (document
   *     frequencies, so the weight of each query word) from the documents the search may see (the
   *     caller's slice: user, scope, partitions) instead of the whole shared index. Over a shared
   *     index a word that is common in one user's memory (the names of the people they talk with,
   *     their recurring topics) is rare overall and so outweighs the words that tell that user's
   *     memories apart
   * @param bm25K1 the source chunks' lexical lane scores with this BM25 {@code k1} (term-frequency
   *     saturation: a lower value lets a word's repetitions in one chunk add less) instead of the
   *     index's 1.2; 0 = the index's own
   * @param bm25B the source chunks' lexical lane scores with this BM25 {@code b} (length
   *     normalisation) instead of the index's 0.75; negative = the index's own
   * @param bm25FactsOnly {@code bm25K1} and {@code bm25B} apply only to a question about a fact: a
   *     request for suggestions ("Any tips on what to bake?", {@link
   *     QueryWords#asksForSuggestions}) keeps the index's own, since the conversation that dwells
   *     on its topic is its evidence
   * @param mmrLambda maximal marginal relevance over the page and its spares ({@link
   *     NearDuplicates}): a place goes to the candidate with the best {@code lambda * relevance -
   *     (1 - lambda) * cosine to the closest chunk placed above}; 0 = off
   * @param duplicateCosine a chunk whose stored vector's cosine to a chunk placed above it on the
   *     page reaches this moves after the page's other candidates ({@link NearDuplicates}); 0 = off
   * @param mmrWithinSessions MMR and the duplicate test compare a chunk only with the chunks of its
   *     own conversation (or document) placed above it: turns of one session that say the same
   *     thing give way, while evidence spread over sessions is not pushed apart
   * @param commonTermShare the source chunks' lexical lane leaves out a question word held by more
   *     than this share of the caller's slice of the index ({@link LexicalScoring#commonShare}):
   *     the names of the people a conversation is between are in nearly every turn (each turn
   *     carries its speaker's name, the other speaker's turns address them by it), so within the
   *     caller's memory they tell nothing apart, while the whole index, where they are rare, gives
   *     them a large weight; 0 = off
   * @param commonTermFirstOnly such a word is kept but counts only as a chunk's first word (its
   *     speaker's name), not where the other speaker addresses that person by it
   * @param adjacencyTwoAway the neighbour bonus reaches two positions from a seed too, at this
   *     share of the bonus beside it (a question, its answer, the asker's follow-up: the answer to
   *     a question matched in a follow-up sits two turns back); 0 = off
   * @param adjacencyTwoAwayMiddleExponent that share shrinks with the length of the messages of the
   *     exchange: times {@code (m * n)^-e} for a middle message of {@code m} chunks and a receiving
   *     message of {@code n} (0 = whatever their length). A short exchange carries the topic on; a
   *     long message in it has its own content
   * @param coherenceWeight session coherence: among the first {@code coherencePool} source-chunk
   *     candidates, each gets this share of the best score of another message of its own
   *     conversation (or document) in that pool. A turn whose session holds another strong
   *     candidate is more likely the one the question is about than an equally scored turn alone in
   *     its session (0 = off). Unlike {@code sessionWeight} it lends nothing for the candidate's
   *     own score, so the best session's other turns are not all lifted alike
   * @param coherencePool how many of the first source-chunk candidates take part (and lend)
   * @param coherenceFactsOnly the coherence stage only for a question about one fact: a question
   *     that gathers evidence ({@link VectorFeedback#broad}: a list, a yes/no judgement, the
   *     present perfect), whose evidence is spread over sessions, is left as it was
   * @param speakerBroadOnly the speaker stage only for a question that gathers evidence ({@link
   *     VectorFeedback#broad}): "What has Melanie painted?" collects the named person's own turns
   *     over sessions, while a question about one fact (often naming the other speaker on purpose,
   *     as LoCoMo's adversarial questions do) is left as it was
   * @param dateWeight the question's date against the messages' dates ({@link QuestionDates}): for
   *     a question naming a calendar date or month ("on 13 October, 2023", "in July 2023"), each of
   *     the first {@code datePool} source-chunk candidates whose message is dated from the day
   *     before that day (or month) to a week after it gets this share of the first candidate's
   *     score; 0 = off
   * @param datePool how many of the first source-chunk candidates the date stage reads
   * @param feedbackDocs lexical pseudo-relevance feedback ({@link TermFeedback}, RM3-like): how
   *     many of the first fused source-chunk candidates give their words; 0 = off
   * @param feedbackTerms how many of those words (the most weighty, not in the question) form the
   *     feedback query
   * @param feedbackWeight the feedback query's lane weight, as a share of the lexical weight
   * @param feedbackBroadOnly the feedback only for a question that gathers evidence
   * @param speakerNamesOut the first names of the people who speak in the caller's messages leave
   *     the embedded question ({@code VECTOR}), and the lexical terms too ({@code
   *     VECTOR_AND_LEXICAL}); {@link QuerySpeakers}
   * @param speakerLaneShare the named speakers' own lanes ({@link SpeakerLanes}), each taking this
   *     share (0..1) of its first lane's weight; 0 = off
   * @param speakerLaneBroadOnly those lanes only for a question that gathers evidence
   * @param openerPool for a question in the first person, among the first {@code openerPool}
   *     candidates the user's opening message of a conversation moves to just behind its
   *     conversation's best candidate ({@link RankingStages#openersBehindBest}); 0 = off
   */
  public record Extras(
      double sessionWeight,
      boolean collapseMessages,
      double temporalWeight,
      double claimEvidence,
      double adjacencyChunkExponent,
      double sessionDiversity,
      double speakerWeight,
      double roleWeight,
      double strangerDiscount,
      int prfDocs,
      double prfAlpha,
      double prfLaneWeight,
      boolean prfBroadOnly,
      boolean roleWithinSessions,
      boolean sliceStatistics,
      double bm25K1,
      double bm25B,
      boolean bm25FactsOnly,
      double mmrLambda,
      double duplicateCosine,
      boolean mmrWithinSessions,
      double commonTermShare,
      boolean commonTermFirstOnly,
      double adjacencyTwoAway,
      double adjacencyTwoAwayMiddleExponent,
      double coherenceWeight,
      int coherencePool,
      boolean coherenceFactsOnly,
      boolean speakerBroadOnly,
      double dateWeight,
      int datePool,
      int feedbackDocs,
      int feedbackTerms,
      double feedbackWeight,
      boolean feedbackBroadOnly,
      QuerySpeakers.Out speakerNamesOut,
      double speakerLaneShare,
      boolean speakerLaneBroadOnly,
      int openerPool) {
    public static final Extras NONE = new Extras(0, false, 0, 0, 0, 0, 0, 0, 0);

    public Extras(
        double sessionWeight,
        boolean collapseMessages,
        double temporalWeight,
        double claimEvidence,
        double adjacencyChunkExponent,
        double sessionDiversity,
        double speakerWeight,
        double roleWeight,
        double strangerDiscount) {
      this(
          sessionWeight,
          collapseMessages,
          temporalWeight,
          claimEvidence,
          adjacencyChunkExponent,
          sessionDiversity,
          speakerWeight,
          roleWeight,
          strangerDiscount,
          0,
          0,
          0,
          false,
          false,
          false,
          0,
          -1,
          false,
          0,
          0,
          false,
          0,
          false,
          0,
          0,
          0,
          0,
          false,
          false,
          0,
          0,
          0,
          0,
          0,
          false,
          QuerySpeakers.Out.KEEP,
          0,
          false,
          0);
    }

    /** How the source chunks' lexical lane scores {@code query} under these stages. */
    public LexicalScoring lexicalScoring(String query) {
      boolean own = !bm25FactsOnly || !QueryWords.asksForSuggestions(query);
      return new LexicalScoring(
          sliceStatistics,
          own ? bm25K1 : 0,
          own ? bm25B : -1,
          commonTermShare,
          commonTermFirstOnly);
    }

    /** A copy of these stages to change one or two of, by name. */
    ExtrasBuilder edit() {
      return new ExtrasBuilder(this);
    }
  }

  public RankingConfig {
    extras = extras == null ? Extras.NONE : extras;
  }

  /** A ranking without the stages after fusion. */
  public RankingConfig(
      boolean minMax,
      Fusion fusion,
      double lexicalWeight,
      double vectorWeight,
      int rrfK,
      boolean dropQuestionWords,
      double adjacencyBonus,
      int adjacencySeeds,
      int candidates) {
    this(
        minMax,
        fusion,
        lexicalWeight,
        vectorWeight,
        rrfK,
        dropQuestionWords,
        adjacencyBonus,
        adjacencySeeds,
        candidates,
        Extras.NONE);
  }

  /**
   * The measured default (docs/benchmarks.md, "Stop 20 ranking stages"): min-max fusion 0.6/0.4,
   * question words dropped, the neighbour bonus 0.5 from the top 10 shrinking with the neighbour
   * message's chunk count, and one place per message (collapse); since the sixth retrieval pass
   * (docs/benchmarks.md, "Retrieval, sixth pass") the source chunks' BM25 lane saturates a word's
   * repetitions sooner ({@code k1} 0.3 instead of 1.2) for questions about a fact, while a request
   * for suggestions keeps the index's {@code k1}. Since the eighth pass (docs/benchmarks.md, "Stop
   * 28: retrieval8"): for a question about one fact, session coherence (0.1 of the best other
   * message of the candidate's session among the first 20 candidates); for a question that gathers
   * evidence over sessions, the speaker stage (0.8: the named person's own turns, or the user's for
   * a question in the first person). Since the ninth pass (docs/benchmarks.md, "Stop 29:
   * retrieval9"): for a question naming a calendar date or month, the first 100 candidates dated in
   * its window get the first candidate's score ({@link QuestionDates}). Since stop 33
   * (docs/benchmarks.md, "Stop 33: speaker15"): the first names of the people who speak in the
   * caller's messages leave the embedded question and the lexical terms ({@link QuerySpeakers}).
   * Since stop 44 (docs/benchmarks.md, "Stop 44: retrieval44"): for a question in the first person,
   * the user's opening message of a conversation among the first 30 candidates moves to just behind
   * its conversation's best candidate ({@link RankingStages#openersBehindBest}).
   */
  public static final RankingConfig DEFAULT =
      new RankingConfig(
              true,
              Fusion.WEIGHTED,
              0.6,
              0.4,
              60,
              true,
              0.5,
              10,
              100,
              Extras.NONE.edit().collapseMessages(true).adjacencyChunkExponent(1).build())
          .withBm25(0.3, -1, true)
          .withCoherence(0.1, 20, true)
          .withSpeakerWeight(0.8, true)
          .withQuestionDates(1, 100)
          .withSpeakerNamesOut(QuerySpeakers.Out.VECTOR_AND_LEXICAL)
          .withOpeners(30);

  public RankingConfig withExtras(Extras e) {
    return new RankingConfig(
        minMax,
        fusion,
        lexicalWeight,
        vectorWeight,
        rrfK,
        dropQuestionWords,
        adjacencyBonus,
        adjacencySeeds,
        candidates,
        e);
  }

  public RankingConfig withSessionWeight(double w) {
    return withExtras(extras.edit().sessionWeight(w).build());
  }

  public RankingConfig withCollapseMessages(boolean on) {
    return withExtras(extras.edit().collapseMessages(on).build());
  }

  public RankingConfig withTemporalWeight(double w) {
    return withExtras(extras.edit().temporalWeight(w).build());
  }

  public RankingConfig withClaimEvidence(double share) {
    return withExtras(extras.edit().claimEvidence(share).build());
  }

  public RankingConfig withAdjacencyChunkExponent(double e) {
    return withExtras(extras.edit().adjacencyChunkExponent(e).build());
  }

  public RankingConfig withSessionDiversity(double d) {
    return withExtras(extras.edit().sessionDiversity(d).build());
  }

  public RankingConfig withSpeakerWeight(double w) {
    return withExtras(extras.edit().speakerWeight(w).build());
  }

  /**
   * The speaker stage at weight {@code w}; with {@code broadOnly} only for a question that gathers
   * evidence over sessions ({@link Extras#speakerBroadOnly}).
   */
  public RankingConfig withSpeakerWeight(double w, boolean broadOnly) {
    return withExtras(extras.edit().speakerWeight(w).speakerBroadOnly(broadOnly).build());
  }

  public RankingConfig withRoleWeight(double w) {
    return withExtras(extras.edit().roleWeight(w).build());
  }

  public RankingConfig withStrangerDiscount(double d) {
    return withExtras(extras.edit().strangerDiscount(d).build());
  }

  /**
   * Vector pseudo-relevance feedback: {@code docs} top chunks, their mean vector's weight {@code
   * alpha}, and the moved query's lane weight ({@code 0}: it replaces the vector lane).
   */
  public RankingConfig withPrf(int docs, double alpha, double laneWeight) {
    return withPrf(docs, alpha, laneWeight, false);
  }

  /** As above, for broad questions only when {@code broadOnly}. */
  public RankingConfig withPrf(int docs, double alpha, double laneWeight, boolean broadOnly) {
    return withExtras(
        extras
            .edit()
            .prfDocs(docs)
            .prfAlpha(alpha)
            .prfLaneWeight(laneWeight)
            .prfBroadOnly(broadOnly)
            .build());
  }

  /** The role stage at weight {@code w}, moving turns only within their session's places. */
  public RankingConfig withRoleWithinSessions(double w) {
    return withExtras(extras.edit().roleWeight(w).roleWithinSessions(true).build());
  }

  /** BM25 statistics from the caller's slice of the index ({@link Extras#sliceStatistics}). */
  public RankingConfig withSliceStatistics(boolean on) {
    return withExtras(extras.edit().sliceStatistics(on).build());
  }

  /**
   * BM25's {@code k1} and {@code b} for the source chunks' lexical lane ({@link Extras#bm25K1}; 0
   * and a negative {@code b}: the index's own), keeping whether they apply to questions about a
   * fact only.
   */
  public RankingConfig withBm25(double k1, double b) {
    return withBm25(k1, b, extras.bm25FactsOnly());
  }

  /** As above; with {@code factsOnly} a request for suggestions keeps the index's own. */
  public RankingConfig withBm25(double k1, double b, boolean factsOnly) {
    return withExtras(extras.edit().bm25(k1, b, factsOnly).build());
  }

  /**
   * Maximal marginal relevance ({@code lambda}, 0 = off) and near-duplicate demotion ({@code
   * duplicate} cosine, 0 = off) over the page and its spares ({@link NearDuplicates}).
   */
  public RankingConfig withMmr(double lambda, double duplicate) {
    return withMmr(lambda, duplicate, false);
  }

  /** As above; with {@code withinSessions} a chunk is compared only with its own session's. */
  public RankingConfig withMmr(double lambda, double duplicate, boolean withinSessions) {
    return withExtras(extras.edit().mmr(lambda, duplicate, withinSessions).build());
  }

  /**
   * The source chunks' lexical lane leaves out question words held by more than {@code share} of
   * the caller's slice ({@link Extras#commonTermShare}; 0 = off).
   */
  public RankingConfig withCommonTermShare(double share) {
    return withCommonTerms(share, false);
  }

  /**
   * As above; with {@code firstOnly} such a word is kept but counts only as a chunk's first word
   * (the speaker's name a conversation's chunk starts with).
   */
  public RankingConfig withCommonTerms(double share, boolean firstOnly) {
    return withExtras(extras.edit().commonTerms(share, firstOnly).build());
  }

  /** The neighbour bonus two positions from a seed, at {@code share} of the bonus beside it. */
  public RankingConfig withAdjacencyTwoAway(double share) {
    return withAdjacencyTwoAway(share, 0);
  }

  /**
   * As above, the share times {@code m^-middleExponent} for a message of {@code m} chunks between
   * the seed and the chunk.
   */
  public RankingConfig withAdjacencyTwoAway(double share, double middleExponent) {
    return withExtras(extras.edit().adjacencyTwoAway(share, middleExponent).build());
  }

  /**
   * Session coherence ({@link Extras#coherenceWeight}): among the first {@code pool} source-chunk
   * candidates, each gets {@code weight} times the best score of another message of its session in
   * that pool; with {@code factsOnly} not for a question that gathers evidence over sessions.
   */
  public RankingConfig withCoherence(double weight, int pool, boolean factsOnly) {
    if (weight < 0 || (weight > 0 && pool < 2)) {
      throw new IllegalArgumentException("coherence needs weight >= 0 and a pool of 2 or more");
    }
    return withExtras(extras.edit().coherence(weight, pool, factsOnly).build());
  }

  /**
   * Lexical pseudo-relevance feedback ({@link Extras#feedbackDocs}, {@link TermFeedback}): the
   * words of the first {@code docs} candidates, weighed as RM3 does, give a second lexical query of
   * {@code terms} words, fused as a lane of {@code weight} times the lexical weight.
   */
  public RankingConfig withTermFeedback(int docs, int terms, double weight, boolean broadOnly) {
    if (docs < 0 || terms < 1 || weight < 0) {
      throw new IllegalArgumentException("term feedback needs docs >= 0, terms >= 1, weight >= 0");
    }
    return withExtras(extras.edit().termFeedback(docs, terms, weight, broadOnly).build());
  }

  /** The named speakers' own lanes at {@code share} ({@link Extras#speakerLaneShare}). */
  public RankingConfig withSpeakerLanes(double share, boolean broadOnly) {
    return withExtras(extras.edit().speakerLanes(share, broadOnly).build());
  }

  /** The speakers' first names out of the query's texts ({@link Extras#speakerNamesOut}). */
  public RankingConfig withSpeakerNamesOut(QuerySpeakers.Out out) {
    return withExtras(extras.edit().speakerNamesOut(out).build());
  }

  /**
   * The question's date against the messages' dates ({@link Extras#dateWeight}): in-window
   * candidates among the first {@code pool} get {@code weight} times the first candidate's score.
   */
  /** The opener stage over the first {@code pool} candidates (stop 43; 0 = off). */
  public RankingConfig withOpeners(int pool) {
    return withExtras(extras.edit().openerPool(Math.max(0, pool)).build());
  }

  public RankingConfig withQuestionDates(double weight, int pool) {
    if (weight < 0 || (weight > 0 && pool < 1)) {
      throw new IllegalArgumentException("question dates need weight >= 0 and a pool of 1 or more");
    }
    return withExtras(extras.edit().questionDates(weight, pool).build());
  }

  public RankingConfig withMinMax(boolean m) {
    return new RankingConfig(
        m,
        fusion,
        lexicalWeight,
        vectorWeight,
        rrfK,
        dropQuestionWords,
        adjacencyBonus,
        adjacencySeeds,
        candidates,
        extras);
  }

  public RankingConfig withFusion(Fusion f) {
    return new RankingConfig(
        minMax,
        f,
        lexicalWeight,
        vectorWeight,
        rrfK,
        dropQuestionWords,
        adjacencyBonus,
        adjacencySeeds,
        candidates,
        extras);
  }

  public RankingConfig withWeights(double lexical, double vector) {
    return new RankingConfig(
        minMax,
        fusion,
        lexical,
        vector,
        rrfK,
        dropQuestionWords,
        adjacencyBonus,
        adjacencySeeds,
        candidates,
        extras);
  }

  public RankingConfig withDropQuestionWords(boolean drop) {
    return new RankingConfig(
        minMax,
        fusion,
        lexicalWeight,
        vectorWeight,
        rrfK,
        drop,
        adjacencyBonus,
        adjacencySeeds,
        candidates,
        extras);
  }

  public RankingConfig withAdjacency(double bonus, int seeds) {
    return new RankingConfig(
        minMax,
        fusion,
        lexicalWeight,
        vectorWeight,
        rrfK,
        dropQuestionWords,
        bonus,
        seeds,
        candidates,
        extras);
  }
}
