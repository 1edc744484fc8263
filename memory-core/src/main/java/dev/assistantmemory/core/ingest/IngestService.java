package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.StoreTx;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * Accepts sources. Each request is ONE transaction: upsert the source by identity (user + partition
 * + type + external id), record its content version, write the processing receipt and its job.
 * There is never a receipt without a job, nor a job without a receipt.
 *
 * <p>Idempotency: a conversation message id is a stable, immutable key; re-sending it adds nothing
 * (a changed content is kept verbatim as an unapplied revision, never rewrites memory). A document
 * replayed with the same content reuses its source and receipt; changed content becomes a new
 * version of the same source (older unfinished receipts fail with SUPERSEDED_OPERATION); {@code
 * updateExisting: true} tombstones the source and creates a new one.
 */
public final class IngestService {
  public static final String CONVERSATION_JOB = "ingest.conversation";
  public static final String DOCUMENT_JOB = "ingest.document";
  private final MemoryStore store;
  private final Runnable onEnqueued;
  private final ReceiptJobs jobs;
  private final ConversationAcceptance conversations;
  private final DocumentAcceptance documents;
  private volatile java.util.function.BiConsumer<String, String> onDisplayChange;

  public IngestService(MemoryStore store, Clock clock, int maxAttempts, Runnable onEnqueued) {
    this.store = store;
    this.onEnqueued = onEnqueued;
    this.jobs = new ReceiptJobs(maxAttempts);
    this.conversations = new ConversationAcceptance(clock, jobs);
    this.documents = new DocumentAcceptance(clock, jobs);
  }

  /** The receipts-and-jobs writer the other ways in (transcripts, retries) share. */
  ReceiptJobs jobs() {
    return jobs;
  }

  /**
   * What runs after a display-only change of a stored document commits (user id, source id): the
   * refresh of its chunks and record node ({@link DisplayRefresh}).
   */
  public void onDisplayChange(java.util.function.BiConsumer<String, String> hook) {
    this.onDisplayChange = hook;
  }

  public IngestReceipt ingestConversation(ConversationIngest req) {
    String partition = SourceIdentity.partitionOf(req.partitionKey());
    IngestReceipt receipt =
        store.write(req.userId(), tx -> conversations.accept(tx, req, partition));
    // A duplicate may have restored a lost job: waking an idle worker costs nothing.
    onEnqueued.run();
    return receipt;
  }

  public IngestReceipt ingestDocument(DocumentIngest req) {
    // Also after a duplicate: an identical resend may have restored a lost job.
    return acceptDocument(req, null);
  }

  /**
   * Accepts a file whose bytes are already stored as a blob: a document source (identity: user +
   * partition + document + external id) without content yet, the file row of its version, the
   * receipt and the job. The worker converts the blob to Markdown; the title defaults to the
   * filename.
   */
  public IngestReceipt ingestFile(FileIngest req) {
    DocumentIngest doc =
        new DocumentIngest(
            req.userId(),
            req.partitionKey(),
            false,
            req.externalId(),
            null,
            req.mimeType(),
            req.scope(),
            req.timestamp(),
            req.author(),
            req.title() != null ? req.title() : req.filename(),
            req.sourceContextJson(),
            req.parentSourceId());
    return acceptDocument(doc, req);
  }

  /** One write for a document or file, then the worker's wake-up and any display refresh. */
  private IngestReceipt acceptDocument(DocumentIngest doc, FileIngest file) {
    List<String> displayChanged = new ArrayList<>();
    IngestReceipt receipt =
        store.write(
            doc.userId(),
            tx ->
                documents.accept(
                    tx,
                    doc,
                    SourceIdentity.partitionIn(tx, doc, doc.partitionKey()),
                    file,
                    displayChanged));
    onEnqueued.run();
    if (!displayChanged.isEmpty() && onDisplayChange != null) {
      onDisplayChange.accept(doc.userId(), displayChanged.get(0));
    }
    return receipt;
  }

  /**
   * Checks a request's parent before anything is written (a file route calls it before storing the
   * blob): see {@link SourceIdentity#requireParent(StoreTx, String, String)}.
   */
  public void checkParent(String userId, String parentSourceId) {
    if (parentSourceId != null) {
      store.read(userId, tx -> SourceIdentity.requireParent(tx, userId, parentSourceId));
    }
  }
}
