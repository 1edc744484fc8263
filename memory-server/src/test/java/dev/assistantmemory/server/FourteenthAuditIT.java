package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.assistantmemory.server.TestServer.Response;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The fourteenth audit (docs/contract-audit.md, "Fourteenth audit"): what a probe of the wire
 * contract found after thirteen audits. Real HTTP, real SQLite (and PostgreSQL through {@link
 * FourteenthAuditPostgresIT}); the stdio case runs the shaded jar's {@code mcp} command as a child
 * process (on SQLite only: it opens its own data directory).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(TestServerExtension.class)
class FourteenthAuditIT {
  TestServer server;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  private static Map<String, Object> body(Object... kv) {
    return TestServer.body(kv);
  }

  // ------------------------------------------------------------------ W1, W2, W3

  /**
   * CONTRACT.md 11, MCP over stdio (JSON-RPC 2.0, one message per line). Before: the first line the
   * SDK could not read as a message (a stray line, a blank line, a batch, an object id) ended its
   * read loop for good: nothing was answered any more and the process did not end when the host
   * closed stdin (W1); params it could not bind were answered -32603 with a Java exception's text
   * (W2); bytes that are not UTF-8 were stored as U+FFFD (W3). The HTTP transports refuse all of
   * these since the sixth, eighth and tenth audits.
   */
  @Test
  void stdioAnswersEveryLineItCannotTakeAndKeepsServing(@TempDir Path dir) throws Exception {
    assumeFalse(getClass().isAnnotationPresent(OnPostgres.class), "stdio opens its own SQLite");
    ProcessBuilder pb = new ProcessBuilder(McpStdioIT.command(dir, "--user", "t14-stdio"));
    pb.redirectError(dir.resolve("stderr.txt").toFile());
    Process p = pb.start();
    try {
      talkToStdio(p);
    } finally {
      p.destroyForcibly(); // a process that hung (as before the fix) must not outlive the test
    }
  }

  private static void talkToStdio(Process p) throws Exception {
    BlockingQueue<JsonNode> replies = new LinkedBlockingQueue<>();
    List<String> lines = new ArrayList<>();
    Thread reader = new Thread(() -> readLines(p.getInputStream(), replies, lines));
    reader.setDaemon(true);
    reader.start();
    try (OutputStream in = p.getOutputStream()) {
      send(
          in,
          "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
              + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t14\",\"version\":"
              + "\"1\"}}}\n");
      JsonNode init = replies.poll(120, TimeUnit.SECONDS);
      assertThat(init).as("initialize answered").isNotNull();
      send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n");

      send(in, "\n"); // blank: no message, no answer
      send(in, "not json at all\n");
      send(in, "[{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}]\n");
      send(in, "{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"ping\"}\n");
      send(
          in,
          "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":"
              + "\"read_scratchpad\",\"arguments\":[1]}}\n");
      send(in, "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/call\",\"params\":\"x\"}\n");
      ByteArrayOutputStream notUtf8 = new ByteArrayOutputStream();
      notUtf8.writeBytes(
          ("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/call\",\"params\":{\"name\":"
                  + "\"write_scratchpad\",\"arguments\":{\"content\":\"")
              .getBytes(StandardCharsets.UTF_8));
      notUtf8.writeBytes(new byte[] {(byte) 0xFF, (byte) 0xFE});
      notUtf8.writeBytes("\"}}}\n".getBytes(StandardCharsets.UTF_8));
      in.write(notUtf8.toByteArray());
      in.flush();
      send(
          in,
          "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"tools/call\",\"params\":{\"name\":"
              + "\"read_scratchpad\",\"arguments\":{}}}\n");

      List<JsonNode> answers = new ArrayList<>();
      while (answers.size() < 7) {
        JsonNode next = replies.poll(90, TimeUnit.SECONDS);
        assertThat(next).as("answered so far: " + answers).isNotNull();
        answers.add(next);
      }
      // The SDK answers in its own order: find each by its id and code.
      assertThat(answers)
          .filteredOn(a -> a.path("id").isNull() && code(a) == -32700)
          .as("'not json' and the non-UTF-8 line are parse errors: " + answers)
          .hasSize(2);
      assertThat(answers)
          .filteredOn(a -> a.path("id").isNull() && code(a) == -32600)
          .as("the batch and the object id are invalid requests: " + answers)
          .hasSize(2);
      for (int id : new int[] {3, 4}) {
        JsonNode a = byId(answers, id);
        assertThat(code(a)).as(a.toString()).isEqualTo(-32602);
        assertThat(a.toString()).doesNotContain("Exception").doesNotContain("tools.jackson");
      }
      JsonNode read = byId(answers, 6);
      assertThat(read.path("result").path("content").get(0).path("text").asString())
          .as("the session still serves, and the non-UTF-8 write stored nothing: " + read)
          .isEqualTo("(empty scratchpad)");
      assertThat(replies.poll(2, TimeUnit.SECONDS)).as("the blank line got no answer").isNull();
    }
    assertThat(p.waitFor(60, TimeUnit.SECONDS))
        .as("the process ends when the host closes stdin")
        .isTrue();
    assertThat(p.exitValue()).isZero();
    reader.join(10_000);
    for (String l : lines) {
      assertThat(TestServer.JSON.readTree(l).path("jsonrpc").asString()).as(l).isEqualTo("2.0");
    }
  }

