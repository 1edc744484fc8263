package dev.assistantmemory.server.http.transcript;

import dev.assistantmemory.model.Scope;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.wire.ObjectId;
import dev.assistantmemory.server.http.wire.OneOf;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.RequestPart;
import dev.assistantmemory.server.http.wire.UserId;
import dev.assistantmemory.server.http.wire.WireDatetime;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** The request of POST /transcript/ingest (CONTRACT.md 4.4). */
public final class TranscriptWire {
  static final int MAX_RAW_CHARS = 500_000;
  static final int MAX_UTTERANCES = 10_000;

  private TranscriptWire() {}

  public record TranscriptRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "Stable transcript id: re-ingesting it is a no-op.")
          @NotNull
          @Size(min = 1, max = 500)
          String transcriptId,
      @Schema(defaultValue = "personal") Scope scope,
      @Schema(description = "When the meeting took place; the date of turns without a timestamp.")
          @NotNull
          @WireDatetime
          String occurredAt,
      @NotNull @Valid TranscriptContent content,
      @Schema(description = "Speaker labels the host already knows as nodes.") @Size(max = 200)
          List<@NotNull @Valid KnownParticipant> knownParticipants,
      @Schema(
              description =
                  "Labels that are the user, instead of the stored self aliases (for this request).")
          @Size(max = 100)
          List<@NotNull @Size(min = 1, max = 200) String> userSelfAliasesOverride,
      @Schema(description = "Origin of the transcript (e.g. google_meet).", example = "google_meet")
          @Size(min = 1, max = 80)
          @Pattern(regexp = "^[A-Za-z0-9][A-Za-z0-9._:-]*$")
          String sourceKind)
      implements UserRequest {}

  /** The two shapes of transcript content. */
  public enum ContentKind {
    raw,
    segmented
  }

  @RequestPart
  @OneOf({"text", "utterances"})
  @Schema(
      description =
          "kind raw: text (1-500000 chars; 'Label: words' lines start speaker turns); kind"
              + " segmented: utterances (at least one).")
  public record TranscriptContent(
      @NotNull ContentKind kind,
      @Size(min = 1, max = MAX_RAW_CHARS) String text,
      @Size(min = 1, max = MAX_UTTERANCES) List<@NotNull @Valid Utterance> utterances) {}

  @RequestPart
  public record Utterance(
      @NotNull @Size(min = 1, max = 200) String speakerLabel,
      @NotNull @Size(min = 1, max = MAX_RAW_CHARS) String content,
      @WireDatetime String timestamp) {}

  @RequestPart
  public record KnownParticipant(
      @NotNull @Size(min = 1, max = 200) String label, @ObjectId String nodeId) {}
}
