package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

/** What the pass tests share: a user message said on a Tuesday, with the tasks known before it. */
final class Probes {
  /** A Tuesday. */
  static final Instant NOW = Instant.parse("2026-03-10T09:00:00Z");

  private Probes() {}

  static KnownTask open(String label) {
    return new KnownTask("t1", label, "pending", null, false);
  }

  /** A second open task, beside {@link #open}'s. */
  static KnownTask other(String label) {
    return new KnownTask("t2", label, "pending", null, false);
  }

  static KnownTask dated(String label, String due) {
    return new KnownTask("t1", label, "pending", LocalDate.parse(due), false);
  }

  /** A user message said at a given time, through the admission policy the service applies. */
  static Extraction admittedAt(Instant at, String text) {
    ExtractionInput in = ExtractionInput.of(text, "user", Scope.personal, at, ZoneOffset.UTC);
    return ExtractionPolicy.admit(new RuleBasedExtractor().extract(in), in);
  }

  /**
   * The facts other than preferences the policy admits from {@code text} said at {@code at}, each
   * as "subject PREDICATE object".
   */
  static List<String> factLines(Instant at, String text) {
    return admittedAt(at, text).facts().stream()
        .filter(f -> !f.predicate().equals("HAS_PREFERENCE"))
        .map(
            f ->
                f.subject()
                    + " "
                    + f.predicate()
                    + " "
                    + (f.objectValue() != null ? f.objectValue() : f.objectName()))
        .toList();
  }

  /**
   * The values of the facts of one predicate the policy admits from {@code text} said at {@code
   * at}.
   */
  static List<String> factValues(Instant at, String text, String predicate) {
    return admittedAt(at, text).facts().stream()
        .filter(f -> f.predicate().equals(predicate))
        .map(f -> f.objectValue())
        .toList();
  }

  static Extraction said(String text, KnownTask... known) {
    return saidBy(ExtractionInput.USER, text, known);
  }

  /** What the rules alone make of a message {@code role} said on the Tuesday, these tasks known. */
  static Extraction saidBy(String role, String text, KnownTask... known) {
    return new RuleBasedExtractor()
        .extract(
            ExtractionInput.of(text, role, Scope.personal, NOW, ZoneOffset.UTC)
                .withKnownTasks(List.of(known), 0));
  }

  /**
   * After {@code text}, with these tasks known, exactly one status changes: t1's, to {@code
   * status}.
   */
  static void changes(String text, String status, KnownTask... known) {
    assertThat(said(text, known).statusChanges())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.taskId()).isEqualTo("t1");
              assertThat(c.status()).isEqualTo(status);
            });
  }

  /** The names of one type that a text's sentences mention (Person, Organization, Location). */
  static List<String> names(String text, String type) {
    return Names.find(text, Text.sentences(text)).stream()
        .filter(m -> m.nodeType().equals(type))
        .map(Extraction.Mention::name)
        .toList();
  }

  static List<String> preferences(String text) {
    return said(text).facts().stream()
        .filter(f -> f.predicate().equals("HAS_PREFERENCE"))
        .map(Extraction.Fact::objectValue)
        .toList();
  }

  /** The message yields exactly one task, with this label, owner and due day (null: none). */
  static void assertOneTask(String text, String label, String owner, String due) {
    assertThat(said(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isEqualTo(owner);
              assertThat(t.due()).isEqualTo(day(due));
            });
  }

  /** After {@code text}, the open task due on the 13th is due on {@code moved} instead. */
  static void assertDeadlineMoved(String task, String text, String moved) {
    assertThat(said(text, dated(task, "2026-03-13")).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(task);
              assertThat(t.due()).isEqualTo(LocalDate.parse(moved));
            });
  }

  static LocalDate day(String iso) {
    return iso == null ? null : LocalDate.parse(iso);
  }
}
