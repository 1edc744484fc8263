package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A named person's share in a Dutch second clause, after the user's own (issue 13, twelfth pass):
 * "Ik heb aan Yara toegezegd dat ik de flyers ontwerp, en Niels drukt ze af", "Ik heb Lieke beloofd
 * dat ik haar fiets maak, Ruben brengt hem zaterdag langs", "..., en Ilse zorgt voor de koffie".
 * The person's present-tense act becomes their task; a pronoun that opens it ("ze", "hem", "het",
 * "die") stands for the thing of the task the clause before gave the user.
 */
final class SecondClauseDuties {

  private SecondClauseDuties() {}

  /** ", (en) Niels drukt ze af": a name, a third person verb, the rest of the clause. */
  private static final Pattern SECOND =
      Pattern.compile(
          ",\\s*(?:(?:en|dus)\\s+)?(?<name>\\p{Lu}\\p{Ll}+)\\s+(?<verb>\\p{Ll}{2,}t)\\s+"
              + "(?<rest>[^,.;!?]+)");

  /** A pronoun opening the act, standing for the thing before. */
  private static final Pattern PRONOUN = Pattern.compile("^(?:ze|hem|het|die|dat)\\b");

  /**
   * Adds the second clause's task to {@code tasks} when the sentence's own tasks (from {@code
   * from}) include one of the user's and none of that person's.
   */
  static void add(
      String sentence, LocalDate day, List<TaskCandidate> tasks, int from, List<Mention> mentions) {
    if (tasks.size() == from || sentence.indexOf(',') < 0) {
      return;
    }
    TaskCandidate own = null;
    for (TaskCandidate t : tasks.subList(from, tasks.size())) {
      if (dev.assistantmemory.core.extract.Extraction.SELF.equals(t.owner()) && own == null) {
        own = t;
      }
    }
    if (own == null) {
      return;
    }
    Matcher m = AsciiCase.matcher(SECOND, sentence);
    if (!m.find()) {
      return;
    }
    String name = m.group("name");
    boolean person =
        mentions.stream().anyMatch(x -> x.name().equals(name) && Names.PERSON.equals(x.nodeType()));
    if (!person
        || tasks.subList(from, tasks.size()).stream().anyMatch(t -> name.equals(t.owner()))
        || AsciiCase.matcher(Rules.NEGATED_NL, m.group("rest")).find()) {
      return;
    }
    // the user's clause is a subordinate one ("dat ik de flyers ontwerp"): its verb to the
    // infinitive, and a day said only in the second clause is not its day
    String ownLabel = DutchVerbForms.verbLast(own.label());
    boolean dayBefore = !Dates.find(sentence.substring(0, m.start()), day, Lang.NL).isEmpty();
    TaskCandidate fixed =
        new TaskCandidate(ownLabel, own.owner(), dayBefore ? own.due() : null, own.excerpt());
    String rest = m.group("rest").strip();
    Matcher pronoun = AsciiCase.matcher(PRONOUN, rest);
    if (pronoun.find()) {
      String thing = thing(ownLabel);
      if (thing == null) {
        return;
      }
      rest = thing + rest.substring(pronoun.end());
    }
    String label = DutchClauses.thirdPerson(m.group("verb"), rest, day);
    if (label == null) {
      return;
    }
    List<Dates.Span> spans = Dates.find(m.group("rest"), day, Lang.NL);
    LocalDate due = spans.isEmpty() ? null : spans.get(0).date();
    tasks.set(tasks.indexOf(own), fixed);
    tasks.add(new TaskCandidate(label, name, due, sentence));
  }

  /** The thing of a Dutch label: all but its closing infinitive ("de flyers ontwerpen"). */
  private static String thing(String label) {
    int at = label.lastIndexOf(' ');
    return at <= 0 ? null : label.substring(0, at);
  }
}
