package dev.assistantmemory.convert;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.text.BadLocationException;
import javax.swing.text.DefaultStyledDocument;
import javax.swing.text.rtf.RTFEditorKit;

/** RTF to Markdown with the JDK's RTF reader: its paragraphs as plain text. */
final class RtfToMarkdown {
  private RtfToMarkdown() {}

  static String convert(Path file) throws IOException {
    DefaultStyledDocument doc = new DefaultStyledDocument();
    try (InputStream in = Files.newInputStream(file)) {
      new RTFEditorKit().read(in, doc, 0);
      String text = doc.getText(0, doc.getLength());
      StringBuilder out = new StringBuilder();
      for (String line : text.split("\\R")) {
        if (!line.isBlank()) {
          out.append(line.strip()).append("\n\n");
        }
      }
      return MarkdownText.tidy(out.toString());
    } catch (BadLocationException e) {
      throw new IOException("RTF text could not be read", e);
    }
  }
}
