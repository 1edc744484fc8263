package dev.assistantmemory.bench;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * One client, sequential searches against a running service (another process): LoCoMo's questions
 * in turn, a warm-up, then the measured ones; prints p50 / p90 / p99 and, with {@code trace}, the
 * median of the server's own {@code embedMs + totalMs} and of what the round trip adds to it.
 * {@code bin/search-ab} runs it against several jars in turn. With {@code record=FILE} it writes
 * each measured search's question and response body (without the trace), one a line, so two builds'
 * answers can be compared ({@code diff}) for the same questions in the same order.
 *
 * <p>Usage: {@code SearchLoop base=http://127.0.0.1:8471 [route=/context/search] [n=1500]
 * [warmup=2500] [user=load-user] [trace] [record=FILE] [questions=N]
 * [data=../../shared/bench/locomo-dev5.json]}
 */
public final class SearchLoop {
  private static final ObjectMapper JSON = JsonMapper.builder().build();

  private SearchLoop() {}

  public static void main(String[] args) throws Exception {
    Map<String, String> opt = BenchArgs.options(args);
    String base = opt.getOrDefault("base", "http://127.0.0.1:8471");
    String route = opt.getOrDefault("route", "/context/search");
    int n = Integer.parseInt(opt.getOrDefault("n", "1500"));
    int warmup = Integer.parseInt(opt.getOrDefault("warmup", "2500"));
    String user = opt.getOrDefault("user", LoadDriver.USER);
    boolean trace = opt.containsKey("trace");
    java.io.PrintWriter record =
        opt.containsKey("record")
            ? new java.io.PrintWriter(
                java.nio.file.Files.newBufferedWriter(Path.of(opt.get("record"))))
            : null;
    List<String> questions = new ArrayList<>();
    for (Locomo.Sample s :
        Locomo.load(Path.of(opt.getOrDefault("data", "../../shared/bench/locomo-dev5.json")))) {
      s.questions().forEach(q -> questions.add(q.question()));
    }
    if (opt.containsKey("questions")) {
      // The first N questions only, in turn (so a run can ask each one several times).
      questions.subList(Integer.parseInt(opt.get("questions")), questions.size()).clear();
    }
    HttpClient http = HttpClient.newHttpClient();
    List<Long> rounds = new ArrayList<>();
    List<Long> server = new ArrayList<>();
    List<Long> added = new ArrayList<>();
    for (int i = 0; i < warmup + n; i++) {
      SearchBody body =
          new SearchBody(user, questions.get(i % questions.size()), trace ? true : null);
      long start = System.nanoTime();
      HttpResponse<String> res =
          http.send(
              HttpRequest.newBuilder(URI.create(base + route))
                  .header("Content-Type", "application/json")
                  .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      long nanos = System.nanoTime() - start;
      if (res.statusCode() != 200) {
        throw new IllegalStateException(res.statusCode() + " " + res.body());
      }
      if (i < warmup) {
        continue;
      }
      rounds.add(nanos);
      if (record != null) {
        JsonNode answer = JSON.readTree(res.body());
        if (answer instanceof tools.jackson.databind.node.ObjectNode o) {
          o.remove("trace");
        }
        record.println(body.query() + "\t" + JSON.writeValueAsString(answer));
      }
      if (trace) {
        JsonNode t = JSON.readTree(res.body()).path("trace");
        long own = (long) ((t.path("embedMs").asDouble() + t.path("totalMs").asDouble()) * 1e6);
        server.add(own);
        added.add(nanos - own);
      }
    }
    if (record != null) {
      record.close();
    }
    System.out.printf(
        Locale.ROOT,
        "%s n=%d p50 %.2f ms, p90 %.2f ms, p99 %.2f ms%n",
        route,
        n,
        LoadDriver.pct(rounds, 50),
        LoadDriver.pct(rounds, 90),
        LoadDriver.pct(rounds, 99));
    if (trace) {
      System.out.printf(
          Locale.ROOT,
          "  server embedMs+totalMs p50 %.2f ms; the round trip adds p50 %.2f ms%n",
          LoadDriver.pct(server, 50),
          LoadDriver.pct(added, 50));
    }
  }

  /** The wire body of a search; {@code includeTrace} is left out unless asked for. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  private record SearchBody(String userId, String query, Boolean includeTrace) {}
}