  private static void send(OutputStream in, String line) throws Exception {
    in.write(line.getBytes(StandardCharsets.UTF_8));
    in.flush();
  }

  private static void readLines(
      InputStream out, BlockingQueue<JsonNode> replies, List<String> all) {
    try (var r =
        new java.io.BufferedReader(new java.io.InputStreamReader(out, StandardCharsets.UTF_8))) {
      String l;
      while ((l = r.readLine()) != null) {
        synchronized (all) {
          all.add(l);
        }
        replies.add(TestServer.JSON.readTree(l));
      }
    } catch (Exception e) {
      // the process ended
    }
  }

  private static int code(JsonNode answer) {
    return answer.path("error").path("code").asInt(0);
  }

  private static JsonNode byId(List<JsonNode> answers, int id) {
    return answers.stream()
        .filter(a -> a.path("id").isIntegralNumber() && a.path("id").asInt() == id)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no answer with id " + id + ": " + answers));
  }

  // ------------------------------------------------------------------ W4

  /**
   * CONTRACT.md 9: out of bounds is a validation 400 naming the field. Before: an integer past what
   * the field's Java type holds ({@code offset: 3000000000}, {@code limit: -3000000000}) was
   * "Expected integer, received number" ({@code invalid_type}), though it is an integer and one
   * below the type's range got the declared bound ({@code too_big}, "Must be at most 1000000").
   */
  @Test
  void anIntegerPastTheTypesRangeIsOutOfBoundsNotTheWrongType() {
    String user = "t14-ints";
    Response timeline =
        server.post(
            "/query/timeline", "{\"userId\":\"" + user + "\",\"offset\":3000000000}", Map.of());
    TestServer.assertInvalid(timeline, "offset", "too_big");
    assertThat(timeline.body().path("data").path("issues").get(0).path("message").asString())
        .isEqualTo("Must be at most 1000000");
    Response huge =
        server.post(
            "/sources/list",
            "{\"userId\":\"" + user + "\",\"limit\":92233720368547758070}",
            Map.of());
    TestServer.assertInvalid(huge, "limit", "too_big");
    assertThat(huge.body().path("data").path("issues").get(0).path("message").asString())
        .isEqualTo("Must be at most 200");
    Response negative =
        server.post(
            "/commitments/list", "{\"userId\":\"" + user + "\",\"limit\":-3000000000}", Map.of());
    TestServer.assertInvalid(negative, "limit", "too_small");
    assertThat(negative.body().path("data").path("issues").get(0).path("message").asString())
        .isEqualTo("Must be at least 1");
    // A fraction is still the wrong type.
    TestServer.assertInvalid(
        server.post("/sources/list", "{\"userId\":\"" + user + "\",\"limit\":1.5}", Map.of()),
        "limit",
        "invalid_type");
  }

  // ------------------------------------------------------------------ W5

