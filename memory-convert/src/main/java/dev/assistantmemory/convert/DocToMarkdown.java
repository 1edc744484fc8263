package dev.assistantmemory.convert;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.poi.hwpf.HWPFDocument;
import org.apache.poi.hwpf.model.StyleDescription;
import org.apache.poi.hwpf.usermodel.Paragraph;
import org.apache.poi.hwpf.usermodel.Range;

/** Word 97-2003 (.doc) to Markdown with Apache POI HWPF: headings, list items and paragraphs. */
final class DocToMarkdown {
  private DocToMarkdown() {}

  static String convert(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file);
        HWPFDocument doc = new HWPFDocument(in)) {
      Range range = doc.getRange();
      StringBuilder out = new StringBuilder();
      boolean inTable = false;
      StringBuilder row = new StringBuilder();
      for (int i = 0; i < range.numParagraphs(); i++) {
        Paragraph p = range.getParagraph(i);
        String text = clean(Range.stripFields(p.text()));
        if (p.isInTable()) {
          // Cells end with \u0007; a row ends with an empty cell mark.
          if (!inTable) {
            out.append('\n');
            inTable = true;
          }
          if (p.isTableRowEnd()) {
            if (row.length() > 0) {
              out.append('|').append(row).append('\n');
            }
            row.setLength(0);
          } else {
            row.append(' ').append(text.replace("|", "\\|")).append(" |");
          }
          continue;
        }
        if (inTable) {
          out.append('\n');
          inTable = false;
        }
        if (text.isEmpty()) {
          continue;
        }
        int level = headingLevel(doc, p);
        if (level > 0) {
          out.append("#".repeat(level)).append(' ').append(text).append("\n\n");
        } else if (p.isInList()) {
          out.append("  ".repeat(Math.max(0, p.getIlvl()))).append("- ").append(text).append('\n');
        } else {
          out.append(text).append("\n\n");
        }
      }
      return MarkdownText.tidy(out.toString());
    }
  }

  private static String clean(String raw) {
    StringBuilder sb = new StringBuilder(raw.length());
    for (int i = 0; i < raw.length(); i++) {
      char c = raw.charAt(i);
      if (c == '\u000b') {
        sb.append(' ');
      } else if (c >= ' ' || c == '\t') {
        sb.append(c);
      }
    }
    return sb.toString().strip();
  }

  private static int headingLevel(HWPFDocument doc, Paragraph p) {
    StyleDescription style = doc.getStyleSheet().getStyleDescription(p.getStyleIndex());
    if (style == null || style.getName() == null) {
      return 0;
    }
    String n = style.getName().toLowerCase(Locale.ROOT).replace(" ", "");
    if (n.equals("title")) {
      return 1;
    }
    if (n.startsWith("heading") && n.length() > 7 && Character.isDigit(n.charAt(7))) {
      return Math.min(6, n.charAt(7) - '0');
    }
    return 0;
  }
}
