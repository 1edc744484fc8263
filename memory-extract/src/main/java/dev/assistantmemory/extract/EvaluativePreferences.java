package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.EvaluativeLexicon.ADJ_DISLIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.ADJ_DISLIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.ADJ_LIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.ADJ_LIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.IDIOM_DISLIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.IDIOM_DISLIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.IDIOM_LIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.IDIOM_LIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.STRONG_DISLIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.STRONG_DISLIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.STRONG_LIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.STRONG_LIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.TASTE_DISLIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.TASTE_DISLIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.TASTE_LIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.TASTE_LIKE_NL;

import dev.assistantmemory.extract.EvaluativeRules.Kind;
import dev.assistantmemory.extract.EvaluativeRules.Rule;
import dev.assistantmemory.extract.Preferences.Pref;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Evaluations whose object is the subject or a fronted phrase (issue 13, stop 31), read after the
 * verb rules of {@link Preferences} and adding only what they left out: "Hiking in the rain is
 * weirdly my favourite thing", "Loud restaurants put me off", "Online banking I'm fine with",
 * "Board games with friends, love it", "Monopoly though, never again", "Never liked camping", "I'd
 * take a train over a plane any day", "Lange vluchten, daar word ik niet vrolijk van", "Vroeg
 * opstaan vind ik prima, maar laat naar bed gaan daar heb ik een hekel aan".
 *
 * <p>The sentence is cut at contrast words ("but", "though", "maar") and semicolons, each clause
 * also at its commas; each piece is read against the {@link EvaluativeLexicon}. Negation scope: a
 * "not" / "n't" / "never" / "niet" / "geen" on the copula or before the predicate turns a like into
 * a dislike and a dislike into nothing; a like is dropped whenever a negator stands anywhere else
 * in its piece, so a dislike is never stored as a like. Only the speaker's own evaluations count:
 * no question, no "if" / "als", no reported opinion ("my sister says"), no person as the thing, no
 * evaluation of the moment ("today", "vandaag"). A plain adjective ("lovely", "gezellig") counts
 * only of a thing in general (a bare noun phrase) or when set against the other sign in the same
 * sentence; a mild one ("fine", "prima", "I don't mind", "niet erg") only against a dislike or
 * beside a like.
 */
final class EvaluativePreferences {

  private EvaluativePreferences() {}

  private static Pattern p(String regex) {
    return EvaluativeRules.p(regex);
  }

  private record Reading(String object, boolean like, Kind kind) {}

  /** Cut at contrast words and semicolons; "X though, never again" loses its "though". */
  private static final Pattern CONTRAST =
      p(
          "\\s*;\\s*|,?\\s+(?:but|though|although|however|whereas|maar|terwijl|alleen)\\s+|\\s*[:–—]\\s+");

  private static final Pattern THOUGH =
      p("\\s+(?:though|tho|echter|dan weer|daarentegen)(?=\\s*,|\\W*$)");

  private static final Pattern LEAD =
      p(
          "^(?:(?:and|but|so|oh|also|honestly|weirdly|actually|en|maar|dus|ook|eerlijk gezegd|nou|oké|ok)"
              + ",?\\s+)+");

  /**
   * A disgusted interjection first ("eww no, ...", "bah nee, ..."): read on, but no like (stop 40).
   */
  private static final Pattern DISGUST =
      p(
          "^\\W*(?:e+w+|ugh|urgh|yuck|bah|jakkes|gatver\\p{L}*|gadver\\p{L}*)(?:,?\\s+(?:no|nope|nee))?\\W+");

  /** A piece that hangs on another ("even if they cost more") states nothing of its own. */
  private static final Pattern SUBORDINATE =
      p(
          "^(?:even if|even though|if|when|whenever|because|since|as long as|unless|als|wanneer|omdat"
              + "|want|tenzij|zolang|ook al|al)\\b");

  private static final Pattern NOT_OWN =
      p(
          "\\?\\s*$|^\\W*(?:if|what if|suppose|imagine|als|stel dat|wat als|mocht)\\b"
              + "|\\b(?:says|said|thinks|reckons|told me|claims|according to|zegt|zei|zeggen|vindt|vond"
              + "|denkt|dacht|beweert|volgens)\\b|\\b(?:would you|do you|did you|vind je|vind jij|wil je)\\b");

