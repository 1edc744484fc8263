package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.blob.BlobStore;
import dev.assistantmemory.core.context.DayStructure;
import dev.assistantmemory.core.convert.DocumentConverter;
import dev.assistantmemory.core.convert.UnreadableContentException;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.ExtractionApplier;
import dev.assistantmemory.core.extract.ExtractionApplier.SourceText;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.job.JobHandler;
import dev.assistantmemory.core.job.JobQueue;
import dev.assistantmemory.core.job.PermanentJobFailure;
import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.JobRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.store.StoredFile;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.TypeId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Processes one accepted ingestion in two stages. Content: cuts the new content into chunks, embeds
 * them, and stores them (searchable from then on) with the receipt moved to the extraction stage.
 * Extraction: extracts candidate knowledge from every new source, resolves it against the graph,
 * and in one transaction writes it, completes the receipt and the job. Everything outside those
 * transactions is pure computation, so a crash anywhere simply runs the job again: chunk inserts
 * are keyed by (source, version, ordinal), and extraction writes land only together with the job's
 * completion, so a re-run never duplicates. A source with nothing extractable is still kept and
 * searchable.
 */
public final class IngestJobHandler implements JobHandler {
  private final String kind;
  private final MemoryStore store;
  private final JobQueue queue;
  private final Embedder embedder;
  private final Chunker chunker;
  private final Clock clock;
  private final Runnable onStored;
  private final ExtractionApplier extraction;
  private final GraphService graph;
  private final StageTimes times;
  private final DocumentConverter converter;
  private final BlobStore blobs;
  private volatile Refinement refinement;

  /**
   * What the extraction of a source also writes, in the transaction that completes its receipt: the
   * attachment refinement of email requests ({@link AttachmentRefinement}).
   */
  @FunctionalInterface
  public interface Refinement {
    void refineIn(StoreTx tx, String userId, String sourceId);
  }

  /** A handler that stores content only (no extraction stage). */
  public IngestJobHandler(
      String kind,
      MemoryStore store,
      JobQueue queue,
      Embedder embedder,
      Chunker chunker,
      Clock clock,
      Runnable onStored) {
    this(kind, store, queue, embedder, chunker, clock, onStored, null, null, new StageTimes());
  }

  public IngestJobHandler(
      String kind,
      MemoryStore store,
      JobQueue queue,
      Embedder embedder,
      Chunker chunker,
      Clock clock,
      Runnable onStored,
      ExtractionApplier extraction,
      GraphService graph,
      StageTimes times) {
    this(
        kind,
        store,
        queue,
        embedder,
        chunker,
        clock,
        onStored,
        extraction,
        graph,
        times,
        null,
        null);
  }

  /**
   * The full handler: documents that came from a file are converted from their blob to Markdown
   * first (content stage); HTML documents are read through the same converter.
   */
  public IngestJobHandler(
      String kind,
      MemoryStore store,
      JobQueue queue,
      Embedder embedder,
      Chunker chunker,
      Clock clock,
      Runnable onStored,
      ExtractionApplier extraction,
      GraphService graph,
      StageTimes times,
      DocumentConverter converter,
      BlobStore blobs) {
    this.converter = converter;
    this.blobs = blobs;
    this.times = times;
    this.extraction = extraction;
    this.graph = graph;
    this.kind = kind;
    this.store = store;
    this.queue = queue;
    this.embedder = embedder;
    this.chunker = chunker;
    this.clock = clock;
    this.onStored = onStored;
  }

  /**
   * Sets what the extraction of a source also writes before its receipt completes ({@link
   * Refinement}): a client that saw the receipt {@code completed} reads its result.
   */
  public void refineWith(Refinement refinement) {
    this.refinement = refinement;
  }

  @Override
  public String kind() {
    return kind;
  }

  /**
   * The receipt as the job found it, and (a conversation's job) the messages it created, read in
   * the transaction that moved it to the content stage; messages null for a document or a receipt
   * already terminal.
   */
  private record Started(OperationRecord op, List<SourceRecord> messages) {}

