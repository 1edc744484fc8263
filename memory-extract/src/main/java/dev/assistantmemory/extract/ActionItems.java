package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Meeting notes pasted by the user (stop 36): a list of action items, each naming who does what, "-
 * Priya: send the deck by Fri", "- me: draft the agenda", "AI: Tom to book the venue", "- Sanne:
 * offerte opvragen voor vrijdag", "- ik: notulen rondsturen". Each item is a task of the person it
 * names ("me", "I", "ik" the user), due on the day it gives; the named people are mentions.
 *
 * <p>Only a list: the items follow a heading ("Action items:", "Next steps", "Actiepunten", "TODO")
 * or are marked "AI:"/"Action:" themselves, and the act opens with an English action verb or holds
 * a Dutch action infinitive. A line "Tom: I think we should wait" is no item.
 */
final class ActionItems {
  private ActionItems() {}

  /** The heading of a list of action items, on a line of its own or before the first item. */
  private static final Pattern HEADING =
      Rules.p(
          "(?:^|\\n)\\W*(?:action items?|actions?|next steps|follow[- ]ups?|to ?-?dos?|ai'?s"
              + "|actiepunten|acties|afspraken|taken|vervolgstappen|to-?do'?s)\\b[^\\n:]*:?\\s*(?:\\n|$|-)");

  /** One item: a bullet perhaps, "AI:" perhaps, who, then what ("Priya: send", "Tom to book"). */
  private static final Pattern ITEM =
      Pattern.compile(
          "^\\s*(?:[-*•·]|\\d+[.)])?\\s*(?<marked>(?:AI|A\\.I\\.|Action(?: item)?|Actie(?:punt)?)\\s*:\\s*)?"
              + "(?<who>me|I|ik|mij|myself|\\p{Lu}[\\p{Ll}'’-]+(?:\\s+\\p{Lu}[\\p{Ll}'’-]+)?)"
              + "(?:\\s*[:–—-]\\s*|\\s+(?:to|will|gaat|moet|zal)\\s+)(?<act>\\S.*?)\\s*$");

  /** Where the items of one line follow each other: " - " after the heading's colon. */
  private static final Pattern INLINE_BULLET = Pattern.compile("\\s+[-•]\\s+(?=\\S)");

  /** Adds the tasks and people of the message's action items. */
  static void add(
      String text, Lang lang, LocalDate day, List<TaskCandidate> tasks, List<Mention> mentions) {
    boolean marked = text.contains("AI:") || text.contains("Action:") || text.contains("Actie:");
    Matcher heading = HEADING.matcher(text);
    boolean headed = Cues.mayMatch(HEADING, text) && heading.find();
    if (!marked && !headed) {
      return;
    }
    List<TaskCandidate> items = new ArrayList<>();
    for (String line : lines(text, headed ? heading.start() : 0)) {
      Matcher m = ITEM.matcher(line);
      if (!m.matches() || !headed && m.group("marked") == null) {
        continue;
      }
      String act = Rx.replaceFirst(m.group("act"), "(?i)^to\\s+", "");
      if (!isAct(act, lang)) {
        continue;
      }
      String who = m.group("who");
      String owner = owner(who, line, day, lang);
      if (owner == null) {
        continue;
      }
      String label = TaskLabels.label(act, lang, day);
      if (label.length() < 3 || Text.contentStems(label).isEmpty() || known(items, label)) {
        continue;
      }
      items.add(
          new TaskCandidate(
              label, owner, TaskRules.due(Dates.find(act, day, lang), day), line.strip()));
      if (!Extraction.SELF.equals(owner)
          && mentions.stream().noneMatch(x -> x.name().equalsIgnoreCase(owner))) {
        mentions.add(new Mention(Names.PERSON, owner, line.strip()));
      }
    }
    if (items.isEmpty()) {
      return;
    }
    // the items replace what the sentence rules made of the list: a task of the same act, or a
    // label that still holds a bullet or an owner's colon ("- Priya: send the deck")
    tasks.removeIf(t -> Cues.find(LIST_RESIDUE, t.label()) || known(items, t.label()));
    tasks.addAll(items);
    // "by Fri": a day's short name read as a person's
    mentions.removeIf(
        x -> Names.PERSON.equals(x.nodeType()) && !Dates.find(x.name(), day, lang).isEmpty());
  }

  private static final Pattern LIST_RESIDUE = Pattern.compile("^\\s*[-*•·]\\s|^\\S+:\\s");

  /** The lines of the list from the heading on, an inline list ("Action items: - A - B") split. */
  private static List<String> lines(String text, int from) {
    List<String> out = new ArrayList<>();
    for (String line : text.substring(from).split("\\n")) {
      int colon = line.indexOf(':');
      String rest =
          colon >= 0 && HEADING.matcher(line).lookingAt() ? line.substring(colon + 1) : line;
      for (String part : INLINE_BULLET.split(" " + rest)) {
        if (!part.isBlank()) {
          out.add(part);
        }
      }
    }
    return out;
  }

  /** The user for "me", "I", "ik"; a person's name as written; null for anything else. */
  private static String owner(String who, String line, LocalDate day, Lang lang) {
    String w = who.toLowerCase(Locale.ROOT);
    if (w.equals("me")
        || w.equals("i")
        || w.equals("ik")
        || w.equals("mij")
        || w.equals("myself")) {
      return Extraction.SELF;
    }
    if (!Dates.find(who, day, lang).isEmpty()) {
      return null; // "Friday: send the deck": a day, not a person
    }
    String first = Rx.split(w, "\\s+")[0];
    boolean person =
        GivenNames.isName(first) || Names.PERSON.equals(Names.classify(who, "", ": ", false));
    return person ? who : null;
  }

  /** An English act opens with an action verb; a Dutch one holds an action infinitive. */
  private static boolean isAct(String act, Lang lang) {
    String[] words = Rx.split(act.strip(), "\\s+");
    if (words.length < 2) {
      return false;
    }
    if (ActionVerbs.isActionVerbEn(words[0])) {
      return true;
    }
    if (lang == Lang.NL) {
      for (String w : words) {
        if (DutchVerbForms.isActionInfinitive(Rx.replaceAll(w, "\\W+$", ""))) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean known(List<TaskCandidate> tasks, String label) {
    return tasks.stream().anyMatch(t -> t.label().equalsIgnoreCase(label));
  }
}
