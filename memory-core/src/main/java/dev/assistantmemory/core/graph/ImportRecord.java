package dev.assistantmemory.core.graph;

import java.time.Instant;
import java.util.List;

/**
 * One line of a graph import file, already parsed by the caller (the CLI reads JSON; core does
 * not). Fields are as written in the file; {@link GraphImport} checks what is required.
 */
public sealed interface ImportRecord {
  /** The 1-based line of the file the record came from. */
  int line();

  /** A node; {@code ref} names it for later claims in the same file. */
  record Node(
      int line, String ref, String nodeType, String label, String description, List<String> aliases)
      implements ImportRecord {}

  /**
   * A claim. {@code subject} and {@code object} are refs defined earlier in the file or ids of the
   * user's existing nodes; exactly one of {@code object} and {@code objectValue}.
   */
  record Claim(
      int line,
      String subject,
      String predicate,
      String object,
      String objectValue,
      String statement,
      String description,
      String assertedByKind,
      Instant statedAt)
      implements ImportRecord {}

  /** A line the parser could not turn into a record: the offending field and why. */
  record Invalid(int line, String field, String message) implements ImportRecord {}
}
