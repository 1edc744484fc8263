package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The owner of a bare English imperative (issue 13, thirteenth pass): "Pay the water bill by the
 * end of the month", "Hand in the reimbursement form by Tuesday", "Set up the new printer for the
 * office", "Renew my passport by June 1". An imperative is addressed to the assistant only when the
 * assistant could do it in the chat (book, draft, send, order, print, ask ...: those stay without
 * an owner); a deed that needs the user's hands, money or presence (pay, hand in, renew, fix, pick
 * up, call ...) is a note to self, the user's own task.
 */
final class ImperativeOwners {

  private ImperativeOwners() {}

  /** Verbs of deeds an assistant cannot do for the user in a chat. */
  private static final Set<String> OWN_DEEDS =
      Set.of(
          "pay",
          "apply",
          "hand",
          "submit",
          "renew",
          "finish",
          "set",
          "fix",
          "repair",
          "clean",
          "tidy",
          "pick",
          "collect",
          "return",
          "sign",
          "fill",
          "file",
          "take",
          "bring",
          "buy",
          "call",
          "ring",
          "phone",
          "visit",
          "water",
          "feed",
          "walk",
          "wash",
          "mow",
          "drop",
          "post",
          "iron",
          "cook",
          "bake",
          "practise",
          "practice",
          "study",
          "complete",
          "paint",
          "repaint",
          "replace",
          "install",
          "charge",
          "pack",
          "clear",
          "empty",
          "hoover",
          "vacuum",
          "top",
          "service",
          "declutter",
          "defrost",
          "change");

  /** What may stand before the imperative verb. */
  private static final Pattern LEAD = Rules.p("^\\W*(?:(?:please|pls|and|also|oh|then)[\\s,]+)*");

  /** The user's own imperatives among {@code tasks[from..]} get the user as owner. */
  static void apply(List<TaskCandidate> tasks, int from) {
    for (int i = from; i < tasks.size(); i++) {
      TaskCandidate t = tasks.get(i);
      if (t.owner() != null || t.label() == null || t.excerpt() == null) {
        continue;
      }
      String verb = firstWord(t.label());
      if (!OWN_DEEDS.contains(verb)) {
        continue;
      }
      String opening = firstWord(AsciiCase.matcher(LEAD, t.excerpt()).replaceFirst(""));
      if (opening.equals(verb)) {
        tasks.set(i, new TaskCandidate(t.label(), Extraction.SELF, t.due(), t.excerpt()));
      }
    }
  }

  private static String firstWord(String s) {
    String[] w = s.strip().split("[^\\p{L}']+", 2);
    return w.length == 0 ? "" : w[0].toLowerCase(Locale.ROOT);
  }
}
