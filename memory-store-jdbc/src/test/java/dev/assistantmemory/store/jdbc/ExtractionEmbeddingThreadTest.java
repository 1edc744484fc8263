package dev.assistantmemory.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionApplier;
import dev.assistantmemory.core.extract.ExtractionApplier.SourceText;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.model.Scope;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The texts an extraction plan embeds (fact statements, task and event cards) are embedded in the
 * worker's own thread, through {@link Embedder#inCallersThread}: they do not queue in the model's
 * shared pool behind other jobs' content batches (docs/benchmarks.md, "Stop 37: share19").
 */
class ExtractionEmbeddingThreadTest {
  @TempDir Path dir;

  /** Records which of its two ways each call took, and on which thread. */
  static final class RecordingEmbedder implements Embedder {
    final List<String> pooled = new CopyOnWriteArrayList<>();
    final List<String> inCallersThread = new CopyOnWriteArrayList<>();

    @Override
    public List<float[]> embed(List<String> texts) {
      pooled.addAll(texts);
      return texts.stream().map(t -> new float[] {1f, 0f}).toList();
    }

    @Override
    public Embedder inCallersThread() {
      RecordingEmbedder outer = this;
      return new Embedder() {
        @Override
        public List<float[]> embed(List<String> texts) {
          for (String t : texts) {
            outer.inCallersThread.add(Thread.currentThread().getName() + ": " + t);
          }
          return texts.stream().map(t -> new float[] {0f, 1f}).toList();
        }

        @Override
        public int dimension() {
          return 2;
        }

        @Override
        public String modelId() {
          return "recording";
        }
      };
    }

    @Override
    public int dimension() {
      return 2;
    }

    @Override
    public String modelId() {
      return "recording";
    }
  }

  /** A fact, a task and an event from every text. */
  static final class ThreeOfEach implements Extractor {
    @Override
    public String name() {
      return "three";
    }

    @Override
    public Extraction extract(ExtractionInput in) {
      String text = in.text();
      return new Extraction(
          List.of(),
          List.of(
              new Fact(Extraction.SELF, "HAS_PREFERENCE", "green tea", null, null, false, text)),
          List.of(new TaskCandidate("Book the ferry", Extraction.SELF, null, text)),
          List.of(),
          List.of(),
          List.of(new EventCandidate("pottery class", LocalDate.parse("2026-11-02"), text)),
          List.of(),
          List.of());
    }
  }

  @Test
  void aPlansTextsAreEmbeddedInTheCallingThreadWithTheVectorsOfThatWay() {
    JdbiMemoryStore store = JdbiMemoryStore.openSqlite(dir.resolve("memory.db"), 2);
    RecordingEmbedder embedder = new RecordingEmbedder();
    ExtractionApplier applier = new ExtractionApplier(store, new ThreeOfEach(), embedder);
    String user = "thread-user";
    store.write(
        user,
        tx -> {
          tx.ensureUser(user, Instant.parse("2026-11-02T09:00:00Z"));
          return null;
        });

    ExtractionApplier.Plan plan =
        applier.plan(
            user,
            List.of(
                new SourceText(
                    "src_1",
                    "default",
                    Scope.personal,
                    "I love green tea; book the ferry; pottery class today",
                    ExtractionInput.USER,
                    null,
                    Instant.parse("2026-11-02T09:00:00Z"))));

    String thread = Thread.currentThread().getName();
    assertThat(embedder.pooled).as("nothing goes through the shared pool").isEmpty();
    assertThat(embedder.inCallersThread)
        .containsExactlyInAnyOrder(
            thread + ": Book the ferry",
            thread + ": pottery class",
            thread + ": The user likes green tea");
    assertThat(plan.vectors().get("Book the ferry")).containsExactly(0f, 1f);
  }
}
