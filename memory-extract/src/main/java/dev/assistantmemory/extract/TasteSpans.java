package dev.assistantmemory.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The thing a taste sentence is about, for a preference the learned model finds (stop 41): in the
 * clause of the sign word that carries the preference's sign, the words after it ("I can't stand
 * group rides where ...") or, when nothing of substance follows, the words before it ("Ik vind
 * lange vergaderingen saai", "the new banking app is brilliant"); the speaker, verbs of being and
 * finding, negators, degree words, prepositions and sign words are trimmed from its edges; at most
 * eight words.
 */
final class TasteSpans {
  private TasteSpans() {}

  static final int MAX_WORDS = 8;

  /** Words trimmed from both edges of a span. */
  private static final Set<String> EDGE =
      Set.copyOf(
          List.of(
              "i",
              "i'm",
              "im",
              "i've",
              "i'd",
              "me",
              "myself",
              "we",
              "we're",
              "you",
              "ik",
              "je",
              "we",
              "really",
              "just",
              "so",
              "honestly",
              "absolutely",
              "actually",
              "totally",
              "truly",
              "seriously",
              "quite",
              "pretty",
              "very",
              "too",
              "also",
              "still",
              "always",
              "never",
              "not",
              "no",
              "don't",
              "can't",
              "cannot",
              "do",
              "does",
              "did",
              "am",
              "is",
              "are",
              "was",
              "were",
              "be",
              "been",
              "being",
              "it",
              "it's",
              "that",
              "this",
              "its",
              "of",
              "about",
              "on",
              "op",
              "van",
              "to",
              "with",
              "met",
              "at",
              "for",
              "voor",
              "in",
              "by",
              "from",
              "than",
              "dan",
              "and",
              "or",
              "en",
              "find",
              "found",
              "think",
              "vind",
              "vond",
              "ben",
              "zijn",
              "heb",
              "hebben",
              "echt",
              "heel",
              "erg",
              "zo",
              "wel",
              "niet",
              "geen",
              "nooit",
              "gewoon",
              "eigenlijk",
              "toch",
              "ook",
              "nog",
              "altijd",
              "best",
              "beetje",
              "maar",
              "but",
              "though",
              "anymore",
              "now",
              "nu",
              "lately",
              "nowadays",
              "tegenwoordig",
              "oh",
              "ugh",
              "well",
              "mij",
              "m'n",
              "mijn",
              "my",
              "get",
              "gets",
              "got",
              "make",
              "makes",
              "a",
              "an",
              "the",
              "de",
              "het",
              "een",
              "er",
              "daar",
              "dat",
              "die",
              "dit",
              "deze",
              "hoor",
              "hè",
              "he",
              "lol",
              "haha",
              "tbh",
              "personally",
              "kind",
              "sort",
              "bit",
              "much",
              "more",
              "most",
              "less",
              "have",
              "has",
              "had",
              "ever",
              "any",
              "all",
              "af",
              "aan",
              "t",
              "'t",
              "s",
              "'s",
              "mega",
              "super",
              "keer",
              "weer",
              "again",
              "hou",
              "houd",
              "ik'm",
              "word",
              "wordt",
              "raak",
              "way",
              "far",
              "zoveel",
              "veel",
              "stukken"));

  /** Words a clause ends at: a reason or condition follows. */
  private static final Set<String> STOP =
      Set.copyOf(
          List.of(
              "because",
              "since",
              "when",
              "as",
              "if",
              "omdat",
              "want",
              "als",
              "wanneer",
              "zodat",
              "so",
              "dus",
              "but",
              "maar",
              "though",
              "although",
              "while",
              "terwijl"));

  /** Articles kept at the start but not at the end of a span. */
  private static final Set<String> LEADING_OK =
      Set.copyOf(List.of("the", "a", "an", "de", "het", "een"));

