package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import dev.assistantmemory.core.auth.ApiKeys;
import dev.assistantmemory.core.auth.KeyScope;
import dev.assistantmemory.server.cli.Main;
import dev.assistantmemory.server.config.ConfigException;
import dev.assistantmemory.server.config.ConfigLoader;
import dev.assistantmemory.server.config.MemoryConfig;
import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.store.jdbc.JdbiMemoryStore;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bind rule: beyond loopback the service needs an active API key, or {@code
 * --insecure-no-auth}; and revoking the last key there closes the API instead of opening it.
 */
class BindRuleIT {
  @TempDir Path dir;

  private Process serve(Path data, String... extra) throws Exception {
    String jar = System.getProperty("memory.jar");
    assertThat(jar).as("failsafe passes the shaded jar path").isNotNull();
    List<String> cmd =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar",
                jar,
                "serve",
                "--data-dir",
                data.toString()));
    cmd.addAll(List.of(extra));
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.environment().remove("MEMORY_INSECURE_NO_AUTH");
    pb.environment().remove("MEMORY_HOST");
    pb.redirectError(data.resolveSibling(data.getFileName() + ".err").toFile());
    pb.redirectOutput(data.resolveSibling(data.getFileName() + ".out").toFile());
    Files.createDirectories(data);
    return pb.start();
  }

  @Test
  void aNonLoopbackHostWithoutKeysIsRefusedAtStartup() throws Exception {
    Path data = dir.resolve("refused");
    Process p = serve(data, "--host", "0.0.0.0", "--port", "0");
    assertThat(p.waitFor(90, TimeUnit.SECONDS)).as("the service refuses and exits").isTrue();
    assertThat(p.exitValue()).isEqualTo(Main.EXIT_CONFIG);
    String err = Files.readString(dir.resolve("refused.err"), StandardCharsets.UTF_8);
    assertThat(err)
        .contains("refusing to listen on 0.0.0.0 without an API key")
        .contains("keys create")
        .contains("--insecure-no-auth");
  }

  @Test
  void insecureNoAuthStartsOpenOnAllInterfaces() throws Exception {
    Path data = dir.resolve("insecure");
    int port = ServiceProcess.freePort();
    Process p =
        serve(data, "--host", "0.0.0.0", "--port", Integer.toString(port), "--insecure-no-auth");
    try {
      HttpClient http = HttpClient.newHttpClient();
      await()
          .atMost(Duration.ofSeconds(90))
          .pollInterval(Duration.ofMillis(200))
          .ignoreExceptions()
          .until(
              () ->
                  http.send(
                              HttpRequest.newBuilder(
                                      URI.create("http://127.0.0.1:" + port + "/scratchpad/read"))
                                  .POST(HttpRequest.BodyPublishers.ofString("{\"userId\":\"u\"}"))
                                  .header("Content-Type", "application/json")
                                  .build(),
                              HttpResponse.BodyHandlers.ofString())
                          .statusCode()
                      == 200);
      assertThat(p.isAlive()).isTrue();
    } finally {
      p.destroy();
      p.waitFor(30, TimeUnit.SECONDS);
    }
  }

  private MemoryConfig config(Path data, Map<Setting, String> settings) {
    Map<Setting, String> flags = new java.util.EnumMap<>(Setting.class);
    flags.putAll(settings);
    flags.put(Setting.DATA_DIR, data.toString());
    flags.put(Setting.PORT, "0");
    return new ConfigLoader(Map.of(), data, data).load(flags);
  }

  @Test
  void theRuleInProcessAndTheLastKeyRevokedClosesTheApi() {
    Path data = dir.resolve("app");
    try (MemoryApplication app =
        new MemoryApplication(config(data, Map.of(Setting.HOST, "0.0.0.0")))) {
      assertThatThrownBy(app::checkBindRule)
          .isInstanceOf(ConfigException.class)
          .hasMessageContaining("without an API key");
    }
    try (MemoryApplication app =
        new MemoryApplication(config(data, Map.of(Setting.HOST, "127.0.0.1")))) {
      app.checkBindRule(); // loopback: no key needed
    }
    String key;
    String id;
    try (JdbiMemoryStore store = JdbiMemoryStore.openSqlite(data.resolve("memory.db"), 1)) {
      ApiKeys.Created made =
          MemoryApplication.apiKeys(store, Clock.systemUTC()).create("alice", KeyScope.write);
      key = made.key();
      id = made.record().id();
    }
    try (TestServer server = new TestServer(data, Map.of(Setting.HOST, "0.0.0.0"))) {
      Map<String, String> auth = Map.of("Authorization", "Bearer " + key);
      assertThat(server.post("/scratchpad/read", "{\"userId\":\"alice\"}", auth).status())
          .isEqualTo(200);
      assertThat(server.post("/scratchpad/read", "{\"userId\":\"alice\"}", Map.of()).status())
          .isEqualTo(401);
      server.app().apiKeys().revoke(id);
      // No key left, but listening beyond loopback: closed, not open.
      TestServer.Response r = server.post("/scratchpad/read", "{\"userId\":\"alice\"}", Map.of());
      assertThat(r.status()).isEqualTo(401);
      assertThat(r.body().path("message").asString()).contains("No API key is configured");
      assertThat(server.get("/health").status()).isEqualTo(200);
    }
  }

  @Test
  void loopbackAddresses() {
    assertThat(BindRule.isLoopback("127.0.0.1")).isTrue();
    assertThat(BindRule.isLoopback("127.1.2.3")).isTrue();
    assertThat(BindRule.isLoopback("::1")).isTrue();
    assertThat(BindRule.isLoopback("[::1]")).isTrue();
    assertThat(BindRule.isLoopback("localhost")).isTrue();
    assertThat(BindRule.isLoopback("LOCALHOST")).isTrue();
    assertThat(BindRule.isLoopback("0.0.0.0")).isFalse();
    assertThat(BindRule.isLoopback("::")).isFalse();
    assertThat(BindRule.isLoopback("")).isFalse();
    assertThat(BindRule.isLoopback("192.168.1.10")).isFalse();
    assertThat(BindRule.isLoopback("example.com")).isFalse();
    assertThat(BindRule.isLoopback("localhost.example.com")).isFalse();
  }
}
