package dev.assistantmemory.extract;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A capitalised run's type corrected by the slot it stands in (stop 41), after {@link
 * Names#classify}: the one addressed at the start ("Zara, can you ...", "Ayla, stuur jij ..."), a
 * brand's word joined to a person's name or asked to do something ("asked Zara and Kwame to"), an
 * owner before a thing in a place phrase ("in Leo's bag"), an occasion of someone ("Feestje van
 * Mila" names Mila), a lake or a heath ("de Kralingse Plas") and a permit or a benefit said by its
 * initials ("de AOW", "een VOG") that is no organisation.
 */
final class NameSlots {
  private NameSlots() {}

  /** The type and name a run keeps. */
  record Slot(String type, String name) {}

  /** Said to the one addressed: "Ayla, stuur jij ...", "Sam, could you ...". */
  private static final Pattern ADDRESSED =
      Pattern.compile(
          "(?iu)^,\\s+(?:(?:can|could|would|will|kun|kan|wil|zou|stuur|bel|doe|neem|breng|haal|check)"
              + "\\s+)?(?:jij|je|you|u)\\b");

  /** Words that open a sentence before a comma and are nobody: "Thanks, you're ...". */
  private static final Set<String> INTERJECTIONS =
      Set.of(
          "thanks",
          "thank",
          "sorry",
          "please",
          "hi",
          "hey",
          "hello",
          "ok",
          "okay",
          "so",
          "well",
          "also",
          "oh",
          "yes",
          "no",
          "right",
          "great",
          "morning",
          "evening",
          "ja",
          "nee",
          "hoi",
          "hallo",
          "dank",
          "graag",
          "oké",
          "goed",
          "nou",
          "trouwens",
          "dus",
          "maar",
          "cheers",
          "perfect",
          "prima",
          "super",
          "top",
          "fijn",
          "mooi",
          "honestly",
          "seriously",
          "guys",
          "jongens",
          "allemaal",
          "iedereen",
          "everyone",
          "team",
          "mam",
          "pap",
          "mum",
          "dad");

  /** A name joined to the run by "and"/"en": "Zara and Kwame", "Kwame en Zara". */
  private static final Pattern JOINED_AFTER =
      Pattern.compile("^\\s+(?:and|en|&)\\s+(\\p{Lu}\\p{Ll}+)\\b");

  private static final Pattern JOINED_BEFORE =
      Pattern.compile("\\b(\\p{Lu}\\p{Ll}+)\\s+(?:and|en|&)\\s+$");

  /** Someone asked to do a thing, dropped off or picked up: "asked Zara to", "drop Zara at". */
  private static final Pattern PERSON_OBJECT =
      Pattern.compile(
          "(?iu)\\b(?:asked|ask|vroeg|vraag|drop|dropped|dropping|pick up|picked up|picking up"
              + "|breng|bracht|haal|haalde)\\s+$");

  /** Where a firm stands: "Nikhil from Stripe and Hannah", "a campaign for Zara and Lush". */
  private static final Pattern ORG_SLOT =
      Pattern.compile("(?iu)\\b(?:from|at|bij|van|for|voor|with|met|by|door|via)\\s+$");

  /** An owner before a lower-case thing: "Leo's bag", "Ella's room". */
  private static final Pattern OWNER_OF_THING = Pattern.compile("^['’]s\\s+\\p{Ll}");

  /** "Feestje van Mila", "Zwemles van Mees": an occasion, then whose it is. */
  private static final Pattern OCCASION_OF = Pattern.compile("^(\\p{Lu}\\p{Ll}+) van (\\p{Lu}.*)$");

  /** Lakes, heaths and dunes: "de Kralingse Plas", "Loosdrechtse Plassen", "Loch Ness". */
  private static final Pattern NATURE =
      Pattern.compile(
          "^.*\\s(?:Plas|Plassen|Meer|Meren|Heide|Hei|Duinen|Bossen|Lake|Reservoir|Woods|Forest)$"
              + "|^Loch\\s.*|^\\p{Lu}\\p{Ll}{3,}(?:meer|plas|plassen|heide|duinen)$");

  /** Permits, benefits, documents and taxes said by their initials: no organisation. */
  private static final Set<String> DOCUMENTS =
      Set.of(
          "aow", "vog", "mvv", "bsn", "digid", "woz", "apk", "ww", "wia", "wao", "pgb", "ozb",
          "anw", "akw", "btw", "ib", "wmo", "wlz", "zzp", "vvv-bon", "ov", "nino", "vat", "paye",
          "dbs", "mot", "ni", "p60", "p45", "ehic", "ghic", "esta", "brp");

  /** The type and name {@code name} keeps in its slot: {@link Names#classify}, corrected. */
  static Slot of(String name, String before, String after, boolean sentenceStart) {
    String type = Names.classify(name, before, after, sentenceStart);
    return retype(type, name, before, after, sentenceStart);
  }

  private static Slot retype(
      String type, String name, String before, String after, boolean sentenceStart) {
    String lower = name.toLowerCase(Locale.ROOT);
    boolean single = !name.contains(" ");
    if (sentenceStart
        && single
        && !Names.PERSON.equals(type)
        && (Names.ORG.equals(type) && Cues.find(NameCues.VOCATIVE, after)
            || type == null
                && name.length() >= 3
                && Cues.find(ADDRESSED, after)
                && !INTERJECTIONS.contains(lower)
                && !NameWords.NOT_NAMES.contains(lower)
                && !lower.endsWith("ly"))) {
      return new Slot(Names.PERSON, name); // "Zara, can you ...", "Ayla, stuur jij ..."
    }
    if (Names.ORG.equals(type) && single) {
      if (DOCUMENTS.contains(lower)) {
        return new Slot(null, name); // "de AOW van pa", "een VOG aanvragen"
      }
      if (KnownOrganizations.contains(name)
          && GivenNames.isName(lower) // a brand that is also a given name: "Zara", "Douglas"
          && !Cues.find(ORG_SLOT, before)
          && (Cues.find(PERSON_OBJECT, before)
              || joinedToPerson(AsciiCase.matcher(JOINED_AFTER, after))
              || joinedToPerson(AsciiCase.matcher(JOINED_BEFORE, before)))) {
        return new Slot(Names.PERSON, name); // "asked Zara and Kwame to", "drop Zara at swim"
      }
    }
    if (Names.ORG.equals(type) && Cues.find(NATURE, name)) {
      return new Slot(Names.PLACE, name); // "suppen op de Kralingse Plas"
    }
    if (Names.PLACE.equals(type)
        && single
        && AsciiCase.matcher(OWNER_OF_THING, after).lookingAt()
        && !PlaceWords.PLACES.contains(lower)) {
      return new Slot(Names.PERSON, name); // "in Leo's bag": the bag's owner, not a place
    }
    // only a run already read as a person: an unread opening run gave a blind false person
    if (Names.PERSON.equals(type)) {
      Matcher of = AsciiCase.matcher(OCCASION_OF, name);
      if (of.matches() && OccasionPatterns.eventHead(of.group(1)) != null) {
        return new Slot(Names.PERSON, of.group(2)); // "Feestje van Mila" -> Mila
      }
    }
    return new Slot(type, name);
  }

  /** The word joined to the run is a person's given name, not another firm. */
  private static boolean joinedToPerson(Matcher m) {
    if (!m.find()) {
      return false;
    }
    String other = m.group(1).toLowerCase(Locale.ROOT);
    return GivenNames.isName(other) && !KnownOrganizations.contains(other);
  }
}
