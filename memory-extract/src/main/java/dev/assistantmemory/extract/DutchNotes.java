package dev.assistantmemory.extract;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dutch chat drops the "ik" of a plan: "Moet morgen de ketel bij Yusuf vervangen", "Moet mijn fiets
 * nog ophalen", and writes a to-do as a bare infinitive: "zsm de hostingfactuur betalen, uiterlijk
 * 20 juni", "Voor woensdag nog koperbuis halen bij de groothandel". Such a sentence is read as the
 * user's "Ik moet ..." so that the Dutch task rules see their usual shape. A question ("Moet de
 * auto nog naar de garage?"), a sentence with its own subject ("Moet je morgen werken") and an
 * infinitive that is no action ("Lekker uitslapen") are left alone.
 */
final class DutchNotes {
  private DutchNotes() {}

  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  /** "Moet" opening the sentence, with no subject after it. */
  private static final Pattern BARE_MOET =
      Pattern.compile(
          "^(\\W*)moet\\s+(?!(?:ik|je|jij|u|we|wij|hij|zij|ze|het|dat|er|die|dit|jullie|men|hem"
              + "|haar|dan|toch|wel|niet|nu)\\b)",
          FLAGS);

  /** A finite verb or a subject: the sentence is no bare to-do. */
  private static final Pattern FINITE =
      Pattern.compile(
          "\\b(?:ik|je|jij|u|we|wij|hij|zij|ze|jullie|men|ben|is|zijn|was|waren|heb|heeft|hebben"
              + "|had|ga|gaat|gaan|moet|moeten|wil|wilt|willen|kan|kun|kunt|kunnen|zal|zult|zullen"
              + "|mag|mogen|doe|doet|word|wordt|worden|kom|komt|komen|lijkt|vind|vindt|zou|zouden"
              + "|belooft|beloven|beloofde|zegt|zeggen|zei|laat|zet|staat|ligt)\\b",
          FLAGS);

  /** How a bare to-do opens: a due or time word, a determiner, a possessive or a number. */
  private static final Pattern TODO_OPENING =
      Pattern.compile(
          "^\\W*(?:zsm|asap|nog|ff|even|eerst|morgen|overmorgen|vandaag|straks|voor|vóór|uiterlijk"
              + "|deze week|(?:maan|dins|woens|donder|vrij|zater|zon)dag|de|het|een|mijn|m'n|onze"
              + "|ons|\\d+)\\b",
          FLAGS);

  /** What makes a bare infinitive a to-do: a due word, a day, "nog" or "zsm". */
  private static final Pattern DUE =
      Pattern.compile(
          "\\b(?:uiterlijk|vóór|voor|nog|zsm|asap|morgen|overmorgen|vandaag|straks|deze week"
              + "|(?:maan|dins|woens|donder|vrij|zater|zon)dag|\\d{1,2}\\s+\\p{L}+)\\b",
          FLAGS);

  /** A due word no description uses: "Logo's voor Studio Noord uiterlijk 29 mei opleveren". */
  private static final Pattern STRONG_DUE =
      Pattern.compile("\\b(?:uiterlijk|vóór|zsm|asap)\\b", FLAGS);

  /** A phrase of place or person after a closing infinitive. */
  private static final Pattern TRAILING_PLACE =
      Pattern.compile(
          "(?<=\\p{L}en)\\s+(?:bij|naar|voor|van|aan|in|op|met)\\s+(?:de|het|een|mijn|m'n|onze|ons"
              + "|zijn|haar)?\\s*[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]*)*\\W*$",
          FLAGS);

  /** The last word of a clause, before a comma or the end. */
  private static final Pattern LAST_WORD = Pattern.compile("(\\p{L}+)\\W*$");

  /** What a thing "must" become, and the act that makes it so ("verlengd worden" -> verlengen). */
  private static final java.util.Map<String, String> DONE_TO =
      java.util.Map.ofEntries(
          java.util.Map.entry("eruit", "versturen"),
          java.util.Map.entry("de deur uit", "versturen"),
          java.util.Map.entry("erin", "indienen"),
          java.util.Map.entry("verlengd", "verlengen"),
          java.util.Map.entry("betaald", "betalen"),
          java.util.Map.entry("ingeleverd", "inleveren"),
          java.util.Map.entry("ingediend", "indienen"),
          java.util.Map.entry("opgestuurd", "opsturen"),
          java.util.Map.entry("verstuurd", "versturen"),
          java.util.Map.entry("geregeld", "regelen"),
          java.util.Map.entry("aangevraagd", "aanvragen"),
          java.util.Map.entry("opgezegd", "opzeggen"),
          java.util.Map.entry("gerepareerd", "repareren"),
          java.util.Map.entry("gekeurd", "laten keuren"),
          java.util.Map.entry("getekend", "tekenen"),
          java.util.Map.entry("ondertekend", "ondertekenen"),
          java.util.Map.entry("vernieuwd", "vernieuwen"),
          java.util.Map.entry("afgerond", "afronden"));

  private static final String DONE_WORDS =
      "eruit|de deur uit|erin|(?:verlengd|betaald|ingeleverd|ingediend|opgestuurd|verstuurd"
          + "|geregeld|aangevraagd|opgezegd|gerepareerd|gekeurd|getekend|ondertekend|vernieuwd"
          + "|afgerond)(?:\\s+(?:worden|zijn))?";

