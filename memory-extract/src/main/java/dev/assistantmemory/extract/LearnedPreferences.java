package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.Extractor;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import opennlp.tools.ml.model.MaxentModel;

/**
 * A maximum-entropy model (Apache OpenNLP's GIS) over a user's sentence ({@link
 * PreferenceSentences}: words, the sign words of {@link TasteWords} with negation scope, contrast,
 * sarcasm and the neighbouring sentences) that says whether it states a taste of the speaker and
 * its sign: {@code none}, {@code like}, {@code dislike}, {@code mixed} (stop 41). Behind the rules
 * it adds a preference to a sentence the rules found none in, with its thing from {@link
 * TasteSpans}:
 *
 * <ul>
 *   <li>a dislike at P(dislike) at least {@code dislike}, only with a negative sign word ("hate",
 *       "not a fan") in the sentence or the next one, or a sarcasm mark;
 *   <li>a like at P(like) at least {@code like}, only with a positive sign word, no negator, no
 *       negative sign word here or in the next sentence, no hedge, in a message that is not ironic.
 * </ul>
 *
 * <p>The model never turns the rules' sign: a rule's like in a sentence the model finds a dislike
 * in (at least {@code veto}, with negative evidence) is dropped, never stored as a dislike. A
 * question adds nothing. Trained offline on the readable labelled lines by {@code memory-bench}'s
 * {@code PreferenceTrainer}, which writes {@link #RESOURCE}. The service runs the rules alone;
 * {@code -Dextract.learnedPreferences=<dislike>,<like>} puts the model behind them ({@link
 * #switchedOn}: the bench's switch).
 */
public final class LearnedPreferences implements Extractor {
  public static final String PROPERTY = "extract.learnedPreferences";

  public static final String RESOURCE = "preference-detector.bin.gz";

  public static final String NONE = "none";
  public static final String LIKE = "like";
  public static final String DISLIKE = "dislike";
  public static final String MIXED = "mixed";

  /**
   * The thresholds the trainer's cross-validation picks (stop 41), for {@link #behind}: the 5-fold
   * run over the readable lines and the run that holds v14's dev split out (no rule was written
   * from it before this stop) found no dislike threshold that adds a true dislike, and a like
   * threshold of 0.7 adds one true like on v14 dev and one false like in the 5 folds. The veto and
   * the lexicon-free reading ({@link #STRONG_AT}) only lost. The service does not run the model.
   */
  public static final double DISLIKE_AT = 2.0;

  public static final double LIKE_AT = 0.7;

  public static final double VETO_AT = 2.0;

  /** Above this the model needs no sign word of the lexicon (still no contrary evidence). */
  public static final double STRONG_AT = 2.0;

  private final Extractor rules;
  private final MaxentModel model;
  private final double dislike;
  private final double like;
  private final double veto;
  private final double strong;

  public LearnedPreferences(
      Extractor rules, MaxentModel model, double dislike, double like, double veto, double strong) {
    this.rules = rules;
    this.model = model;
    this.dislike = dislike;
    this.like = like;
    this.veto = veto;
    this.strong = strong;
  }

  /** The rules behind the committed model at the service's thresholds. */
  public static LearnedPreferences behind(Extractor rules) {
    return new LearnedPreferences(rules, Holder.MODEL, DISLIKE_AT, LIKE_AT, VETO_AT, STRONG_AT);
  }

  private static final class Holder {
    static final MaxentModel MODEL = shipped();
  }

  /**
   * The rules alone, or behind the committed model when {@code -Dextract.learnedPreferences=
   * <dislike>,<like>} asks for it (the service runs the rules alone: see {@link #DISLIKE_AT}).
   */
  public static Extractor switchedOn(Extractor rules) {
    String value = System.getProperty(PROPERTY, "off");
    if (value.equals("off")) {
      return rules;
    }
    String[] t = value.split(",");
    return new LearnedPreferences(
        rules,
        Holder.MODEL,
        Double.parseDouble(t[0]),
        Double.parseDouble(t[1]),
        VETO_AT,
        STRONG_AT);
  }

  /** The committed model. */
  public static MaxentModel shipped() {
    return MaxentModels.read(RESOURCE);
  }

  @Override
  public String name() {
    return rules.name() + "+preferences";
  }

