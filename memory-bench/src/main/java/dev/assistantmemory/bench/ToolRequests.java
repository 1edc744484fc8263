package dev.assistantmemory.bench;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * An MCP tool call whose arguments are a typed record: written as JSON and read back by the SDK
 * into the request's own argument map, so the benches build no untyped maps themselves.
 */
final class ToolRequests {
  private static final ObjectMapper JSON = JsonMapper.builder().build();

  private ToolRequests() {}

  static McpSchema.CallToolRequest of(String tool, Object arguments) {
    return new McpSchema.CallToolRequest(
        McpJsonDefaults.getMapper(), tool, JSON.writeValueAsString(arguments));
  }
}
