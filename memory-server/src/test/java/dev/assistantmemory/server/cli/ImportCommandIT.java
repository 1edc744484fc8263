package dev.assistantmemory.server.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tools.jackson.databind.JsonNode;

/**
 * The {@code import} command end to end: picocli in-process over a real SQLite data directory, then
 * the service started on that directory to read what was imported, and the write guard refusing a
 * value the user retracted through the API when a later import sends it again.
 */
class ImportCommandIT {
  @TempDir Path dir;

  record Run(int exitCode, String out, String err) {}

  private Run importFile(Path file, String... extra) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli =
        new CommandLine(new Main())
            .setOut(new PrintWriter(out, true))
            .setErr(new PrintWriter(err, true));
    List<String> args =
        new ArrayList<>(List.of("import", "--data-dir", dir.resolve("data").toString()));
    args.addAll(List.of(extra));
    args.add(file.toString());
    return new Run(cli.execute(args.toArray(String[]::new)), out.toString(), err.toString());
  }

  private Path write(String name, String... lines) throws IOException {
    return Files.write(dir.resolve(name), List.of(lines), StandardCharsets.UTF_8);
  }

  @Test
  void importsGoodLinesReportsBadOnesAndTheGuardRefusesWhatTheUserRetracted() throws IOException {
    Path file =
        write(
            "graph.jsonl",
            "{\"node\": {\"ref\": \"alice\", \"nodeType\": \"Person\", \"label\": \"Alice\","
                + " \"description\": \"my manager\", \"aliases\": [\"Ali\"]}}",
            "{\"node\": {\"ref\": \"acme\", \"nodeType\": \"Organization\", \"label\": \"Acme\"}}",
            "{\"claim\": {\"subject\": \"alice\", \"predicate\": \"WORKS_AT\", \"object\": \"acme\","
                + " \"statement\": \"Alice works at Acme\", \"assertedByKind\": \"user\","
                + " \"statedAt\": \"2026-03-01T09:00:00Z\"}}",
            "{\"claim\": {\"subject\": \"alice\", \"predicate\": \"HAS_PREFERENCE\","
                + " \"objectValue\": \"oolong tea\", \"statement\": \"Alice drinks oolong tea\"}}",
            "",
            "{\"claim\": {\"subject\": \"alice\", \"predicate\": \"WORKS_AT\","
                + " \"objectNodeId\": \"acme\", \"statement\": \"typo\"}}",
            "this is not json",
            "{\"claim\": {\"subject\": \"alice\", \"predicate\": \"HAS_GOAL\","
                + " \"objectValue\": \"learn Go\", \"statement\": \"s\", \"statedAt\": \"yesterday\"}}",
            "{\"node\": {\"ref\": \"x\", \"nodeType\": \"Spaceship\", \"label\": \"X\"}}");

    Run first = importFile(file, "--user", "imp1");

    assertThat(first.exitCode()).as(first.err()).isEqualTo(Main.EXIT_INCOMPLETE);
    assertThat(first.out())
        .containsPattern("line 1: imported node_[0-9a-z]{26}")
        .containsPattern("line 3: imported claim_[0-9a-z]{26}")
        .contains("line 6: invalid objectNodeId: unknown field")
        .contains("line 7: invalid (line): not valid JSON")
        .contains("line 8: invalid statedAt:")
        .contains("line 9: invalid nodeType:")
        .doesNotContain("line 5:")
        .endsWith(String.format("imported 4, refused 0, invalid 4 of 8 lines%n"));
    String aliceId = first.out().replaceAll("(?s).*line 1: imported (node_\\w+).*", "$1");

    String teaClaim;
    try (TestServer server = new TestServer(dir.resolve("data"))) {
      JsonNode graph = server.post("/query/graph", Map.of("userId", "imp1")).body();
      assertThat(graph.path("nodes")).hasSize(2);
      // The graph answers claims between two nodes only (contract audit T1); the value claim
      // (HAS_PREFERENCE "oolong tea") is on the node itself below.
      assertThat(graph.path("claims")).hasSize(1);
      JsonNode alice = server.post("/node/get", Map.of("userId", "imp1", "nodeId", aliceId)).body();
      assertThat(alice.path("node").path("label").asString()).isEqualTo("Alice");
      assertThat(alice.path("node").path("aliases").get(0).path("aliasText").asString())
          .isEqualTo("Ali");
      List<String> statements = new ArrayList<>();
      alice.path("claims").forEach(c -> statements.add(c.path("statement").asString()));
      assertThat(statements)
          .containsExactlyInAnyOrder("Alice works at Acme", "Alice drinks oolong tea");
      JsonNode worksAt = alice.path("claims").get(statements.indexOf("Alice works at Acme"));
      assertThat(worksAt.path("statedAt").asString()).isEqualTo("2026-03-01T09:00:00.000Z");
      assertThat(worksAt.path("objectLabel").asString()).isEqualTo("Acme");
      teaClaim =
          alice
              .path("claims")
              .get(statements.indexOf("Alice drinks oolong tea"))
              .path("id")
              .asString();

      server.awaitIndexed();
      JsonNode found =
          server
              .post("/query/search", Map.of("userId", "imp1", "query", "What does Alice drink?"))
              .body()
              .path("searchResults");
      List<String> ids = new ArrayList<>();
      found.forEach(r -> ids.add(r.path("item").path("id").asString()));
      assertThat(ids).as("imported claims are searchable").contains(teaClaim);

      assertThat(
              server
                  .post(
                      "/claim/update",
                      Map.of(
                          "userId",
                          "imp1",
                          "claimId",
                          teaClaim,
                          "status",
                          "retracted",
                          "reason",
                          "she quit tea"))
                  .status())
          .isEqualTo(200);
    }

    Path again =
        write(
            "again.jsonl",
            "{\"claim\": {\"subject\": \""
                + aliceId
                + "\", \"predicate\": \"HAS_PREFERENCE\","
                + " \"objectValue\": \"Oolong tea!\", \"statement\": \"Alice loves oolong tea\"}}",
            "{\"claim\": {\"subject\": \""
                + aliceId
                + "\", \"predicate\": \"HAS_GOAL\","
                + " \"objectValue\": \"run a marathon\", \"statement\": \"Alice wants to run\"}}");
    Run second = importFile(again, "--user", "imp1");

    assertThat(second.exitCode()).isEqualTo(Main.EXIT_INCOMPLETE);
    assertThat(second.out())
        .containsPattern(
            "line 1: refused \\(rej_[0-9a-z]+\\): Refused: 'Oolong tea!'.*she quit tea")
        .containsPattern("line 2: imported claim_")
        .endsWith(String.format("imported 1, refused 1, invalid 0 of 2 lines%n"));

    Path clean =
        write(
            "clean.jsonl",
            "{\"node\": {\"ref\": \"t\", \"nodeType\": \"Task\", \"label\": \"Plan the offsite\"}}");
    Run third = importFile(clean, "--user", "imp1");
    assertThat(third.exitCode()).as(third.err()).isEqualTo(Main.EXIT_OK);

    try (TestServer server = new TestServer(dir.resolve("data"))) {
      List<String> statements = new ArrayList<>();
      server
          .post("/node/get", Map.of("userId", "imp1", "nodeId", aliceId))
          .body()
          .path("claims")
          .forEach(c -> statements.add(c.path("statement").asString()));
      assertThat(statements)
          .as("the refused line wrote nothing")
          .containsExactlyInAnyOrder("Alice works at Acme", "Alice wants to run");
      assertThat(server.post("/query/graph", Map.of("userId", "someone-else")).body().path("nodes"))
          .as("the import wrote only to the named user")
          .isEmpty();
    }
  }

  @Test
  void usageErrorsWriteNothing() throws IOException {
    Path file =
        write(
            "one.jsonl",
            "{\"node\": {\"ref\": \"a\", \"nodeType\": \"Person\", \"label\": \"A\"}}");

    assertThat(importFile(file).exitCode()).as("--user is required").isEqualTo(Main.EXIT_USAGE);
    assertThat(importFile(dir.resolve("missing.jsonl"), "--user", "u").exitCode())
        .isEqualTo(Main.EXIT_USAGE);
    Run badKey = importFile(file, "--user", "u", "--partition-key", "no spaces allowed");
    assertThat(badKey.exitCode()).isEqualTo(Main.EXIT_USAGE);
    assertThat(badKey.err()).contains("partitionKey");

    Run partitioned = importFile(file, "--user", "u", "--partition-key", "work");
    assertThat(partitioned.exitCode()).as(partitioned.err()).isEqualTo(Main.EXIT_OK);
    try (TestServer server = new TestServer(dir.resolve("data"))) {
      assertThat(server.post("/query/graph", Map.of("userId", "u")).body().path("nodes"))
          .as("strict reads see the personal partition only")
          .isEmpty();
      assertThat(
              server
                  .post("/query/graph", Map.of("userId", "u", "partitionKey", "work"))
                  .body()
                  .path("nodes"))
          .hasSize(1);
    }
  }
}
