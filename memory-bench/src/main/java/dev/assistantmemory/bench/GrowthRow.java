package dev.assistantmemory.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One load-driver checkpoint as a CSV row: how search latency, ingest rate and memory stand at a
 * store size. {@code ingestPerSecond} is NaN for a search-only run; {@code rssMib} is the resident
 * set of the process holding the service (and the driver), {@code heapMib} its heap in use after a
 * collection.
 */
record GrowthRow(
    String date,
    String store,
    String corpus,
    long messages,
    double ingestPerSecond,
    double p50Ms,
    double p90Ms,
    double p99Ms,
    double rssMib,
    double heapMib) {

  static final String HEADER =
      "date,store,corpus,messages,ingest_msg_per_s,search_p50_ms,search_p90_ms,search_p99_ms,rss_mib,heap_mib";

  /**
   * Appends this process's checkpoint to {@code csv} (the header first on a new file); no-op on
   * null.
   */
  static void append(
      Path csv,
      String store,
      String corpus,
      long messages,
      double ingestPerSecond,
      List<Long> latencies)
      throws IOException {
    if (csv == null) {
      return;
    }
    System.gc();
    var heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
    GrowthRow row =
        new GrowthRow(
            LocalDate.now().toString(),
            store,
            corpus,
            messages,
            ingestPerSecond,
            LoadDriver.pct(latencies, 50),
            LoadDriver.pct(latencies, 90),
            LoadDriver.pct(latencies, 99),
            residentMib(),
            heap.getUsed() / 1048576.0);
    if (csv.getParent() != null) {
      Files.createDirectories(csv.getParent());
    }
    boolean fresh = !Files.exists(csv) || Files.size(csv) == 0;
    Files.writeString(
        csv,
        (fresh ? HEADER + "\n" : "") + row.line() + "\n",
        StandardCharsets.UTF_8,
        StandardOpenOption.CREATE,
        StandardOpenOption.APPEND);
  }

  String line() {
    return String.format(
        Locale.ROOT,
        "%s,%s,%s,%d,%s,%.2f,%.2f,%.2f,%.0f,%.0f",
        date,
        store,
        corpus,
        messages,
        Double.isNaN(ingestPerSecond) ? "" : String.format(Locale.ROOT, "%.1f", ingestPerSecond),
        p50Ms,
        p90Ms,
        p99Ms,
        rssMib,
        heapMib);
  }

  static List<GrowthRow> read(Path csv) throws IOException {
    List<GrowthRow> rows = new ArrayList<>();
    for (String line : Files.readAllLines(csv, StandardCharsets.UTF_8)) {
      if (line.isBlank() || line.startsWith("date,")) {
        continue;
      }
      String[] f = line.split(",", -1);
      rows.add(
          new GrowthRow(
              f[0],
              f[1],
              f[2],
              Long.parseLong(f[3]),
              f[4].isEmpty() ? Double.NaN : Double.parseDouble(f[4]),
              Double.parseDouble(f[5]),
              Double.parseDouble(f[6]),
              Double.parseDouble(f[7]),
              Double.parseDouble(f[8]),
              Double.parseDouble(f[9])));
    }
    return rows;
  }

  /** VmRSS of this process in MiB (Linux), NaN where /proc is not there. */
  private static double residentMib() {
    try {
      for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (l.startsWith("VmRSS:")) {
          return Long.parseLong(l.replaceAll("[^0-9]", "")) / 1024.0;
        }
      }
    } catch (IOException | NumberFormatException e) {
      // not Linux
    }
    return Double.NaN;
  }
}