  /**
   * CONTRACT.md 1: {@code x-memory-access-scope} other than {@code partition}/{@code workspace} →
   * 400 {@code INVALID_ACCESS_SCOPE} on every route. Before: sent twice, only the first value was
   * read, so {@code workspace} + {@code bogus} was a 200 (the original's Node joins repeats into
   * {@code "workspace, bogus"}, which its enum refuses).
   */
  @Test
  void anAccessScopeSentTwiceIsRefused() throws Exception {
    for (String[] values :
        List.of(
            new String[] {"workspace", "bogus"},
            new String[] {"partition", "workspace"},
            new String[] {"workspace", "workspace"})) {
      HttpRequest.Builder req =
          HttpRequest.newBuilder(URI.create(server.base() + "/scratchpad/write"))
              .header("Content-Type", "application/json")
              .POST(
                  HttpRequest.BodyPublishers.ofString(
                      "{\"userId\":\"t14-scope\",\"content\":\"written\"}"));
      for (String v : values) {
        req.header("x-memory-access-scope", v);
      }
      HttpResponse<String> r = http.send(req.build(), HttpResponse.BodyHandlers.ofString());
      assertThat(r.statusCode()).as(String.join(",", values) + " " + r.body()).isEqualTo(400);
      JsonNode body = TestServer.JSON.readTree(r.body());
      assertThat(body.path("data").path("code").asString()).isEqualTo("INVALID_ACCESS_SCOPE");
    }
    assertThat(
            server.ok("/scratchpad/read", body("userId", "t14-scope")).path("content").asString())
        .as("nothing was written")
        .isEmpty();
    Response once =
        server.post(
            "/scratchpad/read",
            "{\"userId\":\"t14-scope\"}",
            Map.of("x-memory-access-scope", "workspace"));
    assertThat(once.status()).as(once.raw()).isEqualTo(200);
  }

  // ------------------------------------------------------------------ W6

  /**
   * RFC 9110 8.4, 15.5.16: a server that does not decode a request's content coding answers 415.
   * Before: a gzip body was a 400 "not valid JSON: Illegal character ((CTRL-CHAR, code 31))", and
   * {@code Content-Encoding: br} over a plain body was read as plain and written (a body really in
   * that coding would have been misread). Now any coding but {@code identity} is 415 with {@code
   * Accept-Encoding: identity}, before anything runs.
   */
  @Test
  void aCompressedBodyIsUnsupportedAndNothingIsWritten() throws Exception {
    String user = "t14-coding";
    ByteArrayOutputStream zipped = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(zipped)) {
      gz.write(
          ("{\"userId\":\"" + user + "\",\"content\":\"zipped\"}")
              .getBytes(StandardCharsets.UTF_8));
    }
    HttpResponse<String> gzip =
        http.send(
            HttpRequest.newBuilder(URI.create(server.base() + "/scratchpad/write"))
                .header("Content-Type", "application/json")
                .header("Content-Encoding", "gzip")
                .POST(HttpRequest.BodyPublishers.ofByteArray(zipped.toByteArray()))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(gzip.statusCode()).as(gzip.body()).isEqualTo(415);
    assertThat(gzip.headers().firstValue("Accept-Encoding")).contains("identity");
    JsonNode body = TestServer.JSON.readTree(gzip.body());
    assertThat(body.path("data").path("code").asString()).isEqualTo("UNSUPPORTED_MEDIA_TYPE");
    assertThat(body.path("message").asString()).contains("Content-Encoding");

    Response br =
        server.post(
            "/scratchpad/write",
            "{\"userId\":\"" + user + "\",\"content\":\"plain\"}",
            Map.of("Content-Encoding", "br"));
    assertThat(br.status()).as(br.raw()).isEqualTo(415);
    assertThat(server.ok("/scratchpad/read", body("userId", user)).path("content").asString())
        .as("nothing was written")
        .isEmpty();

    Response identity =
        server.post(
            "/scratchpad/write",
            "{\"userId\":\"" + user + "\",\"content\":\"plain\"}",
            Map.of("Content-Encoding", "identity"));
    assertThat(identity.status()).as(identity.raw()).isEqualTo(200);
  }

  // ------------------------------------------------------------------ W7

