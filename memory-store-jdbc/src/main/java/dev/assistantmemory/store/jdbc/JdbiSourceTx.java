package dev.assistantmemory.store.jdbc;

import dev.assistantmemory.core.store.SourceTx;
import dev.assistantmemory.core.store.UnappliedMessage;
import java.util.List;
import org.jdbi.v3.core.Handle;

/** {@link SourceTx} on the handle of the enclosing {@link JdbiStoreTx}. */
final class JdbiSourceTx implements SourceTx {
  private final Handle h;

  JdbiSourceTx(Handle h) {
    this.h = h;
  }

  @Override
  public void recordUnappliedMessages(
      String userId, String operationId, List<UnappliedMessage> messages) {
    int ordinal = 0;
    for (UnappliedMessage m : messages) {
      h.createUpdate(
              """
              INSERT INTO operation_unapplied_messages
                (operation_id, user_id, ordinal, message_id, reason, existing_source_id,
                 existing_conversation_id)
              VALUES (:op, :user, :ordinal, :messageId, :reason, :sourceId, :conversationId)""")
          .bind("op", operationId)
          .bind("user", userId)
          .bind("ordinal", ordinal++)
          .bind("messageId", m.messageId())
          .bind("reason", m.reason().name())
          .bind("sourceId", m.existingSourceId())
          .bind("conversationId", m.existingConversationId())
          .execute();
    }
  }

  @Override
  public List<UnappliedMessage> unappliedMessages(String userId, String operationId) {
    return h.createQuery(
            """
            SELECT * FROM operation_unapplied_messages
            WHERE user_id = :user AND operation_id = :op ORDER BY ordinal""")
        .bind("user", userId)
        .bind("op", operationId)
        .map(
            (rs, ctx) ->
                new UnappliedMessage(
                    rs.getString("message_id"),
                    UnappliedMessage.Reason.valueOf(rs.getString("reason")),
                    rs.getString("existing_source_id"),
                    rs.getString("existing_conversation_id")))
        .list();
  }
}
