package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Preferences.Pref;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Likes and dislikes said through an idiom rather than a like or dislike verb (issue 13, seventh
 * pass): "I'm no fan of X", "I'm tired of X", "X are the worst" ("X is terrible" is not: said of a
 * thing, not a taste, too often), "Big fan of X", "Nothing better than X", "Ik word gek van X", "X
 * interesseert me niet", "Van X krijg ik hoofdpijn", "X is niet te eten", "Niks lekkerder dan X".
 * Read after {@link Preferences}' own rules found nothing in a clause; a dislike idiom is tried
 * before a like idiom, so that no dislike is stored as a like.
 */
final class PreferenceIdioms {

  private PreferenceIdioms() {}

  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  /** The moment, not a taste: "The traffic is the worst today". */
  private static final String NOT_THE_MOMENT =
      "(?!.*\\b(?:today|tonight|now|again|this (?:morning|afternoon|evening|week|time)|vandaag"
          + "|vanavond|nu|weer)\\b)";

  private static final Pattern DISLIKE =
      Pattern.compile(
          "^\\W*(?:i'?m|i am|i've been|i have been)\\s+(?:really |so |just |honestly )?"
              + "(?:no (?:big |great )?fan of|(?:sick and )?tired of|fed up with)\\s+(?<o1>.+)"
              + "|^(?<o2>.+?)\\s+(?:is|are)\\s+(?:just |really |honestly |simply |absolutely )?"
              + "(?:the worst|unbearable)\\b"
              + NOT_THE_MOMENT
              + "|\\bik word (?:echt |zo |helemaal |altijd )?(?:gek|gestoord|knettergek|horendol|tureluurs)"
              + " van (?<o3>.+)"
              + "|^(?<o4>.+?)\\s+(?:interesseert|interesseren|boeit|boeien) me (?:echt |helemaal |totaal )?"
              + "(?:niet|niks|niets|geen bal|geen zier)\\b"
              + "|(?:^|,\\s*)van (?<o5>.+?) krijg ik (?:altijd |echt |meteen )?(?:hoofdpijn|buikpijn|jeuk"
              + "|de kriebels|de rillingen|uitslag)\\b"
              + "|^(?<o6>.+?)\\s+(?:is|zijn)\\s+(?:echt |gewoon |voor mij )?niet te (?:eten|drinken|harden"
              + "|doen|pruimen|zuipen)\\b"
              // eighth pass: "I'd never eat liver", "Ik zou nooit lever eten", "Cilantro tastes
              // like
              // soap", "Koriander smaakt naar zeep", "Ik lust spruitjes niet meer", "Ik kan jazz
              // niet
              // uitstaan", "Ik ben niet zo van musicals", "I could live without reality TV"
              + "|^\\W*(?:i'?d|i would)\\s+never\\s+(?:ever\\s+)?(?:eat|drink|touch|order|watch|listen to)(?!\\s+(?:and|or|there|here|at|in|out)\\b)"
              + "\\s+(?<o7>.+)"
              + "|^\\W*ik zou (?:nooit|never) (?:meer |ooit )?(?<o8>.+?) (?:eten|drinken|aanraken|bestellen"
              + "|kijken|luisteren)\\b"
              + "|^(?<o9>.+?)\\s+(?:tastes?|smells?|smaakt|smaken|ruikt|ruiken)\\s+(?:like|naar)\\s+(?:soap"
              + "|cardboard|dishwater|dirt|mud|sand|plastic|chemicals|medicine|feet|garbage|rubber"
              + "|sawdust|zeep|karton|afwaswater|modder|zand|medicijnen|zweetvoeten|rubber|zaagsel"
              + "|vuilnis)\\b"
              + "|^\\W*ik (?:lust|pruim)\\s+(?<o10>(?!ze\\b|het\\b|die\\b)[^,;]+?)\\s+(?:echt\\s+)?niet\\b"
              + "|^\\W*ik kan\\s+(?<o11>(?!ze\\b|het\\b|die\\b)[^,;]+?)\\s+(?:echt\\s+)?niet\\s+(?:meer\\s+)?"
              + "(?:uitstaan|luchten|verdragen|pruimen)\\b"
              + "|^\\W*ik ben (?:niet zo|niet echt|niet zo heel) van\\s+(?<o12>.+)"
              + "|^\\W*(?:honestly,?\\s+)?i could (?:easily |happily |totally )?live without\\s+(?<o13>.+)"
              // tenth pass: a fronted object taken up by "daar" ("X, daar kan ik niet tegen", "X,
              // daar erger ik me dood aan"), a fronted object of a negated "krijg ik weg" / "lust
              // ik" / "vind ik niet te eten", and what a thing does to the speaker ("X makes my
              // skin crawl", "X gives me a headache", "X ruins any dish for me")
              + "|^(?<o14>.+?),\\s+daar\\s+(?:kan|kun)\\s+ik\\s+(?:echt |gewoon |absoluut |totaal |slecht )?"
              + "(?:niet |nooit )?(?:goed )?tegen\\b"
              + "|^(?<o15>.+?),\\s+daar\\s+erger\\s+ik\\s+me\\s+(?:(?:echt|altijd|mateloos|dood|groen en geel"
              + "|kapot|zo|blauw|een bult)\\s+)*aan\\b"
              + "|^(?<o16>.+?)\\s+krijg\\s+ik\\s+(?:echt |gewoon |dus )?(?:niet|nooit) (?:weg|door (?:mijn|m'n)"
              + " keel|naar binnen)\\b"
              + "|^(?<o17>.+?)\\s+vind\\s+ik\\s+(?:echt |gewoon )?niet te (?:eten|drinken|harden|pruimen"
              + "|doen)\\b"
              + "|^(?<o18>.+?)\\s+lust\\s+ik\\s+(?:echt |gewoon |absoluut )?(?:niet|nooit)\\b"
              + "|^\\W*(?:honestly,?\\s+|frankly,?\\s+)?(?<o19>.+?)\\s+(?:makes?|gives?)\\s+(?:me\\s+)?(?:my skin"
              + " crawl|me (?:a headache|headaches|the creeps|the shivers|a migraine|hives|the ick))\\b"
              + NOT_THE_MOMENT
              + "|^\\W*(?:honestly,?\\s+|frankly,?\\s+)?(?<o20>.+?)\\s+(?:ruins?|spoils?)\\s+(?:any|every"
              + "|each)\\s+\\p{L}+\\s+for me\\b"
              + NOT_THE_MOMENT
              // eleventh pass: "Podcasts just don't do it for me", "Crowded trains I hate" (the
              // object before "I" and the verb), "Da's echt ambetant, die drukke winkelstraten"
              + "|^(?<o21>.+?)\\s+(?:just |really |simply |honestly )?(?:doesn'?t|does not|don'?t|do not)"
              + " (?:really |quite )?do (?:it|much|anything) for me\\b"
              + "|^(?<o22>[^,]+?)\\s+i\\s+(?:really |absolutely |just |totally |truly )?(?:hate|loathe|detest"
              + "|despise|can'?t stand|(?:don'?t|do not|never) (?:really )?(?:like|enjoy))\\W*$"
              + "|^\\W*(?:da'?s|dat is|dat zijn|die zijn)\\s+(?:(?:echt|zo|toch|altijd|gewoon)\\s+)*"
              + "(?:ambetant|irritant|vreselijk|verschrikkelijk|afschuwelijk|stom|saai|doodsaai|vervelend"
              + "|een ramp|een crime),\\s+(?:die|dat|deze|dit)\\s+(?<o23>.+)"
              // "Koriander, bah.", "Mushrooms, yuck"; "Spruitjes zijn vies"; "Ik ben nooit zo'n fan
              // geweest van X"; "I'm so over them"
              + "|^(?!(?:smaakt|smaken|ruikt|ruiken|tastes?|smells?|looks?|ziet)\\b)(?<o24>[^,]+?),\\s+(?:bah|jakkes|getver(?:demme)?|gadver(?:damme)?|bleh|blegh|yuck"
              + "|eww?)\\b"
              + "|^(?<o25>[^,]+?)\\s+(?:is|zijn)\\s+(?:echt |gewoon |zo |heel )?(?:vies|smerig|goor|walgelijk"
              + "|ranzig)\\b"
              + NOT_THE_MOMENT
              + "|\\bik ben (?:nooit|niet) (?:zo'?n|echt een|een grote|een) (?:grote )?fan (?:geweest )?van"
              + "\\s+(?<o26>.+)"
              + "|^\\W*(?:i'?m|i am) (?:so |totally |completely |well |just )?over (?<o27>them|those)\\W*$"
              // stop 32: "I'm so over Marvel films" (a pronoun put back by ChangedTastes)
              + "|^\\W*(?:i'?m|i am) (?:so|totally|completely|well) over (?!(?:the moon|it|that|him|her"
              + "|you|there|here)\\b)(?<o28>[^,;]+)",
          FLAGS);

