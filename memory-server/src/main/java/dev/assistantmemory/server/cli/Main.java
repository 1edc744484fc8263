package dev.assistantmemory.server.cli;

import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.model.ErrorCode;
import java.time.Duration;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the one runnable jar. */
@Command(
    name = "assistant-memory",
    mixinStandardHelpOptions = true,
    version = "assistant-memory 0.1.0",
    description = "Self-hosted long-term memory for AI assistants.",
    subcommands = {
      ServeCommand.class,
      ReindexCommand.class,
      MigrateCommand.class,
      ImportCommand.class,
      ReExtractCommand.class,
      KeysCommand.class,
      McpCommand.class,
      ClassArchiveTraining.class
    })
public final class Main implements Runnable {
  // Exit statuses, all read from the one ErrorCode table (README: CLI documents 0-4).

  /** The command succeeded. */
  public static final int EXIT_OK = ErrorCode.EXIT_SUCCESS;

  /** The command failed (a server-side error such as an unavailable store). */
  public static final int EXIT_FAILURE = ErrorCode.INTERNAL_ERROR.exitCode();

  /** The caller's mistake: bad arguments, an unknown id, invalid input. */
  public static final int EXIT_USAGE = ErrorCode.VALIDATION_FAILED.exitCode();

  /** The configuration is invalid or refuses to start. */
  public static final int EXIT_CONFIG = ErrorCode.CONFIG_INVALID.exitCode();

  /** The command ran to the end, but some of its input was refused or invalid. */
  public static final int EXIT_INCOMPLETE = ErrorCode.COMMAND_INCOMPLETE.exitCode();

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    int code = new CommandLine(new Main()).execute(args);
    if (code != EXIT_OK || args.length == 0 || !"serve".equals(args[0])) {
      // ONNX Runtime's own shutdown hook frees its environment while a model may still be opening
      // on another thread (a refused configuration exits within a second of starting): the JVM
      // then dies in native code (SIGSEGV, exit 134) instead of with the command's code.
      LocalOnnxEmbedder.awaitOpening(Duration.ofSeconds(30));
      System.exit(code);
    }
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }
}
