package dev.assistantmemory.server.cli;

import dev.assistantmemory.core.graph.GraphImport;
import dev.assistantmemory.core.graph.GraphImport.LineResult;
import dev.assistantmemory.core.graph.GraphImport.Outcome;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.ConfigException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code import}: graph records for one user from a JSON Lines file, written through the graph
 * service (write guard and lifecycle apply), one line at a time; each line's outcome and a summary
 * go to stdout. Stop the service on this data directory first (the search index is updated here).
 */
@Command(
    name = "import",
    mixinStandardHelpOptions = true,
    description = {
      "Import graph records for one user from a JSON Lines file. Each line is",
      "{\"node\": {ref, nodeType, label, description?, aliases?}} or",
      "{\"claim\": {subject, predicate, object | objectValue, statement, description?,"
          + " assertedByKind?, statedAt?}}",
      "where subject/object are refs defined earlier in the file or existing node ids.",
      "Exit 0 when every line was imported, 4 when some were refused or invalid.",
      "Stop the service on this data directory first."
    })
final class ImportCommand implements Callable<Integer> {
  @Mixin CommonOptions common = new CommonOptions();

  @Option(names = "--user", required = true, description = "The user whose graph receives it.")
  String userId;

  @Option(
      names = "--partition-key",
      description = "Partition of the new nodes (default: memory:personal).")
  String partitionKey;

  @Parameters(index = "0", paramLabel = "FILE", description = "The JSON Lines file.")
  Path file;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
      err.println("cannot read " + file);
      return Main.EXIT_USAGE;
    }
    AtomicInteger lines = new AtomicInteger();
    try (MemoryApplication app = new MemoryApplication(common.load(Map.of()));
        BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      GraphImport.Report report =
          new GraphImport(app.graph())
              .run(
                  userId,
                  partitionKey,
                  ImportFile.records(reader),
                  line -> {
                    lines.incrementAndGet();
                    out.println(describe(line));
                    out.flush();
                  });
      app.tailer().catchUp();
      long imported = report.count(Outcome.IMPORTED);
      if (imported > 0
          && partitionKey != null
          && !dev.assistantmemory.model.Partitions.PERSONAL.equals(partitionKey)) {
        // A write with a new key registers it (CONTRACT 3), as the fence does for API writes:
        // reads naming the key are refused until it is registered.
        app.store()
            .write(
                userId,
                tx -> {
                  tx.partitions().register(userId, partitionKey, java.time.Instant.now());
                  return null;
                });
      }
      out.printf(
          "imported %d, refused %d, invalid %d of %d lines%n",
          imported,
          report.count(Outcome.REFUSED),
          report.count(Outcome.INVALID),
          report.lines().size());
      out.flush();
      return imported == report.lines().size() ? Main.EXIT_OK : Main.EXIT_INCOMPLETE;
    } catch (ConfigException e) {
      err.println("configuration error: " + e.getMessage());
      return Main.EXIT_CONFIG;
    } catch (MemoryException e) {
      if (e.code() == ErrorCode.VALIDATION_FAILED && lines.get() == 0) {
        err.println("import refused: " + e.getMessage());
        return e.code().exitCode();
      }
      err.println("import stopped after " + lines.get() + " lines: " + e.getMessage());
      return Main.EXIT_FAILURE;
    } catch (IOException | UncheckedIOException e) {
      err.println("import stopped after " + lines.get() + " lines: cannot read " + file);
      return Main.EXIT_FAILURE;
    }
  }

  static String describe(LineResult r) {
    return switch (r.outcome()) {
      case IMPORTED -> "line " + r.line() + ": imported " + r.id();
      case REFUSED -> "line " + r.line() + ": refused (" + r.rejectionId() + "): " + r.message();
      case INVALID -> "line " + r.line() + ": invalid " + r.field() + ": " + r.message();
    };
  }
}
