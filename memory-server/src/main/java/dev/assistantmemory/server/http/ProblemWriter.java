package dev.assistantmemory.server.http;

import dev.assistantmemory.model.MemoryException;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes the one error body ({@link Problems}) to a servlet response, for the filters that answer
 * before Javalin runs (Host, Origin, API keys) and for servlets mounted beside it.
 */
public final class ProblemWriter {
  private final ObjectMapper json = JsonMapper.builder().build();

  public void write(HttpServletResponse res, String path, MemoryException e) throws IOException {
    res.setStatus(e.code().httpStatus());
    res.setContentType(Problems.CONTENT_TYPE);
    res.getOutputStream().write(json.writeValueAsBytes(Problems.body(e, path)));
  }

  public byte[] bytes(MemoryException e, String path) {
    return json.writeValueAsBytes(Problems.body(e, path));
  }
}
