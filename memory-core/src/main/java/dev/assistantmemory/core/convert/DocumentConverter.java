package dev.assistantmemory.core.convert;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Turns a stored file (PDF, Word, RTF, HTML, Markdown, any text, images when OCR is installed) into
 * Markdown. Pure computation on local bytes: no network. Implemented by an adapter module; core
 * sees only this interface.
 */
public interface DocumentConverter {

  /**
   * The canonical MIME type this converter handles for a declared type (parameters such as {@code
   * charset} dropped, aliases folded) with the filename as a fallback for a missing or generic
   * declaration; empty when the type is not supported.
   */
  Optional<String> supportedType(String declaredMimeType, String filename);

  /**
   * Markdown of the file at {@code file}, read as {@code mimeType} (a value {@link #supportedType}
   * returned).
   *
   * @throws UnreadableContentException when the bytes hold no readable text (corrupt, encrypted,
   *     image-only without OCR, empty)
   */
  String toMarkdown(Path file, String mimeType) throws UnreadableContentException;

  /** Markdown of an HTML text (a document sent with {@code contentType: "html"}). */
  String htmlToMarkdown(String html);
}
