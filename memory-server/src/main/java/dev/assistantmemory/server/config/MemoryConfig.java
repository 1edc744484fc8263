package dev.assistantmemory.server.config;

import java.nio.file.Path;
import java.util.Map;

/** The resolved configuration, with the layer each value came from (for the startup log). */
public record MemoryConfig(Map<Setting, String> values, Map<Setting, String> origins) {

  public String get(Setting s) {
    return values.get(s);
  }

  public int getInt(Setting s) {
    String v = values.get(s);
    try {
      return Integer.parseInt(v.trim());
    } catch (NumberFormatException | NullPointerException e) {
      throw new ConfigException(s.key() + " (" + s.env() + ") must be an integer, got '" + v + "'");
    }
  }

  public long getLong(Setting s) {
    String v = values.get(s);
    try {
      return Long.parseLong(v.trim());
    } catch (NumberFormatException | NullPointerException e) {
      throw new ConfigException(s.key() + " (" + s.env() + ") must be an integer, got '" + v + "'");
    }
  }

  public boolean getBoolean(Setting s) {
    String v = values.get(s);
    if (v != null && (v.trim().equalsIgnoreCase("true") || v.trim().equalsIgnoreCase("false"))) {
      return Boolean.parseBoolean(v.trim());
    }
    throw new ConfigException(
        s.key() + " (" + s.env() + ") must be true or false, got '" + v + "'");
  }

  public Path dataDir() {
    return Path.of(values.get(Setting.DATA_DIR));
  }
}
