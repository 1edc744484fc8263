package dev.assistantmemory.server;

import static dev.assistantmemory.server.TestServer.body;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The ninth audit (docs/contract-audit.md, "Ninth audit"): the lead's readings L1 (a re-sent bulk
 * metric push replaces its source's readings) and L9 (a Task's only status cannot be deleted), the
 * deviations the audit's probes found (a 24th hour or a leap second in a contract datetime, a blank
 * label on update), and the probes that found nothing, kept as pins: every top-level field of every
 * POST route at and just past its published bound, every enum value and a bogus one, and a second
 * user who reaches none of the first user's objects or rows. Real HTTP, real SQLite.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class NinthAuditIT {
  private static final String TOKEN = "ninth-audit-maintenance-token-0123456789";
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  private final TestServer server;

  NinthAuditIT(TestServer server) {
    this.server = server;
  }

  private JsonNode ok(String path, Map<String, Object> body) {
    return server.ok(path, body);
  }

  private long observationCount(String user, String slug) {
    for (JsonNode m : ok("/metrics/list", body("userId", user)).path("metrics")) {
      if (slug.equals(m.path("slug").asString())) {
        return m.path("stats").path("observationCount").asLong();
      }
    }
    throw new AssertionError("no metric " + slug + " for " + user);
  }

  private void defineSteps(String user) {
    ok(
        "/metrics/observations",
        body(
            "userId",
            user,
            "metric",
            body(
                "slug",
                "steps",
                "label",
                "Steps",
                "description",
                "Steps walked",
                "unit",
                "count",
                "aggregationHint",
                "sum"),
            "value",
            1000,
            "occurredAt",
            "2026-03-01T08:00:00.000Z"));
  }

  /** A reading of 80 kg at {@code at}, defining the weight metric on first use. */
  private static Map<String, Object> weightReading(String user, String at) {
    return body(
        "userId",
        user,
        "metric",
        body(
            "slug",
            "weight",
            "label",
            "Weight",
            "description",
            "Body weight",
            "unit",
            "kg",
            "aggregationHint",
            "avg"),
        "value",
        80,
        "occurredAt",
        at);
  }

  private JsonNode push(String user, String sourceExternalId, int... values) {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (int i = 0; i < values.length; i++) {
      rows.add(
          body(
              "metricSlug",
              "steps",
              "value",
              values[i],
              "occurredAt",
              "2026-03-02T0" + i + ":00:00.000Z"));
    }
    return ok(
        "/metrics/observations/bulk",
        body("userId", user, "sourceExternalId", sourceExternalId, "observations", rows));
  }

  // ------------------------------------------------------------------ L1

  @Test
  void aReSentBulkPushReplacesTheReadingsOfItsSourceAndNothingElse() {
    defineSteps("l1-a");
    defineSteps("l1-b");
    assertThat(push("l1-a", "garmin-2026-03-02", 4000, 5000).path("inserted").asInt()).isEqualTo(2);
    assertThat(observationCount("l1-a", "steps")).isEqualTo(3);

    JsonNode again = push("l1-a", "garmin-2026-03-02", 4000, 5000);
    assertThat(again.path("inserted").asInt()).isEqualTo(2);
    assertThat(observationCount("l1-a", "steps"))
        .as("re-sending the day does not double it")
        .isEqualTo(3);

    push("l1-a", "garmin-2026-03-02", 4500);
    assertThat(observationCount("l1-a", "steps"))
        .as("the source now holds the one reading of its last push")
        .isEqualTo(2);

    push("l1-b", "garmin-2026-03-02", 1, 2, 3);
    push("l1-a", "garmin-2026-03-03", 6000);
    assertThat(observationCount("l1-a", "steps"))
        .as("another sourceExternalId appends")
        .isEqualTo(3);
    push("l1-a", "garmin-2026-03-02", 4500);
    assertThat(observationCount("l1-b", "steps"))
        .as("another user's source of the same external id is untouched")
        .isEqualTo(4);
    assertThat(observationCount("l1-a", "steps")).isEqualTo(3);

    // The manual reading (its own metric_manual source) survives every push.
    JsonNode summary =
        ok(
            "/metrics/series",
            body(
                "userId",
                "l1-a",
                "metricIds",
                List.of(
                    ok("/metrics/list", body("userId", "l1-a"))
                        .path("metrics")
                        .get(0)
                        .path("id")
                        .asString()),
                "from",
                "2026-03-01T00:00:00.000Z",
                "to",
                "2026-03-04T00:00:00.000Z",
                "bucket",
                "none"));
    List<Double> values = new ArrayList<>();
    for (JsonNode p : summary.path("series").get(0).path("points")) {
      values.add(p.path("value").asDouble());
    }
    assertThat(values).containsExactlyInAnyOrder(1000.0, 4500.0, 6000.0);
  }

  // ------------------------------------------------------------------ L9

  @Test
  void aTasksOnlyStatusCannotBeDeletedButALaterOneCan() {
    String user = "l9";
    JsonNode task = ok("/commitments/create", body("userId", user, "label", "Renew the passport"));
    String taskId = task.path("taskId").asString();
    String first = task.path("statusClaimId").asString();

    Response refused = server.post("/claim/delete", body("userId", user, "claimId", first));
    assertThat(refused.status()).as(refused.raw()).isEqualTo(409);
    JsonNode data = refused.body().path("data");
    assertThat(data.path("code").asString()).isEqualTo("TASK_STATUS_REQUIRED");
    assertThat(data.path("name").asString()).isEqualTo("TaskStatusRequiredError");
    assertThat(data.path("claimId").asString()).isEqualTo(first);
    assertThat(data.path("taskId").asString()).isEqualTo(taskId);
    assertThat(refused.body().path("message").asString()).contains("dismiss");
    assertThat(
            ok("/commitments/get", body("userId", user, "taskId", taskId))
                .path("status")
                .asString())
        .as("nothing was written")
        .isEqualTo("pending");
    assertThat(
            ok("/maintenance/recover-statusless-commitments", body("userId", user, "dryRun", true))
                .path("candidateCount")
                .asInt())
        .as("no statusless Task")
        .isZero();

    String done =
        ok("/commitments/status", body("userId", user, "taskId", taskId, "status", "done"))
            .path("claimId")
            .asString();
    ok("/claim/delete", body("userId", user, "claimId", done));
    assertThat(
            ok("/commitments/get", body("userId", user, "taskId", taskId))
                .path("status")
                .asString())
        .as("deleting the later status brings the earlier one back (13.6)")
        .isEqualTo("pending");

    // Dismissal stays the way to take a Task out of every view; other claims delete as before.
    ok("/commitments/dismiss", body("userId", user, "taskId", taskId));
    assertThat(ok("/commitments/candidates", body("userId", user)).path("commitments")).isEmpty();
    String person =
        ok("/node/create", body("userId", user, "nodeType", "Person", "label", "Ann"))
            .path("node")
            .path("id")
            .asString();
    String tall =
        ok(
                "/claim/create",
                body(
                    "userId",
                    user,
                    "subjectNodeId",
                    person,
                    "predicate",
                    "HAS_ATTRIBUTE",
                    "statement",
                    "Ann is tall",
                    "objectValue",
                    "tall"))
            .path("claim")
            .path("id")
            .asString();
    ok("/claim/delete", body("userId", user, "claimId", tall));
  }

  // ------------------------------------------------------------------ deviations found

  @Test
  void aContractDatetimeHasNoTwentyFourthHourAndNoLeapSecond() {
    String user = "dt";
    for (String at : List.of("2026-01-01T24:00:00.000Z", "2026-12-31T23:59:60.000Z")) {
      Response metric = server.post("/metrics/observations", weightReading(user, at));
      TestServer.assertInvalid(metric, "occurredAt", "invalid_format");
      Response turn =
          server.post(
              "/ingest/conversation",
              body(
                  "userId",
                  user,
                  "conversation",
                  body(
                      "id",
                      "c-" + at,
                      "messages",
                      List.of(
                          body("id", "m1", "content", "hi", "role", "user", "timestamp", at)))));
      TestServer.assertInvalid(turn, "conversation.messages[0].timestamp", "invalid_format");
    }
    assertThat(ok("/sources/list", body("userId", user)).path("sources"))
        .as("nothing was written")
        .isEmpty();
    for (String at : List.of("2026-12-31T23:59:59.999999999Z", "2026-01-01T00:00:00Z")) {
      ok("/metrics/observations", weightReading(user, at));
    }
  }

  @Test
  void aBlankLabelIsRefusedOnUpdateAsOnCreate() {
    String user = "blank";
    String node = server.node(user, "Person", "Ann");
    String task =
        ok("/commitments/create", body("userId", user, "label", "Call Ann"))
            .path("taskId")
            .asString();
    TestServer.assertInvalid(
        server.post("/node/create", body("userId", user, "nodeType", "Person", "label", "  ")),
        "label",
        "too_small");
    for (String blank : List.of(" ", "\t\n ")) {
      Response n =
          server.post("/node/update", body("userId", user, "nodeId", node, "label", blank));
      assertThat(n.status()).as(n.raw()).isEqualTo(400);
      assertThat(n.body().path("data").path("issues").get(0).path("path").asString())
          .isEqualTo("label");
      Response t =
          server.post("/commitments/update", body("userId", user, "taskId", task, "label", blank));
      assertThat(t.status()).as(t.raw()).isEqualTo(400);
      assertThat(t.body().path("data").path("issues").get(0).path("path").asString())
          .isEqualTo("label");
    }
    assertThat(
            ok("/node/get", body("userId", user, "nodeId", node))
                .path("node")
                .path("label")
                .asString())
        .isEqualTo("Ann");
    assertThat(
            ok("/commitments/get", body("userId", user, "taskId", task)).path("label").asString())
        .isEqualTo("Call Ann");
    // A description may still be cleared with "".
    ok("/commitments/update", body("userId", user, "taskId", task, "description", ""));
  }

  // ------------------------------------------------------------------ pins of clean probes

  /**
   * Bodies the schema alone cannot make valid (a union, a cross-field rule, a real zone): the rest
   * of each route's base body is generated from its published request schema.
   */
  private static final Map<String, Map<String, Object>> BASES =
      Map.ofEntries(
          Map.entry(
              "/claim/create",
              body(
                  "subjectNodeId",
                  "node_01m9475jeve6kbc1sndet3jyr9",
                  "predicate",
                  "HAS_STATUS",
                  "statement",
                  "x",
                  "objectValue",
                  "v")),
          Map.entry(
              "/commitments/update",
              body("taskId", "node_01m9475jeve6kbc1sndet3jyr9", "label", "x")),
          Map.entry("/digest", body("date", "2026-01-02", "timeZone", "Europe/Amsterdam")),
          Map.entry(
              "/ingest/conversation",
              body(
                  "conversation",
                  body(
                      "id",
                      "c1",
                      "messages",
                      List.of(
                          body(
                              "id",
                              "m1",
                              "content",
                              "hello",
                              "role",
                              "user",
                              "timestamp",
                              "2026-01-02T03:04:05.000Z"))))),
          Map.entry(
              "/maintenance/source-lifecycle",
              body(
                  "sourceId",
                  "src_01m9475jeve6kbc1sndet3jyr9",
                  "expectedSourceVersion",
                  1,
                  "commandId",
                  "123e4567-e89b-12d3-a456-426614174000",
                  "action",
                  "tombstone")),
          Map.entry(
              "/metrics/observations",
              body(
                  "metric",
                  body(
                      "slug",
                      "steps",
                      "label",
                      "Steps",
                      "description",
                      "d",
                      "unit",
                      "count",
                      "aggregationHint",
                      "sum"),
                  "value",
                  1,
                  "occurredAt",
                  "2026-01-02T03:04:05.000Z")),
          Map.entry(
              "/metrics/update",
              body("metricDefinitionId", "mdef_01m9475jeve6kbc1sndet3jyr9", "label", "x")),
          Map.entry(
              "/transcript/ingest",
              body(
                  "transcriptId",
                  "t1",
                  "occurredAt",
                  "2026-01-02T03:04:05.000Z",
                  "content",
                  body("kind", "raw", "text", "Alice: hi"))),
          Map.entry(
              "/maintenance/partition-migration",
              body("nextState", "migrating", "expectedState", "migrated")));

  /**
   * For every POST route of {@code /openapi.json} and every top-level field of its request: a
   * string at its {@code maxLength} and an integer at its bounds are not refused for that field,
   * one character or one unit past is a 400 naming it ({@code too_big}/{@code too_small}); every
   * enum value is taken and a bogus one is {@code invalid_enum_value} at the field; no answer is a
   * 5xx, and every refusal carries the error body of section 9 without Java text.
   */
  @Test
  void everyTopLevelFieldHoldsItsPublishedBoundsAndVocabulary() {
    JsonNode doc = server.get("/openapi.json").body();
    Schemas schemas = new Schemas(doc);
    List<String> failures = new ArrayList<>();
    int requests = 0;
    int n = 0;
    for (var e : doc.path("paths").properties()) {
      String route = e.getKey();
      JsonNode post = e.getValue().path("post");
      JsonNode schema =
          post.path("requestBody").path("content").path("application/json").path("schema");
      if (schema.isMissingNode() || route.equals("/ingest/file")) {
        continue;
      }
      schema = schemas.resolve(schema);
      ObjectNode base = (ObjectNode) schemas.generate(schema);
      Map<String, Object> fixed = BASES.get(route);
      if (fixed != null) {
        base.setAll((ObjectNode) TestServer.JSON.valueToTree(fixed));
      }
      String user = "bounds-" + (n++);
      if (schema.path("properties").has("userId")) {
        base.put("userId", user);
      }
      base.remove("partitionKey");
      Response r = send(route, base);
      requests++;
      if (r.status() == 400) {
        failures.add(route + " base body refused: " + r.raw());
        continue;
      }
      for (var p : schema.path("properties").properties()) {
        String field = p.getKey();
        JsonNode ps = schemas.resolve(p.getValue());
        if (field.equals("partitionKey")) {
          continue;
        }
        for (Probe probe : probes(schemas, ps)) {
          ObjectNode b = base.deepCopy();
          b.set(field, probe.value());
          Response a = send(route, b);
          requests++;
          List<String> issues = issueCodesAt(a, field);
          String what = route + " " + field + "=" + abbreviate(probe.value()) + " -> " + a.status();
          if (probe.expectedCode() == null) {
            // Other rules of the field (a cursor's content, a real zone) may still refuse it.
            if (issues.contains(probe.forbiddenCode())) {
              failures.add(what + " refused at its bound: " + abbreviate(a.raw()));
            }
          } else if (a.status() != 400 || !issues.contains(probe.expectedCode())) {
            failures.add(what + " expected " + probe.expectedCode() + ": " + abbreviate(a.raw()));
          }
        }
      }
    }
    assertThat(failures).isEmpty();
    assertThat(requests).as("the sweep reached the routes").isGreaterThan(500);
  }

  /** A value, the issue code it must get at its field (null: none), or the one it must not. */
  private record Probe(JsonNode value, String expectedCode, String forbiddenCode) {
    /** A value the field takes: no {@code code} at it (other rules may still refuse it). */
    static Probe taken(JsonNode value, String code) {
      return new Probe(value, null, code);
    }

    static Probe refused(JsonNode value, String code) {
      return new Probe(value, code, null);
    }
  }

  /**
   * The probes of one field from its published schema: every enum value taken and a bogus one
   * refused; a string or integer taken at each bound and refused one past it.
   */
  private static List<Probe> probes(Schemas schemas, JsonNode ps) {
    List<Probe> probes = new ArrayList<>();
    String type = Schemas.type(ps);
    JsonNode bogus = F.stringNode("ZZ_not_a_value");
    if (ps.has("enum")) {
      ps.get("enum").forEach(v -> probes.add(Probe.taken(v, "invalid_enum_value")));
      probes.add(Probe.refused(bogus, "invalid_enum_value"));
    } else if (type.equals("string") && !ps.has("pattern") && ps.has("maxLength")) {
      int max = ps.get("maxLength").asInt();
      bound(probes, F.stringNode("y".repeat(max)), F.stringNode("y".repeat(max + 1)), "too_big");
      if (ps.path("minLength").asInt(0) == 1) {
        probes.add(Probe.refused(F.stringNode(""), "too_small"));
      }
    } else if (type.equals("integer")) {
      if (ps.has("maximum")) {
        long max = ps.get("maximum").asLong();
        bound(probes, F.numberNode(max), F.numberNode(max + 1), "too_big");
      }
      if (ps.has("minimum")) {
        long min = ps.get("minimum").asLong();
        bound(probes, F.numberNode(min), F.numberNode(min - 1), "too_small");
      }
    } else if (type.equals("array") && schemas.resolve(ps.path("items")).has("enum")) {
      probes.add(Probe.refused(F.arrayNode().add(bogus), "invalid_enum_value"));
    }
    return probes;
  }

  /** A value at a bound is taken; one past it is refused with {@code code}. */
  private static void bound(List<Probe> probes, JsonNode at, JsonNode past, String code) {
    probes.add(Probe.taken(at, code));
    probes.add(Probe.refused(past, code));
  }

  /** Posts with the maintenance token (ignored by ordinary routes); checks the error body. */
  private Response send(String route, JsonNode body) {
    Response r = server.post(route, body.toString(), Map.of("Authorization", "Bearer " + TOKEN));
    assertThat(r.status()).as(route + " " + abbreviate(r.raw())).isLessThan(500);
    if (r.status() >= 400) {
      assertThat(r.body()).as(route + " error body is JSON").isNotNull();
      assertThat(r.body().path("statusCode").asInt()).isEqualTo(r.status());
      assertThat(r.body().path("message").asString()).isNotBlank();
      assertThat(r.body().path("data").path("code").asString()).isNotBlank();
      assertThat(r.raw()).doesNotContain("Exception").doesNotContain("java.");
    }
    return r;
  }

  /** The codes of the validation issues at {@code field} (or inside it). */
  private static List<String> issueCodesAt(Response r, String field) {
    List<String> codes = new ArrayList<>();
    if (r.status() != 400 || r.body() == null) {
      return codes;
    }
    for (JsonNode i : r.body().path("data").path("issues")) {
      String path = i.path("path").asString();
      if (path.equals(field) || path.startsWith(field + "[") || path.startsWith(field + ".")) {
        codes.add(i.path("code").asString());
      }
    }
    return codes;
  }

  private static String abbreviate(Object o) {
    String s = String.valueOf(o);
    return s.length() > 160 ? s.substring(0, 160) + "…(" + s.length() + ")" : s;
  }

  /** Reads the published request schemas and makes a plausible value for each. */
  private static final class Schemas {
    private final JsonNode doc;

    Schemas(JsonNode doc) {
      this.doc = doc;
    }

    JsonNode resolve(JsonNode s) {
      while (s.has("$ref")) {
        s = doc.path("components").path("schemas").path(s.get("$ref").asString().substring(21));
      }
      if (s.has("allOf") && s.get("allOf").size() == 1) {
        return resolve(s.get("allOf").get(0));
      }
      for (String union : List.of("anyOf", "oneOf")) {
        if (s.has(union)) {
          for (JsonNode option : s.get(union)) {
            if (!"null".equals(option.path("type").asString(""))) {
              return resolve(option);
            }
          }
        }
      }
      return s;
    }

    static String type(JsonNode s) {
      JsonNode t = s.path("type");
      if (t.isArray()) {
        for (JsonNode x : t) {
          if (!"null".equals(x.asString())) {
            return x.asString();
          }
        }
      }
      return t.asString("object");
    }

    JsonNode generate(JsonNode s) {
      s = resolve(s);
      if (s.has("enum")) {
        return s.get("enum").get(0);
      }
      if (s.has("default") && !s.get("default").isNull()) {
        return s.get("default");
      }
      switch (type(s)) {
        case "string" -> {
          String pattern = s.path("pattern").asString("");
          if (pattern.startsWith("^src_")) {
            return F.stringNode("src_01m9475jeve6kbc1sndet3jyr9");
          }
          if (pattern.contains("T\\d{2}")) {
            return F.stringNode("2026-01-02T03:04:05.000Z");
          }
          if (pattern.contains("\\d{4}-\\d{2}-\\d{2}")) {
            return F.stringNode("2026-01-02");
          }
          if (pattern.contains("[01]\\d")) {
            return F.stringNode("09:30");
          }
          if (pattern.contains("[0-9a-fA-F]{8}")) {
            return F.stringNode("123e4567-e89b-12d3-a456-426614174000");
          }
          if (pattern.contains("@[^")) {
            return F.stringNode("a@example.com");
          }
          if (pattern.contains("a-z0-9_")) {
            return F.stringNode("steps");
          }
          if (pattern.contains(":[^\\s]+")) {
            return F.stringNode("https://example.com/x");
          }
          if (pattern.contains("A-Za-z0-9")) {
            return F.stringNode("memory:personal");
          }
          return F.stringNode("x".repeat(Math.max(1, s.path("minLength").asInt(1))));
        }
        case "integer" -> {
          return F.numberNode(s.path("minimum").asLong(1));
        }
        case "number" -> {
          return F.numberNode(s.path("minimum").asDouble(1));
        }
        case "boolean" -> {
          return F.booleanNode(false);
        }
        case "array" -> {
          var a = F.arrayNode();
          for (int i = 0; i < s.path("minItems").asInt(0); i++) {
            JsonNode item = generate(s.path("items"));
            // uniqueItems (a merge's nodeIds): the same text made different by its index
            a.add(
                s.path("uniqueItems").asBoolean() && item.isString()
                    ? F.stringNode(item.asString() + i)
                    : item);
          }
          return a;
        }
        default -> {
          ObjectNode o = F.objectNode();
          for (JsonNode k : s.path("required")) {
            o.set(k.asString(), generate(s.path("properties").path(k.asString())));
          }
          return o;
        }
      }
    }
  }

  /**
   * A second user reaches none of the first user's objects: every route taking an id answers 404,
   * 422, null or an empty list, in strict and in workspace scope, nothing of the first user's
   * appears in any answer, and the first user's data is unchanged afterwards. Cursors carry a
   * position, never another user's rows.
   */
  @Test
  void aSecondUserNeverReachesTheFirstUsersData() {
    String a = "iso-a";
    String b = "iso-b";
    String secret = "Zebulon Quartz";
    JsonNode created =
        ok(
            "/node/create",
            body(
                "userId",
                a,
                "nodeType",
                "Person",
                "label",
                secret,
                "initialClaims",
                List.of(
                    body(
                        "predicate",
                        "HAS_ATTRIBUTE",
                        "statement",
                        secret + " likes tea",
                        "objectValue",
                        "tea"))));
    String node = created.path("node").path("id").asString();
    String claim = created.path("initialClaimIds").get(0).asString();
    String other = server.node(a, "Person", secret + " Junior");
    String task =
        ok("/commitments/create", body("userId", a, "label", secret + " task"))
            .path("taskId")
            .asString();
    ok("/commitments/create", body("userId", a, "label", secret + " second task"));
    String alias =
        ok("/alias/create", body("userId", a, "canonicalNodeId", node, "aliasText", "Zeb"))
            .path("alias")
            .path("id")
            .asString();
    JsonNode doc =
        ok(
            "/ingest/document",
            body(
                "userId",
                a,
                "document",
                body("id", "doc-secret", "content", secret + " wrote about quartz.")));
    String source = doc.path("sourceId").asString();
    String operation = doc.path("ingestionOperationId").asString();
    ok(
        "/ingest/document",
        body("userId", a, "document", body("id", "doc-2", "content", "More about quartz.")));
    defineSteps(a);
    push(a, "shared-push", 10, 20);
    String metric =
        ok("/metrics/list", body("userId", a)).path("metrics").get(0).path("id").asString();
    ok("/scratchpad/write", body("userId", a, "content", secret + " pad"));
    server.awaitProcessed(a, operation);
    List<String> ids = List.of(node, claim, other, task, alias, source, metric);

    List<Map<String, Object>> calls =
        List.of(
            body("@", "/node/get", "nodeId", node),
            body("@", "/node/sources", "nodeId", node),
            body("@", "/node/neighborhood", "nodeId", node),
            body("@", "/node/history", "nodeId", node),
            body("@", "/node/profile", "nodeId", node),
            body("@", "/node/summarize", "nodeId", node),
            body("@", "/node/update", "nodeId", node, "label", "taken"),
            body("@", "/node/merge", "nodeIds", List.of(node, other)),
            body("@", "/node/batch-delete", "nodeIds", List.of(node)),
            body("@", "/node/delete", "nodeId", node),
            body("@", "/claim/get", "claimId", claim),
            body("@", "/claim/update", "claimId", claim, "status", "retracted"),
            body("@", "/claim/delete", "claimId", claim),
            body(
                "@",
                "/claim/reattribute",
                "claimId",
                claim,
                "replace",
                "subject",
                "newNodeId",
                other),
            body(
                "@",
                "/claim/create",
                "subjectNodeId",
                node,
                "predicate",
                "HAS_ATTRIBUTE",
                "statement",
                "s",
                "objectValue",
                "v"),
            body("@", "/alias/create", "canonicalNodeId", node, "aliasText", "x"),
            body("@", "/alias/delete", "aliasId", alias),
            body("@", "/alias/list", "canonicalNodeId", node),
            body("@", "/context/entity", "nodeId", node),
            body("@", "/commitments/get", "taskId", task),
            body("@", "/commitments/status", "taskId", task, "status", "done"),
            body("@", "/commitments/owner", "taskId", task, "ownedBy", null),
            body("@", "/commitments/due", "taskId", task, "dueOn", null),
            body("@", "/commitments/update", "taskId", task, "label", "x"),
            body("@", "/commitments/confirm", "taskId", task),
            body("@", "/commitments/dismiss", "taskId", task),
            body("@", "/commitments/create", "label", "mine", "ownedBy", node),
            body("@", "/commitments/open", "ownedBy", node),
            body("@", "/commitments/list"),
            body("@", "/sources/get", "sourceId", source, "includeContent", true),
            body("@", "/sources/nodes", "sourceIds", List.of(source)),
            body("@", "/sources/list"),
            body("@", "/sources/processing", "operationId", operation),
            body("@", "/sources/processing/retry", "operationId", operation),
            body("@", "/metrics/summary", "metricId", metric),
            body(
                "@",
                "/metrics/series",
                "metricIds",
                List.of(metric),
                "from",
                "2025-01-01T00:00:00.000Z",
                "to",
                "2027-01-01T00:00:00.000Z",
                "bucket",
                "none"),
            body("@", "/metrics/update", "metricDefinitionId", metric, "label", "x"),
            body("@", "/metrics/delete", "metricDefinitionId", metric),
            body("@", "/metrics/list"),
            body("@", "/citations/resolve", "ids", ids),
            body("@", "/query/graph"),
            body("@", "/query/sample-nodes"),
            body("@", "/query/recent-changes", "since", "2020-01-01T00:00:00.000Z"),
            body("@", "/query/change-feed"),
            body("@", "/context/bootstrap", "forceRefresh", true),
            body("@", "/context/search", "query", "quartz"),
            body("@", "/search", "query", "quartz"),
            body("@", "/scratchpad/read"),
            body("@", "/maintenance/prune-orphan-nodes"),
            body("@", "/maintenance/reextract", "sourceIds", List.of(source)));
    for (Map<String, Object> call : calls) {
      Map<String, Object> req = new java.util.LinkedHashMap<>(call);
      String route = (String) req.remove("@");
      req.put("userId", b);
      for (String scope : List.of("partition", "workspace")) {
        Response r =
            server.post(
                route,
                TestServer.JSON.writeValueAsString(req),
                Map.of("x-memory-access-scope", scope));
        String what = route + " (" + scope + ") " + r.raw();
        if (route.equals("/sources/processing/retry")) {
          // CONTRACT.md 4.6: an unknown operation is the original's 409 PARTITION_UNAUTHORIZED.
          assertThat(r.status()).as(what).isEqualTo(409);
        } else {
          assertThat(r.status()).as(what).isIn(200, 201, 202, 404, 422);
        }
        String answer = r.raw().replace(TestServer.JSON.writeValueAsString(req), "");
        assertThat(answer).as(what).doesNotContain("Zebulon").doesNotContain("Zeb\"");
        for (String id : ids) {
          if (!TestServer.JSON.writeValueAsString(req).contains(id)) {
            assertThat(answer).as(what).doesNotContain(id);
          }
        }
      }
    }
    // Refused for the intruder, so every object of the first user is as it was.
    assertThat(
            ok("/node/get", body("userId", a, "nodeId", node))
                .path("node")
                .path("label")
                .asString())
        .isEqualTo(secret);
    assertThat(ok("/commitments/get", body("userId", a, "taskId", task)).path("status").asString())
        .isEqualTo("pending");
    assertThat(observationCount(a, "steps")).isEqualTo(3);
    assertThat(ok("/scratchpad/read", body("userId", a)).path("content").asString())
        .isEqualTo(secret + " pad");
    assertThat(
            ok("/citations/resolve", body("userId", b, "ids", ids)).findValues("available").stream()
                .map(JsonNode::asBoolean))
        .containsOnly(false);

    // The first user's cursors are refused to the second user (the tenth audit's L5/N8: a cursor
    // is bound to the user and list it was issued for).
    String listCursor =
        ok("/commitments/list", body("userId", a, "limit", 1)).path("nextCursor").asString();
    String sourceCursor =
        ok("/sources/list", body("userId", a, "limit", 1)).path("nextCursor").asString();
    assertThat(listCursor).isNotBlank();
    assertThat(sourceCursor).isNotBlank();
    TestServer.assertInvalid(
        server.post("/commitments/list", body("userId", b, "cursor", listCursor)),
        "cursor",
        "custom");
    TestServer.assertInvalid(
        server.post("/sources/list", body("userId", b, "cursor", sourceCursor)),
        "cursor",
        "custom");
    String feedCursor =
        ok("/query/change-feed", body("userId", a, "limit", 1)).path("nextCursor").asString();
    JsonNode feed = ok("/query/change-feed", body("userId", b, "cursor", feedCursor));
    assertThat(feed.path("events")).isEmpty();
    assertThat(feed.path("cursorInvalid").path("reason").asString()).isEqualTo("user_mismatch");
    // A cursor of one list is not a cursor of another.
    TestServer.assertInvalid(
        server.post("/commitments/list", body("userId", a, "cursor", sourceCursor)),
        "cursor",
        "custom");
    TestServer.assertInvalid(
        server.post("/sources/list", body("userId", a, "cursor", listCursor)), "cursor", "custom");
  }
}
