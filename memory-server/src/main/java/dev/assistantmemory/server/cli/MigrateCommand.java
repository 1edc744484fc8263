package dev.assistantmemory.server.cli;

import dev.assistantmemory.server.Adapters;
import dev.assistantmemory.server.config.ConfigException;
import dev.assistantmemory.store.jdbc.JdbiMemoryStore;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code migrate}: apply pending schema migrations to the configured database, then exit. */
@Command(
    name = "migrate",
    mixinStandardHelpOptions = true,
    description = "Apply pending database migrations (MEMORY_DB_URL, else the SQLite file).")
final class MigrateCommand implements Callable<Integer> {
  @Mixin CommonOptions common = new CommonOptions();

  @Override
  public Integer call() {
    try (JdbiMemoryStore store = Adapters.openStore(common.load(Map.of()), true)) {
      return Main.EXIT_OK;
    } catch (ConfigException e) {
      System.err.println("configuration error: " + e.getMessage());
      return Main.EXIT_CONFIG;
    } catch (RuntimeException e) {
      System.err.println("migration failed: " + e.getMessage());
      return Main.EXIT_FAILURE;
    }
  }
}
