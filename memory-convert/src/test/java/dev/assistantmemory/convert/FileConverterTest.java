package dev.assistantmemory.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.assistantmemory.core.convert.UnreadableContentException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Conversion of the committed sample files (made by {@code samples/make-samples.sh}: LibreOffice
 * for the office formats, PDFBox for the scanned page): each keeps its words, headings, list items
 * and table cells; a corrupt PDF and an image-only PDF without OCR are unreadable.
 */
class FileConverterTest {
  private final FileConverter converter = new FileConverter();

  static Path sample(String name) {
    try {
      return Path.of(FileConverterTest.class.getResource("/samples/" + name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private String convert(String name, String mime) throws UnreadableContentException {
    return converter.toMarkdown(sample(name), mime);
  }

  @Test
  void pdfKeepsItsTextLayer() throws Exception {
    // A PDF has lines, not paragraphs: compare with the line breaks folded.
    String md = convert("report.pdf", FileConverter.PDF).replaceAll("\\s+", " ");
    assertThat(md)
        .contains("Harbour report aubergine")
        .contains("the aubergine shipment arrives on Thursday")
        .contains("Repaint the signal mast")
        .contains("Café Zeezicht")
        .contains("Anna Maria");
  }

  @Test
  void docxBecomesMarkdownWithHeadingsListsAndTables() throws Exception {
    String md = convert("report.docx", FileConverter.DOCX);
    assertThat(md)
        .contains("# Harbour report kumquat")
        .contains("## Actions")
        .contains("the kumquat shipment arrives on Thursday")
        .contains("Repaint the signal mast")
        .contains("Café Zeezicht")
        .contains("| Anna Maria | 1200 |");
  }

  @Test
  void docBecomesMarkdown() throws Exception {
    String md = convert("report.doc", FileConverter.DOC);
    assertThat(md)
        .contains("# Harbour report rutabaga")
        .contains("the rutabaga shipment arrives on Thursday")
        .contains("Repaint the signal mast")
        .contains("Café Zeezicht")
        .contains("Anna Maria");
  }

  @Test
  void rtfBecomesText() throws Exception {
    String md = convert("report.rtf", FileConverter.RTF);
    assertThat(md)
        .contains("Harbour report persimmon")
        .contains("the persimmon shipment arrives on Thursday")
        .contains("Repaint the signal mast")
        .contains("Café Zeezicht")
        .contains("Anna Maria");
  }

  @Test
  void htmlBecomesMarkdownWithoutMarkup() throws Exception {
    String md = convert("report.html", FileConverter.HTML);
    assertThat(md)
        .contains("# Harbour report tamarind")
        .contains("## Actions")
        .contains("- Repaint the signal mast")
        .contains("- Check the fog horn in Café Zeezicht")
        .contains("| Vessel | Tonnage |")
        .contains("| Anna Maria | 1200 |")
        .doesNotContain("<")
        .doesNotContain("<title>");
  }

  @Test
  void htmlStringConversionDropsScriptsAndKeepsLinksAndEmphasis() {
    String md =
        converter.htmlToMarkdown(
            "<p>Read <a href=\"https://example.org/x\">the <b>guide</b></a> now."
                + "<script>alert('x')</script><style>p{}</style></p><ol><li>one</li><li>two</li></ol>");
    assertThat(md)
        .contains("Read [the **guide**](https://example.org/x) now.")
        .contains("1. one")
        .contains("2. two")
        .doesNotContain("alert")
        .doesNotContain("p{}");
  }

  @Test
  void markdownAndTextAreKeptAndLegacyEncodingsDecoded() throws Exception {
    assertThat(convert("report.md", FileConverter.MARKDOWN))
        .isEqualTo(Files.readString(sample("report.md")).strip());
    assertThat(convert("notes-cp1252.txt", FileConverter.PLAIN))
        .isEqualTo("Harbour log, Windows-1252: the quince crates for Café Zeezicht are late.");
  }

  @Test
  void corruptPdfIsUnreadable() {
    assertThatThrownBy(() -> convert("corrupt.pdf", FileConverter.PDF))
        .isInstanceOf(UnreadableContentException.class)
        .hasMessageContaining("not a readable PDF");
  }

  @Test
  void bytesOfAnotherFormatAreUnreadable() {
    assertThatThrownBy(() -> convert("report.pdf", FileConverter.DOCX))
        .isInstanceOf(UnreadableContentException.class)
        .hasMessageContaining("Word document");
    assertThatThrownBy(() -> convert("report.docx", FileConverter.DOC))
        .isInstanceOf(UnreadableContentException.class);
  }

  @Test
  void emptyTextIsUnreadable(@TempDir Path dir) throws Exception {
    Path blank = Files.writeString(dir.resolve("blank.txt"), " \n\t\n");
    assertThatThrownBy(() -> converter.toMarkdown(blank, FileConverter.PLAIN))
        .isInstanceOf(UnreadableContentException.class)
        .hasMessageContaining("no readable text");
  }

  @Test
  void imageOnlyPdfWithoutOcrIsUnreadableAndSaysSo() {
    assertThatThrownBy(() -> convert("scan.pdf", FileConverter.PDF))
        .isInstanceOf(UnreadableContentException.class)
        .hasMessageContaining("OCR");
    assertThatThrownBy(() -> convert("scan.png", "image/png"))
        .isInstanceOf(UnreadableContentException.class)
        .hasMessageContaining("OCR is switched off");
  }

  @Test
  void missingOcrCommandIsReportedAsNotInstalled() {
    FileConverter withMissing =
        new FileConverter(
            new TesseractOcr("no-such-ocr-command-xyz", "eng+nld", Duration.ofSeconds(10)), 10);
    assertThatThrownBy(() -> withMissing.toMarkdown(sample("scan.pdf"), FileConverter.PDF))
        .isInstanceOf(UnreadableContentException.class)
        .hasMessageContaining("OCR is not installed");
    assertThatThrownBy(() -> withMissing.toMarkdown(sample("scan.png"), "image/png"))
        .isInstanceOf(UnreadableContentException.class)
        .hasMessageContaining("OCR is not installed");
  }

  @Test
  void imageOnlyPdfAndImageAreReadByTesseractWhenInstalled() throws Exception {
    TesseractOcr tesseract = new TesseractOcr("tesseract", "eng+nld", Duration.ofSeconds(120));
    assumeTrue(tesseract.available(), "tesseract is not installed");
    FileConverter withOcr = new FileConverter(tesseract, 10);
    assertThat(withOcr.toMarkdown(sample("scan.pdf"), FileConverter.PDF))
        .contains("Rotterdam")
        .contains("4500");
    assertThat(withOcr.toMarkdown(sample("scan.png"), "image/png")).contains("Rotterdam");
  }

  @Test
  void tesseractAbsenceIsDetected() {
    TesseractOcr tesseract = new TesseractOcr("tesseract", "eng+nld", Duration.ofSeconds(120));
    assumeFalse(tesseract.available(), "tesseract is installed");
    assertThat(tesseract.unavailableReason()).contains("OCR is not installed");
  }

  @Test
  void supportedTypesFollowTheContract() {
    assertThat(converter.supportedType("application/pdf", "x.bin")).contains(FileConverter.PDF);
    assertThat(converter.supportedType("text/plain; charset=utf-8", null))
        .contains(FileConverter.PLAIN);
    assertThat(converter.supportedType("TEXT/RTF", null)).contains(FileConverter.RTF);
    assertThat(converter.supportedType("text/csv", null)).contains("text/csv");
    assertThat(converter.supportedType(null, "Report.DOCX")).contains(FileConverter.DOCX);
    assertThat(converter.supportedType("application/octet-stream", "old.doc"))
        .contains(FileConverter.DOC);
    assertThat(converter.supportedType("application/zip", "report.pdf")).isEmpty();
    assertThat(converter.supportedType("application/octet-stream", "archive.zip")).isEmpty();
    assertThat(converter.supportedType(null, null)).isEmpty();
    assertThat(converter.supportedType("video/mp4", null)).isEmpty();
  }
}
