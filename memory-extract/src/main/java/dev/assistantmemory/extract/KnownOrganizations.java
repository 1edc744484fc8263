package dev.assistantmemory.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
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

  private static final String RESOURCE = "known-organizations.txt";

  private static final Set<String> NAMES = new HashSet<>();

  static {
    try (InputStream in = KnownOrganizations.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        String name = line.strip();
        if (!name.isEmpty() && !name.startsWith("#")) {
          NAMES.add(name);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static boolean contains(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    return NAMES.contains(lower) || NAMES.contains(lower + "'s"); // "Sainsbury" of "Sainsbury's"
  }
}
