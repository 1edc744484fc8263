package dev.assistantmemory.core.retrieve;

/**
 * The stages of {@link RankingConfig.Extras} by name, so that no wither passes thirty positional
 * values (split out of {@link RankingConfig}, which holds the record and its withers).
 */
final class ExtrasBuilder {
  private double sessionWeight;
  private boolean collapseMessages;
  private double temporalWeight;
  private double claimEvidence;
  private double adjacencyChunkExponent;
  private double sessionDiversity;
  private double speakerWeight;
  private double roleWeight;
  private double strangerDiscount;
  private int prfDocs;
  private double prfAlpha;
  private double prfLaneWeight;
  private boolean prfBroadOnly;
  private boolean roleWithinSessions;
  private boolean sliceStatistics;
  private double bm25K1;
  private double bm25B;
  private boolean bm25FactsOnly;
  private double mmrLambda;
  private double duplicateCosine;
  private boolean mmrWithinSessions;
  private double commonTermShare;
  private boolean commonTermFirstOnly;
  private double adjacencyTwoAway;
  private double adjacencyTwoAwayMiddleExponent;
  private double coherenceWeight;
  private int coherencePool;
  private boolean coherenceFactsOnly;
  private boolean speakerBroadOnly;
  private double dateWeight;
  private int datePool;
  private int feedbackDocs;
  private int feedbackTerms;
  private double feedbackWeight;
  private boolean feedbackBroadOnly;
  private QuerySpeakers.Out speakerNamesOut;
  private double speakerLaneShare;
  private boolean speakerLaneBroadOnly;
  private int openerPool;

  ExtrasBuilder(RankingConfig.Extras e) {
    sessionWeight = e.sessionWeight();
    collapseMessages = e.collapseMessages();
    temporalWeight = e.temporalWeight();
    claimEvidence = e.claimEvidence();
    adjacencyChunkExponent = e.adjacencyChunkExponent();
    sessionDiversity = e.sessionDiversity();
    speakerWeight = e.speakerWeight();
    roleWeight = e.roleWeight();
    strangerDiscount = e.strangerDiscount();
    prfDocs = e.prfDocs();
    prfAlpha = e.prfAlpha();
    prfLaneWeight = e.prfLaneWeight();
    prfBroadOnly = e.prfBroadOnly();
    roleWithinSessions = e.roleWithinSessions();
    sliceStatistics = e.sliceStatistics();
    bm25K1 = e.bm25K1();
    bm25B = e.bm25B();
    bm25FactsOnly = e.bm25FactsOnly();
    mmrLambda = e.mmrLambda();
    duplicateCosine = e.duplicateCosine();
    mmrWithinSessions = e.mmrWithinSessions();
    commonTermShare = e.commonTermShare();
    commonTermFirstOnly = e.commonTermFirstOnly();
    adjacencyTwoAway = e.adjacencyTwoAway();
    adjacencyTwoAwayMiddleExponent = e.adjacencyTwoAwayMiddleExponent();
    coherenceWeight = e.coherenceWeight();
    coherencePool = e.coherencePool();
    coherenceFactsOnly = e.coherenceFactsOnly();
    speakerBroadOnly = e.speakerBroadOnly();
    dateWeight = e.dateWeight();
    datePool = e.datePool();
    feedbackDocs = e.feedbackDocs();
    feedbackTerms = e.feedbackTerms();
    feedbackWeight = e.feedbackWeight();
    feedbackBroadOnly = e.feedbackBroadOnly();
    speakerNamesOut = e.speakerNamesOut();
    speakerLaneShare = e.speakerLaneShare();
    speakerLaneBroadOnly = e.speakerLaneBroadOnly();
    openerPool = e.openerPool();
  }

  ExtrasBuilder termFeedback(int docs, int terms, double weight, boolean broadOnly) {
    feedbackDocs = docs;
    feedbackTerms = terms;
    feedbackWeight = weight;
    feedbackBroadOnly = broadOnly;
    return this;
  }

  ExtrasBuilder sessionWeight(double v) {
    sessionWeight = v;
    return this;
  }

  ExtrasBuilder collapseMessages(boolean v) {
    collapseMessages = v;
    return this;
  }

