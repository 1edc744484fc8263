package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fact classes of stop 29 (issue 13, item 4): the user's age said bare ("I'm 42 and …", "Ik ben 38
 * en …"), two named people who moved or live somewhere ("Tom and his wife Amy moved to Lisbon"), a
 * named person's membership or study ("Jonas is a member of the Arts Club", "Maya started a PhD at
 * Imperial College", "Ingrid zit in het bestuur van de Oranjevereniging"), the user's club ("Ik zit
 * bij het koor Cantabile"), part-time study, and a new job stated as its own subject ("My new job
 * at Deloitte starts on 1 June").
 */
final class MoreFacts {
  private MoreFacts() {}

  private static final String NAME = "(?-i:\\p{Lu}\\p{Ll}+(?: \\p{Lu}\\p{Ll}+)?)";

  /** "I'm 42 and …", "I'm 41, if that matters": a bare age, closed by a comma, "and" or the end. */
  private static final Pattern AGE_EN =
      Rules.p(
          "\\bi(?:'m| am) (\\d{1,2})(?=\\s*(?:,|;|\\.|!|$|and\\b|now\\b|this year\\b|btw\\b"
              + "|by the way\\b|today\\b|haha|lol\\b))");

  private static final Pattern AGE_NL =
      Rules.p(
          "\\bik ben (\\d{1,2})(?=\\s*(?:,|;|\\.|!|$|en\\b|nu\\b|geworden\\b|btw\\b|trouwens\\b"
              + "|vandaag\\b|haha))");

  /** Two named people who moved or live somewhere; the place is capitalised. */
  private static final Pattern BOTH_MOVED =
      Rules.p(
          "\\b("
              + NAME
              + ") (?:and|en) (?:(?:his|her|their|zijn|haar) (?:\\p{L}+ )?)?("
              + NAME
              + ")(?: from [\\p{Ll} ]{2,20}?| uit (?-i:\\p{Lu})\\p{L}+)? (?:have |has |are |zijn |hebben )?"
              + "(?:(?:both|just|recently|allebei|net|onlangs) )*(?:moved to|live in|wonen in"
              + "|verhuisd naar|verhuizen naar|gaan verhuizen naar)\\s+((?-i:\\p{Lu})[\\p{L}'’-]*"
              + "(?: (?-i:\\p{Lu})[\\p{L}'’-]*)*)");

  /** A named person's membership, board seat or study. */
  private static final Pattern OTHER_AFFILIATED =
      Rules.p(
          "\\b("
              + NAME
              + ")(?:['’]s)? (?:is (?:a member of|lid van|on the board of)|is lid geworden van"
              + "|has joined|volunteers (?:with|at|for)|zit in het bestuur van|zit bij"
              + "|studies at|studeert aan|studeert bij"
              + "|(?:(?:has|is|['’]s) )?(?:just )?(?:started|begun|doing|begonnen aan) (?:a|an|her|his"
              + "|een|haar|zijn) (?:phd|degree|master['’]?s|masters|bachelor['’]?s|course|studie"
              + "|promotie|opleiding)(?: [\\p{Ll}]+)? (?:at|aan|bij)) (?:the |de |het )?"
              + "((?-i:\\p{Lu}).+)");

  /** A diet or an allergy, the attributes said of another person as the user says them of self. */
  private static final String DIET =
      "(?:allergic to [\\p{L}'’ -]+?|allergisch voor [\\p{L}'’ -]+?|vegetarian|vegan|pescatarian"
          + "|vegetariër|vegetarisch|veganist|coeliac|diabetic|diabeet|lactose[ -]intolerant"
          + "|gluten[ -]intolerant|glutenintolerant)";

  /** Where a stated attribute ends: a clause break, "and", "so", "but", "for years" or the end. */
  private static final String ATTRIBUTE_END =
      "(?=\\s*(?:[,;.!]|$)|\\s+(?:and|en|so|dus|but|maar|too|ook|for|since|sinds|now|nu)\\b)";

  /**
   * A named person's diet or allergy ("Jonas is allergic to penicillin", "Mijn zoon Jesse is
   * allergisch voor noten", "Priya has been vegetarian for years").
   */
  private static final Pattern OTHER_ATTRIBUTE =
      Rules.p(
          "\\b("
              + NAME
              + ") (?:is|has been|['’]s|is al (?:\\p{L}+|\\d+) jaar|is sinds \\p{L}+) (?:now |nu"
              + " |inmiddels |also |ook )?(?:an? )?("
              + DIET
              + ")"
              + ATTRIBUTE_END);

