package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.regex.Pattern;

/**
 * An offer the other person turned down is no task (stop 33): "I offered to help but she said no",
 * "I offered to collect the kids but Dana declined". An offer said alone ("I offered to drive Gran
 * to the clinic on 3 May") is the user's task.
 */
final class DeclinedOffers {

  private DeclinedOffers() {}

  private static final Pattern DECLINED =
      Rules.p(
          "\\boffered to\\b[^.;]*\\bbut (?:she|he|they|(?-i:\\p{Lu}\\p{Ll}+))"
              + " (?:said no|declined|refused|turned it down|didn'?t want)");

  static void drop(String sentence, List<TaskCandidate> tasks, int from) {
    if (Cues.find(DECLINED, sentence)) {
      tasks.subList(from, tasks.size()).clear();
    }
  }
}
