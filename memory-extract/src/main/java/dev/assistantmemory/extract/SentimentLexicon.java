package dev.assistantmemory.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.tartarus.snowball.ext.DutchStemmer;

/**
 * A word's sentiment from published lexicons far larger than the hand lists (issue 13, stop 42):
 * English from VADER (7,200 words), Dutch from CLiPS Pattern's adjectives (2,700 Snowball stems)
 * and AFINN-165's Dutch translation (2,600 word forms). Sources and licences are in the header of
 * {@code sentiment-lexicon.tsv}; the file ships in the jar and is read once, lazily.
 *
 * <p>{@link #verdict} scores a short verdict ("Even better", "Not bad at all", "Nooit meer", "Any
 * day") with negation scope: a negator in the three words before a sentiment word turns its sign
 * (and weakens it, as VADER does), and a verdict that opens with a refusal ("no", "never", "nee",
 * "nooit", "echt niet") or an assent ("yes", "always", "graag", "altijd", "any day") is that,
 * whatever follows.
 */
final class SentimentLexicon {

  private SentimentLexicon() {}

  private static final class Holder {
    static final Map<String, Float> EN = new HashMap<>();
    static final Map<String, Float> NL = new HashMap<>();
    static final Map<String, Float> NL_STEMS = new HashMap<>();

    static {
      read();
    }

