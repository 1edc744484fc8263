package dev.assistantmemory.server;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Wall time of each phase of a start, in order, with the CPU time the whole process spent in it
 * (JIT and other threads included), for the "listening" log line. The first entry ("jvm", CPU only:
 * the start time the OS reports is exact to its boot second only) runs from the process start to
 * the composition root; the rest follow one another.
 */
public final class StartupTimes {
  private final Map<String, long[]> phases = new LinkedHashMap<>();
  private long lastNanos;
  private long lastCpuMillis;

  StartupTimes() {
    lastCpuMillis = cpuMillis();
    phases.put("jvm", new long[] {-1, lastCpuMillis});
    lastNanos = System.nanoTime();
  }

  private static long cpuMillis() {
    return ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(0L);
  }

  /** Ends the phase called {@code name} now. */
  synchronized void mark(String name) {
    long now = System.nanoTime();
    long cpu = cpuMillis();
    long[] spent = phases.computeIfAbsent(name, k -> new long[2]);
    spent[0] += (now - lastNanos) / 1_000_000;
    spent[1] += cpu - lastCpuMillis;
    lastNanos = now;
    lastCpuMillis = cpu;
  }

  /** "jvm (cpu 700 ms), store 80 ms (cpu 95 ms), ..." */
  @Override
  public synchronized String toString() {
    StringBuilder out = new StringBuilder();
    phases.forEach(
        (k, v) ->
            out.append(out.isEmpty() ? "" : ", ")
                .append(k)
                .append(v[0] < 0 ? "" : " " + v[0] + " ms")
                .append(" (cpu ")
                .append(v[1])
                .append(" ms)"));
    return out.toString();
  }
}
