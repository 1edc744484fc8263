package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Preferences.Pref;
import dev.assistantmemory.extract.pos.DutchLexicon;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A thing as the subject of a present-tense copula and a strongly evaluative predicate the {@link
 * SentimentLexicon} knows (issue 13, stop 42): "Village choirs are the most satisfying hobby
 * going", "Crosswords are more fun than sudoku", "Traffic at rush hour is pure torture". The
 * predicate's strongest word must be a strong one of the lexicon (|valence| >= 2) with the sign of
 * the whole predicate under negation ("not awful" gives nothing); a thing in general only (no
 * article or demonstrative first; one word only when plural, a gerund or a Dutch infinitive, and no
 * given name), not a progressive or a participle ("is taking care of", "is aangenomen"), not a
 * concession ("X is fine, but ..."). Adds only when no other reader named a taste in the sentence
 * (measured in stop 42, docs/benchmarks.md).
 */
final class LexiconPredicates {

  private LexiconPredicates() {}

  /** On; {@code -Dextract.lexiconPredicates=off} leaves it out (the bench's switch). */
  static final boolean ON = !"off".equals(System.getProperty("extract.lexiconPredicates", "on"));

  private static final Pattern COPULA_EN =
      Rules.p(
          "^\\W*(?<o>\\p{L}[\\p{L}\\p{N}'’\\- ]{1,60}?)(?:\\s+(?:is|are)|(?<=\\p{L})['’](?:s|re))\\s+"
              + "(?<p>[^,;:.!?]{2,80})");

  private static final Pattern COPULA_NL =
      Rules.p(
          "^\\W*(?<o>\\p{L}[\\p{L}\\p{N}'’\\- ]{1,60}?)\\s+(?:is|zijn)\\s+(?<p>[^,;:.!?]{2,80})");

  /** A clause in the predicate ("what I look forward to", "wat ik ..."): not a plain verdict. */
  private static final Pattern CLAUSE =
      Rules.p(
          "\\b(?:i|you|we|they|he|she|ik|jij|je|wij|we|zij|hij|if|als|when|wanneer|because)\\b");

  /**
   * A determined subject ("the car is broken", "the baby is sick") is one thing in a state more
   * often than a taste: only a thing in general (a bare noun phrase) is read.
   */
  private static final Pattern DETERMINED =
      Rules.p(
          "^(?:the|this|that|these|those|a|an|his|her|their|its|de|het|een|dit|dat|deze|die|zijn|haar"
              + "|hun)\\b");

  /** A cheap look before the pattern: a copula word followed by more. */
  private static boolean copula(String s) {
    String t = s.toLowerCase(java.util.Locale.ROOT).replace('’', '\'');
    return t.contains(" is ")
        || t.contains(" are ")
        || t.contains("'s ")
        || t.contains("'re ")
        || t.contains(" zijn ");
  }

  /** A contrast after the verdict makes it a concession: "Lightroom is prima, maar ...". */
  private static final Pattern CONTRAST = Rules.p("^[^.!?]*?,?\\s+(?:but|though|maar|alleen)\\b");

  static List<Pref> find(String sentence, Lang lang, List<Pref> known) {
    if (!ON || !known.isEmpty() || !copula(sentence) || sentence.strip().endsWith("?")) {
      return List.of();
    }
    Matcher m = (lang == Lang.NL ? COPULA_NL : COPULA_EN).matcher(sentence);
    if (!m.find()) {
      return List.of();
    }
    String subject = m.group("o").strip();
    String predicate = m.group("p").strip();
    String[] pw = SentimentLexicon.words(predicate);
    if (pw.length > 8
        || Cues.find(CLAUSE, predicate.replaceAll("(?i)\\b(?:than|dan)\\b.*$", ""))
        || Cues.find(DETERMINED, subject)
        || !TasteThings.thing(subject, lang)
        || EvaluativePreferences.notOwn(sentence)
        || EvaluativePreferences.ofTheMoment(sentence)) {
      return List.of();
    }
    String[] sw = Rx.split(subject, "\\s+");
    String head = sw[sw.length - 1].toLowerCase(java.util.Locale.ROOT);
    String firstOfPredicate = pw.length == 0 ? "" : pw[0];
    if (sw.length == 1
            && (GivenNames.isName(subject)
                || !(head.endsWith("s") || head.endsWith("en") || head.endsWith("ing")))
        || firstOfPredicate.endsWith("ing")
        || lang == Lang.NL && DutchLexicon.participle(firstOfPredicate) != null
        || Cues.find(CONTRAST, sentence.substring(m.end()))) {
      return List
          .of(); // "Floris is ziek", "Deadline is next week", "is aangenomen", "X is fine, but"
    }
    double strongest = 0;
    for (String w : pw) {
      double v = SentimentLexicon.valence(w, lang);
      if (Math.abs(v) > Math.abs(strongest)) {
        strongest = v;
      }
    }
    int sign = SentimentLexicon.verdict(predicate, lang);
    if (Math.abs(strongest) < 2.0 || sign == 0 || Math.signum(strongest) != sign) {
      return List.of(); // a mild or mixed word ("fine", "a special kind of punishment")
    }
    String object = Preferences.object(subject, lang);
    if (object == null || object.isBlank() || EvaluativePreferences.noThing(object)) {
      return List.of();
    }
    return List.of(new Pref(object, sign > 0));
  }
}
