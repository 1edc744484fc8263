package dev.assistantmemory.server.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The MCP tool error's text: the error's details under {@code data} in the same fields as the HTTP
 * problem's {@code data} (without the code, which is beside it), and no {@code data} at all for an
 * error without details.
 */
class ToolErrorTest {
  private static String text(MemoryException e) {
    CallToolResult r = MemoryTools.error(e);
    assertThat(r.isError()).isTrue();
    return ((TextContent) r.content().get(0)).text();
  }

  @Test
  void detailsAreTheDataObject() {
    assertThat(
            text(
                new MemoryException(
                    ErrorCode.NODES_NOT_FOUND,
                    "Node not found: n_1",
                    new ErrorDetails.NodesNotFound("u1", List.of("n_1")))))
        .isEqualTo(
            "{\"error\":true,\"code\":\"NODES_NOT_FOUND\",\"message\":\"Node not found: n_1\","
                + "\"data\":{\"name\":\"NodesNotFoundError\",\"userId\":\"u1\","
                + "\"missingNodeIds\":[\"n_1\"]}}");
    assertThat(
            text(
                new MemoryException(
                    ErrorCode.METRIC_OBSERVATION_REJECTED,
                    "bad",
                    new ErrorDetails.MetricRowRejected(0, "INVALID_INPUT", "bad"))))
        .as("a null the contract requires stays in data")
        .contains("\"reviewTaskNodeId\":null");
  }

  @Test
  void anErrorWithoutDetailsHasNoData() {
    assertThat(text(new MemoryException(ErrorCode.FORBIDDEN, "no")))
        .isEqualTo("{\"error\":true,\"code\":\"FORBIDDEN\",\"message\":\"no\"}");
  }
}