  /**
   * The user's diet with a time said between ("Ik ben al zes jaar vegetariër", "I've been
   * vegetarian for six years").
   */
  private static final Pattern SELF_DIET_SINCE =
      Rules.p(
          "\\b(?:ik ben (?:al (?:\\p{L}+|\\d+) jaar|sinds (?:\\p{L}+|\\d{4})|inmiddels|sinds kort)"
              + "|i(?:'ve| have) been) (?:an? )?("
              + DIET
              + ")"
              + ATTRIBUTE_END);

  /**
   * A named person starting at a school ("Our daughter Maisie starts at Bishop's Park School in
   * September", "Saar gaat na de zomer naar het Stedelijk Gymnasium"): the name must end in a kind
   * of school, so "gaat naar het Vondelpark" is no affiliation.
   */
  private static final Pattern STARTS_SCHOOL =
      Rules.p(
          "\\b("
              + NAME
              + ")(?:['’]s)? (?:(?:just|recently|now) )?(?:starts|is starting|will start|has started"
              + "|started|begint|gaat|is begonnen|goes|attends|zit)"
              + " (?:(?-i:\\p{Ll}+) ){0,3}?(?:at|op|aan|naar|to) (?:the |de |het )?((?-i:\\p{Lu})[\\p{L}'’ -]*"
              + "(?:school|college|gymnasium|lyceum|university|universiteit|academy|academie"
              + "|hogeschool|nursery|primary|secondary|high|basisschool|kinderopvang))\\b");

  /** The user's club or choir ("Ik zit sinds september bij het koor Cantabile"). */
  private static final Pattern SELF_CLUB_NL =
      Rules.p(
          "\\bik zit (?:sinds \\p{L}+ |al \\p{L}+ jaar |nu )?(?:bij|in) (?:het |de )?"
              + "(?:(koor|orkest|band|club|hockeyclub|voetbalclub|tennisclub|roeivereniging"
              + "|vereniging|bestuur van de|bestuur van het) )?((?-i:\\p{Lu}).+)");

  /**
   * Each named person's diet or allergy in a sentence ("Zoe is vegan and Mark is allergic to
   * nuts"), also when the assistant repeats it back (stop 40): said of named people, not the user.
   */
  static void namedDiets(String sentence, List<Fact> out) {
    Matcher m = AsciiCase.matcher(OTHER_ATTRIBUTE, sentence);
    while (Cues.mayMatch(OTHER_ATTRIBUTE, sentence) && m.find()) {
      if (person(untitled(m.group(1)))) {
        out.add(
            new Fact(
                untitled(m.group(1)),
                "HAS_ATTRIBUTE",
                m.group(2).strip(),
                null,
                null,
                false,
                sentence));
      }
    }
  }

  /** "I study part-time at the Open University": a study with a word between. */
  private static final Pattern SELF_STUDY =
      Rules.p("\\bi(?:'m)? stud(?:y|ying) (?:[\\p{L}-]+ ){1,2}at (?:the )?((?-i:\\p{Lu}).+)");

  /** "My new job at Deloitte starts …", "Mijn nieuwe baan bij ING begint …". */
  private static final Pattern NEW_JOB =
      Rules.p(
          "(?:^|\\.\\s+)(?:my new job|my new role|mijn nieuwe baan|mijn nieuwe functie)"
              + " (?:at|with|bij) (?:the |de |het )?((?-i:\\p{Lu}).+)"
              // "Started my new job at NHS Blood and Transplant today"
              + "|^\\W*(?:i(?:'ve| have)? )?(?:started|start|starting|began|begun) (?:my |a )?new"
              + " (?:job|role|position) (?:at|with) ((?-i:\\p{Lu}).+)");

  /** A named person's children: "Emma has two kids", "Sanne heeft drie kinderen" (stop 38). */
  private static final Pattern OTHER_CHILDREN =
      Rules.p(
          "\\b("
              + NAME
              + ") (?:has|has got|heeft) ((?:one|two|three|four|five|six|a|an|een|één|twee|drie"
              + "|vier|vijf|zes|\\d) (?:kids?|children|child|sons?|daughters?|grandchildren"
              + "|kinderen|kind|zoons?|dochters?|kleinkinderen))\\b");

