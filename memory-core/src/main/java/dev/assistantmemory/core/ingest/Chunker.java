package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.embed.TextWindow;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits text into pieces of at most {@code maxChars}: whole paragraphs where they fit, else
 * sentences, else hard cuts. Deterministic, so re-processing yields the same chunks.
 *
 * <p>With the embedding model's {@link TextWindow}, a piece also holds at most the window's tokens
 * (less those of the prefix the piece is embedded with), so that every word of the text is in a
 * vector: MiniLM reads 126 word pieces of a text, and a 1,000-character piece of prose is about 200
 * (docs/benchmarks.md, "Stop 41: long41", "Stop 42: chunk42"). A paragraph too long for a piece is
 * cut after its sentences and at its line breaks (its text kept as it is), a sentence too long at
 * its spaces.
 */
public final class Chunker {
  /** The fewest tokens a piece may hold whatever its prefix's length (at most half the window). */
  static final int MIN_PIECES = 16;

  private final int maxChars;
  private final TextWindow window;

  public Chunker(int maxChars) {
    this(maxChars, null);
  }

  /** Pieces of at most {@code maxChars} and, with a window (null: none), of at most its tokens. */
  public Chunker(int maxChars, TextWindow window) {
    this.maxChars = maxChars;
    this.window = window;
  }

  public List<String> split(String text) {
    return split(text, "");
  }

  /**
   * The pieces of {@code text}, each to be embedded with {@code prefix} in front of it (a speaker's
   * name, a document's title), which the window's count leaves room for; the pieces do not carry
   * it.
   */
  public List<String> split(String text, String prefix) {
    List<String> out = new ArrayList<>();
    if (text == null || blank(text)) {
      return out;
    }
    if (window != null) {
      int budget =
          Math.max(
              Math.max(1, Math.min(MIN_PIECES, window.maxPieces() / 2)),
              window.maxPieces() - (prefix == null || prefix.isEmpty() ? 0 : window.count(prefix)));
      new WindowCut(maxChars, budget, window, out).split(text);
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