  private static final Pattern LIKE =
      Pattern.compile(
          "^\\W*(?:a )?(?:big|huge|massive) fan of\\s+(?<o1>.+)"
              + "|^\\W*(?:there'?s )?nothing (?:better|nicer|tastier) than\\s+(?<o2>.+)"
              + "|^\\W*(?:er is )?(?:niks|niets) (?:lekkerder|fijner|beter|mooier) dan\\s+(?<o3>.+)"
              + "|^\\W*nothing makes me (?:happier|so happy|happy) (?:than|as)\\s+(?<o4>.+)"
              // tenth pass: "X, daar heb ik altijd zin in", "X, daar kun je me voor wakker maken",
              // "X, daar ben ik gek op", "X lust ik wel", "X I could listen to all day"
              + "|^(?!.*\\?)(?<o5>.+?),\\s+daar\\s+(?:heb|krijg)\\s+ik\\s+(?:(?:altijd|echt|wel|steeds|zo|nu al)\\s+)*"
              + "(?:zin|goesting|trek)\\s+in\\b"
              + "|^(?<o6>.+?),\\s+daar\\s+(?:kun|kan)\\s+(?:je|jij)\\s+me\\s+(?:altijd\\s+)?(?:voor\\s+)?"
              + "(?:'s nachts\\s+)?wakker\\s+(?:voor\\s+)?maken\\b"
              + "|^(?<o7>.+?),\\s+daar\\s+(?:ben|word)\\s+ik\\s+(?:echt |zo |helemaal |altijd )?(?:gek op|dol op"
              + "|blij van|vrolijk van)\\b"
              + "|^(?<o8>.+?)\\s+lust\\s+ik\\s+(?:wel|graag|altijd|best)\\b(?!\\s+rauw)"
              + "|^\\W*(?<o9>[^,]+?)\\s+i\\s+could\\s+(?:happily\\s+)?(?:listen to|eat|watch|drink|read|play)"
              + "\\s+(?:all day|every day|forever|on repeat|all night)\\b"
              // eleventh pass: "Ik geniet echt van rustige ochtenden", "Ik heb liever de bus dan de
              // fiets" (the v1 "X over Y" phrase: "de bus dan de fiets"), "..., geef mij maar
              // thee", "Quiet coaches I love"
              + "|\\bik geniet\\s+(?:(?:echt|altijd|enorm|zo|erg|heel erg|intens|ook|wel|toch)\\s+)*van"
              + "\\s+(?:die\\s+|dat\\s+)?(?<o10>.+)"
              + "|\\bik (?:heb|neem|drink|eet|kies)\\s+(?:(?:toch|echt|veel|eigenlijk|altijd|zelf)\\s+)*"
              + "liever\\s+(?<o11>(?!geen\\b|niet\\b|niks\\b)[^,;]+?\\s+dan\\s+[^,;]+)"
              + "|^\\W*geef (?:mij|me) maar\\s+(?<o12>.+)"
              + "|^(?<o13>[^,]+?)\\s+i\\s+(?:really |absolutely |just |totally |truly )?(?:love|adore)\\W*$"
              // "Pindakaas met sambal, ik ben er gek op", "Liquorice, I can't get enough of it"
              + "|^(?<o14>[^,]+?),\\s+(?:ik kan er (?:echt |gewoon )?geen genoeg van krijgen|ik ben er (?:echt |zo )?"
              + "(?:gek|dol|verzot) op|i can'?t get enough of (?:it|them))\\b",
          FLAGS);

