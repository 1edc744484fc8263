package dev.assistantmemory.server.cli;

import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.ConfigException;
import dev.assistantmemory.server.config.MemoryConfig;
import dev.assistantmemory.server.config.Setting;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code serve}: the HTTP service, its workers and its index on the configured store. */
@Command(name = "serve", mixinStandardHelpOptions = true, description = "Start the memory service.")
final class ServeCommand implements Callable<Integer> {
  private static final Logger LOG = LoggerFactory.getLogger(ServeCommand.class);

  @Mixin CommonOptions common = new CommonOptions();

  @Option(names = "--port", description = "HTTP port (env MEMORY_PORT; default 8470).")
  Integer port;

  @Option(names = "--host", description = "Bind address (env MEMORY_HOST; default 127.0.0.1).")
  String host;

  @Option(
      names = "--insecure-no-auth",
      description =
          "Serve on a non-loopback host without API keys (env MEMORY_INSECURE_NO_AUTH;"
              + " otherwise such a bind needs an active key from 'keys create').")
  Boolean insecureNoAuth;

  @Override
  public Integer call() {
    Map<Setting, String> flags = new EnumMap<>(Setting.class);
    if (port != null) {
      flags.put(Setting.PORT, port.toString());
    }
    if (host != null) {
      flags.put(Setting.HOST, host);
    }
    if (insecureNoAuth != null) {
      flags.put(Setting.INSECURE_NO_AUTH, insecureNoAuth.toString());
    }
    MemoryConfig config;
    MemoryApplication app;
    try {
      config = common.load(flags);
      app = new MemoryApplication(config);
    } catch (ConfigException e) {
      System.err.println("configuration error: " + e.getMessage());
      return Main.EXIT_CONFIG;
    }
    try {
      app.checkBindRule();
    } catch (ConfigException e) {
      app.close();
      System.err.println("configuration error: " + e.getMessage());
      return Main.EXIT_CONFIG;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  app.close();
                  stopped.countDown();
                },
                "memory-shutdown"));
    app.start();
    LOG.info(
        "listening on http://{}:{} data-dir={} (from {}) embedder={} (start: {})",
        config.get(Setting.HOST),
        app.port(),
        config.dataDir().toAbsolutePath(),
        config.origins().get(Setting.DATA_DIR),
        app.embedder().modelId(),
        app.startupTimes());
    try {
      stopped.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return Main.EXIT_OK;
  }
}
