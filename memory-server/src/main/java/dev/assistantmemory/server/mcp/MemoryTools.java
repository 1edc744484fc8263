package dev.assistantmemory.server.mcp;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.ValidationIssue;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.ErrorData;
import dev.assistantmemory.server.http.HttpApi;
import dev.assistantmemory.server.http.RequestBinder;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.auth.ApiPrincipal;
import dev.assistantmemory.server.http.wire.JsonSchemas;
import dev.assistantmemory.server.mcp.ToolCatalog.ToolDeclaration;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The MCP tools of the routes that exist: each {@link ToolDeclaration} resolved against the edge's
 * {@link Endpoint}s. A call binds its arguments with the same {@link RequestBinder} as REST, checks
 * the caller's key with {@link ApiPrincipal#authorize} and runs the route's own handler; every
 * {@link MemoryException} becomes a result with {@code isError: true} carrying its code, message
 * and validation issues, and any other failure an {@code INTERNAL_ERROR} with an error id (the
 * stack trace goes to the log, never to the client).
 */
public final class MemoryTools {
  private static final Logger LOG = LoggerFactory.getLogger(MemoryTools.class);
  private static final ObjectMapper JSON = JsonMapper.builder().build();

  /** One tool that can be called: its declaration, its route and its input schema. */
  public record Tool(ToolDeclaration declaration, Endpoint<?, ?> endpoint, McpSchema.Tool schema) {
    public String name() {
      return declaration.name();
    }
  }

  /**
   * Who calls: the API key's principal (HTTP transports, null without keys), the user a connection
   * is bound to when no key says so (stdio {@code --user}), and the access scope.
   */
  public record Caller(ApiPrincipal principal, String boundUser, String accessScopeHeader) {
    /** The user a call that names none acts for, or null. */
    String defaultUser() {
      if (principal != null && principal.userId() != null) {
        return principal.userId();
      }
      return boundUser;
    }
  }

  private final Map<String, Tool> tools = new LinkedHashMap<>();
  private final List<ToolDeclaration> waiting = new ArrayList<>();
  private final RequestBinder binder;

  /**
   * @param endpoints the routes the edge serves
   * @param rawEditTools whether raw edit tools (update_node, delete_node) are listed
   */
  public MemoryTools(List<Endpoint<?, ?>> endpoints, boolean rawEditTools, long maxRequestBytes) {
    this.binder = new RequestBinder(maxRequestBytes);
    Map<String, Endpoint<?, ?>> byPath = new LinkedHashMap<>();
    endpoints.forEach(e -> byPath.putIfAbsent(e.path(), e));
    for (ToolDeclaration d : ToolCatalog.TOOLS) {
      Endpoint<?, ?> e = byPath.get(d.path());
      if (e == null) {
        waiting.add(d);
      } else if (!d.rawEdit() || rawEditTools) {
        tools.put(d.name(), new Tool(d, e, schema(d, e)));
      }
    }
  }

  /** The tools offered, in catalog order. */
  public List<Tool> tools() {
    return List.copyOf(tools.values());
  }

  /** Declared tools whose route is not served yet (not listed). */
  public List<ToolDeclaration> waiting() {
    return List.copyOf(waiting);
  }

  private static McpSchema.Tool schema(ToolDeclaration d, Endpoint<?, ?> e) {
    boolean read = e.access() != Endpoint.Access.WRITE;
    McpSchema.ToolAnnotations annotations =
        McpSchema.ToolAnnotations.builder()
            .readOnlyHint(read)
            .destructiveHint(d.rawEdit() && d.name().startsWith("delete"))
            .openWorldHint(false)
            .build();
    return McpSchema.Tool.builder()
        .name(d.name())
        .description(d.description())
        .inputSchema(JSON.convertValue(withoutFixed(inputSchema(e.request()), d), Map.class))
        .annotations(annotations)
        .build();
  }

  /** The input schema without the fields the tool fixes (a caller cannot set them). */
  private static ObjectNode withoutFixed(ObjectNode schema, ToolDeclaration d) {
    for (String field : d.fixed().keySet()) {
      if (schema.path("properties") instanceof ObjectNode props) {
        props.remove(field);
      }
      if (schema.get("required") instanceof ArrayNode list) {
        for (int i = list.size() - 1; i >= 0; i--) {
          if (field.equals(list.get(i).asString())) {
            list.remove(i);
          }
        }
      }
    }
    return schema;
  }

  /**
   * The route's request record as one self-contained JSON Schema ($refs inlined, as MCP hosts
   * expect), with {@code userId} optional: a connection bound to a user (API key, {@code --user})
   * supplies it.
   */
  static ObjectNode inputSchema(Class<?> request) {
    if (request == Void.class) {
      ObjectNode empty = JSON.createObjectNode();
      empty.put("type", "object");
      empty.putObject("properties");
      empty.put("additionalProperties", false);
      return empty;
    }
    JsonSchemas schemas = new JsonSchemas();
    ObjectNode root = inline(schemas.schemaOf(request), schemas.components(), 0);
    if (UserRequest.class.isAssignableFrom(request)) {
      ObjectNode user = (ObjectNode) root.path("properties").path("userId");
      if (user.isObject()) {
        user.put(
            "description",
            "The user whose memory this is. Optional when the connection is bound to a user"
                + " (a user API key over HTTP, --user for stdio); must then name that user.");
      }
      JsonNode required = root.get("required");
      if (required instanceof ArrayNode list) {
        for (int i = list.size() - 1; i >= 0; i--) {
          if ("userId".equals(list.get(i).asString())) {
            list.remove(i);
          }
        }
        if (list.isEmpty()) {
          root.remove("required");
        }
      }
    }
    return root;
  }

