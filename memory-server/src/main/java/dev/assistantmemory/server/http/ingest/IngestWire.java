package dev.assistantmemory.server.http.ingest;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.server.http.MultipartRequest;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.wire.OneOf;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.RequestPart;
import dev.assistantmemory.server.http.wire.Strict;
import dev.assistantmemory.server.http.wire.UserId;
import dev.assistantmemory.server.http.wire.WireDatetime;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** Requests and responses of the ingestion routes (CONTRACT.md section 4). */
public final class IngestWire {
  static final int MAX_ID_CHARS = 500;
  static final int MAX_CONTENT_CHARS = 2_000_000;
  static final int MAX_MESSAGES = 1000;

  /**
   * A source id (TypeID {@code src_} + 26 base32 characters). Ids the context stores and gives back
   * in {@code SourceSummary.sourceContext} must be ones clients can parse (CONTRACT.md 1, ids).
   */
  static final String SOURCE_ID = "^src_[0-7][0-9a-hjkmnp-tv-z]{25}$";

  /** An absolute URL as a WHATWG parser takes it: a scheme, a colon, then no whitespace. */
  static final String URL = "^[A-Za-z][A-Za-z0-9+.-]*:[^\\s]+$";

  /**
   * An email address as a participant's {@code email} must be (the original checks it with zod's
   * {@code email()}, and clients parse it back from {@code SourceSummary.sourceContext}): one
   * {@code @} between a local part and a dotted domain, no whitespace. Lenient on purpose: it
   * refuses what no parser takes (a name, a display form with spaces), not rare valid forms.
   */
  static final String EMAIL = "^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$";

  private IngestWire() {}

