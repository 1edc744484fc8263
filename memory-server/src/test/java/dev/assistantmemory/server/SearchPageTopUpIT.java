package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * A first-person question's page stays full when hydration drops the best of the ranking stages'
 * pool (stop 44's review): the opener stage re-ranks a pool of thirty candidates, and the chunks of
 * removed sources stay in the index until they are pruned, so a pool of removed sources left a
 * "what did I …" search with an empty page while live hits sat further down the ranking.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SearchPageTopUpIT {
  private static final String TOKEN = "maint-secret-token-top-up-0123456789abcdef";

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  TestServer server;

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  @Test
  void aFirstPersonSearchFillsItsPageBeyondAPoolOfRemovedSources() {
    String user = "topup-user";
    List<String> removed = new ArrayList<>();
    for (int i = 0; i < 36; i++) {
      JsonNode doc =
          server.ingestDocument(
              user,
              "removed-" + i,
              "I planted basil seedlings in the greenhouse, basil in greenhouse tray " + i + ".");
      removed.add(doc.path("sourceId").asString());
      Response r = server.sourceLifecycle(user, doc, "tombstone", TOKEN);
      assertThat(r.status()).as(r.raw()).isEqualTo(200);
    }
    List<String> live = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      live.add(
          server
              .ingestDocument(user, "live-" + i, "Row " + i + ": I also planted some basil.")
              .path("sourceId")
              .asString());
    }
    server.awaitIndexed();
    Response r =
        server.post(
            "/query/search",
            Map.of("userId", user, "query", "What did I plant in the greenhouse?", "limit", 4));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    List<String> cited =
        r.body()
            .path("sourceChunks")
            .valueStream()
            .map(c -> c.path("item").path("sourceId").asString())
            .toList();
    assertThat(cited).as("no removed source comes back").doesNotContainAnyElementsOf(removed);
    assertThat(cited).as("the page is filled from the live sources").hasSize(4);
    assertThat(live).containsAll(cited);
  }
}
