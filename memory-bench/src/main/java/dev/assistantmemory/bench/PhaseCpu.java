package dev.assistantmemory.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The process's CPU time over one phase of a benchmark, by group of threads (a thread's name less
 * its trailing number: {@code memory-worker}, {@code pool-1-thread}, ...). The JVM's own threads
 * (JIT compilers, GC) and threads that ended during the phase are in "other": the process's CPU
 * less what the living Java threads account for; the JVM's own collection and compilation times are
 * shown beside it (elapsed time of those threads, which the JVM reports, not their CPU).
 */
final class PhaseCpu {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private final long wall0 = System.nanoTime();
  private final long process0 = processCpu();
  private final Map<Long, Long> thread0 = threadCpu();
  private final long gc0 = gcMillis();
  private final long jit0 = ManagementFactory.getCompilationMXBean().getTotalCompilationTime();

  private static long gcMillis() {
    return ManagementFactory.getGarbageCollectorMXBeans().stream()
        .mapToLong(b -> Math.max(0, b.getCollectionTime()))
        .sum();
  }

  private static long processCpu() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  private static Map<Long, Long> threadCpu() {
    Map<Long, Long> out = new HashMap<>();
    for (long id : THREADS.getAllThreadIds()) {
      long cpu = THREADS.getThreadCpuTime(id);
      if (cpu >= 0) {
        out.put(id, cpu);
      }
    }
    return out;
  }

  /** The process's CPU seconds since this was made. */
  double cpuSeconds() {
    return (processCpu() - process0) / 1e9;
  }

  /** "wall W s, CPU C s (B cores busy): group c s, ..." since this was made. */
  String report() {
    double wall = (System.nanoTime() - wall0) / 1e9;
    double process = (processCpu() - process0) / 1e9;
    Map<String, Double> by = new TreeMap<>();
    double counted = 0;
    for (long id : THREADS.getAllThreadIds()) {
      long cpu = THREADS.getThreadCpuTime(id);
      ThreadInfo info = THREADS.getThreadInfo(id);
      if (cpu < 0 || info == null) {
        continue;
      }
      double s = (cpu - thread0.getOrDefault(id, 0L)) / 1e9;
      if (s < 0.05) {
        continue;
      }
      by.merge(info.getThreadName().replaceAll("[-#]?\\d+$", ""), s, Double::sum);
      counted += s;
    }
    StringBuilder out =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "wall %.1f s, CPU %.1f s (%.2f cores busy):",
                wall,
                process,
                process / wall));
    by.entrySet().stream()
        .sorted((a, b) -> Double.compare(b.getValue(), a.getValue()))
        .forEach(
            e -> out.append(String.format(Locale.ROOT, " %s %.1f,", e.getKey(), e.getValue())));
    out.append(
        String.format(
            Locale.ROOT,
            " other %.1f (the JVM's: GC %.1f s and JIT %.1f s of their threads' time)",
            process - counted,
            (gcMillis() - gc0) / 1e3,
            (ManagementFactory.getCompilationMXBean().getTotalCompilationTime() - jit0) / 1e3));
    return out.toString();
  }
}
