package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Preferences.Pref;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tastes said in set phrases the other preference readers leave out (issue 13, stop 33), read after
 * {@link HabitPreferences} and adding only what is not known yet: "I could live on pho", "My
 * favourite thing about winter is the snow", "Nothing says fun like a tax form" (irony: a dislike),
 * "Van verse bloemen word ik blij", "Ik word niet vrolijk van files", "Tuinieren doe ik graag" /
 * "Strijken doe ik niet graag", and a bare topic question answered with a taste word: "Spinazie?
 * Bah.", "Sushi? Lekker!" (not "Karaoke? No thanks.": a plain decline answers offers and plans). A
 * negator in the clause of a like drops the like, or turns it into the dislike it states where the
 * rule says so; it never makes a like.
 */
final class TastePhrases {

  private TastePhrases() {}

  private static final String NP = "(?<np>[\\p{L}\\p{N}][\\p{L}\\p{N}'’&\\- ]{0,50}?)";

  private static final String END =
      "(?=\\W*$|\\s*[,;.!]|\\s+(?:when|whenever|if|because|since|as|on|at|in|with|instead|rather"
          + "|unless|als|omdat|want|wanneer|op|bij|in|met|dan)\\b)";

  private static final String ADV_NL =
      "(?:(?:echt|heel|erg|altijd|zo|best|wel|ontzettend|super)\\s+)*";

  /** A rule: its pattern, the sign it states, and whether a negator in the clause flips it. */
  private record Rule(Pattern pattern, boolean like, boolean negatable) {}

  private static final List<Rule> EN =
      List.of(
          // "I could live on pho", "I could honestly live on toast"
          new Rule(
              EvaluativeRules.p(
                  "^i\\s+could\\s+(?:happily\\s+|honestly\\s+|easily\\s+|literally\\s+|just\\s+)?live"
                      + "\\s+on\\s+"
                      + NP
                      + END),
              true,
              false),
          // "My favourite thing about autumn is the smell of bonfires"
          new Rule(
              EvaluativeRules.p(
                  "^my\\s+(?:absolute\\s+|all-time\\s+)?favou?rite\\s+(?:thing|part|bit)\\s+(?:about|of)"
                      + "\\s+[\\p{L}' ]{1,30}?\\s+(?:is|are|has to be)\\s+"
                      + NP
                      + END),
              true,
              false),
          // irony: "Nothing says fun like a tax form" ("Oh great, another X" is labelled no taste)
          new Rule(
              EvaluativeRules.p(
                  "^(?:oh\\s+)?(?:yes,?\\s+|yeah,?\\s+|great,?\\s+)?nothing says\\s+(?:fun|relaxing|romance"
                      + "|a good time|party|weekend|joy)\\s+like\\s+"
                      + NP
                      + "(?=\\W*$|\\s*[,;.!]|\\s+(?:at|on|in|with|when)\\b)"),
              false,
              false));

  private static final List<Rule> NL =
      List.of(
          // "Van verse bloemen word ik blij", "Daar word ik niet vrolijk van, van files"
          new Rule(
              EvaluativeRules.p(
                  "^van\\s+"
                      + NP
                      + "\\s+word\\s+ik\\s+"
                      + ADV_NL
                      + "(?:niet\\s+)?(?:zo\\s+)?"
                      + ADV_NL
                      + "(?:blij|vrolijk|gelukkig|rustig)\\b"),
              true,
              true),
          // "Ik word niet vrolijk van al dat geapp" (the like is read elsewhere)
          new Rule(
              EvaluativeRules.p(
                  "^ik\\s+word\\s+"
                      + ADV_NL
                      + "niet\\s+(?:zo\\s+|echt\\s+|bepaald\\s+|bijster\\s+)?(?:blij|vrolijk|gelukkig)\\s+van\\s+"
                      + "(?:al\\s+(?:dat|die|dat\\s+gedoe\\s+met)\\s+)?"
                      + NP
                      + END),
              false,
              false),
          // "Die vierdaagse werkweek bevalt me prima", "Het nieuwe rooster bevalt me niet" (not a
          // day or a plan proposed: see SCHEDULE)
          new Rule(
              EvaluativeRules.p(
                  "^"
                      + NP
                      + "\\s+(?:bevalt|bevallen)\\s+(?:me|mij)\\s+"
                      + ADV_NL
                      + "(?:ontzettend\\s+|heel\\s+)?(?:prima|goed|uitstekend|fantastisch|geweldig|perfect)"
                      + "(?!\\s+(?:niet|slecht))"
                      + END),
              true,
              false),
          new Rule(
              EvaluativeRules.p(
                  "^"
                      + NP
                      + "\\s+(?:bevalt|bevallen)\\s+(?:me|mij)\\s+(?:echt\\s+|helemaal\\s+|totaal\\s+|maar\\s+)?"
                      + "(?:niet|slecht|matig|niks)"
                      + END),
              false,
              false),
          // "Yoga doe ik graag", "Strijken doe ik niet graag"
          new Rule(
              EvaluativeRules.p(
                  "^"
                      + NP
                      + "\\s+(?:doe|speel|kijk|lees|eet|drink|maak|luister)\\s+ik\\s+"
                      + ADV_NL
                      + "(?:niet\\s+)?(?:zo\\s+)?"
                      + ADV_NL
                      + "graag\\W*$"),
              true,
              true));

