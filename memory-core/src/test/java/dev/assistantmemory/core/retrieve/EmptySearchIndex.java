package dev.assistantmemory.core.retrieve;

import dev.assistantmemory.core.health.CheckResult;
import dev.assistantmemory.core.index.IndexFilter;
import dev.assistantmemory.core.index.IndexedChunk;
import dev.assistantmemory.core.index.LaneHit;
import dev.assistantmemory.core.index.SearchIndex;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * A search index that holds nothing and finds nothing: the base of the retrieval tests' fakes,
 * which override only the lanes their stage asks.
 */
abstract class EmptySearchIndex implements SearchIndex {

  @Override
  public void upsert(List<IndexedChunk> chunks) {}

  @Override
  public void delete(Collection<String> chunkIds) {}

  @Override
  public List<LaneHit> lexical(List<String> terms, IndexFilter filter, int k) {
    return List.of();
  }

  @Override
  public List<LaneHit> vector(float[] vector, IndexFilter filter, int k) {
    return List.of();
  }

  @Override
  public List<LaneHit> neighbours(
      Map<String, ? extends Collection<Integer>> positionsByGroup, IndexFilter filter) {
    return List.of();
  }

  @Override
  public List<String> analyze(String text) {
    return List.of();
  }

  @Override
  public void refresh() {}

  @Override
  public void commit(long throughSeq) {}

  @Override
  public long committedSeq() {
    return 0;
  }

  @Override
  public void clear() {}

  @Override
  public long size() {
    return 0;
  }

  @Override
  public CheckResult check() {
    return CheckResult.OK;
  }

  @Override
  public void close() {}
}
