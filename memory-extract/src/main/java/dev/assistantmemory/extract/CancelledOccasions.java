package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An occasion called off takes every open task for it along (issue 13, eighth pass): "The trip to
 * Berlin is off, so no need for the hotel" abandons "book hotel in Berlin" and "buy train tickets
 * to Berlin"; "De reis naar Berlijn gaat niet door" the tasks that name Berlijn. A task shares a
 * word of the occasion other than a person's name ("The meeting with Sarah is cancelled" does not
 * abandon "call Sarah about the invoice"); the kind of occasion alone ("The party is off") ties
 * only tasks that name no one.
 */
final class CancelledOccasions {

  private CancelledOccasions() {}

  private static final Pattern CALLED_OFF =
      Rules.p(
          "^\\W*(?:so\\s+|dus\\s+)?(?:the |our |my |de |het |onze |mijn |ons )?(?<occ>[^,;.]{3,60}?)\\s+"
              + "(?:is off|is cancell?ed|got cancell?ed|has been cancell?ed|was cancell?ed|is called off"
              + "|got called off|was called off|is not happening|isn'?t happening|gaat niet door"
              + "|is afgelast|is geannuleerd|is afgezegd|is afgeblazen|gaat niet meer door)\\b");

  private static final Pattern PLACE = Rules.p("to|naar|in|at|from|uit");

  /** Occasion kinds: shared alone, they do not tie a task to this occasion. */
  private static final Set<String> KINDS =
      Set.copyOf(
          Text.contentStems(
              "trip journey holiday vacation party dinner lunch meeting visit weekend event concert"
                  + " reis vakantie feest etentje lunch vergadering bezoek weekend uitje concert"));

  /** The open tasks the sentence's called-off occasion takes along, beyond {@code changed}. */
  static List<StatusChange> alsoOff(
      String sentence, List<KnownTask> known, Set<String> changed, LabelStems stems) {
    if (known.size() < 2 || !Text.mayContain(sentence, List.of(" off", "cancel", "door", "afge"))) {
      return List.of();
    }
    Matcher m = AsciiCase.matcher(CALLED_OFF, sentence);
    if (!Cues.mayMatch(CALLED_OFF, sentence) || !m.find()) {
      return List.of();
    }
    Set<String> words = new HashSet<>();
    String previous = "";
    for (String w : m.group("occ").split("[^\\p{L}'’]+")) {
      // a name counts only as a place ("to Berlin", "naar Spanje"): "Sarah's party", "the meeting
      // with Sarah" share a person, not the occasion, with "call Sarah about the invoice"
      if (!w.isEmpty()
          && (!Character.isUpperCase(w.charAt(0))
              || AsciiCase.matcher(PLACE, previous).matches())) {
        words.addAll(Text.contentStems(w));
      }
      previous = w;
    }
    Set<String> specific = new HashSet<>(words);
    specific.removeAll(KINDS);
    List<StatusChange> out = new ArrayList<>();
    for (KnownTask t : known) {
      Set<String> task = stems.content(t);
      // "The party is off": the kind alone ties a task that names no one else's occasion
      boolean tied =
          specific.isEmpty()
              ? task.stream().anyMatch(words::contains)
                  && !t.label().substring(1).matches(".*\\p{Lu}.*")
              : task.stream().anyMatch(specific::contains);
      if (t.isOpen() && !changed.contains(t.id()) && tied && changed.add(t.id())) {
        out.add(new StatusChange(t.id(), "abandoned", sentence));
      }
    }
    return out;
  }
}
