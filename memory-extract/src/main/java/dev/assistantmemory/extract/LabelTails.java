package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A reminder request left at the end of an English task's label (stop 33): "email Sam about the
 * invoice remind me", "Book the vet and" (from "... and remind me the day before"). The reminder is
 * how the user wants to be told, not part of the act; what is left keeps its owner and day.
 */
final class LabelTails {

  private LabelTails() {}

  private static final Pattern REMIND_TAIL =
      Rules.p(
          "(?:\\s*,)?(?:\\s+(?:and|then|so|but))?(?:\\s+(?:please|pls|also|just))?\\s+(?:remind|nag"
              + "|ping|warn) me\\b.*$|(?:\\s*,)?\\s+(?:and|then)$");

  static void trim(List<TaskCandidate> tasks) {
    tasks.replaceAll(
        t -> {
          if (!Cues.find(REMIND_TAIL, t.label())) {
            return t;
          }
          String label = AsciiCase.matcher(REMIND_TAIL, t.label()).replaceFirst("").strip();
          return Rx.split(label, "\\s+").length < 2 || Text.contentStems(label).isEmpty()
              ? t
              : new TaskCandidate(label, t.owner(), t.due(), t.excerpt());
        });
  }
}