  private static ObjectNode inline(
      ObjectNode schema, Map<String, ObjectNode> components, int depth) {
    if (depth > 20) {
      throw new IllegalStateException("schema nests too deeply: " + schema);
    }
    if (schema.has("$ref")) {
      String ref = schema.get("$ref").asString();
      String name = ref.substring(ref.lastIndexOf('/') + 1);
      return inline(components.get(name).deepCopy(), components, depth + 1);
    }
    ObjectNode out = JSON.createObjectNode();
    for (Map.Entry<String, JsonNode> field : schema.properties()) {
      out.set(field.getKey(), inlineValue(field.getValue(), components, depth));
    }
    return out;
  }

  private static JsonNode inlineValue(JsonNode v, Map<String, ObjectNode> components, int depth) {
    if (v instanceof ObjectNode o) {
      return inline(o, components, depth + 1);
    }
    if (v instanceof ArrayNode a) {
      ArrayNode out = JSON.createArrayNode();
      a.forEach(item -> out.add(inlineValue(item, components, depth)));
      return out;
    }
    return v;
  }

  /** Runs one tool call; never throws. */
  public CallToolResult call(String name, ObjectNode arguments, Caller caller) {
    Tool tool = tools.get(name);
    if (tool == null) {
      return error(new MemoryException(ErrorCode.NOT_FOUND, "Unknown tool '" + name + "'."));
    }
    try {
      ObjectNode args = arguments.deepCopy();
      tool.declaration().fixed().forEach(args::put);
      Object response = run(tool.endpoint(), args, caller);
      String text = ToolText.of(name, response).orElseGet(() -> JSON.writeValueAsString(response));
      return CallToolResult.builder().addTextContent(text).isError(false).build();
    } catch (MemoryException e) {
      LOG.debug("tool {} -> {} {}", name, e.code(), e.getMessage());
      var plain = ToolText.errorText(name, e);
      if (plain.isPresent()) {
        return CallToolResult.builder().addTextContent(plain.get()).isError(true).build();
      }
      return error(e);
    } catch (RuntimeException e) {
      String errorId = UUID.randomUUID().toString();
      LOG.error("unexpected error {} in tool {}", errorId, name, e);
      return error(
          new MemoryException(
              ErrorCode.INTERNAL_ERROR,
              "Unexpected server error (error id " + errorId + ").",
              new ErrorDetails.UnexpectedError(errorId)));
    }
  }

  private <Q, R> R run(Endpoint<Q, R> e, ObjectNode args, Caller caller) {
    AccessScope access = HttpApi.accessScope(caller.accessScopeHeader());
    Q request = null;
    if (e.hasBody()) {
      String bound = caller.defaultUser();
      if (bound != null && !named(args, "userId")) {
        args.put("userId", bound);
      }
      request = binder.bind(JSON.writeValueAsBytes(args), e.request());
      String userId = ((UserRequest) request).userId();
      if (caller.principal() != null) {
        caller.principal().authorize(userId, e.access() == Endpoint.Access.WRITE);
      } else if (caller.boundUser() != null && !caller.boundUser().equals(userId)) {
        throw new MemoryException(
            ErrorCode.FORBIDDEN,
            "This MCP connection is bound to user '" + caller.boundUser() + "'.");
      }
    }
    return e.handler().handle(request, new Call(access));
  }

  /**
   * A tool call's arguments as the MCP SDK hands them (a JSON object read into a map; null when the
   * call sent none), as a JSON object.
   */
  public static ObjectNode arguments(Map<String, ?> sdkArguments) {
    return sdkArguments == null ? JSON.createObjectNode() : JSON.valueToTree(sdkArguments);
  }

  /** Whether the arguments give {@code field} a value (absent and JSON null give none). */
  static boolean named(ObjectNode args, String field) {
    JsonNode v = args.get(field);
    return v != null && !v.isNull();
  }

  /**
   * The text of a failed tool call; {@code data} is the error's code-specific details (an open
   * object, as in the HTTP problem's {@code data}).
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  record ToolError(
      boolean error, String code, String message, List<ValidationIssue> issues, ObjectNode data) {}

  /** A tool failure: {@code isError} with the error's code, message and issues as JSON text. */
  static CallToolResult error(MemoryException e) {
    ObjectNode details = ErrorData.fields(e.details());
    ToolError body =
        new ToolError(
            true,
            e.code().name(),
            e.getMessage(),
            e.issues().isEmpty() ? null : e.issues(),
            details.isEmpty() ? null : details);
    return CallToolResult.builder()
        .addTextContent(JSON.writeValueAsString(body))
        .isError(true)
        .build();
  }

  /** The tool list as the snapshot test pins it: name, description, annotations, input schema. */
  public JsonNode describe() {
    ArrayNode out = JSON.createArrayNode();
    for (Tool t : tools.values()) {
      out.add(JSON.valueToTree(t.schema()));
    }
    return out;
  }
}
