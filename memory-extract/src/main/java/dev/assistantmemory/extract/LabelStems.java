package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The stems of the known tasks' labels: the status, deadline and reference rules and the status
 * detector compare every sentence with every open task (up to a few hundred of them), and stemming
 * each label again for each sentence and rule was most of the extractor's time once a user has many
 * tasks. A label's content and verb stems are kept across messages (stop 40: a user's next message
 * has the same open tasks), at most {@link #LABELS} labels of each, after which they are read anew;
 * they are a function of the label alone, so what is kept changes no output. A label's thing is
 * worked out once per {@link RuleBasedExtractor#extract} call. The sets are read-only.
 */
final class LabelStems {
  /** At most this many labels' stems are kept (of each kind); then they are read anew. */
  static final int LABELS = 8192;

  private static final ConcurrentHashMap<String, Set<String>> CONTENT = new ConcurrentHashMap<>();
  private static final ConcurrentHashMap<String, Set<String>> VERBS = new ConcurrentHashMap<>();

  private final Map<String, Set<String>> things = new HashMap<>();

  /** {@link Text#contentStems} of a label. */
  static Set<String> contentOf(String label) {
    return kept(CONTENT, label, Text::contentStems);
  }

  /** {@link Text#verbStems} of a label. */
  static Set<String> verbsOf(String label) {
    return kept(VERBS, label, Text::verbStems);
  }

  private static Set<String> kept(
      ConcurrentHashMap<String, Set<String>> kept,
      String label,
      Function<String, Set<String>> stems) {
    Set<String> known = kept.get(label);
    if (known == null) {
      if (kept.size() >= LABELS) {
        kept.clear();
      }
      known = Collections.unmodifiableSet(stems.apply(label));
      kept.put(label, known);
    }
    return known;
  }

  /** {@link Text#contentStems} of the task's label. */
  Set<String> content(KnownTask t) {
    return contentOf(t.label());
  }

  /** {@link Text#verbStems} of the task's label. */
  Set<String> verbs(KnownTask t) {
    return verbsOf(t.label());
  }

  /** The label's content stems other than its verbs: the task's thing ("dakgoot", "deck"). */
  Set<String> things(KnownTask t) {
    Set<String> known = things.get(t.label());
    if (known == null) {
      Set<String> s = new HashSet<>(content(t));
      s.removeAll(verbs(t));
      known = Collections.unmodifiableSet(s);
      things.put(t.label(), known);
    }
    return known;
  }
}
