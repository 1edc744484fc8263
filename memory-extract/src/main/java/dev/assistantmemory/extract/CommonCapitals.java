package dev.assistantmemory.extract;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Capitalised words that name no person although a person's verb may follow them (stop 45): a role
 * or a job said in place of the one who holds it at the start of a message ("Treasurer says it's
 * flexible", "Coördinator zegt ...", "Head says the visit is on the 17th", "Bakker belde"), and the
 * seller a thing was bought or ordered from ("Bought the kiln from Potclays", "a banneton from
 * Lakeland", "gekocht bij Welkoop"): a shop, not a person, unless a given name.
 */
final class CommonCapitals {
  private CommonCapitals() {}

  /**
   * Roles held in clubs, schools, homes and teams, beside the job titles of {@link FactPatterns}.
   */
  private static final Pattern ROLE =
      Pattern.compile(
          "(?iu)(?:"
              + FactPatterns.PROFESSION_NL
              + "|treasurer|chair|chairman|chairwoman|chairperson|head|headteacher|headmaster"
              + "|headmistress|principal|landlord|landlady|caretaker|coach|trainer|organi[sz]er"
              + "|organi[sz]ers|host|captain|boss|supervisor|warden|steward|referee|ref|umpire"
              + "|penningmeester|voorzitter|secretaris|huisbaas|verhuurder|conci[eë]rge|leiding"
              + "|trainster|scheidsrechter|beheerder|opzichter|huismeester|buurtco[oö]rdinator)");

  /** A purchase before "from" / "bij", the seller's name next. */
  private static final Pattern BOUGHT_FROM =
      Pattern.compile(
          "(?iu)\\b(?:bought|buy|buying|purchased|ordered|gekocht|kocht|koop|kopen|besteld"
              + "|bestel|bestelde|bestellen)\\b[^.!?;]{0,80}?\\s(?:from|bij)\\s+$");

  /** "'s doing", "'s getting": a person busy with something, not a shop. */
  private static final Pattern BUSY_AFTER = Pattern.compile("^['’]s\\s+\\p{Ll}{2,}ing\\b");

  /** Dutch "op" before a name ("wachten op Mark"), the last word before it. */
  private static final Pattern OP_BEFORE = Pattern.compile("(?iu)(?<![\\p{L}])op\\s+$");

  /**
   * A given name that is also a shop's ("Zara", stop 45) names a person when a person's cue stands
   * before it ("Herinner Zara eraan", "promised Zara") or a person's doing or verb after it
   * ("Zara's doing the games", "Zara can't make it").
   */
  static boolean givenNameOfAPerson(String lower, String tail, String after) {
    return GivenNames.isName(lower)
        && (Cues.find(NameCues.PERSON_BEFORE, tail)
            || BUSY_AFTER.matcher(after).find()
            || Cues.find(NameCues.PERSON_AFTER_AT_START, after));
  }

  /** "wachten op Mark": a given name after a bare "op" is the one waited for, no firm. */
  static boolean nameAfterOp(String first, String tail) {
    return GivenNames.isName(first) && OP_BEFORE.matcher(tail).find();
  }

  /** Tickets or a tent for a festival, a book being read: the name is the occasion's or work's. */
  private static final Pattern NO_ONE_BEFORE =
      Pattern.compile(
          "(?iu)\\b(?:tickets?|kaartjes?|kaarten|voorverkoop|line-?up|tent|camping|wristband"
              + "|polsbandje) (?:for|voor|van) (?:the |de |het )?$|\\b(?:finished |started |been )?"
              + "(?:reading|read|rereading|lees|lezen|gelezen|herlezen) (?:the |de |het )?$");

  /**
   * Dutch and English endings of common nouns no given name has ("Hartslag", "Startnummer",
   * "Pleegzorg", "Pensioenfonds", "Vergadering"): such a word is no one. Not "-tje": "Grietje",
   * "Daantje" are names.
   */
  private static final Pattern NOUN_ENDING =
      Pattern.compile(
          "(?iu)\\p{L}{2,}(?:heid|schap|teit|nummer|slag|zorg|fonds|kaart|kaarten"
              + "|rooster|kosten|dienst|ploeg|ering|ening|ating|ness|ment|ship)");

  /** A single word, no given name, after words that make it an occasion or a work. */
  static boolean notOne(String name, String before) {
    return name.indexOf(' ') < 0
        && !GivenNames.isName(name)
        && (Cues.find(NO_ONE_BEFORE, before) || NOUN_ENDING.matcher(name).matches());
  }

  /** A single word that names a role or a job, not its holder, when no given name. */
  static boolean role(String name) {
    return name.indexOf(' ') < 0
        && !GivenNames.isName(name)
        && (ROLE.matcher(name.toLowerCase(Locale.ROOT)).matches()
            || NOUN_ENDING.matcher(name).matches());
  }

  /** The words before a name end in a purchase "from" / "bij" ("Ordered one from "). */
  static boolean boughtFrom(String tail) {
    return Cues.find(BOUGHT_FROM, tail);
  }
}
