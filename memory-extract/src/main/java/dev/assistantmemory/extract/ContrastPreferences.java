package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Preferences stated by contrast (issue 13, twelfth pass), read after the sentence rules so that
 * they only add the half those rules left out:
 *
 * <ul>
 *   <li>an elliptical pair, "Cats, yes. Dogs, not so much", "Tea, yes; coffee, never", "Thee ja,
 *       koffie nooit": a like and a dislike, each half's polarity from its own yes or no;
 *   <li>the mild half of a contrast whose other half is a dislike, "Oat milk is fine, but I really
 *       dislike soy milk", "Ik vind vroege diensten vreselijk maar late diensten prima": "fine" /
 *       "prima" is a like only when set against a dislike in the same sentence;
 *   <li>the old thing praised against the new, "The old filter coffee was much nicer", "de oude
 *       filterkoffie was veel lekkerder": a comparative of liking said of "the old / previous X".
 * </ul>
 *
 * Negation scope: a half that says "not" / "niet" before its yes word is not read as a like.
 */
final class ContrastPreferences {

  private ContrastPreferences() {}

  private static final String THING = "(?<%s>\\p{L}[\\p{L}'’ -]{0,30}?)";

  /** "Cats, yes. Dogs, not so much" across one sentence break at most. */
  private static final Pattern PAIR =
      Rules.p(
          "(?:^|[.!;]\\s+)"
              + String.format(THING, "liked")
              + ",?\\s+(?:yes|yes please|always|definitely|ja|ja graag|altijd|zeker)\\s*[.;,!]\\s*"
              + String.format(THING, "disliked")
              + ",?\\s+(?:never|not so much|not really|no|no way|nope|nooit|niet zo|nee|liever niet"
              + "|absoluut niet)\\b");

  /** The mild half: "Oat milk is fine, but ...". */
  private static final Pattern MILD_FIRST =
      Rules.p(
          "^\\W*"
              + String.format(THING, "liked")
              + "\\s+(?:is|are|zijn|is wel|are ok)\\s+(?:(?:totally|perfectly|quite|wel|best)\\s+)?"
              + "(?:fine|ok|okay|alright|prima|oké|goed)\\s*,\\s*(?:but|maar|though)\\b");

  /** The mild half after a Dutch "vind ik ... maar": "maar late diensten prima". */
  private static final Pattern MILD_AFTER =
      Rules.p(
          "\\b(?:but|maar)\\s+"
              + String.format(THING, "liked")
              + "\\s+(?:(?:wel|juist|heel|best)\\s+)?(?:prima|fine|okay|oké|goed|leuk|lekker|fijn)\\W*$");

  /** "The old filter coffee was much nicer", "de oude filterkoffie was veel lekkerder". */
  private static final Pattern OLD_ONE =
      Rules.p(
          "(?<liked>(?:the|de|het|my|mijn) (?:old|oude|previous|vorige) [\\p{L}'’ -]{1,30}?)\\s+"
              + "(?:was|were|waren|vond ik)\\s+(?:(?:much|way|a lot|far|so much|veel|stukken|een stuk)\\s+)?"
              + "(?:nicer|better|tastier|lovelier|lekkerder|beter|leuker|fijner|gezelliger|mooier)\\b");

  /**
   * "koken vind ik fijn": the sayer's words are no part of the thing (the sentence rules read it).
   */
  private static final Pattern SAYER = Rules.p("\\b(?:vind|vinden|ik|i|find)\\b");

  private static final Pattern NEGATION = Rules.p("\\b(?:not|n't|never|niet|nooit|geen)\\b");

  /** Adds the likes and dislikes these contrasts state and the sentence rules did not find. */
  static void add(String text, List<String> sentences, List<Fact> facts) {
    Matcher pair = AsciiCase.matcher(PAIR, text);
    while (pair.find()) {
      add(facts, pair.group("liked"), true, text);
      add(facts, pair.group("disliked"), false, text);
    }
    for (String sentence : sentences) {
      boolean dislikeHere =
          facts.stream()
              .anyMatch(
                  f ->
                      f.predicate().equals("HAS_PREFERENCE")
                          && sentence.equals(f.excerpt())
                          && f.objectValue().startsWith(RuleBasedExtractor.DISLIKES));
      if (dislikeHere) {
        for (Pattern p : List.of(MILD_FIRST, MILD_AFTER)) {
          Matcher m = AsciiCase.matcher(p, sentence);
          if (m.find()
              && !AsciiCase.matcher(NEGATION, m.group("liked")).find()
              && !AsciiCase.matcher(SAYER, m.group("liked")).find()) {
            add(facts, m.group("liked"), true, sentence);
          }
        }
      }
      Matcher old = AsciiCase.matcher(OLD_ONE, sentence);
      if (old.find()) {
        add(facts, old.group("liked"), true, sentence);
      }
    }
  }

  private static void add(List<Fact> facts, String object, boolean like, String excerpt) {
    String thing = object.strip();
    // stop 37: "the old one", a pronoun: no thing ({@link LexiconPreferences#taste})
    if (thing.isEmpty() || Rx.split(thing, "\\s+").length > 6 || !LexiconPreferences.taste(thing)) {
      return;
    }
    String key = thing.toLowerCase(Locale.ROOT);
    boolean known =
        facts.stream()
            .filter(f -> f.predicate().equals("HAS_PREFERENCE"))
            .map(f -> f.objectValue().toLowerCase(Locale.ROOT))
            .anyMatch(v -> v.equals(key) || v.equals(RuleBasedExtractor.DISLIKES + key));
    if (known) {
      return; // the sentence rules said it already, either way: theirs stands
    }
    String value = like ? thing : RuleBasedExtractor.DISLIKES + thing;
    facts.add(new Fact(Extraction.SELF, "HAS_PREFERENCE", value, null, null, false, excerpt));
  }
}