  /** Words one of the idioms needs; a sentence without any states none of them. */
  static final List<String> CUE_LETTERS =
      List.of(
          "fan of",
          "tired of",
          "fed up",
          "worst",
          "unbearable",
          "van ",
          "interesse",
          "boei",
          "niet te ",
          "better than",
          "nicer than",
          "tastier than",
          "dan ",
          "d never",
          "zou nooit",
          "zou never",
          "taste",
          "smell",
          "smaak",
          "smaken",
          "ruik",
          "lust",
          "pruim",
          "uitstaan",
          "luchten",
          "verdragen",
          "ik ben niet",
          "live without",
          "happier",
          "daar kan",
          "daar kun",
          "daar erger",
          "daar heb",
          "daar krijg",
          "daar ben",
          "daar word",
          "krijg ik",
          "vind ik",
          "skin crawl",
          "gives me",
          "give me",
          "ruin",
          "spoil",
          "lust ik",
          "i could",
          "for me",
          "hate",
          "loath",
          "detest",
          "despis",
          "stand",
          "like",
          "enjoy",
          "love",
          "ador",
          "da's",
          "dat is",
          "dat zijn",
          "die zijn",
          "geniet",
          "liever",
          "geef m",
          "bah",
          "jakkes",
          "getver",
          "gadver",
          "bleh",
          "blegh",
          "yuck",
          "eww",
          "vies",
          "smerig",
          "goor",
          "walgelijk",
          "ranzig",
          "fan",
          "over ",
          "genoeg");

