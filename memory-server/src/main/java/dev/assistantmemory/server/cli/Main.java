package dev.assistantmemory.server.cli;

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
      KeysCommand.class,
      McpCommand.class
    })
public final class Main implements Runnable {
  public static final int EXIT_OK = 0;
  public static final int EXIT_FAILURE = 1;
  public static final int EXIT_USAGE = 2;
  public static final int EXIT_CONFIG = 3;

  /** The command ran to the end, but some of its input was refused or invalid. */
  public static final int EXIT_INCOMPLETE = 4;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    int code = new CommandLine(new Main()).execute(args);
    if (code != EXIT_OK || args.length == 0 || !"serve".equals(args[0])) {
      System.exit(code);
    }
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }
}
