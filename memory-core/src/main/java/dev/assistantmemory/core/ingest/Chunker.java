package dev.assistantmemory.core.ingest;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits text into pieces of at most {@code maxChars}: whole paragraphs where they fit, else
 * sentences, else hard cuts. Deterministic, so re-processing yields the same chunks.
 */
public final class Chunker {
  private final int maxChars;

  public Chunker(int maxChars) {
    this.maxChars = maxChars;
  }

  public List<String> split(String text) {
    List<String> out = new ArrayList<>();
    if (text == null || blank(text)) {
      return out;
    }
    StringBuilder current = new StringBuilder();
    for (String paragraph : text.split("\\n\\s*\\n")) {
      String p = paragraph.strip();
      if (p.isEmpty()) {
        continue;
      }
      if (p.length() > maxChars) {
        flush(current, out);
        splitLong(p, out);
        continue;
      }
      if (current.length() > 0 && current.length() + 2 + p.length() > maxChars) {
        flush(current, out);
      }
      if (current.length() > 0) {
        current.append("\n\n");
      }
      current.append(p);
    }
    flush(current, out);
    return out;
  }

  private void splitLong(String paragraph, List<String> out) {
    StringBuilder current = new StringBuilder();
    for (String sentence : paragraph.split("(?<=[.!?])\\s+")) {
      if (sentence.length() > maxChars) {
        flush(current, out);
        for (int i = 0; i < sentence.length(); i += maxChars) {
          // A hard cut can land in a run of spaces: a blank piece has nothing to embed or find.
          String piece = sentence.substring(i, Math.min(sentence.length(), i + maxChars));
          if (!blank(piece)) {
            out.add(piece);
          }
        }
        continue;
      }
      if (current.length() > 0 && current.length() + 1 + sentence.length() > maxChars) {
        flush(current, out);
      }
      if (current.length() > 0) {
        current.append(' ');
      }
      current.append(sentence);
    }
    flush(current, out);
  }

  private static void flush(StringBuilder current, List<String> out) {
    if (!blank(current)) {
      out.add(current.toString());
    }
    current.setLength(0);
  }

  /**
   * Nothing to embed or find: only whitespace, spaces of any kind, control and invisible format
   * characters (a message of one zero-width space reaches us from chat exports).
   */
  static boolean blank(CharSequence text) {
    return text.codePoints()
        .allMatch(
            cp ->
                Character.isWhitespace(cp)
                    || Character.isSpaceChar(cp)
                    || Character.isISOControl(cp)
                    || Character.getType(cp) == Character.FORMAT);
  }
}
