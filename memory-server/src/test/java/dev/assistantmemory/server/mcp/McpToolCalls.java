package dev.assistantmemory.server.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import dev.assistantmemory.server.TestServer;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The same checks for every transport, through the SDK's own client: initialize, the tool list,
 * every tool with valid and with invalid input, and an ingest → search round trip.
 */
public final class McpToolCalls {
  /** The tools of the routes that exist today (catalog order). */
  public static final List<String> TOOLS =
      List.of(
          "bootstrap_memory",
          "search_memory",
          "search_reference",
          "list_open_commitments",
          "list_commitments",
          "get_commitment",
          "create_commitment",
          "confirm_commitment",
          "dismiss_commitment",
          "set_commitment_status",
          "set_commitment_owner",
          "update_commitment",
          "query_day_memories",
          "save_memory",
          "get_source_processing",
          "retry_source_processing",
          "get_source",
          "get_entity",
          "get_node",
          "get_node_sources",
          "create_claim",
          "update_node",
          "delete_node",
          "record_metric",
          "list_metrics",
          "get_metric_series",
          "get_metric_summary",
          "read_scratchpad",
          "write_scratchpad",
          "edit_scratchpad",
          "memory_health");

  private McpToolCalls() {}

  public static JsonNode call(McpSyncClient client, String tool, Map<String, Object> args) {
    CallToolResult r = client.callTool(new McpSchema.CallToolRequest(tool, args));
    assertThat(r.isError()).as(tool + " " + text(r)).isNotEqualTo(Boolean.TRUE);
    return TestServer.JSON.readTree(text(r));
  }

  /** A call that must fail as a tool result: isError, our code, never a Java stack trace. */
  public static JsonNode error(
      McpSyncClient client, String tool, Map<String, Object> args, String code) {
    CallToolResult r = client.callTool(new McpSchema.CallToolRequest(tool, args));
    String text = text(r);
    assertThat(r.isError()).as(tool + " " + text).isTrue();
    assertThat(text).doesNotContain("Exception").doesNotContain("\tat ");
    JsonNode body = TestServer.JSON.readTree(text);
    assertThat(body.path("code").asString()).as(text).isEqualTo(code);
    assertThat(body.path("message").asString()).isNotBlank();
    return body;
  }

  /** get_entity of a node that is not there: isError with exactly the text "Entity not found". */
  static void entityNotFound(McpSyncClient client, Map<String, Object> args) {
    CallToolResult r = client.callTool(new McpSchema.CallToolRequest("get_entity", args));
    assertThat(r.isError()).isTrue();
    assertThat(text(r)).isEqualTo("Entity not found");
  }

  /** A call that must succeed; its text as it is (some tools answer text, not JSON). */
  public static String text(McpSyncClient client, String tool, Map<String, Object> args) {
    CallToolResult r = client.callTool(new McpSchema.CallToolRequest(tool, args));
    assertThat(r.isError()).as(tool + " " + text(r)).isNotEqualTo(Boolean.TRUE);
    return text(r);
  }

  static String text(CallToolResult r) {
    assertThat(r.content()).hasSize(1);
    return ((McpSchema.TextContent) r.content().get(0)).text();
  }