  /**
   * The thing of a sentence for a preference of the given sign, or null: {@code negative} picks the
   * first negative sign word, else the first positive one; no sign word: the whole sentence.
   */
  static String object(String sentence, boolean negative) {
    List<String> raw = new ArrayList<>();
    List<String> low = new ArrayList<>();
    List<Boolean> breakAfter = new ArrayList<>();
    for (String t : sentence.strip().split("\\s+")) {
      String core = t.replaceAll("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$", "");
      if (core.isEmpty()) {
        if (!breakAfter.isEmpty() && t.matches(".*[,;:>\\-–—].*")) {
          breakAfter.set(breakAfter.size() - 1, true);
        }
        continue;
      }
      raw.add(core);
      low.add(core.toLowerCase(Locale.ROOT).replace('’', '\''));
      breakAfter.add(t.matches(".*[,;:!?.…)(].*$") && !t.endsWith(core));
    }
    if (raw.isEmpty()) {
      return null;
    }
    List<TasteWords.Hit> hits = TasteWords.hits(low);
    TasteWords.Hit pick = null;
    for (TasteWords.Hit h : hits) {
      if (h.negative() == negative) {
        pick = h;
        break;
      }
    }
    int from = 0;
    int to = raw.size();
    if (pick != null) {
      // the clause of the sign word: between the breaks around it
      for (int k = pick.at() - 1; k >= 0; k--) {
        if (breakAfter.get(k) || STOP.contains(low.get(k))) {
          from = k + 1;
          break;
        }
      }
      for (int k = pick.at(); k < raw.size(); k++) {
        if (breakAfter.get(k)) {
          to = k + 1;
          break;
        }
        if (k > pick.at() && STOP.contains(low.get(k))) {
          to = k;
          break;
        }
      }
      boolean compared =
          pick.at() + 1 < raw.size() && THAN.contains(low.get(pick.at() + 1)); // "better than"
      String after = compared ? null : trim(raw, low, pick.at() + 1, to, true);
      if (after != null) {
        return after;
      }
      String before = trim(raw, low, from, pick.at(), false);
      if (before != null || to >= raw.size()) {
        return before;
      }
      // an interjection first ("Ugh, batch cooking"): the thing is the clause after it
      int end = to + 1;
      while (end < raw.size() && !breakAfter.get(end - 1) && !STOP.contains(low.get(end))) {
        end++;
      }
      return trim(raw, low, to, end, true);
    }
    // no sign word of that sign: the subject of the first clause, up to its verb ("Oat milk in tea
    // should be illegal", "The new pastor's sermons are a bit long for me")
    int end = 1;
    while (end < raw.size() && !breakAfter.get(end - 1) && !VERB.contains(low.get(end))) {
      end++;
    }
    return trim(raw, low, 0, end, true);
  }

  private static final Set<String> THAN = Set.copyOf(List.of("than", "dan", "then"));

  /** Verbs that end the subject of a clause. */
  private static final Set<String> VERB =
      Set.copyOf(
          List.of(
              "is", "are", "was", "were", "should", "would", "could", "will", "can", "makes",
              "make", "gives", "give", "does", "do", "has", "have", "feels", "feel", "looks",
              "seems", "tastes", "smells", "zijn", "vond", "vind", "vinden", "waren", "moet",
              "moeten", "zou", "kan", "maakt", "geeft", "voelt", "lijkt", "smaakt", "ruikt",
              "heeft", "hebben", "wordt", "blijft", "i", "ik"));

  /** The words from..to with edge words trimmed; {@code head} keeps the first eight, else last. */
  private static String trim(List<String> raw, List<String> low, int from, int to, boolean head) {
    int a = from;
    int b = to;
    while (a < b && (edge(low.get(a)) && !LEADING_OK.contains(low.get(a)))) {
      a++;
    }
    while (b > a && edge(low.get(b - 1))) {
      b--;
    }
    if (b - a > MAX_WORDS) {
      if (head) {
        b = a + MAX_WORDS;
      } else {
        a = b - MAX_WORDS;
      }
    }
    boolean content = false;
    for (int k = a; k < b; k++) {
      content |= !edge(low.get(k)) && low.get(k).length() > 2;
    }
    if (!content) {
      return null;
    }
    return String.join(" ", raw.subList(a, b));
  }

  private static boolean edge(String w) {
    return EDGE.contains(w)
        || TasteWords.POSITIVE.contains(w)
        || TasteWords.NEGATIVE.contains(w)
        || TasteWords.negator(w)
        || TasteWords.INTENSIFIERS.contains(w);
  }
}
