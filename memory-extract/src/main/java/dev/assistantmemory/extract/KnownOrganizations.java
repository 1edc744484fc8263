package dev.assistantmemory.extract;

import java.util.Locale;
import java.util.Set;

/**
 * Organisations a capitalised word names on its own, whatever the words around it: the brands,
 * services, airlines, banks, shops and public bodies people in the Netherlands and elsewhere name
 * in everyday talk ("a pilot for KLM", "the Ikea in Delft", "I used to work at KPN"). Without the
 * list such a name is a person ("Apple", "Netflix") or nothing. A list of names, not of phrasings:
 * it grows by adding names, never sentences (the resource {@code known-organizations.txt}).
 */
final class KnownOrganizations {
  private KnownOrganizations() {}

  private static final Set<String> NAMES = Set.copyOf(WordLists.lines("known-organizations.txt"));

  static boolean contains(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    return NAMES.contains(lower) || NAMES.contains(lower + "'s"); // "Sainsbury" of "Sainsbury's"
  }
}
