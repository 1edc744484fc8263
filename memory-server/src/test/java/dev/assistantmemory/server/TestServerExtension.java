package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One {@link TestServer} per test class, on a SQLite file and Lucene index in a fresh temporary
 * directory: started when the class first asks for a {@code TestServer} (a constructor, {@code
 * BeforeAll} or test parameter), closed and its directory deleted after the class's last test.
 *
 * <pre>{@code
 * @ExtendWith(TestServerExtension.class)
 * class SomeIT {
 *   private final TestServer server;
 *
 *   SomeIT(TestServer server) {
 *     this.server = server;
 *   }
 * }
 * }</pre>
 *
 * A server with settings: {@code @RegisterExtension static final TestServerExtension SERVER =
 * TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);} in place of the
 * annotation.
 */
public final class TestServerExtension implements ParameterResolver, AfterAllCallback {
  private static final Namespace NAMESPACE = Namespace.create(TestServerExtension.class);
  private static final String KEY = "server";

  private final Map<Setting, String> settings;

  /** A server with the default settings. */
  public TestServerExtension() {
    this(Map.of());
  }

  private TestServerExtension(Map<Setting, String> settings) {
    this.settings = Map.copyOf(settings);
  }

  /** A server with one setting changed. */
  public static TestServerExtension with(Setting setting, String value) {
    return new TestServerExtension(Map.of(setting, value));
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == TestServer.class;
  }

  @Override
  public TestServer resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return classStore(context)
        .getOrComputeIfAbsent(KEY, key -> Running.start(settings), Running.class)
        .server();
  }

  @Override
  public void afterAll(ExtensionContext context) {
    Running running = classStore(context).remove(KEY, Running.class);
    if (running != null) {
      running.stop();
    }
  }

  /** The store of the test class, whichever test or method asks: one server per class. */
  private static ExtensionContext.Store classStore(ExtensionContext context) {
    ExtensionContext c = context;
    while (c.getTestMethod().isPresent()) {
      c = c.getParent().orElseThrow();
    }
    return c.getStore(NAMESPACE);
  }

  private record Running(TestServer server, Path dir) {
    static Running start(Map<Setting, String> settings) {
      try {
        Path dir = Files.createTempDirectory("test-server");
        return new Running(new TestServer(dir, settings), dir);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    void stop() {
      server.close();
      try (Stream<Path> files = Files.walk(dir)) {
        for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(p);
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
