package dev.assistantmemory.server.http;

import dev.assistantmemory.core.partition.PartitionFence;
import java.util.Arrays;
import java.util.List;

/**
 * Puts the partition migration fence (CONTRACT.md 3) in front of every route that takes a {@code
 * partitionKey}, in one place for REST and MCP alike: the wrapped handler first asks {@link
 * PartitionFence#check}, then runs. Routes without a {@code partitionKey} are user-global
 * (scratchpad, self aliases) or partition maintenance, and are left alone.
 */
public final class PartitionFenceGuard {
  private final PartitionFence fence;

  public PartitionFenceGuard(PartitionFence fence) {
    this.fence = fence;
  }

  /** The module with its partition-taking routes fenced. */
  public RouteModule guard(RouteModule module) {
    List<Endpoint<?, ?>> guarded = module.endpoints().stream().map(this::guard).toList();
    return () -> guarded;
  }

  /** The endpoint, fenced when its request takes a {@code partitionKey}. */
  <Q, R> Endpoint<?, ?> guard(Endpoint<Q, R> e) {
    if (!takesPartitionKey(e)) {
      return e;
    }
    Endpoint.Handler<Q, R> inner = e.handler();
    boolean write = e.access() == Endpoint.Access.WRITE;
    return e.withHandler(
        (request, call) -> {
          UserRequest user = (UserRequest) request;
          // A preview of a write route (dryRun) writes nothing, so it reads its partition.
          boolean writes = write && !(request instanceof DryRunnable d && d.readsOnly());
          boolean newKey = fence.check(user.userId(), user.partitionKey(), call.access(), writes);
          R response = inner.handle(request, call);
          if (newKey) {
            // Only a write that succeeded registers its new key: a refused one leaves no row.
            fence.register(user.userId(), user.partitionKey());
          }
          return response;
        });
  }

  static boolean takesPartitionKey(Endpoint<?, ?> e) {
    Class<?> request = e.request();
    return e.access() != Endpoint.Access.MAINTENANCE
        && UserRequest.class.isAssignableFrom(request)
        && request.isRecord()
        && Arrays.stream(request.getRecordComponents())
            .anyMatch(c -> c.getName().equals("partitionKey"));
  }
}
