package dev.assistantmemory.extract;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Real text for equivalence tests of the rules' shortcuts ({@link CuesTest}, {@link
 * ClauseSplitsTest}): every message of the v1 and v2 labelled sets (all of them open) and its
 * sentences, each as written, upper-cased and lower-cased.
 */
final class LabelledTexts {
  private LabelledTexts() {}

  static List<String> inThreeCases() throws IOException {
    Path dir = Path.of("../memory-bench/src/main/resources/extraction");
    JsonMapper json = JsonMapper.builder().build();
    Set<String> out = new LinkedHashSet<>();
    for (String file : List.of("en.jsonl", "nl.jsonl", "v2/en.jsonl", "v2/nl.jsonl")) {
      for (String line : Files.readAllLines(dir.resolve(file))) {
        if (line.isBlank()) {
          continue;
        }
        JsonNode row = json.readTree(line);
        List<String> msgs = new ArrayList<>();
        if (row.has("text")) {
          msgs.add(row.path("text").asString());
        }
        row.path("turns").forEach(t -> msgs.add(t.path("text").asString()));
        for (String m : msgs) {
          out.add(m);
          out.addAll(Text.sentences(m));
        }
      }
    }
    List<String> all = new ArrayList<>(out);
    for (String t : out) {
      all.add(t.toUpperCase(Locale.ROOT));
      all.add(t.toLowerCase(Locale.ROOT));
    }
    return all;
  }
}
