package dev.assistantmemory.server.http;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.ValidationIssue;
import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.lang.reflect.RecordComponent;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Binds a {@code multipart/form-data} request: the text parts become the request record (through
 * the same {@link RequestBinder} checks as a JSON body; a part whose component is a record is read
 * as JSON text), the file part becomes an {@link Upload}. Not multipart, or no or an empty file
 * part: 400; a body over the upload limit: 413, refused before any of it is kept.
 */
final class MultipartBinder {
  /** Room for the text parts and multipart framing beside the file. */
  static final long FORM_OVERHEAD_BYTES = 1_048_576;

  private final RequestBinder binder;
  private final ObjectMapper json;
  private final long maxFileBytes;

  record Bound<Q>(Q request, Upload upload) {}

  MultipartBinder(RequestBinder binder, long maxFileBytes) {
    this.binder = binder;
    this.json = binder.mapper();
    this.maxFileBytes = maxFileBytes;
  }

  long maxTotalBytes() {
    return maxFileBytes + FORM_OVERHEAD_BYTES;
  }

  <Q> Bound<Q> bind(Context ctx, Class<Q> type) {
    String contentType = ctx.header("Content-Type");
    if (contentType == null
        || !contentType.toLowerCase(Locale.ROOT).startsWith("multipart/form-data")) {
      throw MemoryException.validation(
          List.of(
              new ValidationIssue(
                  "(body)",
                  "The request must be multipart/form-data with a file part named file",
                  "invalid_type")));
    }
    long length = ctx.req().getContentLengthLong();
    if (length > maxTotalBytes()) {
      throw tooLarge();
    }
    List<UploadedFile> files;
    Map<String, List<String>> form;
    try {
      files = ctx.uploadedFiles(MultipartRequest.FILE_PART);
      form = ctx.formParamMap();
    } catch (Exception e) { // Javalin rethrows the servlet's checked exceptions unchecked
      if (length > maxFileBytes || tooLargeCause(e)) {
        throw tooLarge();
      }
      throw MemoryException.validation(
          List.of(
              new ValidationIssue(
                  "(body)", "The multipart body could not be read", "invalid_type")));
    }
    if (files.size() > 1) {
      throw onlyOnce(MultipartRequest.FILE_PART);
    }
    UploadedFile file = files.isEmpty() ? null : files.get(0);
    Map<String, Class<?>> components = new HashMap<>();
    for (RecordComponent c : type.getRecordComponents()) {
      components.put(c.getName(), c.getType());
    }
    ObjectNode node = json.createObjectNode();
    for (Map.Entry<String, List<String>> part : form.entrySet()) {
      String name = part.getKey();
      if (name.equals(MultipartRequest.FILE_PART)) {
        continue;
      }
      List<String> values = part.getValue().stream().filter(v -> !v.isEmpty()).toList();
      if (values.isEmpty()) {
        continue;
      }
      if (values.size() > 1) {
        throw onlyOnce(name);
      }
      Class<?> target = components.get(name);
      if (target != null && target.isRecord()) {
        try {
          node.set(name, json.readTree(values.get(0)));
        } catch (JacksonException e) {
          throw MemoryException.validation(
              List.of(new ValidationIssue(name, "Must be a JSON object", "invalid_type")));
        }
      } else {
        node.put(name, values.get(0));
      }
    }
    Q request = binder.bind(json.writeValueAsBytes(node), type);
    if (file == null || file.size() == 0) {
      throw MemoryException.validation(
          List.of(
              new ValidationIssue(
                  MultipartRequest.FILE_PART, "A non-empty file part is required", "required")));
    }
    if (file.size() > maxFileBytes) {
      throw tooLarge();
    }
    return new Bound<>(
        request, new Upload(file.filename(), file.contentType(), file.size(), file::content));
  }

  /** A part sent more than once: which one the caller meant is unknown, so nothing is stored. */
  private static MemoryException onlyOnce(String part) {
    return MemoryException.validation(
        List.of(new ValidationIssue(part, "Send this part once", "invalid_type")));
  }

  private MemoryException tooLarge() {
    return new MemoryException(
        ErrorCode.PAYLOAD_TOO_LARGE,
        "The file is larger than INGEST_FILE_MAX_BYTES (" + maxFileBytes + " bytes).",
        new ErrorDetails.PayloadTooLarge(maxFileBytes),
        List.of(),
        null);
  }

  private static boolean tooLargeCause(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      String m = t.getMessage();
      if (m != null) {
        String lower = m.toLowerCase(Locale.ROOT);
        if (lower.contains("exceed") || lower.contains("too large") || lower.contains("max")) {
          return true;
        }
      }
    }
    return false;
  }
}
