package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.core.ingest.MessageInput;
import dev.assistantmemory.core.retrieve.QuerySpeakers;
import dev.assistantmemory.core.retrieve.RankingConfig;
import dev.assistantmemory.core.retrieve.SearchRequest;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.SpokenChunk;
import dev.assistantmemory.index.lucene.LuceneSearchIndex;
import dev.assistantmemory.model.Scope;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * An index written before source chunks carried their speaker term (documents without it, commit
 * data without the index form) is rebuilt from the store when the service restarts over it, so the
 * speakers' names are known to the search path again without a manual reindex.
 */
@ExtendWith(TestServerExtension.class)
class SpeakerReindexIT {
  static final String USER = "reindex-speakers";
  static final String QUESTION = "What kind of art does Caroline make?";
  static final String NAME_FREE = "What kind of art does make?";
  static final RankingConfig NAMES_OUT =
      RankingConfig.DEFAULT.withSpeakerNamesOut(QuerySpeakers.Out.VECTOR);

  private static String embedded(TestServer server) {
    return server
        .app()
        .search()
        .embeddedQuery(
            new SearchRequest(
                ReadScope.of(USER, null, AccessScope.partition),
                QUESTION,
                10,
                Scope.personal,
                Set.of(),
                null),
            NAMES_OUT);
  }

  @Test
  void anIndexWrittenBeforeTheSpeakerTermsGetsThemAtTheNextStart(TestBackend backend)
      throws IOException {
    Instant t = Instant.parse("2023-05-08T13:56:00Z");
    TestServer first = backend.open("speakers", Map.of());
    new RankedTurns(first, USER)
        .ingest(
            new RankedTurns.Conversation(
                "chat",
                List.of(
                    new MessageInput("c1", "I paint the ocean.", "user", "Caroline", t),
                    new MessageInput(
                        "m2", "Wow, Caroline!", "user", "Melanie", t.plusSeconds(60)))));
    assertThat(embedded(first)).isEqualTo(NAME_FREE);
    List<ChunkRecord> chunks =
        first.app().store().readAsSystem(tx -> tx.chunksAfter("", 100)).stream()
            .map(SpokenChunk::chunk)
            .toList();
    long seq = first.app().tailer().appliedSeq();
    first.close();

    // The index as the version before wrote it: the same chunks without a speaker term, and commit
    // data holding the change-log position only.
    Path index = backend.dataDir("speakers").resolve("index");
    try (Stream<Path> files = Files.walk(index)) {
      files
          .sorted(Comparator.reverseOrder())
          .filter(p -> !p.equals(index))
          .forEach(SpeakerReindexIT::delete);
    }
    try (LuceneSearchIndex old = new LuceneSearchIndex(index)) {
      old.upsert(
          chunks.stream()
              .map(
                  c ->
                      new IndexedChunk(
                          c.id(),
                          c.userId(),
                          c.partitionKey(),
                          c.scope(),
                          c.sourceKind(),
                          c.groupId(),
                          c.position(),
                          c.text(),
                          c.embedding()))
              .toList());
    }
    try (FSDirectory dir = FSDirectory.open(index);
        IndexWriter writer =
            new IndexWriter(
                dir, new IndexWriterConfig().setOpenMode(IndexWriterConfig.OpenMode.APPEND))) {
      writer.setLiveCommitData(Map.of("seq", Long.toString(seq)).entrySet());
      writer.commit();
    }
    IndexFilter filter = new IndexFilter(USER, Set.of(), Scope.personal, Set.of());
    try (LuceneSearchIndex old = new LuceneSearchIndex(index)) {
      assertThat(old.size()).isEqualTo(chunks.size());
      assertThat(old.speakers(Set.of("caroline", "melanie"), filter)).isEmpty();
      assertThat(old.needsRebuild()).isTrue();
    }

    TestServer second = backend.open("speakers", Map.of());
    assertThat(embedded(second)).isEqualTo(NAME_FREE);
    assertThat(second.app().tailer().appliedSeq()).isEqualTo(seq);
    second.close();
    try (LuceneSearchIndex rebuilt = new LuceneSearchIndex(index)) {
      assertThat(rebuilt.needsRebuild()).isFalse();
      assertThat(rebuilt.size()).isGreaterThanOrEqualTo(chunks.size());
      assertThat(rebuilt.speakers(Set.of("caroline", "melanie"), filter))
          .containsExactlyInAnyOrder("caroline", "melanie");
    }
  }

  private static void delete(Path p) {
    try {
      Files.delete(p);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
