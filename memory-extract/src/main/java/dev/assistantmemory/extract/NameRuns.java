package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.Mention;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Shapes of a capitalised run that {@link Names} reads before its cues (stop 40): shouting, a Dutch
 * noun after the clipped article, a family named in the plural, a brand before what it sells, a
 * title of a work or an occasion, a department, and the short form of a firm named in full.
 */
final class NameRuns {
  private NameRuns() {}

  /** Words {@link NameWords#NOT_NAMES} adds in stop 40. */
  static final List<String> MORE_NOT_NAMES =
      List.of(
          // stop 40: more trades and roles said for the person at the start of a sentence
          // ("Dentist wants me to confirm", "Solicitor needs the deeds", "Cateraar gebeld"), a
          // letter's "Madam", and Dutch prepositions that open a run ("Op Koningsdag")
          "dentist",
          "solicitor",
          "teacher",
          "lecturer",
          "printer",
          "caterer",
          "florist",
          "optician",
          "pharmacist",
          "gardener",
          "cleaner",
          "roofer",
          "tiler",
          "decorator",
          "surveyor",
          "lawyer",
          "midwife",
          "receptionist",
          "locksmith",
          "photographer",
          "cateraar",
          "docent",
          "monteur",
          "installateur",
          "stukadoor",
          "hovenier",
          "schoonmaker",
          "makelaar",
          "advocaat",
          "kapper",
          "fotograaf",
          "apotheker",
          "verloskundige",
          "madam",
          "op",
          "bij",
          "naar",
          "voor",
          "tijdens");

  /**
   * Two or more words in capitals, one of four letters or more ("RING GAS BOARD", "CALL THE
   * BUILDER"): written loud, not a name; initials stay ("NHS", "UWV WW").
   */
  static boolean shouted(String raw) {
    String[] words = Rx.split(raw, "\\s+");
    if (words.length < 2 || KnownOrganizations.contains(raw)) { // "ABN AMRO"
      return false;
    }
    boolean longWord = false;
    for (String w : words) {
      String letters = Rx.replaceAll(w, "[^\\p{L}]", "");
      if (letters.isEmpty() || !letters.equals(letters.toUpperCase(Locale.ROOT))) {
        return false;
      }
      longWord |= letters.length() >= 4;
    }
    return longWord;
  }

  /**
   * A capital just after the clipped article that opens a sentence ("'t Formulier is binnen", "'t
   * Rapport ligt klaar"): the noun the article goes with.
   */
  static boolean afterClippedArticle(String s, int start) {
    return AsciiCase.matcher(CLIPPED_ARTICLE, s.substring(0, start)).matches();
  }

  private static final Pattern CLIPPED_ARTICLE = Pattern.compile("^\\W*['’]t\\s+$");

  /** A name read by its shape alone, and the type it has. */
  record Shaped(String type, String name) {}

  /** A family named in the plural, or a firm or hospital by its possessive alone. */
  static Optional<Shaped> byShape(String name, String before, String after) {
    Optional<String> family = familySurname(name, before);
    if (family.isPresent()) {
      return Optional.of(new Shaped(Names.PERSON, family.get()));
    }
    return standingPossessive(name, before, after).map(n -> new Shaped(Names.ORG, n));
  }

  /**
   * A surname or a founder's name in the possessive with no noun after it ("the letter from
   * Addenbrooke's:", "not chasing Henderson's again", "Nonna's is closed"): the hospital, shop or
   * firm named after them; a given name there is a person's home ("at Tom's") and a known
   * organisation keeps its own reading.
   */
  static Optional<String> standingPossessive(String name, String before, String after) {
    Matcher m = AsciiCase.matcher(STANDING_POSSESSIVE, after);
    String first = Rx.split(name, "\\s+")[0].toLowerCase(Locale.ROOT);
    boolean opening = before.chars().noneMatch(Character::isLetter);
    if (!m.lookingAt()
        // opening a sentence "Router's in", "Dahlia's, ach": "is" or a Dutch plural
        || opening && !AsciiCase.matcher(OPENING_POSSESSIVE, after).lookingAt()
        || !Rx.matches(name, ".*\\p{Ll}{3}.*") // "B&B's"
        || GivenNames.isName(first)
        || NameWords.NOT_NAMES.contains(first)
        || KnownOrganizations.contains(name)
        || PlaceWords.PLACES.contains(name.toLowerCase(Locale.ROOT))
        || AsciiCase.matcher(NameCues.TITLE_BEFORE, before).find()
        || AsciiCase.matcher(NameCues.KIN_BEFORE, before).find()) {
      return Optional.empty();
    }
    return Optional.of(name + m.group(1));
  }

