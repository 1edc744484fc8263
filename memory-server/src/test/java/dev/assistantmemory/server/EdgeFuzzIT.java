package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.RawHttp.Reply;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Property-based fuzzing of the whole edge over real HTTP: for every POST route of the OpenAPI
 * document, bodies generated from its request schema and then broken (wrong types, hostile strings,
 * unknown keys, duplicate keys, lone surrogates, invalid UTF-8, truncation, deep nesting, huge
 * numbers) with hostile headers (media types, access scopes, Host, Origin). Never a 5xx; and a
 * request the service refused leaves no row: each request acts for a user of its own, whose rows
 * are looked for in every table of the SQLite file afterwards.
 */
class EdgeFuzzIT {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;
  private static Path dir;
  private static TestServer server;
  private static JsonNode doc;
  private static List<String> routes;
  private static final AtomicInteger SEQ = new AtomicInteger();
  private static final Map<Integer, AtomicInteger> BY_STATUS = new ConcurrentHashMap<>();
  private static final Set<String> REFUSED_USERS = ConcurrentHashMap.newKeySet();

  @BeforeContainer
  static void start() throws Exception {
    dir = Files.createTempDirectory("edge-fuzz");
    // With a maintenance token configured the maintenance routes answer 401 to the fuzzer (which
    // never has the token) instead of 503 "not configured", so every route is held to "never 5xx".
    server =
        new TestServer(
            dir,
            Map.of(
                dev.assistantmemory.server.config.Setting.PARTITION_MAINTENANCE_TOKEN,
                "fuzz-maintenance-token-0123456789abcdef"));
    doc = server.get("/openapi.json").body();
    routes = new ArrayList<>();
    for (Iterator<String> it = doc.path("paths").propertyNames().iterator(); it.hasNext(); ) {
      String path = it.next();
      if (doc.path("paths").path(path).has("post")) {
        routes.add(path);
      }
    }
  }

  @AfterContainer
  static void stop() throws Exception {
    try {
      System.out.println("edge fuzz: responses by status " + new TreeMap<>(BY_STATUS));
      assertThat(BY_STATUS.keySet()).allMatch(s -> s < 500);
      assertThat(rowsOf(REFUSED_USERS)).as("rows left by refused requests").isEmpty();
    } finally {
      server.close();
    }
  }

