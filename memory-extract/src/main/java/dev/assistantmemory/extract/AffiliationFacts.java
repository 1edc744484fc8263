package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Affiliations said indirectly (stop 35, issue 13 item 4). A named person who joined, started at,
 * goes to or "zit (sinds ...) bij" an organisation: a school, a university or a club makes them a
 * member ("My daughter Zara goes to Greenhill Primary", "Jenny's just started at Oxford, reading
 * law", "Noor zit sinds deze maand bij Scouting De Wolven"), an employer joined makes them staff
 * ("my mate Callum he's just joined like the Royal Navy"). The user's own "ik zit sinds september
 * bij de Hockeyclub Tilburg" is a membership, and a group joined that is named for its members
 * ("I've just joined the Ramblers") is one too, not an employer.
 */
final class AffiliationFacts {
  private AffiliationFacts() {}

  private static final String NAME = "(?-i:\\p{Lu}\\p{Ll}+)";

  /** A capitalised organisation name, its words joined by "of", "van", "&" or a number first. */
  private static final String ORG =
      "((?:\\d+(?:st|nd|rd|th|e|ste|de) )?(?-i:\\p{Lu})[\\p{L}&.'’-]*(?: (?:of |van |voor |& )?"
          + "(?-i:\\p{Lu})[\\p{L}&.'’-]*)*)";

  private static final Pattern OTHER =
      Rules.p(
          "(?:^|[^\\p{L}])("
              + NAME
              + ")(?:['’]s)?(?:,? (?:he|she)(?:['’]s| has| is))? (?:(?:has|is|['’]s) )?"
              + "(?:(?:just|recently|now|net|onlangs|nu) )*(?<verb>joined|started at|has started at"
              + "|goes to|is going to|zit (?:sinds [\\p{L}\\p{N} ]{2,25}? )?(?:bij|op)"
              + "|studeert (?:sinds [\\p{L}\\p{N} ]{2,25}? )?aan|is begonnen (?:bij|aan|op)"
              + "|gaat naar)(?: like)? (?:the |de |het )?"
              + ORG);

  private static final Pattern SELF_NL =
      Rules.p(
          "\\b(?:ik|we|wij) zit(?:ten)? (?:nu |al |sinds [\\p{L}\\p{N} ]{2,25}? )?bij (?:de |het )?"
              + ORG);

  /** A school or a university: one goes to it, studies at it, is a member. */
  private static final Pattern SCHOOL =
      Rules.p(
          "\\b(?:\\p{L}*school|primary|academy|college|university|universiteit|hogeschool"
              + "|nursery|kinderopvang|crèche|lyceum|gymnasium|atheneum|kindergarten|ku leuven"
              + "|uva|tu delft|oxford|cambridge)\\b");

  /** Study said beside the place: "reading law", "studying medicine", "studeert rechten". */
  private static final Pattern STUDY =
      Rules.p("\\b(?:reading|studying|to study|studeert|studeren|doing a degree)\\b");

  /** A group named for its members: "the Ramblers", "the Samaritans", "the Scouts". */
  private static final Pattern MEMBERS_GROUP =
      Rules.p(
          "^\\p{L}*(?:ers|ists|ians)$|(?:^|\\s)(?:cubs|scouts|brownies|guides|rovers|wanderers"
              + "|harriers|ramblers|samaritans|runners|singers|players)$");

  /**
   * Volunteering with an organisation is a membership (stop 36): "Ollie's been volunteering with
   * the RSPCA", "Thomas is vrijwilliger bij de Voedselbank", "I volunteer at the food bank".
   */
  private static final Pattern VOLUNTEER =
      Rules.p(
          "(?:^|[^\\p{L}])("
              + NAME
              + "|I|ik)(?:['’]s| is| has| am|['’]m| ben)?(?: (?:been|just|now|still|al|nu|nog))*"
              + " (?:volunteers?|volunteering|an? volunteer|vrijwilliger|vrijwilligster)"
              + " (?:with|at|for|bij|voor) (?:the |de |het )?"
              + ORG);

  static void find(String sentence, List<Fact> out) {
    Matcher v = AsciiCase.matcher(VOLUNTEER, sentence);
    if (Cues.mayMatch(VOLUNTEER, sentence) && v.find()) {
      String who = v.group(1);
      String org = FactRules.trimToName(v.group(2));
      boolean self = who.equalsIgnoreCase("i") || who.equalsIgnoreCase("ik");
      if (!org.isEmpty()
          && (self
              || Names.PERSON.equals(
                  Names.classify(who, sentence.substring(0, v.start(1)), " is", false)))) {
        out.add(
            new Fact(
                self ? Extraction.SELF : who,
                "AFFILIATED_WITH",
                null,
                org,
                "Organization",
                false,
                sentence));
      }
    }
    Matcher m = AsciiCase.matcher(OTHER, sentence);
    if (Cues.mayMatch(OTHER, sentence) && m.find()) {
      String who = m.group(1);
      String org = FactRules.trimToName(m.group(3));
      String verb = m.group("verb").toLowerCase(java.util.Locale.ROOT);
      boolean school = Cues.find(SCHOOL, org) || Cues.find(STUDY, sentence);
      boolean member = school || Cues.find(FactPatterns.CLUB, org) || Cues.find(MEMBERS_GROUP, org);
      boolean going =
          verb.startsWith("goes") || verb.startsWith("is going") || verb.startsWith("gaat");
      if (!org.isEmpty()
          && (!going || school)
          && Names.PERSON.equals(
              Names.classify(who, sentence.substring(0, m.start(1)), " is", false))) {
        String predicate =
            member || verb.startsWith("zit") || verb.startsWith("studeert")
                ? "AFFILIATED_WITH"
                : "WORKS_AT";
        out.add(new Fact(who, predicate, null, org, "Organization", false, sentence));
      }
    }
    Matcher self = AsciiCase.matcher(SELF_NL, sentence);
    if (Cues.mayMatch(SELF_NL, sentence) && self.find()) {
      String org = FactRules.trimToName(self.group(1));
      if (!org.isEmpty()) {
        out.add(
            new Fact(
                Extraction.SELF, "AFFILIATED_WITH", null, org, "Organization", false, sentence));
      }
    }
    // "I've just joined the Ramblers": a group named for its members is joined as a member
    out.replaceAll(
        f ->
            f.predicate().equals("WORKS_AT")
                    && f.objectName() != null
                    && Cues.find(MEMBERS_GROUP, f.objectName())
                ? new Fact(
                    f.subject(),
                    "AFFILIATED_WITH",
                    null,
                    f.objectName(),
                    f.objectType(),
                    false,
                    f.excerpt())
                : f);
  }
}
