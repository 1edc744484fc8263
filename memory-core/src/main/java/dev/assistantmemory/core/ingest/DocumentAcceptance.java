package dev.assistantmemory.core.ingest;

import static dev.assistantmemory.core.ingest.SourceIdentity.guardIdentity;

import dev.assistantmemory.core.source.HiddenByRemoval;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.store.StoredFile;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Accepts a document or a file inside the request's transaction: a replay with the same content
 * reuses the source and receipt (a changed title or author is updated without re-processing), new
 * content becomes a new version of the same source, {@code updateExisting} retires the source and
 * starts a new one; each accepted version gets its receipt and job.
 */
final class DocumentAcceptance {
  private static final Logger LOG = LoggerFactory.getLogger(IngestService.class);

  private final Clock clock;
  private final ReceiptJobs jobs;

  DocumentAcceptance(Clock clock, ReceiptJobs jobs) {
    this.clock = clock;
    this.jobs = jobs;
  }

  IngestReceipt accept(
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
          jobs.restoreLostJob(tx, op, SourceType.document, now);
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
      ReceiptJobs.supersedeUnfinished(tx, req.userId(), stored.id(), now);
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
          jobs.enqueue(
              tx,
              req.userId(),
              partition,
              stored.id(),
              version,
              UUID.randomUUID().toString(),
              IngestService.DOCUMENT_JOB,
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
      HiddenByRemoval hidden =
          HiddenByRemoval.beforeRemovingLive(tx, req.userId(), List.of(old.id()));
      tx.tombstoneSource(old.id(), now);
      // What only the old version said leaves the reads: the change feed is told of it. What the
      // new version's extraction says again gets its upsert then (GraphBatch.addEvidence).
      hidden.logChanges(tx, now);
      ReceiptJobs.supersedeUnfinished(tx, req.userId(), old.id(), now);
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
        jobs.enqueue(
            tx,
            req.userId(),
            partition,
            doc.id(),
            1,
            UUID.randomUUID().toString(),
            IngestService.DOCUMENT_JOB,
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
}