  private static final Pattern MOMENT =
      p(
          "\\b(?:today|tonight|this (?:morning|afternoon|evening|week|weekend|time)|right now|at the"
              + " moment|(?<!never )again|yesterday|last (?:night|week|time)|so far|already|vandaag|vanavond"
              + "|vanochtend|vanmiddag|gisteren|deze week|dit weekend|momenteel|op dit moment|(?<!nooit )weer|nu"
              + "|net|al)\\b");

  private static final Pattern NEGATOR =
      p("\\b(?:not|never|no|niet|nooit|geen|nobody|none)\\b|n't\\b");

  /** The thing must be a thing: no pronoun, no person. */
  private static final Pattern NOT_A_THING =
      p(
          "\\b(?:i|you|he|she|we|they|it|this|that|there|what|who|which|ik|jij|je|hij|zij|ze|we|wij"
              + "|dit|er|daar|hier|toen|dan|wat|wie|me|mij|him|her|them|u|one|ones|everyone|everything|anything"
              + "|nothing|iedereen|alles|niks|niets)\\b"
              + "|^(?:my |our |his |her |their |mijn |m'n |onze |ons |zijn |haar |hun |de |the )?(?:mum|mom|mam"
              + "|dad|boss|manager|sister|brother|wife|husband|partner|girlfriend|boyfriend|son|daughter|kids"
              + "|children|neighbou?rs?|colleagues?|team|teacher|doctor|friend|friends|family|parents"
              + "|moeder|vader|mama|papa|baas|zus|zusje|broer|vrouw|man|vriend|vriendin|zoon|dochter"
              + "|kinderen|buren|buurman|buurvrouw|collega'?s?|leraar|juf|meester|dokter|huisarts|ouders"
              + "|familie)\\b|^(?:het|dat|die|deze)$");

  /** "Tom", "Anna Smit": a name, said of a person more often than of a thing (case kept). */
  private static final Pattern NAME = Pattern.compile("^\\p{Lu}\\p{L}+(?: \\p{Lu}\\p{L}+)?$");

  /** A phrase that names something in general: no article, demonstrative or possessive first. */
  private static final Pattern DETERMINED =
      p(
          "^(?:the|this|that|these|those|my|our|his|her|their|your|a|an|de|het|dit|dat|deze|die"
              + "|mijn|m'n|onze|ons|zijn|haar|hun|je|jouw|een)\\b");

  /**
   * A cheap gate: every rule needs one of these words (the lexicon, the first-person verbs and the
   * fronting words), so a sentence without any is not read further.
   */
  private static final Pattern GATE =
      p(
          "\\b(?:"
              + String.join(
                  "|",
                  TASTE_LIKE_EN,
                  TASTE_DISLIKE_EN,
                  IDIOM_DISLIKE_EN,
                  IDIOM_LIKE_EN,
                  ADJ_LIKE_EN,
                  ADJ_DISLIKE_EN,
                  TASTE_LIKE_NL,
                  TASTE_DISLIKE_NL,
                  IDIOM_DISLIKE_NL,
                  IDIOM_LIKE_NL,
                  ADJ_LIKE_NL,
                  ADJ_DISLIKE_NL,
                  STRONG_LIKE_EN,
                  STRONG_DISLIKE_EN,
                  STRONG_LIKE_NL,
                  STRONG_DISLIKE_NL)
              + "|(?:not|n't) (?:\\p{L}+ )?for me|love|adore|like|enjoy|hate|loathe|detest|stand|bear"
              + "|never|mind|rather|take|pick|choose|happily|gladly|every (?:single )?time|any day"
              + "|happy|good with|fine|daar|dan|vind ik|nooit|no thanks|no thank you|hard pass|no way"
              + "|yuck|ugh|bliss|without|avoid|steer clear|all for|up for|live for|mijd|vermijd|hekel"
              + "|blij|vrolijk|gelukkig|gek|dol|verzot|geniet|smul|genoeg|tegen|horendol|misselijk"
              + "|ja graag|bah|nee|niet erg)\\b");

