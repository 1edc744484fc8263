package dev.assistantmemory.server.http;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.ingest.ConversationIngest;
import dev.assistantmemory.core.ingest.DocumentIngest;
import dev.assistantmemory.core.ingest.IngestReceipt;
import dev.assistantmemory.core.ingest.IngestService;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.ingest.ProcessingReceipts;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.WireTime;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** POST /ingest/conversation, POST /ingest/document, POST /sources/processing. */
final class IngestRoutes {
  static final int MAX_MESSAGES = 1000;
  static final int MAX_CONTENT_CHARS = 2_000_000;
  static final int MAX_ID_CHARS = 500;

  private final HttpApi api;
  private final IngestService ingest;
  private final ProcessingReceipts receipts;

  IngestRoutes(HttpApi api, IngestService ingest, ProcessingReceipts receipts) {
    this.api = api;
    this.ingest = ingest;
    this.receipts = receipts;
  }

  void register(RoutesConfig routes) {
    routes.post("/ingest/conversation", this::conversation);
    routes.post("/ingest/document", this::document);
    routes.post("/sources/processing", this::processing);
  }

  private void conversation(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    JsonFields conv = body.requiredObject("conversation");
    String conversationId = null;
    List<MessageInput> messages = new ArrayList<>();
    if (conv != null) {
      conversationId = conv.requiredString("id", 1, MAX_ID_CHARS);
      List<JsonFields> items = conv.requiredObjectArray("messages", MAX_MESSAGES);
      if (items != null) {
        for (JsonFields m : items) {
          messages.add(
              new MessageInput(
                  m.requiredString("id", 1, MAX_ID_CHARS),
                  m.requiredString("content", 0, MAX_CONTENT_CHARS),
                  m.requiredString("role", 1, 100),
                  m.optionalString("name", 0, 200),
                  m.requiredDatetime("timestamp")));
        }
      }
    }
    body.throwIfInvalid();
    IngestReceipt receipt =
        ingest.ingestConversation(
            new ConversationIngest(userId, partitionKey, conversationId, messages));
    ctx.status(receipt.duplicate() ? 200 : 202);
    api.send(ctx, receiptBody(receipt));
  }

  private void document(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    boolean updateExisting = body.optionalBoolean("updateExisting", false);
    JsonFields doc = body.requiredObject("document");
    DocumentIngest command = null;
    if (doc != null) {
      String id = doc.requiredString("id", 1, MAX_ID_CHARS);
      String content = doc.requiredString("content", 0, MAX_CONTENT_CHARS);
      String contentType =
          doc.optionalEnum("contentType", Set.of("markdown", "text", "html"), "markdown");
      String scope = doc.optionalEnum("scope", Set.of("personal", "reference"), "personal");
      JsonFields sourceContext = doc.optionalObject("sourceContext");
      if (sourceContext != null) {
        SourceContextReader.validate(sourceContext);
      }
      command =
          new DocumentIngest(
              userId,
              partitionKey,
              updateExisting,
              id,
              content,
              contentType,
              scope == null ? Scope.personal : Scope.valueOf(scope),
              doc.optionalDatetime("timestamp"),
              doc.optionalString("author", 1, 500),
              doc.optionalString("title", 1, 1000),
              doc.rawJson("sourceContext"));
    }
    body.throwIfInvalid();
    IngestReceipt receipt = ingest.ingestDocument(command);
    ctx.status(receipt.duplicate() ? 200 : 202);
    api.send(ctx, receiptBody(receipt));
  }

  private void processing(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String operationId = body.requiredString("operationId", 1, MAX_ID_CHARS);
    body.throwIfInvalid();
    ReadScope scope = ReadScope.of(userId, partitionKey, HttpApi.accessScope(ctx));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put(
        "processing", receipts.read(scope, operationId).map(IngestRoutes::receipt).orElse(null));
    api.send(ctx, out);
  }

  static Map<String, Object> receiptBody(IngestReceipt r) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("message", r.message());
    out.put("jobId", r.jobId());
    out.put("sourceId", r.sourceId());
    out.put("ingestionOperationId", r.ingestionOperationId());
    out.put("status", r.status());
    out.put("sourceVersion", r.sourceVersion());
    return out;
  }

  static Map<String, Object> receipt(OperationRecord op) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("operationId", op.id());
    out.put("sourceId", op.sourceId());
    out.put("partitionKey", op.partitionKey());
    out.put("status", op.status().name());
    out.put("stage", op.stage());
    out.put("sourceVersion", op.sourceVersion());
    out.put("attempt", op.attempt());
    out.put("errorCode", op.errorCode());
    out.put("createdAt", WireTime.format(op.createdAt()));
    out.put("updatedAt", WireTime.format(op.updatedAt()));
    out.put("completedAt", WireTime.format(op.completedAt()));
    return out;
  }
}
