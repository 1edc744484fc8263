package dev.assistantmemory.extract;

import java.util.HashSet;
import java.util.Set;

/**
 * The words a message writes, as written (its runs of letters), read once per message: whether the
 * message also writes a capitalised candidate in lower case is then a look-up, not a scan of the
 * whole text per candidate.
 */
final class WrittenWords {
  private final String text;
  private final Set<String> words = new HashSet<>();

  WrittenWords(String text) {
    this.text = text;
    int start = -1;
    for (int i = 0; i <= text.length(); i++) {
      boolean letter = i < text.length() && Character.isLetter(text.charAt(i));
      if (letter && start < 0) {
        start = i;
      } else if (!letter && start >= 0) {
        words.add(text.substring(start, i));
        start = -1;
      }
    }
  }

  /**
   * Whether the text writes {@code word} exactly, with no letter on either side ("printer" in "go
   * to the printer", not in "printers").
   */
  boolean has(String word) {
    if (lettersOnly(word)) {
      return words.contains(word);
    }
    int at = text.indexOf(word);
    while (at >= 0) {
      int end = at + word.length();
      if ((at == 0 || !Character.isLetter(text.charAt(at - 1)))
          && (end == text.length() || !Character.isLetter(text.charAt(end)))) {
        return true;
      }
      at = text.indexOf(word, at + 1);
    }
    return false;
  }

  private static boolean lettersOnly(String word) {
    if (word.isEmpty()) {
      return false;
    }
    for (int i = 0; i < word.length(); i++) {
      if (!Character.isLetter(word.charAt(i))) {
        return false;
      }
    }
    return true;
  }
}
