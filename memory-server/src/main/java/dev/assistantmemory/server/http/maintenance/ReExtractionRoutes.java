package dev.assistantmemory.server.http.maintenance;

import dev.assistantmemory.core.reextract.ReExtraction;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceChanges;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.UserRequest;
import dev.assistantmemory.server.http.wire.ObjectId;
import dev.assistantmemory.server.http.wire.PartitionKey;
import dev.assistantmemory.server.http.wire.UserId;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * Re-extraction of stored sources (issue 13 item 6): {@code POST /maintenance/reextract} previews
 * (dryRun, the default: nothing is written) or queues one receipt and job per source; {@code POST
 * /maintenance/reextract/receipt} reads a receipt back with what its job changed. A write key of
 * the user (or an admin key) may start one; the scope of the request (partitionKey, the key's
 * access) bounds the sources it covers.
 */
public final class ReExtractionRoutes implements RouteModule {
  private static final String TAG = "maintenance";

  private final ReExtraction reextraction;

  public ReExtractionRoutes(ReExtraction reextraction) {
    this.reextraction = reextraction;
  }

  public record ReExtractRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "One conversation or document; default: every live one in scope.")
          @Size(min = 1, max = 200)
          String sourceId,
      @Schema(defaultValue = "true") Boolean dryRun)
      implements UserRequest {}

  public record ReceiptRequest(
      @UserId String userId,
      @PartitionKey String partitionKey,
      @Schema(description = "The operationId of a re-extraction receipt.") @ObjectId
          String operationId)
      implements UserRequest {}

  public record ChangesView(
      String sourceId,
      List<String> nodesAdded,
      List<String> claimsAdded,
      List<String> claimsFiledAsHistory,
      List<String> claimsSuperseded,
      List<String> claimsRetracted,
      int claimsKept,
      int refused) {}

  public record TotalsView(
      int sources,
      int nodesAdded,
      int tasksAdded,
      int claimsAdded,
      int claimsFiledAsHistory,
      int claimsSuperseded,
      int claimsRetracted,
      int claimsKept,
      int refused) {}

  public record ReceiptView(
      String operationId,
      String jobId,
      String sourceId,
      String status,
      String errorCode,
      String createdAt,
      String completedAt,
      @Schema(description = "What the job changed; null until it completed.")
          ChangesView changes) {}

  public record ReExtractView(
      boolean dryRun,
      @Schema(description = "Dry run: what would change, per source. Empty for a real run.")
          List<ChangesView> sources,
      @Schema(description = "Dry run: the sums over sources. Null for a real run.")
          TotalsView totals,
      @Schema(description = "Real run: one queued receipt per source. Empty for a dry run.")
          List<ReceiptView> receipts) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.write(
                "/maintenance/reextract",
                TAG,
                "Extract stored sources again with the current rules or model",
                ReExtractRequest.class,
                ReExtractView.class,
                this::reextract)
            .describe(
                "After a rule or model change. dryRun (default true) applies the new extraction"
                    + " in a transaction, reports what would change per source and rolls it"
                    + " back: nothing is written. dryRun false queues one receipt and job per"
                    + " source (read them with /maintenance/reextract/receipt). The write guard"
                    + " and the trust rule apply as on first ingest; claims the user made or"
                    + " confirmed are never changed; a derived claim the source no longer gives is"
                    + " retracted only when no other source supports it."),
        Endpoint.read(
                "/maintenance/reextract/receipt",
                TAG,
                "Read a re-extraction receipt and what its job changed",
                ReceiptRequest.class,
                ReceiptView.class,
                this::receipt)
            .describe("404 NOT_FOUND when the scope holds no such re-extraction receipt."));
  }

  private ReExtractView reextract(ReExtractRequest req, Call call) {
    var scope = call.scope(req);
    if (Boolean.FALSE.equals(req.dryRun())) {
      List<ReceiptView> queued =
          reextraction.enqueue(scope, req.sourceId()).stream().map(op -> view(op, null)).toList();
      return new ReExtractView(false, List.of(), null, queued);
    }
    ReExtraction.Report report = reextraction.dryRun(scope, req.sourceId());
    return new ReExtractView(
        true,
        report.sources().stream().map(ReExtractionRoutes::view).toList(),
        new TotalsView(
            report.sources().size(),
            report.total(c -> c.nodesAdded().size()),
            report.total(c -> (int) c.tasksAdded()),
            report.total(c -> c.claimsAdded().size()),
            report.total(c -> c.claimsFiledAsHistory().size()),
            report.total(c -> c.claimsSuperseded().size()),
            report.total(c -> c.claimsRetracted().size()),
            report.total(SourceChanges::claimsKept),
            report.total(SourceChanges::refused)),
        List.of());
  }

  private ReceiptView receipt(ReceiptRequest req, Call call) {
    return reextraction
        .receipt(call.scope(req), req.operationId())
        .map(r -> view(r.operation(), r.changes()))
        .orElseThrow(() -> MemoryException.notFound("Re-extraction receipt"));
  }

  private static ReceiptView view(OperationRecord op, SourceChanges changes) {
    return new ReceiptView(
        op.id(),
        op.jobId(),
        op.sourceId(),
        op.status().name(),
        op.errorCode(),
        WireTime.format(op.createdAt()),
        op.completedAt() == null ? null : WireTime.format(op.completedAt()),
        changes == null ? null : view(changes));
  }

  private static ChangesView view(SourceChanges c) {
    return new ChangesView(
        c.sourceId(),
        c.nodesAdded(),
        c.claimsAdded(),
        c.claimsFiledAsHistory(),
        c.claimsSuperseded(),
        c.claimsRetracted(),
        c.claimsKept(),
        c.refused());
  }
}
