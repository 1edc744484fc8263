package dev.assistantmemory.model;

import java.util.List;
import java.util.Objects;

/**
 * The one unchecked root of every error the service raises on purpose. It carries an {@link
 * ErrorCode}, a message fit for the caller (never a stack trace or SQL), the code-specific {@link
 * ErrorDetails} that clients read from {@code data} ({@link ErrorDetails#NONE} for none), and
 * validation issues naming the offending fields.
 */
public class MemoryException extends RuntimeException {
  private final ErrorCode code;
  private final ErrorDetails details;
  private final List<ValidationIssue> issues;

  public MemoryException(ErrorCode code, String message) {
    this(code, message, ErrorDetails.NONE, List.of(), null);
  }

  public MemoryException(ErrorCode code, String message, ErrorDetails details) {
    this(code, message, details, List.of(), null);
  }

  public MemoryException(
      ErrorCode code,
      String message,
      ErrorDetails details,
      List<ValidationIssue> issues,
      Throwable cause) {
    super(message, cause);
    this.code = code;
    this.details = Objects.requireNonNull(details, "details (ErrorDetails.NONE for none)");
    this.issues = List.copyOf(issues);
  }

  /** A 400 naming every offending field. */
  public static MemoryException validation(List<ValidationIssue> issues) {
    String summary =
        issues.size() == 1
            ? "Invalid request: " + issues.get(0).path() + ": " + issues.get(0).message()
            : "Invalid request: " + issues.size() + " problems, first " + issues.get(0).path();
    return new MemoryException(
        ErrorCode.VALIDATION_FAILED, summary, ErrorDetails.NONE, issues, null);
  }

  /**
   * A 400 for one field that only the service can judge (a rule across fields, a value looked up in
   * a table): the same body as a declared constraint's, so every edge names the field in {@code
   * data.issues}.
   */
  public static MemoryException invalid(String field, String message) {
    return validation(List.of(new ValidationIssue(field, message, "custom")));
  }

  /**
   * 409 {@code SOURCE_PARTITION_CONFLICT}: the source is not in the partition the caller expected.
   * See {@link ErrorDetails.SourcePartitionConflict} for the fields clients read.
   */
  public static MemoryException sourcePartitionConflict(String expected, String current) {
    return new MemoryException(
        ErrorCode.SOURCE_PARTITION_CONFLICT,
        "The source is not in partition " + expected + ".",
        new ErrorDetails.SourcePartitionConflict(current));
  }

  public static MemoryException notFound(String what) {
    return new MemoryException(ErrorCode.NOT_FOUND, what + " not found");
  }

  public ErrorCode code() {
    return code;
  }

  public ErrorDetails details() {
    return details;
  }

  public List<ValidationIssue> issues() {
    return issues;
  }
}
