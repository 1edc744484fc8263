package dev.assistantmemory.server.http.source;

import dev.assistantmemory.model.SourceType;

/**
 * The listable source types (CONTRACT.md section 2, "listable"): the vocabulary of {@code
 * /sources/list} {@code type} and {@code /sources/identity/lifecycle} {@code identities[].type}.
 * Declared on the request records so any other value, {@code manual} included, is the edge's {@code
 * invalid_enum_value} naming exactly these five.
 */
public enum ListableSourceType {
  document,
  conversation,
  conversation_message,
  meeting_transcript,
  external_conversation;

  /** The stored type. */
  public SourceType model() {
    return SourceType.valueOf(name());
  }
}