  ExtrasBuilder temporalWeight(double v) {
    temporalWeight = v;
    return this;
  }

  ExtrasBuilder claimEvidence(double v) {
    claimEvidence = v;
    return this;
  }

  ExtrasBuilder adjacencyChunkExponent(double v) {
    adjacencyChunkExponent = v;
    return this;
  }

  ExtrasBuilder sessionDiversity(double v) {
    sessionDiversity = v;
    return this;
  }

  ExtrasBuilder speakerWeight(double v) {
    speakerWeight = v;
    return this;
  }

  ExtrasBuilder speakerBroadOnly(boolean v) {
    speakerBroadOnly = v;
    return this;
  }

  ExtrasBuilder roleWeight(double v) {
    roleWeight = v;
    return this;
  }

  ExtrasBuilder strangerDiscount(double v) {
    strangerDiscount = v;
    return this;
  }

  ExtrasBuilder prfDocs(int v) {
    prfDocs = v;
    return this;
  }

  ExtrasBuilder prfAlpha(double v) {
    prfAlpha = v;
    return this;
  }

  ExtrasBuilder prfLaneWeight(double v) {
    prfLaneWeight = v;
    return this;
  }

  ExtrasBuilder prfBroadOnly(boolean v) {
    prfBroadOnly = v;
    return this;
  }

  ExtrasBuilder roleWithinSessions(boolean v) {
    roleWithinSessions = v;
    return this;
  }

  ExtrasBuilder sliceStatistics(boolean v) {
    sliceStatistics = v;
    return this;
  }

  ExtrasBuilder bm25(double k1, double b, boolean factsOnly) {
    bm25K1 = k1;
    bm25B = b;
    bm25FactsOnly = factsOnly;
    return this;
  }

  ExtrasBuilder mmr(double lambda, double duplicate, boolean withinSessions) {
    mmrLambda = lambda;
    duplicateCosine = duplicate;
    mmrWithinSessions = withinSessions;
    return this;
  }

  ExtrasBuilder commonTerms(double share, boolean firstOnly) {
    commonTermShare = share;
    commonTermFirstOnly = firstOnly;
    return this;
  }

  ExtrasBuilder adjacencyTwoAway(double share, double middleExponent) {
    adjacencyTwoAway = share;
    adjacencyTwoAwayMiddleExponent = middleExponent;
    return this;
  }

  ExtrasBuilder coherence(double weight, int pool, boolean factsOnly) {
    coherenceWeight = weight;
    coherencePool = pool;
    coherenceFactsOnly = factsOnly;
    return this;
  }

  ExtrasBuilder speakerLanes(double share, boolean broadOnly) {
    speakerLaneShare = share;
    speakerLaneBroadOnly = broadOnly;
    return this;
  }

  ExtrasBuilder speakerNamesOut(QuerySpeakers.Out v) {
    speakerNamesOut = v;
    return this;
  }

  ExtrasBuilder questionDates(double weight, int pool) {
    dateWeight = weight;
    datePool = pool;
    return this;
  }

  ExtrasBuilder openerPool(int v) {
    openerPool = v;
    return this;
  }

  RankingConfig.Extras build() {
    return new RankingConfig.Extras(
        sessionWeight,
        collapseMessages,
        temporalWeight,
        claimEvidence,
        adjacencyChunkExponent,
        sessionDiversity,
        speakerWeight,
        roleWeight,
        strangerDiscount,
        prfDocs,
        prfAlpha,
        prfLaneWeight,
        prfBroadOnly,
        roleWithinSessions,
        sliceStatistics,
        bm25K1,
        bm25B,
        bm25FactsOnly,
        mmrLambda,
        duplicateCosine,
        mmrWithinSessions,
        commonTermShare,
        commonTermFirstOnly,
        adjacencyTwoAway,
        adjacencyTwoAwayMiddleExponent,
        coherenceWeight,
        coherencePool,
        coherenceFactsOnly,
        speakerBroadOnly,
        dateWeight,
        datePool,
        feedbackDocs,
        feedbackTerms,
        feedbackWeight,
        feedbackBroadOnly,
        speakerNamesOut,
        speakerLaneShare,
        speakerLaneBroadOnly,
        openerPool);
  }
}
