package dev.assistantmemory.server.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.auth.ApiKeys;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code keys create|list|revoke} in-process over a real SQLite data directory: the key is printed
 * once, never listed, and only its hash reaches the database file.
 */
class KeysCommandIT {
  @TempDir Path dir;

  record Run(int exitCode, String out, String err) {}

  private Run keys(String sub, String... extra) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli =
        new CommandLine(new Main())
            .setOut(new PrintWriter(out, true))
            .setErr(new PrintWriter(err, true));
    List<String> args =
        new ArrayList<>(List.of("keys", sub, "--data-dir", dir.resolve("data").toString()));
    args.addAll(List.of(extra));
    return new Run(cli.execute(args.toArray(String[]::new)), out.toString(), err.toString());
  }

  @Test
  void createPrintsTheKeyOnceListNeverShowsItRevokeWorksAndOnlyTheHashIsStored() throws Exception {
    Run created = keys("create", "--user", "alice", "--scope", "read");
    assertThat(created.exitCode()).as(created.err()).isEqualTo(Main.EXIT_OK);
    String key = created.out().strip();
    assertThat(key).matches("amk_[A-Za-z0-9_-]{43}");
    assertThat(created.out().lines()).hasSize(1);
    assertThat(created.err()).contains("will not be shown again").doesNotContain(key);
    String id = created.err().replaceAll("(?s).*created (key_[0-9a-z]{26}).*", "$1");
    assertThat(id).startsWith("key_");

    Run admin = keys("create", "--scope", "admin");
    assertThat(admin.exitCode()).as(admin.err()).isEqualTo(Main.EXIT_OK);
    String adminKey = admin.out().strip();
    Run defaulted = keys("create", "--user", "bob");
    assertThat(defaulted.exitCode()).isEqualTo(Main.EXIT_OK);

    Run list = keys("list");
    assertThat(list.exitCode()).isEqualTo(Main.EXIT_OK);
    assertThat(list.out().lines()).hasSize(3);
    assertThat(list.out())
        .doesNotContain(key)
        .doesNotContain(adminKey)
        .doesNotContain(key.substring(4, 20))
        .doesNotContain(ApiKeys.hashHex(key));
    assertThat(list.out().lines().toList().get(0)).matches(id + "\talice\tread\t\\S+Z\t-");
    assertThat(list.out())
        .containsPattern("key_\\S+\t\\*\tadmin\t")
        .containsPattern("key_\\S+\tbob\twrite\t");

    Run revoked = keys("revoke", id);
    assertThat(revoked.exitCode()).as(revoked.err()).isEqualTo(Main.EXIT_OK);
    assertThat(revoked.out()).contains("revoked " + id);
    assertThat(keys("list").out().lines().toList().get(0))
        .matches(id + "\talice\tread\t\\S+Z\t\\S+Z");
    Run unknown = keys("revoke", "key_00000000000000000000000000");
    assertThat(unknown.exitCode()).isEqualTo(Main.EXIT_USAGE);
    assertThat(unknown.err()).contains("no API key");

    // The database (and its WAL) holds hashes, never keys.
    byte[] keyBytes = key.getBytes(StandardCharsets.US_ASCII);
    byte[] secretPart = key.substring(4).getBytes(StandardCharsets.US_ASCII);
    byte[] hashBytes = ApiKeys.hashHex(key).getBytes(StandardCharsets.US_ASCII);
    boolean sawHash = false;
    try (Stream<Path> files = Files.list(dir.resolve("data"))) {
      for (Path f :
          files.filter(p -> p.getFileName().toString().startsWith("memory.db")).toList()) {
        byte[] bytes = Files.readAllBytes(f);
        assertThat(indexOf(bytes, keyBytes)).as(f + " holds the key").isEqualTo(-1);
        assertThat(indexOf(bytes, secretPart)).as(f + " holds the key").isEqualTo(-1);
        assertThat(indexOf(bytes, adminKey.getBytes(StandardCharsets.US_ASCII))).isEqualTo(-1);
        sawHash |= indexOf(bytes, hashBytes) >= 0;
      }
    }
    assertThat(sawHash).as("the hash is what is stored").isTrue();
  }

  @Test
  void userAndScopeMustFit() {
    Run adminWithUser = keys("create", "--user", "alice", "--scope", "admin");
    assertThat(adminWithUser.exitCode()).isEqualTo(Main.EXIT_USAGE);
    assertThat(adminWithUser.err()).contains("leave out --user");
    Run noUser = keys("create", "--scope", "write");
    assertThat(noUser.exitCode()).isEqualTo(Main.EXIT_USAGE);
    assertThat(noUser.err()).contains("give --user");
    Run badUser = keys("create", "--user", "not a user!");
    assertThat(badUser.exitCode()).isEqualTo(Main.EXIT_USAGE);
    Run badScope = keys("create", "--user", "alice", "--scope", "root");
    assertThat(badScope.exitCode()).isEqualTo(Main.EXIT_USAGE);
    assertThat(keys("list").out()).isEmpty();
  }

  private static int indexOf(byte[] haystack, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
