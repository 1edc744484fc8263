package dev.assistantmemory.server;

import dev.assistantmemory.convert.FileConverter;
import dev.assistantmemory.convert.Ocr;
import dev.assistantmemory.convert.TesseractOcr;
import dev.assistantmemory.core.blob.BlobStore;
import dev.assistantmemory.core.convert.DocumentConverter;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.ExtractionApplier;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.index.IndexTailer;
import dev.assistantmemory.core.ingest.Chunker;
import dev.assistantmemory.core.ingest.IngestJobHandler;
import dev.assistantmemory.core.ingest.IngestService;
import dev.assistantmemory.core.ingest.StageTimes;
import dev.assistantmemory.core.job.JobHandler;
import dev.assistantmemory.core.metric.MetricService;
import dev.assistantmemory.core.reextract.ReExtractionJobHandler;
import dev.assistantmemory.core.reextract.ReExtractionPass;
import dev.assistantmemory.server.config.ConfigException;
import dev.assistantmemory.server.config.MemoryConfig;
import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.JdbiJobQueue;
import dev.assistantmemory.store.jdbc.JdbiMemoryStore;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The ingestion slice's wiring: the file converter, extraction (when on), and the job handler of
 * every job kind (ingestion of conversations and documents, re-extraction), all over the same
 * store, embedder and graph writer.
 */
final class IngestionWiring {
  /** Pages of one PDF read by OCR at most (a scanned book stops there). */
  private static final int MAX_OCR_PAGES = 200;

  final DocumentConverter converter;
  final Map<String, JobHandler> handlers;

  /** Null when extraction is off. */
  final ReExtractionPass reextractionPass;

  IngestionWiring(
      MemoryConfig config,
      JdbiMemoryStore store,
      JdbiJobQueue queue,
      Embedder embedder,
      Chunker chunker,
      GraphServices graph,
      MetricService metrics,
      IndexTailer tailer,
      StageTimes stageTimes,
      BlobStore blobs,
      Clock clock) {
    String mode = config.get(Setting.EXTRACTION);
    if (!"on".equals(mode) && !"off".equals(mode)) {
      throw new ConfigException("extraction (MEMORY_EXTRACTION) must be on or off");
    }
    Extractor extractor = "off".equals(mode) ? null : Adapters.extractor(config);
    ExtractionApplier extraction =
        extractor == null ? null : new ExtractionApplier(store, extractor, embedder, metrics);
    String ocrCommand = config.get(Setting.OCR_COMMAND);
    this.converter =
        new FileConverter(
            ocrCommand == null || ocrCommand.isBlank()
                ? Ocr.NONE
                : new TesseractOcr(
                    ocrCommand, config.get(Setting.OCR_LANGUAGES), Duration.ofMinutes(2)),
            MAX_OCR_PAGES);
    this.handlers = new java.util.HashMap<>();
    for (String kind : List.of(IngestService.CONVERSATION_JOB, IngestService.DOCUMENT_JOB)) {
      handlers.put(
          kind,
          new IngestJobHandler(
              kind,
              store,
              queue,
              embedder,
              chunker,
              clock,
              tailer::wake,
              extraction,
              graph.writes(),
              stageTimes,
              converter,
              blobs));
    }
    // Re-extraction: the same extractor through the same applier, without metric readings (they
    // are observations, kept as first recorded; reading them again would count them twice).
    this.reextractionPass =
        extractor == null
            ? null
            : new ReExtractionPass(
                new ExtractionApplier(store, extractor, embedder),
                graph.writes(),
                converter,
                clock);
    if (reextractionPass != null) {
      var handler = new ReExtractionJobHandler(store, queue, reextractionPass, clock, tailer::wake);
      handlers.put(handler.kind(), handler);
    }
    if (extraction != null) {
      ((IngestJobHandler) handlers.get(IngestService.DOCUMENT_JOB))
          .refineWith(
              new dev.assistantmemory.core.ingest.AttachmentRefinement(
                      graph.nodes(), embedder, clock)
                  ::refineIn);
    }
  }
}
