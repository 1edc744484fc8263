package dev.assistantmemory.server.http.transcript;

import dev.assistantmemory.core.ingest.IngestReceipt;
import dev.assistantmemory.core.ingest.TranscriptIngest;
import dev.assistantmemory.core.ingest.TranscriptService;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.ValidationIssue;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.ingest.IngestWire.Receipt;
import dev.assistantmemory.server.http.transcript.TranscriptWire.ContentKind;
import dev.assistantmemory.server.http.transcript.TranscriptWire.TranscriptContent;
import dev.assistantmemory.server.http.transcript.TranscriptWire.TranscriptRequest;
import dev.assistantmemory.server.http.wire.Wire;
import java.util.List;

/** POST /transcript/ingest. */
public final class TranscriptRoutes implements RouteModule {
  private static final String TAG = "ingest";

  private final TranscriptService transcripts;

  public TranscriptRoutes(TranscriptService transcripts) {
    this.transcripts = transcripts;
  }

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.write(
                "/transcript/ingest",
                TAG,
                "Store a meeting transcript's speaker turns and queue them for processing",
                TranscriptRequest.class,
                Receipt.class,
                this::ingest)
            .status(202)
            .describe(
                "The parent meeting_transcript source exists when this answers (202); jobId is the"
                    + " transcriptId. Re-ingesting a transcript id is a no-op (200)."));
  }

  private Receipt ingest(TranscriptRequest req, Call call) {
    TranscriptContent content = req.content();
    if (content.kind() == ContentKind.raw && content.text() == null) {
      throw required("content.text", "kind raw needs text");
    }
    if (content.kind() == ContentKind.segmented && content.utterances() == null) {
      throw required("content.utterances", "kind segmented needs utterances");
    }
    List<TranscriptIngest.Utterance> utterances =
        content.kind() == ContentKind.segmented
            ? content.utterances().stream()
                .map(
                    u ->
                        new TranscriptIngest.Utterance(
                            u.speakerLabel(), u.content(), Wire.instant(u.timestamp())))
                .toList()
            : null;
    IngestReceipt r =
        transcripts.ingest(
            new TranscriptIngest(
                req.userId(),
                req.partitionKey(),
                req.transcriptId(),
                req.scope() == null ? Scope.personal : req.scope(),
                Wire.instant(req.occurredAt()),
                req.sourceKind(),
                content.kind() == ContentKind.raw ? content.text() : null,
                utterances,
                req.knownParticipants() == null
                    ? List.of()
                    : req.knownParticipants().stream()
                        .map(p -> new TranscriptIngest.KnownParticipant(p.label(), p.nodeId()))
                        .toList(),
                req.userSelfAliasesOverride()));
    if (r.duplicate()) {
      call.status(200);
    }
    return new Receipt(
        r.message(),
        r.jobId(),
        r.sourceId(),
        r.ingestionOperationId(),
        r.status(),
        r.sourceVersion(),
        List.of());
  }

  private static MemoryException required(String path, String message) {
    return MemoryException.validation(List.of(new ValidationIssue(path, message, "required")));
  }
}
