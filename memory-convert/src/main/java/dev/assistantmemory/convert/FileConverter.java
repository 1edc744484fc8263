package dev.assistantmemory.convert;

import dev.assistantmemory.core.convert.DocumentConverter;
import dev.assistantmemory.core.convert.UnreadableContentException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The converter behind {@code POST /ingest/file}: PDF (PDFBox), DOCX and DOC (Apache POI), RTF (the
 * JDK), HTML (jsoup), Markdown and any other {@code text/*} (decoded, kept as is), and PNG, JPEG
 * and TIFF images through OCR when OCR is available.
 */
public final class FileConverter implements DocumentConverter {
  public static final String PDF = "application/pdf";
  public static final String DOCX =
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  public static final String DOC = "application/msword";
  public static final String RTF = "application/rtf";
  public static final String HTML = "text/html";
  public static final String MARKDOWN = "text/markdown";
  public static final String PLAIN = "text/plain";

  private static final Map<String, String> ALIASES =
      Map.ofEntries(
          Map.entry("text/rtf", RTF),
          Map.entry("application/x-rtf", RTF),
          Map.entry("application/xhtml+xml", HTML),
          Map.entry("text/x-markdown", MARKDOWN),
          Map.entry("application/x-pdf", PDF),
          Map.entry("image/jpg", "image/jpeg"),
          Map.entry("image/tif", "image/tiff"));

  private static final Map<String, String> BY_EXTENSION =
      Map.ofEntries(
          Map.entry("pdf", PDF),
          Map.entry("docx", DOCX),
          Map.entry("doc", DOC),
          Map.entry("rtf", RTF),
          Map.entry("html", HTML),
          Map.entry("htm", HTML),
          Map.entry("xhtml", HTML),
          Map.entry("md", MARKDOWN),
          Map.entry("markdown", MARKDOWN),
          Map.entry("txt", PLAIN),
          Map.entry("text", PLAIN),
          Map.entry("csv", "text/csv"),
          Map.entry("png", "image/png"),
          Map.entry("jpg", "image/jpeg"),
          Map.entry("jpeg", "image/jpeg"),
          Map.entry("tif", "image/tiff"),
          Map.entry("tiff", "image/tiff"));

  private static final java.util.Set<String> IMAGES =
      java.util.Set.of("image/png", "image/jpeg", "image/tiff");

  private final Ocr ocr;
  private final int maxOcrPages;

  public FileConverter(Ocr ocr, int maxOcrPages) {
    this.ocr = ocr;
    this.maxOcrPages = maxOcrPages;
  }

  /** A converter without OCR. */
  public FileConverter() {
    this(Ocr.NONE, 0);
  }

  @Override
  public Optional<String> supportedType(String declaredMimeType, String filename) {
    String declared = canonical(declaredMimeType);
    if (declared == null || declared.equals("application/octet-stream")) {
      declared = byExtension(filename);
    }
    if (declared == null) {
      return Optional.empty();
    }
    if (declared.equals(PDF)
        || declared.equals(DOCX)
        || declared.equals(DOC)
        || declared.equals(RTF)
        || declared.startsWith("text/")
        || IMAGES.contains(declared)) {
      return Optional.of(declared);
    }
    return Optional.empty();
  }

  private static String canonical(String mime) {
    if (mime == null || mime.isBlank()) {
      return null;
    }
    String m = mime.strip().toLowerCase(Locale.ROOT);
    int semi = m.indexOf(';');
    if (semi >= 0) {
      m = m.substring(0, semi).strip();
    }
    if (!m.matches("[a-z0-9!#$&^_.+-]+/[a-z0-9!#$&^_.+-]+")) {
      return null;
    }
    return ALIASES.getOrDefault(m, m);
  }

  private static String byExtension(String filename) {
    if (filename == null) {
      return null;
    }
    int dot = filename.lastIndexOf('.');
    if (dot < 0 || dot == filename.length() - 1) {
      return null;
    }
    return BY_EXTENSION.get(filename.substring(dot + 1).toLowerCase(Locale.ROOT));
  }

  @Override
  public String toMarkdown(Path file, String mimeType) throws UnreadableContentException {
    String markdown;
    try {
      markdown =
          switch (mimeType) {
            case PDF -> PdfToMarkdown.convert(file, ocr, maxOcrPages);
            case DOCX -> DocxToMarkdown.convert(file);
            case DOC -> DocToMarkdown.convert(file);
            case RTF, "text/rtf" -> RtfToMarkdown.convert(file);
            case HTML -> HtmlToMarkdown.convert(decode(file));
            default -> {
              if (IMAGES.contains(mimeType)) {
                yield image(file);
              }
              yield MarkdownText.tidy(decode(file));
            }
          };
    } catch (UnreadableContentException e) {
      throw e;
    } catch (IOException | RuntimeException e) {
      throw new UnreadableContentException(
          "The file could not be read as " + describe(mimeType) + " (corrupt or another format).",
          e);
    }
    if (!MarkdownText.readable(markdown)) {
      throw new UnreadableContentException("The file holds no readable text.");
    }
    return markdown;
  }

  private String image(Path file) throws UnreadableContentException {
    if (!ocr.available()) {
      throw new UnreadableContentException(ocr.unavailableReason());
    }
    try {
      String text = MarkdownText.tidy(ocr.recognize(file));
      if (!MarkdownText.readable(text)) {
        throw new UnreadableContentException("OCR found no text in the image.");
      }
      return text;
    } catch (Ocr.OcrFailedException e) {
      throw new UnreadableContentException("OCR could not read the image.", e);
    }
  }

  private static String describe(String mimeType) {
    return switch (mimeType) {
      case PDF -> "a PDF";
      case DOCX -> "a Word document (DOCX)";
      case DOC -> "a Word 97-2003 document (DOC)";
      case RTF -> "RTF";
      default -> mimeType;
    };
  }

  @Override
  public String htmlToMarkdown(String html) {
    return HtmlToMarkdown.convert(html);
  }

  /** Text bytes as a string: UTF-8 (a byte-order mark honoured), else Windows-1252. */
  static String decode(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    int offset = 0;
    Charset charset = StandardCharsets.UTF_8;
    if (bytes.length >= 3
        && (bytes[0] & 0xff) == 0xef
        && (bytes[1] & 0xff) == 0xbb
        && (bytes[2] & 0xff) == 0xbf) {
      offset = 3;
    } else if (bytes.length >= 2 && (bytes[0] & 0xff) == 0xff && (bytes[1] & 0xff) == 0xfe) {
      return new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16LE);
    } else if (bytes.length >= 2 && (bytes[0] & 0xff) == 0xfe && (bytes[1] & 0xff) == 0xff) {
      return new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16BE);
    }
    try {
      return charset
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes, offset, bytes.length - offset))
          .toString()
          .replace("\u0000", "");
    } catch (CharacterCodingException e) {
      return new String(bytes, Charset.forName("windows-1252")).replace("\u0000", "");
    }
  }
}
