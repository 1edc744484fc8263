package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.Map;

/**
 * Every excerpt quotes the message as written: a sentence the rules read in a restored form (chat
 * text cleaned, a Dutch dropped "ik" put back) is replaced by the words the user wrote.
 */
final class SaidAsWritten {
  private SaidAsWritten() {}

  static void restore(
      Map<String, String> said,
      List<TaskCandidate> tasks,
      List<EventCandidate> events,
      List<Fact> facts,
      List<StatusChange> statuses,
      List<Mention> mentions) {
    if (said.isEmpty()) {
      return;
    }
    tasks.replaceAll(
        t ->
            said.containsKey(t.excerpt())
                ? new TaskCandidate(t.label(), t.owner(), t.due(), said.get(t.excerpt()))
                : t);
    events.replaceAll(
        e ->
            said.containsKey(e.excerpt())
                ? new EventCandidate(e.label(), e.date(), said.get(e.excerpt()))
                : e);
    facts.replaceAll(
        f ->
            said.containsKey(f.excerpt())
                ? new Fact(
                    f.subject(),
                    f.predicate(),
                    f.objectValue(),
                    f.objectName(),
                    f.objectType(),
                    f.replacesPrevious(),
                    said.get(f.excerpt()))
                : f);
    statuses.replaceAll(
        c ->
            said.containsKey(c.excerpt())
                ? new StatusChange(c.taskId(), c.status(), said.get(c.excerpt()))
                : c);
    mentions.replaceAll(
        m ->
            said.containsKey(m.excerpt())
                ? new Mention(m.nodeType(), m.name(), said.get(m.excerpt()))
                : m);
  }
}