  /**
   * Every tool once with valid input and once with invalid input, then save → process → search
   * (personal) and save → search_reference (reference), for {@code user}; {@code withUser} adds the
   * userId to arguments (false: the connection is bound to the user). {@code nodeId}: a node of the
   * user the graph tools read, edit and finally delete.
   */
  public static void exercise(McpSyncClient client, String user, boolean withUser, String nodeId) {
    McpSchema.InitializeResult init = client.getCurrentInitializationResult();
    assertThat(init.serverInfo().name()).isEqualTo("assistant-memory");
    assertThat(init.instructions()).contains("search_memory").contains("list_open_commitments");
    List<String> names = client.listTools().tools().stream().map(McpSchema.Tool::name).toList();
    assertThat(names).containsExactlyElementsOf(TOOLS);

    // Ingest → search round trip, personal and reference.
    JsonNode receipt =
        call(
            client,
            "save_memory",
            args(
                user,
                withUser,
                "document",
                Map.of(
                    "id", "note-boiler",
                    "content", "The boiler service is booked with Hendriks on Friday.")));
    String operationId = receipt.path("ingestionOperationId").asString();
    assertThat(operationId).isNotBlank();
    call(
        client,
        "save_memory",
        args(
            user,
            withUser,
            "document",
            Map.of(
                "id",
                "book-stoa",
                "content",
                "Epictetus teaches that the dichotomy of control separates what is up to us.",
                "scope",
                "reference",
                "title",
                "Discourses")));
    await()
        .atMost(Duration.ofSeconds(60))
        .pollInterval(Duration.ofMillis(100))
        .until(
            () ->
                "completed"
                    .equals(
                        call(
                                client,
                                "get_source_processing",
                                args(user, withUser, "operationId", operationId))
                            .path("processing")
                            .path("status")
                            .asString()));
    assertThat(
            call(
                    client,
                    "get_source",
                    args(
                        user,
                        withUser,
                        "sourceId",
                        receipt.path("sourceId").asString(),
                        "includeContent",
                        true))
                .toString())
        .contains("Hendriks");
    error(client, "get_source", args(user, withUser), "VALIDATION_FAILED");
    // A completed receipt is not failed: the retry is refused as a tool error, never faked.
    error(
        client,
        "retry_source_processing",
        args(user, withUser, "operationId", operationId),
        "RETRY_REFUSED");
    error(client, "retry_source_processing", args(user, withUser), "VALIDATION_FAILED");
    await()
        .atMost(Duration.ofSeconds(60))
        .pollInterval(Duration.ofMillis(100))
        .until(
            () ->
                call(client, "search_memory", args(user, withUser, "query", "boiler service"))
                    .path("cards")
                    .toString()
                    .contains("Hendriks"));
    // CONTRACT 11: search_memory answers personal node cards with their evidence.
    JsonNode cards = call(client, "search_memory", args(user, withUser, "query", "boiler service"));
    assertThat(cards.path("query").asString()).isEqualTo("boiler service");
    assertThat(cards.path("evidence").isArray()).isTrue();
    for (JsonNode c : cards.path("cards")) {
      assertThat(c.path("scope").asString()).isEqualTo("personal");
      assertThat(c.has("currentFacts")).isTrue();
    }
    // scope is fixed by the tool: asking for reference material still answers personal cards.
    for (JsonNode c :
        call(
                client,
                "search_memory",
                args(user, withUser, "query", "dichotomy of control", "scope", "reference"))
            .path("cards")) {
      assertThat(c.path("scope").asString()).isEqualTo("personal");
    }
    await()
        .atMost(Duration.ofSeconds(60))
        .pollInterval(Duration.ofMillis(100))
        .until(
            () ->
                call(
                        client,
                        "search_reference",
                        args(user, withUser, "query", "dichotomy of control"))
                    .path("cards")
                    .toString()
                    .contains("Discourses"));
    // CONTRACT 11: reference cards carry the material's source (title, author), never personal.
    JsonNode reference =
        call(client, "search_reference", args(user, withUser, "query", "dichotomy of control"));
    JsonNode first = reference.path("cards").path(0);
    assertThat(first.path("scope").asString()).as(reference.toString()).isEqualTo("reference");
    assertThat(first.path("source").path("title").asString()).isEqualTo("Discourses");
    assertThat(first.path("source").path("type").asString()).isEqualTo("document");
    assertThat(first.path("source").path("sourceNodeId").asString())
        .isEqualTo(first.path("nodeId").asString());
    assertThat(reference.toString()).doesNotContain("Hendriks");
    assertThat(
            call(client, "search_memory", args(user, withUser, "query", "dichotomy of control"))
                .toString())
        .as("reference material never in personal search")
        .doesNotContain("Epictetus");

    // Graph tools over a node the test made through REST (/node/create has no tool).
    // get_entity answers one node card (CONTRACT 11), not /node/get's {node, claims}.
    JsonNode card = call(client, "get_entity", args(user, withUser, "nodeId", nodeId));
    assertThat(card.path("nodeId").asString()).as(card.toString()).isEqualTo(nodeId);
    assertThat(card.has("currentFacts")).isTrue();
    assertThat(card.has("preferencesGoals")).isTrue();
    assertThat(card.has("recentEvidence")).isTrue();
    assertThat(card.path("aliases").isArray()).isTrue();
    assertThat(
            call(client, "get_node", args(user, withUser, "nodeId", nodeId))
                .path("node")
                .path("id")
                .asString())
        .isEqualTo(nodeId);
    assertThat(
            call(client, "get_node_sources", args(user, withUser, "nodeId", nodeId)).has("sources"))
        .isTrue();
    JsonNode claim =
        call(
            client,
            "create_claim",
            args(
                user,
                withUser,
                "subjectNodeId",
                nodeId,
                "predicate",
                "HAS_PREFERENCE",
                "statement",
                "Prefers morning appointments",
                "objectValue",
                "morning appointments"));
    assertThat(claim.path("claim").path("id").asString()).startsWith("claim_");
    assertThat(
            call(
                    client,
                    "update_node",
                    args(user, withUser, "nodeId", nodeId, "label", "Hendriks BV"))
                .path("node")
                .path("label")
                .asString())
        .isEqualTo("Hendriks BV");
    assertThat(
            call(client, "delete_node", args(user, withUser, "nodeId", nodeId))
                .path("deleted")
                .asBoolean())
        .isTrue();
    entityNotFound(client, args(user, withUser, "nodeId", nodeId));

    // Scratchpad: text results as CONTRACT section 11 gives them; a failed edit is a tool error.
    assertThat(text(client, "read_scratchpad", args(user, withUser)))
        .isEqualTo("(empty scratchpad)");
    assertThat(
            text(client, "write_scratchpad", args(user, withUser, "content", "call the plumber")))
        .isEqualTo("call the plumber");
    assertThat(
            text(
                client,
                "edit_scratchpad",
                args(user, withUser, "oldText", "plumber", "newText", "electrician")))
        .isEqualTo("call the electrician");
    error(
        client,
        "edit_scratchpad",
        args(user, withUser, "oldText", "no such text", "newText", "x"),
        "BAD_REQUEST");
    assertThat(text(client, "read_scratchpad", args(user, withUser)))
        .isEqualTo("call the electrician");

    // Commitments: create, read in every view, change, confirm, dismiss.
    String taskId =
        call(
                client,
                "create_commitment",
                args(user, withUser, "label", "Renew the passport", "dueOn", "2026-12-20"))
            .path("taskId")
            .asString();
    assertThat(taskId).startsWith("node_");
    assertThat(call(client, "list_open_commitments", args(user, withUser)).toString())
        .contains(taskId);
    assertThat(call(client, "list_commitments", args(user, withUser)).toString()).contains(taskId);
    assertThat(
            call(client, "get_commitment", args(user, withUser, "taskId", taskId))
                .path("label")
                .asString())
        .isEqualTo("Renew the passport");
    assertThat(
            call(
                    client,
                    "set_commitment_status",
                    args(user, withUser, "taskId", taskId, "status", "in_progress"))
                .path("status")
                .asString())
        .isEqualTo("in_progress");
    call(client, "set_commitment_owner", args(user, withUser, "taskId", taskId, "ownedBy", null));
    assertThat(
            call(
                    client,
                    "update_commitment",
                    args(user, withUser, "taskId", taskId, "label", "Renew the passport today"))
                .path("label")
                .asString())
        .isEqualTo("Renew the passport today");
    call(client, "confirm_commitment", args(user, withUser, "taskId", taskId));
    call(client, "dismiss_commitment", args(user, withUser, "taskId", taskId));
    assertThat(text(client, "list_open_commitments", args(user, withUser)))
        .doesNotContain(taskId)
        .isEqualTo("No open commitments.");
    error(client, "create_commitment", args(user, withUser), "VALIDATION_FAILED");
    error(client, "get_commitment", args(user, withUser), "VALIDATION_FAILED");
    error(
        client,
        "set_commitment_status",
        args(user, withUser, "taskId", taskId),
        "VALIDATION_FAILED");

    // Session context.
    assertThat(call(client, "bootstrap_memory", args(user, withUser)).has("sections")).isTrue();
    String today = java.time.LocalDate.now(java.time.ZoneOffset.UTC).toString();
    assertThat(text(client, "query_day_memories", args(user, withUser, "date", today)))
        .startsWith("<assistant_memory")
        .contains("date=\"" + today + "\"");
    assertThat(text(client, "query_day_memories", args(user, withUser, "date", "1999-01-01")))
        .isEqualTo("No memory recorded on 1999-01-01");
    error(client, "query_day_memories", args(user, withUser, "date", "1 Dec"), "VALIDATION_FAILED");

    // Metrics: record, list, series, summary.
    JsonNode recorded =
        call(
            client,
            "record_metric",
            args(
                user,
                withUser,
                "metric",
                Map.of(
                    "slug",
                    "body_weight",
                    "label",
                    "Body weight",
                    "description",
                    "Morning bathroom scale weight",
                    "unit",
                    "kg",
                    "aggregationHint",
                    "avg"),
                "value",
                78.2,
                "occurredAt",
                "2026-05-03T07:30:00Z"));
    assertThat(recorded.path("inserted").asInt()).isEqualTo(1);
    String metricId =
        call(client, "list_metrics", args(user, withUser))
            .path("metrics")
            .get(0)
            .path("id")
            .asString();
    assertThat(
            call(
                    client,
                    "get_metric_series",
                    args(
                        user,
                        withUser,
                        "metricIds",
                        List.of(metricId),
                        "from",
                        "2026-05-01T00:00:00Z",
                        "to",
                        "2026-05-31T00:00:00Z",
                        "bucket",
                        "day"))
                .path("series")
                .get(0)
                .path("points"))
        .hasSize(1);
    assertThat(
            call(client, "get_metric_summary", args(user, withUser, "metricId", metricId))
                .path("latest")
                .path("value")
                .asDouble())
        .isEqualTo(78.2);
    error(client, "record_metric", args(user, withUser, "value", 1), "VALIDATION_FAILED");
    error(client, "get_metric_summary", args(user, withUser), "VALIDATION_FAILED");

    JsonNode health = call(client, "memory_health", Map.of());
    assertThat(health.has("queue")).isTrue();
    assertThat(health.path("index").has("lag")).isTrue();

    // Invalid input: a useful error (code, issues), never a crash.
    JsonNode invalid =
        error(client, "search_memory", args(user, withUser, "limit", 500), "VALIDATION_FAILED");
    assertThat(invalid.path("issues").toString()).contains("query").contains("limit");
    error(
        client,
        "save_memory",
        args(user, withUser, "document", Map.of("id", "x")),
        "VALIDATION_FAILED");
    error(client, "search_reference", args(user, withUser), "VALIDATION_FAILED");
    error(client, "get_source_processing", args(user, withUser), "VALIDATION_FAILED");
    error(client, "get_entity", args(user, withUser), "VALIDATION_FAILED");
    entityNotFound(client, args(user, withUser, "nodeId", "node_unknown"));
    error(client, "get_node", args(user, withUser, "nodeId", 7), "VALIDATION_FAILED");
    error(client, "get_node_sources", args(user, withUser), "VALIDATION_FAILED");
    error(
        client,
        "create_claim",
        args(user, withUser, "predicate", "HAS_PREFERENCE"),
        "VALIDATION_FAILED");
    error(client, "update_node", args(user, withUser, "label", "x"), "VALIDATION_FAILED");
    error(client, "delete_node", args(user, withUser), "VALIDATION_FAILED");
    error(
        client, "write_scratchpad", args(user, withUser, "mode", "sideways"), "VALIDATION_FAILED");
    error(client, "edit_scratchpad", args(user, withUser, "oldText", ""), "VALIDATION_FAILED");
    // An empty userId: invalid in itself, and never the user a bound connection acts for. The
    // in-process server validates first (VALIDATION_FAILED); the stdio process forwarding to a
    // running service checks its binding before forwarding (FORBIDDEN). Either way, nothing runs.
    CallToolResult emptyUser =
        client.callTool(new McpSchema.CallToolRequest("read_scratchpad", Map.of("userId", "")));
    assertThat(emptyUser.isError()).isTrue();
    assertThat(TestServer.JSON.readTree(text(emptyUser)).path("code").asString())
        .isIn("VALIDATION_FAILED", "FORBIDDEN");
  }

  public static Map<String, Object> args(String user, boolean withUser, Object... kv) {
    Map<String, Object> out = new LinkedHashMap<>();
    if (withUser) {
      out.put("userId", user);
    }
    for (int i = 0; i < kv.length; i += 2) {
      out.put((String) kv[i], kv[i + 1]);
    }
    return out;
  }
}
