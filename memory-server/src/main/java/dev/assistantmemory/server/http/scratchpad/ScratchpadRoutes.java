package dev.assistantmemory.server.http.scratchpad;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.assistantmemory.core.scratchpad.ScratchpadService;
import dev.assistantmemory.core.store.Scratchpad;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.wire.UserId;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** {@code /scratchpad/read|write|edit} of CONTRACT.md section 8: one user-global text. */
public final class ScratchpadRoutes implements RouteModule {
  private static final String TAG = "scratchpad";
  private final ScratchpadService scratchpads;

  public ScratchpadRoutes(ScratchpadService scratchpads) {
    this.scratchpads = scratchpads;
  }

  public record ReadRequest(@UserId String userId) implements UserRequest {}

  /** How a write combines with the stored text. */
  public enum WriteMode {
    overwrite,
    append
  }

  public record WriteRequest(
      @UserId String userId,
      @NotNull @Size(max = ScratchpadService.MAX_CHARS) String content,
      @Schema(description = "append adds a newline before the content.", defaultValue = "overwrite")
          WriteMode mode)
      implements UserRequest {}

  public record EditRequest(
      @UserId String userId,
      @Schema(description = "Must occur exactly once, else nothing changes (applied: false).")
          @NotNull
          @Size(min = 1, max = ScratchpadService.MAX_CHARS)
          String oldText,
      @NotNull @Size(max = ScratchpadService.MAX_CHARS) String newText)
      implements UserRequest {}

  public record ScratchpadView(
      @Schema(description = "\"\" when none.") String content,
      @Schema(description = "null when never written.") String updatedAt) {}

  public record EditView(
      String content,
      String updatedAt,
      boolean applied,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          @Schema(
              description = "Why nothing was applied.",
              requiredMode = Schema.RequiredMode.NOT_REQUIRED)
          String message) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.read(
            "/scratchpad/read",
            TAG,
            "Read the user's scratchpad",
            ReadRequest.class,
            ScratchpadView.class,
            (req, call) -> view(scratchpads.read(req.userId()))),
        Endpoint.write(
            "/scratchpad/write",
            TAG,
            "Overwrite or append to the user's scratchpad",
            WriteRequest.class,
            ScratchpadView.class,
            this::write),
        Endpoint.write(
            "/scratchpad/edit",
            TAG,
            "Replace one unique occurrence of a text in the scratchpad",
            EditRequest.class,
            EditView.class,
            this::edit));
  }

  private ScratchpadView write(WriteRequest req, Call call) {
    return view(scratchpads.write(req.userId(), req.content(), req.mode() == WriteMode.append));
  }

  private EditView edit(EditRequest req, Call call) {
    ScratchpadService.Edit edit = scratchpads.edit(req.userId(), req.oldText(), req.newText());
    ScratchpadView pad = view(edit.pad());
    return new EditView(pad.content(), pad.updatedAt(), edit.applied(), edit.message());
  }

  private static ScratchpadView view(Scratchpad pad) {
    return new ScratchpadView(
        pad.content(), pad.updatedAt() == null ? null : WireTime.format(pad.updatedAt()));
  }
}
