package dev.assistantmemory.server.http;

import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.ValidationIssue;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * Reads one JSON object field by field, collecting every problem with the dotted path of the
 * offending field, so a bad request is refused once with all its reasons and nothing is written.
 * Getters return null (or the default) when a field is absent or invalid; call {@link
 * #throwIfInvalid()} before using the values.
 */
final class JsonFields {
  private static final Pattern DATETIME_Z =
      Pattern.compile("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$");

  private final JsonNode node;
  private final String path;
  private final List<ValidationIssue> issues;

  private JsonFields(JsonNode node, String path, List<ValidationIssue> issues) {
    this.node = node;
    this.path = path;
    this.issues = issues;
  }

  static JsonFields parse(RequestBinder binder, byte[] body) {
    return new JsonFields(binder.tree(body), "", new ArrayList<>());
  }

  private String at(String name) {
    return path.isEmpty() ? name : path + "." + name;
  }

  void issue(String name, String message, String code) {
    issues.add(new ValidationIssue(at(name), message, code));
  }

  /** Refuses keys outside {@code allowed} (for the contract's strict objects). */
  void strict(Set<String> allowed) {
    for (Map.Entry<String, JsonNode> e : node.properties()) {
      if (!allowed.contains(e.getKey())) {
        issue(e.getKey(), "Unrecognized key", "unrecognized_key");
      }
    }
  }

  private JsonNode present(String name, boolean required) {
    JsonNode v = node.get(name);
    if (v == null || v.isNull()) {
      if (required) {
        issue(name, "Required", "required");
      }
      return null;
    }
    return v;
  }

  String requiredString(String name, int min, int max) {
    return string(name, true, min, max);
  }

  String optionalString(String name, int min, int max) {
    return string(name, false, min, max);
  }

  private String string(String name, boolean required, int min, int max) {
    JsonNode v = present(name, required);
    if (v == null) {
      return null;
    }
    if (!v.isString()) {
      issue(name, "Expected string, received " + typeOf(v), "invalid_type");
      return null;
    }
    String s = v.asString();
    if (s.length() < min) {
      issue(
          name,
          min == 1 ? "Must not be empty" : "Must have at least " + min + " characters",
          "too_small");
      return null;
    }
    if (s.length() > max) {
      issue(name, "Must have at most " + max + " characters", "too_big");
      return null;
    }
    return s;
  }

  String optionalEnum(String name, Set<String> allowed, String defaultValue) {
    String s = optionalString(name, 0, 200);
    if (s == null) {
      return node.has(name) && !node.get(name).isNull() ? null : defaultValue;
    }
    if (!allowed.contains(s)) {
      issue(
          name,
          "Invalid enum value. Expected one of " + allowed + ", received '" + s + "'",
          "invalid_enum_value");
      return null;
    }
    return s;
  }

  String optionalPartitionKey(String name) {
    String s = optionalString(name, 1, Partitions.MAX_LENGTH);
    if (s != null && !Partitions.KEY.matcher(s).matches()) {
      issue(name, "Must match " + Partitions.KEY.pattern(), "invalid_format");
      return null;
    }
    return s;
  }

  Instant requiredDatetime(String name) {
    return datetime(name, true);
  }

  Instant optionalDatetime(String name) {
    return datetime(name, false);
  }

  private Instant datetime(String name, boolean required) {
    String s = string(name, required, 1, 64);
    if (s == null) {
      return null;
    }
    if (!DATETIME_Z.matcher(s).matches()) {
      issue(
          name,
          "Invalid datetime: expected ISO-8601 UTC like 2026-04-26T13:00:00.000Z",
          "invalid_format");
      return null;
    }
    try {
      return Instant.parse(s);
    } catch (DateTimeParseException e) {
      issue(name, "Invalid datetime", "invalid_format");
      return null;
    }
  }

  boolean optionalBoolean(String name, boolean defaultValue) {
    JsonNode v = present(name, false);
    if (v == null) {
      return defaultValue;
    }
    if (!v.isBoolean()) {
      issue(name, "Expected boolean, received " + typeOf(v), "invalid_type");
      return defaultValue;
    }
    return v.asBoolean();
  }

  int optionalInt(String name, int min, int max, int defaultValue) {
    JsonNode v = present(name, false);
    if (v == null) {
      return defaultValue;
    }
    if (!v.isIntegralNumber() || !v.canConvertToInt()) {
      issue(name, "Expected integer, received " + typeOf(v), "invalid_type");
      return defaultValue;
    }
    int i = v.asInt();
    if (i < min) {
      issue(name, "Must be at least " + min, "too_small");
    } else if (i > max) {
      issue(name, "Must be at most " + max, "too_big");
    }
    return i;
  }

  String requiredEnum(String name, Set<String> allowed) {
    if (present(name, true) == null) {
      return null;
    }
    return optionalEnum(name, allowed, null);
  }

  JsonFields optionalObject(String name) {
    return present(name, false) == null ? null : requiredObject(name);
  }

  List<JsonFields> optionalObjectArray(String name, int maxItems) {
    return present(name, false) == null ? null : requiredObjectArray(name, maxItems);
  }

  /** A string field as given, or null when absent or not a string (no issue recorded). */
  String rawString(String name) {
    JsonNode v = node.get(name);
    return v != null && v.isString() ? v.asString() : null;
  }

  /** The raw JSON text of a field, for storing verbatim (null when absent). */
  String rawJson(String name) {
    JsonNode v = node.get(name);
    return v == null || v.isNull() ? null : v.toString();
  }

  JsonFields requiredObject(String name) {
    JsonNode v = present(name, true);
    if (v == null) {
      return null;
    }
    if (!v.isObject()) {
      issue(name, "Expected object, received " + typeOf(v), "invalid_type");
      return null;
    }
    return new JsonFields(v, at(name), issues);
  }

  /** The objects of an array field; null (with an issue) when absent or not an array of objects. */
  List<JsonFields> requiredObjectArray(String name, int maxItems) {
    JsonNode v = present(name, true);
    if (v == null) {
      return null;
    }
    if (!v.isArray()) {
      issue(name, "Expected array, received " + typeOf(v), "invalid_type");
      return null;
    }
    if (v.size() > maxItems) {
      issue(name, "Must contain at most " + maxItems + " items", "too_big");
      return null;
    }
    List<JsonFields> out = new ArrayList<>();
    for (int i = 0; i < v.size(); i++) {
      JsonNode item = v.get(i);
      String itemPath = at(name) + "[" + i + "]";
      if (!item.isObject()) {
        issues.add(
            new ValidationIssue(
                itemPath, "Expected object, received " + typeOf(item), "invalid_type"));
        continue;
      }
      out.add(new JsonFields(item, itemPath, issues));
    }
    return out;
  }

  Set<String> optionalEnumArray(String name, Set<String> allowed, Set<String> defaultValue) {
    JsonNode v = present(name, false);
    if (v == null) {
      return defaultValue;
    }
    if (!v.isArray()) {
      issue(name, "Expected array, received " + typeOf(v), "invalid_type");
      return defaultValue;
    }
    Set<String> out = new LinkedHashSet<>();
    for (int i = 0; i < v.size(); i++) {
      JsonNode item = v.get(i);
      String itemPath = at(name) + "[" + i + "]";
      if (!item.isString() || !allowed.contains(item.asString())) {
        issues.add(
            new ValidationIssue(
                itemPath, "Invalid enum value. Expected one of " + allowed, "invalid_enum_value"));
        continue;
      }
      out.add(item.asString());
    }
    return out;
  }

  /** A required array of strings, each {@code min}..{@code max} characters. */
  List<String> requiredStringArray(String name, int min, int max, int maxItems) {
    JsonNode v = present(name, true);
    if (v == null) {
      return List.of();
    }
    if (!v.isArray() || v.size() > maxItems) {
      issue(
          name,
          v.isArray() ? "Must contain at most " + maxItems + " items" : "Expected array",
          "invalid_type");
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (int i = 0; i < v.size(); i++) {
      JsonNode item = v.get(i);
      String itemPath = at(name) + "[" + i + "]";
      if (!item.isString()
          || item.asString().strip().length() < min
          || item.asString().length() > max) {
        issues.add(
            new ValidationIssue(
                itemPath,
                "Expected a string of " + min + " to " + max + " characters",
                "invalid_type"));
        continue;
      }
      out.add(item.asString());
    }
    return out;
  }

  void throwIfInvalid() {
    if (!issues.isEmpty()) {
      throw MemoryException.validation(issues);
    }
  }

  private static String typeOf(JsonNode v) {
    if (v.isString()) {
      return "string";
    }
    if (v.isNumber()) {
      return "number";
    }
    if (v.isBoolean()) {
      return "boolean";
    }
    if (v.isArray()) {
      return "array";
    }
    if (v.isObject()) {
      return "object";
    }
    return "null";
  }
}
