package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two people named together who share one act (issue 13, stop 41): "Priya and Tom are painting the
 * fence on Saturday", "Ik laat Sanne en Bram de tafels klaarzetten". A rule that reads one of the
 * two as the owner leaves the other out; the labels give each of them the task. When a task's owner
 * is one of two person names joined by "and" / "en" / "&" in its sentence, the other gets the same
 * task (its label and due day). A pair that does not hold the owner ("Priya is taking Tom and Ava
 * to school") and a word that is no person's name ("Marks and Spencer") add nothing.
 */
final class JointOwners {

  private JointOwners() {}

  private static final String NAME = "(?-i:\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?)";

  private static final Pattern PAIR =
      Rules.p(
          "(?<![\\p{L}'’])(?<a>"
              + NAME
              + ")\\s+(?:and|en|&)\\s+(?<b>"
              + NAME
              + ")(?![\\p{L}'’])(?!\\s*(?:'s|’s)\\b)");

  /** Adds the second owner of each task whose owner is named with another person. */
  static void add(List<TaskCandidate> tasks, List<Mention> mentions) {
    if (tasks.isEmpty()) {
      return;
    }
    List<TaskCandidate> out = new ArrayList<>();
    boolean changed = false;
    for (TaskCandidate t : tasks) {
      out.add(t);
      String owner = t.owner();
      if (owner == null || Extraction.SELF.equals(owner) || t.excerpt() == null) {
        continue;
      }
      Matcher m = AsciiCase.matcher(PAIR, t.excerpt());
      while (m.find()) {
        String other =
            same(owner, m.group("a"))
                ? m.group("b")
                : same(owner, m.group("b")) ? m.group("a") : null;
        if (other == null || !person(other, mentions) || owned(t.label(), other, tasks, out)) {
          continue;
        }
        out.add(new TaskCandidate(t.label(), person(other, mentions, true), t.due(), t.excerpt()));
        changed = true;
        break;
      }
    }
    if (changed) {
      tasks.clear();
      tasks.addAll(out);
    }
  }

  private static boolean same(String owner, String name) {
    return owner.equals(name) || owner.startsWith(name + " ") || name.startsWith(owner + " ");
  }

  /** A person mention, else a first name the given-name list knows ("Liam", "Priya"). */
  private static boolean person(String name, List<Mention> mentions) {
    return person(name, mentions, false) != null || GivenNames.isName(name.split("\\s+")[0]);
  }

  /** The person mention that is {@code name} (or the name itself when {@code asName}). */
  private static String person(String name, List<Mention> mentions, boolean asName) {
    for (Mention m : mentions) {
      if (Names.PERSON.equals(m.nodeType()) && same(m.name(), name)) {
        return m.name();
      }
    }
    return asName ? name : null;
  }

  private static boolean owned(
      String label, String owner, List<TaskCandidate> tasks, List<TaskCandidate> out) {
    for (List<TaskCandidate> list : List.of(tasks, out)) {
      for (TaskCandidate t : list) {
        if (t.label().equals(label) && t.owner() != null && same(t.owner(), owner)) {
          return true;
        }
      }
    }
    return false;
  }
}
