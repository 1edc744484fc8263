package dev.assistantmemory.server;

import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.PostgresSupport;
import java.util.Map;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One {@link TestServer} per test class, on a {@link TestBackend} of its own (SQLite files in a
 * fresh temporary directory; PostgreSQL for a class marked {@link OnPostgres}): started when the
 * class first asks for a {@code TestServer} (a constructor, {@code BeforeAll} or test parameter),
 * closed with its backend after the class's last test.
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
 * annotation. A class that opens servers of its own (a second one, or one reopened over the same
 * data) asks for the {@link TestBackend}: in a constructor or {@code BeforeAll} it gets the
 * class's, the one its server runs on as {@code "main"}; in a test or {@code BeforeEach} a fresh
 * one, closed after that test.
 */
public final class TestServerExtension implements ParameterResolver, ExecutionCondition {
  private static final Namespace NAMESPACE = Namespace.create(TestServerExtension.class);

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

  /**
   * Skips an {@link OnPostgres} class where no PostgreSQL answers: decided here, before any
   * parameter is resolved, because JUnit reports a failed assumption inside a parameter resolver as
   * an error, not a skip.
   */
  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    boolean postgres =
        context.getTestClass().map(c -> c.isAnnotationPresent(OnPostgres.class)).orElse(false);
    return !postgres || PostgresSupport.available()
        ? ConditionEvaluationResult.enabled("backend available")
        : ConditionEvaluationResult.disabled(
            "PostgreSQL not reachable (PostgresSupport.BASE_URL, MEMORY_TEST_PG_URL); skipped");
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == TestServer.class || type == TestBackend.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    if (parameter.getParameter().getType() == TestBackend.class) {
      return backend(context);
    }
    ExtensionContext classContext = classContext(context);
    return classContext
        .getStore(NAMESPACE)
        .getOrComputeIfAbsent(
            TestServer.class,
            key -> backend(classContext).open("main", settings),
            TestServer.class);
  }

  /**
   * The backend of {@code context}; closed by JUnit (it is AutoCloseable) when that context ends.
   */
  private static TestBackend backend(ExtensionContext context) {
    boolean postgres = context.getRequiredTestClass().isAnnotationPresent(OnPostgres.class);
    return context
        .getStore(NAMESPACE)
        .getOrComputeIfAbsent(
            TestBackend.class, key -> TestBackend.create(postgres), TestBackend.class);
  }

  /** The test class's context, whichever test or method asks: one server per class. */
  private static ExtensionContext classContext(ExtensionContext context) {
    ExtensionContext c = context;
    while (c.getTestMethod().isPresent()) {
      c = c.getParent().orElseThrow();
    }
    return c;
  }
}
