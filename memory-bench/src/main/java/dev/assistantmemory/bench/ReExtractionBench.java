package dev.assistantmemory.bench;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.reextract.ReExtraction;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceChanges;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.Setting;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Re-extraction on real conversations (issue 13 item 6): LoCoMo samples ingested and extracted by
 * the rules, then, with the same rules, a dry run, a real run (one receipt and job per session) and
 * a second dry run. With unchanged rules nothing should change; the run says how much did and what
 * a dry run and a real run cost per source. Nothing here is tuned.
 *
 * <pre>
 * java -cp $CP dev.assistantmemory.bench.ReExtractionBench ../../shared/bench/locomo-dev5.json
 * </pre>
 */
public final class ReExtractionBench {
  private ReExtractionBench() {}

  public static void main(String[] args) throws Exception {
    Path data = Path.of(args.length > 0 ? args[0] : "../../shared/bench/locomo-dev5.json");
    String model = args.length > 1 ? args[1] : "all-minilm-l6-v2-q";
    List<Locomo.Sample> samples = Locomo.load(data);
    Path dir = Files.createTempDirectory("memory-bench-reextract");
    try (MemoryApplication app =
        new MemoryApplication(BenchApp.config(dir, model, Map.of(Setting.EXTRACTION, "on")))
            .startBackground()) {
      BenchApp.ingestLocomoTimed(app, samples);
      ReExtraction rx = app.reextraction();
      for (Locomo.Sample s : samples) {
        ReadScope scope = ReadScope.of(s.id(), null, AccessScope.workspace);
        long d0 = System.nanoTime();
        ReExtraction.Report first = rx.dryRun(scope, null);
        long dry = System.nanoTime() - d0;
        long r0 = System.nanoTime();
        List<SourceChanges> applied = new ArrayList<>();
        int failed = 0;
        for (OperationRecord op : rx.enqueue(scope, null)) {
          ReExtraction.Receipt r = await(rx, scope, op);
          if (r.operation().status() == ReceiptStatus.completed) {
            applied.add(r.changes());
          } else {
            failed++;
          }
        }
        long real = System.nanoTime() - r0;
        ReExtraction.Report second = rx.dryRun(scope, null);
        int n = first.sources().size();
        System.out.printf(
            Locale.ROOT,
            "%s: %d sources; dry run %.1f ms/source, real run %.1f ms/source (%d failed);"
                + " changes with unchanged rules: dry run %s, real run %s, dry run after %s%n",
            s.id(),
            n,
            dry / 1e6 / n,
            real / 1e6 / n,
            failed,
            changes(first.sources()),
            changes(applied),
            changes(second.sources()));
        printFirstChange("first dry run", first.sources());
        printFirstChange("dry run after", second.sources());
      }
    }
  }

  /** One source's changes in full, for reading what kind of change it is. */
  private static void printFirstChange(String run, List<SourceChanges> sources) {
    for (SourceChanges c : sources) {
      if (c.changesGraph()) {
        System.out.printf(
            "  e.g. %s, %s:%n    %s%n",
            run, c.sourceId(), c.detailLines().strip().replace("\n", "\n    "));
        return;
      }
    }
  }

  private static String changes(List<SourceChanges> sources) {
    int nodes = 0;
    int added = 0;
    int history = 0;
    int superseded = 0;
    int retracted = 0;
    int kept = 0;
    for (SourceChanges c : sources) {
      nodes += c.nodesAdded().size();
      added += c.claimsAdded().size();
      history += c.claimsFiledAsHistory().size();
      superseded += c.claimsSuperseded().size();
      retracted += c.claimsRetracted().size();
      kept += c.claimsKept();
    }
    return String.format(
        Locale.ROOT,
        "+%d nodes +%d claims ~%d history -%d superseded -%d retracted (%d kept)",
        nodes,
        added,
        history,
        superseded,
        retracted,
        kept);
  }

  private static ReExtraction.Receipt await(ReExtraction rx, ReadScope scope, OperationRecord op)
      throws InterruptedException {
    while (true) {
      ReExtraction.Receipt r = rx.receipt(scope, op.id()).orElseThrow();
      if (r.operation().status().isTerminal()) {
        return r;
      }
      Thread.sleep(20);
    }
  }
}
