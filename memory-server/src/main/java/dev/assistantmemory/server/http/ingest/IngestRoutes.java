package dev.assistantmemory.server.http.ingest;

import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.DocumentIngest;
import dev.assistantmemory.core.ingest.IngestReceipt;
import dev.assistantmemory.core.ingest.IngestService;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.ingest.ProcessingReceipts;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.UnappliedMessage;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.ingest.IngestWire.ConversationRequest;
import dev.assistantmemory.server.http.ingest.IngestWire.DocumentContentType;
import dev.assistantmemory.server.http.ingest.IngestWire.DocumentRequest;
import dev.assistantmemory.server.http.ingest.IngestWire.ProcessingReceipt;
import dev.assistantmemory.server.http.ingest.IngestWire.ProcessingRequest;
import dev.assistantmemory.server.http.ingest.IngestWire.ProcessingView;
import dev.assistantmemory.server.http.ingest.IngestWire.Receipt;
import dev.assistantmemory.server.http.ingest.IngestWire.UnappliedMessageView;
import dev.assistantmemory.server.http.wire.Wire;
import java.util.List;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/** POST /ingest/conversation, POST /ingest/document, POST /sources/processing. */
public final class IngestRoutes implements RouteModule {
  private static final String TAG = "ingest";
  private static final ObjectMapper CONTEXT_JSON = JsonMapper.builder().build();

  private final IngestService ingest;
  private final ProcessingReceipts receipts;

  public IngestRoutes(IngestService ingest, ProcessingReceipts receipts) {
    this.ingest = ingest;
    this.receipts = receipts;
  }

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.write(
                "/ingest/conversation",
                TAG,
                "Store a conversation's messages and queue them for processing",
                ConversationRequest.class,
                Receipt.class,
                this::conversation)
            .status(202)
            .describe("Answers 202 before extraction; 200 when every message was already stored."),
        Endpoint.write(
                "/ingest/document",
                TAG,
                "Store a document (a new revision with updateExisting) and queue it",
                DocumentRequest.class,
                Receipt.class,
                this::document)
            .status(202)
            .describe("Answers 202 before extraction; 200 for an identical resend."),
        Endpoint.read(
            "/sources/processing",
            TAG,
            "Read an ingestion receipt",
            ProcessingRequest.class,
            ProcessingView.class,
            this::processing));
  }

  private Receipt conversation(ConversationRequest req, Call call) {
    List<MessageInput> messages =
        req.conversation().messages().stream()
            .map(
                m ->
                    new MessageInput(
                        m.id(), m.content(), m.role(), m.name(), Wire.instant(m.timestamp())))
            .toList();
    IngestReceipt receipt =
        ingest.ingestConversation(
            new ConversationIngest(
                req.userId(), req.partitionKey(), req.conversation().id(), messages));
    return receipt(receipt, call);
  }

  private Receipt document(DocumentRequest req, Call call) {
    IngestWire.Document doc = req.document();
    IngestReceipt receipt =
        ingest.ingestDocument(
            new DocumentIngest(
                req.userId(),
                req.partitionKey(),
                Boolean.TRUE.equals(req.updateExisting()),
                doc.id(),
                doc.content(),
                (doc.contentType() == null ? DocumentContentType.markdown : doc.contentType())
                    .name(),
                doc.scope() == null ? Scope.personal : doc.scope(),
                Wire.instant(doc.timestamp()),
                doc.author(),
                doc.title(),
                doc.sourceContext() == null
                    ? null
                    : CONTEXT_JSON.writeValueAsString(doc.sourceContext()),
                doc.sourceContext() == null ? null : doc.sourceContext().parentSourceId()));
    return receipt(receipt, call);
  }

  static Receipt receipt(IngestReceipt r, Call call) {
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
        unapplied(r.unappliedMessages()));
  }

  static List<UnappliedMessageView> unapplied(List<UnappliedMessage> messages) {
    return messages.stream()
        .map(
            m ->
                new UnappliedMessageView(
                    m.messageId(),
                    m.reason().name(),
                    m.existingSourceId(),
                    m.existingConversationId()))
        .toList();
  }

  private ProcessingView processing(ProcessingRequest req, Call call) {
    return new ProcessingView(
        receipts
            .readDetailed(call.scope(req), req.operationId())
            .map(d -> view(d.receipt(), d.unappliedMessages(), d.errorMessage()))
            .orElse(null));
  }

  static ProcessingReceipt view(OperationRecord op) {
    return view(op, List.of());
  }

  public static ProcessingReceipt view(OperationRecord op, List<UnappliedMessage> unapplied) {
    return view(op, unapplied, null);
  }

  public static ProcessingReceipt view(
      OperationRecord op, List<UnappliedMessage> unapplied, String errorMessage) {
    return new ProcessingReceipt(
        op.id(),
        op.sourceId(),
        op.partitionKey(),
        op.status().name(),
        op.stage(),
        op.sourceVersion(),
        op.attempt(),
        op.errorCode(),
        WireTime.format(op.createdAt()),
        WireTime.format(op.updatedAt()),
        WireTime.format(op.completedAt()),
        errorMessage,
        unapplied(unapplied));
  }
}
