package dev.assistantmemory.server.cli;

import dev.assistantmemory.core.graph.ImportRecord;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads a JSON Lines graph file into {@link ImportRecord}s, lazily, one per non-blank line. A line
 * that is not a well-formed {@code {"node": {…}}} or {@code {"claim": {…}}} (bad JSON, a wrong
 * type, an unknown field, an unreadable time) becomes an {@link ImportRecord.Invalid} naming the
 * field, so the import reports it and goes on.
 */
final class ImportFile {
  static final Set<String> NODE_FIELDS =
      Set.of("ref", "nodeType", "label", "description", "aliases");
  static final Set<String> CLAIM_FIELDS =
      Set.of(
          "subject",
          "predicate",
          "object",
          "objectValue",
          "statement",
          "description",
          "assertedByKind",
          "statedAt");

  private static final ObjectMapper JSON = JsonMapper.builder().build();

  private ImportFile() {}

  /** The records of the reader's lines; reading fails with {@link UncheckedIOException}. */
  static Iterable<ImportRecord> records(BufferedReader reader) {
    return () ->
        new Iterator<>() {
          private int lineNumber;
          private ImportRecord next;

          @Override
          public boolean hasNext() {
            while (next == null) {
              String text;
              try {
                text = reader.readLine();
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
              if (text == null) {
                return false;
              }
              lineNumber++;
              if (!text.isBlank()) {
                next = parse(lineNumber, text);
              }
            }
            return true;
          }

          @Override
          public ImportRecord next() {
            if (!hasNext()) {
              throw new NoSuchElementException();
            }
            ImportRecord r = next;
            next = null;
            return r;
          }
        };
  }

  static ImportRecord parse(int line, String text) {
    JsonNode root;
    try {
      root = JSON.readTree(text);
    } catch (JacksonException e) {
      return new ImportRecord.Invalid(line, "(line)", "not valid JSON: " + e.getOriginalMessage());
    }
    if (root == null
        || !root.isObject()
        || root.size() != 1
        || !(root.has("node") || root.has("claim"))) {
      return new ImportRecord.Invalid(
          line, "(line)", "expected {\"node\": {…}} or {\"claim\": {…}}");
    }
    boolean isNode = root.has("node");
    JsonNode body = root.get(isNode ? "node" : "claim");
    if (!body.isObject()) {
      return new ImportRecord.Invalid(line, isNode ? "node" : "claim", "expected an object");
    }
    try {
      Fields f = new Fields(body, isNode ? NODE_FIELDS : CLAIM_FIELDS);
      if (isNode) {
        return new ImportRecord.Node(
            line,
            f.string("ref"),
            f.string("nodeType"),
            f.string("label"),
            f.string("description"),
            f.strings("aliases"));
      }
      return new ImportRecord.Claim(
          line,
          f.string("subject"),
          f.string("predicate"),
          f.string("object"),
          f.string("objectValue"),
          f.string("statement"),
          f.string("description"),
          f.string("assertedByKind"),
          f.instant("statedAt"));
    } catch (BadField e) {
      return new ImportRecord.Invalid(line, e.field, e.getMessage());
    }
  }

  /** Typed reads of one record's fields; the first problem ends the line. */
  private static final class Fields {
    private final JsonNode node;

    Fields(JsonNode node, Set<String> allowed) {
      this.node = node;
      for (Map.Entry<String, JsonNode> e : node.properties()) {
        if (!allowed.contains(e.getKey())) {
          throw new BadField(e.getKey(), "unknown field; expected one of " + allowed);
        }
      }
    }

    String string(String name) {
      JsonNode v = node.get(name);
      if (v == null || v.isNull()) {
        return null;
      }
      if (!v.isString()) {
        throw new BadField(name, "expected a string");
      }
      return v.asString();
    }

    List<String> strings(String name) {
      JsonNode v = node.get(name);
      if (v == null || v.isNull()) {
        return List.of();
      }
      if (!v.isArray()) {
        throw new BadField(name, "expected an array of strings");
      }
      List<String> out = new ArrayList<>();
      for (int i = 0; i < v.size(); i++) {
        if (!v.get(i).isString()) {
          throw new BadField(name + "[" + i + "]", "expected a string");
        }
        out.add(v.get(i).asString());
      }
      return out;
    }

    Instant instant(String name) {
      String s = string(name);
      if (s == null) {
        return null;
      }
      try {
        return OffsetDateTime.parse(s).toInstant();
      } catch (DateTimeParseException e) {
        throw new BadField(name, "expected an ISO-8601 instant such as 2026-04-26T13:00:00Z");
      }
    }
  }

  private static final class BadField extends RuntimeException {
    final String field;

    BadField(String field, String message) {
      super(message, null, false, false);
      this.field = field;
    }
  }
}
