package dev.assistantmemory.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** A text's sentences ({@link Text#sentences}), split once per text on a thread (stop 43). */
final class Sentences {
  private Sentences() {}

  private static final Pattern SENTENCE_END =
      Pattern.compile(
          "(?<=[.!?])(?<!\\b(?:Dr|Mr|Mrs|Ms|Prof|St|Mevr|Dhr|Drs|Ir|Jr|Sr|Rev|Revd|Sgt|Capt|Insp|Cllr|Lt|Fr"
              + "|\\p{Lu}\\.\\p{Lu})\\.)\\s+(?=[\\p{Lu}\\d@\"'(])"
              + "|\\n+|(?<=[.!?])$");

  /**
   * The last two texts split into sentences on this thread, and their sentences (stop 43: the
   * extractor, its learned detectors and several rules split the same message).
   */
  private static final ThreadLocal<Object[]> SPLIT = ThreadLocal.withInitial(() -> new Object[4]);

  /**
   * The longest text whose split is kept (stop 44): a longer one (a document) is split again when
   * asked again, so that a pool thread does not hold it after its job.
   */
  static final int KEPT_TEXT_MAX = 16_384;

  /** Sentences (and lines) of a text, trimmed, non-empty: a list of the caller's own. */
  @SuppressWarnings("unchecked")
  static List<String> of(String text) {
    Object[] last = SPLIT.get();
    for (int k = 0; k < 4; k += 2) {
      if (last[k] == text || text.equals(last[k])) {
        return new ArrayList<>((List<String>) last[k + 1]);
      }
    }
    List<String> out = split(text);
    if (text.length() > KEPT_TEXT_MAX) {
      return out; // not kept: the slots would hold a large document until two more texts come
    }
    last[2] = last[0];
    last[3] = last[1];
    last[0] = text;
    last[1] = List.copyOf(out);
    return out;
  }

  private static List<String> split(String text) {
    List<String> out = new ArrayList<>();
    if (text.indexOf('.') < 0
        && text.indexOf('!') < 0
        && text.indexOf('?') < 0
        && text.indexOf('\n') < 0) {
      String t = text.strip(); // nothing to split at: one sentence, as the split would give
      if (!t.isEmpty()) {
        out.add(t);
      }
      return out;
    }
    for (String s : SENTENCE_END.split(text)) {
      String t = s.strip();
      if (!t.isEmpty()) {
        out.add(t);
      }
    }
    return out;
  }
}
