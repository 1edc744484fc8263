package dev.assistantmemory.bench;

import dev.assistantmemory.bench.TaskDetectorTrainer.Line;
import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownEvent;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.core.extract.KnownEvents;
import dev.assistantmemory.core.extract.TaskMatch;
import dev.assistantmemory.extract.LearnedTaskDetector;
import dev.assistantmemory.extract.LearnedTaskDetector.Clause;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * The training rows of a multi-message line, one per turn (stop 44). The line is replayed through
 * the rules as {@link ConversationReplay} replays it (a turn's tasks are the next turn's known
 * tasks, its events the next turn's known events), so a later turn's sentences carry the {@code
 * known} context the detector reads them with. The labels name a line's tasks, not the turn that
 * says them: each expected task is given to the sentence holding most of its label's content words
 * (at least half), over all turns. A task said as fully in two turns goes to the earlier when every
 * later one is the assistant's (its "Noted: ..." echo); said as fully by the user twice (a repeat,
 * a correction) or in no turn, it cannot be placed, and the line is left out: its sentences would
 * be trained as no task where one says it.
 */
final class TurnRows {
  private TurnRows() {}

  /**
   * Whether a line's first turn is a row too ({@code -Dtask.turns=all}); with {@code later} only
   * the later turns are (the labels are placed over all turns either way).
   */
  static final boolean FIRST_TURNS = "all".equals(System.getProperty("task.turns"));

  /** The share of a label's content words a sentence must hold to say the task. */
  static final double SHARE = 0.5;

  /** The per-turn rows of a line, or null when one of its tasks cannot be placed in one turn. */
  static List<Line> turns(Extractor rules, JsonNode row) {
    ExtractionInput first = ExtractionBench.input(row);
    List<KnownTask> known = new ArrayList<>(first.knownTasks());
    List<KnownEvent> events = new ArrayList<>();
    List<ExtractionInput> ins = new ArrayList<>();
    List<Extraction> founds = new ArrayList<>();
    List<List<Clause>> clauses = new ArrayList<>();
    int next = known.size();
    for (JsonNode turn : row.path("turns")) {
      ExtractionInput in =
          ExtractionInput.of(
                  turn.path("text").asString(),
                  turn.path("role").asString("user"),
                  Scope.valueOf(row.path("scope").asString("personal")),
                  Instant.parse(turn.path("timestamp").asString()),
                  ZoneOffset.UTC)
              .withKnownTasks(List.copyOf(known), 0)
              .withKnownEvents(List.copyOf(events));
      Extraction found = ExtractionPolicy.admit(rules.extract(in), in);
      ins.add(in);
      founds.add(found);
      clauses.add(LearnedTaskDetector.clauses(in, found));
      KnownEvents.carry(events, found, ins.size() - 1);
      for (var t : found.tasks()) {
        if (TaskMatch.sameOpenTask(known, t.label()).isEmpty()) {
          known.add(new KnownTask("task" + next++, t.label(), "pending", t.due(), false));
        }
      }
      for (var s : found.statusChanges()) {
        for (int i = 0; i < known.size(); i++) {
          KnownTask k = known.get(i);
          if (k.id().equals(s.taskId())) {
            known.set(i, new KnownTask(k.id(), k.label(), s.status(), k.due(), k.dueSetByUser()));
          }
        }
      }
    }
    List<List<String>> outcomes = new ArrayList<>();
    clauses.forEach(
        cs -> {
          List<String> o = new ArrayList<>();
          cs.forEach(c -> o.add(LearnedTaskDetector.NONE));
          outcomes.add(o);
        });
    for (JsonNode t : row.path("expect").path("tasks")) {
      int[] at = place(t.path("label").asString(), clauses, ins);
      if (at == null) {
        return null;
      }
      if (outcomes.get(at[0]).get(at[1]).equals(LearnedTaskDetector.NONE)) {
        outcomes.get(at[0]).set(at[1], outcome(t));
      }
    }
    List<Line> out = new ArrayList<>();
    for (int i = FIRST_TURNS ? 0 : 1; i < ins.size(); i++) {
      if (!clauses.get(i).isEmpty()) {
        out.add(
            new Line(
                ins.get(i), founds.get(i), clauses.get(i), outcomes.get(i), Map.of(), false, true));
      }
    }
    return out;
  }

  /**
   * The turn and sentence that say a label, or null when none does or two of the user's do as
   * fully.
   */
  static int[] place(String label, List<List<Clause>> clauses, List<ExtractionInput> ins) {
    Set<String> words = ExtractionScoring.words(label);
    double best = SHARE - 1e-9;
    List<int[]> tied = new ArrayList<>();
    for (int turn = 0; turn < clauses.size(); turn++) {
      for (int i = 0; i < clauses.get(turn).size(); i++) {
        double share = share(words, clauses.get(turn).get(i).sentence());
        if (share > best + 1e-9) {
          best = share;
          tied.clear();
        }
        if (share > best - 1e-9) {
          tied.add(new int[] {turn, i});
        }
      }
    }
    if (tied.isEmpty()) {
      return null;
    }
    int[] first = tied.get(0);
    for (int[] other : tied) {
      if (other[0] != first[0] && !ExtractionInput.ASSISTANT.equals(ins.get(other[0]).role())) {
        return null;
      }
    }
    return first;
  }

  /** The sentence of a message that says a label (at least half its content words), or -1. */
  static int best(String label, List<Clause> clauses) {
    Set<String> words = ExtractionScoring.words(label);
    int best = -1;
    double bestShare = SHARE - 1e-9;
    for (int i = 0; i < clauses.size(); i++) {
      double share = share(words, clauses.get(i).sentence());
      if (share > bestShare) {
        best = i;
        bestShare = share;
      }
    }
    return best;
  }

  private static double share(Set<String> words, String sentence) {
    Set<String> held = ExtractionScoring.words(sentence);
    long common = words.stream().filter(held::contains).count();
    return words.isEmpty() ? 0 : (double) common / words.size();
  }

  /** The outcome of an expected task: its owner's kind. */
  static String outcome(JsonNode t) {
    String owner = t.path("owner").isNull() ? null : t.path("owner").asString(null);
    return LearnedTaskDetector.kind(owner);
  }
}
