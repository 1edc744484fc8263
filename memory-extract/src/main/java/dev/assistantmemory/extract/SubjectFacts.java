package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fact classes of stop 39 (issue 13 item 4, the misses of the dev splits): a named person's bare
 * age ("My dad Winston is 84 and ...", "Mijn vader Bertus is 86 en ..."), a study with its subject
 * between the verb and the place ("Rosie studies law at Leeds", "Jana studeert rechten aan de
 * UAntwerpen", "My daughter Ife is at Leeds Beckett doing nursing"), the user leaving an employer
 * said without a subject or with one ("Leaving Carter &amp; Webb on the 30th", "I'm leaving Monzo
 * on the 9th"), and where a named person lives with a time between ("Tante Wil woont sinds dit
 * voorjaar in Curaçao", the Flemish student's "zit op kot in Leuven").
 */
final class SubjectFacts {
  private SubjectFacts() {}

  private static final String NAME = "(?-i:\\p{Lu}\\p{Ll}+)";

  /** The sentence's opening subject: a name, after a kinship or a possessive ("my dad Winston"). */
  private static final String OPENING =
      "^\\W*(?:(?:my|our|mijn|onze|ons|m['’]n|tante|oom|aunt|uncle) (?:\\p{Ll}+ ){0,2})?";

  /** A capitalised organisation name, its words joined by "of", "van" or "&". */
  private static final String ORG =
      "((?-i:\\p{Lu})[\\p{L}&.'’-]*(?: (?:of |van |& )?(?-i:[\\p{Lu}&])[\\p{L}&.'’-]*)*)";

  /** An age closes its clause: "is 84 and still ...", not "is 5 minutes late". */
  private static final Pattern NAMED_AGE =
      Rules.p(
          OPENING
              + "("
              + NAME
              + ") is (\\d{1,3})(?=\\s*(?:[,;.!]|$)|\\s+(?:and|en|but|maar|now|nu|today|vandaag"
              + "|already|al|inmiddels)\\b)");

  /** A study with its subject between: "studies law at", "studeert rechten aan de". */
  private static final Pattern STUDY_BETWEEN =
      Rules.p(
          "(?:^|[^\\p{L}])("
              + NAME
              + ")(?:['’]s)? (?:(?:now|still|nu|nog) )?(?:studies|is studying|is reading|studeert)"
              + " ((?-i:\\p{Ll})[\\p{L} -]{2,30}?) (?:at|aan|in|bij) (?:the |de |het )?"
              + ORG);

  /** "Ife is at Leeds Beckett doing nursing": the place of a study named beside it. */
  private static final Pattern AT_DOING =
      Rules.p(
          "(?:^|[^\\p{L}])("
              + NAME
              + ")(?:['’]s| is)(?: (?:now|still|just))? at (?:the )?"
              + ORG
              + ",? (?:doing|reading|studying) (?-i:\\p{Ll})");

  /** The user leaving an employer, a date or the clause's end after it. */
  private static final Pattern SELF_LEAVING =
      Rules.p(
          "^\\W*(?:i['’]m |i am |ik )?(?:leaving|quitting)\\s+"
              + ORG
              + "(?=\\s+(?:on|in|after|next|this|at the end)\\b|\\s*[,.!;]|\\s*$)");

  /** Where a named person lives with a time between, or the Flemish student's room. */
  private static final Pattern LIVES_SINCE =
      Rules.p(
          OPENING
              + "("
              + NAME
              + ") (?:woont (?:sinds|al|nu|inmiddels) [\\p{L}\\p{N} ]{1,25}? in|zit op kot in"
              + "|has lived in|now lives in) ((?-i:\\p{Lu})[\\p{L}'’ç-]+(?: (?-i:\\p{Lu})[\\p{L}'’-]+)*)");

  /**
   * A membership with the club's kind before its name: "Lola is lid geworden van roeivereniging
   * Gyas", "Lid geworden van zeilvereniging De Windhappers" (the user's, said without a subject).
   */
  private static final Pattern MEMBER_OF_KIND =
      Rules.p(
          "(?:^\\W*|(?:^|[^\\p{L}])("
              + NAME
              + ") (?:is )?(?:nu |net |sinds kort )?)lid (?:geworden )?van (?:de |het )?"
              + "\\p{L}*(?:vereniging|club|koor|orkest) "
              + ORG);

  static void find(String sentence, Lang lang, List<Fact> out) {
    Matcher m = AsciiCase.matcher(NAMED_AGE, sentence);
    if (Cues.mayMatch(NAMED_AGE, sentence)
        && m.find()
        && (m.start(1) > leading(sentence) || GivenNames.isName(m.group(1)))
        && person(m.group(1), sentence, m)) {
      // a kinship before the name or a given name: "Readiness is 58" is a reading, not an age
      String unit = lang == Lang.NL || isDutchKin(sentence) ? " jaar" : " years old";
      out.add(attribute(m.group(1), m.group(2) + unit, sentence));
    }
    m = AsciiCase.matcher(STUDY_BETWEEN, sentence);
    if (Cues.mayMatch(STUDY_BETWEEN, sentence) && m.find() && person(m.group(1), sentence, m)) {
      org(out, m.group(1), "AFFILIATED_WITH", m.group(3), sentence);
    }
    m = AsciiCase.matcher(AT_DOING, sentence);
    if (Cues.mayMatch(AT_DOING, sentence) && m.find() && person(m.group(1), sentence, m)) {
      org(out, m.group(1), "AFFILIATED_WITH", m.group(2), sentence);
    }
    m = AsciiCase.matcher(SELF_LEAVING, sentence);
    if (Cues.mayMatch(SELF_LEAVING, sentence) && m.find()) {
      String org = FactRules.trimToName(m.group(1));
      if (!org.isEmpty()
          && (org.contains(" ") || !GivenNames.isName(org))
          && !Names.PLACE.equals(Names.classify(org, "leaving ", "", false))) {
        org(out, Extraction.SELF, "WORKS_AT", org, sentence);
      }
    }
    m = AsciiCase.matcher(MEMBER_OF_KIND, sentence);
    if (Cues.mayMatch(MEMBER_OF_KIND, sentence) && m.find()) {
      String who = m.group(1);
      if (who == null) {
        org(out, Extraction.SELF, "AFFILIATED_WITH", m.group(2), sentence);
      } else if (person(who, sentence, m)) {
        org(out, who, "AFFILIATED_WITH", m.group(2), sentence);
      }
    }
    m = AsciiCase.matcher(LIVES_SINCE, sentence);
    if (Cues.mayMatch(LIVES_SINCE, sentence) && m.find() && person(m.group(1), sentence, m)) {
      out.add(new Fact(m.group(1), "LOCATED_IN", null, m.group(2), "Location", false, sentence));
    }
  }

  private static int leading(String s) {
    int i = 0;
    while (i < s.length() && !Character.isLetter(s.charAt(i))) {
      i++;
    }
    return i;
  }

  private static boolean isDutchKin(String sentence) {
    return Rx.matches(
        sentence.toLowerCase(Locale.ROOT), "(?s)^\\W*(?:mijn|onze|ons|m['’]n|tante|oom)\\b.*");
  }

  private static boolean person(String name, String sentence, Matcher m) {
    return Names.PERSON.equals(
        Names.classify(name, sentence.substring(0, m.start(1)), " is", false));
  }

  private static Fact attribute(String subject, String value, String sentence) {
    return new Fact(subject, "HAS_ATTRIBUTE", value, null, null, false, sentence);
  }

  private static void org(
      List<Fact> out, String subject, String predicate, String phrase, String sentence) {
    String org = FactRules.trimToName(phrase);
    boolean said =
        out.stream()
            .anyMatch(
                f ->
                    f.subject().equals(subject)
                        && f.predicate().equals(predicate)
                        && f.objectName() != null
                        && f.objectName().endsWith(org));
    if (!org.isEmpty() && !said) {
      out.add(new Fact(subject, predicate, null, org, "Organization", false, sentence));
    }
  }
}
