package dev.assistantmemory.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * Known places {@link Names} reads a capitalised run as ("moved to Leeds", "Deventer"), so that
 * "Portland" is never taken for a person. A list of places, not of phrasings: it grows by adding
 * names to the resource {@code known-places.txt} (split from code in stop 38, as the organisations'
 * list was in stop 37).
 */
final class PlaceWords {
  private PlaceWords() {}

  private static final String RESOURCE = "known-places.txt";

  /** Known places, lower case. */
  static final Set<String> PLACES = load();

  private static Set<String> load() {
    Set<String> places = new HashSet<>();
    try (InputStream in = PlaceWords.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        String name = line.strip();
        if (!name.isEmpty() && !name.startsWith("#")) {
          places.add(name);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return Set.copyOf(places);
  }
}
