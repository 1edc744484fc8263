package dev.assistantmemory.bench;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The labelled lines the learned models of memory-extract are trained on: every line of v1 to v3
 * and only the {@code dev} split of v4 to v14. A blind test split is dropped by its split field as
 * it is read, before anything looks at it; a set not listed here (v15, held out whole in stop 41)
 * is never read.
 */
final class TrainingRows {
  private TrainingRows() {}

  static final List<String> SETS =
      List.of(
          "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14");

  /** The sets read whole: their test splits were tuned on before the blind convention. */
  static final List<String> OPEN = List.of("v1", "v2", "v3");

  /** The readable lines, in file order. */
  static List<JsonNode> readable() throws IOException {
    List<JsonNode> out = new ArrayList<>();
    for (String file : ExtractionBench.files(String.join(",", SETS))) {
      String set = file.contains("/") ? file.substring(0, file.indexOf('/')) : "v1";
      for (JsonNode row : ExtractionBench.load(file)) {
        if (OPEN.contains(set) || row.path("split").asString("dev").equals("dev")) {
          out.add(row);
        }
      }
    }
    return out;
  }
}
