package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The user's tasks said as a note with a day (issue 13, eighth pass): a plan headed by a day ("My
 * plan for Saturday: clean the garage", "To do tomorrow: call the bank, buy milk", "Plan voor
 * zaterdag: de garage opruimen", "Morgen: tandarts bellen"), each item an act (an English action
 * verb first, a Dutch action infinitive last); and a closing date the user does not want to miss
 * ("Registration closes November 20, don't let me miss it", "De inschrijving sluit op 20 november,
 * niet vergeten"), the act named by its noun.
 */
final class DatedNotes {

  private DatedNotes() {}

  private static final Pattern HEADED =
      Rules.p(
          "^\\W*(?:(?:my |mijn )?(?:plans?|to ?dos?|to do|te doen|planning)(?: (?:for|voor))?\\s+)?"
              + "(?<day>[^:]{3,30}?)\\s*:\\s*(?<items>[^:]+?)\\W*$");

  private static final Pattern ITEM_BREAK =
      Rules.p("\\s*[,;]\\s*(?:and\\s+|en\\s+)?|\\s+(?:and|en)\\s+");

  private static final Pattern CLOSES =
      Rules.p(
          "^\\W*(?:the |de |het )?(?<noun>registration|applications?|enrol(?:l)?ment|sign[- ]?ups?"
              + "|ticket sales|inschrijving|inschrijvingen|aanmelding|aanmeldingen|kaartverkoop"
              + "|voorverkoop)(?<what>\\s+(?:for|voor) [^,]+?)?\\s+(?:closes|close|ends|end|sluit"
              + "|sluiten|stopt|eindigt)\\b[^,]*,\\s*(?:so\\s+|dus\\s+)?(?:please\\s+)?(?:don'?t let me"
              + " (?:miss|forget) (?:it|that)|remind me|i don'?t want to miss (?:it|that)|niet vergeten"
              + "|herinner me(?: eraan)?|laat me (?:het|dat) niet missen|vergeet (?:het|dat) niet)\\b");

  /** The act a closing noun names. */
  private static String act(String noun) {
    String n = noun.toLowerCase(java.util.Locale.ROOT);
    if (n.startsWith("regist")) {
      return "register";
    } else if (n.startsWith("applic")) {
      return "apply";
    } else if (n.startsWith("enrol")) {
      return "enrol";
    } else if (n.startsWith("sign")) {
      return "sign up";
    } else if (n.startsWith("ticket")) {
      return "buy tickets";
    } else if (n.startsWith("inschrijving")) {
      return "inschrijven";
    } else if (n.startsWith("aanmelding")) {
      return "aanmelden";
    }
    return "kaartjes kopen";
  }

  /** Adds the note's tasks; whether there were any. */
  static boolean find(
      String sentence, Lang lang, LocalDate day, List<Dates.Span> spans, List<TaskCandidate> out) {
    List<Dates.Span> coming = spans.stream().filter(s -> !s.date().isBefore(day)).toList();
    if (coming.size() != 1) {
      return false;
    }
    LocalDate due = coming.get(0).date();
    Matcher c = AsciiCase.matcher(CLOSES, sentence);
    if (Cues.mayMatch(CLOSES, sentence) && c.find()) {
      String what = c.group("what") == null ? "" : c.group("what").strip();
      String label =
          lang == Lang.NL
              ? Text.clean(what + " " + act(c.group("noun")))
              : act(c.group("noun")) + (what.isEmpty() ? "" : " " + what);
      out.add(new TaskCandidate(Text.clean(label), Extraction.SELF, due, sentence));
      return true;
    }
    Matcher h = AsciiCase.matcher(HEADED, sentence);
    if (!Cues.mayMatch(HEADED, sentence)
        || !h.find()
        || !h.group("day").contains(coming.get(0).text())) {
      return false;
    }
    int before = out.size();
    for (String item : ITEM_BREAK.split(h.group("items"))) {
      String[] words = Rx.split(item.strip(), "\\s+");
      boolean act =
          lang == Lang.NL
              ? words.length >= 2 && DutchVerbForms.isActionInfinitive(words[words.length - 1])
              : words.length >= 2 && ActionVerbs.isActionVerbEn(words[0]);
      if (act) {
        out.add(
            new TaskCandidate(TaskLabels.label(item, lang, day), Extraction.SELF, due, sentence));
      }
    }
    return out.size() > before;
  }
}
