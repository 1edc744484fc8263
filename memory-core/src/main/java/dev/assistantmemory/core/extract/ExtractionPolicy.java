package dev.assistantmemory.core.extract;

import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.model.Scope;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The rules every extractor's output passes before anything is written, whoever produced it (the
 * rule-based extractor or an LLM):
 *
 * <ul>
 *   <li>reference material never yields anything about the user: no tasks, status changes, deadline
 *       changes, metric readings, or facts whose subject is the user;
 *   <li>another participant's turn never states facts about the user (it may name people);
 *   <li>extraction never clears a due date the user set by hand;
 *   <li>status changes and deadline removals name tasks the extractor was shown, event moves events
 *       it was shown;
 *   <li>newsletters, auto-replies and quoted history (what their sourceContext says) make no
 *       requests and change no task;
 *   <li>a deadline from an email or message is kept only when its year is written;
 *   <li>an email's attachment changes no task's status: it is the thing its message sent (the
 *       invoice to check, the form to sign, the contract to review), never a report that anyone did
 *       something with it; what was done is said in a message (stop 44).
 * </ul>
 *
 * Assistant turns pass, but the applier files everything from them as {@code assistant_inferred}.
 */
public final class ExtractionPolicy {
  private ExtractionPolicy() {}

  public static Extraction admit(Extraction e, ExtractionInput in) {
    boolean reference = in.scope() == Scope.reference;
    boolean participant = ExtractionInput.PARTICIPANT.equals(in.role());
    Map<String, KnownTask> known =
        in.knownTasks().stream()
            .collect(Collectors.toMap(KnownTask::id, Function.identity(), (a, b) -> a));
    java.util.Set<String> events =
        in.knownEvents().stream().map(ExtractionInput.KnownEvent::id).collect(Collectors.toSet());
    List<Fact> facts =
        e.facts().stream()
            .filter(f -> !(reference || participant) || !Extraction.SELF.equals(f.subject()))
            .filter(f -> f.subject() != null && !f.subject().isBlank())
            .toList();
    var source = in.source();
    if (source != null && (source.isBulk() || source.isQuotedHistory())) {
      // Newsletters and auto-replies make no requests; quoted history is not a current request.
      return new Extraction(
          e.mentions(), facts, List.of(), List.of(), List.of(), e.events(), e.dates(), List.of());
    }
    if (in.isEmail()) {
      // A deadline from an email needs explicit wording and a year (checked by the extractor); here
      // at least the year must be written where the request was.
      e =
          new Extraction(
              e.mentions(),
              e.facts(),
              e.tasks().stream()
                  .map(
                      t ->
                          t.due() == null
                                  || t.excerpt() != null
                                      && t.excerpt().contains(String.valueOf(t.due().getYear()))
                              ? t
                              : new Extraction.TaskCandidate(
                                  t.label(), t.owner(), null, t.excerpt()))
                  .toList(),
              e.statusChanges(),
              e.deadlineRemovals(),
              e.events(),
              e.dates(),
              e.metrics());
    }
    if (reference) {
      return new Extraction(
          e.mentions(), facts, List.of(), List.of(), List.of(), e.events(), e.dates(), List.of());
    }
    boolean attachment = source != null && source.isAttachment();
    return new Extraction(
        e.mentions(),
        facts,
        participant ? List.of() : e.tasks(),
        attachment
            ? List.of()
            : e.statusChanges().stream().filter(s -> known.containsKey(s.taskId())).toList(),
        e.deadlineRemovals().stream()
            .filter(r -> !attachment) // an attachment changes no task: no status, no deadline
            .filter(r -> known.containsKey(r.taskId()))
            .filter(r -> known.get(r.taskId()).due() != null)
            .filter(r -> !known.get(r.taskId()).dueSetByUser())
            .toList(),
        e.events(),
        e.dates(),
        participant ? List.of() : e.metrics(),
        e.eventMoves().stream().filter(m -> events.contains(m.eventId())).toList());
  }
}
