package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.embed.TextWindow;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@link Chunker}'s cut for a model's window: pieces of at most {@code maxChars} characters and
 * {@code budget} of the model's tokens. Whole paragraphs where they fit (joined by a blank line); a
 * longer paragraph's sentences and lines, their text and inner spacing kept; a longer sentence's
 * words; a longer word's halves. Token counts add up over whitespace (a word-piece tokenizer splits
 * on it first), so a piece's count is the sum of its parts'.
 */
final class WindowCut {
  /**
   * After a sentence's end (and closing quotes or brackets) and its spaces, or at a line break; not
   * after a list's number ("3. ").
   */
  private static final Pattern UNIT_END =
      Pattern.compile("(?<![0-9])[.!?]+[\\\"'\\u2019\\u201d)\\]]*\\s+|[ \\t]*\\n\\s*");

  private static final Pattern WORD_END = Pattern.compile("\\s+");

  private final int maxChars;
  private final int budget;
  private final TextWindow window;
  private final List<String> out;
  private final StringBuilder current = new StringBuilder();
  private int currentPieces;
  private boolean paragraphStart;

  WindowCut(int maxChars, int budget, TextWindow window, List<String> out) {
    this.maxChars = maxChars;
    this.budget = budget;
    this.window = window;
    this.out = out;
  }

  void split(String text) {
    for (String paragraph : text.split("\\n\\s*\\n")) {
      String p = paragraph.strip();
      if (p.isEmpty() || Chunker.blank(p)) {
        continue;
      }
      int pieces = window.count(p);
      if (p.length() <= maxChars && pieces <= budget) {
        if (current.length() > 0
            && (current.length() + 2 + p.length() > maxChars || currentPieces + pieces > budget)) {
          flush();
        }
        if (current.length() > 0) {
          trimEnd();
          current.append("\n\n");
        }
        current.append(p);
        currentPieces += pieces;
        continue;
      }
      // A longer paragraph goes on filling the current piece (a heading or a lead-in line stays
      // with what it introduces), cut after its sentences and at its lines.
      paragraphStart = current.length() > 0;
      for (String unit : spans(p, UNIT_END)) {
        add(unit, true);
        paragraphStart = false;
      }
    }
    flush();
  }

  /** Adds a span (its trailing whitespace kept), cutting it smaller when it fits no piece. */
  private void add(String span, boolean sentence) {
    int pieces = window.count(span);
    int length = span.stripTrailing().length();
    if (length <= maxChars && pieces <= budget) {
      String separator = paragraphStart ? "\n\n" : "";
      if (current.length() > 0
          && (current.length() + separator.length() + length > maxChars
              || currentPieces + pieces > budget)) {
        flush();
      }
      if (current.length() > 0 && !separator.isEmpty()) {
        trimEnd();
        current.append(separator);
      }
      current.append(span);
      currentPieces += pieces;
      return;
    }
    flush();
    paragraphStart = false;
    if (sentence) {
      for (String word : spans(span, WORD_END)) {
        add(word, false);
      }
    } else {
      halves(span.strip());
    }
  }

  /**
   * A word longer than a piece (a URL, a hash, a run of symbols): cut in halves until each fits.
   */
  private void halves(String word) {
    if (word.isEmpty()) {
      return;
    }
    if (word.length() <= 1 || (word.length() <= maxChars && window.count(word) <= budget)) {
      current.append(word);
      flush();
      return;
    }
    int mid = word.length() / 2;
    if (Character.isLowSurrogate(word.charAt(mid))) {
      mid++;
    }
    halves(word.substring(0, mid));
    halves(word.substring(mid));
  }

  private void trimEnd() {
    int end = current.length();
    while (end > 0 && Character.isWhitespace(current.charAt(end - 1))) {
      end--;
    }
    current.setLength(end);
  }

  private void flush() {
    String piece = current.toString().strip();
    if (!piece.isEmpty() && !Chunker.blank(piece)) {
      out.add(piece);
    }
    current.setLength(0);
    currentPieces = 0;
  }

  /** The text cut after each match of {@code end}, each span with its match. */
  private static List<String> spans(String text, Pattern end) {
    List<String> spans = new java.util.ArrayList<>();
    Matcher m = end.matcher(text);
    int start = 0;
    while (m.find()) {
      if (m.end() > start) {
        spans.add(text.substring(start, m.end()));
        start = m.end();
      }
    }
    if (start < text.length()) {
      spans.add(text.substring(start));
    }
    return spans;
  }
}
