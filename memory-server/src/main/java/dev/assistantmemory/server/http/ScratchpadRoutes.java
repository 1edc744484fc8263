package dev.assistantmemory.server.http;

import dev.assistantmemory.core.scratchpad.ScratchpadService;
import dev.assistantmemory.core.store.Scratchpad;
import dev.assistantmemory.model.WireTime;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** {@code /scratchpad/read|write|edit} of CONTRACT.md section 8. */
final class ScratchpadRoutes {
  private final HttpApi api;
  private final ScratchpadService scratchpads;

  ScratchpadRoutes(HttpApi api, ScratchpadService scratchpads) {
    this.api = api;
    this.scratchpads = scratchpads;
  }

  void register(RoutesConfig routes) {
    routes.post("/scratchpad/read", this::read);
    routes.post("/scratchpad/write", this::write);
    routes.post("/scratchpad/edit", this::edit);
  }

  private void read(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, IngestRoutes.MAX_ID_CHARS);
    body.throwIfInvalid();
    api.send(ctx, view(scratchpads.read(userId)));
  }

  private void write(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, IngestRoutes.MAX_ID_CHARS);
    String content = body.requiredString("content", 0, ScratchpadService.MAX_CHARS);
    String mode = body.optionalEnum("mode", Set.of("overwrite", "append"), "overwrite");
    body.throwIfInvalid();
    api.send(ctx, view(scratchpads.write(userId, content, "append".equals(mode))));
  }

  private void edit(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, IngestRoutes.MAX_ID_CHARS);
    String oldText = body.requiredString("oldText", 1, ScratchpadService.MAX_CHARS);
    String newText = body.requiredString("newText", 0, ScratchpadService.MAX_CHARS);
    body.throwIfInvalid();
    ScratchpadService.Edit edit = scratchpads.edit(userId, oldText, newText);
    Map<String, Object> out = view(edit.pad());
    out.put("applied", edit.applied());
    if (edit.message() != null) {
      out.put("message", edit.message());
    }
    api.send(ctx, out);
  }

  private static Map<String, Object> view(Scratchpad pad) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("content", pad.content());
    out.put("updatedAt", pad.updatedAt() == null ? null : WireTime.format(pad.updatedAt()));
    return out;
  }
}
