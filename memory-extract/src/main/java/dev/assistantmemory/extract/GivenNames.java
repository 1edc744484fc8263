package dev.assistantmemory.extract;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Common given names in English, Dutch and the languages most spoken beside them (the list is the
 * resource {@code given-names.txt}): evidence that a capitalised word names a person where the
 * sentence alone does not say, at the start of a sentence ("Kees teruggebeld", "Marie Curie was
 * awarded ...") or after a word that also leads to a place ("stuur het naar Pieter"). A name that
 * is also an everyday word, a month or a short form ("Will", "May", "Ben", "Floor") is listed after
 * the file's marker line and counts only where the sentence says a person is meant.
 */
final class GivenNames {
  private GivenNames() {}

  private static final String RESOURCE = "given-names.txt";
  private static final String AMBIGUOUS_MARKER = "[also words]";

  private static final Set<String> NAMES = new HashSet<>();
  private static final Set<String> ALSO_WORDS = new HashSet<>();

  static {
    boolean words = false;
    for (String line : WordLists.lines(RESOURCE)) {
      if (line.equals(AMBIGUOUS_MARKER)) {
        words = true;
      } else {
        for (String name : Rx.split(line, "\\s+")) {
          (words ? ALSO_WORDS : NAMES).add(name);
        }
      }
    }
    NAMES.addAll(ALSO_WORDS);
  }

  /** A given name, whether or not it is also an everyday word. */
  static boolean isName(String word) {
    String lower = word.toLowerCase(Locale.ROOT);
    return NAMES.contains(lower) || hyphenated(lower, NAMES);
  }

  /**
   * "Gert-Jan", "Anne-Marie", "Willem-Alexander", "Jean-Luc": a double given name, each part a
   * given name.
   */
  private static boolean hyphenated(String lower, Set<String> names) {
    int dash = lower.indexOf('-');
    if (dash <= 0 || dash == lower.length() - 1 || lower.indexOf('-', dash + 1) >= 0) {
      return false;
    }
    return names.contains(lower.substring(0, dash)) && names.contains(lower.substring(dash + 1));
  }

  /** A given name that is no everyday word: enough on its own to read a capital as a person. */
  static boolean isPlainName(String word) {
    String lower = word.toLowerCase(Locale.ROOT);
    return NAMES.contains(lower) && !ALSO_WORDS.contains(lower)
        || hyphenated(lower, NAMES) && !ALSO_WORDS.contains(lower.substring(0, lower.indexOf('-')));
  }
}
