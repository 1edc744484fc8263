package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.extract.pos.DutchLexicon;
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
 * <p>Only a list: the items follow a heading ("Action items:", "Next steps", "Actiepunten", "TODO",
 * "AI from the sync:") or are marked "AI:"/"AP:"/"Action:" themselves, and the act opens with an
 * English action verb or holds a Dutch action infinitive. A line "Tom: I think we should wait" is
 * no item.
 *
 * <p>Stop 37: several owners joined ("Claire &amp; me to draft the plan": one task each), a chat
 * handle ("@joris belt de leverancier"), a Dutch present tense with no separator ("ik stuur de
 * notulen rond", "Bas regelt de zaal"), items in sentences after an inline heading ("AI from the
 * sync: Priya to send the deck. Me: book the room."), and a name no list of given names knows
 * ("Kwabena - begroting bijwerken") when another item of the same list names its owner.
 */
final class ActionItems {
  private ActionItems() {}

  /** The heading of a list of action items, on a line of its own or before the first item. */
  private static final Pattern HEADING =
      Rules.p(
          "(?:^|\\n)\\W*(?:[\\p{L}-]+\\s+)?(?:action items?|actions?|next steps|follow[- ]ups?|to ?-?dos?|ai'?s"
              + "|actiepunten|acties|afspraken|taken|vervolgstappen|to-?do'?s)\\b[^\\n:]*:?\\s*(?:\\n|$|-)");

  /** Who does an item: the user, a handle ("@joris") or a capitalised name. */
  private static final String WHO =
      "(?:me|Me|I|ik|Ik|mij|myself|@[\\p{L}][\\p{L}.'’-]*|\\p{Lu}[\\p{Ll}'’-]+(?:\\s+\\p{Lu}[\\p{Ll}'’-]+)?)";

  /** One item: a bullet perhaps, "AI:" perhaps, who, then what ("Priya: send", "Tom to book"). */
  private static final Pattern ITEM =
      Pattern.compile(
          "^\\s*(?:[-*•·]|\\d+[.)])?\\s*(?<marked>(?:AI|A\\.I\\.|AP|Action(?: item)?|Actie(?:punt)?)\\s*:\\s*)?"
              + "(?<who>"
              + WHO
              + "(?:\\s*(?:&|\\+|/|\\band\\b|\\ben\\b)\\s*"
              + WHO
              + ")*)"
              + "(?:\\s*[:–—-]\\s*|\\s+(?:to|will|gaat|moet|zal)\\s+|\\s+(?=(?<verb>\\p{Ll}+)\\s))(?<act>\\S.*?)\\s*$");

  /** The owners joined in one item: "Claire & me", "Bas en ik". */
  private static final Pattern JOINED = Pattern.compile("\\s*(?:&|\\+|/|\\band\\b|\\ben\\b)\\s*");

  /** A heading that opens its items on the same line: "AI from the sync:", "AP's van vandaag:". */
  private static final Pattern INLINE_HEADING =
      Pattern.compile("^\\W*(?:AI|AP)(?:'?s)?(?:\\s+(?:from|of|van|uit)\\b[^\\n:]{1,40})?:\\s*");

  /** Where one item's sentence ends and the next one's opens, after an inline heading. */
  private static final Pattern SENTENCE_END =
      Pattern.compile("(?<=\\p{Ll}{2}[.!;])\\s+(?=\\p{Lu}|@)");

  /** Where the items of one line follow each other: " - " after the heading's colon. */
  private static final Pattern INLINE_BULLET = Pattern.compile("\\s+[-•]\\s+(?=\\S)");

  /** Adds the tasks and people of the message's action items. */
  static void add(
      String text, Lang lang, LocalDate day, List<TaskCandidate> tasks, List<Mention> mentions) {
    boolean marked =
        text.contains("AI:")
            || text.contains("AP:")
            || text.contains("Action:")
            || text.contains("Actie:");
    Matcher heading = AsciiCase.matcher(HEADING, text);
    boolean headed = Cues.mayMatch(HEADING, text) && heading.find();
    boolean inline = false;
    if (!headed && (text.contains("AI ") || text.contains("AP "))) {
      inline = AsciiCase.matcher(INLINE_HEADING, text).find(); // "AI from the sync: Priya to ..."
      headed = inline;
    }
    if (!marked && !headed) {
      return;
    }
    List<TaskCandidate> items = new ArrayList<>();
    List<String[]> unnamed = new ArrayList<>(); // items whose owner only another item vouches for
    boolean owned = false;
    int from = headed && !inline ? heading.start() : 0;
    for (String line : lines(text, from)) {
      Matcher m = AsciiCase.matcher(ITEM, line);
      if (!m.matches() || !headed && m.group("marked") == null) {
        continue;
      }
      String act = Rx.replaceFirst(m.group("act"), "(?i)^to\\s+", "");
      if (m.group("verb") != null) {
        if (lang != Lang.NL) {
          continue;
        }
        // "ik stuur de notulen rond", "@joris belt de leverancier": a Dutch present tense
        act =
            DutchClauses.thirdPerson(m.group("verb"), act.substring(m.group("verb").length()), day);
        if (act == null) {
          continue;
        }
      }
      if (!isAct(act, lang)) {
        continue;
      }
      String label = TaskLabels.label(act, lang, day);
      if (label.length() < 3 || Text.contentStems(label).isEmpty()) {
        continue;
      }
      for (String who : JOINED.split(m.group("who"))) {
        who = who.startsWith("@") ? who.substring(1) : who;
        String owner = owner(who, line, day, lang);
        if (owner == null) {
          if (Rx.matches(who, "\\p{Lu}\\p{Ll}{2,}")
              && Dates.find(who, day, lang).isEmpty()
              && Names.classify(who, "", ": ", false) == null) {
            unnamed.add(new String[] {who, label, act, line.strip()});
          }
          continue;
        }
        owned = true;
        item(items, mentions, label, owner, act, line, day, lang);
      }
    }
    if (owned) {
      for (String[] u : unnamed) {
        item(items, mentions, u[1], u[0], u[2], u[3], day, lang);
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

  /** One item's task (one per owner: the same label twice when two people share it). */
  private static void item(
      List<TaskCandidate> items,
      List<Mention> mentions,
      String label,
      String owner,
      String act,
      String line,
      LocalDate day,
      Lang lang) {
    if (items.stream()
        .anyMatch(t -> t.label().equalsIgnoreCase(label) && owner.equals(t.owner()))) {
      return;
    }
    items.add(
        new TaskCandidate(
            label, owner, TaskRules.due(Dates.find(act, day, lang), day), line.strip()));
    if (!Extraction.SELF.equals(owner)
        && mentions.stream().noneMatch(x -> x.name().equalsIgnoreCase(owner))) {
      mentions.add(new Mention(Names.PERSON, owner, line.strip()));
    }
  }

  private static final Pattern LIST_RESIDUE = Pattern.compile("^\\s*[-*•·]\\s|^\\S+:\\s");

  /** The lines of the list from the heading on, an inline list ("Action items: - A - B") split. */
  private static List<String> lines(String text, int from) {
    List<String> out = new ArrayList<>();
    for (String line : text.substring(from).split("\\n")) {
      int colon = line.indexOf(':');
      Matcher inline = AsciiCase.matcher(INLINE_HEADING, line);
      boolean opens = inline.lookingAt() && !AsciiCase.matcher(ITEM, line).matches();
      String rest =
          opens
              ? line.substring(inline.end())
              : colon >= 0 && AsciiCase.matcher(HEADING, line).lookingAt()
                  ? line.substring(colon + 1)
                  : line;
      // "Action items: - A - B" splits at its bullets; an item of its own line keeps its dash
      // ("1. Kwabena - begroting bijwerken")
      String[] parts = rest == line ? new String[] {line} : INLINE_BULLET.split(" " + rest);
      for (String part : parts) {
        for (String item : opens ? SENTENCE_END.split(part) : new String[] {part}) {
          if (!item.isBlank()) {
            out.add(item);
          }
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
      // stop 37: an item ends in its infinitive ("begroting bijwerken", "locatie bevestigen,
      // uiterlijk maandag"); the lexicon knows more of them than the list of errands
      String head = Rx.split(act, "\\s*[,;]\\s*")[0].strip();
      String last = Rx.replaceAll(head.substring(head.lastIndexOf(' ') + 1), "\\W+$", "");
      String w = last.toLowerCase(Locale.ROOT);
      return head.contains(" ")
          && DutchLexicon.ON
          && DutchLexicon.isInfinitive(w)
          && DutchLexicon.isAction(w)
          && !DutchLexicon.isFunctionWord(w);
    }
    return false;
  }

  private static boolean known(List<TaskCandidate> tasks, String label) {
    return tasks.stream().anyMatch(t -> t.label().equalsIgnoreCase(label));
  }
}
