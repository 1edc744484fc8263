package dev.assistantmemory.convert;

import java.util.Locale;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

/**
 * HTML to Markdown with jsoup: headings, paragraphs, lists, links, emphasis, code, block quotes and
 * tables; scripts, styles and forms are dropped. Never fetches anything (links stay text).
 */
final class HtmlToMarkdown {
  private static final Set<String> DROPPED =
      Set.of(
          "script",
          "style",
          "noscript",
          "template",
          "head",
          "iframe",
          "object",
          "embed",
          "svg",
          "canvas",
          "form",
          "button",
          "select",
          "input",
          "textarea");
  private static final Set<String> BLOCKS =
      Set.of(
          "p",
          "div",
          "section",
          "article",
          "main",
          "header",
          "footer",
          "aside",
          "nav",
          "figure",
          "figcaption",
          "address",
          "dl",
          "dt",
          "dd",
          "center",
          "body",
          "html",
          "details",
          "summary");

  private HtmlToMarkdown() {}

  static String convert(String html) {
    Document doc = Jsoup.parse(html);
    StringBuilder out = new StringBuilder();
    Element root = doc.body() != null ? doc.body() : doc;
    String title = doc.title();
    if (!title.isBlank() && root.selectFirst("h1") == null) {
      out.append("# ").append(title.trim()).append("\n\n");
    }
    block(root, out, "");
    return MarkdownText.tidy(out.toString());
  }

  private static void block(Element el, StringBuilder out, String listIndent) {
    for (Node child : el.childNodes()) {
      if (child instanceof TextNode t) {
        out.append(collapse(t.getWholeText()));
      } else if (child instanceof Element e) {
        element(e, out, listIndent);
      }
    }
  }

  private static void element(Element e, StringBuilder out, String listIndent) {
    String tag = e.normalName();
    if (DROPPED.contains(tag)) {
      return;
    }
    switch (tag) {
      case "h1", "h2", "h3", "h4", "h5", "h6" -> {
        int level = tag.charAt(1) - '0';
        String text = inline(e).trim();
        if (!text.isEmpty()) {
          out.append("\n\n").append("#".repeat(level)).append(' ').append(text).append("\n\n");
        }
      }
      case "br" -> out.append("  \n");
      case "hr" -> out.append("\n\n---\n\n");
      case "ul", "ol" -> {
        out.append("\n\n");
        int n = 1;
        for (Element li : e.children()) {
          if (!li.normalName().equals("li")) {
            continue;
          }
          String marker = tag.equals("ol") ? (n++) + ". " : "- ";
          StringBuilder item = new StringBuilder();
          block(li, item, listIndent + "  ");
          out.append(listIndent)
              .append(marker)
              .append(MarkdownText.tidy(item.toString()).replace("\n", "\n" + listIndent + "  "))
              .append('\n');
        }
        out.append("\n");
      }
      case "pre" -> {
        String code = e.wholeText();
        out.append("\n\n```\n").append(code.strip()).append("\n```\n\n");
      }
      case "blockquote" -> {
        StringBuilder inner = new StringBuilder();
        block(e, inner, "");
        out.append("\n\n");
        for (String line : MarkdownText.tidy(inner.toString()).split("\n", -1)) {
          out.append("> ").append(line).append('\n');
        }
        out.append('\n');
      }
      case "table" -> table(e, out);
      case "img" -> {
        String alt = e.attr("alt").trim();
        if (!alt.isEmpty()) {
          out.append(alt);
        }
      }
      case "a",
          "strong",
          "b",
          "em",
          "i",
          "code",
          "span",
          "u",
          "small",
          "sup",
          "sub",
          "mark",
          "abbr",
          "cite",
          "q",
          "time",
          "label",
          "font",
          "s",
          "del",
          "ins" ->
          out.append(inlineElement(e));
      default -> {
        boolean isBlock = BLOCKS.contains(tag) || tag.equals("li");
        if (isBlock) {
          out.append("\n\n");
        }
        block(e, out, listIndent);
        if (isBlock) {
          out.append("\n\n");
        }
      }
    }
  }

  /** Inline content of an element, with emphasis, code and links kept. */
  private static String inline(Element e) {
    StringBuilder sb = new StringBuilder();
    for (Node child : e.childNodes()) {
      if (child instanceof TextNode t) {
        sb.append(collapse(t.getWholeText()));
      } else if (child instanceof Element c) {
        sb.append(inlineElement(c));
      }
    }
    return sb.toString();
  }

  /** One inline element as Markdown. */
  private static String inlineElement(Element c) {
    String tag = c.normalName();
    if (DROPPED.contains(tag)) {
      return "";
    }
    String inner = inline(c);
    switch (tag) {
      case "strong", "b":
        return wrap(inner, "**");
      case "em", "i":
        return wrap(inner, "*");
      case "code":
        return wrap(inner, "`");
      case "br":
        return "  \n";
      case "img":
        return c.attr("alt").trim();
      case "a":
        String href = c.attr("href").trim();
        String lower = href.toLowerCase(Locale.ROOT);
        if (inner.isBlank()
            || href.isEmpty()
            || lower.startsWith("javascript:")
            || href.startsWith("#")) {
          return inner;
        }
        return "[" + inner.trim() + "](" + href + ")";
      default:
        return inner;
    }
  }

  private static String wrap(String inner, String mark) {
    String t = inner.strip();
    if (t.isEmpty()) {
      return inner;
    }
    String lead = inner.startsWith(" ") ? " " : "";
    String trail = inner.endsWith(" ") ? " " : "";
    return lead + mark + t + mark + trail;
  }

  private static void table(Element table, StringBuilder out) {
    out.append("\n\n");
    boolean first = true;
    for (Element row : table.select("tr")) {
      if (row.closest("table") != table) {
        continue;
      }
      StringBuilder line = new StringBuilder("|");
      int cells = 0;
      for (Element cell : row.children()) {
        if (cell.normalName().equals("td") || cell.normalName().equals("th")) {
          line.append(' ').append(inline(cell).trim().replace("|", "\\|")).append(" |");
          cells++;
        }
      }
      if (cells == 0) {
        continue;
      }
      out.append(line).append('\n');
      if (first) {
        out.append("|").append(" --- |".repeat(cells)).append('\n');
        first = false;
      }
    }
    out.append("\n");
  }

  private static String collapse(String text) {
    return text.replaceAll("[\\s\\u00a0]+", " ");
  }
}
