package dev.assistantmemory.server.http.source;

import dev.assistantmemory.core.source.IdentityLifecycle;
import dev.assistantmemory.core.source.IdentityLifecycle.Action;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.RequestPart;
import dev.assistantmemory.server.http.wire.UserId;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** POST /sources/identity/lifecycle (CONTRACT.md 4.7): retire or restore source identities. */
public final class IdentityRoutes implements RouteModule {
  private static final String TAG = "sources";

  private final IdentityLifecycle lifecycle;

  public IdentityRoutes(IdentityLifecycle lifecycle) {
    this.lifecycle = lifecycle;
  }

  public record LifecycleRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @NotNull @Size(min = 1, max = 500) List<@NotNull @Valid IdentityView> identities,
      @Schema(description = "retire: later writes of these identities are refused (409).") @NotNull
          Action action)
      implements UserRequest {}

  @RequestPart
  public record IdentityView(
      @NotNull ListableSourceType type,
      @Schema(description = "The external id as ingested (document id, conversation id, …).")
          @NotNull
          @Size(min = 1, max = 500)
          String externalId) {}

  public record AffectedSource(
      String sourceId, String partitionKey, int sourceVersion, String type, String externalId) {}

  public record LifecycleView(
      @Schema(description = "The live sources carrying the identities, in request order.")
          List<AffectedSource> sources) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.write(
                "/sources/identity/lifecycle",
                TAG,
                "Retire or restore source identities (retired ones refuse later writes)",
                LifecycleRequest.class,
                LifecycleView.class,
                this::apply)
            .describe(
                "A retired identity (user + partition + type + externalId) makes every later"
                    + " write of it answer 409 SOURCE_IDENTITY_RETIRED until it is restored; the"
                    + " stored source is left as it is."));
  }

  private LifecycleView apply(LifecycleRequest req, Call call) {
    List<IdentityLifecycle.Identity> ids =
        req.identities().stream()
            .map(v -> new IdentityLifecycle.Identity(v.type().model(), v.externalId()))
            .toList();
    return new LifecycleView(
        lifecycle.apply(req.userId(), req.partitionKey(), ids, req.action()).stream()
            .map(
                a ->
                    new AffectedSource(
                        a.sourceId(),
                        a.partitionKey(),
                        a.sourceVersion(),
                        a.type().name(),
                        a.externalId()))
            .toList());
  }
}