  /** The preference an idiom states in a clause, or null. */
  static Pref find(String clause, Lang lang, String antecedent) {
    if (!Text.mayContain(clause, CUE_LETTERS)) {
      return null;
    }
    Matcher m = AsciiCase.matcher(DISLIKE, clause);
    if (Cues.mayMatch(DISLIKE, clause) && m.find()) {
      // "X is the worst": X must be a subject phrase, not a clause ("I think the bus is ...")
      boolean objectFirst =
          m.group("o2") != null
              || m.group("o4") != null
              || m.group("o6") != null
              || m.group("o9") != null
              || m.group("o14") != null
              || m.group("o15") != null
              || m.group("o16") != null
              || m.group("o17") != null
              || m.group("o18") != null
              || m.group("o19") != null
              || m.group("o20") != null
              || m.group("o21") != null
              || m.group("o22") != null
              || m.group("o24") != null
              || m.group("o25") != null;
      String o = group(m, 28);
      if (m.group("o27") != null) { // "them": what the clause before named, if anything
        return antecedent == null ? null : new Pref(antecedent, false);
      }
      if (objectFirst) {
        o = o.substring(o.lastIndexOf(',') + 1); // "Not a morning person, early meetings ..."
      }
      return objectFirst && !Preferences.subjectOnly(o)
          ? null
          : new Pref(Preferences.object(o, lang), false);
    }
    m = AsciiCase.matcher(LIKE, clause);
    if (Cues.mayMatch(LIKE, clause)
        && m.find()
        && !Rx.matches(clause, "(?iu).*\\b(?:not|n't|niet|geen)\\b.*")) {
      String o = group(m, 14);
      if (m.group("o5") != null
          || m.group("o6") != null
          || m.group("o7") != null
          || m.group("o8") != null
          || m.group("o9") != null
          || m.group("o13") != null
          || m.group("o14") != null) {
        o = o.substring(o.lastIndexOf(',') + 1); // "Da's plezant, een wandeling, daar ..."
        if (!Preferences.subjectOnly(o)) {
          return null;
        }
      }
      return new Pref(Preferences.object(o, lang), true);
    }
    return null;
  }

  /** Words that end a noun phrase read backwards: a preposition, a pronoun, a verb of saying. */
  private static final Pattern PHRASE_EDGE =
      Pattern.compile(
          "(?:on|in|at|of|for|with|about|to|from|by|me|you|him|her|us|them|it|i|mind|like|love"
              + "|hate|is|are|was|were|do|does|did|not|no|please|book|get|take|op|in|aan|van|voor|met"
              + "|mij|me|je|ik|is|zijn|niet|geen|erg|\\p{L}+n'?t)",
          FLAGS);

  private static final Pattern PHRASE_TAIL =
      Pattern.compile(
          "(?:\\s+(?:actually|really|though|anyway|either|too|at all|eigenlijk|hoor|echt|wel|ook))+\\W*$",
          FLAGS);

  /**
   * The noun phrase that ends a clause, for a pronoun in the next clause to stand for ("I don't
   * mind cold showers actually, I kind of enjoy them" -> "cold showers"; "Please don't book me on
   * early flights, I loathe them" -> "early flights"), or null: at most four words, back to a
   * preposition, a pronoun or a verb of liking (eleventh pass).
   */
  static String antecedent(String clause) {
    String s =
        AsciiCase.matcher(PHRASE_TAIL, clause.strip())
            .replaceAll("")
            .replaceAll("[\\p{P}\\s]+$", "");
    String[] w = Rx.split(s, "\\s+");
    int from = w.length;
    while (from > 0 && !AsciiCase.matcher(PHRASE_EDGE, w[from - 1]).matches()) {
      from--;
    }
    if (from == w.length || from == 0 || w.length - from > 4) {
      return null; // no phrase, the whole clause, or more than four words
    }
    String phrase = String.join(" ", java.util.Arrays.copyOfRange(w, from, w.length));
    return Preferences.subjectOnly(phrase) && Character.isLetter(phrase.charAt(0)) ? phrase : null;
  }

  private static String group(Matcher m, int count) {
    for (int g = 1; g <= count; g++) {
      String o = m.group("o" + g);
      if (o != null) {
        return o;
      }
    }
    return null;
  }
}