  /** No taste of a thing: a pronoun, this one here, a day, a time or a plan proposed. */
  private static final Pattern NOT_A_TASTE =
      EvaluativeRules.p(
          "^(?:dat|dit|die|het|deze|that|this|it|these|those|they|them|ze|zij|hij|he|she|er|daar)$"
              + "|^(?:dit|deze|this|these|today'?s|tonight'?s)\\b"
              + "|\\b(?:datum|tijd|tijdstip|uur|afspraak|voorstel|plan|idee|optie|prijs|offerte|date|time"
              + "|slot|plan|idea|option|price|quote|offer|maandag|dinsdag|woensdag|donderdag|vrijdag"
              + "|zaterdag|zondag|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morgen"
              + "|vanavond|vandaag|tomorrow|tonight|today|weekend|middag|ochtend|avond|morning"
              + "|afternoon|evening)\\b|\\d");

  /** An offer of the moment declined: "Another drink? No thanks, I'm full." */
  private static final Pattern OFFER_TOPIC =
      EvaluativeRules.p(
          "^\\W*(?:a|an|another|more|some|one|een|nog|wat|meer|extra|second|seconds)\\b");

  /** What the assistant offers is no taste: "Reminder? No thanks." */
  private static final Pattern SERVICE =
      EvaluativeRules.p(
          "\\b(?:reminders?|herinnering(?:en)?|alarm|notifications?|melding(?:en)?|calendar|agenda|list"
              + "|lijst(?:je)?|summary|samenvatting|draft|concept|help|hulp|link|invite|uitnodiging"
              + "|receipt|bon|bag|tasje|tas|copy|kopie|update|email|mail)\\b");

  private static final Pattern MOMENT =
      EvaluativeRules.p(
          "\\b(?:full|stuffed|vol|zat|tonight|today|vanavond|vandaag|right now|nu even|for now|busy"
              + "|druk|later)\\b");

  private static final Pattern NEGATOR =
      EvaluativeRules.p("\\b(?:not|never|no|niet|nooit|geen|nobody|none)\\b|n't\\b");

  /**
   * A taste word that answers a bare topic question: "Spinazie? Bah.", "Cilantro? Tastes like
   * soap."
   */
  private static final Pattern VERDICT_DISLIKE =
      EvaluativeRules.p(
          "^\\W*(?:bah|jakkes|getver(?:demme)?|gadver(?:damme)?|bleh|yuck|ew+|gross|not my thing"
              + "|(?:tastes|smaakt|smells|ruikt) (?:like|naar) (?:soap|zeep|cardboard|karton|feet|voeten))\\b");

  /** Taste words only: "yes please", "no thanks", "liever niet" also answer an offer or a plan. */
  private static final Pattern VERDICT_LIKE =
      EvaluativeRules.p("^\\W*(?:lekker|heerlijk|zalig|yum(?:my)?|delicious)\\W*$");

  /** A question that is no bare topic: it asks something of someone. */
  private static final Pattern NO_TOPIC =
      EvaluativeRules.p(
          "^\\W*(?:do|does|did|are|is|was|can|could|would|will|should|shall|have|has|what|who|where"
              + "|when|why|how|which|wil|wilt|kun|kunt|kan|heb|hebt|heeft|ben|is|zijn|wat|wie|waar"
              + "|wanneer|waarom|hoe|welke|zullen|zal|moet|mag|zou|any|anything|iets)\\b"
              + "|\\b(?:you|your|je|jij|jou|jouw|u|uw)\\b");

  /** "Nothing says fun like ...": said, but by no one else (not a reported opinion). */
  private static final Pattern IRONY =
      EvaluativeRules.p("^\\W*(?:oh\\s+)?(?:yes,?\\s+|yeah,?\\s+|great,?\\s+)?nothing says\\b");

