package dev.assistantmemory.server.http.ingest;

import dev.assistantmemory.core.blob.BlobCleanup;
import dev.assistantmemory.core.blob.BlobStore;
import dev.assistantmemory.core.blob.BlobUploadOutcomeUnknownException;
import dev.assistantmemory.core.convert.DocumentConverter;
import dev.assistantmemory.core.ingest.FileIngest;
import dev.assistantmemory.core.ingest.IngestService;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.Upload;
import dev.assistantmemory.server.http.ingest.IngestWire.FileRequest;
import dev.assistantmemory.server.http.ingest.IngestWire.Receipt;
import dev.assistantmemory.server.http.wire.Wire;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * POST /ingest/file (CONTRACT.md 4.2): the upload is checked (type 415, size 413 at the edge),
 * stored as a blob (durable before anything else is written), then accepted like a document whose
 * worker job first converts the blob to Markdown.
 */
public final class FileRoutes implements RouteModule {
  private static final Logger LOG = LoggerFactory.getLogger(FileRoutes.class);
  private static final ObjectMapper CONTEXT_JSON = JsonMapper.builder().build();

  private final IngestService ingest;
  private final DocumentConverter converter;
  private final BlobStore blobs;
  private final BlobCleanup cleanup;

  public FileRoutes(
      IngestService ingest, DocumentConverter converter, BlobStore blobs, BlobCleanup cleanup) {
    this.ingest = ingest;
    this.converter = converter;
    this.blobs = blobs;
    this.cleanup = cleanup;
  }

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.write(
                "/ingest/file",
                "ingest",
                "Store an uploaded file (PDF, Word, RTF, HTML, Markdown, text) and queue it",
                FileRequest.class,
                Receipt.class,
                this::file)
            .status(202)
            .describe(
                "multipart/form-data. The original bytes are stored before conversion; the worker"
                    + " converts them to Markdown, then the text is processed like a document. No"
                    + " readable text: the receipt ends failed/UNREADABLE_CONTENT with an"
                    + " errorMessage, and the source is kept. 200 for an identical resend."));
  }

  private Receipt file(FileRequest req, Call call) {
    Upload upload = call.upload();
    String filename = req.filename() != null ? req.filename() : blankToNull(upload.filename());
    String declared = req.mimeType() != null ? req.mimeType() : partType(upload, filename);
    String mime =
        converter
            .supportedType(declared, filename)
            .orElseThrow(
                () ->
                    new MemoryException(
                        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
                        "Unsupported file type"
                            + (declared == null ? "" : " " + shorten(declared))
                            + ": send application/pdf, a Word document (DOCX or DOC),"
                            + " application/rtf, any text/* type, or an image (PNG, JPEG, TIFF)"
                            + " for OCR.",
                        ErrorDetails.NONE,
                        List.of(),
                        null));
    // A child names a live parent of the user: checked before the blob is stored.
    String parentSourceId =
        req.sourceContext() == null ? null : req.sourceContext().parentSourceId();
    ingest.checkParent(req.userId(), parentSourceId);
    BlobStore.Blob blob;
    try (InputStream in = upload.open()) {
      blob = blobs.put(in);
    } catch (BlobUploadOutcomeUnknownException e) {
      // The seed's unknown-outcome rule: nothing is accepted, and a pending cleanup receipt keeps
      // the key until the cleanup observes the object (if it ever lands) and deletes it.
      String receipt = cleanup.recordUnknownOutcome(req.userId(), e);
      throw new MemoryException(
          ErrorCode.STORE_UNAVAILABLE,
          "The upload of the file to the blob store got no answer within its deadline"
              + " (SOURCE_BLOB_UPLOAD_TIMEOUT_MS); the file was not accepted: send it again.",
          new ErrorDetails.BlobOutcomeUnknown(receipt));
    } catch (IOException e) {
      LOG.error("blob.write.failed", e);
      throw new MemoryException(
          ErrorCode.STORE_UNAVAILABLE, "The file could not be stored; try again.");
    }
    dev.assistantmemory.core.ingest.IngestReceipt accepted =
        ingest.ingestFile(
            new FileIngest(
                req.userId(),
                req.partitionKey(),
                req.externalId() != null ? req.externalId() : "file:" + UUID.randomUUID(),
                blob.sha256(),
                blob.key(),
                blob.size(),
                filename,
                mime,
                req.scope() == null ? Scope.personal : req.scope(),
                Wire.instant(req.timestamp()),
                req.author(),
                req.title(),
                req.sourceContext() == null
                    ? null
                    : CONTEXT_JSON.writeValueAsString(req.sourceContext()),
                parentSourceId));
    if (accepted.duplicate() && blob.key() != null) {
      // An identical resend keeps the stored file; this attempt's own object is referenced by
      // nothing (its key is unique), so it goes now rather than waiting for a cleanup.
      try {
        blobs.delete(blob.key());
      } catch (IOException e) {
        LOG.warn("blob.duplicate.delete_failed key={}: {}", blob.key(), e.toString());
      }
    }
    return IngestRoutes.receipt(accepted, call);
  }

  /**
   * The file part's own content type, unless it is only the multipart default ({@code text/plain},
   * or none) while the filename names a known type: then the filename decides.
   */
  private String partType(Upload upload, String filename) {
    String type = blankToNull(upload.contentType());
    if (type == null || type.toLowerCase(java.util.Locale.ROOT).startsWith("text/plain")) {
      String byName = converter.supportedType(null, filename).orElse(null);
      if (byName != null) {
        return byName;
      }
    }
    return type;
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s;
  }

  private static String shorten(String s) {
    return s.length() > 100 ? s.substring(0, 100) + "…" : s;
  }
}
