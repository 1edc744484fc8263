package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.ingest.TranscriptIngest.Utterance;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cuts a raw transcript into speaker turns without a model: a line {@code Label: text} (optionally
 * after a {@code [00:01:02]} or {@code 00:01} time mark) starts a turn of {@code Label}; any other
 * line continues the current turn. Text before the first label, or a transcript with no label at
 * all, belongs to {@code Speaker 1}. Wording is kept verbatim; only the label prefix is removed.
 */
public final class TranscriptSegmenter {
  /** The label of text no speaker label introduces. */
  public static final String UNLABELLED = "Speaker 1";

  private static final Pattern TURN =
      Pattern.compile(
          "^\\s*(?:\\[?\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\.\\d+)?\\]?\\s+)?"
              + "([\\p{L}\\p{N}][\\p{L}\\p{N} .'_()&-]{0,59}?)\\s*:\\s+(.*)$");

  private TranscriptSegmenter() {}

  public static List<Utterance> split(String raw) {
    List<Utterance> out = new ArrayList<>();
    String label = null;
    StringBuilder turn = new StringBuilder();
    for (String line : raw.split("\\R", -1)) {
      Matcher m = TURN.matcher(line);
      if (m.matches()) {
        flush(out, label, turn);
        label = m.group(1).trim();
        turn.append(m.group(2));
      } else {
        if (!turn.isEmpty() || !line.isBlank()) {
          if (!turn.isEmpty()) {
            turn.append('\n');
          }
          turn.append(line);
        }
      }
    }
    flush(out, label, turn);
    return out;
  }

  private static void flush(List<Utterance> out, String label, StringBuilder turn) {
    String text = turn.toString().strip();
    turn.setLength(0);
    if (!text.isEmpty()) {
      out.add(new Utterance(label == null ? UNLABELLED : label, text, null));
    }
  }
}
