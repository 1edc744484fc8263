package dev.assistantmemory.server;

import dev.assistantmemory.core.context.CardSearch;
import dev.assistantmemory.core.context.CitationService;
import dev.assistantmemory.core.context.DigestService;
import dev.assistantmemory.core.context.HitSearch;
import dev.assistantmemory.core.context.OpenCommitmentReader;
import dev.assistantmemory.core.reextract.ReExtraction;
import dev.assistantmemory.core.scratchpad.ScratchpadService;
import dev.assistantmemory.core.source.SourceReads;
import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.context.CardRoutes;
import dev.assistantmemory.server.http.context.CitationRoutes;
import dev.assistantmemory.server.http.context.ContextRoutes;
import dev.assistantmemory.server.http.context.DigestRoutes;
import dev.assistantmemory.server.http.context.SearchRoutes;
import dev.assistantmemory.server.http.graph.AliasRoutes;
import dev.assistantmemory.server.http.graph.ClaimRoutes;
import dev.assistantmemory.server.http.graph.NodeRoutes;
import dev.assistantmemory.server.http.health.HealthRoutes;
import dev.assistantmemory.server.http.ingest.FileRoutes;
import dev.assistantmemory.server.http.ingest.IngestRoutes;
import dev.assistantmemory.server.http.metric.MetricRoutes;
import dev.assistantmemory.server.http.query.QueryRoutes;
import dev.assistantmemory.server.http.scratchpad.ScratchpadRoutes;
import dev.assistantmemory.server.http.source.SourceRoutes;
import java.util.List;

/**
 * The feature route modules of the edge, one per slice, over the application's services: REST
 * routes and MCP tools both come from these, and the partition migration fence guards each.
 */
final class RouteWiring {
  private RouteWiring() {}

  static List<RouteModule> routeModules(MemoryApplication app) {
    var commitments =
        new dev.assistantmemory.core.commitment.CommitmentService(
            app.store(), app.graph().writes(), app.graph().nodes(), app.embedder());
    var maintenanceToken =
        new dev.assistantmemory.server.http.auth.MaintenanceToken(
            app.config().get(Setting.PARTITION_MAINTENANCE_TOKEN));
    String configured = app.config().get(Setting.PARTITION_MAINTENANCE_TOKEN);
    if (configured != null && !configured.isBlank() && maintenanceToken.offReason() != null) {
      org.slf4j.LoggerFactory.getLogger(RouteWiring.class).warn(maintenanceToken.offReason());
    }
    List<RouteModule> modules =
        new java.util.ArrayList<>(
            List.of(
                new HealthRoutes(app.health()),
                new IngestRoutes(app.ingest(), app.receipts()),
                new dev.assistantmemory.server.http.ingest.RetryRoutes(
                    new dev.assistantmemory.core.ingest.ProcessingRetry(
                        app.store(), app.ingest(), app.clock(), app::wakeWorkers),
                    app.receipts()),
                new dev.assistantmemory.server.http.transcript.TranscriptRoutes(
                    new dev.assistantmemory.core.ingest.TranscriptService(
                        app.store(), app.ingest(), app.clock(), app::wakeWorkers)),
                new FileRoutes(app.ingest(), app.converter(), app.blobs(), app.blobCleanup()),
                new SourceRoutes(new SourceReads(app.store(), app.converter()), app.receipts()),
                new dev.assistantmemory.server.http.source.IdentityRoutes(
                    new dev.assistantmemory.core.source.IdentityLifecycle(
                        app.store(), app.clock())),
                new dev.assistantmemory.server.http.maintenance.SourceLifecycleRoutes(
                    new dev.assistantmemory.core.source.SourceLifecycle(app.store(), app.clock()),
                    new dev.assistantmemory.core.source.SourceLifecycleSweeps(
                        app.store(), app.blobs(), app.clock()),
                    maintenanceToken),
                new dev.assistantmemory.server.http.maintenance.PartitionMaintenanceRoutes(
                    app.partitionMaintenance(), maintenanceToken),
                new QueryRoutes(app.search(), app.graph().reads()),
                new NodeRoutes(app.graph().writes(), app.graph().nodes(), app.graph().reads()),
                new ClaimRoutes(
                    app.graph().writes(), app.graph().corrections(), app.graph().reads()),
                new AliasRoutes(app.graph().aliases()),
                new ScratchpadRoutes(new ScratchpadService(app.store(), app.clock())),
                new dev.assistantmemory.server.http.commitment.CommitmentRoutes(commitments),
                new dev.assistantmemory.server.http.maintenance.MaintenanceRoutes(
                    new dev.assistantmemory.core.maintenance.GraphMaintenance(
                        app.store(), app.graph().nodes(), app.clock(), app.blobs()),
                    commitments),
                new ContextRoutes(app.context()),
                new CitationRoutes(new CitationService(app.store())),
                new SearchRoutes(new HitSearch(app.search(), app.store())),
                new CardRoutes(new CardSearch(app.search(), app.store())),
                new dev.assistantmemory.server.http.context.AnswerPackRoutes(
                    new dev.assistantmemory.core.context.AnswerPack(
                        app.search(), app.store(), app.clock())),
                new DigestRoutes(
                    new DigestService(
                        app.store(),
                        OpenCommitmentReader.over(app.store()),
                        app.context(),
                        app.metrics(),
                        app.clock())),
                new MetricRoutes(app.metrics()),
                new dev.assistantmemory.server.http.query.ChangeFeedRoutes(app.changeFeed())));
    ReExtraction reextraction = app.reextractionIfOn();
    if (reextraction != null) {
      modules.add(new dev.assistantmemory.server.http.maintenance.ReExtractionRoutes(reextraction));
    }
    // The partition migration fence sits in front of every partition-taking route, once.
    var fenced = new dev.assistantmemory.server.http.PartitionFenceGuard(app.partitionFence());
    return modules.stream().map(fenced::guard).toList();
  }
}
