package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.Mention;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * People, organisations and places by surface cues: email header participants, @mentions, and
 * capitalised name sequences classified by the words around them (no statistical NER model for
 * Dutch ships in Maven Central; OpenNLP's English models are not published there either).
 */
final class Names {
  static final String PERSON = "Person";
  static final String ORG = "Organization";
  static final String PLACE = "Location";

  private Names() {}

  /** Mentions in a text, by name, first type wins; sentence offsets matter for cues. */
  static List<Mention> find(String text, List<String> sentences) {
    Map<String, Mention> out = new LinkedHashMap<>();
    Matcher h = AsciiCase.matcher(NameCues.HEADER, text);
    boolean headerCue = Cues.mayMatch(NameCues.HEADER, text);
    while (headerCue && h.find()) {
      add(out, PERSON, h.group(1), h.group());
    }
    boolean email = headerCue && h.reset().find();
    if (email) {
      signatureOrganization(text).ifPresent(org -> add(out, ORG, org, org));
    }
    boolean longForm = LongForm.is(text);
    Lang lang = Lang.detect(text);
    WrittenWords words = new WrittenWords(text);
    for (String s : sentences) {
      if (Cues.find(NameCues.HEADER, s) || AsciiCase.matcher(NameCues.HEADER_LINE, s).matches()) {
        continue;
      }
      Matcher body = AsciiCase.matcher(NameCues.PUBLIC_BODY, s);
      boolean bodyCue = Cues.mayMatch(NameCues.PUBLIC_BODY, s);
      while (bodyCue && body.find()) {
        add(out, ORG, body.group().strip(), s);
      }
      Matcher at = AsciiCase.matcher(NameCues.MENTION, s);
      boolean handle = s.indexOf('@') >= 0; // every match starts with it
      while (handle && at.find()) {
        add(out, PERSON, at.group(1), s);
      }
      Matcher m = AsciiCase.matcher(NameCues.CAPS, s);
      while (m.find()) {
        if (NameRuns.shouted(m.group().strip())
            || NameRuns.afterClippedArticle(s, m.start())
            || NameRuns.teamOfAFirm(m.group(), s.substring(0, m.start()), s.substring(m.end()))) {
          continue; // "'RING GAS BOARD'", "'t Formulier is binnen" (stop 40)
        }
        int verb = m.start() == leadingOffset(s) ? NameRuns.leadingVerbForm(m.group(), lang) : 0;
        if (verb > 0) {
          m.region(m.start() + verb, s.length()); // "Leaving Northstar Logistics on ..."
          continue;
        }
        String name =
            NameRuns.withAbbreviationDot(trimName(m.group().strip()), s.substring(m.end()));
        if (name.isEmpty() || NameCues.TITLES.contains(name.toLowerCase(Locale.ROOT))) {
          continue;
        }
        Matcher brand = AsciiCase.matcher(NameCues.BRAND_COMPOUND, name);
        if (brand.matches()) {
          add(out, ORG, brand.group(1), s); // "de PostNL-winkel", "mijn Videoland-abonnement"
          continue;
        }
        String raw = m.group().strip();
        java.util.Optional<String> saint = NameRuns.saintsPlace(raw, name, s.substring(m.end()));
        if (saint.isPresent()) {
          add(out, ORG, saint.get(), s);
          continue;
        }
        if (!raw.equals(name)
            && Rx.matches(raw, "(?:Van|De|Den|Der|Ter|Te|Von|Le|La|Da|Di|El|Al)\\s.*")
            && (Cues.find(NameCues.TITLE_BEFORE, s.substring(0, m.start()))
                // mid-sentence, a capital particle opens a name: "naar Van Dijk Bouw", "bij De Kas"
                || m.start() > leadingOffset(s)
                    && Rx.matches(raw, "(?:Van|De|Den|Ter)\\s\\p{Lu}.*"))) {
          name = trimName(raw.substring(raw.indexOf(' ') + 1)); // "dokter Van Dijk"
          name = raw.substring(0, raw.indexOf(' ') + 1) + name;
        }
        int start = m.start() + m.group().indexOf(Rx.split(name, "\\s+")[0]);
        int particle = particleBefore(s, start);
        if (particle >= 0 && Cues.find(NameCues.TITLE_BEFORE, s.substring(0, particle))) {
          // "Dr. van Dijk", "Prof. de Vries": the surname's particle after a title (stop 36)
          name = s.substring(particle, start) + name;
          start = particle;
        }
        int split = orgSplit(name);
        if (split > 0) {
          // "Roos Peters van HR", "Sophie Vermeulen van de Universiteit Gent": a person and
          // the department or organisation she is from, read as two names
          String org = name.substring(split);
          if (!NameCues.DEPARTMENTS.contains(org.toLowerCase(Locale.ROOT))) {
            add(out, ORG, org, s);
          }
          int join = name.indexOf(" van ");
          name = name.substring(0, join > 0 ? join : name.indexOf(" of "));
          if (name.contains(" ")
              && !NameCues.TITLES.contains(Rx.split(name, "\\s+")[0].toLowerCase(Locale.ROOT))) {
            add(out, PERSON, name, s); // a full name before its department or organisation
            continue;
          }
        }
        classifyRun(out, words, s, name, start, longForm);
      }
    }
    // "cattery booked. Biscuit is not going ...": a pet in one sentence is one in all (stop 39)
    out.values()
        .removeIf(
            m ->
                PERSON.equals(m.nodeType())
                    && (sentences.stream().anyMatch(s -> PetNames.isPet(m.name(), s))
                        || PetNames.inAnimalTalk(m.name(), sentences)));
    return NameRuns.withoutShortFormsOfFirms(withoutFirstNamesOfFullNames(out.values()));
  }

  /**
   * A first name alone beside a full name that starts with it is the same person ("From: Carla
   * Brandt ... Carla"): only the full name is kept.
   */
  private static List<Mention> withoutFirstNamesOfFullNames(java.util.Collection<Mention> all) {
    List<Mention> out = new ArrayList<>(all.size());
    for (Mention m : all) {
      boolean firstName =
          PERSON.equals(m.nodeType())
              && !m.name().contains(" ")
              && all.stream()
                  .anyMatch(
                      o ->
                          PERSON.equals(o.nodeType())
                              && o.name().startsWith(m.name() + " ")
                              && !o.name().contains(" van ")
                              && !o.name().contains(" of "));
      if (!firstName) {
        out.add(m);
      }
    }
    return out;
  }

  private static void classifyRun(
      Map<String, Mention> out,
      WrittenWords words,
      String s,
      String name,
      int start,
      boolean longForm) {
    String before = s.substring(0, start);
    String after = s.substring(Math.min(s.length(), start + name.length()));
    var shaped = NameRuns.byShape(name, before, after); // "the Hendersons", "at Addenbrooke's"
    if (shaped.isPresent()) {
      add(out, shaped.get().type(), shaped.get().name(), s);
      return;
    }
    // the slot corrects the type: "Zara, can you ...", "asked Zara and Kwame to" (stop 41)
    var slot = NameSlots.of(name, before, after, start == leadingOffset(s));
    String type = slot.type();
    name = slot.name();
    if (PERSON.equals(type) && !name.contains(" ") && noPersonsWord(words, name, after)) {
      return;
    }
    if (ORG.equals(type)
        && AsciiCase.matcher(POSSESSIVE_AFTER, after).lookingAt()
        && Cues.find(VENUE_BEFORE, before)) {
      name = name + after.substring(0, 2); // "a table at Luigi's": the venue's own name
    }
    if (ORG.equals(type) && ChannelNames.isMedium(name, before, after)
        || PERSON.equals(type) && PetNames.isPet(name, s)) {
      return; // "a Slack message", "the parents' WhatsApp group": the medium (stop 39); a pet
    }
    if (PERSON.equals(type)
        && (DutchCompounds.isCommonNoun(name) || CommonCapitals.notOne(name, before, after))) {
      return; // "de Dam tot Damloop", "Sinterklaasgedichten", "tickets for Glastonbury" (stop 45)
    }
    if (PERSON.equals(type) && longForm && !LongForm.personCued(before, after)) {
      return;
    }
    if (type != null) {
      add(out, type, name, s);
    }
  }

  /**
   * A single capitalised word that names no one (stop 37): a word the same message also writes in
   * lower case ("... go to the printer ... Printer can take them later", "bij de docent ... Docent
   * zegt"), a word before a number ("the head of Year 9", "Apollo 11"), and a compound whose part
   * after the hyphen is lower case ("Teams-vergaderingen", "Excel-macro's"). A given name is kept.
   */
  private static boolean noPersonsWord(WrittenWords words, String name, String after) {
    if (GivenNames.isName(name)) {
      return false; // "Will said he will", "Mark wants to mark it": a given name stays one
    }
    return words.has(name.toLowerCase(Locale.ROOT))
        || AsciiCase.matcher(NUMBER_AFTER, after).lookingAt()
        || AsciiCase.matcher(LOWER_COMPOUND, name).matches();
  }

  private static final java.util.regex.Pattern NUMBER_AFTER =
      java.util.regex.Pattern.compile(
          "\\s+\\d{1,3}(?![\\d:.])(?!\\s*(?:am|pm|u|uur|h)\\b)",
          java.util.regex.Pattern.CASE_INSENSITIVE);

  private static final java.util.regex.Pattern LOWER_COMPOUND =
      java.util.regex.Pattern.compile("\\p{Lu}[\\p{L}]*-\\p{Ll}.*");

  /**
   * Where an organisation or department starts in a capitalised run that joins it to a person by
   * "van" / "of" ("Linda Bakker van Inkoop" -> 20), or -1: the part after the joining word must be
   * one (a department, a known or prefixed or suffixed organisation, or initials), and the part
   * before must be no organisation itself ("Universiteit van Amsterdam", "Bank of America").
   */
  static int orgSplit(String name) {
    int at = name.indexOf(" van ");
    if (at < 0) {
      at = name.indexOf(" of ");
      if (at > 0 && !name.substring(0, at).contains(" ")) {
        return -1; // "Head of Design", "Bank of England": one word before "of" is no full name
      }
    }
    if (at <= 0 || Cues.find(NameCues.ORG_PREFIX, name)) {
      return -1;
    }
    int from = name.indexOf(' ', at + 1) + 1;
    String rest = name.substring(from);
    String lowerRest = rest.toLowerCase(Locale.ROOT);
    if (lowerRest.startsWith("de ") || lowerRest.startsWith("het ")) {
      from = name.indexOf(' ', from) + 1;
      rest = name.substring(from);
      lowerRest = rest.toLowerCase(Locale.ROOT);
    }
    String left = name.substring(0, at);
    if (Rx.split(left, "\\s+").length < 1
        || !Character.isUpperCase(rest.isEmpty() ? 'x' : rest.charAt(0))
        || AsciiCase.matcher(NameCues.ORG_SUFFIX, left).matches()
        || KnownOrganizations.contains(left)) {
      return -1;
    }
    boolean org =
        NameCues.DEPARTMENTS.contains(lowerRest)
            || KnownOrganizations.contains(lowerRest)
            || Cues.find(NameCues.ORG_PREFIX, rest)
            || rest.contains(" ") && AsciiCase.matcher(NameCues.ORG_SUFFIX, rest).matches()
            || AsciiCase.matcher(NameCues.ORG_HEAD, rest).matches()
            || Rx.matches(rest, "[\\p{Lu}]{2,5}")
            || Cues.find(NameCues.ORG_COMPOUND, lowerRest)
            || Cues.find(NameCues.CLUB_INITIALS, rest); // "Mieke van VV De Zwaluwen" (stop 40)
    return org ? from : -1;
  }

  /**
   * In an email, the organisation in the signature: the line after the sender's name below the
   * closing ("Kind regards, / Jan de Vries / Accounts Receivable, Vanderlande").
   */
  private static java.util.Optional<String> signatureOrganization(String text) {
    String[] lines = Rx.split(text.strip(), "\\R");
    for (int i = 0; i < lines.length - 2; i++) {
      if (AsciiCase.matcher(NameCues.CLOSING, lines[i].strip()).matches()) {
        String org = lines[i + 2].strip();
        int comma = org.lastIndexOf(',');
        if (comma >= 0) {
          org = org.substring(comma + 1).strip();
        }
        if (Rx.matches(org, "(?:[\\p{Lu}][\\p{L}&.'-]*\\s*){1,4}")) {
          return java.util.Optional.of(org);
        }
      }
    }
    return java.util.Optional.empty();
  }

  /** The type of a capitalised sequence, or null when it is not a name. */
  static String classify(String name, String before, String after, boolean sentenceStart) {
    String lower = name.toLowerCase(Locale.ROOT);
    String first = Rx.split(lower, "\\s+")[0];
    if (!name.contains(" ")
        && !Rx.matches(lower, "i(?:['’]\\p{L}+)?|ik|we|he|she|they|hij|zij|ze|wij")
        && Cues.find(
            NameCues.KIN_BEFORE,
            before.length() > 40 ? before.substring(before.length() - 40) : before)) {
      return PERSON; // "his partner Mei", "my friend Will"
    }
    if (Rx.matches(name, "(?:East|West|North|South|Noord|Zuid|Oost|Central)\\s+\\p{Lu}\\p{Ll}+")
        && !KnownOrganizations.contains(name)) {
      return PLACE; // "East Berlin", "Noord Holland": a compass point before a place
    }
    // "and Will handles the bookings", "Maria and Ben": inside a sentence a capital makes a given
    // name of a word that is also a verb or a modal; a month stays a month
    boolean namedWord =
        (!sentenceStart
                || AsciiCase.matcher(POSSESSIVE_AFTER, after).lookingAt() // "Ben's kit"
                || Cues.find(NameCues.VOCATIVE, after)) // "Dan, can you book the room?"
            && !name.contains(" ")
            && GivenNames.isName(lower)
            && !NameCues.MONTH_NAMES.contains(lower);
    if (!namedWord && NameWords.NOT_NAMES.contains(lower)
        || (!namedWord && NameWords.NOT_NAMES.contains(first) && !name.contains(" "))
        || NameCues.DEPARTMENTS.contains(lower)
        || NameRuns.departmentWord(before, after)) { // "de afdeling Klantbehoud" (stop 40)
      return null; // "Finance said it can wait", "the head of Marketing": a department
    }
    String tail = before.length() > 60 ? before.substring(before.length() - 60) : before;
    if (LanguageWords.LANGUAGES.contains(lower)
        || LanguageWords.LANGUAGES.contains(first)
            && !KnownOrganizations.contains(lower) // "British Gas", "Swiss Re": a known name
            // "British Council", "British Airways": a nationality opening an organisation's name
            && !AsciiCase.matcher(NameCues.ORG_SUFFIX, name).matches()
            && !AsciiCase.matcher(NameCues.ORG_HEAD, name).matches()) {
      return null;
    }
    if (PlaceWords.PLACES.contains(lower)) {
      return PLACE;
    }
    int firstSpace = lower.indexOf(' ');
    if (firstSpace > 0
        && KnownOrganizations.contains(lower.substring(0, firstSpace))
        && !GivenNames.isName(lower.substring(0, firstSpace))
        && Rx.matches(name.substring(firstSpace + 1), "(?:\\p{Lu}\\p{Ll}+\\s*)+")
        && !Cues.find(NameCues.TITLE_BEFORE, tail)) {
      return ORG; // "Apple Music", "Google Docs", "Microsoft Teams": a brand's own product
    }
    if (KnownOrganizations.contains(lower)) {
      // "Zara said she'd have it ready", "I promised Zara I'd help": a first name that is also a
      // shop's, read by the pronoun after it or the verb before it
      return Cues.find(NameCues.PERSONAL_PRONOUN_AFTER, after)
              || CommonCapitals.givenNameOfAPerson(lower, tail, after)
          ? PERSON
          : ORG;
    }
    if (Cues.find(NameCues.TITLE_BEFORE, tail)
        && !AsciiCase.matcher(NameCues.ORG_SUFFIX, name).matches()) {
      return PERSON; // "Dr. Emily Chen", "Mr. and Mrs. Haddad", "Mevrouw Bos"
    }
    if (NameRuns.firmWithAmpersand(name)
        || !sentenceStart // "Water bill came", "Final invoice to ...": a kind of bill
            && AsciiCase.matcher(NameRuns.SERVICE_AFTER, after).lookingAt()
            && !GivenNames.isPlainName(first)) {
      return ORG; // "the Harper & Lowe job", "the Fox & Hounds", "the Sky subscription"
    }
    if (!name.contains(" ") && AsciiCase.matcher(NameCues.ORG_HEAD, "a " + name).matches()) {
      return null; // "Embassy called", "Bakery closed down": a common noun
    }
    if (Rx.matches(name, "(?:Van|Van der|Van den|Van de|Ter|Ten) \\p{Lu}\\p{Ll}+")
        && !Rx.matches(tail, "(?s).*\\b(?:the|de|het)\\s+$")) {
      return PERSON; // "de offerte voor Van Dijk", "Ter Horst belt terug": a surname alone
    }
    if ((Cues.find(NameCues.TRADE_BEFORE, tail) || CommonCapitals.boughtFrom(before))
        && !GivenNames.isName(first)) {
      return ORG; // "the invoice for Vestia", "een opdracht van Philips Lighting"
    }
    if (Cues.find(NameCues.ORG_KIND_BEFORE, tail)
        || Cues.find(NameCues.CLUB_INITIALS, name)
        || name.contains(" ") && first.length() >= 8 && Cues.find(NameCues.ORG_COMPOUND, first)) {
      return ORG; // "a charity called Shelter Together", "HC Bloemendaal", "Voedselbank Haarlem"
    }
    if (Cues.find(VENUE_BOOKED_AT, tail) && !GivenNames.isPlainName(first)) {
      return ORG; // "a table for two at Dishoom", "dinner at The Ivy": the venue, not "at Tom's"
    }
    if (orgAfterPerson(tail) && NameCues.DEPARTMENTS.contains(lower)) {
      return null; // "Pieter Jansen from Finance": a department, not an organisation
    }
    if (Cues.find(NameCues.ORG_PREFIX, name)
        || Cues.find(NameCues.ORG_CUE, tail) && !CommonCapitals.nameAfterOp(first, tail)
        || Cues.find(NameCues.THE_BEFORE, tail)
            && (Rx.matches(name, "[\\p{Lu}]{3,5}") || Cues.find(NameCues.ORG_COMPOUND, lower))) {
      return ORG;
    }
    if (orgAfterPerson(tail) && AsciiCase.matcher(OFFICE_AFTER, after).lookingAt()) {
      return null; // "Karolina from the Kraków office": the office's place, no organisation
    }
    if (!name.contains(" ") && AsciiCase.matcher(NameCues.ORG_SUFFIX, name).matches()) {
      return null; // "Hospital coffee is fine", "School zegt ...": the kind alone names none
    }
    if (AsciiCase.matcher(NameCues.ORG_SUFFIX, name).matches()
        || AsciiCase.matcher(NameCues.ORG_HEAD, name).matches()
        || Cues.find(NameCues.ORG_BEFORE, tail)
        // "meeting with Sarah Lindholm": a given name there is the one met
        || Cues.find(NameCues.ORG_CONTEXT, tail) && !GivenNames.isPlainName(first)
        || orgAfterPerson(tail)) {
      return ORG;
    }
    if (Cues.find(NameCues.THE_BEFORE, tail)) {
      return null; // "the Moon", "the World Cup": people take no article
    }
    if (Rx.matches(name, "\\p{Lu}{3,5}") && AsciiCase.matcher(ACRONYM_AT, tail).find()) {
      return ORG; // "bij FONS", "naar MEE" (stop 40): three letters or more, not initials
    }
    if (!name.contains(" ")
        && Rx.matches(name.substring(1), ".*\\p{Lu}.*")
        && !Rx.matches(name, "(?:Mc|Mac|O'|D'|De|Van|Le|La)\\p{Lu}.*")
        && !GivenNames.isName(name)) { // "Gert-Jan", "Anne-Marie" are names
      return null; // "PostgreSQL", "MongoDB": products, not people
    }
    if (Rx.matches(
            name,
            "(?:\\p{Lu}[\\p{L}'’]*\\s+)+(?:Road|Street|St|Lane|Avenue|Ave|Drive|Way|Square"
                + "|Close|Crescent|Terrace|Straat|Weg|Laan|Plein|Gracht|Kade|Singel|Prize|Award|Awards|Cup|Trophy"
                + "|Medal|Prijs|Castle|Palace|Abbey|Cathedral|Pier|Manor|Zoo|Kasteel|Paleis|Abdij)\\.?")
        || Cues.find(NameCues.NAME_AS_MODIFIER, after)
        || NameRuns.titleOfAWork(name)) {
      return null; // "Mill Road", "the Nobel Prize", "Marvel films": a street, a prize, a brand
    }
    if (Rx.matches(name, "\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)*\\s+\\p{Lu}{2,5}")) {
      return null; // "Roth IRA", "Tesla SUV": a word before an acronym names a thing
    }
    if (Rx.matches(name, "[\\p{Lu}]{2,}") && name.length() <= 5) {
      return Cues.find(NameCues.ORG_BEFORE, tail) ? ORG : null;
    }
    boolean personCue =
        Cues.find(NameCues.PERSON_AFTER, after) || Cues.find(NameCues.PERSON_BEFORE, tail);
    if (!personCue
        && AsciiCase.matcher(AT_A_FIRM, tail).find()
        && !GivenNames.isName(first)
        && (name.length() >= 5 || name.contains(" "))) { // not "bij Ans", "bij Els"
      return ORG; // "de fiets inleveren bij Swapfiets", "opnemen bij Excelsior Recordings"
    }
    if (Cues.find(NameCues.PLACE_STRONG, tail)
        && !after.startsWith("'s")
        && !after.startsWith("’s")) {
      return PLACE; // "moved to Leeds", "the train to York"
    }
    if (Cues.find(NameCues.PLACE_BEFORE, tail)
        && !Cues.find(NameCues.PERSON_BEFORE, tail)
        && !GivenNames.isPlainName(first)) {
      return PLACE; // not "stuur het naar Pieter": a given name after "naar" is a person
    }
    if (sentenceStart) {
      if (!name.contains(" ")
          && Rx.matches(lower, "\\p{L}{2,}(?:ed|ing)")
          && !GivenNames.isName(lower)
          && !KnownOrganizations.contains(lower)) {
        return null; // "Pasted from Slack", "Doing it tomorrow": a verb form opens the sentence
      }
      if (!name.contains(" ") && Cues.find(NameCues.FRONTED, after)) {
        return null; // "Vroeger werkte ik bij KPN": a fronted word, the subject comes after
      }
      if (!name.contains(" ") && lower.endsWith("ly") && !GivenNames.isName(lower)) {
        return null; // "Honestly can't wait", "Luckily it held": an adverb, not "Emily", "Kelly"
      }
      return Cues.find(NameCues.PERSON_AFTER_AT_START, after)
                  && !NameWords.NOT_NAMES.contains(first)
                  && !CommonCapitals.role(name, after) // "Treasurer says" (stop 45)
              || givenNameOpens(name, after)
              // "Dan, can you book the room?": a given name called at the start
              || namedWord && GivenNames.isName(lower) && Cues.find(NameCues.VOCATIVE, after)
          ? PERSON
          : null;
    }
    if (Rx.matches(name, "De\\s\\p{Lu}.*")
        && Rx.matches(
            tail, "(?s).*\\b(?:bij|at|in|op|naar|to|van|from|with|met|basisschool|school)\\s+$")) {
      return ORG; // "reserveren bij De Kas", "dinner at De Librije": a venue's name
    }
    if (!namedWord && NameWords.NOT_NAMES.contains(first)) {
      return null;
    }
    return personCue || !name.contains(" ") || Rx.split(name, "\\s+").length <= 3 ? PERSON : null;
  }

  /**
   * A sentence opened by a given name that is no everyday word: a full name ("Marie Curie was
   * awarded ...", "Aletta Jacobs studeerde ...") or the name alone before a lower-case word ("Kees
   * teruggebeld", "Yusuf heeft gebeld"), not "Victoria Station" nor a name that heads a title.
   */
  private static boolean givenNameOpens(String name, String after) {
    String[] words = Rx.split(name, "\\s+");
    if (words.length == 1
        && GivenNames.isName(words[0])
        && !NameCues.MONTH_NAMES.contains(words[0].toLowerCase(Locale.ROOT))
        && (AsciiCase.matcher(POSSESSIVE_AFTER, after).lookingAt() || after.startsWith(" z'n "))) {
      return true; // "Leo's passport runs out", "Ben's kit", "Jesse z'n paspoort"
    }
    if (!GivenNames.isPlainName(words[0])
        || java.util.Arrays.stream(words).filter(w -> !PARTICLES.contains(w)).count() > 3) {
      return false;
    }
    if (words.length > 1) {
      return !AsciiCase.matcher(NameCues.PLACE_HEAD, words[words.length - 1]).matches()
          && Rx.matches(words[words.length - 1], "\\p{Lu}.*")
          && java.util.Arrays.stream(words)
              .skip(1)
              .allMatch(
                  w ->
                      PARTICLES.contains(w) // "Fleur ter Horst", "Lucia de la Cruz"
                          || Rx.matches(w, "\\p{Lu}[\\p{L}'’-]*\\p{Ll}")
                              && !NameWords.NOT_NAMES.contains(w.toLowerCase(Locale.ROOT)));
    }
    return Rx.matches(after, "(?s)^,?\\s+\\p{Ll}.*");
  }

  /** "Marta from Spotify", not "Email from Jack Turner": the word before is a name. */
  private static boolean orgAfterPerson(String tail) {
    Matcher m = AsciiCase.matcher(NameCues.ORG_AFTER_PERSON, tail);
    return m.find()
        && !NameWords.NOT_NAMES.contains(m.group(1).toLowerCase(Locale.ROOT))
        // with an article the word before must be a name inside the sentence, not "Besluit van
        // het MT" at its start (stop 39)
        && (m.group(2) == null || m.start(1) > 0)
        // "Leesclub bij Els" (stop 40): a word opening the sentence is a name only if a given one
        && (m.start(1) > 0 || GivenNames.isName(m.group(1).toLowerCase(Locale.ROOT)));
  }

  /** Drops leading non-name words a capitalised run can start with ("Hi Alice" -> "Alice"). */
  private static String trimName(String name) {
    String[] words = Rx.split(name, "\\s+");
    int i = 0;
    while (i < words.length - 1) {
      String w = words[i].toLowerCase(Locale.ROOT);
      if (NameCues.TITLES.contains(w.replace(".", ""))) {
        i++;
        break; // after a title the rest is the name: "Dr Mei Lin", "dokter Van Dijk"
      }
      if (!NameWords.NOT_NAMES.contains(w)
          || KnownOrganizations.contains(
              String.join(" ", java.util.Arrays.copyOfRange(words, i, words.length)))) {
        break; // "Met Office": a known name is kept whole
      }
      i++;
    }
    String joined = String.join(" ", java.util.Arrays.copyOfRange(words, i, words.length));
    return Rx.replaceAll(Rx.replaceAll(joined, "(?i)[’']s$", ""), "[.&-]+$", "");
  }

  /** The lower-case surname particles ("van der Meer", "de Vries"), as single words. */
  private static final java.util.Set<String> PARTICLES =
      java.util.Set.of(
          "van", "de", "der", "den", "ter", "ten", "te", "von", "du", "da", "di", "le", "la", "'t");

  /**
   * Where the lower-case particles just before {@code start} begin ("van der " before "Meer"), or
   * -1 when the word before is no particle; read without a pattern (it runs for every capitalised
   * run of every sentence).
   */
  private static int particleBefore(String s, int start) {
    int at = -1;
    int i = start;
    for (int words = 0; words < 2; words++) {
      int end = i;
      while (end > 0 && s.charAt(end - 1) == ' ') {
        end--;
      }
      if (end == i) {
        break; // no space before: no word of its own
      }
      int begin = end;
      while (begin > 0 && Character.isLetter(s.charAt(begin - 1))
          || begin > 0 && s.charAt(begin - 1) == '\'') {
        begin--;
      }
      if (begin == end || !PARTICLES.contains(s.substring(begin, end))) {
        break;
      }
      at = begin;
      i = begin;
    }
    return at;
  }

  private static final java.util.regex.Pattern OFFICE_AFTER =
      java.util.regex.Pattern.compile(
          "\\s+(?:office|offices|branch|site|team|kantoor|vestiging|afdeling)\\b");

  private static final java.util.regex.Pattern ACRONYM_AT = Rx.of("\\b(?:bij|naar|at)\\s+$");

  /** Dutch "bij" before a name that is no given name: a firm (stop 40), not "bij Els". */
  private static final java.util.regex.Pattern AT_A_FIRM = Rx.of("(?<![\\p{L}])bij\\s+$");

  /** A table booked or a meal had at a named place (stop 38). */
  private static final java.util.regex.Pattern VENUE_BOOKED_AT =
      java.util.regex.Pattern.compile(
          "(?iu)\\b(?:table|booking|reservation|dinner|lunch|brunch|breakfast|drinks|tafel"
              + "|reservering|etentje|diner)(?: for (?:\\p{L}+|\\d+))?(?: (?:on|op) \\p{L}+)?"
              + " (?:at|bij) (?:the |de |het )?$");

  private static final java.util.regex.Pattern VENUE_BEFORE =
      java.util.regex.Pattern.compile("(?i)\\b(?:at|from|to|bij|naar)\\s+$");

  private static final java.util.regex.Pattern POSSESSIVE_AFTER =
      java.util.regex.Pattern.compile("['’]s(?![\\p{L}\\p{N}])");

  private static int leadingOffset(String s) {
    int i = 0;
    while (i < s.length() && !Character.isLetter(s.charAt(i))) {
      i++;
    }
    return i;
  }

  private static void add(Map<String, Mention> out, String type, String name, String excerpt) {
    String key = name.toLowerCase(Locale.ROOT);
    out.putIfAbsent(key, new Mention(type, name, excerpt));
  }
}
