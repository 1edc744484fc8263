package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Duties an agreement or a team names (issue 13, eighth pass): "We decided that Ana handles the
 * school runs on Wednesdays" and "We hebben afgesproken dat Joris de boodschappen doet" are the
 * named person's task; "Our team has to deliver the prototype by Friday" and "Ons team moet het
 * rapport vrijdag opleveren" are the user's (the user is on the team).
 */
final class AgreedDuties {

  private AgreedDuties() {}

  private static final String NAME = "(?<name>(?-i:\\p{Lu}\\p{Ll}+))";

  private static final Pattern AGREED_EN =
      Rules.p(
          "^\\W*(?:so\\s+)?we(?:'ve| have)?\\s+(?:decided|agreed|arranged|settled on)\\s+(?:that\\s+)?"
              + NAME
              + "\\s+(?:will\\s+(?<inf>\\p{L}+)|(?<third>\\p{L}+s))\\s+(?<rest>\\S.*)$");

  private static final Pattern AGREED_NL =
      Rules.p(
          "^\\W*(?:dus\\s+)?(?:we|wij)\\s+(?:hebben|zijn)\\s+(?:afgesproken|besloten|overeengekomen)"
              + "\\s+dat\\s+"
              + NAME
              + "\\s+(?<act>\\S.*\\s\\p{L}+)\\W*$");

  private static final Pattern TEAM_EN =
      Rules.p(
          "^\\W*(?:our|my)\\s+(?:team|group|department|project team)\\s+(?:has to|needs to|must"
              + "|is supposed to|will have to)\\s+(?<act>\\S.*)$");

  private static final Pattern TEAM_NL =
      Rules.p(
          "^\\W*(?:ons|mijn)\\s+(?:team|groepje|afdeling|projectteam)\\s+moet\\s+(?<act>\\S.*)$");

  private static final Pattern NOT_AN_ACT =
      Rules.p("^(?:is|was|has|had|does|says|thinks|wants|likes|loves|hates|lives|works)$");

  static List<Owners.Owned> find(String clause, Lang lang) {
    if (!Text.mayContain(clause, List.of("we ", "wij ", "team", "group", "groep", "afdeling"))) {
      return List.of();
    }
    if (lang == Lang.NL) {
      Matcher m = AsciiCase.matcher(AGREED_NL, clause);
      if (Cues.mayMatch(AGREED_NL, clause) && m.find() && person(m.group("name"), clause)) {
        return List.of(new Owners.Owned(m.group("name"), Owners.finalVerb(m.group("act"))));
      }
      m = AsciiCase.matcher(TEAM_NL, clause);
      return m.find() && !TaskRules.negated(m.group("act"))
          ? List.of(new Owners.Owned(Extraction.SELF, DutchVerbForms.verbLast(m.group("act"))))
          : List.of();
    }
    Matcher m = AsciiCase.matcher(AGREED_EN, clause);
    if (Cues.mayMatch(AGREED_EN, clause) && m.find() && person(m.group("name"), clause)) {
      String verb =
          m.group("inf") != null ? m.group("inf") : TaskRules.baseOfThirdPerson(m.group("third"));
      if (AsciiCase.matcher(NOT_AN_ACT, m.group("third") == null ? "" : m.group("third"))
          .matches()) {
        return List.of();
      }
      return List.of(new Owners.Owned(m.group("name"), verb + " " + m.group("rest")));
    }
    m = AsciiCase.matcher(TEAM_EN, clause);
    return m.find() && !m.group("act").matches("(?i)^(?:not|n't)\\b.*")
        ? List.of(new Owners.Owned(Extraction.SELF, m.group("act")))
        : List.of();
  }

  private static boolean person(String name, String clause) {
    int at = clause.indexOf(name);
    return Names.PERSON.equals(
        Names.classify(name, clause.substring(0, at), clause.substring(at + name.length()), false));
  }
}