  @Override
  public void run(JobRecord job, String workerId) {
    boolean conversation = !IngestService.DOCUMENT_JOB.equals(kind);
    // One transaction reads the receipt, moves it to the content stage and reads a conversation's
    // messages (each a transaction of its own before: two round trips more on a database server).
    Started started =
        store.write(
            job.userId(),
            tx -> {
              OperationRecord op =
                  tx.findOperation(job.userId(), job.operationId())
                      .orElseThrow(
                          () ->
                              new PermanentJobFailure(
                                  ErrorCode.EXTRACTION_FAILED, "receipt missing"));
              if (op.status().isTerminal()) {
                queue.complete(tx, job.id(), workerId);
                return new Started(op, null);
              }
              tx.updateOperation(
                  op.id(), ReceiptStatus.processing, "content", null, clock.instant());
              return new Started(
                  op, conversation ? tx.sourcesCreatedBy(op.userId(), op.id()) : null);
            });
    OperationRecord op = started.op();
    if (op.status().isTerminal()) {
      return;
    }
    long contentStart = System.nanoTime();
    if (!conversation) {
      convertFile(op);
    }
    List<ChunkRecord> pending =
        conversation ? conversationChunks(started.messages()) : documentChunks(op);
    List<float[]> vectors = embedder.embed(pending.stream().map(ChunkRecord::text).toList());
    List<ChunkRecord> chunks = new ArrayList<>(pending.size());
    for (int i = 0; i < pending.size(); i++) {
      ChunkRecord c = pending.get(i);
      chunks.add(
          new ChunkRecord(
              c.id(),
              c.sourceId(),
              c.sourceVersion(),
              c.ordinal(),
              c.userId(),
              c.partitionKey(),
              c.scope(),
              c.sourceKind(),
              c.groupId(),
              c.position(),
              c.text(),
              vectors.get(i),
              c.effectiveAt()));
    }
    // The extraction stage's messages are read as the content stage commits, in its transaction.
    List<SourceRecord> toExtract =
        store.write(
            job.userId(),
            tx -> {
              Instant now = clock.instant();
              tx.insertChunksLogged(chunks, now);
              if (!conversation) {
                List<String> stale =
                    tx.chunkIdsOfOtherVersions(op.userId(), op.sourceId(), op.sourceVersion());
                for (String id : stale) {
                  tx.appendChange(op.userId(), ChangeRecord.CHUNK, id, ChangeRecord.DELETE, now);
                }
                tx.deleteChunks(stale);
              }
              if (extraction == null) {
                linkDays(tx, op);
                tx.updateOperation(op.id(), ReceiptStatus.completed, "extraction", null, now);
                queue.complete(tx, job.id(), workerId);
                return null;
              }
              tx.updateOperation(op.id(), ReceiptStatus.processing, "extraction", null, now);
              return conversation ? tx.sourcesCreatedBy(op.userId(), op.id()) : null;
            });
    times.content(System.nanoTime() - contentStart);
    onStored.run();
    if (extraction != null) {
      long extractionStart = System.nanoTime();
      int sources = extract(job, workerId, op, toExtract);
      times.extraction(System.nanoTime() - extractionStart, sources);
    }
  }

  /**
   * Converts the original upload of a file source version to Markdown and stores it as the
   * version's content, once: a re-run after a crash finds the content already there. No readable
   * text fails the receipt with UNREADABLE_CONTENT; the source and its blob are kept.
   */
  private void convertFile(OperationRecord op) {
    SourceRecord doc = liveVersion(op);
    if (doc.content() != null) {
      return;
    }
    Optional<StoredFile> file =
        store.read(
            op.userId(), tx -> tx.sources().fileOf(op.userId(), op.sourceId(), op.sourceVersion()));
    if (file.isEmpty()) {
      return;
    }
    if (converter == null || blobs == null) {
      throw new PermanentJobFailure(
          ErrorCode.UNREADABLE_CONTENT, "File conversion is not available in this process.");
    }
    String markdown;
    try (BlobStore.LocalCopy blob =
        blobs
            .open(file.get().blobSha256(), file.get().blobKey())
            .orElseThrow(
                () ->
                    new PermanentJobFailure(
                        ErrorCode.UNREADABLE_CONTENT, "The stored file is missing."))) {
      markdown = converter.toMarkdown(blob.path(), file.get().mimeType());
    } catch (UnreadableContentException e) {
      throw new PermanentJobFailure(ErrorCode.UNREADABLE_CONTENT, e.getMessage());
    } catch (IOException e) {
      // The blob store could not be read (a bucket outage): a retryable failure of this attempt.
      throw new UncheckedIOException("reading the stored file failed", e);
    }
    store.write(
        op.userId(),
        tx -> {
          tx.sources()
              .storeConvertedContent(op.userId(), op.sourceId(), op.sourceVersion(), markdown);
          return null;
        });
  }

  private SourceRecord liveVersion(OperationRecord op) {
    SourceRecord doc =
        store
            .read(op.userId(), tx -> tx.findSource(op.userId(), op.sourceId()))
            .orElseThrow(() -> new PermanentJobFailure(ErrorCode.SOURCE_PURGED, "source missing"));
    if (doc.tombstonedAt() != null || doc.version() != op.sourceVersion()) {
      throw new PermanentJobFailure(
          ErrorCode.SUPERSEDED_OPERATION, "a newer revision replaced this one");
    }
    return doc;
  }

  private String markdownOf(SourceRecord doc) {
    return ExtractionSources.markdownOf(doc, converter);
  }

