package dev.assistantmemory.bench;

import java.util.LinkedHashMap;
import java.util.Map;

/** The {@code key=value} arguments the benches take; a bare {@code key} stands for {@code true}. */
final class BenchArgs {
  private BenchArgs() {}

  static Map<String, String> options(String[] args) {
    Map<String, String> opts = new LinkedHashMap<>();
    for (String a : args) {
      String[] kv = a.split("=", 2);
      opts.put(kv[0], kv.length > 1 ? kv[1] : "true");
    }
    return opts;
  }
}
