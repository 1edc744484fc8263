package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.retrieve.RelevanceModel;
import dev.assistantmemory.server.TestServer.Response;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * Search hits' calibrated {@code confidence} (comparable across queries, unlike the ranking's
 * relative score) on {@code /query/search}, {@code /search} and {@code /context/search}, and the
 * {@code tokenBudget} packing of {@code /search}, over real HTTP on a real SQLite file.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SearchConfidenceIT {
  private final TestServer server;
  static final String U = "confidence";
  static final String OTHER = "confidence-other";
  static final String RELATED = "Bram and Acme Logistics";
  static final String UNRELATED = "volcanic eruptions on Io, the moon of Jupiter";

  SearchConfidenceIT(TestServer server) {
    this.server = server;
  }

  @BeforeAll
  void start() {
    String marieke = node(U, "Person", "Marieke", "My sister");
    String utrecht = node(U, "Location", "Utrecht", "A city in the Netherlands");
    claim(U, marieke, "LOCATED_IN", Map.of("objectNodeId", utrecht), "Marieke lives in Utrecht");
    claim(
        U,
        marieke,
        "HAS_PREFERENCE",
        Map.of("objectValue", "hiking in the Alps"),
        "Marieke loves hiking in the Alps with her friends every summer since she was young");
    String bram = node(U, "Person", "Bram", "A colleague who repairs bicycles");
    String acme = node(U, "Organization", "Acme Logistics", "A shipping company");
    claim(U, bram, "WORKS_AT", Map.of("objectNodeId", acme), "Bram works at Acme Logistics");
    node(OTHER, "Person", "Marieke", "Someone else's Marieke");
    server.awaitIndexed();
  }

  private String node(String user, String type, String label, String description) {
    Response r =
        server.post(
            "/node/create",
            Map.of("userId", user, "nodeType", type, "label", label, "description", description));
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body().path("node").path("id").asString();
  }

  private void claim(
      String user, String subject, String predicate, Map<String, String> object, String statement) {
    Map<String, Object> body = new HashMap<>(object);
    body.putAll(
        Map.of(
            "userId",
            user,
            "subjectNodeId",
            subject,
            "predicate",
            predicate,
            "statement",
            statement));
    Response r = server.post("/claim/create", body);
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
  }

  private JsonNode post(String path, Map<String, Object> body) {
    Response r = server.post(path, body);
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body();
  }

  private static double topConfidence(JsonNode items) {
    assertThat(items.size()).isPositive();
    double best = -1;
    for (JsonNode i : items) {
      double c = i.path("confidence").asDouble(-1);
      assertThat(c).isBetween(0.0, 1.0);
      best = Math.max(best, c);
    }
    return best;
  }

  @Test
  void queryConfidenceSeparatesWhatMemoryHoldsFromWhatItDoesNot() {
    JsonNode related = post("/query/search", Map.of("userId", U, "query", RELATED));
    JsonNode unrelated = post("/query/search", Map.of("userId", U, "query", UNRELATED));
    JsonNode first = related.path("searchResults").get(0);
    // The existing fields are unchanged; confidence sits beside relevance_score.
    assertThat(first.has("relevance_score")).isTrue();
    assertThat(first.path("item").has("similarity")).isTrue();
    double hit = topConfidence(related.path("searchResults"));
    double miss =
        unrelated.path("searchResults").isEmpty()
            ? 0
            : topConfidence(unrelated.path("searchResults"));
    assertThat(hit).isGreaterThanOrEqualTo(RelevanceModel.THRESHOLD);
    assertThat(miss).isLessThan(RelevanceModel.THRESHOLD);
    // The relative score cannot tell the two apart the same way: the unrelated query's best hit
    // still scores high on it.
    if (!unrelated.path("searchResults").isEmpty()) {
      double missScore = unrelated.path("searchResults").get(0).path("relevance_score").asDouble();
      assertThat(missScore).isGreaterThan(miss);
    }
  }

  @Test
  void flatSearchAndCardsCarryConfidence() {
    JsonNode related = post("/search", Map.of("userId", U, "query", RELATED));
    JsonNode unrelated = post("/search", Map.of("userId", U, "query", UNRELATED));
    assertThat(topConfidence(related.path("hits")))
        .isGreaterThanOrEqualTo(RelevanceModel.THRESHOLD);
    if (!unrelated.path("hits").isEmpty()) {
      assertThat(topConfidence(unrelated.path("hits"))).isLessThan(RelevanceModel.THRESHOLD);
    }
    assertThat(related.has("budget")).isFalse();

    JsonNode cards = post("/context/search", Map.of("userId", U, "query", RELATED));
    double bram = -1;
    for (JsonNode c : cards.path("cards")) {
      assertThat(c.path("confidence").asDouble(-1)).isBetween(0.0, 1.0);
      if (c.path("label").asString().equals("Bram")) {
        bram = c.path("confidence").asDouble();
      }
    }
    assertThat(bram).isGreaterThanOrEqualTo(RelevanceModel.THRESHOLD);
  }

  private static int tokens(String text) {
    return (text.length() + 3) / 4;
  }

  @Test
  void searchPacksWholeHitsToTheTokenBudgetAndReportsWhatIsLeftOut() {
    JsonNode all = post("/search", Map.of("userId", U, "query", "Marieke", "limit", 20));
    List<String> texts = new ArrayList<>();
    all.path("hits").forEach(h -> texts.add(h.path("text").asString()));
    assertThat(texts.size()).isGreaterThanOrEqualTo(3);
    int budget = tokens(texts.get(0)) + tokens(texts.get(1));

    JsonNode packed =
        post(
            "/search", Map.of("userId", U, "query", "Marieke", "limit", 20, "tokenBudget", budget));
    List<String> kept = new ArrayList<>();
    packed.path("hits").forEach(h -> kept.add(h.path("text").asString()));
    // Most relevant first, in rank order, never cut.
    assertThat(kept.subList(0, 2)).containsExactly(texts.get(0), texts.get(1));
    int used = 0;
    int from = 0;
    for (String k : kept) {
      int at = texts.subList(from, texts.size()).indexOf(k);
      assertThat(at).as("kept hit comes from the ranking, in order, whole").isNotNegative();
      from += at + 1;
      used += tokens(k);
    }
    JsonNode b = packed.path("budget");
    assertThat(b.path("tokenBudget").asInt()).isEqualTo(budget);
    assertThat(b.path("tokensUsed").asInt()).isEqualTo(used).isLessThanOrEqualTo(budget);
    int omittedItems = 0;
    int omittedTokens = 0;
    for (JsonNode o : b.path("omitted")) {
      assertThat(o.path("kind").asString()).isIn("node", "claim");
      omittedItems += o.path("items").asInt();
      omittedTokens += o.path("tokens").asInt();
    }
    int allTokens = texts.stream().mapToInt(SearchConfidenceIT::tokens).sum();
    assertThat(omittedItems).isEqualTo(texts.size() - kept.size()).isPositive();
    assertThat(omittedTokens).isEqualTo(allTokens - used);

    // A budget smaller than any hit keeps none and reports them all.
    int smallest = texts.stream().mapToInt(SearchConfidenceIT::tokens).min().orElseThrow();
    if (smallest > 1) {
      JsonNode none =
          post(
              "/search",
              Map.of("userId", U, "query", "Marieke", "limit", 20, "tokenBudget", smallest - 1));
      assertThat(none.path("hits").size()).isZero();
      assertThat(none.path("budget").path("tokensUsed").asInt()).isZero();
    }
    // Never another user's memory, budget or not.
    all.path("hits")
        .forEach(h -> assertThat(h.path("text").asString()).doesNotContain("Someone else's"));
  }

  @Test
  void anInvalidBudgetIs400() {
    assertThat(
            server
                .post("/search", Map.of("userId", U, "query", "Marieke", "tokenBudget", 0))
                .status())
        .isEqualTo(400);
    assertThat(
            server
                .post("/search", Map.of("userId", U, "query", "Marieke", "tokenBudget", 1_000_001))
                .status())
        .isEqualTo(400);
  }
}
