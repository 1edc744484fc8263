package dev.assistantmemory.extract;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The languages the rule-based extractor reads, and a cheap guess between them. */
enum Lang {
  EN,
  NL;

  private static final Set<String> DUTCH =
      Set.copyOf(
          List.of(
              "ik",
              "je",
              "jij",
              "het",
              "de",
              "een",
              "en",
              "van",
              "niet",
              "is",
              "dat",
              "met",
              "voor",
              "op",
              "te",
              "naar",
              "mijn",
              "heb",
              "ben",
              "wil",
              "ga",
              "morgen",
              "gisteren",
              "vandaag",
              "kun",
              "kunt",
              "moet",
              "nog",
              "om",
              "ook",
              "maar",
              "wel",
              "er",
              "aan",
              "bij",
              "uiterlijk",
              "zijn",
              "hebben",
              "we",
              "wij",
              "jullie",
              "deze",
              "die",
              "dit",
              "hij",
              "zij",
              "ze",
              "mij",
              "graag",
              "geen",
              "meer",
              "heeft",
              "wordt",
              "wat",
              "waar",
              "dag",
              "week",
              "uur",
              "hoe",
              // stop 32: short tastes ("Voetbal kan me gestolen worden", "Sushi vind ik lekker")
              "kan",
              "kunnen",
              "bevalt",
              "gaat",
              "maakt",
              "beter",
              "worden",
              "vind",
              "echt",
              "lekker",
              "heerlijk",
              "nooit",
              "altijd",
              "liever",
              "niks",
              "niets",
              // stop 34: tastes with few other Dutch words ("Drukke winkels staan me tegen")
              "staan",
              "staat",
              "tegen",
              "zegt",
              "zeggen",
              "vies",
              "zalig",
              "saai",
              "vreselijk",
              "hekel",
              "dol",
              "lust",
              "geniet",
              "genieten"));

  /** Dutch words that are no English words. */
  private static final Set<String> TIE_BREAK_NL =
      Set.of("ik", "mijn", "het", "een", "niet", "wij", "jij", "ook", "heb", "woon", "werk");

  private static final Set<String> ENGLISH =
      Set.copyOf(
          List.of(
              "i",
              "you",
              "the",
              "a",
              "an",
              "and",
              "of",
              "not",
              "is",
              "that",
              "with",
              "for",
              "on",
              "to",
              "my",
              "have",
              "am",
              "want",
              "will",
              "tomorrow",
              "yesterday",
              "today",
              "can",
              "could",
              "must",
              "need",
              "also",
              "but",
              "it",
              "at",
              "by",
              "are",
              "was",
              "we",
              "this",
              "he",
              "she",
              "they",
              "me",
              "please",
              "no",
              "more",
              "has",
              "what",
              "where",
              "day",
              "how",
              "i'll",
              "i'm",
              "i've",
              "it's",
              "don't",
              "just",
              "be",
              "so",
              "do",
              "did",
              "in"));

  /** A text and the language {@link #detect} found for it. */
  private record Detected(String text, Lang lang) {}

  /**
   * The last text detected on this thread: the rules and both learned detectors ask about the same
   * message, and the detection splits it into words each time.
   */
  private static final ThreadLocal<Detected> LAST =
      ThreadLocal.withInitial(() -> new Detected(null, EN));

  static Lang detect(String text) {
    Detected last = LAST.get();
    if (last.text() != text) {
      last = new Detected(text, read(text));
      LAST.set(last);
    }
    return last.lang();
  }

  private static Lang read(String text) {
    int nl = 0;
    int en = 0;
    for (String w : Rx.split(text.toLowerCase(Locale.ROOT), "[^\\p{L}']+")) {
      if (DUTCH.contains(w)) {
        nl++;
      }
      if (ENGLISH.contains(w)) {
        en++;
      }
    }
    if (nl == en && nl > 0) {
      // a tie ("Ik woon in Utrecht": "in" is both): words no English sentence has decide
      for (String w : Rx.split(text.toLowerCase(Locale.ROOT), "[^\\p{L}']+")) {
        if (TIE_BREAK_NL.contains(w)) {
          return NL;
        }
      }
    }
    return nl > en ? NL : EN;
  }
}
