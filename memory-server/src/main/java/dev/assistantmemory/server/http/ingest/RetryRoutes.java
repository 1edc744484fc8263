package dev.assistantmemory.server.http.ingest;

import dev.assistantmemory.core.ingest.ProcessingReceipts;
import dev.assistantmemory.core.ingest.ProcessingRetry;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.ingest.IngestWire.ProcessingReceipt;
import dev.assistantmemory.server.http.ingest.IngestWire.ProcessingRequest;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** POST /sources/processing/retry (CONTRACT.md 4.6). */
public final class RetryRoutes implements RouteModule {
  private static final String TAG = "ingest";

  private final ProcessingRetry retry;
  private final ProcessingReceipts receipts;

  public RetryRoutes(ProcessingRetry retry, ProcessingReceipts receipts) {
    this.retry = retry;
    this.receipts = receipts;
  }

  @Schema(description = "The reopened receipt: queued, attempt + 1, errorCode null.")
  public record RetryView(ProcessingReceipt processing) {}

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.write(
                "/sources/processing/retry",
                TAG,
                "Retry a failed ingestion operation, or restore the lost job of a queued one",
                ProcessingRequest.class,
                RetryView.class,
                this::retry)
            .describe(
                "409 PARTITION_UNAUTHORIZED for an unknown or out-of-scope operation;"
                    + " SOURCE_TOMBSTONED when the source was removed or purged;"
                    + " SOURCE_VERSION_CONFLICT (data.currentSourceVersion) when a newer revision"
                    + " superseded it; RETRY_REFUSED when the job is still active, the receipt is"
                    + " not failed, or no retained settings can rebuild its job."));
  }

  private RetryView retry(ProcessingRequest req, Call call) {
    OperationRecord op = retry.retry(call.scope(req), req.operationId());
    // The answer is the receipt as the retry reopened it (queued, attempt + 1): a worker may
    // already have claimed the job by the time the receipt could be read again. The read adds
    // only the messages the operation did not apply.
    return new RetryView(
        IngestRoutes.view(
            op,
            receipts
                .readDetailed(call.scope(req), op.id())
                .map(ProcessingReceipts.Detailed::unappliedMessages)
                .orElse(List.of())));
  }
}
