package dev.assistantmemory.core.context;

import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.SourceRecord;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Records the sources stored before the day structure existed (or whose job has not completed yet)
 * on their days. Logged as {@code context.day_backfill.started}, one {@code
 * context.day_backfill.progress} per user (stage {@code user}, sources, links), then {@code
 * context.day_backfill.completed} (users, sources, links, elapsedMs) or {@code
 * context.day_backfill.failed}; the events carry counts only, never content. Idempotent: a second
 * run finds nothing to do.
 */
public final class DayBackfill {
  private static final Logger LOG = LoggerFactory.getLogger("context.day_backfill");
  private static final int PAGE = 200;

  private final MemoryStore store;
  private final GraphService graph;

  public DayBackfill(MemoryStore store, GraphService graph) {
    this.store = store;
    this.graph = graph;
  }

  /** The counts of one run. */
  public record Result(int users, int sources, int links) {}

  private record Page(int sources, int links, String lastId) {}

  public Result run() {
    long start = System.nanoTime();
    LOG.atInfo().setMessage("context.day_backfill.started").addKeyValue("stage", "scan").log();
    try {
      List<String> users = store.readAsSystem(tx -> tx.context().usersWithSourcesWithoutDay());
      int sources = 0;
      int links = 0;
      for (String user : users) {
        int userSources = 0;
        int userLinks = 0;
        String after = null;
        while (true) {
          String from = after;
          Page page =
              store.write(
                  user,
                  tx -> {
                    List<SourceRecord> batch = tx.context().sourcesWithoutDay(user, from, PAGE);
                    int written = 0;
                    for (SourceRecord s : batch) {
                      written +=
                          DayStructure.link(
                              tx,
                              graph.batchIn(tx, user, ClaimRecord.ORIGIN_EXTRACTION),
                              s,
                              DayStructure.timesOf(tx, s));
                    }
                    return new Page(
                        batch.size(),
                        written,
                        batch.isEmpty() ? null : batch.get(batch.size() - 1).id());
                  });
          userSources += page.sources();
          userLinks += page.links();
          after = page.lastId();
          if (page.sources() < PAGE) {
            break;
          }
        }
        sources += userSources;
        links += userLinks;
        LOG.atInfo()
            .setMessage("context.day_backfill.progress")
            .addKeyValue("stage", "user")
            .addKeyValue("sources", userSources)
            .addKeyValue("links", userLinks)
            .log();
      }
      LOG.atInfo()
          .setMessage("context.day_backfill.completed")
          .addKeyValue("users", users.size())
          .addKeyValue("sources", sources)
          .addKeyValue("links", links)
          .addKeyValue("elapsedMs", (System.nanoTime() - start) / 1_000_000)
          .log();
      return new Result(users.size(), sources, links);
    } catch (RuntimeException e) {
      LOG.atWarn()
          .setMessage("context.day_backfill.failed")
          .addKeyValue("error", e.getClass().getSimpleName())
          .addKeyValue("elapsedMs", (System.nanoTime() - start) / 1_000_000)
          .log();
      throw e;
    }
  }
}
