package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.extract.pos.DutchLexicon;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A message to pass on that holds the user's own promise (stop 40): "Tell Sara I'll collect her
 * from the airport on Sunday", "Zeg tegen Bram dat ik hem zondag van het vliegveld haal", "Laat
 * Noor weten dat ik morgen de sleutels breng". Two tasks: the telling, the assistant's (no owner,
 * no day: "tell Sara I'll collect her from the airport"), and the promise, the user's by its day,
 * with the one told in place of "him" / "her" ("collect Sara from the airport", "drop Sara's bike
 * back").
 */
final class RelayedPromises {

  private RelayedPromises() {}

  private static final String NAME = "(?<who>(?-i:\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?))";

  private static final Pattern TOLD_EN =
      Rules.p(
          "^\\W*(?:please\\s+)?(?<tell>tell|let)\\s+"
              + NAME
              + "(?:\\s+know)?\\s+(?:that\\s+)?(?:i'?ll|i will|i'?m going to|i am going to)\\s+\\S");

  private static final Pattern TOLD_NL =
      Rules.p(
          "^\\W*(?:(?:zeg|vertel)\\s+(?:even\\s+|maar\\s+)?tegen\\s+"
              + NAME
              + "|laat\\s+"
              + NAME.replace("who", "who2")
              + "\\s+(?:even\\s+|maar\\s+)?weten)\\s*,?\\s+dat\\s+ik\\s+(?<rest>[^?]+?)\\W*$");

  /** "him", or "her" as an object ("pick her up"); else "her" is a possessive ("her bike"). */
  private static final Pattern OBJECT_EN =
      Rules.p(
          "\\bhim\\b|\\bher\\b(?=\\s+(?:up|from|to|at|in|off|home|back|round|over|on|by|for|after"
              + "|before|tomorrow|today|tonight)\\b|\\W*$)");

  private static final Pattern POSSESSIVE_EN = Rules.p("\\b(?:his|her)\\b");

  /** "hem", or "haar" before a day, a preposition or the verb ("haar vrijdag van het station"). */
  private static final Pattern OBJECT_NL =
      Rules.p(
          "^(?:hem|haar)\\b(?=\\s+(?:\\p{L}*dag|morgen|overmorgen|vanavond|straks|even|van|naar|bij|op"
              + "|met|om|uit|af|in)\\b|\\s+\\p{L}+$|$)");

  /**
   * Replaces the tasks this sentence added (from {@code from} on) by the telling and the user's
   * promise.
   */
  static void apply(
      String sentence, Lang lang, LocalDate day, List<TaskCandidate> tasks, int from) {
    TaskCandidate promise = null;
    String telling;
    if (lang == Lang.EN) {
      Matcher m = AsciiCase.matcher(TOLD_EN, sentence);
      if (!m.find()) {
        return;
      }
      String who = m.group("who");
      for (int i = from; i < tasks.size() && promise == null; i++) {
        TaskCandidate t = tasks.get(i);
        if (Extraction.SELF.equals(t.owner())) {
          String label = Cues.replaceAll(OBJECT_EN, t.label(), who);
          label = Cues.replaceAll(POSSESSIVE_EN, label, who + "'s");
          promise = new TaskCandidate(label, t.owner(), t.due(), t.excerpt());
        }
      }
      telling = TaskLabels.label(sentence.substring(m.start("tell")), Lang.EN, day);
      telling = Character.toLowerCase(telling.charAt(0)) + telling.substring(1);
    } else {
      Matcher m = AsciiCase.matcher(TOLD_NL, sentence);
      if (!m.find() || Cues.find(Rules.NEGATED_NL, m.group("rest"))) {
        return;
      }
      String who = m.group("who") != null ? m.group("who") : m.group("who2");
      String rest = withoutDates(m.group("rest").strip(), day);
      telling =
          (m.group("who") != null ? "tegen " + who + " zeggen" : who + " laten weten")
              + " dat ik "
              + rest;
      String act = Cues.replaceAll(OBJECT_NL, m.group("rest").strip(), who);
      int last = act.lastIndexOf(' ') + 1;
      String verb = infinitive(act.substring(last));
      String label =
          verb == null ? "" : TaskLabels.label(act.substring(0, last) + verb, Lang.NL, day);
      if (label.length() >= 3 && !Text.contentStems(label).isEmpty()) {
        promise =
            new TaskCandidate(
                label,
                Extraction.SELF,
                TaskRules.due(Dates.find(sentence, day, Lang.NL), day),
                sentence);
      }
    }
    if (promise == null) {
      return;
    }
    tasks.subList(from, tasks.size()).clear();
    tasks.add(new TaskCandidate(telling, null, null, sentence));
    tasks.add(promise);
  }

  /** The words without their dates: "haar vrijdag van het station haal". */
  private static String withoutDates(String text, LocalDate day) {
    String out = text;
    List<Dates.Span> spans = Dates.find(text, day, Lang.NL);
    for (int i = spans.size() - 1; i >= 0; i--) {
      out = out.substring(0, spans.get(i).start()) + out.substring(spans.get(i).end());
    }
    return Text.clean(Rx.replaceAll(out, "\\s+", " "));
  }

  /** The infinitive of a first person verb, its particle kept ("ophaal" is "ophalen"), or null. */
  private static String infinitive(String verb) {
    String plain = DutchLexicon.firstPerson(verb);
    if (plain != null) {
      return plain;
    }
    for (String particle : DutchInfinitives.PARTICLES) {
      if (verb.startsWith(particle) && verb.length() > particle.length() + 2) {
        String rest = DutchLexicon.firstPerson(verb.substring(particle.length()));
        if (rest != null) {
          return particle + rest;
        }
      }
    }
    return null;
  }
}