  private static final Pattern OPENING_POSSESSIVE = Pattern.compile("['’]s\\s+(?:is|was)\\b");

  private static final Pattern STANDING_POSSESSIVE =
      Pattern.compile(
          "(['’]s)(?=\\s*(?:[,.:;!?)]|$)|\\s+(?:is|was|has|had|for|on|in|at|again|today"
              + "|tomorrow|said|says|closed|shut|rang|called|emailed)\\b)");

  /**
   * A family by its surname in the plural after "the" ("the Hendersons", "The Johnsons next door",
   * "the Smiths' anniversary"): the surname, when it ends the way English and Nordic surnames end;
   * not "the Alps", "the Beatles", "the Ramblers".
   */
  static Optional<String> familySurname(String name, String before) {
    if (name.contains(" ") || !AsciiCase.matcher(NameCues.THE_BEFORE, before).find()) {
      return Optional.empty();
    }
    var m = AsciiCase.matcher(FAMILY_PLURAL, name);
    if (!m.matches() || KnownOrganizations.contains(name.toLowerCase(Locale.ROOT))) {
      return Optional.empty();
    }
    return Optional.of(m.group(1));
  }

  private static final Pattern FAMILY_PLURAL =
      Pattern.compile(
          "(\\p{Lu}\\p{Ll}+(?:son|sen|sson|th|qvist|ez|ford|ton|ley|ski|wood|well|ham|field|stein"
              + "|berg|or|ins|ings|ers|ell))s");

  /**
   * A name before what a firm sells or runs ("the Sky subscription", "the Fenwick invoice", "my
   * Octopus account"): the firm.
   */
  static final Pattern SERVICE_AFTER =
      Pattern.compile(
          "(?iu)^\\s+(?:subscription|subscriptions|account|membership|contract|invoice|invoices"
              + "|bill|order|delivery|refund|voucher|helpline|app|abonnement|klantenservice)\\b");

  /**
   * A title of a work, a show or an occasion, not a person: a capitalised verb or pronoun inside it
   * ("All You Need Is Love") or an occasion's head word at its end ("Chelsea Flower Show", "Great
   * North Run").
   */
  static boolean titleOfAWork(String name) {
    return AsciiCase.matcher(INNER_FUNCTION_WORD, name).find()
        || AsciiCase.matcher(OCCASION_HEAD, name).matches();
  }

  private static final Pattern INNER_FUNCTION_WORD =
      Pattern.compile("\\s(?:Is|Are|Was|Were|You|Me|It|Be|Not|Was|Has)(?:\\s|$)");

  private static final Pattern OCCASION_HEAD =
      Pattern.compile(
          "(?:\\p{Lu}[\\p{L}'’]*\\s+)+(?:Show|Festival|Fair|Marathon|Parade|Carnival|Olympics"
              + "|Games|Expo|Championships?|Run|Week|Weekend|Beurs|Markt|Braderie|Kermis)");

  /**
   * Two names joined by "&" that are not both given names ("Harper & Lowe", "Fox & Hounds", "Bloom
   * & Co"): a firm, a pub or a practice; "Tom & Jerry", "Mr & Mrs Shah" are people.
   */
  static boolean firmWithAmpersand(String name) {
    if (!AsciiCase.matcher(AMPERSAND, name).matches()) {
      return false;
    }
    String[] words = Rx.split(name.replace("&", " "), "\\s+");
    boolean people =
        java.util.Arrays.stream(words)
            .allMatch(
                w ->
                    GivenNames.isName(w.toLowerCase(Locale.ROOT))
                        || NameCues.TITLES.contains(w.toLowerCase(Locale.ROOT).replace(".", "")));
    return !people && !NameCues.TITLES.contains(words[0].toLowerCase(Locale.ROOT));
  }

  // "B&B" (single letters) is a kind of lodging, not a firm's name
  private static final Pattern AMPERSAND =
      Pattern.compile("\\p{Lu}[\\p{L}'’]+\\s*&\\s*\\p{Lu}[\\p{L}.]*(?:\\s+\\p{Lu}\\p{L}*)*");

  /**
   * A team inside a firm between a person and the firm ("Sunil from Customer Care at Octopus",
   * "Ruud van Klantenservice bij Eneco"): neither a person nor a firm of its own.
   */
  static boolean teamOfAFirm(String run, String before, String after) {
    return !GivenNames.isName(Rx.split(run, "\\s+")[0].toLowerCase(Locale.ROOT))
        && AsciiCase.matcher(TEAM_BEFORE, before).find()
        && AsciiCase.matcher(FIRM_AFTER, after).lookingAt();
  }

