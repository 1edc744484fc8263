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

  /** The vet, and a horse's farrier (stop 45: "book the farrier for Dusty"). */
  private static final String VET =
      "(?:vet|vets|veterinary|dierenarts|dierenkliniek|farrier|farriers|hoefsmid)";

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
          // a horse ridden (stop 45): "I'd rather ride Dusty", not "ride Tom's bike"
          + "|\\b(?:ride|rode|riding) %1$s\\b(?!['’]s)"
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
              + "|rehomed|walk|feed|groom|uitlaten|voeren|ride|rode|riding)");

  /**
   * A vet or an animal's keeping said in the sentence that names it, or a compound of an animal
   * word ("the cattery was lovely and Biscuit came back purring", "Dierenarts had een gaatje
   * vandaag, Minoes is gechipt", "Ik was nooit een hondenmens, maar Bolle ..."); the animal itself
   * is not enough ("Jess walks the dog" names a person beside it).
   */
  private static final Pattern ANIMAL_TALK =
      Pattern.compile(
          "(?iu)\\b(?:"
              + VET
              + "|"
              + CARE_BEFORE
              + "|honden\\p{L}+|katten\\p{L}+|dieren\\p{L}+|purr\\p{L}*|gechipt|chipped|groomer['’]s"
              // a horse's shoes and tack (stop 45): "Bles heeft weer vier ijzers"
              + "|hoefijzers?|ijzers|horseshoes?|saddle|zadel|manege|paddock)\\b");

  /** A title or a kin word before the name: a person's, whatever the message is about. */
  private static final String PERSON_BEFORE =
      "(?iu)\\b(?:dr|dokter|mr|mrs|ms|miss|mevrouw|meneer|mevr|dhr|prof|nurse|zuster|aunty|auntie"
          + "|uncle|tante|oom|oma|opa|nan|gran|grandma|grandad|buurvrouw|buurman|juf|meester"
          + "|coach|vet|dierenarts)\\.?\\s+%1$s\\b|\\b%1$s\\s+(?-i:\\p{Lu}\\p{Ll}+)";

  /**
   * A single word that no list of given names knows, in a sentence about an animal, names the
   * animal (stop 42): people there keep a given name, a title or a surname after the name.
   */
  static boolean inAnimalTalk(String name, java.util.List<String> sentences) {
    if (name.contains(" ") || GivenNames.isName(name)) {
      return false;
    }
    // compiled here, not through Rx: a name is a new pattern every call, never to be cached
    Pattern word = Pattern.compile("\\b" + Pattern.quote(name) + "\\b");
    if (sentences.stream().noneMatch(s -> Cues.find(ANIMAL_TALK, s) && word.matcher(s).find())) {
      return false;
    }
    Pattern person = Pattern.compile(String.format(PERSON_BEFORE, Pattern.quote(name)));
    return sentences.stream().noneMatch(s -> person.matcher(s).find());
  }

  /** Whether {@code name}, a single word of {@code sentence}, names a pet. */
  static boolean isPet(String name, String sentence) {
    if (name.contains(" ") || !Cues.find(CUE, sentence)) {
      return false;
    }
    return Pattern.compile(String.format(BESIDE, Pattern.quote(name))).matcher(sentence).find();
  }
}
