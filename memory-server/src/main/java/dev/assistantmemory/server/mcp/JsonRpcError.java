package dev.assistantmemory.server.mcp;

/**
 * A JSON-RPC 2.0 error answer, as the MCP edge writes it itself (the SDK writes the others): {@code
 * {"jsonrpc":"2.0","id":…,"error":{"code":…,"message":…}}}. {@code id} is the request's id as sent
 * (any JSON value), or null where the request could not be read.
 */
record JsonRpcError(String jsonrpc, Object id, Body error) {
  record Body(int code, String message) {}

  static JsonRpcError of(Object id, int code, String message) {
    return new JsonRpcError("2.0", id, new Body(code, message));
  }
}
