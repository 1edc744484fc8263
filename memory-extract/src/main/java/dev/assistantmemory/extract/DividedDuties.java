package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Duties shared out in the present tense (stop 33): "Mia brings the salad, Tom does the grill and I
 * sort the drinks", "Kwame's handling the music, I'm on drinks", "We've agreed that Leon takes the
 * minutes", "Ravi is handling the filing". A named person's present tense alone is a habit ("Ruben
 * cooks"), so it is read as a duty only where the sentence shares work out: two clauses with
 * different people each taking a part, an agreement or "from now on", or a verb that is a duty by
 * itself (handling, organising, coordinating, in charge of). A habit word, a question or a negation
 * in the clause keeps it out. The sentence's coming day, if any, is each part's day.
 */
final class DividedDuties {

  private DividedDuties() {}

  private static final String NAME = "(?-i:\\p{Lu}\\p{Ll}+)(?: (?-i:\\p{Lu}\\p{Ll}+))?";

  /** The clauses of a shared-out plan: commas, semicolons, a colon, "and" before a subject. */
  private static final Pattern CLAUSES =
      Pattern.compile(
          "\\s*[,;:]\\s*(?:and\\s+|then\\s+|while\\s+)?|\\s+(?:while|whereas)\\s+"
              // stop 35: "Kate Morrison and Luis Ortega are leading ...": one pair of doers
              + "|(?=\\s+and\\s)(?<!\\b\\p{Lu}\\p{Ll}{0,20})\\s+and\\s+|\\s+and\\s+(?!\\p{Lu}\\p{Ll})");

  /** One part: who, then a present duty, a progressive or "on <thing>". */
  private static final Pattern PART =
      Rules.p(
          "^(?:so |and |then |ok so |we(?:'ve| have)? agreed (?:that )?|the plan is (?:that )?)?"
              + "(?:(?:on |this |next )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight"
              + "|today) )?(?:(?:aunt|auntie|uncle|gran|grandma|grandpa|cousin|dr\\.?|mr\\.?|mrs\\.?"
              + "|ms\\.?|rev\\.?|revd\\.?|prof\\.?|mr\\.? (?:and|&) mrs\\.?) )?(?<who>"
              + NAME
              + "(?: (?:and|&) "
              + NAME
              + ")?|i|he|she"
              // stop 35: a part whose doer has no name ("Hannah's sister is doing the flowers, I'm
              // doing the cake") shares the work out, and yields no task of its own
              + "|(?<kin>(?:my|our|(?-i:\\p{Lu}\\p{Ll}+)'s) (?:sister|brother|mum|mom|dad|mother"
              + "|father|wife|husband|partner|son|daughter|aunt|uncle|neighbou?r|friend|boss"
              + "|flatmate|housemate|in-laws|parents)))"
              + "(?:(?<prog>'s|'re|'m| is| are| am) (?:just |also )?(?<ing>(?:handling|organi[sz]ing"
              + "|coordinating|arranging|sorting(?: out)?|taking care of|doing|making|bringing"
              + "|cooking|baking|buying|booking|getting|running|leading|collecting|picking up"
              + "|driving|writing|preparing|covering|ordering|printing|sending) (?:(?:the|a|an|our"
              + "|all the|some) [^,;]+|(?!(?:it|them|this|that|mine|yours|hers|ours"
              + "|theirs|well|fine|great|ok|okay|good|nothing|something|anything|everything|all|so"
              + "|too|really|very|just)\\b)\\p{Ll}{3,}s(?: \\p{Ll}+)?(?: (?:for|to) [^,;]+)?)"
              + "|taking (?-i:\\p{Lu}\\p{Ll}+) to [^,;]+)"
              // "Kat will do the route, I'll book the B&B": a future part, said with its thing
              + "|(?:'ll| will| is going to|'s going to) (?<will>\\p{L}+(?: (?:up|out|off|in))? (?:the|a"
              + "|an|our|my|his|her|their|some|all the) [^,;]+)"
              + "|(?<on>'s|'m| is| am) on (?:the )?(?!(?:call|holiday|leave|board|time|track|it|my|his"
              + "|her|a|an|the|diet|medication|nights|days|earlies|lates|strike|hold)\\b)"
              + "(?<thing>\\p{L}{3,}(?: duty)?)"
              + "|\\s+(?<pres>(?:do|does|bring|brings|sort|sorts|handle|handles|take|takes|book|books"
              + "|buy|buys|make|makes|cook|cooks|bake|bakes|get|gets|organi[sz]e|organi[sz]es"
              + "|arrange|arranges|pick|picks|collect|collects|print|prints|send|sends|order"
              + "|orders|run|runs|deal|deals|cover|covers)(?: (?:up|out|with))? (?:the|a|an|our"
              + "|all the|some) [^,;]+))\\s*[.!]*$");

  /** A duty by its verb, whatever the rest of the sentence says. */
  private static final Pattern DUTY_ING =
      Rules.p("^(?:handling|organi[sz]ing|coordinating|arranging|taking care of|leading)\\b");

  /** Work shared out by the sentence itself. */
  private static final Pattern SHARED =
      Rules.p(
          "\\b(?:we(?:'ve| have)? agreed|it'?s agreed|we(?:'ve| have)? decided|the plan is|plan:"
              + "|the plan:|from now on|going forward|split (?:it|the work|the jobs)|divided up)\\b");

