package dev.assistantmemory.core.metric;

import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Moves the metric readings extraction stored as text claims before metrics existed ({@code
 * HAS_ATTRIBUTE} "weight 72.5 kg" on the self node) into observations: each becomes a reading of
 * its standard metric at the claim's statement time, citing the claim's source, and the claim is
 * retracted (audited, not recorded as rejected) in the same transaction. Idempotent: a migrated
 * claim is no longer active. Logs {@code metrics.backfill.started}, {@code .progress} per page and
 * {@code .completed} (or {@code .failed}) with its stage and row counts, as the migrations do.
 */
public final class MetricBackfill {
  private static final Logger LOG = LoggerFactory.getLogger(MetricBackfill.class);
  private static final Pattern READING =
      Pattern.compile(
          "^(weight|distance|pace|heart_rate|sleep_duration|steps|readiness)"
              + " (-?\\d+(?:\\.\\d+)?) (\\S+)$");
  private static final int PAGE = 500;

  private final MemoryStore store;
  private final MetricStore metrics;
  private final MetricService service;
  private final GraphService graph;

  public MetricBackfill(
      MemoryStore store, MetricStore metrics, MetricService service, GraphService graph) {
    this.store = store;
    this.metrics = metrics;
    this.service = service;
    this.graph = graph;
  }

  /** Claims looked at, moved to observations, and left as they were (not a known reading). */
  public record Result(long scanned, long migrated, long skipped) {}

  public Result run() {
    long start = System.nanoTime();
    LOG.atInfo().setMessage("metrics.backfill.started").addKeyValue("stage", "scan").log();
    long scanned = 0;
    long migrated = 0;
    long skipped = 0;
    String after = "";
    try {
      while (true) {
        String from = after;
        List<MetricStore.LegacyClaim> page =
            store.readAsSystem(tx -> metrics.legacyMetricClaims(tx, from, PAGE));
        if (page.isEmpty()) {
          break;
        }
        after = page.get(page.size() - 1).claimId();
        scanned += page.size();
        Map<String, List<MetricStore.LegacyClaim>> byUser = new LinkedHashMap<>();
        for (MetricStore.LegacyClaim c : page) {
          byUser.computeIfAbsent(c.userId(), k -> new java.util.ArrayList<>()).add(c);
        }
        for (Map.Entry<String, List<MetricStore.LegacyClaim>> e : byUser.entrySet()) {
          long moved =
              store.write(
                  e.getKey(),
                  tx -> {
                    GraphBatch b = graph.batchIn(tx, e.getKey(), ClaimRecord.ORIGIN_EXTRACTION);
                    long n = 0;
                    for (MetricStore.LegacyClaim c : e.getValue()) {
                      Matcher m = READING.matcher(c.objectValue() == null ? "" : c.objectValue());
                      if (!m.matches()
                          || !service.recordExtracted(
                              b, // the batch of c's user (grouped by user)
                              c.partitionKey(),
                              m.group(1),
                              Double.parseDouble(m.group(2)),
                              m.group(3),
                              c.statedAt(),
                              c.statement(),
                              null,
                              c.sourceId())) {
                        continue;
                      }
                      b.claim(c.claimId())
                          .ifPresent(claim -> b.invalidate(claim, "moved to metric observations"));
                      n++;
                    }
                    return n;
                  });
          migrated += moved;
          skipped += e.getValue().size() - moved;
        }
        LOG.atInfo()
            .setMessage("metrics.backfill.progress")
            .addKeyValue("stage", "migrate")
            .addKeyValue("scanned", scanned)
            .addKeyValue("migrated", migrated)
            .addKeyValue("skipped", skipped)
            .addKeyValue("elapsedMs", (System.nanoTime() - start) / 1_000_000)
            .log();
      }
    } catch (RuntimeException ex) {
      LOG.atError()
          .setMessage("metrics.backfill.failed")
          .addKeyValue("scanned", scanned)
          .addKeyValue("migrated", migrated)
          .addKeyValue("error", ex.getClass().getSimpleName())
          .log();
      throw ex;
    }
    LOG.atInfo()
        .setMessage("metrics.backfill.completed")
        .addKeyValue("stage", "done")
        .addKeyValue("scanned", scanned)
        .addKeyValue("migrated", migrated)
        .addKeyValue("skipped", skipped)
        .addKeyValue("elapsedMs", (System.nanoTime() - start) / 1_000_000)
        .log();
    return new Result(scanned, migrated, skipped);
  }
}
