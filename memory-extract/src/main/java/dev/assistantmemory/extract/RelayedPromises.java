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
 * Noor weten dat ik morgen de sleutels breng". The promise is the user's task, not the telling;
 * "him" / "her" in it is the one told ("collect Sara from the airport").
 */
final class RelayedPromises {

  private RelayedPromises() {}

  private static final String NAME = "(?<who>(?-i:\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?))";

  private static final Pattern TOLD_EN =
      Rules.p(
          "^\\W*(?:please\\s+)?(?:tell|let)\\s+"
              + NAME
              + "(?:\\s+know)?\\s+(?:that\\s+)?(?:i'?ll|i will|i'?m going to|i am going to)\\s+\\S");

  private static final Pattern TOLD_NL =
      Rules.p(
          "^\\W*(?:(?:zeg|vertel)\\s+(?:even\\s+|maar\\s+)?tegen\\s+"
              + NAME
              + "|laat\\s+"
              + NAME.replace("who", "who2")
              + "\\s+(?:even\\s+|maar\\s+)?weten)\\s*,?\\s+dat\\s+ik\\s+(?<rest>[^?]+?)\\W*$");

  /** "him", or "her" as an object ("pick her up"), not as a possessive ("her bike"). */
  private static final Pattern OBJECT_EN =
      Rules.p(
          "\\bhim\\b|\\bher\\b(?=\\s+(?:up|from|to|at|in|off|home|back|round|over|on|by|for|after"
              + "|before|tomorrow|today|tonight)\\b|\\W*$)");

  /** "hem", or "haar" before a day, a preposition or the verb ("haar vrijdag van het station"). */
  private static final Pattern OBJECT_NL =
      Rules.p(
          "^(?:hem|haar)\\b(?=\\s+(?:\\p{L}*dag|morgen|overmorgen|vanavond|straks|even|van|naar|bij|op"
              + "|met|om|uit|af|in)\\b|\\s+\\p{L}+$|$)");

  /**
   * Rewrites the tasks this sentence added (from {@code from} on) as the user's promise to the one
   * told, or adds it when the rules found none.
   */
  static void apply(
      String sentence, Lang lang, LocalDate day, List<TaskCandidate> tasks, int from) {
    if (lang == Lang.EN) {
      Matcher m = TOLD_EN.matcher(sentence);
      if (!m.find()) {
        return;
      }
      for (int i = from; i < tasks.size(); i++) {
        TaskCandidate t = tasks.get(i);
        if (Extraction.SELF.equals(t.owner())) {
          String label = Cues.replaceAll(OBJECT_EN, t.label(), m.group("who"));
          tasks.set(i, new TaskCandidate(label, t.owner(), t.due(), t.excerpt()));
        }
      }
      return;
    }
    Matcher m = TOLD_NL.matcher(sentence);
    if (!m.find() || Cues.find(Rules.NEGATED_NL, m.group("rest"))) {
      return;
    }
    String who = m.group("who") != null ? m.group("who") : m.group("who2");
    String act = Cues.replaceAll(OBJECT_NL, m.group("rest").strip(), who);
    int last = act.lastIndexOf(' ') + 1;
    String verb = infinitive(act.substring(last));
    if (verb == null) {
      return;
    }
    String label = TaskLabels.label(act.substring(0, last) + verb, Lang.NL, day);
    if (label.length() < 3 || Text.contentStems(label).isEmpty()) {
      return;
    }
    tasks.subList(from, tasks.size()).clear();
    tasks.add(
        new TaskCandidate(
            label,
            Extraction.SELF,
            TaskRules.due(Dates.find(sentence, day, Lang.NL), day),
            sentence));
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
