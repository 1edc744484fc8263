package dev.assistantmemory.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The LoCoMo dev set: dated sessions of turns, and questions with evidence turn ids. */
final class Locomo {
  record Turn(String diaId, String speaker, String text, Instant timestamp) {}

  record Session(String id, List<Turn> turns) {}

  /**
   * @param id stable question id: the sample id and the question's index in its {@code qa} list
   *     (counting the questions skipped for empty evidence), e.g. {@code conv-26#q12}
   */
  record Question(String id, String question, int category, Set<String> evidence) {}

  record Sample(String id, String speakerA, List<Session> sessions, List<Question> questions) {}

  private static final DateTimeFormatter SESSION_TIME =
      DateTimeFormatter.ofPattern("h:mm a 'on' d MMMM, yyyy", Locale.ENGLISH);
  private static final Pattern EVIDENCE = Pattern.compile("D:?(\\d+):0*(\\d+)");

  private Locomo() {}

  static List<Sample> load(Path file) throws IOException {
    JsonNode root = JsonMapper.builder().build().readTree(Files.readString(file));
    List<Sample> samples = new ArrayList<>();
    for (JsonNode s : root) {
      JsonNode conv = s.path("conversation");
      List<Session> sessions = new ArrayList<>();
      for (int n = 1; conv.has("session_" + n); n++) {
        Instant start = parseTime(conv.path("session_" + n + "_date_time").asString());
        List<Turn> turns = new ArrayList<>();
        int i = 0;
        for (JsonNode t : conv.path("session_" + n)) {
          String text = t.path("text").asString();
          if (t.hasNonNull("blip_caption")) {
            text = text + " [shares an image: " + t.path("blip_caption").asString() + "]";
          }
          turns.add(
              new Turn(
                  t.path("dia_id").asString(),
                  t.path("speaker").asString(),
                  text,
                  start.plusSeconds(30L * i++)));
        }
        sessions.add(new Session("session_" + n, turns));
      }
      List<Question> questions = new ArrayList<>();
      int index = 0;
      for (JsonNode q : s.path("qa")) {
        String qid = s.path("sample_id").asString() + "#q" + index++;
        Set<String> evidence = new LinkedHashSet<>();
        for (JsonNode e : q.path("evidence")) {
          Matcher m = EVIDENCE.matcher(e.asString());
          while (m.find()) {
            evidence.add("D" + Integer.parseInt(m.group(1)) + ":" + Integer.parseInt(m.group(2)));
          }
        }
        if (!evidence.isEmpty()) {
          questions.add(
              new Question(
                  qid, q.path("question").asString(), q.path("category").asInt(), evidence));
        }
      }
      samples.add(
          new Sample(
              s.path("sample_id").asString(),
              conv.path("speaker_a").asString(),
              sessions,
              questions));
    }
    return samples;
  }

  static Instant parseTime(String text) {
    return LocalDateTime.parse(text.trim().replace("am", "AM").replace("pm", "PM"), SESSION_TIME)
        .toInstant(ZoneOffset.UTC);
  }

  static final Map<Integer, String> CATEGORY =
      Map.of(1, "multi-hop", 2, "temporal", 3, "open-domain", 4, "single-hop", 5, "adversarial");
}
