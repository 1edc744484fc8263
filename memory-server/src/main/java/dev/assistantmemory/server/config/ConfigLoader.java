package dev.assistantmemory.server.config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * Resolves settings by layers, first match wins: command-line flags, environment ({@code
 * MEMORY_*}), {@code ./memory.yaml}, {@code <dataDir>/memory.yaml}, defaults. The data directory is
 * resolved first (from the same layers, minus its own file), since it says where the last file is.
 */
public final class ConfigLoader {
  public static final String FILE_NAME = "memory.yaml";
  private static final ObjectMapper YAML = YAMLMapper.builder().build();

  private final Map<String, String> env;
  private final Path workingDir;
  private final Path home;

  public ConfigLoader(Map<String, String> env, Path workingDir, Path home) {
    this.env = env;
    this.workingDir = workingDir;
    this.home = home;
  }

  public static ConfigLoader fromSystem() {
    return new ConfigLoader(
        System.getenv(), Path.of("").toAbsolutePath(), Path.of(System.getProperty("user.home")));
  }

  public MemoryConfig load(Map<Setting, String> flags) {
    Map<String, String> local = readYaml(workingDir.resolve(FILE_NAME));
    Map<Setting, String> values = new EnumMap<>(Setting.class);
    Map<Setting, String> origins = new EnumMap<>(Setting.class);
    String dataDir = firstOf(Setting.DATA_DIR, flags, local, Map.of(), origins);
    if (dataDir == null) {
      dataDir = home.resolve(".assistant-memory").toString();
      origins.put(Setting.DATA_DIR, "default");
    }
    values.put(Setting.DATA_DIR, dataDir);
    Map<String, String> inDataDir = readYaml(Path.of(dataDir).resolve(FILE_NAME));
    for (Setting s : Setting.values()) {
      if (s == Setting.DATA_DIR) {
        continue;
      }
      String v = firstOf(s, flags, local, inDataDir, origins);
      if (v == null && s.defaultValue() != null) {
        v = s.defaultValue();
        origins.put(s, "default");
      }
      if (v != null) {
        values.put(s, v);
      }
    }
    return new MemoryConfig(values, origins);
  }

  private String firstOf(
      Setting s,
      Map<Setting, String> flags,
      Map<String, String> local,
      Map<String, String> inDataDir,
      Map<Setting, String> origins) {
    if (flags.get(s) != null) {
      origins.put(s, "flag");
      return flags.get(s);
    }
    String e = env.get(s.env());
    if (e != null && !e.isBlank()) {
      origins.put(s, "env " + s.env());
      return e;
    }
    if (local.get(s.key()) != null) {
      origins.put(s, "./" + FILE_NAME);
      return local.get(s.key());
    }
    if (inDataDir.get(s.key()) != null) {
      origins.put(s, "<dataDir>/" + FILE_NAME);
      return inDataDir.get(s.key());
    }
    return null;
  }

  static Map<String, String> readYaml(Path file) {
    Map<String, String> flat = new LinkedHashMap<>();
    if (!Files.isRegularFile(file)) {
      return flat;
    }
    try {
      JsonNode root = YAML.readTree(Files.readString(file));
      if (root != null && root.isObject()) {
        flatten("", root, flat);
      } else if (root != null && !root.isNull() && !root.isMissingNode()) {
        throw new ConfigException(file + " must hold a mapping of settings");
      }
    } catch (IOException | JacksonException e) {
      throw new ConfigException("cannot read " + file + ": " + e.getMessage());
    }
    return flat;
  }

  private static void flatten(String prefix, JsonNode node, Map<String, String> out) {
    for (Map.Entry<String, JsonNode> e : node.properties()) {
      String key = prefix.isEmpty() ? e.getKey() : prefix + "." + e.getKey();
      if (e.getValue().isObject()) {
        flatten(key, e.getValue(), out);
      } else if (!e.getValue().isNull()) {
        out.put(key, e.getValue().asString());
      }
    }
  }
}
