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

  /** The last word of a clause, before a comma or the end. */
  private static final Pattern LAST_WORD = Pattern.compile("(\\p{L}+)\\W*$");

  /** The sentence as the user's "Ik moet ...", or the sentence itself. */
  static String restore(String sentence) {
    if (sentence.strip().endsWith("?")) {
      return sentence;
    }
    Matcher moet = BARE_MOET.matcher(sentence);
    if (moet.lookingAt()) {
      return moet.group(1) + "Ik moet " + sentence.substring(moet.end());
    }
    int comma = sentence.indexOf(',');
    String clause = comma > 0 ? sentence.substring(0, comma) : sentence;
    Matcher last = LAST_WORD.matcher(clause);
    if (clause.split("\\s+").length >= 2
        && TODO_OPENING.matcher(clause).lookingAt()
        && last.find()
        && DutchClauses.isActionInfinitive(last.group(1).toLowerCase(Locale.ROOT))
        && !Cues.find(FINITE, clause.substring(0, last.start()))
        && Cues.find(DUE, sentence)) {
      String lead = sentence.substring(0, sentence.length() - sentence.stripLeading().length());
      String body = sentence.stripLeading();
      return lead + "Ik moet " + Character.toLowerCase(body.charAt(0)) + body.substring(1);
    }
    return sentence;
  }
}
