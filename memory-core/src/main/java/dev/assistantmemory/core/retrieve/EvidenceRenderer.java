package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.model.WireTime;
import java.time.Instant;
import java.util.List;

/**
 * Renders hits as the seed's prompt contract asks: memory as context with provenance, never as user
 * text, inside {@code <assistant_memory>} with an {@code evidence} section.
 */
public final class EvidenceRenderer {
  static final String USAGE =
      "Relevant sourced memories for this turn. Use cautiously and mention uncertainty on conflict.";

  private EvidenceRenderer() {}

  /**
   * One section of the block: its kind, its usage attribute, further attributes (name, value pairs)
   * and its items, each one rendered line without indentation.
   */
  public record Section(String kind, String usage, List<String> attributes, List<String> items) {}

  /**
   * The one prompt block: {@code <assistant_memory as_of=…>} with the sections in the order given;
   * used by search's formattedResult, bootstrap and the day view.
   */
  public static String render(Instant asOf, List<Section> sections) {
    StringBuilder sb = new StringBuilder();
    sb.append("<assistant_memory as_of=\"").append(WireTime.format(asOf)).append("\">\n");
    for (Section s : sections) {
      sb.append("  <section kind=\"").append(escape(s.kind())).append('"');
      for (int i = 0; i + 1 < s.attributes().size(); i += 2) {
        attr(sb, s.attributes().get(i), s.attributes().get(i + 1));
      }
      sb.append(" usage=\"").append(escape(s.usage())).append("\">\n");
      for (String item : s.items()) {
        sb.append("    ").append(item).append('\n');
      }
      sb.append("  </section>\n");
    }
    sb.append("</assistant_memory>");
    return sb.toString();
  }

  /**
   * An element: {@code <name a="v" …>text</name>}; attributes with null or empty values are left
   * out.
   */
  public static String element(String name, String text, String... attributes) {
    StringBuilder sb = new StringBuilder("<").append(name);
    for (int i = 0; i + 1 < attributes.length; i += 2) {
      attr(sb, attributes[i], attributes[i + 1]);
    }
    return sb.append('>').append(escape(text)).append("</").append(name).append('>').toString();
  }

  /** The evidence section of search hits. */
  public static Section evidence(List<Hit> hits) {
    List<String> items = new java.util.ArrayList<>();
    for (Hit hit : hits) {
      StringBuilder sb = new StringBuilder();
      if (hit instanceof ChunkHit h) {
        sb.append("<evidence source_id=\"").append(escape(h.sourceId())).append('"');
        attr(sb, "source_type", h.sourceType());
        if ("conversation_message".equals(h.sourceType())) {
          attr(sb, "message_id", h.externalId());
          attr(sb, "conversation_id", h.parentExternalId());
          attr(sb, "role", h.role());
          attr(sb, "speaker", h.speaker());
        } else {
          attr(sb, "document_id", h.externalId());
          attr(sb, "title", h.title());
        }
        attr(sb, "timestamp", WireTime.format(h.timestamp()));
        sb.append('>').append(escape(h.excerpt())).append("</evidence>");
      } else if (hit instanceof ClaimHit h) {
        sb.append("<claim claim_id=\"").append(escape(h.claim().id())).append('"');
        attr(sb, "subject", h.subjectLabel());
        attr(sb, "predicate", h.claim().predicate());
        attr(sb, "source_id", h.claim().sourceId());
        attr(sb, "asserted_by", h.claim().assertedByKind());
        attr(sb, "stated_at", WireTime.format(h.claim().statedAt()));
        sb.append('>').append(escape(h.claim().statement())).append("</claim>");
      } else if (hit instanceof ConnectionHit h) {
        sb.append("<connection node_id=\"").append(escape(h.node().id())).append('"');
        attr(sb, "type", h.node().nodeType());
        attr(sb, "claim_id", h.via().id());
        attr(sb, "predicate", h.via().predicate());
        sb.append('>').append(escape(h.via().statement())).append("</connection>");
      } else if (hit instanceof NodeHit h) {
        sb.append("<node node_id=\"").append(escape(h.node().id())).append('"');
        attr(sb, "type", h.node().nodeType());
        sb.append('>').append(escape(h.node().label()));
        if (h.node().description() != null && !h.node().description().isBlank()) {
          sb.append(": ").append(escape(h.node().description()));
        }
        sb.append("</node>");
      } else {
        continue;
      }
      items.add(sb.toString());
    }
    return new Section("evidence", USAGE, List.of(), items);
  }

  public static String render(List<Hit> hits, Instant asOf) {
    return render(asOf, List.of(evidence(hits)));
  }

  private static void attr(StringBuilder sb, String name, String value) {
    if (value != null && !value.isEmpty()) {
      sb.append(' ').append(name).append("=\"").append(escape(value)).append('"');
    }
  }

  static String escape(String s) {
    if (s == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(s.length());
    for (char c : s.toCharArray()) {
      switch (c) {
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '&' -> out.append("&amp;");
        case '"' -> out.append("&quot;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }
}
