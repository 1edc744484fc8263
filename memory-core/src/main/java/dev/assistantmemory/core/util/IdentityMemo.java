package dev.assistantmemory.core.util;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The last results of a pure mapping of immutable inputs, keyed by the input's identity: when a
 * cache below hands out the very same list again (the store's commitment views while the user's
 * task-state version is unchanged), the layers above reuse their mapping of it instead of mapping a
 * thousand rows again. Identity, not equality: looking a key up costs nothing, and an equal but new
 * input is simply mapped again. Bounded; least recently used out first.
 */
public final class IdentityMemo<K, V> {
  private record Key(Object input) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.input == input;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(input);
    }
  }

  private final Map<Key, V> entries;

  public IdentityMemo(int maxEntries) {
    this.entries =
        new LinkedHashMap<>(16, 0.75f, true) {
          @Override
          protected boolean removeEldestEntry(Map.Entry<Key, V> eldest) {
            return size() > maxEntries;
          }
        };
  }

  /** {@code mapping.apply(input)}, or what it returned for this very input before. */
  public V apply(K input, Function<? super K, ? extends V> mapping) {
    Key key = new Key(input);
    synchronized (entries) {
      V seen = entries.get(key);
      if (seen != null) {
        return seen;
      }
    }
    V mapped = mapping.apply(input);
    synchronized (entries) {
      entries.put(key, mapped);
    }
    return mapped;
  }
}
