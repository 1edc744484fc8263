package dev.assistantmemory.server.http.health;

import dev.assistantmemory.core.status.HealthReport;
import dev.assistantmemory.core.status.HealthService;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import java.util.List;

/** {@code GET /health}: 200 when every part is ok, 503 (same body) when any is degraded. */
public final class HealthRoutes implements RouteModule {
  private final HealthService health;

  public HealthRoutes(HealthService health) {
    this.health = health;
  }

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.get(
                "/health",
                "health",
                "Service health: store, index, embedder, queue and workers",
                HealthReport.class,
                (none, call) -> {
                  HealthReport report = health.report();
                  if (!report.ok()) {
                    call.status(503);
                  }
                  return report;
                })
            .describe("Open without an API key. 503 with the same body when a part is degraded."));
  }
}
