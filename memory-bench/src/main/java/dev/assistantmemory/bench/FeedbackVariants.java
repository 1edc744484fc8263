package dev.assistantmemory.bench;

import dev.assistantmemory.core.retrieve.QuerySpeakers;
import dev.assistantmemory.core.retrieve.RankingConfig;
import java.util.Map;

/**
 * The ranking variants of issue 14's tenth pass (retrieval10), kept apart from {@link
 * RetrievalHarness}'s earlier passes so that the harness stays small.
 */
final class FeedbackVariants {
  private FeedbackVariants() {}

  /**
   * Issue 14, tenth pass (retrieval10): on top of the current default ({@code B+date1.0p100}),
   * lexical pseudo-relevance feedback ({@code +fbK tT wW} and {@code g} for gathering questions
   * only: the first K candidates' T weightiest words as a second lexical lane of W times the
   * lexical weight).
   */
  static void tenthPass(Map<String, RankingConfig> v, RankingConfig now) {
    String n = "default+collapse+adjchunks1+bm25k0.3b0.75f+coh0.1p20f+speakerb0.8+date1.0p100";
    RankingConfig current =
        now.withBm25(0.3, 0.75, true)
            .withCoherence(0.1, 20, true)
            .withSpeakerWeight(0.8, true)
            .withQuestionDates(1, 100);
    // Larger (and one smaller) candidate pools per lane, every stage after fusion as the default.
    for (int pool : new int[] {60, 150, 200}) {
      v.put(
          n + "+cand" + pool,
          new RankingConfig(
              current.minMax(),
              current.fusion(),
              current.lexicalWeight(),
              current.vectorWeight(),
              current.rrfK(),
              current.dropQuestionWords(),
              current.adjacencyBonus(),
              current.adjacencySeeds(),
              pool,
              current.extras()));
    }
    // The speaker stage for every question naming a speaker (with -DvectorNoName, the name leaves
    // the query vector; the stage keeps the named person's turns in front).
    for (double w : new double[] {0.2, 0.4, 0.8}) {
      v.put(
          "default+collapse+adjchunks1+bm25k0.3b0.75f+coh0.1p20f+speaker" + w + "+date1.0p100",
          current.withSpeakerWeight(w, false));
    }
    // Stop 33 (speaker15): the speakers' first names out of the embedded question ("+nonamev"),
    // and out of the lexical lanes' terms too ("+nonamevl"), by the service's rule (QuerySpeakers);
    // "service-default" is RankingConfig.DEFAULT itself, whatever it switches on.
    v.put(n + "+nonamev", current.withSpeakerNamesOut(QuerySpeakers.Out.VECTOR));
    v.put(n + "+nonamevl", current.withSpeakerNamesOut(QuerySpeakers.Out.VECTOR_AND_LEXICAL));
    v.put("service-default", RankingConfig.DEFAULT);
    // Stop 34 (retrieval16): the named speakers' own lanes (SpeakerLanes) on the service default,
    // at a share of each first lane's weight ("b": for questions that gather evidence only).
    for (double share : new double[] {0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 0.75, 1}) {
      v.put("service-default+spk" + share, RankingConfig.DEFAULT.withSpeakerLanes(share, false));
      v.put(
          "service-default+spk" + share + "b", RankingConfig.DEFAULT.withSpeakerLanes(share, true));
    }
    // Stop 35 (lme17): claim-to-evidence expansion and the role stage within sessions, each on
    // the service default as it now is.
    for (double share : new double[] {0.25, 0.5, 1}) {
      v.put("service-default+claimev" + share, RankingConfig.DEFAULT.withClaimEvidence(share));
    }
    v.put("service-default+rolesess0.4", RankingConfig.DEFAULT.withRoleWithinSessions(0.4));
    // Stop 43 (retrieval43): the user's opening message behind its conversation's best turn.
    // On by default over 30 since stop 44 (retrieval44); "service-default-opener" is the default
    // without it.
    for (int pool : new int[] {20, 30, 40, 50}) {
      v.put("service-default+opener" + pool, RankingConfig.DEFAULT.withOpeners(pool));
    }
    v.put("service-default-opener", RankingConfig.DEFAULT.withOpeners(0));
    // Stop 45 (retrieval45): session-level scoring feeding turn ranking and the query-side
    // temporal stage, each on the service default as it now is (opener stage on).
    for (double w : new double[] {0.05, 0.1, 0.15, 0.3}) {
      v.put("service-default+session" + w, RankingConfig.DEFAULT.withSessionWeight(w));
    }
    for (double w : new double[] {0.1, 0.2}) {
      v.put("service-default+temporal" + w, RankingConfig.DEFAULT.withTemporalWeight(w));
    }
    for (int k : new int[] {3, 5, 10}) {
      for (int t : new int[] {5, 10, 20}) {
        for (double w : new double[] {0.1, 0.2, 0.3, 0.5}) {
          String p = n + "+fb" + k + "t" + t + "w" + w;
          v.put(p, current.withTermFeedback(k, t, w, false));
          v.put(p + "g", current.withTermFeedback(k, t, w, true));
        }
      }
    }
  }

  /** A capitalised word after the first word of the text (not "I"), with a possessive. */
  static final java.util.regex.Pattern CAPITALISED =
      java.util.regex.Pattern.compile("(?<=\\S\\s{1,9})(?!I\\b)\\p{Lu}[\\p{L}\\p{N}]*('s)?\\b");

  /** The question without the names, spaces folded. */
  static String withoutNames(String question, java.util.regex.Pattern names) {
    String out = names.matcher(question).replaceAll("").replaceAll("\\s+", " ").strip();
    return out.isEmpty() ? question : out;
  }
}