    private static void read() {
      try (InputStream in = SentimentLexicon.class.getResourceAsStream("sentiment-lexicon.tsv");
          BufferedReader r =
              new BufferedReader(
                  new InputStreamReader(
                      java.util.Objects.requireNonNull(in, "sentiment-lexicon.tsv"),
                      StandardCharsets.UTF_8))) {
        for (String line; (line = r.readLine()) != null; ) {
          if (line.isEmpty() || line.charAt(0) == '#') {
            continue;
          }
          String[] p = line.split("\t");
          float v = Float.parseFloat(p[2]);
          switch (p[0]) {
            case "en" -> EN.put(p[1], v);
            case "nl" -> NL.put(p[1], v);
            case "nl~" -> NL_STEMS.put(p[1], v);
            default -> throw new IllegalStateException("sentiment-lexicon.tsv: " + line);
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** The valence of one lower-case word, 0 when no lexicon knows it. */
  static float valence(String word, Lang lang) {
    if (lang == Lang.NL) {
      Float v = Holder.NL.get(word);
      if (v != null) {
        return v;
      }
      DutchStemmer stemmer = new DutchStemmer();
      stemmer.setCurrent(word);
      stemmer.stem();
      return Holder.NL_STEMS.getOrDefault(stemmer.getCurrent(), 0f);
    }
    return Holder.EN.getOrDefault(word, 0f);
  }

  private static final Set<String> NEGATORS =
      Set.of(
          "not",
          "never",
          "no",
          "hardly",
          "barely",
          "without",
          "nothing",
          "nobody",
          "neither",
          "nor",
          "niet",
          "nooit",
          "geen",
          "niks",
          "niets",
          "nauwelijks",
          "zonder",
          "noch");

  /** Whether a word is a negator ("not", "never", "geen", "nooit", "n't"). */
  static boolean negator(String word) {
    return NEGATORS.contains(word) || word.endsWith("n't");
  }

  /** A refusal that opens a verdict: "No way", "Never again", "Nee, niet aan mij besteed". */
  private static final Set<String> REFUSAL =
      Set.of("no", "nope", "nah", "never", "nee", "nooit", "neen", "nein");

  /** An assent that opens a verdict: "Yes please", "Any day", "Graag", "Altijd". */
  private static final Set<String> ASSENT =
      Set.of("yes", "yep", "yup", "always", "absolutely", "ja", "graag", "altijd", "zeker");

  /** Words that are not verdicts on the thing however a lexicon scores them. */
  private static final Set<String> NEUTRAL =
      Set.of(
          "please", "thanks", "thank", "ok", "okay", "sure", "well", "like", "want", "dank",
          "bedankt", "merci", "hoor", "wel", "gewoon", "even", "nog", "echt", "really", "so",
          "just");

  /**
   * The sign of a short verdict: {@code +1} a like, {@code -1} a dislike, {@code 0} none or unclear
   * (below the threshold, or signs that cancel).
   */
  static int verdict(String phrase, Lang lang) {
    String[] w = words(phrase);
    if (w.length == 0) {
      return 0;
    }
    if (REFUSAL.contains(w[0]) || w.length > 1 && w[0].equals("echt") && w[1].equals("niet")) {
      return -1;
    }
    boolean negated = false;
    for (String x : w) {
      negated |= NEGATORS.contains(x) || x.endsWith("n't");
    }
    if (ASSENT.contains(w[0]) && !negated) {
      return 1;
    }
    if (w.length > 1 && w[0].equals("any") && (w[1].equals("day") || w[1].equals("time"))) {
      return 1;
    }
    double sum = 0;
    for (int i = 0; i < w.length; i++) {
      if (NEUTRAL.contains(w[i]) || NEGATORS.contains(w[i])) {
        continue;
      }
      double v = valence(w[i], lang);
      if (v != 0 && negatedAt(w, i)) {
        v = -0.74 * v;
      }
      sum += v;
    }
    return sum >= 1.0 ? 1 : sum <= -1.0 ? -1 : 0;
  }

  /** A verdict that opens with a plain refusal or assent: "Never again", "Altijd", "Yes please". */
  static boolean plain(String phrase) {
    String[] w = words(phrase);
    return w.length > 0
        && (REFUSAL.contains(w[0])
            || ASSENT.contains(w[0])
            || w.length > 1 && w[0].equals("echt") && w[1].equals("niet")
            || w.length > 1 && w[0].equals("any") && (w[1].equals("day") || w[1].equals("time")));
  }

  /** Whether a negator stands in the three words before word {@code i}. */
  static boolean negatedAt(String[] w, int i) {
    for (int j = Math.max(0, i - 3); j < i; j++) {
      if (NEGATORS.contains(w[j]) || w[j].endsWith("n't")) {
        return true;
      }
    }
    return false;
  }

  /** The sum of the valences of a phrase's words, negators not applied. */
  static double tone(String phrase, Lang lang) {
    double sum = 0;
    for (String x : words(phrase)) {
      if (!NEUTRAL.contains(x)) {
        sum += valence(x, lang);
      }
    }
    return sum;
  }

  private static final String[] NO_WORDS = new String[0];

  /**
   * The lower-case words of a phrase: its runs of letters ({@code \\p{L}}) and apostrophes, the
   * apostrophes at a run's ends trimmed, empty runs dropped (’ reads as '). Scanned by hand: it
   * answers as {@code split("[^\\p{L}']+")} with {@code replaceAll("^'+|'+$", "")} on each part did
   * (stop 45: those compiled two patterns per call, on every sentence the preference clauses read),
   * {@code WordsTest} compares the two.
   */
  static String[] words(String phrase) {
    String s = phrase.toLowerCase(Locale.ROOT).replace('’', '\'');
    if (Text.hasSurrogate(s)) {
      return wordsByPattern(s);
    }
    int n = s.length();
    java.util.ArrayList<String> out = null;
    int i = 0;
    while (i < n) {
      int cp = s.charAt(i);
      if (!wordChar(cp)) {
        i++;
        continue;
      }
      int from = i;
      while (i < n && wordChar(s.charAt(i))) {
        i++;
      }
      int a = from;
      int b = i;
      while (a < b && s.charAt(a) == '\'') {
        a++;
      }
      while (b > a && s.charAt(b - 1) == '\'') {
        b--;
      }
      if (a < b) {
        if (out == null) {
          out = new java.util.ArrayList<>();
        }
        out.add(s.substring(a, b));
      }
    }
    return out == null ? NO_WORDS : out.toArray(NO_WORDS);
  }

  private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}']+");
  private static final Pattern EDGE_APOSTROPHES = Pattern.compile("^'+|'+$");

  /** {@link #words} of a lowered text with surrogates, as it was read before stop 45. */
  static String[] wordsByPattern(String s) {
    s = s.strip();
    if (s.isEmpty()) {
      return NO_WORDS;
    }
    return java.util.Arrays.stream(NON_WORD.split(s))
        .map(x -> EDGE_APOSTROPHES.matcher(x).replaceAll(""))
        .filter(x -> !x.isEmpty())
        .toArray(String[]::new);
  }

  /** A character of a word: a letter (regex {@code \\p{L}}) or an apostrophe. */
  static boolean wordChar(int cp) {
    return cp == '\'' || Character.isLetter(cp);
  }
}
