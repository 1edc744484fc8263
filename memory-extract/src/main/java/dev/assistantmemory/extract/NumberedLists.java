package dev.assistantmemory.extract;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A to-do list the user numbers (stop 38): one item a line ("Todo for the move:\n1. redirect
 * post\n2. tell the council") or several in one line after a heading ("Christmas admin: 1) book the
 * delivery slot 2) order the turkey by the 10th of December 3) cards"). Each item is read as an
 * open box of a checklist, "TODO: item", in a line of its own, so that a due marker inside one item
 * dates that item only and a bare item ("cards", "nieuwe gymschoenen") is a to-do too.
 *
 * <p>Only a list of acts: the numbers count up from 1, there are at least two items, no item is a
 * question or names its owner ("1. Ruud - draaiboek bijwerken", an action item of {@link
 * ActionItems}), and at least half of the items open with an English action verb or hold a Dutch
 * action infinitive ("1. Alien 2. Heat" is no to-do list). A list asked of the assistant ("can you:
 * 1. ...") and a list headed by a day ("Morgen: 1. huur betalen 2. kapper bellen", read as one
 * sentence by {@link ChatText#numberedItems}) are left as they are.
 */
final class NumberedLists {
  private NumberedLists() {}

  /** A line that is one numbered item: "1. redirect post", "2) tell the council". */
  private static final Pattern LINE_ITEM = Pattern.compile("^\\s*(\\d{1,2})[.)]\\s+(\\S.*?)\\s*$");

  /** An item's number inside a line: "1) ", "2. " after a space, a colon or the line's start. */
  private static final Pattern INLINE_ITEM =
      Pattern.compile("(?<=^|[\\s:])(\\d{1,2})[.)]\\s+(?=\\p{L})");

  /** A heading that asks the assistant for the list ("Can you:", "Kun je dit doen:"). */
  private static final Pattern ASKED =
      Rules.p(
          "\\b(?:can|could|would|will) (?:you|u)\\b|\\bplease\\b|\\b(?:kun|kan|wil|zou) (?:je|jij|u)\\b"
              + "|\\bgraag\\b|\\?");

  /** An item that names its owner ("Ruud - draaiboek bijwerken"): an action item, not a to-do. */
  private static final Pattern OWNED =
      Pattern.compile("^\\s*[^\\s:]+(?:\\s+[^\\s:]+)?\\s*(?::|\\s[-–—])\\s");

  /** The text with the items of a numbered to-do list read as open boxes, each on its own line. */
  static String asToDos(String text, Lang lang, LocalDate day) {
    if (text.indexOf("1.") < 0 && text.indexOf("1)") < 0) {
      return text;
    }
    String[] lines = text.split("\\n", -1);
    List<String> out = new ArrayList<>(lines.length);
    boolean changed = false;
    int i = 0;
    while (i < lines.length) {
      // a run of numbered lines counting up from 1
      int j = i;
      List<String> items = new ArrayList<>();
      while (j < lines.length) {
        Matcher m = AsciiCase.matcher(LINE_ITEM, lines[j]);
        if (!m.matches() || Integer.parseInt(m.group(1)) != items.size() + 1) {
          break;
        }
        items.add(m.group(2));
        j++;
      }
      String heading = i > 0 ? lines[i - 1] : "";
      if (items.size() >= 2 && aToDoList(items, heading, lang, day)) {
        items.forEach(item -> out.add("TODO: " + Rx.replaceFirst(item, "[,;.]$", "")));
        changed = true;
        i = j;
        continue;
      }
      if (items.isEmpty()) {
        String inline = inline(lines[i], lang, day);
        changed |= !inline.equals(lines[i]);
        out.add(inline);
        i++;
      } else {
        for (int k = i; k < j; k++) {
          out.add(lines[k]);
        }
        i = j;
      }
    }
    return changed ? String.join("\n", out) : text;
  }

  /** "Christmas admin: 1) book the slot 2) order the turkey 3) cards", one item a line. */
  private static String inline(String line, Lang lang, LocalDate day) {
    Matcher m = AsciiCase.matcher(INLINE_ITEM, line);
    List<int[]> marks = new ArrayList<>();
    while (m.find()) {
      if (Integer.parseInt(m.group(1)) != marks.size() + 1) {
        break;
      }
      marks.add(new int[] {m.start(), m.end()});
    }
    if (marks.size() < 2) {
      return line;
    }
    String heading = line.substring(0, marks.get(0)[0]).strip();
    if (!heading.isEmpty() && !heading.endsWith(":")) {
      return line; // "Step 1. then 2." inside a sentence is no list
    }
    List<String> items = new ArrayList<>();
    for (int k = 0; k < marks.size(); k++) {
      int end = k + 1 < marks.size() ? marks.get(k + 1)[0] : line.length();
      items.add(Rx.replaceFirst(line.substring(marks.get(k)[1], end).strip(), "[,;.]$", ""));
    }
    if (!aToDoList(items, heading, lang, day)) {
      return line;
    }
    StringBuilder b = new StringBuilder(heading);
    items.forEach(item -> b.append(b.isEmpty() ? "" : "\n").append("TODO: ").append(item));
    return b.toString();
  }

  private static boolean aToDoList(List<String> items, String heading, Lang lang, LocalDate day) {
    if (Cues.find(ASKED, heading) || !Dates.find(heading, day, lang).isEmpty()) {
      return false;
    }
    int acts = 0;
    for (String item : items) {
      if (item.strip().endsWith("?") || AsciiCase.matcher(OWNED, item).lookingAt()) {
        return false;
      }
      acts += anAct(item) ? 1 : 0;
    }
    return 2 * acts >= items.size();
  }

  /**
   * "book the slot", "schoolboeken bestellen vóór 10 augustus": an item that names an act, in
   * either language (a short Dutch list may be taken for English).
   */
  private static boolean anAct(String item) {
    String[] words = Text.words(item.strip(), false);
    boolean first = true;
    for (String w : words) {
      if (w.isEmpty()) {
        continue;
      }
      if (first && ActionVerbs.isActionVerbEn(w) || DutchVerbForms.isActionInfinitive(w)) {
        return true;
      }
      first = false;
    }
    return false;
  }
}
