package dev.assistantmemory.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * LongMemEval ({@code longmemeval_s_cleaned} items): per question a haystack of dated sessions of
 * one user, the gold sessions, and turns marked {@code has_answer}.
 */
final class LongMemEval {
  /** One turn; {@code id} is {@code <question_id>:<session id>:<n>} (n from 0). */
  record Turn(String id, String role, String content, Instant timestamp, boolean hasAnswer) {}

  /** One haystack session; {@code id} is the session id, suffixed {@code #k} when repeated. */
  record Session(String id, Instant date, List<Turn> turns) {}

  record Question(
      String id,
      String type,
      String question,
      String questionDate,
      List<Session> sessions,
      Set<String> answerSessions,
      Set<String> answerTurns) {
    boolean abstention() {
      return id.endsWith("_abs");
    }
  }

  private static final DateTimeFormatter DATE =
      DateTimeFormatter.ofPattern("yyyy/MM/dd (EEE) HH:mm", Locale.ENGLISH);

  private LongMemEval() {}

  /** Reads the set, from JSON or from {@code .xz} (unpacked with the {@code xz} tool). */
  static List<Question> load(Path file) throws IOException, InterruptedException {
    JsonNode root;
    if (file.toString().endsWith(".xz")) {
      Process p = new ProcessBuilder("xz", "-dc", file.toString()).start();
      try (InputStream in = p.getInputStream()) {
        root = JsonMapper.builder().build().readTree(in);
      }
      if (p.waitFor() != 0) {
        throw new IOException("xz -dc " + file + " failed");
      }
    } else {
      root = JsonMapper.builder().build().readTree(Files.readString(file));
    }
    List<Question> out = new ArrayList<>();
    for (JsonNode q : root) {
      String qid = q.path("question_id").asString();
      Set<String> gold = new LinkedHashSet<>();
      q.path("answer_session_ids").forEach(n -> gold.add(n.asString()));
      List<Session> sessions = new ArrayList<>();
      Set<String> answerTurns = new LinkedHashSet<>();
      Map<String, Integer> seen = new HashMap<>();
      JsonNode ids = q.path("haystack_session_ids");
      JsonNode dates = q.path("haystack_dates");
      JsonNode hay = q.path("haystack_sessions");
      for (int i = 0; i < hay.size(); i++) {
        String raw = ids.get(i).asString();
        int k = seen.merge(raw, 1, Integer::sum);
        String sid = k == 1 ? raw : raw + "#" + k;
        Instant date = parseDate(dates.get(i).asString());
        List<Turn> turns = new ArrayList<>();
        int n = 0;
        for (JsonNode t : hay.get(i)) {
          String tid = qid + ":" + sid + ":" + n;
          boolean has = t.path("has_answer").asBoolean(false);
          if (has) {
            answerTurns.add(tid);
          }
          turns.add(
              new Turn(
                  tid,
                  t.path("role").asString(),
                  t.path("content").asString(),
                  date.plusSeconds(30L * n),
                  has));
          n++;
        }
        sessions.add(new Session(sid, date, turns));
      }
      out.add(
          new Question(
              qid,
              q.path("question_type").asString(),
              q.path("question").asString(),
              q.path("question_date").asString(),
              sessions,
              gold,
              answerTurns));
    }
    return out;
  }

  static Instant parseDate(String text) {
    return LocalDateTime.parse(text.trim(), DATE).toInstant(ZoneOffset.UTC);
  }
}
