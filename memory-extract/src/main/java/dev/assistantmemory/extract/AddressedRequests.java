package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Dutch request put to a person by name, the verb first and "jij" after it (issue 13, stop 41):
 * "Ayla, stuur jij me vrijdag de notulen?", "Kees, bel jij morgen de aannemer?". The named person
 * owns the act, due by the day said in it, and its label is the act with the verb's infinitive last
 * ("de notulen sturen"). The rules read "Kees, wil jij ..." and "Stuur jij ..., Kees?" already;
 * this order gave no task, or the question as said read as the user's.
 */
final class AddressedRequests {

  private AddressedRequests() {}

  private static final Pattern ADDRESSED =
      Rules.p(
          "^\\W*(?:(?:hé|hey|hoi)\\s+)?(?<name>(?-i:\\p{Lu})[\\p{L}'’-]+),\\s*(?<verb>\\p{L}+)\\s+"
              + "(?:jij|je)\\s+(?:(?:me|mij|ons|even|alsjeblieft|nog)\\s+)*(?<act>[^?.!]+?)\\s*[?.!]*$");

  /** A word that only leads into the day: "uiterlijk vrijdag", "vóór de 12e". */
  private static final Pattern DAY_LEAD =
      Rules.p("\\s*\\b(?:uiterlijk|vóór|voor|op|tot|per|al)\\s*$");

  /** Adds the named person's task of each such request no task holds yet. */
  static void add(
      List<String> sentences, LocalDate day, List<TaskCandidate> tasks, List<Mention> mentions) {
    for (String sentence : sentences) {
      Matcher m = AsciiCase.matcher(ADDRESSED, sentence);
      if (!Cues.mayMatch(ADDRESSED, sentence)
          || !m.find()
          || !person(m.group("name"), mentions)
          || tasks.stream().anyMatch(t -> sentence.equals(t.excerpt()))) {
        continue;
      }
      String inf = DutchVerbForms.infinitive(m.group("verb"));
      if (inf == null) {
        continue;
      }
      String act = m.group("act");
      LocalDate due = null;
      List<Dates.Span> spans = Dates.find(act, day, Lang.NL);
      for (int i = spans.size() - 1; i >= 0; i--) {
        Dates.Span s = spans.get(i);
        due = s.date(); // read back to front: the first day said is kept
        String before = AsciiCase.matcher(DAY_LEAD, act.substring(0, s.start())).replaceFirst("");
        act = before + act.substring(s.end());
      }
      act = act.replaceAll("\\s+", " ").strip();
      if (act.isEmpty()) {
        continue;
      }
      tasks.add(new TaskCandidate(joined(act, inf), m.group("name"), due, sentence));
    }
  }

  /** The one addressed is a person unless the name is known as something else (a place, a firm). */
  private static boolean person(String name, List<Mention> mentions) {
    for (Mention m : mentions) {
      if (m.name().equals(name)) {
        return Names.PERSON.equals(m.nodeType());
      }
    }
    return !PlaceWords.PLACES.contains(name.toLowerCase(java.util.Locale.ROOT))
        && !KnownOrganizations.contains(name);
  }

  /** "de taart mee" + "nemen" -> "de taart meenemen": a separable particle joins its verb. */
  private static String joined(String act, String inf) {
    Matcher m = AsciiCase.matcher(PARTICLE, act);
    return m.find() ? act.substring(0, m.start()) + " " + m.group(1) + inf : act + " " + inf;
  }

  private static final Pattern PARTICLE =
      Rules.p("\\s+(mee|op|af|terug|in|uit|door|aan|na|over|weg|toe|bij|langs|rond|klaar)$");
}
