package dev.assistantmemory.server.mcp;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.server.http.commitment.CommitmentWire.CommitmentsView;
import dev.assistantmemory.server.http.context.ContextRoutes.DayView;
import dev.assistantmemory.server.http.scratchpad.ScratchpadRoutes.EditView;
import dev.assistantmemory.server.http.scratchpad.ScratchpadRoutes.ScratchpadView;
import java.util.Optional;

/**
 * The tool results CONTRACT.md section 11 gives as text rather than the route's JSON: the
 * scratchpad tools answer with the scratchpad's text ({@code "(empty scratchpad)"} when there is
 * none) and a failed edit is a tool error; {@code list_open_commitments} answers {@code "No open
 * commitments."} when there are none; {@code query_day_memories} answers with the day's formatted
 * text; {@code get_entity} of an unknown node is the error "Entity not found". Every other result
 * is the route's JSON.
 */
final class ToolText {
  static final String EMPTY_SCRATCHPAD = "(empty scratchpad)";
  static final String NO_OPEN_COMMITMENTS = "No open commitments.";

  private ToolText() {}

  /** The text a tool answers instead of its route's JSON, or empty for the JSON. */
  static Optional<String> of(String tool, Object response) {
    return switch (tool) {
      case "read_scratchpad", "write_scratchpad" ->
          Optional.of(scratchpad(((ScratchpadView) response).content()));
      case "edit_scratchpad" -> {
        EditView edit = (EditView) response;
        if (!edit.applied()) {
          throw new MemoryException(
              ErrorCode.BAD_REQUEST,
              edit.message() == null ? "The edit was not applied." : edit.message());
        }
        yield Optional.of(scratchpad(edit.content()));
      }
      case "list_open_commitments" ->
          ((CommitmentsView) response).commitments().isEmpty()
              ? Optional.of(NO_OPEN_COMMITMENTS)
              : Optional.empty();
      case "query_day_memories" -> {
        DayView day = (DayView) response;
        if (day.formattedResult() != null && !day.formattedResult().isBlank()) {
          yield Optional.of(day.formattedResult());
        }
        yield Optional.ofNullable(day.error());
      }
      default -> Optional.empty();
    };
  }

  static final String ENTITY_NOT_FOUND = "Entity not found";

  /**
   * The plain text a tool reports instead of the error JSON, or empty for the JSON: {@code
   * get_entity} of a node that is not there answers exactly "Entity not found" (isError), as the
   * original's hosts expect.
   */
  static Optional<String> errorText(String tool, MemoryException e) {
    if ("get_entity".equals(tool) && e.code() == ErrorCode.NOT_FOUND) {
      return Optional.of(ENTITY_NOT_FOUND);
    }
    return Optional.empty();
  }

  private static String scratchpad(String content) {
    return content == null || content.isEmpty() ? EMPTY_SCRATCHPAD : content;
  }
}
