package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.Locale;

/**
 * A task's owner named by one word of a full name the message gives ("Margaret Hughes is doing the
 * service on Sunday", read by a rule that took "Hughes" as the doer): the owner is the person the
 * message names, "Margaret Hughes", when exactly one person mention of the message has that word as
 * a whole word. An owner that is a mention already, the user, the assistant, or a word two mentions
 * share is left as it is. A title or kin word before the name is no part of it (stop 36): "Tante
 * Ria", "Aunt Sue", "Stagiair Mo", "Mr and Mrs Patel" own as "Ria", "Sue", "Mo", "Patel".
 */
final class FullNameOwners {
  private FullNameOwners() {}

  static void expand(List<TaskCandidate> tasks, List<Mention> mentions) {
    for (int i = 0; i < tasks.size(); i++) {
      TaskCandidate t = tasks.get(i);
      String owner = untitled(t.owner());
      if (owner != null && !owner.equals(t.owner())) {
        t = new TaskCandidate(t.label(), owner, t.due(), t.excerpt());
        tasks.set(i, t);
      }
      if (owner == null || owner.equals(Extraction.SELF) || owner.contains(" ")) {
        continue;
      }
      String full = null;
      int found = 0;
      for (Mention m : mentions) {
        if (!Names.PERSON.equals(m.nodeType())) {
          continue;
        }
        if (m.name().equals(owner)) {
          found = 0;
          break; // the owner is a person the message names as such
        }
        if (m.name().contains(" ") && List.of(m.name().split(" ")).contains(owner)) {
          if (!m.name().equals(full)) {
            found++;
            full = m.name();
          }
        }
      }
      if (found == 1) {
        tasks.set(i, new TaskCandidate(t.label(), full, t.due(), t.excerpt()));
      }
    }
  }

  /** The owner without the titles before the name ("Mr and Mrs Patel" -> "Patel"). */
  static String untitled(String owner) {
    if (owner == null || owner.indexOf(' ') < 0) {
      return owner;
    }
    String rest = owner;
    boolean titled = false;
    while (true) {
      int space = rest.indexOf(' ');
      if (space < 0) {
        return rest;
      }
      String first = rest.substring(0, space).replace(".", "").toLowerCase(Locale.ROOT);
      if (NameCues.TITLES.contains(first)
          || titled && (first.equals("and") || first.equals("en"))) {
        titled = true;
        rest = rest.substring(space + 1).strip();
      } else {
        return rest;
      }
    }
  }
}
