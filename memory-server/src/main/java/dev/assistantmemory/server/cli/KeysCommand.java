package dev.assistantmemory.server.cli;

import dev.assistantmemory.core.auth.ApiKeyRecord;
import dev.assistantmemory.core.auth.ApiKeys;
import dev.assistantmemory.core.auth.KeyScope;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.server.Adapters;
import dev.assistantmemory.server.MemoryApplication;
import dev.assistantmemory.server.config.ConfigException;
import dev.assistantmemory.store.jdbc.JdbiMemoryStore;
import java.io.PrintWriter;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code keys}: API keys of the configured store (the same one {@code serve} uses). A running
 * service sees a new or revoked key within a few seconds.
 */
@Command(
    name = "keys",
    mixinStandardHelpOptions = true,
    description = {
      "Manage API keys. With at least one active key, every HTTP route except GET /health",
      "and the API documentation needs 'Authorization: Bearer <key>'."
    },
    subcommands = {KeysCommand.Create.class, KeysCommand.ListKeys.class, KeysCommand.Revoke.class})
final class KeysCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }

  /** Opens the store, runs {@code work} on its keys, maps failures to exit codes. */
  static int withKeys(CommonOptions common, PrintWriter err, Function<ApiKeys, Integer> work) {
    try (JdbiMemoryStore store = Adapters.openStore(common.load(Map.of()), false)) {
      return work.apply(MemoryApplication.apiKeys(store, Clock.systemUTC()));
    } catch (ConfigException e) {
      err.println("configuration error: " + e.getMessage());
      return Main.EXIT_CONFIG;
    } catch (MemoryException e) {
      err.println(e.getMessage());
      return e.code().exitCode();
    }
  }

  @Command(
      name = "create",
      mixinStandardHelpOptions = true,
      description = {
        "Create a key and print it once on stdout; only its SHA-256 hash is stored.",
        "read/write keys are bound to --user; admin keys act for every user and take no --user."
      })
  static final class Create implements Callable<Integer> {
    @Mixin CommonOptions common = new CommonOptions();

    @Option(names = "--user", description = "The user the key acts for (not for admin keys).")
    String userId;

    @Option(
        names = "--scope",
        defaultValue = "write",
        description = "read, write or admin (default: ${DEFAULT-VALUE}).")
    KeyScope scope;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      if (scope == KeyScope.admin && userId != null) {
        err.println("an admin key acts for every user: leave out --user");
        return Main.EXIT_USAGE;
      }
      if (scope != KeyScope.admin && userId == null) {
        err.println("a " + scope + " key is bound to a user: give --user");
        return Main.EXIT_USAGE;
      }
      return withKeys(
          common,
          err,
          keys -> {
            ApiKeys.Created made = keys.create(userId, scope);
            out.println(made.key());
            out.flush();
            err.println(
                "created "
                    + made.record().id()
                    + " ("
                    + scope
                    + (userId == null ? ", any user" : ", user " + userId)
                    + "). The key above will not be shown again: store it now.");
            err.flush();
            return Main.EXIT_OK;
          });
    }
  }

  @Command(
      name = "list",
      mixinStandardHelpOptions = true,
      description = {
        "One line per key: id, user (* for admin keys), scope, created, revoked (- if active).",
        "Never the key itself."
      })
  static final class ListKeys implements Callable<Integer> {
    @Mixin CommonOptions common = new CommonOptions();
    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      return withKeys(
          common,
          spec.commandLine().getErr(),
          keys -> {
            for (ApiKeyRecord k : keys.list()) {
              out.println(
                  String.join(
                      "\t",
                      k.id(),
                      k.userId() == null ? "*" : k.userId(),
                      k.scope().name(),
                      k.createdAt().toString(),
                      k.revokedAt() == null ? "-" : k.revokedAt().toString()));
            }
            out.flush();
            return Main.EXIT_OK;
          });
    }
  }

  @Command(
      name = "revoke",
      mixinStandardHelpOptions = true,
      description =
          "Revoke a key by its id (from 'keys list'); a running service stops accepting it within seconds.")
  static final class Revoke implements Callable<Integer> {
    @Mixin CommonOptions common = new CommonOptions();

    @Parameters(index = "0", paramLabel = "ID", description = "The key's id, key_...")
    String id;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      return withKeys(
          common,
          err,
          keys -> {
            if (!keys.revoke(id)) {
              err.println("no API key " + id);
              return Main.EXIT_USAGE;
            }
            out.println("revoked " + id);
            return Main.EXIT_OK;
          });
    }
  }
}
