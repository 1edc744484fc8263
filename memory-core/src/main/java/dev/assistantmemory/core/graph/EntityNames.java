package dev.assistantmemory.core.graph;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * When two names of a person or an organisation can name the same entity (issue 13 item 5).
 *
 * <p>Deterministic on purpose: the embedding similarity of bare names does not separate the same
 * entity from a different one (measured by {@code EntityResolutionBench}: "Kees" / "Kees de Boer"
 * 0.54 against "Emily Chen" / "Emily Park" 0.66; "Gemeente Utrecht" / "Gemeente Amsterdam" 0.77
 * against "Google" / "Google LLC" 0.58), so a threshold on it merges different people or misses the
 * same one. These rules only say two names are compatible; the resolver merges a mention into a
 * node only when exactly one node is compatible.
 */
public final class EntityNames {
  private static final Set<String> TITLES =
      Set.of(
          "dr",
          "mr",
          "mrs",
          "ms",
          "miss",
          "prof",
          "professor",
          "sir",
          "dhr",
          "mevr",
          "mw",
          "drs",
          "ir",
          "ing");

  /** Leading articles and trailing legal forms that do not change which organisation is meant. */
  private static final Set<String> ARTICLES = Set.of("the", "de", "het");

  private static final Set<String> LEGAL_FORMS =
      Set.of(
          "inc",
          "incorporated",
          "llc",
          "ltd",
          "limited",
          "corp",
          "corporation",
          "co",
          "company",
          "plc",
          "gmbh",
          "ag",
          "sa",
          "bv",
          "nv",
          "vof",
          "com");

  private EntityNames() {}

  /** A person's name as lower-case word tokens, titles dropped ("Dr. Emily Chen" → emily, chen). */
  public static List<String> personTokens(String name) {
    List<String> out = new ArrayList<>();
    // As WriteGuard.normalize, but a hyphen joins: "Jan-Willem" is one first name, not "Jan".
    String s =
        Normalizer.normalize(name == null ? "" : name, Normalizer.Form.NFKD)
            .replaceAll("[\\p{M}\\p{Cf}]", "")
            .toLowerCase(Locale.ROOT)
            .replaceAll("[^\\p{L}\\p{N}-]+", " ")
            .trim();
    for (String t : s.split(" ")) {
      if (!t.isEmpty() && !(out.isEmpty() && TITLES.contains(t))) {
        out.add(t);
      }
    }
    return out;
  }

  /**
   * Whether two person names can name one person: the shorter is the longer's first words ("Marcel"
   * and "Marcel de Vries"), or the same first name with an initial for the surname ("Lisa M." and
   * "Lisa Maas"). "Marcel de Vries" and "Marcel Jansen" are not; "Jan" and "Jan-Willem" are not.
   */
  public static boolean samePerson(String a, String b) {
    List<String> x = personTokens(a);
    List<String> y = personTokens(b);
    if (x.isEmpty() || y.isEmpty()) {
      return false;
    }
    List<String> shorter = x.size() <= y.size() ? x : y;
    List<String> longer = x.size() <= y.size() ? y : x;
    for (int i = 0; i < shorter.size(); i++) {
      String s = shorter.get(i);
      String l = longer.get(i);
      boolean initial = i > 0 && s.length() == 1 && l.startsWith(s);
      if (!s.equals(l) && !initial) {
        return false;
      }
    }
    return true;
  }

  /**
   * An organisation's name without case, punctuation, a leading article or trailing legal forms:
   * "Acme Inc." and "acme", "de Gemeente Utrecht" and "Gemeente Utrecht" meet; "Gemeente Utrecht"
   * and "Gemeente Amsterdam" do not.
   */
  public static String organizationKey(String name) {
    List<String> t = new ArrayList<>(Arrays.asList(WriteGuard.normalize(name).split(" ")));
    t.removeIf(String::isEmpty);
    while (t.size() > 1 && ARTICLES.contains(t.get(0))) {
      t.remove(0);
    }
    // "B.V." and "N.V." normalise to two one-letter words.
    while (t.size() > 2 && t.get(t.size() - 1).length() == 1 && t.get(t.size() - 2).length() == 1) {
      String form = t.get(t.size() - 2) + t.get(t.size() - 1);
      if (!LEGAL_FORMS.contains(form)) {
        break;
      }
      t.remove(t.size() - 1);
      t.remove(t.size() - 1);
    }
    while (t.size() > 1 && LEGAL_FORMS.contains(t.get(t.size() - 1))) {
      t.remove(t.size() - 1);
    }
    return String.join(" ", t);
  }

  /** Whether two organisation names meet on {@link #organizationKey}. */
  public static boolean sameOrganization(String a, String b) {
    String x = organizationKey(a);
    return !x.isEmpty() && x.equals(organizationKey(b));
  }

  /**
   * A label word as a store holds it for {@link #lookupWord}'s lookups: lower case and without
   * diacritics, as the lookup word is ("Émile" and "emile" meet; a database's own {@code lower}
   * kept the accent, and SQLite's kept the capital).
   */
  public static String foldWord(String word) {
    return Normalizer.normalize(word, Normalizer.Form.NFKD)
        .replaceAll("[\\p{M}\\p{Cf}]", "")
        .toLowerCase(Locale.ROOT);
  }

  /** The word a store lookup for candidates of this name can match on (the first name's word). */
  public static String lookupWord(String nodeType, String name) {
    if ("Person".equals(nodeType)) {
      List<String> t = personTokens(name);
      return t.isEmpty() ? "" : t.get(0);
    }
    String key = organizationKey(name);
    int space = key.indexOf(' ');
    return space < 0 ? key : key.substring(0, space);
  }
}
