package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The stems of the known tasks' labels, worked out once per {@link RuleBasedExtractor#extract}
 * call: the status, deadline and reference rules compare every sentence with every open task (up to
 * a few hundred of them), and stemming each label again for each sentence and rule was most of the
 * extractor's time once a user has many tasks. One instance lives for one call only, over one
 * input's known tasks, so nothing is kept between messages or users. The sets are read-only.
 */
final class LabelStems {
  private final Map<String, Set<String>> content = new HashMap<>();
  private final Map<String, Set<String>> verbs = new HashMap<>();
  private final Map<String, Set<String>> things = new HashMap<>();

  /** {@link Text#contentStems} of the task's label. */
  Set<String> content(KnownTask t) {
    return content.computeIfAbsent(
        t.label(), l -> Collections.unmodifiableSet(Text.contentStems(l)));
  }

  /** {@link Text#verbStems} of the task's label. */
  Set<String> verbs(KnownTask t) {
    return verbs.computeIfAbsent(t.label(), l -> Collections.unmodifiableSet(Text.verbStems(l)));
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
