package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.store.UnappliedMessage;
import dev.assistantmemory.core.store.UnappliedMessage.Reason;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The contract's message identity rule (user + partition + type + id) and how its consequences are
 * reported: a message whose id is already taken is not applied, and the answer says which and why.
 */
final class MessageIdentity {
  private MessageIdentity() {}

  /**
   * Why the message {@code id} (already stored before this request as {@code stored}; empty when it
   * was added earlier in this request) is not applied to {@code conversation}; empty when it is a
   * harmless replay of the same message in the same conversation.
   */
  static Optional<UnappliedMessage> classify(
      StoreTx tx,
      String userId,
      String id,
      String hash,
      Optional<SourceRecord> stored,
      SourceRecord conversation) {
    if (stored.isEmpty()) {
      return Optional.of(new UnappliedMessage(id, Reason.DUPLICATE_IN_REQUEST, null, null));
    }
    SourceRecord message = stored.get();
    if (message.parentId() != null && !message.parentId().equals(conversation.id())) {
      String owner =
          tx.findSource(userId, message.parentId()).map(SourceRecord::externalId).orElse(null);
      return Optional.of(
          new UnappliedMessage(id, Reason.MESSAGE_ID_IN_OTHER_CONVERSATION, message.id(), owner));
    }
    if (!message.contentHash().equals(hash)) {
      return Optional.of(
          new UnappliedMessage(
              id, Reason.MESSAGE_CONTENT_CHANGED, message.id(), conversation.externalId()));
    }
    return Optional.empty();
  }

  /** The sentence the ingest answer appends when messages were not applied ("" when none). */
  static String note(List<UnappliedMessage> unapplied) {
    if (unapplied.isEmpty()) {
      return "";
    }
    return " "
        + unapplied.size()
        + " message(s) NOT applied (see unappliedMessages): "
        + unapplied.stream().map(MessageIdentity::describe).collect(Collectors.joining("; "))
        + ". Message ids are unique per user and partition across all conversations, and"
        + " immutable.";
  }

  private static String describe(UnappliedMessage m) {
    return switch (m.reason()) {
      case MESSAGE_ID_IN_OTHER_CONVERSATION ->
          m.messageId() + " (id already used in conversation " + m.existingConversationId() + ")";
      case MESSAGE_CONTENT_CHANGED ->
          m.messageId() + " (re-sent with changed content; kept as an unapplied revision)";
      case DUPLICATE_IN_REQUEST -> m.messageId() + " (sent twice in this request)";
    };
  }
}
