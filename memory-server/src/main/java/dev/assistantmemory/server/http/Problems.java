package dev.assistantmemory.server.http;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.ValidationIssue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Error bodies: application/problem+json fields ({@code type}, {@code title}, {@code status},
 * {@code detail}, {@code code}) plus what the contract's clients read ({@code statusCode}, {@code
 * statusMessage}, {@code message}, {@code data.code}, {@code data.issues}). Never a stack trace.
 */
final class Problems {
  static final String CONTENT_TYPE = "application/problem+json";

  private Problems() {}

  static Map<String, Object> body(MemoryException e, String url) {
    ErrorCode code = e.code();
    Map<String, Object> data = new LinkedHashMap<>(e.details());
    data.put("code", code.name());
    if (!e.issues().isEmpty()) {
      data.put("issues", e.issues().stream().map(Problems::issue).toList());
    }
    Map<String, Object> body = new LinkedHashMap<>();
    body.put(
        "type",
        "https://assistant-memory.dev/problems/"
            + code.name().toLowerCase(Locale.ROOT).replace('_', '-'));
    body.put("title", code.title());
    body.put("status", code.httpStatus());
    body.put("detail", e.getMessage());
    body.put("code", code.name());
    if (!e.issues().isEmpty()) {
      body.put("field", e.issues().get(0).path());
      body.put("issues", e.issues().stream().map(Problems::issue).toList());
    }
    body.put("error", true);
    body.put("url", url);
    body.put("statusCode", code.httpStatus());
    body.put("statusMessage", code.title());
    body.put("message", e.getMessage());
    body.put("data", data);
    return body;
  }

  private static Map<String, Object> issue(ValidationIssue i) {
    return Map.of("path", i.path(), "message", i.message(), "code", i.code());
  }

  static MemoryException of(ErrorCode code, String message) {
    return new MemoryException(code, message, Map.of(), List.of(), null);
  }
}
