package dev.assistantmemory.bench;

import java.util.List;

/** The wire body of {@code /ingest/conversation} as the load harnesses send it. */
record ConversationBody(String userId, Conversation conversation) {
  record Conversation(String id, List<Message> messages) {}

  /** {@code timestamp} is already in the wire's ISO-8601 form. */
  record Message(String id, String role, String content, String timestamp) {}

  static ConversationBody of(String userId, String conversationId, List<Message> messages) {
    return new ConversationBody(userId, new Conversation(conversationId, messages));
  }
}
