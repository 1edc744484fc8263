package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.EvaluativeLexicon.ADJ_DISLIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.ADJ_DISLIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.ADJ_LIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.ADJ_LIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.ADV;
import static dev.assistantmemory.extract.EvaluativeLexicon.IDIOM_DISLIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.IDIOM_DISLIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.IDIOM_LIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.IDIOM_LIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.TASTE_DISLIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.TASTE_DISLIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.TASTE_LIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.TASTE_LIKE_NL;

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
    return Pattern.compile(regex, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
  }

  /** The thing evaluated: a phrase without a comma, at the start of its piece. */
  private static final String NP = "(?<np>[\\p{L}\\p{N}][\\p{L}\\p{N}'’&\\- ]{0,60}?)";

  private static final String END =
      "(?=\\W*$|\\s*[,;.!]|\\s+(?:even|however|though|as|because"
          + "|when|if|since|and|al|want|omdat|als|dus|dan|hoor|zeker)\\b)";

  private static final String COP_EN =
      ADV + "(?:is|are|'s|'re)(?<neg>n'?t| not)?\\s+" + ADV + "(?<neg2>not\\s+)?" + ADV;

  private static final String COP_NL =
      ADV + "(?:is|zijn)\\s+" + ADV + "(?<neg>niet\\s+(?:zo\\s+|echt\\s+)?)?" + ADV;

  /** Strength of a reading: TASTE stands alone, PLAIN needs a general thing or a contrast. */
  private enum Kind {
    TASTE,
    PLAIN,
    /** "fine", "prima": a like only set against a dislike. */
    MILD,
    /** "I don't mind", "niet erg": a like unless set against a dislike. */
    ALLOW
  }

  private record Reading(String object, boolean like, Kind kind) {}

  private record Rule(Pattern pattern, boolean like, Kind kind, boolean negatable) {}

  private static final List<Rule> EN =
      List.of(
          new Rule(p("^" + NP + "\\s+" + COP_EN + TASTE_LIKE_EN + "\\b"), true, Kind.TASTE, true),
          new Rule(
              p("^" + NP + "\\s+" + COP_EN + TASTE_DISLIKE_EN + "\\b"), false, Kind.TASTE, true),
          new Rule(
              p(
                  "^"
                      + NP
                      + "\\s+"
                      + ADV
                      + "(?:is|are|'s|'re)(?:n'?t| not)\\s+"
                      + ADV
                      + "(?:for me|my (?:thing|scene|idea of fun|cup of tea|jam))\\b"),
              false,
              Kind.TASTE,
              false),
          new Rule(p("^" + NP + "\\s+(?:" + IDIOM_DISLIKE_EN + ")\\b"), false, Kind.TASTE, false),
          new Rule(p("^" + NP + "\\s+(?:" + IDIOM_LIKE_EN + ")\\b"), true, Kind.TASTE, false),
          new Rule(
              p("^" + NP + "\\s+" + COP_EN + "(?:" + "fine|ok|okay|alright" + ")" + END),
              true,
              Kind.MILD,
              true),
          new Rule(p("^" + NP + "\\s+" + COP_EN + ADJ_LIKE_EN + END), true, Kind.PLAIN, true),
          new Rule(p("^" + NP + "\\s+" + COP_EN + ADJ_DISLIKE_EN + END), false, Kind.PLAIN, true),
          // "Online banking I'm fine with", "Board games with friends, love it", "X, never again"
          new Rule(
              p(
                  "^"
                      + NP
                      + ",?\\s+i(?:'m| am)\\s+"
                      + ADV
                      + "(?:fine|ok|okay|happy|good) with"
                      + "(?: it| that| them)?\\W*$"),
              true,
              Kind.MILD,
              false),
          new Rule(
              p(
                  "^"
                      + NP
                      + ",\\s+(?:i\\s+)?"
                      + ADV
                      + "(?:love|adore|like|enjoy)s? (?:it|them|that)"
                      + "(?: to bits)?\\W*$"),
              true,
              Kind.TASTE,
              false),
          new Rule(
              p(
                  "^"
                      + NP
                      + ",\\s+(?:i\\s+)?"
                      + ADV
                      + "(?:hate|loathe|detest|can'?t stand|can'?t bear)"
                      + " (?:it|them|that)\\W*$|^"
                      + NP.replace("np", "np2")
                      + ",\\s+(?:never again|not for me|no thanks|no thank you|hard pass|no way|yuck|ugh)"
                      + "\\W*$"),
              false,
              Kind.TASTE,
              false),
          // "Direct flights every time", "Trains any day"
          new Rule(
              p("^" + NP + ",?\\s+(?:every (?:single )?time|any day(?: of the week)?)" + END),
              true,
              Kind.TASTE,
              false),
          // "Cycling in the sun, bliss", "Fietsen in de zon, heerlijk"
          new Rule(
              p(
                  "^"
                      + NP
                      + ",\\s+(?:heerlijk|geweldig|top|fantastisch|zalig|genieten|lovely|brilliant"
                      + "|bliss|heaven|the best)\\W*$"),
              true,
              Kind.TASTE,
              false),
          // "Small talk I could do without", "I avoid fast food", "I'm all for early nights"
          new Rule(
              p(
                  "^"
                      + NP
                      + ",?\\s+i\\s+(?:can|could)\\s+(?:do|live)\\s+without(?: it| them)?\\W*$"
                      + "|^i\\s+(?:always\\s+|tend to\\s+|try to\\s+)?(?:avoid|steer clear of)\\s+"
                      + NP.replace("np", "np2")
                      + END
                      + "|^ik\\s+(?:mijd|vermijd)\\s+"
                      + NP.replace("np", "np3")
                      + END),
              false,
              Kind.TASTE,
              false),
          new Rule(
              p(
                  "^i(?:'m| am)\\s+(?:all for|always up for)\\s+"
                      + NP
                      + END
                      + "|^i\\s+live\\s+for\\s+"
                      + NP.replace("np", "np2")
                      + END),
              true,
              Kind.TASTE,
              false),
          // "Never liked camping", "I've never really enjoyed cruises"
          new Rule(
              p(
                  "^(?:i\\s+(?:have\\s+|'ve\\s+)?|i've\\s+)?(?:really\\s+|honestly\\s+)?never\\s+(?:really\\s+)?"
                      + "(?:liked|enjoyed|cared for|been (?:a (?:big )?fan of|into|keen on|one for))\\s+"
                      + NP
                      + END),
              false,
              Kind.TASTE,
              false),
          // "I don't mind the commute"
          new Rule(
              p("^i\\s+(?:really\\s+|honestly\\s+)?(?:don'?t|do not) mind\\s+" + NP + END),
              true,
              Kind.ALLOW,
              false),
          // "I'd much rather a small gig", "I'd rather email"
          new Rule(
              p(
                  "^(?:i'd|i would)\\s+(?:much |far |way |so much |a lot |always )?rather\\s+"
                      + "(?:have |go (?:to|for) |take |do |eat |drink |see |watch |get )?"
                      + "(?!not\\b|you\\b|he\\b|she\\b|they\\b|we\\b|it\\b|i\\b|be\\b|stay\\b)"
                      + NP
                      + END),
              true,
              Kind.TASTE,
              false),
          // "I'd take a train over a plane any day"
          new Rule(
              p(
                  "^(?:i'd|i would)\\s+(?:always |happily |gladly |much rather )?(?:take|pick|choose)\\s+"
                      + "(?<np>[^,]{1,40}? over [^,]{1,40}?)(?=\\s+(?:any day|every time|anytime|any time"
                      + "|if|when|whenever)\\b|\\W*$|\\s*,)"),
              true,
              Kind.TASTE,
              false),
          // "I'd happily sit through any opera"
          new Rule(
              p(
                  "^(?:i'd|i would)\\s+(?:happily|gladly)\\s+(?:sit through|watch|eat|listen to|go to"
                      + "|drink|read)\\s+(?:any|anything by|any kind of)\\s+"
                      + NP
                      + END),
              true,
              Kind.TASTE,
              false));

  private static final List<Rule> NL =
      List.of(
          new Rule(
              p("^" + NP + ",\\s+(?:heerlijk|geweldig|top|fantastisch|zalig|genieten)\\W*$"),
              true,
              Kind.TASTE,
              false),
          new Rule(p("^ik\\s+(?:mijd|vermijd)\\s+" + NP + END), false, Kind.TASTE, false),
          new Rule(p("^" + NP + "\\s+" + COP_NL + TASTE_LIKE_NL + "\\b"), true, Kind.TASTE, true),
          new Rule(
              p("^" + NP + "\\s+" + COP_NL + TASTE_DISLIKE_NL + "\\b"), false, Kind.TASTE, false),
          new Rule(p("^" + NP + ",?\\s+(?:" + IDIOM_DISLIKE_NL + ")\\b"), false, Kind.TASTE, false),
          new Rule(p("^" + NP + ",?\\s+(?:" + IDIOM_LIKE_NL + ")\\b"), true, Kind.TASTE, false),
          // "Lange vluchten, daar word ik niet vrolijk van", "X, daar heb ik een hekel aan"
          new Rule(
              p(
                  "^"
                      + NP
                      + ",?\\s+(?:daar|dan|die|dat)\\s+(?:word|raak)\\s+ik\\s+"
                      + ADV
                      + "(?<neg>niet\\s+(?:zo\\s+|echt\\s+)?)?"
                      + ADV
                      + "(?:blij|vrolijk|gelukkig|rustig|enthousiast)\\s+van\\b"
                      + "|^"
                      + NP.replace("np", "np2")
                      + ",?\\s+(?:daar|dan)\\s+ben\\s+ik\\s+"
                      + ADV
                      + "(?<neg2>niet\\s+)?"
                      + "(?:gek|dol|verzot)\\s+op\\b|^"
                      + NP.replace("np", "np3")
                      + ",?\\s+(?:daar|dan)\\s+(?:geniet|smul)\\s+ik\\s+"
                      + ADV
                      + "van\\b"
                      + "|^"
                      + NP.replace("np", "np4")
                      + ",?\\s+(?:daar\\s+kan\\s+ik|ik\\s+kan\\s+er)\\s+"
                      + ADV
                      + "geen genoeg van krijgen\\b"),
              true,
              Kind.TASTE,
              true),
          new Rule(
              p(
                  "^"
                      + NP
                      + ",?\\s+(?:daar\\s+heb\\s+ik|ik\\s+heb\\s+er)\\s+"
                      + ADV
                      + "(?:een\\s+)?(?:grote\\s+|enorme\\s+)?(?:bloed)?hekel\\s+aan\\b"
                      + "|^"
                      + NP.replace("np", "np2")
                      + ",?\\s+(?:daar\\s+(?:kan|word)\\s+ik|ik\\s+(?:kan|word)"
                      + "\\s+er)\\s+"
                      + ADV
                      + "(?:niet\\s+tegen|gek\\s+van|horendol\\s+van|misselijk\\s+van"
                      + "|chagrijnig\\s+van)\\b"),
              false,
              Kind.TASTE,
              false),
          // "Vroeg opstaan vind ik prima", "Dat forenzen vind ik eigenlijk niet erg"
          new Rule(
              p(
                  "^"
                      + NP
                      + "\\s+vind\\s+ik\\s+"
                      + ADV
                      + "(?:prima|oké|ok|goed te doen|best te doen)"
                      + END),
              true,
              Kind.MILD,
              false),
          new Rule(
              p(
                  "^"
                      + NP
                      + "\\s+vind\\s+ik\\s+"
                      + ADV
                      + "niet\\s+(?:zo\\s+)?erg"
                      + END
                      + "|^ik\\s+vind\\s+"
                      + NP.replace("np", "np2")
                      + "\\s+"
                      + ADV
                      + "niet\\s+(?:zo\\s+)?erg"
                      + END),
              true,
              Kind.ALLOW,
              false),
          new Rule(
              p("^" + NP + "\\s+" + COP_NL + "(?:prima|oké|ok|goed)" + END), true, Kind.MILD, true),
          new Rule(p("^" + NP + "\\s+" + COP_NL + ADJ_LIKE_NL + END), true, Kind.PLAIN, true),
          new Rule(p("^" + NP + "\\s+" + COP_NL + ADJ_DISLIKE_NL + END), false, Kind.PLAIN, false),
          // "Internetbankieren prima, maar ...", "Monopoly nooit meer"
          new Rule(p("^" + NP + ",?\\s+(?:prima|oké|ok|ja graag)\\W*$"), true, Kind.MILD, false),
          new Rule(
              p(
                  "^"
                      + NP
                      + ",?\\s+(?:nooit meer|nooit weer|never again|nee dank je|nee bedankt"
                      + "|bah|niks voor mij|niets voor mij)\\W*$"),
              false,
              Kind.TASTE,
              false));

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
                  ADJ_DISLIKE_NL)
              + "|(?:not|n't) (?:\\p{L}+ )?for me|love|adore|like|enjoy|hate|loathe|detest|stand|bear"
              + "|never|mind|rather|take|pick|choose|happily|gladly|every (?:single )?time|any day"
              + "|happy|good with|fine|daar|dan|vind ik|nooit|no thanks|no thank you|hard pass|no way"
              + "|yuck|ugh|bliss|without|avoid|steer clear|all for|up for|live for|mijd|vermijd|hekel"
              + "|blij|vrolijk|gelukkig|gek|dol|verzot|geniet|smul|genoeg|tegen|horendol|misselijk"
              + "|ja graag|bah|nee|niet erg)\\b");

  /** The preferences the sentence states that {@code known} does not hold already. */
  static List<Pref> find(String sentence, Lang lang, List<Pref> known) {
    if (!GATE.matcher(sentence).find() || NOT_OWN.matcher(sentence).find()) {
      return List.of();
    }
    List<Reading> readings = new ArrayList<>();
    List<Rule> rules = lang == Lang.NL ? NL : EN;
    for (String clause : CONTRAST.split(THOUGH.matcher(sentence).replaceAll(""))) {
      Set<String> pieces = new LinkedHashSet<>();
      pieces.add(clause.strip());
      String[] commas = clause.split("\\s*,\\s*");
      if (commas.length > 1) {
        for (String c : commas) {
          pieces.add(c.strip());
        }
      }
      for (String raw : pieces) {
        String piece = LEAD.matcher(raw).replaceAll("");
        if (piece.isEmpty() || SUBORDINATE.matcher(piece).find()) {
          continue;
        }
        read(piece, rules, lang, readings);
      }
    }
    return keep(readings, sentence, known);
  }

  private static final Pattern ANAPHORIC =
      p("^(?:the |de |het )?(?:[\\p{L}-]+ ){0,3}ones?$|^(?:ze|hem|them|those|die)$");

  /** "The long rambling ones", "ze": a word that stands for a thing named before, no thing. */
  static boolean anaphoric(String object) {
    return ANAPHORIC.matcher(object.strip()).find();
  }

  /** "I'd take a train over a plane": a preference said with a modal, no task. */
  static boolean modal(String sentence, Lang lang) {
    if (lang != Lang.EN || NOT_OWN.matcher(sentence).find()) {
      return false;
    }
    String s = LEAD.matcher(sentence.strip()).replaceAll("");
    for (Rule r : EN.subList(EN.size() - 3, EN.size())) {
      if (r.pattern().matcher(s).find()) {
        return true;
      }
    }
    return false;
  }

  private static void read(String piece, List<Rule> rules, Lang lang, List<Reading> out) {
    for (Rule rule : rules) {
      Matcher m = rule.pattern().matcher(piece);
      if (!m.find()) {
        continue;
      }
      String np = group(m, "np", "np2", "np3", "np4");
      if (np == null) {
        continue;
      }
      if (NEGATOR.matcher(np).find()) {
        return; // "Loud restaurants don't put me off": a negation the rule does not read
      }
      boolean negated = group(m, "neg", "neg2") != null;
      if (rule.pattern().pattern().contains("rather\\s+") && np.strip().split("\\s+").length < 2) {
        continue; // "I'd rather read": a bare verb, no thing named
      }
      if (negated && !rule.negatable()) {
        return; // a negation the rule does not read: say nothing
      }
      boolean like = negated ? false : rule.like();
      if (negated && !rule.like()) {
        return; // "Connections aren't a nightmare": no preference either way
      }
      String object = Preferences.object(np, lang);
      if (object == null || object.isBlank() || object.split("\\s+").length > 10) {
        continue;
      }
      if (NOT_A_THING.matcher(object).find()
          || rule.kind() != Kind.TASTE && NAME.matcher(object).find() && !general(object, lang)) {
        continue; // not a thing here: a later rule may read the piece better
      }
      if (MOMENT.matcher(piece).find()) {
        return; // "The traffic is awful today": the moment, not a taste
      }
      if (like && !negated && rule.kind() != Kind.MILD && rule.kind() != Kind.ALLOW) {
        // any negator outside what the rule read makes the sign unclear: never guess a like
        String rest = piece.substring(0, m.start()) + " " + np + " " + piece.substring(m.end());
        if (NEGATOR.matcher(rest).find()) {
          return;
        }
      }
      Kind kind =
          rule.kind() == Kind.PLAIN && !DETERMINED.matcher(object).find() && general(object, lang)
              ? Kind.TASTE
              : rule.kind();
      out.add(new Reading(object, like, kind));
      return;
    }
  }

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
            case ALLOW -> !anyDislike && (anyLike || POSITIVE.matcher(sentence).find());
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

  private static String group(Matcher m, String... names) {
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
    for (String w : s.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
      if (!w.isEmpty() && !STOP.contains(w)) {
        out.add(w);
      }
    }
    return out;
  }
}
