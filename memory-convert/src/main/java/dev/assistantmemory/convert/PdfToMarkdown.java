package dev.assistantmemory.convert;

import dev.assistantmemory.core.convert.UnreadableContentException;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;

/**
 * PDF to Markdown with PDFBox: the text layer page by page (paragraphs kept, pages separated by a
 * blank line). A page without a text layer is rendered at 300 dpi and read by OCR when OCR is
 * available; a document with no readable text at all is unreadable.
 */
final class PdfToMarkdown {
  private static final float OCR_DPI = 300f;

  private PdfToMarkdown() {}

  static String convert(Path file, Ocr ocr, int maxOcrPages) throws UnreadableContentException {
    try (PDDocument doc = Loader.loadPDF(file.toFile())) {
      int pages = doc.getNumberOfPages();
      if (pages == 0) {
        throw new UnreadableContentException("The PDF has no pages.");
      }
      PDFTextStripper stripper = new PDFTextStripper();
      stripper.setSortByPosition(true);
      stripper.setParagraphEnd("\n\n");
      StringBuilder out = new StringBuilder();
      int imageOnlyPages = 0;
      int ocrPages = 0;
      PDFRenderer renderer = null;
      for (int page = 1; page <= pages; page++) {
        stripper.setStartPage(page);
        stripper.setEndPage(page);
        String text = stripper.getText(doc);
        if (!MarkdownText.readable(text)) {
          imageOnlyPages++;
          if (ocr.available() && ocrPages < maxOcrPages) {
            if (renderer == null) {
              renderer = new PDFRenderer(doc);
            }
            text = ocrPage(renderer, page - 1, ocr);
            ocrPages++;
          }
        }
        if (MarkdownText.readable(text)) {
          out.append(MarkdownText.tidy(text)).append("\n\n");
        }
      }
      String markdown = out.toString().strip();
      if (!MarkdownText.readable(markdown)) {
        if (imageOnlyPages > 0 && !ocr.available()) {
          throw new UnreadableContentException(ocr.unavailableReason());
        }
        throw new UnreadableContentException(
            ocr.available()
                ? "The PDF has no text layer and OCR found no text in it."
                : "The PDF holds no readable text.");
      }
      return markdown;
    } catch (InvalidPasswordException e) {
      throw new UnreadableContentException("The PDF is encrypted with a password.", e);
    } catch (IOException | RuntimeException e) {
      throw new UnreadableContentException(
          "The file is not a readable PDF (corrupt or truncated).", e);
    }
  }

  private static String ocrPage(PDFRenderer renderer, int pageIndex, Ocr ocr) throws IOException {
    BufferedImage image = renderer.renderImageWithDPI(pageIndex, OCR_DPI, ImageType.GRAY);
    Path png = Files.createTempFile("memory-ocr-", ".png");
    try {
      ImageIO.write(image, "png", png.toFile());
      return ocr.recognize(png);
    } catch (Ocr.OcrFailedException e) {
      return "";
    } finally {
      Files.deleteIfExists(png);
    }
  }
}
