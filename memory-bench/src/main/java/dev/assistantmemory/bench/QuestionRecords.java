package dev.assistantmemory.bench;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.Hit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The per-question lines the retrieval harnesses write ({@code <out>/<variant>.jsonl}), one JSON
 * object a question. The components are written in their order, under their names; a component
 * marked NON_NULL is left out when it is null (the trace when {@code -Dtrace} is off, LongMemEval's
 * metrics on an abstention question).
 */
final class QuestionRecords {
  private QuestionRecords() {}

  /**
   * Where one chunk hit's score came from, written as an array: turn, total, lexical, vector,
   * neighbour.
   */
  @JsonFormat(shape = JsonFormat.Shape.ARRAY)
  record TraceRow(String turn, double score, double lexical, double vector, double adjacency) {}

  /** A LoCoMo question ({@link RetrievalHarness}): its evidence turns and the turns ranked. */
  record LocomoQuestion(
      String id,
      String split,
      String sample,
      int category,
      String question,
      Set<String> evidence,
      List<String> ranked,
      @JsonInclude(JsonInclude.Include.NON_NULL) List<TraceRow> trace,
      double recallAt10,
      boolean hitAt10) {}

  /**
   * A LongMemEval question ({@link LongMemEvalHarness}): gold and ranked sessions and turns, and
   * (unless it is an abstention question) its metrics; {@code turnRecallAt10} is written as null
   * when the question has no gold turns (empty) and left out with the other metrics (null).
   */
  record LongMemEvalQuestion(
      String id,
      String split,
      String type,
      String question,
      String questionDate,
      Set<String> goldSessions,
      Set<String> goldTurns,
      List<String> rankedSessions,
      List<String> rankedTurns,
      @JsonInclude(JsonInclude.Include.NON_NULL) List<TraceRow> trace,
      @JsonInclude(JsonInclude.Include.NON_NULL) Double sessionHitAt1,
      @JsonInclude(JsonInclude.Include.NON_NULL) Double sessionRecallAt5,
      @JsonInclude(JsonInclude.Include.NON_NULL) Optional<Double> turnRecallAt10) {

    /**
     * The record of {@code q}; {@code metrics} is {@link LongMemEvalHarness#metrics}'s array, or
     * null for an abstention question.
     */
    static LongMemEvalQuestion of(
        LongMemEval.Question q,
        String split,
        List<String> sessions,
        List<String> turns,
        List<TraceRow> trace,
        double[] metrics) {
      return new LongMemEvalQuestion(
          q.id(),
          split,
          q.type(),
          q.question(),
          q.questionDate(),
          q.answerSessions(),
          q.answerTurns(),
          sessions,
          turns,
          trace,
          metrics == null ? null : metrics[0],
          metrics == null ? null : metrics[2],
          metrics == null
              ? null
              : Double.isNaN(metrics[3]) ? Optional.empty() : Optional.of(metrics[3]));
    }
  }

  /**
   * The trace of the chunk hits with an external id, in rank order, when {@code -Dtrace} is set
   * (else null: no trace written); {@code turn} maps the external id to the id written.
   */
  static List<TraceRow> trace(List<? extends Hit> hits, UnaryOperator<String> turn) {
    if (!Boolean.getBoolean("trace")) {
      return null;
    }
    List<TraceRow> rows = new ArrayList<>();
    for (Hit h : hits) {
      if (h instanceof ChunkHit c && c.externalId() != null) {
        rows.add(
            new TraceRow(
                turn.apply(c.externalId()),
                c.score(),
                c.lexicalScore(),
                c.vectorScore(),
                c.adjacencyScore()));
      }
    }
    return rows;
  }
}
