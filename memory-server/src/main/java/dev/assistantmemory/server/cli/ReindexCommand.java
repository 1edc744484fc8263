package dev.assistantmemory.server.cli;

import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.ConfigException;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code reindex}: rebuild the search index from the store (stop the service first). */
@Command(
    name = "reindex",
    mixinStandardHelpOptions = true,
    description =
        "Rebuild the search index from the store. Stop the service on this data directory first.")
final class ReindexCommand implements Callable<Integer> {
  @Mixin CommonOptions common = new CommonOptions();

  @Override
  public Integer call() {
    try (MemoryApplication app = new MemoryApplication(common.load(Map.of()))) {
      long start = System.nanoTime();
      long count = app.tailer().rebuild();
      System.err.printf(
          "reindexed %d chunks in %d ms%n", count, (System.nanoTime() - start) / 1_000_000);
      return Main.EXIT_OK;
    } catch (ConfigException e) {
      System.err.println("configuration error: " + e.getMessage());
      return Main.EXIT_CONFIG;
    }
  }
}