  private static final Pattern NEGATED = Rules.p("\\b(?:not|n't|never|no longer|instead of)\\b");

  static void add(
      String sentence,
      LocalDate day,
      List<Dates.Span> spans,
      List<Mention> mentions,
      List<TaskCandidate> tasks,
      int from) {
    if (sentence.strip().endsWith("?")
        || Cues.find(TaskRules.HABIT, sentence)
        || Cues.find(Musings.SOMEDAY, sentence)) {
      return;
    }
    record Part(String owner, String label, String act) {}
    List<Part> parts = new ArrayList<>();
    List<String> owners = new ArrayList<>();
    boolean dutyVerb = false;
    List<String> misread = new ArrayList<>();
    int at = 0;
    for (String clause : CLAUSES.split(sentence.strip())) {
      int start = sentence.indexOf(clause, at);
      at = Math.max(at, start);
      Matcher m = AsciiCase.matcher(PART, clause.strip());
      if (clause.isBlank() || !m.find() || Cues.find(NEGATED, clause)) {
        continue;
      }
      String who = m.group("who");
      List<String> people = new ArrayList<>();
      if (m.group("kin") != null) {
        if (!owners.contains(who)) {
          owners.add(who); // counts as a second doer; its part is nobody's task here
        }
        continue;
      } else if (who.equalsIgnoreCase("i")) {
        people.add(Extraction.SELF);
      } else if (who.equalsIgnoreCase("he") || who.equalsIgnoreCase("she")) {
        String last = TaskRules.lastPerson(mentions, sentence.substring(0, Math.max(at, 0)));
        if (last == null) {
          continue;
        }
        people.add(last);
      } else {
        String before = sentence.substring(0, Math.max(at, 0));
        for (String n : Rx.split(who, "\\s+(?:and|&)\\s+")) {
          if (!Names.PERSON.equals(Names.classify(n, before, " will", false))) {
            people.clear();
            break;
          }
          people.add(n);
        }
        if (people.isEmpty()) {
          continue;
        }
      }
      String label;
      if (m.group("ing") != null) {
        dutyVerb |= Cues.find(DUTY_ING, m.group("ing"));
        label = ActionVerbs.baseForm(m.group("ing"));
      } else if (m.group("will") != null) {
        label = m.group("will");
      } else if (m.group("thing") != null) {
        label = "take care of the " + m.group("thing").replaceFirst("(?i) duty$", "");
      } else {
        label = TaskRules.baseOfThirdPerson(m.group("pres"));
      }
      label = TaskLabels.label(Rx.replaceFirst(label, "(?i)\\s+from now on$", ""), Lang.EN, day);
      if (label.length() < 3 || Text.contentStems(label).isEmpty()) {
        continue;
      }
      // "Plan : Mia brings the salad": a clause misread as a request of its own goes
      String said = clause.strip().substring(m.start("who"));
      String head =
          Rx.split(said, "\\s+").length > 1
              ? Rx.replaceFirst(said, "^(\\S+\\s+\\S+).*", "$1")
              : said;
      misread.add(head);
      for (String p : people) {
        parts.add(new Part(p, label, clause.strip().substring(m.end("who"))));
        if (!owners.contains(p)) {
          owners.add(p);
        }
      }
    }
    for (int i = from; i < tasks.size(); i++) {
      String other = tasks.get(i).owner(); // "Rob is taking Leo to football, I'll take Mia ..."
      if (other != null && !owners.isEmpty() && !owners.contains(other)) {
        owners.add(other);
      }
    }
    if (parts.isEmpty()
        || !(owners.size() >= 2 || dutyVerb || Cues.find(SHARED, sentence))
        || owners.stream().allMatch(Extraction.SELF::equals)) {
      return;
    }
    for (int i = tasks.size() - 1; i >= from; i--) {
      String label = tasks.get(i).label();
      if (misread.stream().anyMatch(label::contains)) {
        tasks.remove(i);
      }
    }
    // a day said inside one part is that part's alone ("..., I'll book the B&B by Wednesday");
    // else the sentence's day is every part's ("Plan for Saturday: ...")
    boolean ownDays = parts.stream().anyMatch(p -> !Dates.find(p.act(), day, Lang.EN).isEmpty());
    int read = tasks.size(); // what the other rules read; a pair's second doer is no repeat
    for (Part p : parts) {
      LocalDate due =
          ownDays
              ? TaskRules.due(Dates.find(p.act(), day, Lang.EN), day)
              : TaskRules.due(spans, day);
      TaskCandidate part = new TaskCandidate(p.label(), p.owner(), due, sentence);
      boolean known = false;
      for (int i = from; i < tasks.size(); i++) {
        TaskCandidate t = tasks.get(i);
        if ((i < read || p.owner().equals(t.owner()))
            && Text.coverage(Text.contentStems(p.label()), Text.contentStems(t.label())) > 0.5) {
          known = true;
          if (owners.size() >= 2 && ownDays && !java.util.Objects.equals(t.due(), due)) {
            // the other part's day taken by the whole sentence's reading
            tasks.set(i, new TaskCandidate(t.label(), t.owner(), due, t.excerpt()));
          }
        }
      }
      if (!known) {
        tasks.add(part);
      }
    }
  }
}