  /**
   * The extraction stage: plan outside any transaction, write it with the job's completion. {@code
   * messages}: a conversation's messages as the content stage's transaction read them (null for a
   * document, read here).
   */
  private int extract(
      JobRecord job, String workerId, OperationRecord op, List<SourceRecord> messages) {
    List<SourceText> sources = messages == null ? documentText(op) : conversationText(messages);
    long planStart = System.nanoTime();
    ExtractionApplier.Plan plan = extraction.plan(op.userId(), sources);
    times.extractionParts(System.nanoTime() - planStart - plan.embedNanos(), plan.embedNanos());
    store.write(
        job.userId(),
        tx -> {
          // One batch for the plan and the days: the user is ensured once, and the days' claims
          // find the nodes the plan wrote as the batch holds them.
          GraphBatch batch =
              graph == null ? null : graph.batchIn(tx, op.userId(), ClaimRecord.ORIGIN_EXTRACTION);
          if (batch != null) {
            // This transaction changes the graph through the batch alone (the days' links too).
            batch.rememberWhatItHolds(true);
          }
          if (!plan.units().isEmpty()) {
            extraction.apply(batch, plan);
          }
          linkDays(tx, op, batch);
          Refinement refine = refinement;
          if (refine != null) {
            refine.refineIn(tx, op.userId(), op.sourceId());
          }
          tx.updateOperation(op.id(), ReceiptStatus.completed, "extraction", null, clock.instant());
          queue.complete(tx, job.id(), workerId);
          return null;
        });
    onStored.run();
    return sources.size();
  }

  /**
   * Records the job's root source on its days (the record node and its {@code RECORDED_ON} links to
   * the day nodes), in the transaction that completes the job; idempotent.
   */
  private void linkDays(StoreTx tx, OperationRecord op) {
    if (graph == null) {
      return;
    }
    linkDays(tx, op, null);
  }

  /** As above, writing through {@code batch} (null: a batch of its own). */
  private void linkDays(StoreTx tx, OperationRecord op, GraphBatch batch) {
    if (graph == null) {
      return;
    }
    tx.findSource(op.userId(), op.sourceId())
        .ifPresent(
            root -> {
              List<Instant> times =
                  IngestService.DOCUMENT_JOB.equals(kind)
                      ? List.of()
                      : tx.sourcesCreatedBy(op.userId(), op.id()).stream()
                          .map(SourceRecord::effectiveAt)
                          .toList();
              DayStructure.link(
                  tx,
                  batch != null
                      ? batch
                      : graph.batchIn(tx, op.userId(), ClaimRecord.ORIGIN_EXTRACTION),
                  root,
                  times);
            });
  }

  private static List<SourceText> conversationText(List<SourceRecord> messages) {
    List<SourceText> out = new ArrayList<>();
    for (SourceRecord m : messages) {
      ExtractionSources.message(m).ifPresent(out::add);
    }
    return out;
  }

  private List<SourceText> documentText(OperationRecord op) {
    return store.read(
        op.userId(),
        tx ->
            tx.findSource(op.userId(), op.sourceId())
                .filter(d -> d.tombstonedAt() == null && d.version() == op.sourceVersion())
                .map(d -> List.of(ExtractionSources.document(tx, d, converter)))
                .orElse(List.of()));
  }

  private List<ChunkRecord> conversationChunks(List<SourceRecord> messages) {
    List<ChunkRecord> out = new ArrayList<>();
    for (SourceRecord m : messages) {
      String speaker =
          m.speakerName() != null && !m.speakerName().isBlank() ? m.speakerName() : null;
      List<String> pieces = chunker.split(m.content());
      for (int i = 0; i < pieces.size(); i++) {
        String text = speaker != null ? speaker + ": " + pieces.get(i) : pieces.get(i);
        out.add(
            new ChunkRecord(
                TypeId.newId(TypeId.CHUNK),
                m.id(),
                m.version(),
                i,
                m.userId(),
                m.partitionKey(),
                m.scope(),
                "conversation",
                m.parentId(),
                m.position(),
                text,
                null,
                m.effectiveAt()));
      }
    }
    return out;
  }

  private List<ChunkRecord> documentChunks(OperationRecord op) {
    SourceRecord doc = liveVersion(op);
    List<String> pieces = chunker.split(markdownOf(doc));
    List<ChunkRecord> out = new ArrayList<>();
    String prefix = doc.title() != null && !doc.title().isBlank() ? doc.title() + "\n" : "";
    for (int i = 0; i < pieces.size(); i++) {
      out.add(
          new ChunkRecord(
              TypeId.newId(TypeId.CHUNK),
              doc.id(),
              doc.version(),
              i,
              doc.userId(),
              doc.partitionKey(),
              doc.scope(),
              "document",
              doc.id(),
              i,
              prefix + pieces.get(i),
              null,
              doc.effectiveAt()));
    }
    return out;
  }

  @Override
  public void onTerminalFailure(StoreTx tx, JobRecord job, ErrorCode errorCode) {
    tx.findOperation(job.userId(), job.operationId())
        .filter(op -> !op.status().isTerminal())
        .ifPresent(
            op ->
                tx.updateOperation(
                    op.id(), ReceiptStatus.failed, op.stage(), errorCode.name(), clock.instant()));
  }
}
