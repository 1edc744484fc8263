package dev.assistantmemory.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The word lists the rules ship as resources beside this class ({@code known-organizations.txt},
 * {@code known-places.txt}, {@code given-names.txt}): one entry or a run of entries a line, lines
 * starting with '#' are comments. Lists of names, never of phrasings.
 */
final class WordLists {
  private WordLists() {}

  /** The resource's lines, stripped, without blank lines and comments. */
  static List<String> lines(String resource) {
    try (InputStream in = WordLists.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      List<String> out = new ArrayList<>();
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        String text = line.strip();
        if (!text.isEmpty() && !text.startsWith("#")) {
          out.add(text);
        }
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
