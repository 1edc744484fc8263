package dev.assistantmemory.extract;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Stop 40: a report of part of a task's work, the rest still to come, is under way, not done. Said
 * without a word of progress: how far one got in units ("Three episodes in", "read up to page 40",
 * "tot hoofdstuk 4 gekomen"), what is left ("Just one form left", "Nog twee dozen en dan is de
 * zolder leeg"). Said beside a done word, which it turns into progress: one of two counterpart
 * parts done and the other still to come ("Front hedge trimmed, the back one on Sunday", "De
 * bovenramen zijn gelapt, de benedenramen doe ik later").
 */
final class PartialProgress {

  private PartialProgress() {}

  private static final String COUNT =
      "(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of"
          + "|één|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|een paar)";

  /** The units a piece of work is counted in. */
  private static final String UNIT =
      "(?:chapters?|pages?|episodes?|sections?|articles?|exercises?|questions?|lessons?|modules?"
          + "|steps?|parts?|rooms?|boxes|forms?|units?|hoofdstuk(?:ken)?|pagina'?s?|bladzijden?"
          + "|blz|aflevering(?:en)?|artikel(?:en)?|oefening(?:en)?|opgaven?|vragen|lessen|les|modules?"
          + "|stappen|stap|delen|deel|kamers?|dozen|doos|formulieren|formulier)";

  /**
   * How far one got, or how much is left: "two chapters in", "up to chapter 7", "tot artikel 7",
   * "one exercise left", "only two forms to go", "nog één oefening (Spaans) en dan", "nog twee
   * dozen over".
   */
  private static final Pattern SO_FAR =
      Rules.p(
          "\\b"
              + COUNT
              + "\\s+"
              + UNIT
              + "\\s+(?:in|into|down)(?=\\s*(?:$|[,.;!:)]|of\\b|and\\b|so far\\b))"
              + "|\\b(?:up to|as far as|until|till|tot(?: en met)?|t/m)\\s+(?:the\\s+end\\s+of\\s+)?"
              + UNIT
              + "\\s+\\d+"
              + "|\\b(?:just|only|still)?\\s*"
              + COUNT
              + "\\s+(?:more\\s+)?(?:\\p{L}+\\s+)?"
              + UNIT
              + "\\s+(?:left|remaining|to go)\\b"
              + "|\\bnog\\s+(?:maar\\s+)?"
              + COUNT
              + "\\s+"
              + UNIT
              + "(?:\\s+\\p{L}+)?\\s+(?:en dan\\b|te gaan\\b|over\\b|te doen\\b)"
              // stop 45: a count out of the whole ("Did four of nine", "3 out of 10 done"), the
              // first few units of it done ("First two weeks done", "De eerste twee weken zijn
              // ingevuld"), how far through ("Got up to M so far")
              + "|\\b(?:did|done|finished|got|have|i've|heb|hebben)\\s+"
              + COUNT
              + "\\s+(?:out\\s+)?(?:of|van)\\s+(?:the\\s+|de\\s+)?"
              + COUNT
              + "\\b(?!\\s+(?:of|van)\\b)"
              + "|^\\W*(?:the\\s+)?first\\s+(?:"
              + COUNT
              + "\\s+)?\\p{L}+\\s+(?:(?:is|are)\\s+)?(?:done|finished|complete|filled in|sorted)\\b"
              + "|^\\W*de eerste\\s+(?:"
              + COUNT
              + "\\s+)?\\p{L}+\\s+(?:zijn|is)\\s+(?:al\\s+)?(?:klaar|af|gedaan|\\p{L}*ge\\p{L}{2,})\\b"
              + "|\\bup to\\s+[\\p{L}\\d]+\\s+so far\\b");

  /** Whether the sentence says how far the work got or how much of it is left. */
  static boolean soFar(String sentence) {
    return Cues.find(SO_FAR, sentence);
  }

  /** Counterpart parts of one whole, and how long the word after the part must be at least. */
  private record Counterpart(String one, String other, int head) {}

  private static final List<Counterpart> COUNTERPARTS =
      List.of(
          new Counterpart("front", "back", 0),
          new Counterpart("top", "bottom", 0),
          new Counterpart("up", "down", 3), // "upstairs", not "up"
          new Counterpart("in", "out", 3), // "inside", not "in"
          new Counterpart("voor", "achter", 2), // "voorbanden", not "voor"
          new Counterpart("boven", "beneden", 2),
          new Counterpart("binnen", "buiten", 2));

  /** A word that says the second part was done as well: "the back one too". */
  private static final Pattern AS_WELL =
      Rules.p("\\b(?:too|also|as well|both|ook|allebei|beide|allemaal)\\b");

  /**
   * Whether one of two counterpart parts (the same word after "front" and "back", "voor" and
   * "achter": "fronts" and "backs", "voorbanden" and "achterbanden") is named in a clause with a
   * done word or a past form, and the clause of the other holds neither: the rest is still to come.
   */
  static boolean onePartDone(String sentence) {
    String lower = sentence.toLowerCase(Locale.ROOT);
    if (lower.indexOf(',') < 0
        && lower.indexOf(';') < 0
        && !lower.contains("but")
        && !lower.contains("maar")) {
      return false; // stop 41: nothing to split at, one clause (the split's own answer)
    }
    String[] clauses = Rx.split(lower, "[,;]|\\s+(?:but|maar)\\s+");
    if (clauses.length < 2) {
      return false;
    }
    for (Counterpart c : COUNTERPARTS) {
      if (onePartDone(clauses, c.one(), c.other(), c.head())
          || onePartDone(clauses, c.other(), c.one(), c.head())) {
        return true;
      }
    }
    return false;
  }

  private static boolean onePartDone(String[] clauses, String done, String left, int minHead) {
    for (int i = 0; i < clauses.length; i++) {
      for (String word : Text.words(clauses[i], false)) {
        String head = word.startsWith(done) ? word.substring(done.length()) : null;
        if (head == null || head.length() < minHead || !finished(clauses[i])) {
          continue;
        }
        for (int j = 0; j < clauses.length; j++) {
          if (j != i
              && hasWord(clauses[j], left + head)
              && !finished(clauses[j])
              && !Cues.find(AS_WELL, clauses[j])) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** A Dutch perfect or passive: "zijn vervangen", "heb ik geschilderd". */
  private static final Pattern DUTCH_PARTICIPLE =
      Rules.p(
          "\\b(?:is|zijn|heb|heeft|hebben)\\s+(?:\\p{L}+\\s+){0,2}?"
              + "(?:ge|ver|be|ont|her)\\p{L}{3,}(?:d|t|en)\\b");

  /** A done word or a past form in the clause. */
  private static boolean finished(String clause) {
    return Cues.find(StatusWords.DONE, clause)
        || Cues.find(DUTCH_PARTICIPLE, clause)
        || !Text.pastStems(clause).isEmpty();
  }

  private static boolean hasWord(String clause, String word) {
    for (String w : Text.words(clause, false)) {
      if (w.equals(word)) {
        return true;
      }
    }
    return false;
  }
}