  /**
   * CONTRACT.md 6 {@code /commitments/list} {@code search}: "label substring, case-insensitive".
   * Before: text typed decomposed (NFD: {@code E} + U+0301, as macOS input often is) found no label
   * written precomposed (NFC: {@code É}), nor the other way round, though both are the same text
   * and {@code /search} finds either.
   */
  @Test
  void aLabelSearchFindsCanonicallyEquivalentText() {
    String user = "t14-nfc";
    server.ok("/commitments/create", body("userId", user, "label", "Écrire à Émile"));
    server.ok("/commitments/create", body("userId", user, "label", "Call Zoe\u0308 back"));
    server.ok("/commitments/create", body("userId", user, "label", "Emile's bike"));
    assertThat(labels(user, "E\u0301mile")).containsExactly("Écrire à Émile");
    assertThat(labels(user, "e\u0301MILE")).containsExactly("Écrire à Émile");
    assertThat(labels(user, "zoë")).containsExactly("Call Zoe\u0308 back");
    assertThat(labels(user, "Émile")).as("the NFC control").containsExactly("Écrire à Émile");
  }

  /**
   * Stop 42, audit X3: a letter whose upper and lower case are not one pair. "istanbul" found no
   * label "İstanbul trip" on SQLite (U+0130 lower-cases to {@code i}, {@code i} upper-cases to
   * {@code I}).
   */
  @Test
  void aLabelSearchFindsLettersThatFoldToTheSameLetter() {
    String user = "t14-fold";
    server.ok("/commitments/create", body("userId", user, "label", "İstanbul trip"));
    server.ok("/commitments/create", body("userId", user, "label", "Book the Ankara hotel"));
    server.ok("/commitments/create", body("userId", user, "label", "Paint the kapı"));
    assertThat(labels(user, "istanbul")).containsExactly("İstanbul trip");
    assertThat(labels(user, "ISTANBUL")).containsExactly("İstanbul trip");
    assertThat(labels(user, "İstanbul")).as("its own text").containsExactly("İstanbul trip");
    assertThat(labels(user, "KAPI")).containsExactly("Paint the kapı");
    assertThat(labels(user, "kapi")).containsExactly("Paint the kapı");
    assertThat(labels(user, "ankara"))
        .as("the ASCII control")
        .containsExactly("Book the Ankara hotel");
  }

  // ------------------------------------------------------------------ W12

  /**
   * CONTRACT.md 1 ("zones IANA"). Before: zone names were matched exactly, so "europe/amsterdam",
   * which a JavaScript client's Intl takes, was a 400 at timeZone. IANA never has two names that
   * differ only in case: a name in any case is the zone, stored and answered canonically.
   */
  @Test
  void aZoneNameInAnyCaseIsTheZoneAnsweredCanonically() {
    JsonNode c =
        server.ok(
            "/commitments/create",
            body(
                "userId", "t14-zone",
                "label", "Send the report",
                "dueOn", "2026-05-08",
                "dueTime", "17:00",
                "timeZone", "europe/amsterdam"));
    assertThat(c.path("timeZone").asString()).isEqualTo("Europe/Amsterdam");
    assertThat(c.path("dueAt").asString()).isEqualTo("2026-05-08T15:00:00.000Z");
    Response bad =
        server.post(
            "/commitments/create",
            body(
                "userId", "t14-zone",
                "label", "Send the other report",
                "dueOn", "2026-05-08",
                "dueTime", "17:00",
                "timeZone", "+02:00"));
    assertThat(bad.status()).as(bad.raw()).isEqualTo(400);
    assertThat(bad.raw()).contains("timeZone");
  }

  private List<String> labels(String user, String search) {
    JsonNode r = server.ok("/commitments/list", body("userId", user, "search", search));
    List<String> labels = new ArrayList<>();
    r.path("commitments").forEach(c -> labels.add(c.path("label").asString()));
    return labels;
  }

  // ------------------------------------------------------------------ W9, W10

