package dev.assistantmemory.extract;

import java.util.Set;

/**
 * Known places {@link Names} reads a capitalised run as ("moved to Leeds", "Deventer"), so that
 * "Portland" is never taken for a person. A list of places, not of phrasings: it grows by adding
 * names to the resource {@code known-places.txt} (split from code in stop 38, as the organisations'
 * list was in stop 37).
 */
final class PlaceWords {
  private PlaceWords() {}

  /** Known places, lower case. */
  static final Set<String> PLACES = Set.copyOf(WordLists.lines("known-places.txt"));
}