  @Provide
  Arbitrary<String> contentTypes() {
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(12, Arbitraries.just("application/json")),
        net.jqwik.api.Tuple.of(2, Arbitraries.just("application/json; charset=utf-8")),
        net.jqwik.api.Tuple.of(
            2,
            Arbitraries.of(
                "text/plain",
                "application/x-www-form-urlencoded",
                "multipart/form-data; boundary=x",
                "application/json; charset=latin1",
                "APPLICATION/JSON",
                "application/jsonx",
                "",
                ";;;")));
  }

  @Property(tries = 10_000, shrinking = net.jqwik.api.ShrinkingMode.OFF)
  void noBodyOrHeaderMakesTheServiceFailOrWriteWhatItRefused(
      @ForAll("contentTypes") String contentType,
      @ForAll long seed,
      @ForAll("mutations") Mutation mutation) {
    Random random = new Random(seed);
    String route = routes.get(random.nextInt(routes.size()));
    String userId = "fz-" + SEQ.incrementAndGet();
    JsonNode schema = requestSchema(route);
    ObjectNode body = (ObjectNode) generate(schema, random, 0);
    body.put("userId", userId);
    byte[] bytes = mutation.apply(body, random);
    Map<String, String> all = wallHeaders(random);
    if (!contentType.isEmpty()) {
      all.put("Content-Type", contentType);
    }
    Reply reply = RawHttp.send(server.app().port(), "POST", route, all, bytes);
    BY_STATUS.computeIfAbsent(reply.status(), s -> new AtomicInteger()).incrementAndGet();
    assertThat(reply.status())
        .as(route + " " + new String(bytes, StandardCharsets.UTF_8))
        .isLessThan(500);
    assertThat(reply.header("content-type")).as(route).contains("json");
    if (reply.status() >= 400) {
      REFUSED_USERS.add(userId);
    }
  }

  /**
   * Headers that probe the wall (access scope, Host, Origin) on one request in four, so that most
   * requests reach the routes.
   */
  private static Map<String, String> wallHeaders(Random r) {
    Map<String, String> out = new LinkedHashMap<>();
    if (r.nextInt(4) != 0) {
      return out;
    }
    String[] scopes = {"partition", "workspace", "WORKSPACE", "everything", "", "  "};
    String[] hosts = {"localhost", "127.0.0.1", "evil.example", "[::1]", "", "localhost:1"};
    String[] origins = {"null", "https://evil.example", "http://127.0.0.1", "file://"};
    if (r.nextBoolean()) {
      out.put("x-memory-access-scope", scopes[r.nextInt(scopes.length)]);
    }
    if (r.nextBoolean()) {
      out.put("Host", hosts[r.nextInt(hosts.length)]);
    }
    if (r.nextBoolean()) {
      out.put("Origin", origins[r.nextInt(origins.length)]);
    }
    return out;
  }

  /** Ways a generated body is broken before it is sent. */
  enum Mutation {
    NONE,
    WRONG_TYPES,
    HOSTILE_STRINGS,
    DROP_FIELDS,
    UNKNOWN_KEYS,
    DUPLICATE_USER,
    LONE_SURROGATE,
    INVALID_UTF8,
    TRUNCATE,
    DEEP,
    HUGE_NUMBER,
    NOT_AN_OBJECT;

    byte[] apply(ObjectNode body, Random r) {
      String text = body.toString();
      return switch (this) {
        case NONE -> utf8(text);
        case WRONG_TYPES -> {
          mutate(body, r, (o, k) -> o.set(k, randomScalar(r)));
          yield utf8(body.toString());
        }
        case HOSTILE_STRINGS -> {
          mutate(body, r, (o, k) -> o.put(k, hostile(r)));
          yield utf8(body.toString());
        }
        case DROP_FIELDS -> {
          mutate(body, r, ObjectNode::remove);
          yield utf8(body.toString());
        }
        case UNKNOWN_KEYS -> {
          mutate(body, r, (o, k) -> o.put(k + "_x" + r.nextInt(9), hostile(r)));
          yield utf8(body.toString());
        }
        case DUPLICATE_USER -> utf8(text.replaceFirst("\\{", "{\"userId\":\"fz-other\","));
        case LONE_SURROGATE -> utf8(text.replaceFirst("\"userId\":\"", "\"userId\":\"\\\\ud800"));
        case INVALID_UTF8 -> {
          byte[] b = utf8(text);
          b[r.nextInt(b.length)] = (byte) (0x80 + r.nextInt(0x7f));
          yield b;
        }
        case TRUNCATE -> utf8(text.substring(0, r.nextInt(text.length())));
        case DEEP -> utf8("{\"userId\":\"x\",\"a\":" + "[".repeat(5000) + "]".repeat(5000) + "}");
        case HUGE_NUMBER -> utf8(text.replaceFirst("\\{", "{\"limit\":1" + "0".repeat(400) + ","));
        case NOT_AN_OBJECT ->
            utf8(r.nextBoolean() ? "[" + text + "]" : "\"" + text.length() + "\"");
      };
    }
  }

  @Provide
  Arbitrary<Mutation> mutations() {
    return Arbitraries.of(Mutation.class);
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static void mutate(
      ObjectNode node, Random r, java.util.function.BiConsumer<ObjectNode, String> change) {
    List<ObjectNode> objects = new ArrayList<>();
    collect(node, objects);
    ObjectNode target = objects.get(r.nextInt(objects.size()));
    List<String> keys = new ArrayList<>();
    target.propertyNames().forEach(keys::add);
    if (keys.isEmpty()) {
      return;
    }
    change.accept(target, keys.get(r.nextInt(keys.size())));
  }

  private static void collect(JsonNode node, List<ObjectNode> out) {
    if (node instanceof ObjectNode o) {
      out.add(o);
    }
    if (node.isContainer()) {
      for (JsonNode child : node.values()) {
        collect(child, out);
      }
    }
  }

  private static JsonNode requestSchema(String route) {
    return resolve(
        doc.path("paths")
            .path(route)
            .path("post")
            .path("requestBody")
            .path("content")
            .path("application/json")
            .path("schema"));
  }

  private static JsonNode resolve(JsonNode schema) {
    while (schema.has("$ref")) {
      String name = schema.path("$ref").asString().replace("#/components/schemas/", "");
      schema = doc.path("components").path("schemas").path(name);
    }
    if (schema.has("allOf")) {
      return resolve(schema.path("allOf").get(0));
    }
    return schema;
  }

  /** A value mostly valid for the schema, so that mutations reach deep into the routes. */
  private static JsonNode generate(JsonNode schema, Random r, int depth) {
    schema = resolve(schema);
    if (schema.has("oneOf") || schema.has("anyOf")) {
      JsonNode options = schema.has("oneOf") ? schema.get("oneOf") : schema.get("anyOf");
      return generate(options.get(r.nextInt(options.size())), r, depth + 1);
    }
    if (schema.has("enum")) {
      JsonNode values = schema.get("enum");
      return r.nextInt(10) == 0 ? F.stringNode("bogus") : values.get(r.nextInt(values.size()));
    }
    String type =
        schema.path("type").isArray()
            ? schema.path("type").get(0).asString()
            : schema.path("type").asString("object");
    switch (type) {
      case "string":
        if ("date-time".equals(schema.path("format").asString())) {
          return F.stringNode(
              r.nextInt(5) == 0 ? "2026-13-40T25:00:00Z" : "2026-04-26T13:00:00.000Z");
        }
        if (schema.has("pattern") && r.nextInt(3) > 0) {
          return F.stringNode("work");
        }
        return F.stringNode(r.nextInt(4) == 0 ? hostile(r) : "text " + r.nextInt(1000));
      case "integer":
        return F.numberNode(r.nextInt(5) == 0 ? r.nextLong() : r.nextInt(60) - 5);
      case "number":
        return F.numberNode(r.nextDouble() * 100);
      case "boolean":
        return F.booleanNode(r.nextBoolean());
      case "array":
        {
          ArrayNode a = F.arrayNode();
          int n = depth > 4 ? 0 : r.nextInt(4);
          for (int i = 0; i < n; i++) {
            a.add(generate(schema.path("items"), r, depth + 1));
          }
          return a;
        }
      default:
        {
          ObjectNode o = F.objectNode();
          if (depth > 5) {
            return o;
          }
          for (Iterator<String> it = schema.path("properties").propertyNames().iterator();
              it.hasNext(); ) {
            String name = it.next();
            if (r.nextInt(10) < 8) {
              o.set(name, generate(schema.path("properties").path(name), r, depth + 1));
            }
          }
          return o;
        }
    }
  }

  private static JsonNode randomScalar(Random r) {
    return switch (r.nextInt(6)) {
      case 0 -> F.numberNode(r.nextLong());
      case 1 -> F.booleanNode(true);
      case 2 -> F.nullNode();
      case 3 -> F.arrayNode().add(1);
      case 4 -> F.objectNode().put("k", "v");
      default -> F.numberNode(-0.0);
    };
  }

  private static String hostile(Random r) {
    return switch (r.nextInt(10)) {
      case 0 -> "";
      case 1 -> "x".repeat(10_001 + r.nextInt(5000));
      case 2 -> "'; DROP TABLE nodes; --";
      case 3 -> "\u0000\u0001\u001f";
      case 4 -> "../../etc/passwd";
      case 5 -> "node_" + "0".repeat(26);
      case 6 -> "👩‍💻 ünïcødé 漢字";
      case 7 -> "   ";
      case 8 -> "${jndi:ldap://x}";
      default -> "%s%n{}";
    };
  }

  /** Rows in any table whose user_id is one of these users. */
  private static List<String> rowsOf(Set<String> users) throws Exception {
    List<String> found = new ArrayList<>();
    if (users.isEmpty()) {
      return found;
    }
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("memory.db"))) {
      List<String> tables = new ArrayList<>();
      try (ResultSet rs =
          c.createStatement().executeQuery("SELECT name FROM sqlite_master WHERE type = 'table'")) {
        while (rs.next()) {
          tables.add(rs.getString(1));
        }
      }
      for (String table : tables) {
        boolean hasUser = false;
        try (ResultSet cols =
            c.createStatement().executeQuery("PRAGMA table_info(" + table + ")")) {
          while (cols.next()) {
            hasUser |= "user_id".equals(cols.getString("name"));
          }
        }
        if (!hasUser) {
          continue;
        }
        try (ResultSet rs =
            c.createStatement().executeQuery("SELECT DISTINCT user_id FROM " + table)) {
          while (rs.next()) {
            if (users.contains(rs.getString(1))) {
              found.add(table + ":" + rs.getString(1));
            }
          }
        }
      }
    }
    return found;
  }
}
