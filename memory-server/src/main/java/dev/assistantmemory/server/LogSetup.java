package dev.assistantmemory.server;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ConfiguratorRank;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.spi.ContextAwareBase;
import java.util.List;

/**
 * The service's logging, set up in code (found by Logback through {@code META-INF/services}) rather
 * than from an XML file: parsing XML at start took a good part of the time before the service's own
 * code ran. Everything goes to stderr, so stdout stays free for protocol output (MCP stdio). An
 * explicit {@code -Dlogback.configurationFile=...} (or a {@code logback-test.xml} on the class
 * path) still wins: then this steps aside.
 */
@ConfiguratorRank(ConfiguratorRank.CUSTOM_HIGH_PRIORITY)
public final class LogSetup extends ContextAwareBase implements Configurator {
  static final String PATTERN = "%d{HH:mm:ss.SSS} %-5level [%thread] %logger{20} - %msg %kvp%n";

  /** Loggers quieter than INFO: libraries that narrate their own start. */
  static final List<String> WARN_ONLY =
      List.of(
          "org.eclipse.jetty", "io.javalin", "com.zaxxer.hikari", "org.flywaydb", "ai.onnxruntime");

  @Override
  public ExecutionStatus configure(LoggerContext context) {
    if (System.getProperty("logback.configurationFile") != null
        || LogSetup.class.getClassLoader().getResource("logback-test.xml") != null) {
      return ExecutionStatus.INVOKE_NEXT_IF_ANY;
    }
    PatternLayoutEncoder encoder = new PatternLayoutEncoder();
    encoder.setContext(context);
    encoder.setPattern(PATTERN);
    encoder.start();
    ConsoleAppender<ILoggingEvent> stderr = new ConsoleAppender<>();
    stderr.setContext(context);
    stderr.setName("STDERR");
    stderr.setTarget("System.err");
    stderr.setEncoder(encoder);
    stderr.start();
    Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
    root.setLevel(Level.INFO);
    root.addAppender(stderr);
    for (String name : WARN_ONLY) {
      context.getLogger(name).setLevel(Level.WARN);
    }
    return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
  }
}
