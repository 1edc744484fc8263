package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.graph.NodeMaintenance;
import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.ChunkRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.model.SourceType;
import dev.assistantmemory.model.TypeId;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A display-only change of a stored document (a new title or author for identical content):
 * refreshes what shows the title, without extraction. The document's chunks of its current version
 * are cut and embedded again with the new title (a chunk reads {@code title\ntext}), and its {@code
 * Document} record node is relabelled, with a new embedding. The receipt, the version and every
 * extracted claim stay as they are. A document not yet chunked needs nothing: its job reads the new
 * title.
 */
public final class DisplayRefresh {
  private static final Logger LOG = LoggerFactory.getLogger(DisplayRefresh.class);

  private final MemoryStore store;
  private final Embedder embedder;
  private final Chunker chunker;
  private final NodeMaintenance nodes;
  private final Clock clock;

  public DisplayRefresh(
      MemoryStore store, Embedder embedder, Chunker chunker, NodeMaintenance nodes, Clock clock) {
    this.store = store;
    this.embedder = embedder;
    this.chunker = chunker;
    this.nodes = nodes;
    this.clock = clock;
  }

  /** Refreshes the chunks and the record node of the source; a failure is logged, not thrown. */
  public void refresh(String userId, String sourceId) {
    try {
      Optional<SourceRecord> found =
          store
              .read(userId, tx -> tx.findSource(userId, sourceId))
              .filter(s -> s.tombstonedAt() == null && s.type() == SourceType.document);
      if (found.isEmpty()) {
        return;
      }
      SourceRecord doc = found.get();
      rechunk(userId, doc);
      store
          .read(userId, tx -> tx.context().recordNodeOf(userId, sourceId))
          .ifPresent(n -> relabel(userId, n, doc));
    } catch (RuntimeException e) {
      // The display fields are stored; the next processing of the source shows them anyway.
      LOG.warn("display refresh of source {} failed: {}", sourceId, e.getClass().getSimpleName());
    }
  }

  private void rechunk(String userId, SourceRecord doc) {
    List<String> old = store.read(userId, tx -> tx.chunkIdsOfSource(userId, doc.id()));
    if (old.isEmpty() || doc.content() == null) {
      return;
    }
    String prefix = doc.title() != null && !doc.title().isBlank() ? doc.title() + "\n" : "";
    List<String> pieces = chunker.split(doc.content());
    List<String> texts = pieces.stream().map(p -> prefix + p).toList();
    List<float[]> vectors = embedder.embed(texts);
    List<ChunkRecord> fresh = new ArrayList<>();
    for (int i = 0; i < texts.size(); i++) {
      fresh.add(
          new ChunkRecord(
              TypeId.newId(TypeId.CHUNK),
              doc.id(),
              doc.version(),
              i,
              doc.userId(),
              doc.partitionKey(),
              doc.scope(),
              "document",
              doc.id(),
              i,
              texts.get(i),
              vectors.get(i),
              doc.effectiveAt()));
    }
    store.write(
        userId,
        tx -> {
          // Only if nothing moved meanwhile: same live version, same chunks.
          Optional<SourceRecord> now = tx.findSource(userId, doc.id());
          if (now.isEmpty()
              || now.get().tombstonedAt() != null
              || now.get().version() != doc.version()
              || !java.util.Objects.equals(now.get().title(), doc.title())
              || !Set.copyOf(tx.chunkIdsOfSource(userId, doc.id())).equals(Set.copyOf(old))) {
            return null;
          }
          Instant at = clock.instant();
          // Logged first: the change log labels the entry from the row (partition, source), and a
          // partition's feed serves only the entries labelled with it.
          for (String id : old) {
            tx.appendChange(userId, ChangeRecord.CHUNK, id, ChangeRecord.DELETE, at);
          }
          tx.deleteChunks(old);
          for (ChunkRecord c : tx.insertChunks(fresh)) {
            tx.appendChange(userId, ChangeRecord.CHUNK, c.id(), ChangeRecord.UPSERT, at);
          }
          return null;
        });
  }

  private void relabel(String userId, NodeRecord node, SourceRecord doc) {
    String label =
        doc.title() != null && !doc.title().isBlank()
            ? doc.title().strip()
            : "Document " + doc.externalId();
    if (label.equals(node.label())) {
      return;
    }
    nodes.updateNode(
        new ReadScope(userId, Set.of(node.partitionKey())), node.id(), label, null, null);
  }
}
