package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.store.MemoryStore;
import java.time.Clock;

/**
 * The graph's services, made together over one store: {@code writes} (claims and new nodes, the
 * lifecycle), {@code corrections} (retracting, deleting and re-attributing claims), {@code nodes}
 * (changes to existing nodes), {@code aliases} and {@code reads}.
 */
public record GraphServices(
    GraphService writes,
    ClaimCorrections corrections,
    NodeMaintenance nodes,
    AliasService aliases,
    GraphReads reads) {
  public static GraphServices over(MemoryStore store, Clock clock, Embedder embedder) {
    GraphService writes = new GraphService(store, clock, embedder);
    return new GraphServices(
        writes,
        new ClaimCorrections(store, clock, embedder),
        new NodeMaintenance(store, clock, embedder, writes),
        new AliasService(store, clock, writes),
        new GraphReads(store));
  }
}
