package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;

/**
 * A task's owner named by one word of a full name the message gives ("Margaret Hughes is doing the
 * service on Sunday", read by a rule that took "Hughes" as the doer): the owner is the person the
 * message names, "Margaret Hughes", when exactly one person mention of the message has that word as
 * a whole word. An owner that is a mention already, the user, the assistant, or a word two mentions
 * share is left as it is.
 */
final class FullNameOwners {
  private FullNameOwners() {}

  static void expand(List<TaskCandidate> tasks, List<Mention> mentions) {
    for (int i = 0; i < tasks.size(); i++) {
      TaskCandidate t = tasks.get(i);
      String owner = t.owner();
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
}
