package dev.assistantmemory.server.http;

import dev.assistantmemory.model.ValidationIssue;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** String checks the parser cannot make. */
final class Strings {
  private Strings() {}

  /**
   * Adds an issue for every key or string value that is not valid UTF-16 (a lone surrogate, which a
   * JSON {@code \\ud800} escape can carry and which would otherwise be stored as {@code ?}) or that
   * carries a NUL character ({@code \\u0000}, which PostgreSQL text cannot hold: the store would
   * fail with a 500 on a caller's input, and SQLite would keep what PostgreSQL refuses).
   */
  static void checkUtf16(JsonNode node, String path, List<ValidationIssue> issues) {
    if (node.isString()) {
      if (!isValidUtf16(node.asString())) {
        issues.add(invalid(path));
      } else if (node.asString().indexOf('\u0000') >= 0) {
        issues.add(nul(path));
      }
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        checkUtf16(node.get(i), path + "[" + i + "]", issues);
      }
    } else if (node.isObject()) {
      for (Map.Entry<String, JsonNode> e : node.properties()) {
        String key = e.getKey();
        String at = path.isEmpty() ? key : path + "." + key;
        if (!isValidUtf16(key)) {
          issues.add(invalid(path.isEmpty() ? "(key)" : path + ".(key)"));
          continue;
        }
        if (key.indexOf('\u0000') >= 0) {
          issues.add(nul(path.isEmpty() ? "(key)" : path + ".(key)"));
          continue;
        }
        checkUtf16(e.getValue(), at, issues);
      }
    }
  }

  private static ValidationIssue invalid(String path) {
    return new ValidationIssue(
        path, "Invalid string: contains an unpaired UTF-16 surrogate", "invalid_string");
  }

  private static ValidationIssue nul(String path) {
    return new ValidationIssue(
        path, "Invalid string: contains a NUL character (\\u0000)", "invalid_string");
  }

  static boolean isValidUtf16(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c)) {
        if (i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1))) {
          return false;
        }
        i++;
      } else if (Character.isLowSurrogate(c)) {
        return false;
      }
    }
    return true;
  }
}