  static void find(String sentence, List<Fact> out) {
    Matcher kids = AsciiCase.matcher(OTHER_CHILDREN, sentence);
    if (Cues.mayMatch(OTHER_CHILDREN, sentence) && kids.find() && person(untitled(kids.group(1)))) {
      out.add(
          new Fact(
              untitled(kids.group(1)),
              "HAS_ATTRIBUTE",
              kids.group(2),
              null,
              null,
              false,
              sentence));
    }
    Matcher m = AsciiCase.matcher(AGE_EN, sentence);
    if (Cues.mayMatch(AGE_EN, sentence) && m.find()) {
      self(out, "HAS_ATTRIBUTE", m.group(1) + " years old", sentence);
    }
    m = AsciiCase.matcher(AGE_NL, sentence);
    if (Cues.mayMatch(AGE_NL, sentence) && m.find()) {
      self(out, "HAS_ATTRIBUTE", m.group(1) + " jaar", sentence);
    }
    m = AsciiCase.matcher(BOTH_MOVED, sentence);
    if (Cues.mayMatch(BOTH_MOVED, sentence) && m.find()) {
      String place = FactRules.trimToName(m.group(3));
      for (String who : new String[] {untitled(m.group(1)), untitled(m.group(2))}) {
        if (person(who) && !place.isEmpty()) {
          out.add(new Fact(who, "LOCATED_IN", null, place, "Location", false, sentence));
        }
      }
    }
    m = AsciiCase.matcher(OTHER_AFFILIATED, sentence);
    if (Cues.mayMatch(OTHER_AFFILIATED, sentence) && m.find() && person(untitled(m.group(1)))) {
      String org = FactRules.trimToName(m.group(2));
      if (!org.isEmpty() && Names.ORG.equals(Names.classify(org, "member of ", "", false))) {
        out.add(
            new Fact(
                untitled(m.group(1)),
                "AFFILIATED_WITH",
                null,
                org,
                "Organization",
                false,
                sentence));
      }
    }
    namedDiets(sentence, out);
    m = AsciiCase.matcher(SELF_DIET_SINCE, sentence);
    if (Cues.mayMatch(SELF_DIET_SINCE, sentence) && m.find()) {
      self(out, "HAS_ATTRIBUTE", m.group(1).strip(), sentence);
    }
    m = AsciiCase.matcher(STARTS_SCHOOL, sentence);
    if (Cues.mayMatch(STARTS_SCHOOL, sentence) && m.find() && person(untitled(m.group(1)))) {
      out.add(
          new Fact(
              untitled(m.group(1)),
              "AFFILIATED_WITH",
              null,
              m.group(2).strip(),
              "Organization",
              false,
              sentence));
    }
    m = AsciiCase.matcher(SELF_CLUB_NL, sentence);
    if (Cues.mayMatch(SELF_CLUB_NL, sentence)
        && m.find()
        && (m.group(1) != null
            || Names.ORG.equals(Names.classify(FactRules.trimToName(m.group(2)), "", "", false)))) {
      org(out, "AFFILIATED_WITH", m.group(2), sentence); // the kind of club, or a club's name
    }
    m = AsciiCase.matcher(SELF_STUDY, sentence);
    if (Cues.mayMatch(SELF_STUDY, sentence) && m.find()) {
      org(out, "AFFILIATED_WITH", m.group(1), sentence);
    }
    m = AsciiCase.matcher(NEW_JOB, sentence);
    if (Cues.mayMatch(NEW_JOB, sentence) && m.find()) {
      org(out, "WORKS_AT", m.group(1) != null ? m.group(1) : m.group(2), sentence);
    }
  }

  /**
   * "Aunt Margaret" -> "Margaret": a title is no part of the subject's name; nor is a possessive
   * that opens the sentence ("Ons Saar", "Onze Lotte").
   */
  private static String untitled(String name) {
    int space = name.indexOf(' ');
    if (space <= 0) {
      return name;
    }
    String first = name.substring(0, space).toLowerCase(java.util.Locale.ROOT);
    return NameCues.TITLES.contains(first) || POSSESSIVES.contains(first)
        ? name.substring(space + 1)
        : name;
  }

  private static final java.util.Set<String> POSSESSIVES =
      java.util.Set.of("ons", "onze", "mijn", "my", "our");

  private static boolean person(String name) {
    return Names.PERSON.equals(Names.classify(name, "", " lives", false));
  }

  private static void self(List<Fact> out, String predicate, String value, String sentence) {
    out.add(new Fact(Extraction.SELF, predicate, value, null, null, false, sentence));
  }

  private static void org(List<Fact> out, String predicate, String phrase, String sentence) {
    String org = FactRules.trimToName(phrase);
    if (!org.isEmpty() && Names.ORG.equals(Names.classify(org, "member of ", "", false))) {
      out.add(new Fact(Extraction.SELF, predicate, null, org, "Organization", false, sentence));
    }
  }
}
