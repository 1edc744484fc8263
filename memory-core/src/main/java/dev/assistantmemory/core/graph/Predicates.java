package dev.assistantmemory.core.graph;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The contract's predicate vocabulary and the rules that hang on it. */
public final class Predicates {
  /** Predicates whose object is a literal value. */
  public static final Set<String> ATTRIBUTE =
      Set.of(
          "HAS_STATUS",
          "HAS_TASK_STATUS",
          "HAS_PREFERENCE",
          "HAS_GOAL",
          "MADE_DECISION",
          "HAS_ATTRIBUTE");

  /** Predicates whose object is a node. */
  public static final Set<String> RELATIONSHIP =
      Set.of(
          "PARTICIPATED_IN",
          "OCCURRED_AT",
          "OCCURRED_ON",
          "RECORDED_ON",
          "INVOLVED_ITEM",
          "EXHIBITED_EMOTION",
          "TAGGED_WITH",
          "ASSIGNED_TO",
          "DUE_ON",
          "PRECEDES",
          "FOLLOWS",
          "WORKS_AT",
          "FOUNDED",
          "CREATED",
          "LOCATED_IN",
          "PART_OF",
          "USES",
          "OWNS",
          "AFFILIATED_WITH",
          "RELATED_TO");

  /**
   * Single-valued predicates: a new active claim replaces the previous one on the same subject
   * (status, task status, owner, due date).
   */
  public static final Set<String> FUNCTIONAL =
      Set.of("HAS_STATUS", "HAS_TASK_STATUS", "ASSIGNED_TO", "DUE_ON");

  /**
   * The predicates of a Task's lifecycle (status, owner, due date): the only ones a commitment's
   * history lists (CONTRACT.md 6, {@code /commitments/get}).
   */
  public static final Set<String> TASK_LIFECYCLE =
      Set.of("HAS_TASK_STATUS", "ASSIGNED_TO", "DUE_ON");

  /** Every predicate of the vocabulary. */
  public static final Set<String> ALL = union(ATTRIBUTE, RELATIONSHIP);

  public static final Set<String> TASK_STATUSES =
      Set.of("pending", "in_progress", "done", "abandoned");

  private static final Map<String, String> TASK_STATUS_SYNONYMS =
      Map.ofEntries(
          Map.entry("completed", "done"),
          Map.entry("complete", "done"),
          Map.entry("finished", "done"),
          Map.entry("cancelled", "abandoned"),
          Map.entry("canceled", "abandoned"),
          Map.entry("dropped", "abandoned"),
          Map.entry("failed", "abandoned"),
          Map.entry("todo", "pending"),
          Map.entry("to_do", "pending"),
          Map.entry("not_started", "pending"),
          Map.entry("doing", "in_progress"),
          Map.entry("started", "in_progress"),
          Map.entry("wip", "in_progress"));

  private Predicates() {}

  private static Set<String> union(Set<String> a, Set<String> b) {
    java.util.Set<String> out = new java.util.HashSet<>(a);
    out.addAll(b);
    return Set.copyOf(out);
  }

  public static boolean isKnown(String predicate) {
    return ATTRIBUTE.contains(predicate) || RELATIONSHIP.contains(predicate);
  }

  /** A task status after synonym normalisation, or empty when it is not one. */
  public static Optional<String> normalizeTaskStatus(String value) {
    if (value == null) {
      return Optional.empty();
    }
    String v = value.trim().toLowerCase(Locale.ROOT).replaceAll("[\\s-]+", "_");
    if (TASK_STATUSES.contains(v)) {
      return Optional.of(v);
    }
    return Optional.ofNullable(TASK_STATUS_SYNONYMS.get(v));
  }
}
