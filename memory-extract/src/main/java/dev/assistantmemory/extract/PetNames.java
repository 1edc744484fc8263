package dev.assistantmemory.extract;

import java.util.regex.Pattern;

/**
 * A pet's name is no person ("the vet trip for Pepper", "Biscuit needs his booster", "de dierenarts
 * bellen voor Bobbie"): a single name said right beside an animal, a vet or an animal's care. A
 * person beside the same words keeps a person's cue ("Ask Sarah to take the dog to the vet": Sarah
 * is not next to them).
 */
final class PetNames {
  private PetNames() {}

  private static final String ANIMAL =
      "(?:dog|cat|puppy|pup|kitten|rabbit|hamster|guinea pig|horse|pony|parrot|tortoise"
          + "|chicken|kip|hond|hondje|kat|poes|katje|pup|puppy|kitten|konijn|cavia|paard|pony|papegaai)";

  private static final String CARE =
      "(?:booster|jab|vaccinations?|vaccin\\p{L}*|rabies\\p{L}*|worming|flea treatment|kennel"
          + "|cattery|groomer|grooming|walkies|lead|dog walker|doggy daycare|hondenoppas|vlooien\\p{L}*|ontworming|inenting|prik"
          + "|trimsalon|dierenpension|brokjes|riem|uitlaat\\p{L}*)";

  /** Care said before a name: no word that is also an everyday one ("lead", "prik"). */
  private static final String CARE_BEFORE =
      "(?:cattery|kennels?|dog walker|doggy daycare|hondenoppas|groomer|trimsalon|dierenpension"
          + "|vaccination card|vaccinatieboekje|flea treatment|worming|ontworming)";

  private static final String VET = "(?:vet|vets|veterinary|dierenarts|dierenkliniek)";

  /** The name as {@code %s}: quoted and put beside the cue words. */
  private static final String BESIDE =
      "(?iu)\\b(?:(?:our|my|the|onze|mijn|ons|de|het) (?:old |new |little |oude |nieuwe |kleine )?"
          + ANIMAL
          + ",? %1$s\\b"
          + "|\\b"
          + VET
          + "\\p{L}* (?:\\p{L}+ ){0,4}?(?:for|with|voor|met) %1$s\\b"
          // stop 39: the care or the vet before the name ("the cattery for Biscuit", "a dog
          // walker for Bramble", "the vet says Pepper's weight", "Vet wants us to bring Luna")
          + "|\\b(?:"
          + CARE_BEFORE
          + "|"
          + VET
          + ")\\p{L}*(?:['’]s)? (?:(?!(?:with|met|and|en|called|rang|phoned|emailed|texted|told|asked|belde|mailde|vroeg)\\b)\\p{L}+ ){0,4}?(?:(?:for|about|voor|over) )?%1$s\\b"
          + "|\\brehomed %1$s\\b"
          + "|\\b%1$s(?:['’]s)? (?:needs |has |heeft |moet )?(?:(?:his|her|its|zijn|haar) )?"
          + "(?:\\p{L}+ )?"
          + CARE
          + "|\\b(?:walk|feed|groom|uitlaten|voeren) %1$s\\b"
          // "taking Mango to the vet"; "met Femke naar de dierenarts" is a companion
          + "|(?<!\\b(?:met|with) )\\b%1$s (?:to|naar) (?:the |de )?"
          + VET
          + ")";

  /** Any of the cue words: most sentences have none, and the per-name pattern is not built. */
  private static final Pattern CUE =
      Pattern.compile(
          "(?iu)\\b(?:"
              + ANIMAL
              + "|"
              + VET
              + "|"
              + CARE
              + "|"
              + CARE_BEFORE
              + "|rehomed|walk|feed|groom|uitlaten|voeren)");

  /** Whether {@code name}, a single word of {@code sentence}, names a pet. */
  static boolean isPet(String name, String sentence) {
    if (name.contains(" ") || !Cues.find(CUE, sentence)) {
      return false;
    }
    return Pattern.compile(String.format(BESIDE, Pattern.quote(name))).matcher(sentence).find();
  }
}
