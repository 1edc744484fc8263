package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** The service jar run as a real operating-system process, for crash and multi-node tests. */
final class ServiceProcess implements AutoCloseable {
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  final int port;
  final Path dataDir;
  private final Process process;

  ServiceProcess(Path dataDir, int port, Map<String, String> env) throws IOException {
    this.dataDir = dataDir;
    this.port = port;
    String jar = System.getProperty("memory.jar");
    assertThat(jar).as("failsafe passes the shaded jar path").isNotNull();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder pb =
        new ProcessBuilder(
            java,
            "-jar",
            jar,
            "serve",
            "--data-dir",
            dataDir.toString(),
            "--port",
            Integer.toString(port));
    pb.environment().putAll(env);
    pb.redirectErrorStream(true);
    pb.redirectOutput(ProcessBuilder.Redirect.appendTo(new File(dataDir.toFile(), "service.log")));
    dataDir.toFile().mkdirs();
    this.process = pb.start();
  }

  static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  ServiceProcess awaitHealthy() {
    await()
        .atMost(Duration.ofSeconds(90))
        .pollInterval(Duration.ofMillis(200))
        .ignoreExceptions()
        .until(() -> get("/health").path("store").path("ok").asBoolean());
    return this;
  }

  JsonNode post(String path, Object body) throws Exception {
    HttpRequest req =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(TestServer.JSON.writeValueAsString(body)))
            .build();
    HttpResponse<String> res = HTTP.send(req, HttpResponse.BodyHandlers.ofString());
    assertThat(res.statusCode()).as(res.body()).isBetween(200, 299);
    return TestServer.JSON.readTree(res.body());
  }

  JsonNode get(String path) throws Exception {
    HttpRequest req =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).GET().build();
    return TestServer.JSON.readTree(HTTP.send(req, HttpResponse.BodyHandlers.ofString()).body());
  }

  /** SIGSTOP: the process stays, but runs nothing (a job it holds stays held) until resumed. */
  void pause() throws Exception {
    signal("STOP");
  }

  /** SIGCONT after {@link #pause()}. */
  void resume() throws Exception {
    signal("CONT");
  }

  private void signal(String name) throws Exception {
    int exit =
        new ProcessBuilder("kill", "-" + name, Long.toString(process.pid()))
            .inheritIO()
            .start()
            .waitFor();
    if (exit != 0) {
      throw new IllegalStateException("kill -" + name + " exited " + exit);
    }
  }

  /** SIGKILL: no shutdown hook, no flush, no goodbye. */
  void kill() throws InterruptedException {
    process.destroyForcibly().waitFor();
  }

  @Override
  public void close() throws InterruptedException {
    process.destroy();
    process.waitFor();
  }
}