  /** The preferences the sentence states that {@code known} does not hold already. */
  static List<Pref> find(String said, Lang lang, List<Pref> known) {
    Matcher disgust = AsciiCase.matcher(DISGUST, said);
    boolean disgusted = disgust.lookingAt();
    String sentence = disgusted ? said.substring(disgust.end()) : said;
    if (!Cues.find(GATE, sentence) || Cues.find(NOT_OWN, sentence)) {
      return List.of();
    }
    List<Reading> readings = new ArrayList<>();
    List<Rule> rules = lang == Lang.NL ? EvaluativeRules.NL : EvaluativeRules.EN;
    for (String clause : CONTRAST.split(Cues.replaceAll(THOUGH, sentence, ""))) {
      Set<String> pieces = new LinkedHashSet<>();
      pieces.add(clause.strip());
      String[] commas = Rx.split(clause, "\\s*,\\s*");
      if (commas.length > 1) {
        for (String c : commas) {
          pieces.add(c.strip());
        }
      }
      for (String raw : pieces) {
        String piece = Cues.replaceAll(LEAD, raw, "");
        if (piece.isEmpty() || Cues.find(SUBORDINATE, piece)) {
          continue;
        }
        read(piece, clause, rules, lang, readings);
      }
    }
    List<Pref> kept = keep(readings, sentence, known);
    return disgusted ? kept.stream().filter(k -> !k.like()).toList() : kept;
  }

  private static final Pattern ANAPHORIC =
      p("^(?:the |de |het )?(?:[\\p{L}-]+ ){0,3}ones?$|^(?:ze|hem|them|those|die)$");

  /** "The long rambling ones", "ze": a word that stands for a thing named before, no thing. */
  static boolean anaphoric(String object) {
    return AsciiCase.matcher(ANAPHORIC, object.strip()).find();
  }

  /** A question, a supposition or someone else's opinion: not the speaker's own taste. */
  static boolean notOwn(String sentence) {
    return Cues.find(NOT_OWN, sentence);
  }

  /** A person, a pronoun or an occasion ("my boss", "that", "the weather"): no thing to like. */
  static boolean noThing(String object) {
    return Cues.find(NOT_A_THING, object) || Cues.find(OCCASION, object);
  }

  /** "today", "vandaag": an evaluation of the moment, not a taste. */
  static boolean ofTheMoment(String sentence) {
    return Cues.find(MOMENT, sentence);
  }

  /** "I'd take a train over a plane": a preference said with a modal, no task. */
  static boolean modal(String sentence, Lang lang) {
    if (lang != Lang.EN || Cues.find(NOT_OWN, sentence)) {
      return false;
    }
    String s = AsciiCase.matcher(LEAD, sentence.strip()).replaceAll("");
    for (Rule r : EvaluativeRules.MODAL_EN) {
      if (AsciiCase.matcher(r.pattern(), s).find()) {
        return true;
      }
    }
    return false;
  }

