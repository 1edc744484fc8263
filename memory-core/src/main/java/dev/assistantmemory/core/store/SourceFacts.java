package dev.assistantmemory.core.store;

import java.util.Locale;

/**
 * What a host's {@code sourceContext} says about a source (CONTRACT.md 4.5), as the lifecycle rules
 * of email and message sources read it. Every field is nullable. Participants are identified by
 * email or, failing that, a provider id ({@code senderId}, {@code authenticatedUserId}).
 */
public record SourceFacts(
    String sourceKind,
    String accountId,
    String direction,
    String deliveryKind,
    String currentMessageRole,
    String senderId,
    String senderName,
    String authenticatedUserId) {

  /** A person-to-person source ({@code email}, {@code message}): owners are never stored. */
  public boolean isPersonMessage() {
    return "email".equals(sourceKind) || "message".equals(sourceKind);
  }

  /** Newsletters and auto-replies make no requests and change no task. */
  public boolean isBulk() {
    return "newsletter".equals(deliveryKind) || "auto_reply".equals(deliveryKind);
  }

  /**
   * An email's attachment ({@code sourceKind email_attachment} or {@code currentMessageRole
   * attachment}): the thing a message sent, never a report of what anyone did with it.
   */
  public boolean isAttachment() {
    return "email_attachment".equals(sourceKind) || "attachment".equals(currentMessageRole);
  }

  /** Quoted history is context, never a current request. */
  public boolean isQuotedHistory() {
    return "quoted_history".equals(currentMessageRole);
  }

  public boolean isIncoming() {
    return "incoming".equals(direction);
  }

  /** An outgoing message the authenticated user sent themselves. */
  public boolean isAuthenticatedOutgoing() {
    return "outgoing".equals(direction) && senderId != null && senderId.equals(authenticatedUserId);
  }

  /** The requester key of an incoming message: account and sender, or null when unknown. */
  public String requester() {
    return senderId == null || accountId == null ? null : accountId + "|" + senderId;
  }

  /** A participant key: the email (lower case) or the provider id. */
  public static String participantKey(String email, String providerId) {
    if (email != null && !email.isBlank()) {
      return "email:" + email.trim().toLowerCase(Locale.ROOT);
    }
    return providerId == null || providerId.isBlank() ? null : "provider:" + providerId;
  }
}
