package dev.assistantmemory.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The sign words of English and Dutch taste talk, one word each, with negation scope (stop 41): the
 * evidence the learned preference model ({@link PreferenceSentences}) reads besides the words
 * themselves. A word of praise ("love", "delicious", "heerlijk") is {@link Sign#POS}, of blame
 * ("hate", "boring", "vies") {@link Sign#NEG}; under a negator in the three words before it (or,
 * Dutch, a "niet"/"geen" right after it) it is {@link Sign#NOT_POS} ("not a fan", "can't stand") or
 * {@link Sign#NOT_NEG} ("don't mind", "niet vies van"). Entries are lexicon classes (verbs,
 * adjectives and nouns of taste), not phrases of any labelled line.
 */
final class TasteWords {
  private TasteWords() {}

  enum Sign {
    POS,
    NEG,
    NOT_POS,
    NOT_NEG
  }

  /** A sign word of a sentence at its word index. */
  record Hit(int at, String word, Sign sign) {
    boolean negative() {
      return sign == Sign.NEG || sign == Sign.NOT_POS;
    }
  }

  static final Set<String> POSITIVE =
      Set.copyOf(
          List.of(
              // English verbs and nouns of liking
              "love",
              "loves",
              "loved",
              "loving",
              "adore",
              "adores",
              "enjoy",
              "enjoys",
              "enjoying",
              "like",
              "likes",
              "fan",
              "favourite",
              "favorite",
              "fave",
              "prefer",
              "prefers",
              "crave",
              "obsessed",
              "addicted",
              "hooked",
              "heaven",
              "bliss",
              "treat",
              "joy",
              "winner",
              "gem",
              "stand",
              "stomach",
              "keen",
              "fond",
              "into",
              "relish",
              "dig",
              // English adjectives of praise
              "great",
              "amazing",
              "awesome",
              "brilliant",
              "fantastic",
              "wonderful",
              "lovely",
              "delicious",
              "tasty",
              "beautiful",
              "perfect",
              "fun",
              "nice",
              "good",
              "gorgeous",
              "excellent",
              "superb",
              "incredible",
              "relaxing",
              "cosy",
              "cozy",
              "underrated",
              "better",
              "cool",
              "glorious",
              "magic",
              "magical",
              "heavenly",
              "divine",
              "sublime",
              "fabulous",
              "stunning",
              "peaceful",
              "calming",
              "soothing",
              "satisfying",
              "happy",
              "glad",
              // Dutch verbs, nouns and adjectives of liking
              "hou",
              "houd",
              "houden",
              "dol",
              "gek",
              "geniet",
              "genieten",
              "favoriet",
              "favoriete",
              "verslaafd",
              "liefst",
              "liever",
              "beste",
              "leuk",
              "leuke",
              "lekker",
              "lekkere",
              "heerlijk",
              "heerlijke",
              "fijn",
              "fijne",
              "geweldig",
              "geweldige",
              "fantastisch",
              "top",
              "mooi",
              "mooie",
              "gezellig",
              "prachtig",
              "zalig",
              "gaaf",
              "tof",
              "prettig",
              "ontspannend",
              "rustgevend",
              "blij",
              "fijner",
              "leuker",
              "lekkerder",
              "smullen",
              "genot",
              "hemels",
              "heerlijkst",
              "aanrader",
              "uitkomst",
              "interessant",
              "boeiend"));

  static final Set<String> NEGATIVE =
      Set.copyOf(
          List.of(
              // English verbs and nouns of dislike
              "hate",
              "hates",
              "hated",
              "hating",
              "loathe",
              "loathes",
              "detest",
              "detests",
              "despise",
              "dislike",
              "dislikes",
              "dread",
              "nightmare",
              "hell",
              "torture",
              "waste",
              "cringe",
              "allergic",
              "sick",
              "fed",
              "ugh",
              "meh",
              "nope",
              "yuck",
              "ew",
              "eww",
              // English adjectives of blame
              "awful",
              "terrible",
              "horrible",
              "disgusting",
              "gross",
              "boring",
              "annoying",
              "worst",
              "dreadful",
              "overrated",
              "vile",
              "nasty",
              "rubbish",
              "pointless",
              "painful",
              "irritating",
              "infuriating",
              "miserable",
              "bland",
              "soggy",
              "useless",
              "creepy",
              "scary",
              "tedious",
              "unbearable",
              "awkward",
              "stressful",
              "exhausting",
              "draining",
              "horrid",
              "revolting",
              "grim",
              "dull",
              "naff",
              "tiresome",
              "worse",
              // Dutch verbs, nouns and adjectives of dislike
              "haat",
              "haten",
              "hekel",
              "vies",
              "vieze",
              "smerig",
              "walgelijk",
              "goor",
              "saai",
              "saaie",
              "vervelend",
              "vervelende",
              "irritant",
              "irritante",
              "stom",
              "stomme",
              "vreselijk",
              "vreselijke",
              "verschrikkelijk",
              "afschuwelijk",
              "eng",
              "enge",
              "ergernis",
              "erger",
              "ergert",
              "zonde",
              "tijdverspilling",
              "bah",
              "jakkes",
              "gruwel",
              "gruwelijk",
              "pest",
              "verafschuw",
              "hels",
              "ellende",
              "drama",
              "rampzalig",
              "waardeloos",
              "verschrikking",
              "slechtste",
              "ranzig"));

  static final Set<String> NEGATORS =
      Set.copyOf(
          List.of(
              "not", "never", "no", "nothing", "hardly", "nobody", "neither", "nor", "cannot",
              "niet", "geen", "nooit", "niks", "niets", "nee", "nah", "zero", "nul"));

  static final Set<String> INTENSIFIERS =
      Set.copyOf(
          List.of(
              "really",
              "so",
              "absolutely",
              "totally",
              "truly",
              "utterly",
              "completely",
              "seriously",
              "super",
              "very",
              "genuinely",
              "properly",
              "echt",
              "heel",
              "zo",
              "ontzettend",
              "enorm",
              "helemaal",
              "mega",
              "absoluut",
              "ongelooflijk"));

  static final Set<String> HEDGES =
      Set.copyOf(
          List.of(
              "maybe",
              "perhaps",
              "think",
              "guess",
              "probably",
              "sure",
              "might",
              "bit",
              "kinda",
              "misschien",
              "denk",
              "wellicht",
              "beetje",
              "waarschijnlijk",
              "geloof"));

  /** Whether a word negates ("not", "can't", "niet", "geen"). */
  static boolean negator(String word) {
    return NEGATORS.contains(word)
        || word.endsWith("n't")
        || word.equals("cant")
        || word.equals("dont")
        || word.equals("wont");
  }

  /** The sign words of a sentence's lower-case words, each with its negation scope. */
  static List<Hit> hits(List<String> words) {
    List<Hit> out = new ArrayList<>();
    for (int i = 0; i < words.size(); i++) {
      String w = words.get(i);
      boolean pos = POSITIVE.contains(w);
      boolean neg = NEGATIVE.contains(w);
      if (!pos && !neg) {
        continue;
      }
      boolean negated = false;
      for (int j = Math.max(0, i - 3); j < i; j++) {
        negated |= negator(words.get(j));
      }
      if (i + 1 < words.size()
          && (words.get(i + 1).equals("niet") || words.get(i + 1).equals("geen"))) {
        negated = true;
      }
      Sign sign = pos ? (negated ? Sign.NOT_POS : Sign.POS) : (negated ? Sign.NOT_NEG : Sign.NEG);
      out.add(new Hit(i, w, sign));
    }
    return out;
  }

  /** Whether any word of the list negates. */
  static boolean negated(List<String> words) {
    return words.stream().anyMatch(TasteWords::negator);
  }
}
