package dev.assistantmemory.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one unchecked root of every error the service raises on purpose. It carries an {@link
 * ErrorCode}, a message fit for the caller (never a stack trace or SQL), optional details that
 * clients read from {@code data}, and validation issues naming the offending fields.
 */
public class MemoryException extends RuntimeException {
  private final ErrorCode code;
  private final Map<String, Object> details;
  private final List<ValidationIssue> issues;

  public MemoryException(ErrorCode code, String message) {
    this(code, message, Map.of(), List.of(), null);
  }

  public MemoryException(ErrorCode code, String message, Map<String, Object> details) {
    this(code, message, details, List.of(), null);
  }

  public MemoryException(
      ErrorCode code,
      String message,
      Map<String, Object> details,
      List<ValidationIssue> issues,
      Throwable cause) {
    super(message, cause);
    this.code = code;
    // Insertion order kept; a null value is a key the contract requires as nullable.
    this.details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    this.issues = List.copyOf(issues);
  }

  /** A 400 naming every offending field. */
  public static MemoryException validation(List<ValidationIssue> issues) {
    String summary =
        issues.size() == 1
            ? "Invalid request: " + issues.get(0).path() + ": " + issues.get(0).message()
            : "Invalid request: " + issues.size() + " problems, first " + issues.get(0).path();
    return new MemoryException(ErrorCode.VALIDATION_FAILED, summary, Map.of(), issues, null);
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
   * {@code data.current} is the field clients read (CONTRACT.md 9); {@code currentPartitionKey}
   * says the same under the name this service first used.
   */
  public static MemoryException sourcePartitionConflict(String expected, String current) {
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("current", current);
    data.put("currentPartitionKey", current);
    return new MemoryException(
        ErrorCode.SOURCE_PARTITION_CONFLICT,
        "The source is not in partition " + expected + ".",
        data);
  }

  public static MemoryException notFound(String what) {
    return new MemoryException(ErrorCode.NOT_FOUND, what + " not found");
  }

  public ErrorCode code() {
    return code;
  }

  public Map<String, Object> details() {
    return details;
  }

  public List<ValidationIssue> issues() {
    return issues;
  }
}
