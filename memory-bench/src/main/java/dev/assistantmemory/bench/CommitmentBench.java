package dev.assistantmemory.bench;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.commitment.CommitmentService;
import dev.assistantmemory.core.commitment.Commitments.ViewFilter;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.Setting;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * {@code /commitments/open} for a user with many tasks (default 5,000): in process (the service's
 * one query) and over HTTP. The mix: 20% open trusted, 20% candidates, 50% done (pending then
 * done), 10% dismissed; a third owned by a person, half with a due date. Repeated reads are served
 * from the store's view cache (unchanged task-state version); the last line measures the uncached
 * read, each one right after a status write to the same user's tasks.
 *
 * <p>Arguments: {@code tasks=5000 runs=1000 db=<jdbc url>} (default: a fresh SQLite file).
 */
public final class CommitmentBench {
  private CommitmentBench() {}

  public static void main(String[] args) throws Exception {
    Map<String, String> opts = BenchArgs.options(args);
    int tasks = Integer.parseInt(opts.getOrDefault("tasks", "5000"));
    int runs = Integer.parseInt(opts.getOrDefault("runs", "1000"));
    Map<Setting, String> settings = new java.util.EnumMap<>(Setting.class);
    if (opts.containsKey("db")) {
      settings.put(Setting.DB_URL, opts.get("db"));
      settings.put(Setting.RUN_MIGRATIONS, "true");
    }
    Path dir = Files.createTempDirectory("memory-bench-commitments");
    try (MemoryApplication app =
        new MemoryApplication(BenchApp.config(dir, "all-minilm-l6-v2-q", settings)).start()) {
      String user = "bench-" + System.nanoTime();
      long t0 = System.nanoTime();
      int open = seed(app, user, tasks);
      System.out.printf(
          "seeded %d tasks (%d open trusted) in %.1f s%n",
          tasks, open, (System.nanoTime() - t0) / 1e9);
      CommitmentService service =
          new CommitmentService(
              app.store(), app.graph().writes(), app.graph().nodes(), app.embedder());
      ReadScope scope = ReadScope.of(user, null, AccessScope.partition);
      int seen = service.open(scope, new ViewFilter(null, null)).size();
      if (seen != open) {
        throw new IllegalStateException("open returned " + seen + ", expected " + open);
      }
      long[] cpu = new long[runs];
      report(
          "service open()",
          measure(runs, () -> service.open(scope, new ViewFilter(null, null)).size(), cpu));
      // The calling thread's CPU time per call: what the call costs whatever else the machine
      // runs (the wall-clock lines include waiting for a core on a loaded machine).
      report("service open() CPU", cpu);
      HttpClient http = HttpClient.newHttpClient();
      HttpRequest req =
          HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + "/commitments/open"))
              .header("Content-Type", "application/json")
              .POST(HttpRequest.BodyPublishers.ofString("{\"userId\":\"" + user + "\"}"))
              .build();
      report(
          "HTTP /commitments/open",
          measure(
              runs,
              () -> {
                try {
                  // The body as bytes: the route's latency, not the client's UTF-8 decoding of
                  // the quarter megabyte that 1,000 commitments are.
                  return http.send(req, HttpResponse.BodyHandlers.ofByteArray()).body().length;
                } catch (Exception e) {
                  throw new IllegalStateException(e);
                }
              }));
      // The uncached cost: every read follows a write that changes one of the user's tasks (a
      // status set back and forth on one open task), so the store's view cache always misses.
      String taskId = service.open(scope, new ViewFilter(null, null)).get(0).taskId();
      String[] statuses = {"in_progress", "pending"};
      int[] turn = {0};
      long[] afterWrite = new long[runs];
      for (int i = 0; i < runs + Math.min(200, runs); i++) {
        String body =
            "{\"userId\":\""
                + user
                + "\",\"taskId\":\""
                + taskId
                + "\",\"status\":\""
                + statuses[turn[0]++ % 2]
                + "\"}";
        HttpRequest write =
            HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + app.port() + "/commitments/status"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        if (http.send(write, HttpResponse.BodyHandlers.ofString()).statusCode() != 200) {
          throw new IllegalStateException("status write failed");
        }
        long s = System.nanoTime();
        http.send(req, HttpResponse.BodyHandlers.ofByteArray());
        if (i >= Math.min(200, runs)) {
          afterWrite[i - Math.min(200, runs)] = System.nanoTime() - s;
        }
      }
      Arrays.sort(afterWrite);
      report("HTTP open after a write", afterWrite);
    }
    // The MCP transport's session sweeper is not a daemon thread: without this the JVM stays up.
    System.exit(0);
  }

  /** Writes the tasks through the graph writer (no vectors); returns how many are open trusted. */
  private static int seed(MemoryApplication app, String user, int count) {
    return app.graph()
        .writes()
        .batch(
            user,
            ClaimRecord.ORIGIN_IMPORT,
            b -> {
              NodeRecord person =
                  b.createNode(
                          new NodeCreate(
                              user, null, Scope.personal, "Person", "Marcel", null, false),
                          null)
                      .orElseThrow();
              List<NodeRecord> days = new ArrayList<>();
              for (int d = 1; d <= 28; d++) {
                days.add(
                    b.createNode(
                            new NodeCreate(
                                user,
                                null,
                                Scope.personal,
                                "Temporal",
                                String.format("2026-05-%02d", d),
                                null,
                                false),
                            null)
                        .orElseThrow());
              }
              int open = 0;
              Instant at = Instant.parse("2026-01-01T00:00:00Z");
              for (int i = 0; i < count; i++) {
                NodeRecord task =
                    b.createNode(
                            new NodeCreate(
                                user,
                                null,
                                Scope.personal,
                                "Task",
                                "Task number " + i,
                                null,
                                false),
                            null)
                        .orElseThrow();
                int kind = i % 10;
                String first = kind < 2 ? "user" : "assistant_inferred";
                b.createClaim(
                    claim(user, task, "HAS_TASK_STATUS", null, "pending", first, at), null, false);
                if (kind >= 4 && kind < 9) {
                  b.createClaim(
                      claim(
                          user, task, "HAS_TASK_STATUS", null, "done", "user", at.plusSeconds(60)),
                      null,
                      false);
                } else if (kind == 9) {
                  b.invalidate(b.activeClaims(task.id(), "HAS_TASK_STATUS").get(0), "bench");
                } else if (kind < 2) {
                  open++;
                }
                if (i % 3 == 0) {
                  b.createClaim(
                      claim(user, task, "ASSIGNED_TO", person.id(), null, "user", at), null, false);
                }
                if (i % 2 == 0) {
                  b.createClaim(
                      claim(user, task, "DUE_ON", days.get(i % 28).id(), null, "user", at),
                      null,
                      false);
                }
                at = at.plusSeconds(1);
              }
              return open;
            });
  }

  private static ClaimCreate claim(
      String user,
      NodeRecord task,
      String predicate,
      String objectNodeId,
      String value,
      String kind,
      Instant at) {
    return new ClaimCreate(
        user,
        task.id(),
        predicate,
        objectNodeId,
        value,
        task.label() + " " + predicate,
        null,
        null,
        null,
        at,
        null,
        null,
        kind,
        null);
  }

  private static long[] measure(int runs, java.util.function.IntSupplier op) {
    return measure(runs, op, null);
  }

  /** Wall-clock times per call, sorted; {@code cpu} (if given) gets the thread's CPU times. */
  private static long[] measure(int runs, java.util.function.IntSupplier op, long[] cpu) {
    java.lang.management.ThreadMXBean threads =
        java.lang.management.ManagementFactory.getThreadMXBean();
    // Warm-up: enough calls for the JIT to compile the route's whole path (200 were not: the
    // same HTTP call measured after other calls came out 40 % faster).
    for (int i = 0; i < Math.min(1000, runs); i++) {
      op.getAsInt();
    }
    long[] ns = new long[runs];
    for (int i = 0; i < runs; i++) {
      long c = cpu == null ? 0 : threads.getCurrentThreadCpuTime();
      long s = System.nanoTime();
      op.getAsInt();
      ns[i] = System.nanoTime() - s;
      if (cpu != null) {
        cpu[i] = threads.getCurrentThreadCpuTime() - c;
      }
    }
    Arrays.sort(ns);
    if (cpu != null) {
      Arrays.sort(cpu);
    }
    return ns;
  }

  private static void report(String what, long[] ns) {
    System.out.printf(
        "%-24s p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  (%d runs)%n",
        what,
        ns[ns.length / 2] / 1e6,
        ns[(int) (ns.length * 0.9)] / 1e6,
        ns[(int) (ns.length * 0.99)] / 1e6,
        ns.length);
  }
}
