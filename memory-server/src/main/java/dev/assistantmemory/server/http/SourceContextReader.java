package dev.assistantmemory.server.http;

import java.util.List;
import java.util.Set;

/**
 * Validates {@code document.sourceContext} (contract section 4.5): a strict object, so unknown keys
 * are refused and the offending key is named.
 */
final class SourceContextReader {
  static final Set<String> KEYS =
      Set.of(
          "version",
          "sourceKind",
          "purpose",
          "accountId",
          "relationship",
          "authenticatedUser",
          "sender",
          "recipients",
          "direction",
          "deliveryKind",
          "messageId",
          "threadId",
          "sourceUrl",
          "authoredAt",
          "chronology",
          "currentMessageRole",
          "parentSourceId",
          "parentPartitionKey",
          "sourceReferences",
          "completeness");
  static final Set<String> PARTICIPANT_KEYS =
      Set.of("email", "name", "recipientRole", "providerId");
  static final Set<String> CHRONOLOGY_KEYS =
      Set.of("receivedAt", "previousMessageId", "isLatestInThread");
  static final Set<String> REFERENCE_KEYS = Set.of("sourceId", "relationship");

  private SourceContextReader() {}

  static void validate(JsonFields ctx) {
    ctx.strict(KEYS);
    ctx.optionalInt("version", 1, 1, 1);
    ctx.requiredEnum(
        "sourceKind", Set.of("email", "email_attachment", "document", "file", "message"));
    ctx.requiredString("purpose", 1, 500);
    ctx.requiredString("accountId", 1, 200);
    ctx.requiredString("relationship", 1, 80);
    ctx.requiredEnum(
        "currentMessageRole",
        Set.of(
            "current",
            "current_message",
            "primary",
            "request",
            "reply",
            "response",
            "context",
            "attachment",
            "quoted_history",
            "unknown"));
    ctx.requiredEnum("completeness", Set.of("complete", "partial", "unknown"));
    ctx.optionalEnum("direction", Set.of("incoming", "outgoing"), null);
    ctx.optionalEnum(
        "deliveryKind", Set.of("person_message", "auto_reply", "newsletter", "unknown"), null);
    ctx.optionalString("messageId", 1, 500);
    ctx.optionalString("threadId", 1, 500);
    ctx.optionalString("sourceUrl", 1, 2000);
    ctx.optionalDatetime("authoredAt");
    ctx.optionalString("parentSourceId", 1, 200);
    ctx.optionalString("parentPartitionKey", 1, 200);
    participant(ctx.optionalObject("authenticatedUser"));
    participant(ctx.optionalObject("sender"));
    List<JsonFields> recipients = ctx.optionalObjectArray("recipients", 100);
    if (recipients != null) {
      recipients.forEach(SourceContextReader::participant);
    }
    JsonFields chronology = ctx.optionalObject("chronology");
    if (chronology != null) {
      chronology.strict(CHRONOLOGY_KEYS);
      chronology.optionalDatetime("receivedAt");
      chronology.optionalString("previousMessageId", 1, 500);
      chronology.optionalBoolean("isLatestInThread", false);
    }
    List<JsonFields> refs = ctx.optionalObjectArray("sourceReferences", 100);
    if (refs != null) {
      for (JsonFields r : refs) {
        r.strict(REFERENCE_KEYS);
        r.requiredString("sourceId", 1, 200);
        r.requiredString("relationship", 1, 80);
      }
    }
  }

  private static void participant(JsonFields p) {
    if (p == null) {
      return;
    }
    p.strict(PARTICIPANT_KEYS);
    String email = p.optionalString("email", 1, 320);
    p.optionalString("name", 1, 200);
    p.optionalEnum("recipientRole", Set.of("to", "cc", "bcc"), null);
    String providerId = p.optionalString("providerId", 1, 500);
    if (email == null && providerId == null) {
      p.issue("email", "A participant needs an email or a providerId", "required");
    }
  }
}