  private static void read(
      String piece, String clause, List<Rule> rules, Lang lang, List<Reading> out) {
    for (Rule rule : rules) {
      if (!Cues.mayMatch(rule.pattern(), piece)) {
        continue; // none of the rule's cue words
      }
      Matcher m = AsciiCase.matcher(rule.pattern(), piece);
      if (!m.find()) {
        continue;
      }
      String np = group(m, "np", "np2", "np3", "np4");
      if (np == null) {
        continue;
      }
      if (Cues.find(NEGATOR, np)) {
        return; // "Loud restaurants don't put me off": a negation the rule does not read
      }
      boolean negated = group(m, "neg", "neg2") != null;
      boolean bare =
          rule.pattern().pattern().contains("rather\\s+")
              && Rx.split(np.strip(), "\\s+").length < 2;
      if (bare && AsciiCase.matcher(BARE_VERB, np.strip()).matches()) {
        continue; // "I'd rather wait": an act, no thing named
      }
      if (negated && !rule.negatable()) {
        return; // a negation the rule does not read: say nothing
      }
      boolean like = negated ? false : rule.like();
      if (negated && !rule.like()) {
        return; // "Connections aren't a nightmare": no preference either way
      }
      String object = Preferences.object(np, lang);
      if (object == null || object.isBlank() || Rx.split(object, "\\s+").length > 10) {
        continue;
      }
      if (Cues.find(NOT_A_THING, Cues.replaceAll(DEMONSTRATIVE, object, ""))
          || rule.kind() != Kind.TASTE && Cues.find(NAME, object) && !general(object, lang)
          || Cues.find(NAME, object) && GivenNames.isPlainName(Rx.split(object, " ")[0])) {
        continue; // not a thing here: a later rule may read the piece better
      }
      if (EvaluativeRules.strong(rule)
          && (Cues.find(COPULA, object) || like && Cues.find(POINTED, object))) {
        continue; // "That bowl is gorgeous!", "Your drive is awesome": a compliment, no taste
      }
      if (!like
          && EvaluativeRules.strong(rule)
          && Cues.find(NEGATOR, clause.replace(m.group(), " "))) {
        return; // "Commuting is draining, I don't really hate it": taken back, no taste
      }
      if (Cues.find(OCCASION, object)) {
        return; // "The weather is awful", "Your answer is superb": an occasion, no taste
      }
      if (Cues.find(MOMENT, piece)) {
        return; // "The traffic is awful today": the moment, not a taste
      }
      if (like && !negated && rule.kind() != Kind.MILD && rule.kind() != Kind.ALLOW) {
        // any negator outside what the rule read makes the sign unclear: never guess a like
        // (stop 36) a clause of its own after "and" / "but" is out of scope: "Marmite is amazing
        // and I won't hear otherwise"
        String after = Rx.split(piece.substring(m.end()), NEXT_CLAUSE)[0];
        String rest = piece.substring(0, m.start()) + " " + np + " " + after;
        if (Cues.find(NEGATOR, rest)) {
          return;
        }
      }
      // "Long phone calls are the worst, I'd much rather email": a bare word only against a dislike
      Kind kind =
          bare
              ? Kind.MILD
              : rule.kind() == Kind.PLAIN && !Cues.find(DETERMINED, object) && general(object, lang)
                  ? Kind.TASTE
                  : rule.kind();
      out.add(new Reading(object, like, kind));
      return;
    }
  }

  /**
   * One occasion or the listener's work, not a kind of thing one likes (stop 36): "the weather",
   * "the meeting", "your answer", "de uitslag".
   */
  private static final Pattern OCCASION =
      p(
          "^(?:the|this|that|your|today's|de|het|dit|dat|je|jouw|uw)\\s+(?:[\\p{L}-]+\\s+)?(?:weather|forecast"
              + "|traffic|news|results?|scores?|answers?|response|reply|explanation|summary|suggestions?"
              + "|meeting|call|situation|day|week|morning|afternoon|evening|night|weekend|game|match|weer"
              + "|nieuws|uitslag|antwoord|reactie|uitleg|samenvatting|vergadering|situatie|dag|week"
              + "|ochtend|middag|avond|nacht|wedstrijd)\\W*$");

  /**
   * A thing pointed at or the listener's ("That photo is stunning!", "Your determination is
   * awesome"): praise said to someone, not the speaker's taste (stop 36, seen on LoCoMo chat).
   */
  private static final Pattern POINTED =
      p(
          "^(?:that|this|those|these|all those|all these|your|jouw|je|uw|dat|dit|die|deze)\\b|\\byour\\b");

  /** A thing that holds a verb of its own is two clauses, not one thing. */
  private static final Pattern COPULA = p("\\b(?:is|are|was|were|zijn|waren)\\b");

  /** "That podcast", "this café": a determiner, not the pronoun "that" (stop 36). */
  private static final Pattern DEMONSTRATIVE = p("^(?:that|this|these|those)\\s+(?=\\p{L})");

