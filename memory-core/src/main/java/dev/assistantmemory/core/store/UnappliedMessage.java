package dev.assistantmemory.core.store;

/**
 * A conversation message an ingest request sent but did not apply, and why. Message ids are the
 * contract's identity (user + partition + type + id), so an id a client reuses in another
 * conversation, or re-sends with different content, is reported here instead of vanishing.
 *
 * @param messageId the id as the client sent it
 * @param reason why it was not applied
 * @param existingSourceId the stored message source holding that id (null for a duplicate within
 *     the request)
 * @param existingConversationId the external id of the conversation that owns the stored message
 *     (null when unknown or for a duplicate within the request)
 */
public record UnappliedMessage(
    String messageId, Reason reason, String existingSourceId, String existingConversationId) {

  /** Why a message was not applied. */
  public enum Reason {
    /** The id belongs to a message of another conversation (ids are unique per user+partition). */
    MESSAGE_ID_IN_OTHER_CONVERSATION,
    /** The id was re-sent with changed content; the variant is kept verbatim, memory unchanged. */
    MESSAGE_CONTENT_CHANGED,
    /** The same id appeared earlier in the same request. */
    DUPLICATE_IN_REQUEST
  }
}
