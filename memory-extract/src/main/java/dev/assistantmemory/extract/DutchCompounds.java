package dev.assistantmemory.extract;

import java.util.List;
import java.util.Locale;

/**
 * A capitalised Dutch compound whose head is a common noun names an occasion, a law or a thing,
 * never a person (stop 38): "de Dam tot Damloop", "Sinterklaasgedichten", "die
 * Sinterklaassurprise", "de nieuwe Omgevingswet", "het Tuinfeestje". Dutch writes compounds as one
 * word, so the head is the word's tail; a given name ("Grietje", "Aaltje") stays a name.
 */
final class DutchCompounds {
  private DutchCompounds() {}

  /** Common-noun heads of occasions, laws, courses and gatherings. */
  private static final List<String> HEADS =
      List.of(
          "loop",
          "marathon",
          "wet",
          "gedichten",
          "gedicht",
          "surprise",
          "feest",
          "cursus",
          "vergadering",
          "borrel",
          "avond",
          "markt",
          "toernooi",
          "wedstrijd",
          "festival",
          "kamp",
          "uitje",
          "diner",
          "regeling",
          "toeslag",
          "verzekering",
          "belasting",
          "aangifte",
          // stop 39: a role or an office, not its holder ("Stagebureau heeft het verzet",
          // "Meelleverancier gebeld")
          "bureau",
          "leverancier");

  /**
   * Whether a single capitalised word is such a compound. A diminutive alone is no sign: "Greetje",
   * "Daantje" are names.
   */
  static boolean isCommonNoun(String word) {
    if (word.indexOf(' ') >= 0 || GivenNames.isName(word)) {
      return false;
    }
    String lower = word.toLowerCase(Locale.ROOT);
    for (String head : HEADS) {
      // a plural too: "Sinterklaassurprises", "Kerstmarkten" (stop 39)
      if (lower.length() >= head.length() + 3
          && (lower.endsWith(head) || lower.endsWith(head + "s") || lower.endsWith(head + "en"))) {
        return true;
      }
    }
    return false;
  }
}
