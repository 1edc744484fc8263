package dev.assistantmemory.core.ingest;

import java.util.List;

/** A validated POST /ingest/conversation request. {@code partitionKey} may be null. */
public record ConversationIngest(
    String userId, String partitionKey, String conversationId, List<MessageInput> messages) {}
