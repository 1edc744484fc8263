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
import static dev.assistantmemory.extract.EvaluativeLexicon.STRONG_DISLIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.STRONG_DISLIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.STRONG_LIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.STRONG_LIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.TASTE_DISLIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.TASTE_DISLIKE_NL;
import static dev.assistantmemory.extract.EvaluativeLexicon.TASTE_LIKE_EN;
import static dev.assistantmemory.extract.EvaluativeLexicon.TASTE_LIKE_NL;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The rule table of {@link EvaluativePreferences}, per language: each rule a pattern over one piece
 * of a sentence (the thing evaluated in the named group {@code np}), the sign it gives, its
 * strength ({@link Kind}) and whether a negator on it turns it around. The words come from {@link
 * EvaluativeLexicon}. {@link #MODAL_EN}, the last three English rules ("I'd take X over Y"), is
 * what {@link EvaluativePreferences#modal} reads.
 */
final class EvaluativeRules {

  private EvaluativeRules() {}

  static Pattern p(String regex) {
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
  enum Kind {
    TASTE,
    PLAIN,
    /** "fine", "prima": a like only set against a dislike. */
    MILD,
    /** "I don't mind", "niet erg": a like unless set against a dislike. */
    ALLOW
  }

  record Rule(Pattern pattern, boolean like, Kind kind, boolean negatable) {}

  // stop 36: a strong adjective states a taste even of one particular thing; negated, nothing
  // ("The pizza isn't amazing" is no dislike)
  private static final Rule STRONG_LIKE_RULE_EN =
      new Rule(p("^" + NP + "\\s+" + COP_EN + STRONG_LIKE_EN + END), true, Kind.TASTE, false);
  private static final Rule STRONG_DISLIKE_RULE_EN =
      new Rule(p("^" + NP + "\\s+" + COP_EN + STRONG_DISLIKE_EN + END), false, Kind.TASTE, false);
  private static final Rule STRONG_LIKE_RULE_NL =
      new Rule(p("^" + NP + "\\s+" + COP_NL + STRONG_LIKE_NL + END), true, Kind.TASTE, false);
  private static final Rule STRONG_DISLIKE_RULE_NL =
      new Rule(p("^" + NP + "\\s+" + COP_NL + STRONG_DISLIKE_NL + END), false, Kind.TASTE, false);

  /** The strong-adjective rules: their dislike is taken back by any negator in its piece. */
  static boolean strong(Rule rule) {
    return rule == STRONG_LIKE_RULE_EN
        || rule == STRONG_DISLIKE_RULE_EN
        || rule == STRONG_LIKE_RULE_NL
        || rule == STRONG_DISLIKE_RULE_NL;
  }

  static final List<Rule> EN =
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
          STRONG_LIKE_RULE_EN, // stop 36: "The canteen lasagne is superb"
          STRONG_DISLIKE_RULE_EN,
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
                      + "(?!not\\b|you\\b|he\\b|she\\b|they\\b|we\\b|it\\b|i\\b|be\\b"
                      + "|stay\\b(?!\\s+(?:in|at)\\s+(?:a|an|the|my|our)\\b))"
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

  static final List<Rule> NL =
      List.of(
          new Rule(
              p("^" + NP + ",\\s+(?:heerlijk|geweldig|top|fantastisch|zalig|genieten)\\W*$"),
              true,
              Kind.TASTE,
              false),
          new Rule(p("^ik\\s+(?:mijd|vermijd)\\s+" + NP + END), false, Kind.TASTE, false),
          // stop 36: "Verse aardbeien, daar kan niks tegenop", "..., daar gaat niets boven"
          new Rule(
              p(
                  "^"
                      + NP
                      + ",?\\s+(?:daar|dan)\\s+(?:kan|gaat)\\s+(?:echt\\s+)?(?:niks|niets)\\s+"
                      + "(?:tegenop|boven)\\b"),
              true,
              Kind.TASTE,
              false),
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
          STRONG_LIKE_RULE_NL,
          STRONG_DISLIKE_RULE_NL,
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

  /** The modal rules ("I'd take X over Y", "I'd rather X"): the last three English ones. */
  static final List<Rule> MODAL_EN = EN.subList(EN.size() - 3, EN.size());
}
