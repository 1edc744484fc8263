package dev.assistantmemory.bench;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.metric.Aggregation;
import dev.assistantmemory.core.metric.Bucket;
import dev.assistantmemory.core.metric.MetricService;
import dev.assistantmemory.server.MemoryApplication;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Metrics on SQLite, in-process service on a fresh data directory: bulk write throughput (100,000
 * readings of 5 metrics; in the service in one call, and over HTTP in requests of 5,000) and series
 * read latency over a year of daily data (in the service and over HTTP, bucket none and week).
 *
 * <p>Usage: {@code MetricsBench [readings=100000] [reads=1000]}.
 */
public final class MetricsBench {
  private static final ObjectMapper JSON = JsonMapper.builder().build();

  public static void main(String[] args) throws Exception {
    Map<String, String> opts = BenchArgs.options(args);
    int readings = Integer.parseInt(opts.getOrDefault("readings", "100000"));
    int reads = Integer.parseInt(opts.getOrDefault("reads", "1000"));
    Path dir = Files.createTempDirectory("memory-bench-metrics");
    try (MemoryApplication app =
        new MemoryApplication(BenchApp.config(dir, "all-minilm-l6-v2-q", Map.of())).start()) {
      MetricService metrics = app.metrics();
      String base = "http://127.0.0.1:" + app.port();
      HttpClient http = HttpClient.newHttpClient();
      String[] slugs = {"body_weight", "steps", "heart_rate", "sleep_duration", "readiness"};
      for (String user : List.of("svc", "http")) {
        ReadScope scope = ReadScope.of(user, null, AccessScope.partition);
        for (String slug : slugs) {
          metrics.record(
              scope,
              null,
              new MetricService.DefinitionInput(
                  slug, slug.replace('_', ' '), "bench " + slug, "u", Aggregation.avg, null, null),
              1,
              Instant.parse("2020-01-01T00:00:00Z"),
              null);
        }
      }
      Instant t0 = Instant.parse("2021-01-01T00:00:00Z");
      List<MetricService.Reading> rows = new ArrayList<>(readings);
      for (int i = 0; i < readings; i++) {
        rows.add(
            new MetricService.Reading(
                slugs[i % slugs.length], 50 + (i % 97), t0.plusSeconds(60L * i), null));
      }
      // warm-up (JIT, statement caches), then the measured write
      metrics.bulk(ReadScope.of("warm", null, AccessScope.partition), null, "warm", rows);
      long start = System.nanoTime();
      MetricService.BulkResult written =
          metrics.bulk(ReadScope.of("svc", null, AccessScope.partition), null, "bench", rows);
      double svcSeconds = (System.nanoTime() - start) / 1e9;
      System.out.printf(
          Locale.ROOT,
          "bulk (service, one call): %d rows in %.2f s = %.0f rows/s%n",
          written.inserted(),
          svcSeconds,
          written.inserted() / svcSeconds);

      start = System.nanoTime();
      int inserted = 0;
      for (int from = 0; from < readings; from += 5_000) {
        List<Observation> page = new ArrayList<>();
        for (MetricService.Reading r : rows.subList(from, Math.min(readings, from + 5_000))) {
          page.add(new Observation(r.metricSlug(), r.value(), r.occurredAt().toString()));
        }
        // One source per page: a push replaces the readings its source held.
        var res =
            post(
                http,
                base + "/metrics/observations/bulk",
                new BulkObservations("http", "bench-" + from, page));
        inserted += JSON.readTree(res).path("inserted").asInt();
      }
      double httpSeconds = (System.nanoTime() - start) / 1e9;
      System.out.printf(
          Locale.ROOT,
          "bulk (HTTP, 5,000 per request): %d rows in %.2f s = %.0f rows/s%n",
          inserted,
          httpSeconds,
          inserted / httpSeconds);

      // A year of daily data for one metric, then series reads over that year.
      ReadScope year = ReadScope.of("year", null, AccessScope.partition);
      String id =
          metrics
              .record(
                  year,
                  null,
                  new MetricService.DefinitionInput(
                      "body_weight", "Body weight", "daily", "kg", Aggregation.avg, null, null),
                  80,
                  Instant.parse("2025-01-01T07:00:00Z"),
                  null)
              .metricId();
      List<MetricService.Reading> daily = new ArrayList<>();
      for (int d = 1; d < 365; d++) {
        daily.add(
            new MetricService.Reading(
                "body_weight",
                80 + Math.sin(d / 10.0),
                Instant.parse("2025-01-01T07:00:00Z").plus(Duration.ofDays(d)),
                null));
      }
      metrics.bulk(year, null, "daily", daily);
      Instant from = Instant.parse("2025-01-01T00:00:00Z");
      Instant to = Instant.parse("2026-01-01T00:00:00Z");
      for (Bucket bucket : List.of(Bucket.none, Bucket.week)) {
        double[] ms = new double[reads];
        for (int i = 0; i < reads + 200; i++) {
          long s = System.nanoTime();
          metrics.series(year, List.of(id), from, to, bucket, null, ZoneId.of("Europe/Berlin"));
          if (i >= 200) {
            ms[i - 200] = (System.nanoTime() - s) / 1e6;
          }
        }
        report("series (service, 365 daily points, bucket " + bucket + ")", ms);
        String body =
            JSON.writeValueAsString(
                Map.of(
                    "userId", "year",
                    "metricIds", List.of(id),
                    "from", from.toString(),
                    "to", to.toString(),
                    "bucket", bucket.name(),
                    "timeZone", "Europe/Berlin"));
        for (int i = 0; i < reads + 200; i++) {
          long s = System.nanoTime();
          postRaw(http, base + "/metrics/series", body);
          if (i >= 200) {
            ms[i - 200] = (System.nanoTime() - s) / 1e6;
          }
        }
        report("series (HTTP, 365 daily points, bucket " + bucket + ")", ms);
      }
    }
  }

  private static void report(String what, double[] ms) {
    double[] sorted = ms.clone();
    Arrays.sort(sorted);
    System.out.printf(
        Locale.ROOT,
        "%s: p50 %.2f ms, p95 %.2f ms, p99 %.2f ms over %d reads%n",
        what,
        sorted[sorted.length / 2],
        sorted[(int) (sorted.length * 0.95)],
        sorted[(int) (sorted.length * 0.99)],
        sorted.length);
  }

  private static String post(HttpClient http, String url, Object body) throws Exception {
    return postRaw(http, url, JSON.writeValueAsString(body));
  }

  private static String postRaw(HttpClient http, String url, String body) throws Exception {
    HttpResponse<String> res =
        http.send(
            HttpRequest.newBuilder(URI.create(url))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    if (res.statusCode() != 200) {
      throw new IllegalStateException(res.statusCode() + " " + res.body());
    }
    return res.body();
  }

  /** The wire body of {@code /metrics/observations/bulk}. */
  private record BulkObservations(
      String userId, String sourceExternalId, List<Observation> observations) {}

  private record Observation(String metricSlug, double value, String occurredAt) {}
}
