package dev.assistantmemory.extract;

import dev.assistantmemory.extract.pos.DutchLexicon;
import java.util.Locale;

/**
 * Dutch action verbs beyond the rules' closed list, by the lexicon ({@link DutchLexicon}): a first
 * person present form ("bestel", "plak", "ververs") or a plural / infinitive ("drukken") or a third
 * person form ("drukt") of a verb that is not one of state, view or taste. The rules ask their own
 * list first; this answers only for the verbs it does not hold.
 */
final class DutchVerbs {

  private DutchVerbs() {}

  /** The infinitive of a first person or plural action verb the lexicon knows, or null. */
  static String action(String verb) {
    if (!DutchLexicon.ON || verb.length() < 2) {
      return null;
    }
    String w = verb.toLowerCase(Locale.ROOT);
    String lemma = DutchLexicon.firstPerson(w);
    if (lemma == null && DutchLexicon.isInfinitive(w)) {
      lemma = w; // "bespreken we", "drukken"
    }
    return lemma != null && DutchLexicon.isAction(lemma) && !DutchLexicon.isFunctionWord(w)
        ? lemma
        : null;
  }

  /**
   * The infinitive of a past participle of an action verb the lexicon knows ("nagekeken" ->
   * "nakijken", "uitgewerkt" -> "uitwerken"), or null.
   */
  static String participle(String word) {
    if (!DutchLexicon.ON || word.length() < 5) {
      return null;
    }
    String w = word.toLowerCase(Locale.ROOT);
    String lemma = DutchLexicon.participle(w);
    return lemma != null && DutchLexicon.isAction(lemma) && !DutchLexicon.isFunctionWord(w)
        ? lemma
        : null;
  }

  /** The infinitive of a third person singular action verb ("drukt" -> "drukken"), or null. */
  static String thirdPerson(String verb) {
    if (!DutchLexicon.ON || verb.length() < 3) {
      return null;
    }
    String w = verb.toLowerCase(Locale.ROOT);
    String lemma = DutchLexicon.thirdPerson(w);
    return lemma != null && DutchLexicon.isAction(lemma) && !DutchLexicon.isFunctionWord(w)
        ? lemma
        : null;
  }
}