  /** The contexts of a message's sentences the model reads (the trainer's events). */
  public static List<String[]> contexts(ExtractionInput in, Extraction found) {
    List<String[]> out = new ArrayList<>();
    PreferenceSentences.clauses(in, found).forEach(c -> out.add(c.context()));
    return out;
  }

  /** The sentences of a message the model reads. */
  public static List<String> sentences(ExtractionInput in, Extraction found) {
    List<String> out = new ArrayList<>();
    PreferenceSentences.clauses(in, found).forEach(c -> out.add(c.sentence()));
    return out;
  }

  @Override
  public Extraction extract(ExtractionInput in) {
    Extraction found = rules.extract(in);
    List<PreferenceSentences.Clause> clauses = PreferenceSentences.clauses(in, found);
    if (clauses.isEmpty()) {
      return found;
    }
    String text = in.text();
    boolean ironic =
        Cues.find(Rules.IRONY, text) || NoCommitment.ironic(text) || Sarcasm.marked(text);
    List<Integer> vetoed = new ArrayList<>();
    List<Fact> added = new ArrayList<>();
    List<String> objects = new ArrayList<>();
    for (Fact f : found.facts()) {
      if ("HAS_PREFERENCE".equals(f.predicate()) && f.objectValue() != null) {
        objects.add(f.objectValue());
      }
    }
    for (PreferenceSentences.Clause c : clauses) {
      double[] p = model.eval(c.context());
      double pDislike = p[model.getIndex(DISLIKE)];
      double pLike = p[model.getIndex(LIKE)];
      boolean negativeEvidence =
          c.negativeCue() || c.nextNegative() || Sarcasm.marked(c.sentence());
      if (!c.rulePrefs().isEmpty()) {
        if (pDislike >= veto && negativeEvidence) {
          for (int f : c.rulePrefs()) {
            String value = found.facts().get(f).objectValue();
            if (value != null && !value.startsWith(RuleBasedExtractor.DISLIKES)) {
              vetoed.add(f);
            }
          }
        }
        continue;
      }
      if (c.sentence().strip().endsWith("?") || NoCommitment.commitsNobody(c.sentence())) {
        continue;
      }
      Boolean sign = null;
      if (pDislike >= dislike
          && pDislike >= pLike
          && (negativeEvidence || pDislike >= strong && !c.positiveCue())) {
        sign = false;
      } else if (pLike >= like
          && pLike > pDislike
          && (c.positiveCue() || pLike >= strong)
          && !c.negated()
          && !negativeEvidence
          && !ironic
          && !c.turned()
          && !LexiconPreferences.hedged(c.sentence())) {
        sign = true;
      }
      if (sign == null) {
        continue;
      }
      String object = TasteSpans.object(c.sentence(), !sign);
      if (object == null
          || !LexiconPreferences.taste(object)
          || EvaluativePreferences.anaphoric(object)
          || person(object, found.mentions())
          || covered(object, objects)) {
        continue;
      }
      objects.add(object);
      String value = sign ? object : RuleBasedExtractor.DISLIKES + object;
      added.add(
          new Fact(Extraction.SELF, "HAS_PREFERENCE", value, null, null, false, c.sentence()));
    }
    if (vetoed.isEmpty() && added.isEmpty()) {
      return found;
    }
    List<Fact> facts = new ArrayList<>();
    for (int f = 0; f < found.facts().size(); f++) {
      if (!vetoed.contains(f)) {
        facts.add(found.facts().get(f));
      }
    }
    facts.addAll(added);
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

  /** Whether the thing is a person the message names ("I love Sam"): no taste. */
  private static boolean person(String object, List<Mention> mentions) {
    String low = object.toLowerCase(Locale.ROOT);
    for (Mention m : mentions) {
      if ("Person".equals(m.nodeType()) && low.contains(m.name().toLowerCase(Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }

  /** Whether a preference of the message already names most of the thing. */
  private static boolean covered(String object, List<String> objects) {
    List<String> words = LearnedTaskDetector.words(object);
    for (String o : objects) {
      List<String> other = LearnedTaskDetector.words(o);
      long common = words.stream().filter(other::contains).count();
      if (common > 0 && common * 2 >= Math.min(words.size(), other.size())) {
        return true;
      }
    }
    return false;
  }
}
