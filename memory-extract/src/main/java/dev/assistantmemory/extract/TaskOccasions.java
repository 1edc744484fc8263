package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The occasion a task is for, named in the task's own clause with its own day: "bake a cake for the
 * street party on 4 July", "learn my lines before the school play on 12 May", "de hapjes maken voor
 * de buurtbarbecue op zaterdag". The task stays the task; the occasion is an event on that day.
 * Only a phrase after "for / before / at / ahead of / voor / bij / tijdens" and a determiner,
 * ending in an occasion's head noun and followed by "on / op" and the day, counts: "flowers for my
 * mum on Sunday" names a person, "before the deadline on 30 May" a deadline.
 */
final class TaskOccasions {
  private TaskOccasions() {}

  /** Where the occasion's phrase starts: the last such preposition and determiner before it. */
  private static final Pattern OPENING =
      Pattern.compile(
          "(?i)(?<![\\p{L}\\p{N}])(?:for|before|at|ahead of|voor|vóór|bij|tijdens|op|naar)\\s+"
              + "(?:the|my|our|his|her|their|this|that|de|het|mijn|onze|ons|zijn|haar|hun|die"
              + "|dat)\\s+");

  /**
   * The phrase, up to four words, then "on", "op" or "van" right before the day ("op het feest van
   * zaterdag"; stop 35). A day right after the phrase ("for the research fair tmrw") stays the
   * task's.
   */
  private static final Pattern PHRASE =
      Pattern.compile("(?i)^((?:[\\p{L}'’-]+\\s+){0,3}?[\\p{L}'’-]+)\\s+(?:on|op|van)\\s+$");

  /** Occasion heads beyond {@link OccasionPatterns#EVENT}'s, and Dutch compounds ending in them. */
  private static final Pattern MORE_HEADS =
      Pattern.compile(
          "(?i)(?:^|\\s)(?:\\p{L}*(?:barbecue|bbq|tocht|shower|quiz|markt|braderie|kermis|musical)"
              + "|fete|fête|play|toneelstuk|tocht|rit|\\p{L}{3,}rit|call|videocall)$");

  /** The occasions the task sentence names before one of its days. */
  static List<EventCandidate> in(String sentence, List<Dates.Span> spans) {
    List<EventCandidate> out = new java.util.ArrayList<>();
    for (Dates.Span day : spans) {
      occasionBefore(sentence.substring(0, day.start()))
          .ifPresent(label -> out.add(new EventCandidate(label, day.date(), sentence)));
    }
    return out;
  }

  private static Optional<String> occasionBefore(String prefix) {
    Matcher open = AsciiCase.matcher(OPENING, prefix);
    int from = -1;
    while (open.find()) {
      from = open.end();
    }
    if (from < 0) {
      return Optional.empty();
    }
    Matcher phrase = AsciiCase.matcher(PHRASE, prefix.substring(from));
    if (!phrase.find()) {
      return Optional.empty();
    }
    String label = phrase.group(1);
    return endsInOccasion(label) ? Optional.of(label) : Optional.empty();
  }

  private static boolean endsInOccasion(String phrase) {
    Matcher m = AsciiCase.matcher(OccasionPatterns.EVENT, phrase);
    while (m.find()) {
      if (m.end() == phrase.length()) {
        return true;
      }
    }
    return Cues.find(MORE_HEADS, phrase);
  }
}