  // the person's name inside the sentence, not "Call from Gemma Walsh at Barclays"
  private static final Pattern TEAM_BEFORE =
      Pattern.compile("\\s\\p{Lu}[\\p{L}'’-]+\\s+(?:from|van)\\s+(?:de\\s+afdeling\\s+|the\\s+)?$");

  private static final Pattern FIRM_AFTER = Pattern.compile("\\s+(?:at|bij)\\s+\\p{Lu}");

  /**
   * A firm's name that ends in an abbreviation keeps its dot inside a sentence ("Hofman & Zn.
   * aanmanen", "Baxter & Co. sent it"), not the full stop that ends one.
   */
  static String withAbbreviationDot(String name, String rest) {
    return AsciiCase.matcher(ABBREVIATION_END, name).find()
            && AsciiCase.matcher(DOT_INSIDE, rest).lookingAt()
        ? name + "."
        : name;
  }

  private static final Pattern ABBREVIATION_END =
      Pattern.compile("(?:\\s|&)(?:Zn|Co|Inc|Ltd|Corp|Bros)$");

  private static final Pattern DOT_INSIDE = Pattern.compile("\\.\\s+\\p{Ll}");

  /** "de afdeling Klantbehoud", "the Billing department": a department, no one and no firm. */
  static boolean departmentWord(String tail, String after) {
    return AsciiCase.matcher(DEPARTMENT_BEFORE, tail).find()
        || AsciiCase.matcher(DEPARTMENT_AFTER, after).lookingAt();
  }

  private static final Pattern DEPARTMENT_BEFORE =
      Pattern.compile("(?iu)\\b(?:afdeling|department|dept\\.?|team)\\s+$");

  private static final Pattern DEPARTMENT_AFTER =
      Pattern.compile("(?iu)^\\s+(?:department|dept|afdeling|team)\\b");

  /**
   * A verb form in -ing that opens the sentence is no part of the name after it ("Leaving Northstar
   * Logistics on Friday", "Joining Hale & Co in May"): how many characters to skip, or 0.
   */
  static int leadingVerbForm(String raw, Lang lang) {
    var m = AsciiCase.matcher(LEADING_ING, raw);
    if (lang != Lang.EN // "Zwemvereniging De Dolfijn", "Stichting Leergeld": a Dutch noun
        || !m.lookingAt()
        || !raw.substring(m.end()).strip().contains(" ") // "Telling Fenwick": too little to tell
        || GivenNames.isName(m.group(1).toLowerCase(Locale.ROOT))
        || PlaceWords.PLACES.contains(m.group(1).toLowerCase(Locale.ROOT))) {
      return 0;
    }
    return m.end();
  }

  private static final Pattern LEADING_ING =
      Pattern.compile("(\\p{Lu}\\p{Ll}{2,}ing)\\s+(?=\\p{Lu})");

  /**
   * A firm's first word alone beside its full name in the same message ("invoice Kestrel Media ...
   * Kestrel paid", "Hofman & Zn. ... Hofman heeft betaald"): the firm named again, kept once.
   */
  static List<Mention> withoutShortFormsOfFirms(Collection<Mention> all) {
    List<Mention> out = new ArrayList<>(all.size());
    for (Mention m : all) {
      boolean shortForm =
          !m.name().contains(" ")
              && !Names.PLACE.equals(m.nodeType())
              && all.stream()
                  .anyMatch(
                      o ->
                          Names.ORG.equals(o.nodeType())
                              && o.name().startsWith(m.name() + " ")
                              && !GivenNames.isPlainName(m.name()));
      if (!shortForm) {
        out.add(m);
      }
    }
    return out;
  }

  /**
   * A saint's name with its possessive is an institution (stop 39): "St Anne's hall", "at St
   * James's", "St Thomas' Hospital": the hospital, church or school, not a person "St Thomas".
   */
  static java.util.Optional<String> saintsPlace(String raw, String name, String after) {
    if (!Rx.matches(name, "(?:St|St\\.|Saint|Sint) \\p{Lu}\\p{Ll}+")) {
      return java.util.Optional.empty();
    }
    if (Rx.matches(raw, ".*['’]s")) {
      return java.util.Optional.of(name + raw.substring(raw.length() - 2));
    }
    Matcher m = AsciiCase.matcher(SAINTS_APOSTROPHE, after);
    if (!m.lookingAt()) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(name + m.group().stripTrailing());
  }

  private static final java.util.regex.Pattern SAINTS_APOSTROPHE =
      java.util.regex.Pattern.compile("['’]s?(?:\\s+\\p{Lu}\\p{Ll}+)?(?![\\p{L}])");
}