  /** Where a coordinated clause with its own subject starts: a negator there is not ours. */
  private static final String NEXT_CLAUSE =
      "(?i)\\s+(?:and|but|so|en|maar|dus)\\s+(?=(?:i|you|we|nobody|no one|no-one|ik|je|jij|wij"
          + "|niemand)\\b)";

  /** Verbs of staying or waiting: after a bare "I'd rather" no thing is named. */
  private static final Pattern BARE_VERB =
      p(
          "(?:wait|go|leave|stay|sleep|rest|walk|sit|stand|die|pass|not|skip|help|listen|talk|work"
              + "|read|relax|chill|watch|eat|drink|cook|drive|run|swim|know|see|ask|keep|try|be)");

  /** A bare plural, a gerund or a phrase of several words: a kind of thing, not one thing. */
  private static boolean general(String object, Lang lang) {
    String head = object.toLowerCase(Locale.ROOT);
    if (object.contains(" ")) {
      return true;
    }
    return lang == Lang.NL
        ? head.endsWith("en") || head.endsWith("s")
        : head.endsWith("s") || head.endsWith("ing");
  }

  /**
   * "I don't mind the commute, I actually enjoy ...", "..., ik luister dan lekker podcasts": what
   * turns a "don't mind" into a like; alone it states no preference.
   */
  private static final Pattern POSITIVE =
      p(",\\s+.*\\b(?:enjoy|love|like|actually|lekker|heerlijk|fijn|leuk|genieten|geniet)\\b");

  private static List<Pref> keep(List<Reading> readings, String sentence, List<Pref> known) {
    boolean anyLike = known.stream().anyMatch(Pref::like);
    boolean anyDislike = known.stream().anyMatch(p -> !p.like());
    for (Reading r : readings) {
      if (r.kind() == Kind.TASTE) {
        anyLike |= r.like();
        anyDislike |= !r.like();
      }
    }
    List<Pref> out = new ArrayList<>();
    List<Pref> all = new ArrayList<>(known);
    for (Reading r : readings) {
      boolean keep =
          switch (r.kind()) {
            case TASTE -> true;
            case PLAIN ->
                r.like()
                    ? anyDislike || hasPlain(readings, false)
                    : anyLike || hasPlain(readings, true);
            case MILD -> anyDislike;
            case ALLOW -> !anyDislike && (anyLike || Cues.find(POSITIVE, sentence));
          };
      if (!keep || all.stream().anyMatch(p -> similar(p.object(), r.object()))) {
        continue;
      }
      Pref pref = new Pref(r.object(), r.like());
      out.add(pref);
      all.add(pref);
    }
    return out;
  }

  private static boolean hasPlain(List<Reading> readings, boolean like) {
    return readings.stream().anyMatch(r -> r.kind() == Kind.PLAIN && r.like() == like);
  }

  /** The first of the named groups that matched, or null (a rule may lack some of them). */
  static String group(Matcher m, String... names) {
    for (String n : names) {
      try {
        if (m.group(n) != null) {
          return m.group(n);
        }
      } catch (IllegalArgumentException e) {
        // the rule has no such group
      }
    }
    return null;
  }

  /** Most content words of the shorter phrase appear in the other (one thing said twice). */
  static boolean similar(String a, String b) {
    Set<String> x = words(a);
    Set<String> y = words(b);
    if (x.isEmpty() || y.isEmpty()) {
      return a.equalsIgnoreCase(b);
    }
    long common = x.stream().filter(y::contains).count();
    return common > 0 && common >= Math.ceil(0.5 * Math.min(x.size(), y.size()));
  }

  private static final Set<String> STOP =
      Set.of(
          "a",
          "an",
          "the",
          "of",
          "in",
          "on",
          "my",
          "de",
          "het",
          "een",
          "van",
          "op",
          "mijn",
          "dislikes");

  private static Set<String> words(String s) {
    Set<String> out = new LinkedHashSet<>();
    for (String w : Rx.split(s.toLowerCase(Locale.ROOT), "[^\\p{L}\\p{N}]+")) {
      if (!w.isEmpty() && !STOP.contains(w)) {
        out.add(w);
      }
    }
    return out;
  }
}
