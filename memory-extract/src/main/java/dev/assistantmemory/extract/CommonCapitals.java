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
   * Dutch endings of common nouns no given name or surname has ("Hartslag", "Startnummer",
   * "Pleegzorg", "Pensioenfonds", "Lidmaatschap"): such a word is no one. Not "-tje": "Grietje",
   * "Daantje" are names.
   */
  private static final Pattern NOUN_ENDING =
      Pattern.compile(
          "(?iu)\\p{L}{2,}(?:heid|schap|teit|nummer|slag|zorg|fonds|kaart|kaarten"
              + "|rooster|kosten|dienst|ploeg)");

  /**
   * Endings common nouns share with surnames ("Vergadering", "Readiness", "Assessment" but
   * "Pickering", "Holness", "Clement"): no one only where nothing says a person (stop 45 fix).
   */
  private static final Pattern SURNAME_LIKE_ENDING =
      Pattern.compile("(?iu)\\p{L}{2,}(?:ering|ening|ating|ness|ment|ship)");

  /**
   * A person's verb of speech or contact right after the word ("Clement says", "Holness rang"), or
   * a personal pronoun later in the sentence ("Pickering came round, he ..."): a person.
   */
  private static final Pattern PERSON_SAYS_AFTER =
      Pattern.compile(
          "(?iu)^(?:['’]s)?\\s+(?:(?:just|also|already|finally|still|ook|al|net)\\s+)?(?:says|said"
              + "|told|asked|rang|phoned|called|emailed|mailed|texted|messaged|replied|wrote"
              + "|thinks|reckons|wants|promised|mentioned|suggested|agreed|offered|sends|sent"
              + "|zegt|zei|vroeg|belde|mailde|appte|schreef|vindt|denkt|wil|beloofde|stuurde)\\b"
              + "|\\b(?:he|she|him|his|hij|hem)\\b");

  /** Words said to a person just before the word: "Spoke to", "ask", "Dear", "bel". */
  private static final Pattern PERSON_CUE_BEFORE =
      Pattern.compile(
          "(?iu)(?:^|\\W)(?:(?:spoke|speak|talked|talk|chatted|chat) (?:to|with)|call|ring|rang|ask"
              + "|asked|tell|told|text|texted|email|emailed|remind|meet|met|thank|thanked|dear|hi"
              + "|hey|hello|hoi|hallo|beste|bel|belde|vraag|vroeg|spreek|sprak|mail|mailde|app)"
              + "\\s+$");

  /**
   * The word stands where a person is named: after a title or a word said to one, before speech.
   */
  private static boolean personSlot(String before, String after) {
    return Cues.find(NameCues.TITLE_BEFORE, before)
        || Cues.find(PERSON_CUE_BEFORE, before)
        || PERSON_SAYS_AFTER.matcher(after).find();
  }

  /** A word with a common noun's ending, one shared with surnames only out of a person's slot. */
  private static boolean commonNoun(String name, String before, String after) {
    return NOUN_ENDING.matcher(name).matches()
        || SURNAME_LIKE_ENDING.matcher(name).matches() && !personSlot(before, after);
  }

  /** A single word, no given name, after words that make it an occasion or a work. */
  static boolean notOne(String name, String before, String after) {
    return name.indexOf(' ') < 0
        && !GivenNames.isName(name)
        && (Cues.find(NO_ONE_BEFORE, before) || commonNoun(name, before, after));
  }

  /** A single word that names a role or a job, not its holder, when no given name. */
  static boolean role(String name, String after) {
    return name.indexOf(' ') < 0
        && !GivenNames.isName(name)
        && (ROLE.matcher(name.toLowerCase(Locale.ROOT)).matches() || commonNoun(name, "", after));
  }

  /** The words before a name end in a purchase "from" / "bij" ("Ordered one from "). */
  static boolean boughtFrom(String tail) {
    return Cues.find(BOUGHT_FROM, tail);
  }
}
