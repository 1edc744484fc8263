package dev.assistantmemory.server.http;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.ValidationIssue;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.node.ObjectNode;

/**
 * Error bodies: application/problem+json fields ({@code type}, {@code title}, {@code status},
 * {@code detail}, {@code code}, and for validation the first offending {@code field} and every
 * {@code issues}) plus what the contract's clients read ({@code statusCode}, {@code statusMessage},
 * {@code message}, {@code data.code}, {@code data.issues}). Never a stack trace.
 */
public final class Problems {
  public static final String CONTENT_TYPE = "application/problem+json";

  private Problems() {}

  @Schema(description = "Every error: problem+json fields and the original's Nitro fields.")
  public record Problem(
      String type,
      String title,
      int status,
      String detail,
      @Schema(description = "The ErrorCode, as in data.code.") String code,
      @Schema(
              description = "Validation: the first offending field path.",
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          @com.fasterxml.jackson.annotation.JsonInclude(
              com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
          String field,
      @Schema(
              description = "Validation: every problem found.",
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          @com.fasterxml.jackson.annotation.JsonInclude(
              com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
          List<ValidationIssue> issues,
      boolean error,
      String url,
      int statusCode,
      String statusMessage,
      String message,
      @Schema(
              description =
                  "code, issues (validation), errorId (5xx), and code-specific fields such as"
                      + " currentSourceVersion or missingNodeIds.")
          ObjectNode data) {}

  public static Problem body(MemoryException e, String url) {
    ErrorCode code = e.code();
    ObjectNode data = ErrorData.fields(e.details());
    data.put("code", code.name());
    List<ValidationIssue> issues = e.issues().isEmpty() ? null : e.issues();
    if (issues == null && code == ErrorCode.VALIDATION_FAILED) {
      // Clients read data.issues on every validation failure; a refusal raised without a field
      // still says where it looked.
      issues = List.of(new ValidationIssue("(body)", e.getMessage(), "custom"));
    }
    if (issues != null) {
      data.putPOJO("issues", issues); // written as the issues field beside it is
    }
    return new Problem(
        "https://assistant-memory.dev/problems/"
            + code.name().toLowerCase(Locale.ROOT).replace('_', '-'),
        code.title(),
        code.httpStatus(),
        e.getMessage(),
        code.name(),
        issues == null ? null : issues.get(0).path(),
        issues,
        true,
        url,
        code.httpStatus(),
        code.title(),
        e.getMessage(),
        data);
  }

  static MemoryException of(ErrorCode code, String message) {
    return new MemoryException(code, message, ErrorDetails.NONE, List.of(), null);
  }
}
