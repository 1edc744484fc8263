package dev.assistantmemory.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Who a commitment belongs to when the sentence says so with a reporting verb: "I promised X I
 * would ..." is the user's own task (X is only the requester); "I asked X (and Y) to ..." is X's
 * (and Y's) task; "X said she'd ...", "X's going to ..." is X's; a request that opens or closes
 * with a person's name ("Nina, could you ...", "Stuur jij de uitnodigingen, Anouk?") is that
 * person's.
 */
final class Owners {

  /** One owned action: owner ({@code self} or a name) and the action phrase. */
  record Owned(String owner, String action) {}

  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  /**
   * A person's name: capitalised words, with the lowercase particles of Dutch, German, French and
   * other surnames between them ("Marcel de Vries", "Anna van der Berg", "Sarah Jones"); a
   * department after "van" is no part of it ("Koen van Inkoop" is Koen of Purchasing).
   */
  private static final String NAME =
      "(?-i:\\p{Lu}[\\p{L}'’-]+(?:\\s+(?:(?:van|von|de|der|den|ten|ter|te|du|da|di|la|le)\\s+)*"
          + "(?!(?i:"
          + String.join("|", NameCues.DEPARTMENTS)
          + ")\\b)\\p{Lu}[\\p{L}'’-]+){0,3})";

  static final String NAMES =
      "(?<names>" + NAME + "(?:(?:,\\s*|\\s+(?:and|en|&)\\s+)" + NAME + ")*)";

  private static final Pattern PROMISED_EN =
      Pattern.compile(
          "\\bi(?:'ve| have)? promised (?:(?-i:Mr|Mrs|Ms|Miss|Dr|Prof)\\.?\\s+)?" // tenth pass: a
              // title
              + NAMES
              + " (?:that )?i(?:'d| would| will|'ll)\\s+(?<act>.+)",
          FLAGS);

  private static final Pattern ASKED_EN =
      Pattern.compile(
          // stop 33: without the "I" ("Asked Noor and Finn to ...", "Got Ollie to agree to ...")
          "(?:\\bi(?:'ve| have)? |^\\W*(?:(?:so|and|also|just|already)\\s+)?)(?:asked|told|got)"
              + " (?:my [\\p{L}-]+ )?(?:both |all )?" // "my brother Tom"
              + NAMES
              + "(?: from [\\p{L} ]+?)? to\\s+(?:(?:agree|promise) to\\s+)?(?<act>.+)|\\b(?:ask|tell) "
              + NAMES.replace("names", "names2")
              + "(?: from [\\p{L} ]+?)? to\\s+(?<act2>.+)",
          FLAGS);

  private static final Pattern SAID_EN =
      Pattern.compile(
          "\\b(?<name>"
              + NAME
              + ")(?: said| told me| promised| says)(?: that)? (?:she|he|they)(?:'d| would| will|'ll)"
              + "\\s+(?<act>.+)|\\b(?<name2>"
              + NAME
              + ")(?:'s| is) (?:going to|gonna|taking care of)\\s+(?<act2>.+)",
          FLAGS);

  private static final Pattern VOCATIVE_EN =
      Pattern.compile(
          "^(?:hey |hi |ok |okay )?(?<name>"
              + NAME
              + "(?: (?:and|&) "
              + NAME
              + ")?),\\s*(?:(?:can|could|would|will) you(?: two| both| all)?(?: please)?|please)\\s+"
              + "(?:both\\s+)?(?<act>.+)",
          FLAGS);

  private static final Pattern ASKED_NL =
      Pattern.compile(
          "\\bik heb (?:aan )?(?:mijn [\\p{L}-]+ )?"
              + NAMES
              + "(?: van [\\p{L} ]+?)? gevraagd(?: of (?:hij|zij|ze))?,? (?:om )?(?<act>.+)"
              + "|^\\W*(?:vraag (?:even |eens )?(?:aan )?|(?:kun|kan|kunt|wil|wilt|zou) (?:je|jij|u)(?: even| alsjeblieft"
              + "| misschien| eens)* (?:aan )?(?=[^,?]+ vragen\\b))"
              + NAMES.replace("names", "names2")
              // "Vraag Sanne even of ze ...", "Kun je Kim vragen morgen haar laptop mee te nemen?"
              + "(?: van [\\p{L} ]+?)?(?: even| eens| alsjeblieft)?(?: vragen)?"
              + " (?:of (?:hij|zij|ze) |om |(?=[^?]*\\bte \\p{L}+en\\W*$))(?<act2>.+)",
          FLAGS);

  private static final String TITLE =
      "(?:(?:mevrouw|meneer|mevr\\.|dhr\\.|dokter|dr\\.|prof\\.|professor|juf|meester)\\s+)?";

  /**
   * "Nadia haalt de taart op", "Anne en Joost van de hockeyclub komen vrijdag de sleutel brengen":
   * named people, perhaps with where they are from, then a present-tense verb.
   */
  private static final Pattern NAMED_SUBJECT_NL =
      Pattern.compile(
          "^\\W*"
              + TITLE
              + NAMES
              + "(?:\\s+(?:van|uit)\\s+(?:de |het )?[\\p{L}-]+(?:\\s+(?-i:\\p{Lu})[\\p{L}-]*)*)?"
              + "\\s+(?<verb>(?-i:\\p{Ll}+))\\s+(?<act>.+)$",
          FLAGS);

  /** A habit, a question or a past act is no commitment: "Jan kookt altijd", "Bakt Jan ...?". */
  private static final Pattern HABITUAL_NL =
      Pattern.compile(
          "\\b(?:altijd|elke|iedere|vaak|meestal|soms|nooit|gewoonlijk|graag|al|vroeger)\\b|\\?\\s*$",
          FLAGS);

  /**
   * A specific thing or person as object ("de taart", "mijn fiets", "me"), else a day: "Lisa maakt
   * prachtige foto's" is a description, "Lisa maakt de foto's" a commitment.
   */
  private static final Pattern SPECIFIC_NL =
      Pattern.compile(
          "\\b(?:de|het|die|dat|deze|dit|mijn|onze|ons|zijn|haar|hun|je|jouw|me|mij)\\b", FLAGS);

  private static final Pattern SAYING_NL =
      Pattern.compile(
          "zegt|zeggen|vindt|vinden|denkt|denken|weet|weten|hoopt|hopen|vraagt|vragen|meldt|laat"
              + "|belooft",
          FLAGS);

  private static final Pattern DUTY_NL =
      Pattern.compile("voor (?:de|het|een|ons|onze|alle|al het|al de) \\p{L}", FLAGS);

  /** "ik neem de drankjes mee": the user's share where duties are divided. */
  private static final Pattern SELF_SHARE_NL =
      Pattern.compile("^\\W*(?:en\\s+)?ik\\s+(?<verb>\\p{L}+)\\s+(?<act>.+)$", FLAGS);

  /**
   * Debts and promised things: "Kevin owes me the report" (Kevin's), "I owe Sam 20 euros", "I've
   * promised Julia a proper answer" (the user's); "Jasper is me nog geld schuldig", "Ik ben Sam nog
   * 20 euro schuldig", "Ik heb Julia een antwoord beloofd".
   */
  private static final Pattern OWES_EN =
      Pattern.compile(
          "\\b" + NAMES + " (?:still |also )?owes (?:me|us) (?:still )?(?<obj>.+)", FLAGS);

  private static final Pattern SELF_OWES_EN =
      Pattern.compile(
          "\\bi (?:still |also )?owe " + NAMES + " (?<obj>(?:a|an|the|my|\\d|[$€£]).+)", FLAGS);

  private static final Pattern PROMISED_THING_EN =
      Pattern.compile(
          "\\bi(?:'ve| have)? promised (?:(?-i:Mr|Mrs|Ms|Miss|Dr|Prof)\\.?\\s+)?" // tenth pass: a
              // title
              + NAMES
              + " (?!(?:that|i|i'd|i'll|i would|i will|to|myself)\\b)(?<obj>(?:a|an|the|my|some|our) .+)",
          FLAGS);

  private static final Pattern OWES_NL =
      Pattern.compile(
          "\\b" + NAMES + " (?:is )?(?:me|mij|ons) (?:nog )?(?<obj>[^,;]+?) schuldig\\b", FLAGS);

  private static final Pattern SELF_OWES_NL =
      Pattern.compile("\\bik ben " + NAMES + " (?:nog )?(?<obj>[^,;]+?) schuldig\\b", FLAGS);

  private static final Pattern PROMISED_THING_NL =
      Pattern.compile(
          "\\bik heb " + NAMES + " (?<obj>(?:een|de|het|mijn|ons|onze) [^,;]+?) beloofd\\b", FLAGS);

  /** Money, or something counted in it. */
  private static final Pattern MONEY =
      Pattern.compile(
          "(?:\\d|[$€£]|\\b(?:euros?|dollars?|pounds?|quid|bucks|money|geld|tenner|fiver|rent|huur)\\b)",
          FLAGS);

  /** Owed things that are no errand: "owes me an apology", "owes me a favour". */
  private static final Pattern NO_DEBT =
      Pattern.compile(
          "^(?:an? )?(?:apology|favou?r|explanation|drink|beer|coffee|lunch|dinner|one|big time)\\b",
          FLAGS);

  private static List<Owned> debts(String clause, Lang lang) {
    if (lang == Lang.EN) {
      Matcher m = AsciiCase.matcher(OWES_EN, clause);
      if (Cues.mayMatch(OWES_EN, clause) && m.find()) {
        String obj = m.group("obj").replaceAll("[.!?]+$", "").strip();
        if (Cues.find(MONEY, obj)) {
          return each(persons(m.group("names"), clause), "pay back " + obj);
        }
        if (!Cues.find(NO_DEBT, obj)
            && Rx.matches(obj, "(?iu)^(?:the|my|our|those|that|this)\\b.*")) {
          return each(persons(m.group("names"), clause), "send " + obj);
        }
        return List.of();
      }
      m = AsciiCase.matcher(SELF_OWES_EN, clause);
      if (Cues.mayMatch(SELF_OWES_EN, clause)
          && m.find()
          && persons(m.group("names"), clause) != null) {
        String obj = m.group("obj").replaceAll("[.!?]+$", "").strip();
        if (Cues.find(NO_DEBT, obj)) {
          return List.of();
        }
        String act =
            Cues.find(MONEY, obj)
                ? "pay " + m.group("names") + " back " + obj
                : "give " + m.group("names") + " " + obj;
        return List.of(new Owned("self", act));
      }
      m = AsciiCase.matcher(PROMISED_THING_EN, clause);
      if (Cues.mayMatch(PROMISED_THING_EN, clause)
          && m.find()
          && persons(m.group("names"), clause) != null) {
        return List.of(new Owned("self", "give " + m.group("names") + " " + m.group("obj")));
      }
    }
    // the Dutch wording is its own cue (a short Dutch line may be read as English)
    Matcher m = AsciiCase.matcher(OWES_NL, clause);
    if (Cues.mayMatch(OWES_NL, clause) && m.find()) {
      String obj = m.group("obj").strip();
      String verb = Cues.find(MONEY, obj) ? "terugbetalen" : "teruggeven";
      return each(persons(m.group("names"), clause), obj + " " + verb);
    }
    m = AsciiCase.matcher(SELF_OWES_NL, clause);
    if (Cues.mayMatch(SELF_OWES_NL, clause)
        && m.find()
        && persons(m.group("names"), clause) != null) {
      String obj = m.group("obj").strip();
      String verb = Cues.find(MONEY, obj) ? "terugbetalen" : "teruggeven";
      return List.of(new Owned("self", m.group("names") + " " + obj + " " + verb));
    }
    m = AsciiCase.matcher(PROMISED_THING_NL, clause);
    if (Cues.mayMatch(PROMISED_THING_NL, clause)
        && m.find()
        && persons(m.group("names"), clause) != null) {
      return List.of(new Owned("self", m.group("names") + " " + m.group("obj") + " geven"));
    }
    return List.of();
  }

  private static final Pattern PROMISED_NL =
      Pattern.compile("\\bik heb " + NAMES + " beloofd (?:om |dat ik )?(?<act>.+)", FLAGS);

  private static final Pattern VOCATIVE_NL =
      Pattern.compile(
          "^(?:hé |hey |hoi )?(?<name>"
              + NAME
              + "),\\s*(?:(?:wil|kun|kan|zou) (?:jij|je|u)(?: even| alsjeblieft| misschien)*)\\s+"
              + "(?<act>.+)",
          FLAGS);

  /** "Stuur jij de uitnodigingen voor maandag, Anouk?": the verb first, the name last. */
  private static final Pattern VERB_FIRST_NL =
      Pattern.compile(
          "^(?<verb>[\\p{L}]+) (?:jij|je) (?<act>.+?),\\s*(?<name>" + NAME + ")\\s*[?!.]*$", FLAGS);

  private static final Pattern ZOU_NL =
      Pattern.compile(
          "\\b(?<name>" + NAME + ") (?:zou|zal|gaat|belooft|heeft beloofd)\\s+(?<act>.+)", FLAGS);

  /** "Bas zei dat hij de tent meeneemt", "Noor heeft beloofd dat ze de sleutel brengt". */
  private static final Pattern SAID_NL =
      Pattern.compile(
          "\\b(?<name>"
              + NAME
              + ") (?:zei|zegt|heeft gezegd|belooft|beloofde|heeft beloofd|liet weten|laat weten|appte"
              + "|mailde)(?: me| mij| ons)? dat (?:hij|zij|ze) (?!(?:niet|geen|nooit)\\b)(?<act>[^,;.?!]+)",
          FLAGS);

  /** "de tent meeneemt" -> "de tent mee neemt": a separable verb's particle apart from its verb. */
  private static String separable(String act) {
    String s = act.strip();
    int at = s.lastIndexOf(' ');
    String last = s.substring(at + 1).toLowerCase(java.util.Locale.ROOT);
    for (String p : List.of("mee", "op", "af", "terug", "door", "uit", "in", "aan", "na", "weg")) {
      if (last.startsWith(p) && last.length() > p.length() + 2) {
        String verb = last.substring(p.length());
        String base = verb.endsWith("t") ? verb.substring(0, verb.length() - 1) : verb;
        String inf = DutchVerbForms.infinitive(base);
        if (inf != null) {
          return (at < 0 ? "" : s.substring(0, at) + " ") + p + inf;
        }
      }
    }
    return s;
  }

  private static final Pattern GREETINGS =
      Pattern.compile(
          "(?i)dag|hoi|hallo|beste|hey|hi|hello|dear|goedemorgen|morning|thanks|bedankt");

  private Owners() {}

  static List<Owned> find(String clause, Lang lang, java.time.LocalDate day) {
    List<Owned> owed = debts(clause, lang);
    if (owed.isEmpty()) {
      owed = AgreedDuties.find(clause, lang); // "We decided that Ana ...", "Our team has to ..."
    }
    if (owed.isEmpty()) {
      owed = DelegatedWork.find(clause, lang); // "I'll get Dev to ...", "Ik laat Wessel ..."
    }
    if (owed.isEmpty() && lang == Lang.NL) {
      owed = DutchThatClauses.find(clause); // "Dokter Visser wil dat ik over zes weken terugkom"
    }
    if (!owed.isEmpty()) {
      return owed;
    }
    return lang == Lang.NL ? dutch(clause, day) : english(clause);
  }

  private static List<Owned> english(String clause) {
    Matcher m = AsciiCase.matcher(PROMISED_EN, clause);
    if (Cues.mayMatch(PROMISED_EN, clause)
        && m.find()
        && persons(m.group("names"), clause) != null) {
      return List.of(new Owned("self", m.group("act")));
    }
    m = AsciiCase.matcher(ASKED_EN, clause);
    if (Cues.mayMatch(ASKED_EN, clause) && m.find()) {
      String names = m.group("names") != null ? m.group("names") : m.group("names2");
      String act = m.group("act") != null ? m.group("act") : m.group("act2");
      List<String> persons = persons(names, clause);
      List<Owned> out =
          new ArrayList<>(each(persons, Rx.replaceFirst(act, "(?i)^(?:send|give) me\\b", "send")));
      if (m.group("names2") != null && !out.isEmpty()) {
        // "Ask Priya to review the budget": the asking is a task of its own (the assistant's, or
        // the user's in "I'll ask Priya to ...")
        String asker = asker(clause.substring(0, m.start("names2")));
        if (asker != null) {
          // stop 37: the person is only to be asked, has agreed to nothing yet: the asking is the
          // one task ("Ask Priti to bring the lead", "Could you ask Femi to cover my shift?"),
          // unless the sentence says they agreed ("I'll ask Hugo, he said he'd do it Tuesday")
          if (!Cues.find(AGREED, clause)) {
            out.clear();
          }
          out.add(
              new Owned(
                  asker.isEmpty() ? null : asker,
                  m.group()
                          .substring(0, m.start("names2") - m.start())
                          .strip()
                          .toLowerCase(Locale.ROOT)
                      + " "
                      + names
                      + " to "
                      + act));
        }
      }
      return out;
    }
    m = AsciiCase.matcher(SAID_EN, clause);
    if (Cues.mayMatch(SAID_EN, clause) && m.find()) {
      String name = m.group("name") != null ? m.group("name") : m.group("name2");
      String act = m.group("act");
      if (act == null) {
        act =
            m.group(0).contains("taking care of")
                ? "take care of " + m.group("act2")
                : m.group("act2");
      }
      return each(persons(name, clause), act);
    }
    m = AsciiCase.matcher(VOCATIVE_EN, clause);
    if (Cues.mayMatch(VOCATIVE_EN, clause) && m.find()) {
      return each(persons(m.group("name"), clause), m.group("act"));
    }
    return List.of();
  }

  private static List<Owned> dutch(String clause, java.time.LocalDate day) {
    Matcher m = AsciiCase.matcher(PROMISED_NL, clause);
    if (Cues.mayMatch(PROMISED_NL, clause)
        && m.find()
        && persons(m.group("names"), clause) != null) {
      return List.of(new Owned("self", finalVerb(teInfinitive(m.group("act")))));
    }
    m = AsciiCase.matcher(ASKED_NL, clause);
    if (Cues.mayMatch(ASKED_NL, clause) && m.find()) {
      if (m.group("names") != null) {
        return each(persons(m.group("names"), clause), askedAct(m.group("act")));
      }
      List<String> persons = persons(m.group("names2"), clause);
      List<Owned> out = new ArrayList<>(each(persons, askedAct(m.group("act2"))));
      if (!out.isEmpty()) {
        // "Vraag Ingrid of ze ... stuurt": the asking is the assistant's task of its own, and the
        // only one (stop 37): Ingrid has agreed to nothing yet
        out.clear();
        out.add(new Owned(null, m.group("names2") + " vragen om " + askedAct(m.group("act2"))));
      }
      return out;
    }
    m = AsciiCase.matcher(VOCATIVE_NL, clause);
    if (Cues.mayMatch(VOCATIVE_NL, clause) && m.find()) {
      return each(persons(m.group("name"), clause), m.group("act"));
    }
    m = AsciiCase.matcher(VERB_FIRST_NL, clause);
    if (Cues.mayMatch(VERB_FIRST_NL, clause) && m.find()) {
      String inf = DutchVerbForms.infinitive(m.group("verb"));
      if (inf != null) {
        return each(persons(m.group("name"), clause), m.group("act") + " " + inf);
      }
    }
    m = AsciiCase.matcher(SAID_NL, clause);
    if (Cues.mayMatch(SAID_NL, clause) && m.find()) {
      // "Bas zei dat hij de tent meeneemt": the act of the reported clause, verb last
      String act = finalVerb(separable(m.group("act")));
      if (Rx.matches(act, "(?iu).*\\b[\\p{L}]+en\\W*$")) {
        return each(persons(m.group("name"), clause), act);
      }
    }
    m = AsciiCase.matcher(ZOU_NL, clause);
    if (Cues.mayMatch(ZOU_NL, clause)
        && m.find()
        && m.group("act").matches("(?iu).*\\b[\\p{L}]+en\\W*$")
        && !m.group("act").matches("(?iu)^(?:je|jij|u|ik|we|wij|ze|zij|het|er)\\b.*")) {
      return each(persons(m.group("name"), clause), m.group("act"));
    }
    return namedSubjects(clause, day);
  }

  /**
   * Present-tense acts of named people, one comma part at a time ("Nadia haalt de taart op"); where
   * duties are divided that way, the user's own part in the same sentence ("ik neem de drankjes
   * mee") is the user's task even without a day.
   */
  private static List<Owned> namedSubjects(String clause, java.time.LocalDate day) {
    String[] parts = Rx.split(clause, "\\s*[,;]\\s*");
    List<Owned> out = new ArrayList<>();
    List<String> rest = new ArrayList<>();
    for (String part : parts) {
      Matcher m = AsciiCase.matcher(NAMED_SUBJECT_NL, part);
      if (!Cues.mayMatch(NAMED_SUBJECT_NL, part)
          || !m.find()
          || Cues.find(HABITUAL_NL, part)
          || !AsciiCase.matcher(SPECIFIC_NL, m.group("act")).find()
              && Dates.find(part, day, Lang.NL).isEmpty()) {
        rest.add(part);
        continue;
      }
      String names = m.group("names");
      boolean plural = Rx.matches(names, "(?s).*(?:,|\\s(?:en|&)\\s).*");
      String verb = m.group("verb");
      if (AsciiCase.matcher(SAYING_NL, verb).matches()) {
        rest.add(part);
        continue; // "Dirk zegt dat maandag ook goed is": a report or an opinion, no errand
      }
      if (plural != Rx.matches(verb, "(?iu).*en$") && !verb.equalsIgnoreCase("komen")) {
        rest.add(part);
        continue; // the verb must agree with the subject: "Anne en Joost halen", "Nadia haalt"
      }
      if (!plural
          && parts.length == 1
          && Dates.find(part, day, Lang.NL).isEmpty()
          // "Femke zorgt voor de taart": taking a thing on is a duty without a day
          && !(Rx.matches(verb, "(?iu)zorgt|zorgen")
              && AsciiCase.matcher(DUTY_NL, m.group("act")).lookingAt())) {
        rest.add(part);
        continue; // one person, no day and no division of duties: read as before (with a day)
      }
      String label = DutchClauses.thirdPerson(verb, m.group("act"), day);
      List<String> persons = label == null ? null : persons(names, part);
      if (persons == null) {
        rest.add(part);
        continue;
      }
      out.addAll(each(persons, label));
    }
    if (!out.isEmpty()) {
      for (String part : rest) {
        Matcher m = AsciiCase.matcher(SELF_SHARE_NL, part);
        if (Cues.mayMatch(SELF_SHARE_NL, part) && m.find()) {
          String label = DutchClauses.thirdPerson(m.group("verb"), m.group("act"), day);
          if (label != null) {
            out.add(new Owned("self", label));
          }
        }
      }
    }
    return out;
  }

  /** "ze zondag de kinderen kunnen opvangen" -> "zondag de kinderen opvangen". */
  private static String askedAct(String act) {
    String s = teInfinitive(act).strip().replaceAll("[.!?]+$", "");
    s = Rx.replaceAll(s, "(?iu)^(?:ze|zij|hij)\\s+", "");
    s = Rx.replaceAll(s, "(?iu)\\s+(?:kunnen|willen|zouden|kan|wil|zou)\\s+([\\p{L}]+)$", " $1");
    s = Rx.replaceAll(s, "(?iu)\\s+(?:kunnen|willen|zouden|kan|wil|zou)$", "");
    return finalVerb(s);
  }

  /**
   * A Dutch "dat ik ..." clause ends in its finite verb: "hem de vacature stuur" -> "hem de
   * vacature sturen".
   */
  static String finalVerb(String act) {
    String s = Rx.replaceAll(act.strip(), "[.!?]+$", "");
    int at = s.lastIndexOf(' ');
    if (at < 0) {
      return act;
    }
    String last = s.substring(at + 1);
    String inf = DutchVerbForms.infinitive(last);
    if (inf == null && last.length() > 3 && last.endsWith("t")) {
      inf = DutchVerbForms.infinitive(last.substring(0, last.length() - 1)); // "hij stuurt"
    }
    Matcher sep = AsciiCase.matcher(SEPARABLE, last);
    if (inf == null && sep.matches()) {
      String stem = DutchVerbForms.infinitive(sep.group(2)); // "hij terugbrengt" -> "terugbrengen"
      inf = stem == null ? null : sep.group(1) + stem;
    }
    if (inf == null) {
      inf = DutchVerbForms.separableInfinitive(last); // "dat ik zijn scriptie nakijk"
    }
    if (inf == null && Rx.matches(last, "(?iu)\\p{L}{3,}en")) {
      return s; // already an infinitive ("hun targets sturen")
    }
    return inf == null ? act : s.substring(0, at) + " " + inf;
  }

  private static final Pattern SEPARABLE =
      Pattern.compile(
          "(?iu)(op|in|af|mee|terug|na|door|aan|uit|over|weg|toe|rond|bij)(\\p{L}{3,})t");

  /** "om de zaal te reserveren" -> "de zaal reserveren"; "voor te bereiden" -> "voorbereiden". */
  static String teInfinitive(String act) {
    String s = Rx.replaceAll(act, "(?iu)^om\\s+", "");
    s =
        Rx.replaceAll(
            s,
            "(?iu)\\b(op|in|af|mee|terug|na|door|aan|uit|over|weg|toe|rond|voor|bij|klaar|schoon)"
                + " te ([\\p{L}]+en)\\b",
            "$1$2");
    return Rx.replaceAll(s, "(?iu)\\bte ([\\p{L}]+en)\\b", "$1");
  }

  private static final Pattern CALENDAR =
      Pattern.compile(
          "(?i)(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:maan|dins|woens|donder|vrij|zater|zon)dag"
              + "|january|february|march|april|may|june|july|august|september|october|november"
              + "|december|januari|februari|maart|mei|juni|juli|augustus|oktober");

  /**
   * The names of a list that are persons, or null when one of them is not. In a list one known
   * person vouches for a name the classifier leaves open ("Maria and Ben"): a name after "asked" or
   * "promised" is a person unless it is a calendar word or another kind of name.
   */
  static List<String> persons(String names, String clause) {
    if (names == null) {
      return null;
    }
    List<String> out = new ArrayList<>();
    boolean person = false;
    for (String n : Rx.split(names, "\\s*,\\s*|\\s+(?:and|en|&)\\s+")) {
      if (AsciiCase.matcher(GREETINGS, n).matches() || AsciiCase.matcher(CALENDAR, n).matches()) {
        return null;
      }
      int at = clause.indexOf(n);
      String before = at < 0 ? "" : clause.substring(0, at);
      String type = Names.classify(n, before, " will", false);
      if (type != null && !Names.PERSON.equals(type)) {
        return null;
      }
      person |= Names.PERSON.equals(type);
      out.add(n);
    }
    return person ? out : null;
  }

  /** Who asks: the user ("I'll ask"), the assistant ("Ask", "Could you ask"), else nobody. */
  private static final Pattern USER_ASKS =
      Pattern.compile(
          "\\b(?:i'?ll|i will|i'm going to|i am going to|i need to|i have to|i must|i should|let me"
              + "|remind me to)\\s+(?:ask|tell)\\s+$",
          FLAGS);

  private static final Pattern ASSISTANT_ASKS =
      Pattern.compile(
          "^\\W*(?:(?:please|pls|also|and|then|ok(?:ay)?),?\\s+)*(?:(?:can|could|would|will) you"
              + "(?: please)?\\s+)?(?:ask|tell)\\s+$",
          FLAGS);

  /** The asked person's word already given: "he said he'd", "she agreed", "they offered". */
  private static final Pattern AGREED =
      Pattern.compile(
          "\\b(?:he|she|they)(?:'d| would|'ll| will| said| says| agreed| promised| offered)\\b",
          FLAGS);

  /** "self" for the user, "" for the assistant, null when nobody asks (a report, a question). */
  private static String asker(String before) {
    if (Cues.find(USER_ASKS, before)) {
      return "self";
    }
    return AsciiCase.matcher(ASSISTANT_ASKS, before).matches() ? "" : null;
  }

  static List<Owned> each(List<String> persons, String act) {
    if (persons == null || persons.isEmpty() || act == null) {
      return List.of();
    }
    List<Owned> out = new ArrayList<>();
    for (String p : persons) {
      out.add(new Owned(p, act));
    }
    return out;
  }
}
