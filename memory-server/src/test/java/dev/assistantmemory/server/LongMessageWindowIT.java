package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.retrieve.QuerySpeakers;
import dev.assistantmemory.core.retrieve.RankingConfig;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.SpokenChunk;
import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A long message's words past MiniLM's window (126 word pieces of a text) were in no vector: the
 * chunks were 1,000 characters, about 200 word pieces of prose, so the tail of each chunk reached
 * only the lexical lane (docs/benchmarks.md, "Stop 41: long41"). The service now cuts its chunks to
 * the model's window, speaker prefix included, and a fact said at the end of a long message is
 * found by the vector lane alone (docs/benchmarks.md, "Stop 42: chunk42").
 */
class LongMessageWindowIT {
  static final String USER = "long-window";

  /** The vector lane alone, no stage that reorders by other signals. */
  static final RankingConfig VECTOR =
      RankingConfig.DEFAULT
          .withWeights(0, 1)
          .withAdjacency(0, 0)
          .withCoherence(0, 0, false)
          .withSpeakerWeight(0, false)
          .withSpeakerNamesOut(QuerySpeakers.Out.KEEP);

  @TempDir Path dataDir;

  @Test
  void everyChunkOfALongMessageFitsTheWindowAndItsLastWordsReachAVector() throws IOException {
    Instant t = Instant.parse("2024-03-04T10:00:00Z");
    String garden =
        "Our garden plan has tomatoes, beans and a row of sunflowers near the old fence. ";
    String tail = "Oh, and my sister's violin recital is in Lisbon next spring.";
    String longText = garden.repeat(9) + tail; // about 190 word pieces: the tail is past 126
    List<MessageInput> turns = new ArrayList<>(RankedTurns.smallTalk(6, t));
    turns.add(new MessageInput("long", longText, "user", "Caroline", t.plusSeconds(600)));
    try (TestServer server = new TestServer(dataDir, Map.of())) {
      new RankedTurns(server, USER).ingest(new RankedTurns.Conversation("chat", turns));
      server.awaitIndexed();
      String question = "Where is the violin recital?";
      float[] vector =
          new LocalOnnxEmbedder(LocalOnnxEmbedder.MINILM).embed(List.of(question)).get(0);
      List<String> ranked =
          server.chunkHits(USER, question, VECTOR, vector).stream()
              .map(dev.assistantmemory.core.retrieve.ChunkHit::externalId)
              .toList();
      assertThat(ranked).first().isEqualTo("long");

      List<ChunkRecord> chunks =
          server.app().store().readAsSystem(tx -> tx.chunksAfter("", 100)).stream()
              .map(SpokenChunk::chunk)
              .filter(c -> c.text().startsWith("Caroline: "))
              .toList();
      assertThat(chunks).hasSizeGreaterThan(1);
      try (HuggingFaceTokenizer pieces = miniLmPieces()) {
        for (ChunkRecord c : chunks) {
          assertThat(pieces.encode(c.text()).getIds().length).as(c.text()).isLessThanOrEqualTo(126);
        }
      }
      assertThat(String.join(" ", chunks.stream().map(ChunkRecord::text).toList())).contains(tail);
    }
  }

  /** MiniLM's own tokenizer counting a text's word pieces whole (no cut, no [CLS] and [SEP]). */
  private static HuggingFaceTokenizer miniLmPieces() throws IOException {
    try (InputStream json =
        AllMiniLmL6V2QuantizedEmbeddingModel.class.getResourceAsStream(
            "/all-minilm-l6-v2-q-tokenizer.json")) {
      return HuggingFaceTokenizer.newInstance(
          json, Map.of("truncation", "false", "addSpecialTokens", "false"));
    }
  }
}