  public record ConversationRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "The conversation; messages already stored are skipped by id.")
          @NotNull
          @Valid
          Conversation conversation)
      implements UserRequest {}

  @RequestPart
  public record Conversation(
      @Schema(description = "The host's conversation id; the source identity.")
          @NotNull
          @Size(min = 1, max = MAX_ID_CHARS)
          String id,
      @NotNull @Size(max = MAX_MESSAGES) List<@NotNull @Valid Message> messages) {}

  @RequestPart
  public record Message(
      @NotNull @Size(min = 1, max = MAX_ID_CHARS) String id,
      @NotNull @Size(max = MAX_CONTENT_CHARS) String content,
      @Schema(description = "user, assistant, or a participant role.", example = "user")
          @NotNull
          @Size(min = 1, max = 100)
          String role,
      @Schema(description = "Speaker name, for participants.") @Size(max = 200) String name,
      @NotNull @WireDatetime String timestamp) {}

  public record DocumentRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(
              description =
                  "true: a new revision replaces the stored one (a tombstoned id gets a new source).",
              defaultValue = "false")
          Boolean updateExisting,
      @NotNull @Valid Document document)
      implements UserRequest {}

  /** The content types a document may declare. */
  public enum DocumentContentType {
    markdown,
    text,
    html
  }

  @RequestPart
  public record Document(
      @Schema(description = "The host's document id; the source identity.")
          @NotNull
          @Size(min = 1, max = MAX_ID_CHARS)
          String id,
      @NotNull @Size(max = MAX_CONTENT_CHARS) String content,
      @Schema(defaultValue = "markdown") DocumentContentType contentType,
      @Schema(
              description = "personal (the user's own memory) or reference material.",
              defaultValue = "personal")
          Scope scope,
      @WireDatetime String timestamp,
      @Size(min = 1, max = 500) String author,
      @Size(min = 1, max = 1000) String title,
      @Valid SourceContext sourceContext) {}

  /** The kinds of source a context may describe (CONTRACT.md section 2). */
  public enum SourceKind {
    email,
    email_attachment,
    document,
    file,
    message
  }

  /** The role of the current message in its thread. */
  public enum MessageRole {
    current,
    current_message,
    primary,
    request,
    reply,
    response,
    context,
    attachment,
    quoted_history,
    unknown
  }

  /** How complete the supplied content is. */
  public enum Completeness {
    complete,
    partial,
    unknown
  }

  /** Direction of a message relative to the user. */
  public enum Direction {
    incoming,
    outgoing
  }

  /** What kind of delivery a message was. */
  public enum DeliveryKind {
    person_message,
    auto_reply,
    newsletter,
    unknown
  }

  /** A recipient's role. */
  public enum RecipientRole {
    to,
    cc,
    bcc
  }

  @Strict
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @Schema(description = "sourceContext v1 (CONTRACT.md 4.5): strict, unknown keys are refused.")
  public record SourceContext(
      @Schema(defaultValue = "1") @Min(1) @Max(1) Integer version,
      @NotNull SourceKind sourceKind,
      @Schema(description = "Why it was supplied; never an instruction.")
          @NotNull
          @Size(min = 1, max = 500)
          String purpose,
      @Schema(description = "Origin namespace (mailbox, vault).") @NotNull @Size(min = 1, max = 200)
          String accountId,
      @NotNull @Size(min = 1, max = 80) String relationship,
      @Valid Participant authenticatedUser,
      @Valid Participant sender,
      @Size(max = 100) List<@NotNull @Valid Participant> recipients,
      Direction direction,
      DeliveryKind deliveryKind,
      @Size(min = 1, max = 500) String messageId,
      @Size(min = 1, max = 500) String threadId,
      @Schema(description = "An absolute URL (scheme:rest, no spaces); never fetched.")
          @Size(min = 1, max = 2000)
          @Pattern(regexp = URL, message = "Invalid url")
          String sourceUrl,
      @WireDatetime String authoredAt,
      @Valid Chronology chronology,
      @NotNull MessageRole currentMessageRole,
      @Schema(description = "A source id (src_…); the parent must be live.")
          @Pattern(regexp = SOURCE_ID, message = "Invalid source id")
          String parentSourceId,
      @Schema(description = "A partition key; accepted, never trusted.") @PartitionKey
          String parentPartitionKey,
      @Size(max = 100) List<@NotNull @Valid SourceReference> sourceReferences,
      @NotNull Completeness completeness) {}

  @Strict
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @OneOf(
      value = {"providerId", "email"},
      exclusive = false)
  public record Participant(
      @Size(min = 1, max = 320) @Pattern(regexp = EMAIL, message = "Invalid email") String email,
      @Size(min = 1, max = 200) String name,
      RecipientRole recipientRole,
      @Size(min = 1, max = 500) String providerId) {}

  @Strict
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Chronology(
      @WireDatetime String receivedAt,
      @Size(min = 1, max = 500) String previousMessageId,
      Boolean isLatestInThread) {}

  @Strict
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record SourceReference(
      @Schema(description = "A source id (src_…).")
          @NotNull
          @Pattern(regexp = SOURCE_ID, message = "Invalid source id")
          String sourceId,
      @NotNull @Size(min = 1, max = 80) String relationship) {}

  /** POST /ingest/file (CONTRACT.md 4.2): the text parts; the file part arrives beside them. */
  @Schema(
      description =
          "multipart/form-data: the file part plus these text parts (sourceContext is JSON text).")
  public record FileRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "Default: the file part's filename.") @Size(min = 1, max = 500)
          String filename,
      @Schema(
              description =
                  "Default: the file part's content type, else the filename's extension."
                      + " application/pdf, DOCX, application/msword, application/rtf, any"
                      + " text/*; image/png, image/jpeg, image/tiff are read by OCR.")
          @Size(min = 1, max = 200)
          String mimeType,
      @Schema(description = "Stable id of the file; the source identity. Default: file:<uuid>.")
          @Size(min = 1, max = MAX_ID_CHARS)
          String externalId,
      @Schema(description = "Default: the filename.") @Size(min = 1, max = 1000) String title,
      @Size(min = 1, max = 500) String author,
      @Schema(description = "Document date; default: the first stored value, else upload time.")
          @WireDatetime
          String timestamp,
      @Schema(defaultValue = "personal") Scope scope,
      @Valid SourceContext sourceContext)
      implements MultipartRequest {}

  public record ProcessingRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "The ingestionOperationId of an ingest receipt.")
          @NotNull
          @Size(min = 1, max = MAX_ID_CHARS)
          String operationId)
      implements UserRequest {}

  @Schema(description = "The answer to an ingest: the source exists; processing is queued.")
  public record Receipt(
      String message,
      String jobId,
      String sourceId,
      String ingestionOperationId,
      @Schema(description = "queued, or completed for a duplicate.") String status,
      int sourceVersion,
      @Schema(
              description =
                  "Conversation messages this request sent but did not apply, and why (message ids"
                      + " are unique per user and partition across conversations, and immutable);"
                      + " empty when every message was applied or already stored unchanged.")
          List<UnappliedMessageView> unappliedMessages) {}

  @Schema(description = "A sent conversation message that was not applied.")
  public record UnappliedMessageView(
      String messageId,
      @Schema(
              allowableValues = {
                "MESSAGE_ID_IN_OTHER_CONVERSATION",
                "MESSAGE_CONTENT_CHANGED",
                "DUPLICATE_IN_REQUEST"
              })
          String reason,
      @Schema(description = "The stored message source that holds this id.", nullable = true)
          String existingSourceId,
      @Schema(description = "The conversation id that owns the stored message.", nullable = true)
          String existingConversationId) {}

  public record ProcessingView(
      @Schema(
              description = "null when no such operation is visible in this scope.",
              nullable = true)
          ProcessingReceipt processing) {}

  public record ProcessingReceipt(
      String operationId,
      String sourceId,
      String partitionKey,
      @Schema(allowableValues = {"queued", "processing", "completed", "failed", "purged"})
          String status,
      @Schema(allowableValues = {"content", "extraction"}) String stage,
      int sourceVersion,
      int attempt,
      String errorCode,
      String createdAt,
      String updatedAt,
      String completedAt,
      @Schema(
              description =
                  "Why the content was unreadable (errorCode UNREADABLE_CONTENT), e.g. a corrupt"
                      + " PDF or an image-only file without OCR; null otherwise.",
              nullable = true)
          String errorMessage,
      @Schema(description = "Conversation messages the accepting request did not apply.")
          List<UnappliedMessageView> unappliedMessages) {}
}
