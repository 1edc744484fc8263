package dev.assistantmemory.server.cli;

import dev.assistantmemory.server.config.ConfigLoader;
import dev.assistantmemory.server.config.MemoryConfig;
import dev.assistantmemory.server.config.Setting;
import java.util.EnumMap;
import java.util.Map;
import picocli.CommandLine.Option;

/** Options every subcommand takes; flags are the top configuration layer. */
final class CommonOptions {
  @Option(
      names = "--data-dir",
      description = "Data directory (env MEMORY_DATA_DIR; default ~/.assistant-memory).")
  String dataDir;

  MemoryConfig load(Map<Setting, String> more) {
    Map<Setting, String> flags = new EnumMap<>(Setting.class);
    if (dataDir != null) {
      flags.put(Setting.DATA_DIR, dataDir);
    }
    flags.putAll(more);
    return ConfigLoader.fromSystem().load(flags);
  }
}
