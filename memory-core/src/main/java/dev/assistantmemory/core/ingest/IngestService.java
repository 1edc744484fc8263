package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.store.StoredFile;
import dev.assistantmemory.core.store.UnappliedMessage;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

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
  private static final Logger LOG = LoggerFactory.getLogger(IngestService.class);

  private final MemoryStore store;
  private final Clock clock;
  private final int maxAttempts;
  private final Runnable onEnqueued;
  private volatile java.util.function.BiConsumer<String, String> onDisplayChange;

  public IngestService(MemoryStore store, Clock clock, int maxAttempts, Runnable onEnqueued) {
    this.store = store;
    this.clock = clock;
    this.maxAttempts = maxAttempts;
    this.onEnqueued = onEnqueued;
  }

  /**
   * What runs after a display-only change of a stored document commits (user id, source id): the
   * refresh of its chunks and record node ({@link DisplayRefresh}).
   */
  public void onDisplayChange(java.util.function.BiConsumer<String, String> hook) {
    this.onDisplayChange = hook;
  }

  public IngestReceipt ingestConversation(ConversationIngest req) {
    String partition = partitionOf(req.partitionKey());
    IngestReceipt receipt = store.write(req.userId(), tx -> acceptConversation(tx, req, partition));
    // A duplicate may have restored a lost job: waking an idle worker costs nothing.
    onEnqueued.run();
    return receipt;
  }

  private IngestReceipt acceptConversation(StoreTx tx, ConversationIngest req, String partition) {
    Instant now = clock.instant();
    tx.ensureUser(req.userId(), now);
    SourceKey convKey =
        new SourceKey(req.userId(), partition, SourceType.conversation, req.conversationId());
    guardIdentity(tx, convKey);
    Optional<SourceRecord> existing = tx.findLiveSource(convKey);
    Instant firstTimestamp =
        req.messages().stream().map(MessageInput::timestamp).min(Instant::compareTo).orElse(now);
    SourceRecord conversation =
        existing.orElseGet(
            () ->
                new SourceRecord(
                    TypeId.newId(TypeId.SOURCE),
                    req.userId(),
                    partition,
                    Scope.personal,
                    SourceType.conversation,
                    req.conversationId(),
                    null,
                    0,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    0,
                    null,
                    firstTimestamp,
                    now,
                    null));
    if (existing.isEmpty()) {
      tx.insertSource(conversation);
    }
    String operationId = UUID.randomUUID().toString();
    int position = existing.isPresent() ? tx.countChildren(req.userId(), conversation.id()) : 0;
    List<SourceRecord> added = new ArrayList<>();
    List<UnappliedMessage> unapplied = new ArrayList<>();
    for (MessageInput m : req.messages()) {
      String hash = ContentHash.of(m.content(), m.role(), m.name());
      SourceKey key =
          new SourceKey(req.userId(), partition, SourceType.conversation_message, m.id());
      refuseRetired(tx, key);
      Optional<SourceRecord> stored = tx.findLiveSource(key);
      if (stored.isPresent() || added.stream().anyMatch(a -> a.externalId().equals(m.id()))) {
        if (stored.isPresent() && !stored.get().contentHash().equals(hash)) {
          // Message ids are immutable: keep the variant verbatim, but do not rewrite memory.
          tx.insertSourceVersion(
              stored.get().id(), stored.get().version(), hash, m.content(), false, now);
        }
        boolean sentTwice = added.stream().anyMatch(a -> a.externalId().equals(m.id()));
        MessageIdentity.classify(
                tx, req.userId(), m.id(), hash, sentTwice ? Optional.empty() : stored, conversation)
            .ifPresent(unapplied::add);
        continue;
      }
      SourceRecord message =
          new SourceRecord(
              TypeId.newId(TypeId.SOURCE),
              req.userId(),
              partition,
              Scope.personal,
              SourceType.conversation_message,
              m.id(),
              conversation.id(),
              1,
              hash,
              m.content(),
              "text",
              null,
              m.name(),
              m.role(),
              m.name(),
              position++,
              operationId,
              m.timestamp(),
              now,
              null);
      tx.insertSource(message);
      tx.insertSourceVersion(message.id(), 1, hash, m.content(), true, now);
      added.add(message);
    }
    String note = MessageIdentity.note(unapplied);
    if (added.isEmpty() && existing.isPresent()) {
      Optional<OperationRecord> latest = tx.latestOperation(req.userId(), conversation.id());
      if (latest.isPresent()) {
        OperationRecord op = latest.get();
        restoreLostJob(tx, op, SourceType.conversation, now);
        return new IngestReceipt(
            "Conversation already ingested; no new messages." + note,
            req.conversationId(),
            conversation.id(),
            op.id(),
            op.status().name(),
            op.sourceVersion(),
            true,
            unapplied);
      }
    }
    int version = conversation.version() + 1;
    String[] hashParts = new String[added.size() + 1];
    hashParts[0] = conversation.contentHash();
    for (int i = 0; i < added.size(); i++) {
      hashParts[i + 1] = added.get(i).contentHash();
    }
    tx.updateSourceContent(conversation.withVersion(version, ContentHash.of(hashParts), null));
    OperationRecord op =
        enqueue(
            tx,
            req.userId(),
            partition,
            conversation.id(),
            version,
            operationId,
            CONVERSATION_JOB,
            now);
    tx.sources().recordUnappliedMessages(req.userId(), op.id(), unapplied);
    return new IngestReceipt(
        "Conversation accepted: " + added.size() + " new message(s) queued for processing." + note,
        req.conversationId(),
        conversation.id(),
        op.id(),
        op.status().name(),
        version,
        false,
        unapplied);
  }

  public IngestReceipt ingestDocument(DocumentIngest req) {
    List<String> displayChanged = new ArrayList<>();
    IngestReceipt receipt =
        store.write(
            req.userId(),
            tx ->
                acceptDocument(
                    tx, req, partitionIn(tx, req, req.partitionKey()), null, displayChanged));
    // Also after a duplicate: an identical resend may have restored a lost job.
    onEnqueued.run();
    if (!displayChanged.isEmpty() && onDisplayChange != null) {
      onDisplayChange.accept(req.userId(), displayChanged.get(0));
    }
    return receipt;
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
    List<String> displayChanged = new ArrayList<>();
    IngestReceipt receipt =
        store.write(
            req.userId(),
            tx ->
                acceptDocument(
                    tx, doc, partitionIn(tx, doc, req.partitionKey()), req, displayChanged));
    onEnqueued.run();
    if (!displayChanged.isEmpty() && onDisplayChange != null) {
      onDisplayChange.accept(req.userId(), displayChanged.get(0));
    }
    return receipt;
  }

  private IngestReceipt acceptDocument(
      StoreTx tx,
      DocumentIngest req,
      String partition,
      FileIngest file,
      List<String> displayRefresh) {
    Instant now = clock.instant();
    tx.ensureUser(req.userId(), now);
    SourceKey key = new SourceKey(req.userId(), partition, SourceType.document, req.documentId());
    guardIdentity(tx, key);
    String noun = file == null ? "Document" : "File";
    String hash =
        file == null
            ? ContentHash.of(
                req.content(), req.contentType(), req.scope().name(), req.sourceContextJson())
            : ContentHash.of(
                "file",
                file.blobSha256(),
                file.mimeType(),
                req.scope().name(),
                req.sourceContextJson());
    Optional<SourceRecord> existing = tx.findLiveSource(key);
    if (existing.isPresent() && !req.updateExisting()) {
      SourceRecord stored = existing.get();
      if (stored.contentHash().equals(hash)) {
        boolean displayChanged =
            (req.title() != null && !req.title().equals(stored.title()))
                || (req.author() != null && !req.author().equals(stored.author()));
        if (displayChanged) {
          tx.updateSourceDisplay(
              stored.id(),
              req.title() != null ? req.title() : stored.title(),
              req.author() != null ? req.author() : stored.author());
          displayRefresh.add(stored.id());
        }
        Optional<OperationRecord> latest = tx.latestOperation(req.userId(), stored.id());
        if (latest.isPresent()) {
          OperationRecord op = latest.get();
          restoreLostJob(tx, op, SourceType.document, now);
          return new IngestReceipt(
              displayChanged
                  ? noun + " unchanged; title/author updated without re-processing."
                  : noun + " already ingested; nothing to do.",
              op.jobId(),
              stored.id(),
              op.id(),
              op.status().name(),
              op.sourceVersion(),
              true);
        }
      }
      // New content for the same identity: a new version of the same source.
      int version = stored.version() + 1;
      supersedeUnfinished(tx, req.userId(), stored.id(), now);
      SourceRecord updated =
          new SourceRecord(
              stored.id(),
              stored.userId(),
              stored.partitionKey(),
              req.scope(),
              stored.type(),
              stored.externalId(),
              stored.parentId(),
              version,
              hash,
              req.content(),
              req.contentType(),
              req.title() != null ? req.title() : stored.title(),
              req.author() != null ? req.author() : stored.author(),
              null,
              null,
              0,
              null,
              req.timestamp() != null ? req.timestamp() : stored.effectiveAt(),
              stored.receivedAt(),
              null);
      tx.updateSourceContent(updated);
      tx.updateSourceContext(stored.id(), req.sourceContextJson());
      tx.insertSourceVersion(stored.id(), version, hash, req.content(), true, now);
      recordFile(tx, file, stored.id(), version, now);
      OperationRecord op =
          enqueue(
              tx,
              req.userId(),
              partition,
              stored.id(),
              version,
              UUID.randomUUID().toString(),
              DOCUMENT_JOB,
              now);
      return new IngestReceipt(
          noun + " revision accepted and queued for processing.",
          op.jobId(),
          stored.id(),
          op.id(),
          op.status().name(),
          version,
          false);
    }
    Instant effectiveAt = req.timestamp();
    String title = req.title();
    String author = req.author();
    if (existing.isPresent()) {
      // updateExisting: retire the old source (its chunks leave the index) and start a new one.
      // What the request leaves out (date, title, author) keeps the stored value, as on any
      // replay (CONTRACT.md 13.3).
      SourceRecord old = existing.get();
      title = title != null ? title : old.title();
      author = author != null ? author : old.author();
      tx.tombstoneSource(old.id(), now);
      supersedeUnfinished(tx, req.userId(), old.id(), now);
      List<String> oldChunks = tx.chunkIdsOfSource(req.userId(), old.id());
      for (String chunkId : oldChunks) {
        tx.appendChange(req.userId(), "chunk", chunkId, "delete", now);
      }
      tx.deleteChunks(oldChunks);
      if (effectiveAt == null) {
        effectiveAt = old.effectiveAt();
      }
    }
    SourceRecord doc =
        new SourceRecord(
            TypeId.newId(TypeId.SOURCE),
            req.userId(),
            partition,
            req.scope(),
            SourceType.document,
            req.documentId(),
            req.parentSourceId(),
            1,
            hash,
            req.content(),
            req.contentType(),
            title,
            author,
            null,
            null,
            0,
            null,
            effectiveAt != null ? effectiveAt : now,
            now,
            null);
    tx.insertSource(doc);
    tx.updateSourceContext(doc.id(), req.sourceContextJson());
    tx.insertSourceVersion(doc.id(), 1, hash, req.content(), true, now);
    recordFile(tx, file, doc.id(), 1, now);
    OperationRecord op =
        enqueue(
            tx,
            req.userId(),
            partition,
            doc.id(),
            1,
            UUID.randomUUID().toString(),
            DOCUMENT_JOB,
            now);
    LOG.debug("document {} accepted as {}", req.documentId(), doc.id());
    return new IngestReceipt(
        noun + " accepted and queued for processing.",
        op.jobId(),
        doc.id(),
        op.id(),
        op.status().name(),
        1,
        false);
  }

  private static void recordFile(
      StoreTx tx, FileIngest file, String sourceId, int version, Instant now) {
    if (file != null) {
      tx.sources()
          .recordFile(
              new StoredFile(
                  sourceId,
                  version,
                  file.userId(),
                  file.blobSha256(),
                  file.blobKey(),
                  file.filename(),
                  file.mimeType(),
                  file.sizeBytes(),
                  now));
    }
  }

  /** A newer revision replaces older unfinished work: their receipts fail, their jobs stop. */
  private static void supersedeUnfinished(StoreTx tx, String userId, String sourceId, Instant now) {
    for (OperationRecord older : tx.unfinishedOperations(userId, sourceId)) {
      tx.updateOperation(
          older.id(),
          ReceiptStatus.failed,
          older.stage(),
          ErrorCode.SUPERSEDED_OPERATION.name(),
          now);
      tx.cancelJob(older.jobId(), now);
    }
  }

  /**
   * Serialises writers of one identity (so concurrent first requests share one source and one
   * fallback timestamp) and refuses a retired identity with 409 SOURCE_IDENTITY_RETIRED.
   */
  static void guardIdentity(StoreTx tx, SourceKey key) {
    tx.lifecycle().lockIdentity(key);
    refuseRetired(tx, key);
  }

  /** 409 SOURCE_IDENTITY_RETIRED when the identity is retired (no lock: a message of a batch). */
  static void refuseRetired(StoreTx tx, SourceKey key) {
    if (tx.lifecycle().isRetired(key)) {
      throw new MemoryException(
          ErrorCode.SOURCE_IDENTITY_RETIRED,
          "The source identity "
              + key.type().name()
              + " '"
              + key.externalId()
              + "' is retired; restore it through /sources/identity/lifecycle before writing it.",
          java.util.Map.of("type", key.type().name(), "externalId", key.externalId()));
    }
  }

  /** The job kind that processes a source of this type, or null when none can be rebuilt. */
  static String jobKindOf(SourceType type) {
    return switch (type) {
      case document -> DOCUMENT_JOB;
      case conversation, meeting_transcript -> CONVERSATION_JOB;
      default -> null;
    };
  }

  /**
   * The lost-job rule: a receipt still queued or processing whose job is missing, or ended failed
   * or cancelled, gets its job back (same id, attempts reset). Returns true when it did.
   */
  boolean restoreLostJob(StoreTx tx, OperationRecord op, SourceType type, Instant now) {
    if (op.status() != ReceiptStatus.queued && op.status() != ReceiptStatus.processing) {
      return false;
    }
    Optional<JobRecord> job = tx.findJob(op.userId(), op.jobId());
    if (job.isPresent()) {
      String status = job.get().status();
      if (!JobRecord.FAILED.equals(status) && !JobRecord.CANCELLED.equals(status)) {
        return false;
      }
      tx.lifecycle().requeueJob(op.jobId(), now);
    } else {
      String kind = jobKindOf(type);
      if (kind == null) {
        return false;
      }
      tx.insertJob(
          new JobRecord(
              op.jobId(),
              kind,
              op.id(),
              op.userId(),
              JobRecord.QUEUED,
              0,
              maxAttempts,
              now,
              null,
              null,
              null,
              now));
    }
    LOG.info("restored the lost job {} of receipt {}", op.jobId(), op.id());
    return true;
  }

  OperationRecord enqueue(
      StoreTx tx,
      String userId,
      String partition,
      String sourceId,
      int version,
      String operationId,
      String kind,
      Instant now) {
    String jobId = TypeId.newId(TypeId.JOB);
    OperationRecord op =
        new OperationRecord(
            operationId,
            userId,
            partition,
            sourceId,
            version,
            ReceiptStatus.queued,
            "content",
            0,
            null,
            jobId,
            now,
            now,
            null);
    tx.insertOperation(op);
    tx.insertJob(
        new JobRecord(
            jobId,
            kind,
            operationId,
            userId,
            JobRecord.QUEUED,
            0,
            maxAttempts,
            now,
            null,
            null,
            null,
            now));
    return op;
  }

  /**
   * The partition a document or file lands in: a child source's is its parent's (the request's
   * {@code partitionKey} and the context's {@code parentPartitionKey} are not trusted for it);
   * otherwise the requested one.
   */
  private static String partitionIn(StoreTx tx, DocumentIngest req, String requested) {
    if (req.parentSourceId() == null) {
      return partitionOf(requested);
    }
    return requireParent(tx, req.userId(), req.parentSourceId()).partitionKey();
  }

  /**
   * Checks a request's parent before anything is written (a file route calls it before storing the
   * blob): see {@link #requireParent(StoreTx, String, String)}.
   */
  public void checkParent(String userId, String parentSourceId) {
    if (parentSourceId != null) {
      store.read(userId, tx -> requireParent(tx, userId, parentSourceId));
    }
  }

  /**
   * The live parent source a child names: 404 NOT_FOUND when the user has no such source (another
   * user's is unknown), 409 SOURCE_TOMBSTONED when it was tombstoned or purged, 409
   * SOURCE_IDENTITY_RETIRED when its identity is retired (retirement blocks parent creation).
   */
  static SourceRecord requireParent(StoreTx tx, String userId, String parentSourceId) {
    Optional<SourceRecord> found = tx.findSource(userId, parentSourceId);
    if (found.isEmpty() || !userId.equals(found.get().userId())) {
      if (tx.lifecycle().purgedAt(userId, parentSourceId).isPresent()) {
        throw parentRemoved(parentSourceId, "purged");
      }
      throw new MemoryException(
          ErrorCode.NOT_FOUND,
          "sourceContext.parentSourceId: not found: no source " + parentSourceId + ".",
          java.util.Map.of("field", "sourceContext.parentSourceId"));
    }
    SourceRecord parent = found.get();
    if (tx.lifecycle().purgedAt(userId, parentSourceId).isPresent()) {
      throw parentRemoved(parentSourceId, "purged");
    }
    if (parent.tombstonedAt() != null) {
      throw parentRemoved(parentSourceId, "tombstoned");
    }
    if (parent.externalId() != null) {
      refuseRetired(
          tx, new SourceKey(userId, parent.partitionKey(), parent.type(), parent.externalId()));
    }
    return parent;
  }

  private static MemoryException parentRemoved(String parentSourceId, String state) {
    return new MemoryException(
        ErrorCode.SOURCE_TOMBSTONED,
        "sourceContext.parentSourceId: the parent source "
            + parentSourceId
            + " was "
            + state
            + "; a child source needs a live parent.",
        java.util.Map.of("field", "sourceContext.parentSourceId", "state", state));
  }

  static String partitionOf(String requested) {
    return requested == null ? Partitions.PERSONAL : requested;
  }
}
