package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.conversation;
import static dev.assistantmemory.server.IngestSearchIT.message;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * {@code POST /context/answer-pack} over real HTTP on a real SQLite file: memories (claims, chunks,
 * nodes) with validity, confidence, provenance and source ids, the default Chain-of-Note
 * instructions, token-budget packing, validation, and user and partition isolation.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AnswerPackIT {
  private final TestServer server;
  static final String U = "pack-u";
  static final String OTHER = "pack-other";
  String claimId;

  AnswerPackIT(TestServer server) {
    this.server = server;
  }

  @BeforeAll
  void start() {
    Response r =
        server.post(
            "/ingest/conversation",
            conversation(
                U,
                "c-pack",
                List.of(
                    message(
                        "m1",
                        "user",
                        "Marieke moved to Utrecht last spring and loves the canals there.",
                        "2026-04-28T10:00:00Z"))));
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    server.awaitProcessed(U, r.body().path("ingestionOperationId").asString());
    String marieke = node(U, null, "Marieke", "My sister who lives in Utrecht");
    String utrecht = node(U, null, "Utrecht", "A city in the Netherlands");
    claimId = claim(U, marieke, utrecht, "Marieke lives in Utrecht");
    node(U, "work", "Marieke", "Works-partition Marieke, the Utrecht office manager");
    Response other =
        server.post(
            "/ingest/conversation",
            conversation(
                OTHER,
                "c-other",
                List.of(
                    message(
                        "o1",
                        "user",
                        "Marieke from the chess club lives in Utrecht near the station.",
                        "2026-04-28T11:00:00Z"))));
    assertThat(other.status()).as(other.raw()).isIn(200, 202);
    server.awaitProcessed(OTHER, other.body().path("ingestionOperationId").asString());
    node(OTHER, null, "Marieke", "Someone else's Marieke in Utrecht");
    server.awaitIndexed();
  }

  private String node(String user, String partition, String label, String description) {
    Map<String, Object> body = new HashMap<>();
    body.putAll(
        Map.of("userId", user, "nodeType", "Person", "label", label, "description", description));
    if (partition != null) {
      body.put("partitionKey", partition);
    }
    Response r = server.post("/node/create", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("node").path("id").asString();
  }

  private String claim(String user, String subject, String object, String statement) {
    Response r =
        server.post(
            "/claim/create",
            Map.of(
                "userId",
                user,
                "subjectNodeId",
                subject,
                "predicate",
                "LOCATED_IN",
                "objectNodeId",
                object,
                "statement",
                statement));
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("claim").path("id").asString();
  }

  private Response pack(Object... kv) {
    Map<String, Object> body = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      body.put((String) kv[i], kv[i + 1]);
    }
    return server.post("/context/answer-pack", body);
  }

  private JsonNode ok(Object... kv) {
    Response r = pack(kv);
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body();
  }

  @Test
  void returnsMemoriesWithSourcesValidityAndTheDefaultInstructions() {
    JsonNode p = ok("userId", U, "query", "Where does Marieke live?");
    assertThat(p.path("query").asString()).isEqualTo("Where does Marieke live?");
    assertThat(p.path("asOf").asString()).isNotBlank();
    String instructions = p.path("instructions").asString();
    assertThat(instructions).contains("NOTES", "SYNTHESIS", "CITE", "ABSTAIN", "CONFLICT");
    assertThat(instructions.indexOf("NOTES"))
        .isLessThan(instructions.indexOf("SYNTHESIS"))
        .isLessThan(instructions.indexOf("ABSTAIN"));
    assertThat(p.has("budget")).isFalse();

    JsonNode memories = p.path("memories");
    assertThat(memories.size()).as(p.toString()).isBetween(1, 10);
    boolean sawChunk = false;
    boolean sawClaim = false;
    for (JsonNode m : memories) {
      String id = m.path("id").asString();
      assertThat(m.path("kind").asString()).isIn("claim", "chunk", "node");
      assertThat(m.path("content").asString()).isNotBlank();
      assertThat(m.path("confidence").asDouble(-1)).isBetween(0.0, 1.0);
      assertThat(m.path("citation").asString()).isEqualTo("[" + id + "]");
      assertThat(m.has("validTo")).as(m.toString()).isTrue();
      assertThat(m.path("sourceIds").isArray()).isTrue();
      if (m.path("kind").asString().equals("chunk")) {
        sawChunk = true;
        assertThat(m.path("content").asString()).contains("Marieke moved to Utrecht");
        assertThat(m.path("sourceIds").size()).isEqualTo(1);
        assertThat(m.path("sourceIds").get(0).asString()).startsWith("src_");
        assertThat(m.path("validFrom").asString()).isEqualTo("2026-04-28T10:00:00.000Z");
        assertThat(m.path("validTo").isNull()).isTrue();
      }
      if (id.equals(claimId)) {
        sawClaim = true;
        assertThat(m.path("kind").asString()).isEqualTo("claim");
        assertThat(m.path("content").asString()).isEqualTo("Marieke lives in Utrecht");
        assertThat(m.path("validTo").isNull()).as("still valid").isTrue();
        assertThat(m.path("assertedBy").asString()).isNotBlank();
      }
    }
    assertThat(sawChunk).as(memories.toString()).isTrue();
    assertThat(sawClaim).as(memories.toString()).isTrue();

    // limit caps the memories.
    assertThat(ok("userId", U, "query", "Marieke Utrecht", "limit", 1).path("memories").size())
        .isEqualTo(1);
    // asOf replays memory: nothing was recorded in 2020.
    JsonNode then = ok("userId", U, "query", "Marieke Utrecht", "asOf", "2020-01-01T00:00:00Z");
    assertThat(then.path("asOf").asString()).isEqualTo("2020-01-01T00:00:00.000Z");
    assertThat(then.path("memories").size()).as(then.toString()).isZero();
  }

  private static int tokens(String text) {
    return (text.length() + 3) / 4;
  }

  @Test
  void packsWholeMemoriesToTheTokenBudgetAndReportsWhatIsLeftOut() {
    JsonNode all = ok("userId", U, "query", "Marieke Utrecht", "limit", 20);
    List<String> ids = new ArrayList<>();
    List<Integer> cost = new ArrayList<>();
    all.path("memories")
        .forEach(
            m -> {
              ids.add(m.path("id").asString());
              cost.add(tokens(m.path("content").asString()));
            });
    assertThat(ids.size()).as(all.toString()).isGreaterThanOrEqualTo(3);
    int budget = cost.get(0) + cost.get(1);

    JsonNode packed =
        ok("userId", U, "query", "Marieke Utrecht", "limit", 20, "tokenBudget", budget);
    List<String> kept = new ArrayList<>();
    int used = 0;
    for (JsonNode m : packed.path("memories")) {
      kept.add(m.path("id").asString());
      used += tokens(m.path("content").asString());
    }
    assertThat(kept.subList(0, 2)).containsExactly(ids.get(0), ids.get(1));
    assertThat(ids).containsSubsequence(kept);
    JsonNode b = packed.path("budget");
    assertThat(b.path("tokenBudget").asInt()).isEqualTo(budget);
    assertThat(b.path("tokensUsed").asInt()).isEqualTo(used).isLessThanOrEqualTo(budget);
    int omittedItems = 0;
    int omittedTokens = 0;
    for (JsonNode o : b.path("omitted")) {
      assertThat(o.path("kind").asString()).isIn("claim", "chunk", "node");
      omittedItems += o.path("items").asInt();
      omittedTokens += o.path("tokens").asInt();
    }
    int allTokens = cost.stream().mapToInt(Integer::intValue).sum();
    assertThat(omittedItems).isEqualTo(ids.size() - kept.size()).isPositive();
    assertThat(omittedTokens).isEqualTo(allTokens - used);

    // A budget below every memory keeps none and still answers with the instructions.
    int smallest = cost.stream().mapToInt(Integer::intValue).min().orElseThrow();
    if (smallest > 1) {
      JsonNode none =
          ok("userId", U, "query", "Marieke Utrecht", "limit", 20, "tokenBudget", smallest - 1);
      assertThat(none.path("memories").size()).isZero();
      assertThat(none.path("budget").path("tokensUsed").asInt()).isZero();
      assertThat(none.path("instructions").asString()).contains("ABSTAIN");
    }
  }

  @Test
  void invalidInputIsA400NamingTheField() {
    Object[][] cases = {
      {"query", new Object[] {"userId", U, "query", ""}},
      {"query", new Object[] {"userId", U}},
      {"limit", new Object[] {"userId", U, "query", "x", "limit", 0}},
      {"limit", new Object[] {"userId", U, "query", "x", "limit", 51}},
      {"tokenBudget", new Object[] {"userId", U, "query", "x", "tokenBudget", 0}},
      {"asOf", new Object[] {"userId", U, "query", "x", "asOf", "yesterday"}},
      {"userId", new Object[] {"query", "x"}},
      {"partitionKey", new Object[] {"userId", U, "query", "x", "partitionKey", ""}},
    };
    for (Object[] c : cases) {
      Response r = pack((Object[]) c[1]);
      assertThat(r.status()).as(r.raw()).isEqualTo(400);
      assertThat(r.body().path("field").asString()).as(r.raw()).isEqualTo(c[0]);
      assertThat(r.raw()).doesNotContain("Exception", "\tat ");
    }
  }

  /** The memory ids and source ids of a pack. */
  private static List<String> idsAndSources(JsonNode pack) {
    List<String> out = new ArrayList<>();
    for (JsonNode m : pack.path("memories")) {
      out.add(m.path("id").asString());
      m.path("sourceIds").forEach(s -> out.add(s.asString()));
    }
    assertThat(out).isNotEmpty();
    return out;
  }

  @Test
  void anotherUsersMemoriesNeverAppear() {
    JsonNode mine = ok("userId", U, "query", "Marieke Utrecht chess club station", "limit", 50);
    assertThat(mine.path("memories").size()).isPositive();
    assertThat(mine.path("memories").toString()).doesNotContain("chess club", "Someone else's");
    List<String> myIds = idsAndSources(mine);
    JsonNode theirs =
        ok("userId", OTHER, "query", "Marieke moved Utrecht canals sister", "limit", 50);
    assertThat(theirs.path("memories").size()).isPositive();
    assertThat(theirs.path("memories").toString())
        .doesNotContain("canals", "My sister", claimId, "Works-partition")
        .doesNotContain(myIds);
    // A user with no memories gets none, and still the instructions to abstain.
    JsonNode nobody = ok("userId", "pack-nobody", "query", "Where does Marieke live?");
    assertThat(nobody.path("memories").size()).isZero();
    assertThat(nobody.path("instructions").asString()).contains("ABSTAIN");
  }

  @Test
  void aPartitionSeesOnlyItsOwnMemories() {
    JsonNode work =
        ok("userId", U, "partitionKey", "work", "query", "Marieke Utrecht", "limit", 50);
    assertThat(work.path("memories").toString()).contains("Works-partition Marieke");
    assertThat(work.path("memories").toString())
        .doesNotContain("canals", "My sister", claimId)
        .doesNotContain(idsAndSources(ok("userId", U, "query", "Marieke Utrecht", "limit", 50)));
    JsonNode personal = ok("userId", U, "query", "Marieke Utrecht office manager", "limit", 50);
    assertThat(personal.path("memories").size()).isPositive();
    assertThat(personal.path("memories").toString()).doesNotContain("Works-partition");
  }
}
