package dev.assistantmemory.convert;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.poi.xwpf.usermodel.IBodyElement;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFStyle;
import org.apache.poi.xwpf.usermodel.XWPFTable;
import org.apache.poi.xwpf.usermodel.XWPFTableCell;
import org.apache.poi.xwpf.usermodel.XWPFTableRow;

/** DOCX to Markdown with Apache POI: headings, list items, paragraphs and tables in body order. */
final class DocxToMarkdown {
  private DocxToMarkdown() {}

  static String convert(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file);
        XWPFDocument doc = new XWPFDocument(in)) {
      StringBuilder out = new StringBuilder();
      for (IBodyElement element : doc.getBodyElements()) {
        if (element instanceof XWPFParagraph p) {
          paragraph(doc, p, out);
        } else if (element instanceof XWPFTable t) {
          table(t, out);
        }
      }
      return MarkdownText.tidy(out.toString());
    }
  }

  private static void paragraph(XWPFDocument doc, XWPFParagraph p, StringBuilder out) {
    String text = p.getText().strip();
    if (text.isEmpty()) {
      return;
    }
    int level = headingLevel(doc, p);
    if (level > 0) {
      out.append("#".repeat(level)).append(' ').append(text).append("\n\n");
    } else if (p.getNumID() != null) {
      String format = p.getNumFmt();
      boolean ordered = format != null && !format.equalsIgnoreCase("bullet");
      int depth = p.getNumIlvl() == null ? 0 : p.getNumIlvl().intValue();
      out.append("  ".repeat(depth)).append(ordered ? "1. " : "- ").append(text).append('\n');
    } else {
      out.append(text).append("\n\n");
    }
  }

  private static int headingLevel(XWPFDocument doc, XWPFParagraph p) {
    String id = p.getStyleID();
    if (id == null) {
      return 0;
    }
    String name = id;
    if (doc.getStyles() != null) {
      XWPFStyle style = doc.getStyles().getStyle(id);
      if (style != null && style.getName() != null) {
        name = style.getName();
      }
    }
    String n = name.toLowerCase(Locale.ROOT).replace(" ", "");
    if (n.equals("title")) {
      return 1;
    }
    if (n.startsWith("heading") && n.length() > 7 && Character.isDigit(n.charAt(7))) {
      return Math.min(6, n.charAt(7) - '0');
    }
    return 0;
  }

  private static void table(XWPFTable table, StringBuilder out) {
    out.append('\n');
    boolean first = true;
    for (XWPFTableRow row : table.getRows()) {
      StringBuilder line = new StringBuilder("|");
      for (XWPFTableCell cell : row.getTableCells()) {
        line.append(' ')
            .append(cell.getText().strip().replaceAll("\\s+", " ").replace("|", "\\|"))
            .append(" |");
      }
      out.append(line).append('\n');
      if (first) {
        out.append('|').append(" --- |".repeat(row.getTableCells().size())).append('\n');
        first = false;
      }
    }
    out.append('\n');
  }
}