  /**
   * CONTRACT.md 11 (JSON-RPC 2.0 over {@code /mcp}) and 1 (invalid input is a 4xx). Before: a body
   * of white space only was -32600 "Failed to read value", where any other body that is no JSON is
   * the parse error -32700 since the tenth audit's T11 (W9); a JSON-RPC response posted for an id
   * the server never sent as a request was an HTTP 500 with -32603 (W10).
   */
  @Test
  void mcpRefusesWhiteSpaceAndStrayResponsesAsTheClientsMistakes() throws Exception {
    McpSession session = McpSession.open(server, http, "t14");
    HttpResponse<String> blank = session.send("   ");
    assertThat(blank.statusCode()).as(blank.body()).isEqualTo(400);
    assertThat(TestServer.JSON.readTree(blank.body()).path("error").path("code").asInt())
        .as(blank.body())
        .isEqualTo(-32700);

    HttpResponse<String> stray = session.send("{\"jsonrpc\":\"2.0\",\"id\":99,\"result\":{}}");
    assertThat(stray.statusCode()).as(stray.body()).isEqualTo(400);
    JsonNode error = TestServer.JSON.readTree(stray.body()).path("error");
    assertThat(error.path("code").asInt()).as(stray.body()).isEqualTo(-32600);
    assertThat(error.path("message").asString()).contains("99");
    session.assertStillServes("t14-mcp");
  }

  // ------------------------------------------------------------------ W8

  /**
   * CONTRACT.md 6, 8, 7: {@code label} ≥1, {@code statement} ≥1, {@code aliasText} not blank,
   * metric {@code unit} 1–40; 11: tool inputs are the route's request schemas. Before: fields
   * declared {@code @NotBlank} with a {@code @Size(max)} were published (in {@code /openapi.json}
   * and every MCP tool's {@code inputSchema}) with {@code minLength: 0}, the {@code @Size}'s
   * default, while the route refuses {@code ""}: a host building arguments from the schema was told
   * an empty label is fine.
   */
  @Test
  void aFieldThatRefusesAnEmptyStringIsPublishedWithMinLengthOne() {
    JsonNode api = server.get("/openapi.json").body();
    record Field(String route, String path) {}
    for (Field f :
        List.of(
            new Field("/commitments/create", "label"),
            new Field("/node/create", "label"),
            new Field("/claim/create", "statement"),
            new Field("/alias/create", "aliasText"),
            new Field("/metrics/observations", "metric.unit"),
            new Field("/user/self-aliases", "aliases[]"))) {
      JsonNode schema = requestProperty(api, f.route(), f.path());
      assertThat(schema.path("minLength").asInt(-1)).as(f + " " + schema).isGreaterThanOrEqualTo(1);
    }
    TestServer.assertInvalid(
        server.post("/commitments/create", body("userId", "t14-min", "label", "")),
        "label",
        "too_small");
    // The MCP tools publish the same schemas.
    var createCommitment =
        server.app().mcpTools().tools().stream()
            .filter(t -> t.name().equals("create_commitment"))
            .findFirst()
            .orElseThrow();
    JsonNode input = TestServer.JSON.valueToTree(createCommitment.schema().inputSchema());
    assertThat(input.path("properties").path("label").path("minLength").asInt(-1)).isEqualTo(1);
    // The description refuses "" too since the twentieth audit (Y2), and says so.
    assertThat(input.path("properties").path("description").path("minLength").asInt(-1))
        .isEqualTo(1);
  }

  /** The request schema of {@code route}'s property at {@code path} ({@code a.b}, {@code a[]}). */
  private static JsonNode requestProperty(JsonNode api, String route, String path) {
    JsonNode schema =
        api.path("paths")
            .path(route)
            .path("post")
            .path("requestBody")
            .path("content")
            .path("application/json")
            .path("schema");
    for (String part : path.split("\\.")) {
      schema = resolve(api, schema);
      boolean items = part.endsWith("[]");
      schema = schema.path("properties").path(items ? part.substring(0, part.length() - 2) : part);
      if (items) {
        schema = resolve(api, schema).path("items");
      }
    }
    return resolve(api, schema);
  }

  private static JsonNode resolve(JsonNode api, JsonNode schema) {
    while (schema.has("$ref")) {
      String ref = schema.path("$ref").asString();
      schema = api.path("components").path("schemas").path(ref.substring(ref.lastIndexOf('/') + 1));
    }
    if (schema.has("allOf") && schema.path("allOf").size() == 1) {
      return resolve(api, schema.path("allOf").get(0));
    }
    return schema;
  }
}
