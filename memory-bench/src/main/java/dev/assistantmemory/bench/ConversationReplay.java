package dev.assistantmemory.bench;

import static dev.assistantmemory.bench.ExtractionBench.input;
import static dev.assistantmemory.bench.ExtractionScoring.actual;
import static dev.assistantmemory.bench.ExtractionScoring.add;

import dev.assistantmemory.bench.ExtractionScoring.Item;
import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownEvent;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * A labelled line run through the extractor as the pipeline would: one message, or a conversation
 * replayed turn by turn (tasks found in a turn become the known open tasks of the next, status
 * changes and deadline removals apply to them; events found in a turn become the known events of
 * the next, and a later turn's move or call-off of one takes its old day away), scored against the
 * state after the last turn: a task's status changes count as its last one, as the labels list
 * them.
 */
final class ConversationReplay {
  private ConversationReplay() {}

  /** The extraction of a line: one message, or a conversation replayed turn by turn. */
  record Replay(Map<String, List<Item>> actual, int turns, int openTasks) {}

  static Replay replay(Extractor extractor, JsonNode row) {
    ExtractionInput first = input(row);
    List<JsonNode> turns = new ArrayList<>();
    if (row.has("turns")) {
      row.path("turns").forEach(turns::add);
    }
    if (turns.isEmpty()) {
      Extraction got = ExtractionPolicy.admit(extractor.extract(first), first);
      Map<String, List<Item>> actual = actual(got, first);
      int open = got.tasks().size();
      for (var t : got.tasks()) {
        add(actual, "taskStatus", new Item(t.label(), "open", null));
      }
      for (var s : got.statusChanges()) {
        String label = label(first.knownTasks(), s.taskId());
        add(actual, "taskStatus", new Item(label, finalStatus(s.status()), null));
      }
      return new Replay(actual, 1, open);
    }
    // The conversation: tasks carry over from turn to turn as the pipeline's known tasks.
    List<KnownTask> known = new ArrayList<>(first.knownTasks());
    Map<String, String> owners = new HashMap<>();
    Map<String, List<Item>> actual = new HashMap<>();
    Set<String> seenDates = new LinkedHashSet<>();
    Set<String> seenNames = new java.util.HashSet<>();
    int next = known.size();
    List<KnownEvent> events = new ArrayList<>();
    Set<String> touched = new java.util.HashSet<>();
    int turnNo = 0;
    for (JsonNode turn : turns) {
      ExtractionInput in =
          ExtractionInput.of(
                  turn.path("text").asString(),
                  turn.path("role").asString("user"),
                  Scope.valueOf(row.path("scope").asString("personal")),
                  Instant.parse(turn.path("timestamp").asString()),
                  ZoneOffset.UTC)
              .withKnownTasks(List.copyOf(known), 0)
              .withKnownEvents(List.copyOf(events));
      Extraction got = ExtractionPolicy.admit(extractor.extract(in), in);
      Map<String, List<Item>> once = actual(got, in);
      for (String cat : List.of("people", "organizations")) {
        // a name said again in a later turn is the same node (the resolver's alias match), as
        // a date said again is the same day: counted once, like the labels' set of names
        for (Item i : once.getOrDefault(cat, List.of())) {
          if (seenNames.add(cat + "\u0000" + i.key().toLowerCase(java.util.Locale.ROOT))) {
            add(actual, cat, i);
          }
        }
      }
      for (String cat :
          List.of("preferences", "goals", "decisions", "facts", "metrics", "polarity")) {
        once.getOrDefault(cat, List.of()).forEach(i -> add(actual, cat, i));
      }
      for (var m : got.eventMoves()) {
        // a known event moved to another day or called off: its old day is no event any more
        events.stream()
            .filter(k -> k.id().equals(m.eventId()))
            .findFirst()
            .ifPresent(
                k -> {
                  String old = k.date().toString();
                  actual
                      .getOrDefault("events", new ArrayList<>())
                      .removeIf(i -> i.key().equals(k.label()) && i.a().equals(old));
                  seenNames.remove(
                      "events\u0000" + k.label().toLowerCase(java.util.Locale.ROOT) + "@" + old);
                });
      }
      dev.assistantmemory.core.extract.KnownEvents.carry(events, got, turnNo++);
      for (Item e : once.getOrDefault("events", List.of())) {
        // an event said again with its name and day is the same node (PlanWriter.event: the
        // repeat is further evidence), counted once as a name said again is
        if (seenNames.add(
            "events\u0000" + e.key().toLowerCase(java.util.Locale.ROOT) + "@" + e.a())) {
          add(actual, "events", e);
        }
      }
      for (Item d : once.getOrDefault("dates", List.of())) {
        if (seenDates.add(d.key())) {
          add(actual, "dates", d);
        }
      }
      for (var t : got.tasks()) {
        var same = dev.assistantmemory.core.extract.TaskMatch.sameOpenTask(known, t.label());
        if (same.isPresent()) {
          KnownTask k = same.get();
          replace(
              known,
              k,
              new KnownTask(
                  k.id(),
                  k.label(),
                  k.status(),
                  t.due() != null ? t.due() : k.due(),
                  k.dueSetByUser()));
          if (t.owner() != null) {
            owners.put(k.id(), t.owner());
          }
        } else {
          String id = "task" + next++;
          // newest first, as production's known tasks (GraphTx.taskStates, TaskWriter add(0, ..))
          known.add(0, new KnownTask(id, t.label(), "pending", t.due(), false));
          if (t.owner() != null) {
            owners.put(id, t.owner());
          }
        }
      }
      for (var s : got.statusChanges()) {
        known.stream()
            .filter(k -> k.id().equals(s.taskId()))
            .findFirst()
            .ifPresent(
                k -> {
                  touched.add(k.id());
                  replace(
                      known,
                      k,
                      new KnownTask(k.id(), k.label(), s.status(), k.due(), k.dueSetByUser()));
                  // the labels give a task's last change only ("paid it" ... "the payment
                  // bounced, it's back on the list" is one change, back to pending): a later
                  // change of the same task replaces its earlier one (stop 36)
                  actual
                      .getOrDefault("statusChanges", new ArrayList<>())
                      .removeIf(i -> i.key().equals(k.label()));
                  add(actual, "statusChanges", new Item(k.label(), s.status(), null));
                });
      }
      for (var r : got.deadlineRemovals()) {
        known.stream()
            .filter(k -> k.id().equals(r.taskId()))
            .findFirst()
            .ifPresent(
                k -> {
                  replace(
                      known,
                      k,
                      new KnownTask(k.id(), k.label(), k.status(), null, k.dueSetByUser()));
                  add(actual, "deadlines", new Item(k.label(), "none", null));
                });
      }
    }
    int open = 0;
    Set<String> given = new java.util.HashSet<>();
    first.knownTasks().forEach(k -> given.add(k.id()));
    for (KnownTask k : known) {
      if (given.contains(k.id()) && !touched.contains(k.id())) {
        // a task of the context that nothing touched is not an extraction; one a turn changed
        // counts with its last status, reopened (pending) too, as the labels' side adds a context
        // task's status change (ExtractionScoring.expected; fixb45)
        continue;
      }
      if (!given.contains(k.id())) {
        add(actual, "tasks", new Item(k.label(), null, null));
        if (owners.containsKey(k.id())) {
          add(actual, "owners", new Item(k.label(), owners.get(k.id()), null));
        }
        if (k.due() != null) {
          add(actual, "deadlines", new Item(k.label(), k.due().toString(), null));
        }
      }
      add(actual, "taskStatus", new Item(k.label(), finalStatus(k.status()), null));
      if (k.isOpen() && !given.contains(k.id())) {
        open++;
      }
    }
    return new Replay(actual, turns.size(), open);
  }

  private static void replace(List<KnownTask> known, KnownTask old, KnownTask now) {
    known.set(known.indexOf(old), now);
  }

  private static String label(List<KnownTask> known, String id) {
    return known.stream()
        .filter(k -> k.id().equals(id))
        .map(KnownTask::label)
        .findFirst()
        .orElse(null);
  }

  /** Task status as the v2 labels name it: pending is "open". */
  private static String finalStatus(String status) {
    return "pending".equals(status) ? "open" : status;
  }
}
