package dev.assistantmemory.server.cli;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.reextract.ReExtraction;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceChanges;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.ConfigException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code reextract}: extracts a user's stored sources again with the configured rules or model and
 * applies the result as first ingest did (write guard and trust rule), never changing what the user
 * made or confirmed. {@code --dry-run} prints what would change and writes nothing. A real run
 * queues one receipt and job per source, runs them here, and prints each receipt with what it
 * changed; {@code --receipt} reads one back later. Stop the service on this data directory first.
 */
@Command(
    name = "reextract",
    mixinStandardHelpOptions = true,
    description = {
      "Extract stored sources again (after a rule or model change) and apply the result.",
      "--dry-run reports what would change and writes nothing. A real run prints one receipt",
      "(operation id, job id) per source and what it changed; read one back with --receipt.",
      "What the user made or confirmed is never changed.",
      "Exit 0 when every source was re-extracted, 4 when some receipt failed.",
      "Stop the service on this data directory first."
    })
final class ReExtractCommand implements Callable<Integer> {
  @Mixin CommonOptions common = new CommonOptions();

  static final class Who {
    @Option(names = "--user", required = true, description = "The user whose sources to redo.")
    String userId;

    @Option(
        names = "--all-users",
        required = true,
        description = "Every user (operator); not with --source or --receipt.")
    boolean allUsers;
  }

  @ArgGroup(multiplicity = "1")
  Who who;

  @Option(names = "--source", description = "One conversation or document (its source id).")
  String sourceId;

  @Option(names = "--dry-run", description = "Report what would change; write nothing.")
  boolean dryRun;

  @Option(names = "--receipt", description = "Print a re-extraction receipt and its changes.")
  String receiptId;

  @Option(
      names = "--wait-seconds",
      defaultValue = "3600",
      description = "How long a real run waits for its jobs (default 3600).")
  int waitSeconds;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (who.allUsers && (sourceId != null || receiptId != null)) {
      err.println("--all-users takes neither --source nor --receipt");
      return Main.EXIT_USAGE;
    }
    try (MemoryApplication app = new MemoryApplication(common.load(Map.of()))) {
      ReExtraction reextraction = app.reextraction();
      List<String> users = who.allUsers ? reextraction.users() : List.of(who.userId);
      if (receiptId != null) {
        return printReceipt(reextraction, scope(who.userId), receiptId, out, err);
      }
      if (dryRun) {
        for (String user : users) {
          printReport(reextraction.dryRun(scope(user), sourceId), out);
        }
        return Main.EXIT_OK;
      }
      return run(app, reextraction, users, out);
    } catch (ConfigException e) {
      err.println("configuration error: " + e.getMessage());
      return Main.EXIT_CONFIG;
    } catch (MemoryException e) {
      err.println("reextract refused: " + e.getMessage());
      return e.code().exitCode();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("reextract interrupted; the queued receipts run when the service starts");
      return Main.EXIT_FAILURE;
    }
  }

  /** Every user of the store may be named: the operator runs this on the store itself. */
  private static ReadScope scope(String userId) {
    return ReadScope.of(userId, null, AccessScope.workspace);
  }

  private int run(
      MemoryApplication app, ReExtraction reextraction, List<String> users, PrintWriter out)
      throws InterruptedException {
    List<OperationRecord> queued = new ArrayList<>();
    for (String user : users) {
      queued.addAll(reextraction.enqueue(scope(user), sourceId));
    }
    out.printf("queued %d re-extraction receipts%n", queued.size());
    out.flush();
    app.startWorkers();
    long deadline = System.nanoTime() + waitSeconds * 1_000_000_000L;
    List<ReExtraction.Receipt> done = new ArrayList<>();
    for (OperationRecord op : queued) {
      ReExtraction.Receipt r = awaitTerminal(reextraction, op, deadline);
      done.add(r);
      printReceipt(r, out);
    }
    app.tailer().catchUp();
    long failed =
        done.stream().filter(r -> r.operation().status() != ReceiptStatus.completed).count();
    out.printf("re-extracted %d of %d sources%n", done.size() - failed, done.size());
    out.flush();
    return failed == 0 ? Main.EXIT_OK : Main.EXIT_INCOMPLETE;
  }

  private static ReExtraction.Receipt awaitTerminal(
      ReExtraction reextraction, OperationRecord op, long deadline) throws InterruptedException {
    ReadScope scope = scope(op.userId());
    while (true) {
      ReExtraction.Receipt r = reextraction.receipt(scope, op.id()).orElseThrow();
      if (r.operation().status().isTerminal() || System.nanoTime() > deadline) {
        return r;
      }
      Thread.sleep(100);
    }
  }

  private static int printReceipt(
      ReExtraction reextraction,
      ReadScope scope,
      String operationId,
      PrintWriter out,
      PrintWriter err) {
    Optional<ReExtraction.Receipt> r = reextraction.receipt(scope, operationId);
    if (r.isEmpty()) {
      err.println("no re-extraction receipt " + operationId + " of user " + scope.userId());
      return Main.EXIT_USAGE;
    }
    printReceipt(r.get(), out);
    return Main.EXIT_OK;
  }

  static void printReceipt(ReExtraction.Receipt r, PrintWriter out) {
    OperationRecord op = r.operation();
    out.printf(
        "receipt %s job %s user %s source %s: %s%s%n",
        op.id(),
        op.jobId(),
        op.userId(),
        op.sourceId(),
        op.status(),
        op.errorCode() == null ? "" : " (" + op.errorCode() + ")");
    if (r.changes() != null) {
      printChanges(r.changes(), out);
    }
    out.flush();
  }

  static void printReport(ReExtraction.Report report, PrintWriter out) {
    out.printf("dry run for user %s: nothing was written%n", report.userId());
    for (SourceChanges c : report.sources()) {
      out.printf("source %s%n", c.sourceId());
      printChanges(c, out);
    }
    out.printf(
        "total: %d sources, %d nodes added (%d tasks), %d claims added, %d filed as history,"
            + " %d superseded, %d retracted, %d kept, %d refused%n",
        report.sources().size(),
        report.total(c -> c.nodesAdded().size()),
        report.total(c -> (int) c.tasksAdded()),
        report.total(c -> c.claimsAdded().size()),
        report.total(c -> c.claimsFiledAsHistory().size()),
        report.total(c -> c.claimsSuperseded().size()),
        report.total(c -> c.claimsRetracted().size()),
        report.total(SourceChanges::claimsKept),
        report.total(SourceChanges::refused));
    out.flush();
  }

  private static void printChanges(SourceChanges c, PrintWriter out) {
    for (String line : c.detailLines().split("\n")) {
      if (!line.isEmpty()) {
        out.println("  " + line);
      }
    }
    out.printf("  (%d kept, %d refused by the write guard)%n", c.claimsKept(), c.refused());
  }
}
