package dev.assistantmemory.convert;

/** Whitespace tidying shared by the converters. */
final class MarkdownText {
  private MarkdownText() {}

  /** Trailing spaces (but a Markdown hard break) trimmed, runs of blank lines folded to one. */
  static String tidy(String text) {
    String normalized = text.replace("\r\n", "\n").replace('\r', '\n');
    StringBuilder out = new StringBuilder(normalized.length());
    int blank = 0;
    for (String raw : normalized.split("\n", -1)) {
      String line =
          raw.endsWith("  ") && !raw.isBlank() ? raw.stripTrailing() + "  " : raw.stripTrailing();
      if (line.isBlank()) {
        blank++;
        continue;
      }
      if (out.length() > 0) {
        out.append(blank > 0 ? "\n\n" : "\n");
      }
      blank = 0;
      out.append(line.startsWith(" ") && !line.startsWith("  ") ? line.substring(1) : line);
    }
    return out.toString();
  }

  /** Whether the text holds anything a reader could read: at least one letter or digit. */
  static boolean readable(String text) {
    if (text == null) {
      return false;
    }
    return text.codePoints().anyMatch(Character::isLetterOrDigit);
  }
}