  private static final String THING =
      "(?:de|het|mijn|m'n|onze|ons|zijn|z'n|haar|die|dat|\\p{Lu}\\p{L}+\\s+z'n)\\s+[^,.;!?]+?";

  /**
   * "Donderdag uiterlijk moet de factuur voor Vestia eruit": time, "moet", the thing, the state.
   */
  private static final Pattern MUST_BE_DONE =
      Pattern.compile(
          "^(?<front>[^,.;!?]*?)\\bmoet(?:en)?\\s+(?<thing>"
              + THING
              + ")\\s+(?<done>"
              + DONE_WORDS
              + ")(?<rest>(?:[,.;!]|\\s+(?:anders|want|dus|omdat|en)\\b).*)?$",
          FLAGS);

  /** "Jesse z'n paspoort moet binnen 3 weken verlengd worden": the thing first. */
  private static final Pattern THING_MUST_BE_DONE =
      Pattern.compile(
          "^\\W*(?<thing>"
              + THING
              + ")\\s+moet(?:en)?\\s+(?<front>[^,.;!?]*?)\\s*(?<done>"
              + DONE_WORDS
              + ")(?<rest>(?:[,.;!]|\\s+(?:anders|want|dus|omdat|en)\\b).*)?$",
          FLAGS);

  /**
   * A thing that must be done, said of the thing ("Donderdag uiterlijk moet de factuur voor Vestia
   * eruit", "Jesse z'n paspoort moet binnen 3 weken verlengd worden", "De huur moet vrijdag betaald
   * worden"), as the user's "Ik moet [time] [the thing] [the act]", or null.
   */
  private static String thingDone(String sentence) {
    Matcher m = AsciiCase.matcher(MUST_BE_DONE, sentence);
    if (!m.matches()) {
      m = AsciiCase.matcher(THING_MUST_BE_DONE, sentence);
      if (!m.matches()) {
        return null;
      }
    }
    String done = m.group("done").toLowerCase(Locale.ROOT).replaceAll("\\s+(?:worden|zijn)$", "");
    String act = DONE_TO.get(done);
    if (act == null) {
      return null;
    }
    // "Donderdag uiterlijk" is said "uiterlijk donderdag" before the thing
    String front =
        m.group("front").strip().replaceFirst("(?iu)^(.+?)\\s+uiterlijk$", "uiterlijk $1");
    String rest = m.group("rest") == null ? "" : m.group("rest");
    // the thing, then its time, then the act: "Ik moet de facturen voor het eind van de week
    // versturen" is the order the Dutch task rules read
    return "Ik moet "
        + lowerFirst(m.group("thing").strip())
        + (front.isEmpty() ? "" : " " + lowerFirst(front))
        + " "
        + act
        + rest;
  }

  /** "Over vijf dagen" inside the sentence is "over vijf dagen"; a name keeps its capital. */
  private static String lowerFirst(String phrase) {
    if (phrase.isEmpty() || GivenNames.isName(Rx.split(phrase, "[\\s']+")[0])) {
      return phrase;
    }
    return Character.toLowerCase(phrase.charAt(0)) + phrase.substring(1);
  }

  /**
   * Left as written: a request to the reader ("Graag ... terugsturen", "Gelieve ..."), a habit ("De
   * huur moet op de eerste betaald worden, zoals altijd") and a bare ordinal day ("uiterlijk de
   * 15e"), which the Dutch rules read in the sentence's own order.
   */
  private static final Pattern LEAVE =
      Pattern.compile(
          "^\\W*(?:graag|gelieve|svp|aub)\\b|\\b(?:zoals altijd|zoals elke|elke|iedere|altijd"
              + "|wekelijks|maandelijks|jaarlijks)\\b|\\bde (?:\\d{1,2}e|eerste|tweede|derde|laatste)\\b",
          FLAGS);

  /** The sentence as the user's "Ik moet ...", or the sentence itself. */
  static String restore(String sentence) {
    if (sentence.strip().endsWith("?") || Cues.find(LEAVE, sentence)) {
      return sentence;
    }
    String done = thingDone(sentence);
    if (done != null) {
      return done;
    }
    Matcher moet = AsciiCase.matcher(BARE_MOET, sentence);
    if (moet.lookingAt()) {
      return moet.group(1) + "Ik moet " + sentence.substring(moet.end());
    }
    int comma = sentence.indexOf(',');
    String clause = comma > 0 ? sentence.substring(0, comma) : sentence;
    // "... halen bij de Technische Unie": a place after the infinitive
    clause = AsciiCase.matcher(TRAILING_PLACE, clause).replaceFirst("");
    Matcher last = AsciiCase.matcher(LAST_WORD, clause);
    if (Rx.split(clause, "\\s+").length >= 2
        && (AsciiCase.matcher(TODO_OPENING, clause).lookingAt() || Cues.find(STRONG_DUE, clause))
        && last.find()
        && DutchVerbForms.isActionInfinitive(last.group(1).toLowerCase(Locale.ROOT))
        && !Cues.find(FINITE, clause.substring(0, last.start()))
        && Cues.find(DUE, sentence)) {
      String lead = sentence.substring(0, sentence.length() - sentence.stripLeading().length());
      String body = sentence.stripLeading();
      return lead + "Ik moet " + Character.toLowerCase(body.charAt(0)) + body.substring(1);
    }
    return sentence;
  }
}
