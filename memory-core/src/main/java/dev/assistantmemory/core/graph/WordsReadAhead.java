package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.store.GraphTx;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.NodeWord;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The word lookups ({@link GraphTx#findNodesWithWord}) a {@link GraphBatch} will make for the
 * people and organisations a writer said it will name, read together at the first of them (one
 * round trip on PostgreSQL instead of one a name not found by its whole name; stop 45), and kept
 * while they hold. A node the batch creates drops the words its label may answer, an alias it adds
 * every word of the node's type, a hand-out of the transaction all of them: a dropped word is
 * expected again and read afresh with the next.
 */
final class WordsReadAhead {
  /** The limit the batch's word lookups use. */
  private final int limit;

  private final Set<NodeWord> expected = new LinkedHashSet<>();
  private final Map<NodeWord, List<NodeRecord>> read = new HashMap<>();

  WordsReadAhead(int limit) {
    this.limit = limit;
  }

  /** A word the batch will look up (a person's or an organisation's first word, not empty). */
  void expect(NodeWord word) {
    if (!word.word().isEmpty() && !read.containsKey(word)) {
      expected.add(word);
    }
  }

  /**
   * The answer of {@code word}'s lookup: kept from the read ahead, or read now with every word
   * expected; null when the word was not expected (the caller reads it alone, as before). A lookup
   * takes its answer.
   */
  List<NodeRecord> take(GraphTx tx, String userId, NodeWord word, int limit) {
    if (limit != this.limit) {
      return null;
    }
    List<NodeRecord> found = read.remove(word);
    if (found == null && expected.remove(word)) {
      List<NodeWord> words = new ArrayList<>();
      words.add(word);
      words.addAll(expected);
      expected.clear();
      tx.findNodesWithWords(userId, words, limit)
          .forEach((w, nodes) -> read.put(w, List.copyOf(nodes)));
      found = read.remove(word);
    }
    return found;
  }

  /**
   * Drops the words a new node of {@code nodeType} labelled {@code label} may answer: every word of
   * the type that its folded label holds anywhere (a superset of the words that begin one of its
   * label's words, which are the ones the store indexes).
   */
  void created(String nodeType, String label) {
    String folded = EntityNames.foldWord(label == null ? "" : label);
    forget(w -> w.nodeType().equals(nodeType) && folded.contains(w.word()));
  }

  /** Drops every word of the type (an alias was added to a node of it). */
  void aliased(String nodeType) {
    forget(w -> w.nodeType().equals(nodeType));
  }

  /** Drops everything read ahead (the transaction was handed out), to be read again. */
  void forgetAll() {
    forget(w -> true);
  }

  /** Drops the expected and read words both (the batch stopped or started remembering). */
  void clear() {
    expected.clear();
    read.clear();
  }

  private void forget(java.util.function.Predicate<NodeWord> which) {
    read.keySet()
        .removeIf(
            w -> {
              boolean forget = which.test(w);
              if (forget) {
                expected.add(w);
              }
              return forget;
            });
  }
}