  /** "al dat geapp": "al" is "all", not "already" (no moment). */
  private static final Pattern ALL_THAT = EvaluativeRules.p("\\bal(?=\\s+(?:dat|die|dit|deze)\\b)");

  private static final Pattern FOR_ME = EvaluativeRules.p("\\s+(?:voor mij|for me)\\W*$");

  private static final List<String> CUE_WORDS =
      List.of(
          "live on",
          "favourite",
          "favorite",
          "says",
          "word ik",
          "ik word",
          "graag",
          "bevalt",
          "bevallen");

  /** The tastes the sentence states that {@code known} does not hold already. */
  static List<Pref> find(String sentence, Lang lang, String topic, List<Pref> known) {
    List<Pref> out = new ArrayList<>();
    Pref verdict = verdict(sentence, lang, topic);
    if (verdict != null) {
      add(verdict, known, out);
    }
    if (!Text.mayContain(sentence, CUE_WORDS)
        || EvaluativePreferences.ofTheMoment(Cues.replaceAll(ALL_THAT, sentence, ""))
        || EvaluativePreferences.notOwn(sentence) && !Cues.find(IRONY, sentence)) {
      return out;
    }
    for (String piece : Rx.split(sentence, "\\s*(?:[;:]|,?\\s+(?:but|maar)\\s+)\\s*")) {
      String clause =
          Rx.replaceFirst(
              piece.strip(), "(?i)^(?:and|so|honestly|en|dus|eerlijk gezegd),?\\s+", "");
      Pref p = read(clause, lang == Lang.NL ? NL : EN, lang);
      if (p != null) {
        add(p, known, out);
      }
    }
    return out;
  }

  private static void add(Pref p, List<Pref> known, List<Pref> out) {
    if (known.stream().noneMatch(k -> EvaluativePreferences.similar(k.object(), p.object()))
        && out.stream().noneMatch(k -> EvaluativePreferences.similar(k.object(), p.object()))) {
      out.add(p);
    }
  }

  private static Pref read(String clause, List<Rule> rules, Lang lang) {
    for (Rule rule : rules) {
      if (!Cues.mayMatch(rule.pattern(), clause)) {
        continue; // none of the rule's cue words
      }
      Matcher m = AsciiCase.matcher(rule.pattern(), clause);
      if (!m.find()) {
        continue;
      }
      String name = EvaluativePreferences.group(m, "np") != null ? "np" : "np2";
      String np = EvaluativePreferences.group(m, name);
      if (np == null || Cues.find(NEGATOR, np)) {
        return null;
      }
      String around = clause.substring(0, m.start(name)) + clause.substring(m.end(name));
      boolean negated = Cues.find(NEGATOR, around);
      if (negated && !rule.negatable() && rule.like()) {
        return null; // a negator never makes a like
      }
      boolean like = rule.like() && !negated;
      String object = Preferences.object(np, lang);
      if (object == null
          || object.isBlank()
          || EvaluativePreferences.anaphoric(object)
          || Cues.find(NOT_A_TASTE, object)) {
        return null;
      }
      return new Pref(object, like);
    }
    return null;
  }

  /** "Spinazie? Bah.": the bare topic asked before, judged by the sentence after it. */
  private static Pref verdict(String sentence, Lang lang, String topic) {
    if (topic == null
        || Cues.find(NO_TOPIC, topic)
        || Cues.find(MOMENT, sentence)
        || EvaluativePreferences.ofTheMoment(sentence)) {
      return null;
    }
    String bare = Rx.replaceAll(topic, "\\?+\\s*$", "");
    if (Cues.find(OFFER_TOPIC, bare) && !Cues.find(FOR_ME, bare) || Cues.find(SERVICE, bare)) {
      return null; // "Another coffee? No thanks.": an offer declined, no taste
    }
    String thing = Cues.replaceAll(FOR_ME, bare, "");
    thing = Preferences.object(thing, lang);
    if (thing == null
        || thing.isBlank()
        || Rx.split(thing, "\\s+").length > 5
        || EvaluativePreferences.anaphoric(thing)
        || Cues.find(NOT_A_TASTE, thing)) {
      return null;
    }
    if (Cues.find(VERDICT_DISLIKE, sentence)) {
      return new Pref(thing, false);
    }
    return Cues.find(VERDICT_LIKE, sentence) ? new Pref(thing, true) : null;
  }
}
