package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fact classes of stop 33 (issue 13 item 4): the job a move is for ("Kees is naar Gent verhuisd
 * voor een baan bij de VRT", "Nick's moved to Glasgow for the job at BBC Scotland"), the profession
 * said after "as / als" beside the employer ("Sophie werkt bij Coolblue als developer", "Ik werk
 * als verpleegkundige in het Radboudumc"), a pronoun's profession after the named subject ("Tom
 * works for the NHS, he's a nurse"), and an age reached ("Jonas turned 40", "Joost is 60
 * geworden"). The subject is the sentence's: a name that opens it (after "my brother", "ons"), or
 * the user.
 */
final class JobFacts {
  private JobFacts() {}

  private static final String NAME = "(?-i:\\p{Lu}\\p{Ll}+(?: \\p{Lu}\\p{Ll}+)?)";

  /** A capitalised organisation name, its words joined by "of", "van", "&". */
  private static final String ORG =
      "((?-i:\\p{Lu})[\\p{L}&.'’-]*(?: (?:of |van |voor |& )?(?-i:\\p{Lu})[\\p{L}&.'’-]*)*)";

  /** Who the sentence is about: a name that opens it, or the user. */
  private static final Pattern SUBJECT =
      Rules.p(
          "^\\W*(i|i'm|i've|i'll|ik|we|we're|we've)\\b|^\\W*(?:(?:my|our|mijn|onze|ons|m'n)"
              + " (?:\\p{Ll}+ ){0,2})?(" // "my brother Sam", "Onze Jurre"
              + NAME
              + ")(?:['’]s)?(?=\\s)");

  /** Reported speech: the opening subject only reports another's job. */
  private static final Pattern REPORTED =
      Rules.p("\\b(?:dat|that|heard|gehoord|hoorde|said|says|zei|zegt|told me|vertelde)\\b");

  /** A short lead-in before a colon ("Big news: I just moved ..."), not the subject. */
  private static final Pattern LEAD_IN =
      Pattern.compile("^\\W*(?:[\\p{L}'’-]+ ){0,3}[\\p{L}'’-]+:\\s+");

  /** The job a move is for. */
  private static final Pattern JOB_FOR =
      Rules.p(
          "\\b(?:mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing)|verhuis\\p{L}*|verhuiz\\p{L}+|gaat|ga"
              + "|gaan|going|went|heading|headed)\\b[^.;!?]{0,40}?\\b(?:for|voor) (?:a|an|the|her"
              + "|his|their|my|een|haar|zijn|hun|mijn|de|het|z'n|m'n) (?:new |nieuwe )?(?:job|role"
              + "|position|post|baan|functie|werk|job) (?:at|with|bij) (?:the |de |het )?"
              + ORG);

  /** A work verb, for a profession said after "as / als". */
  private static final Pattern WORK_VERB =
      Rules.p(
          "\\b(?:work|works|worked|working|start|starts|started|starting|join|joins|joined"
              + "|werk|werkt|werkte|werkten|begin|begint|begon|begonnen|start|startte)\\b");

  private static final Pattern AS_PROFESSION =
      Rules.p(
          "\\b(?:as|als) (?:an? |een )?("
              + FactPatterns.JOB_MODIFIER
              + FactPatterns.PROFESSION_NL
              + ")(?![\\p{L}-])");

  /** "Ik werk als verpleegkundige in het Radboudumc": the employer after the profession. */
  private static final Pattern AS_PROFESSION_AT =
      Rules.p(
          "\\b(?:work|works|werk|werkt) (?:als|as) (?:an? |een )?(?:[\\p{L}-]+ ){1,2}?(?:in|bij|at"
              + "|for|voor) (?:the |de |het )?"
              + ORG);

  /** "…, he's a nurse", "nu is ze zzp'er": a pronoun's profession in a later clause. */
  private static final Pattern PRONOUN_PROFESSION =
      Rules.p(
          "[,;] (?:(?:and |en |but |maar |now |nu )?(?:he's|she's|he is|she is|hij is|ze is|zij is)"
              + "|(?:now|nu) (?:is (?:hij|ze|zij)|(?:he|she)['’]s)) (?:now |nu |also |ook )?"
              + "(?:an? |een )?("
              + FactPatterns.PROFESSION_NL
              + ")(?![\\p{L}-])");

  private static final Pattern TURNED =
      Rules.p("\\bturned (\\d{1,3})(?! ?(?:degrees|°|percent|%|minutes|km|miles))\\b");

  private static final Pattern GEWORDEN =
      Rules.p("\\b(?:is|ben) (?:[\\p{L}]+ ){0,3}?(\\d{1,3}) (?:jaar )?geworden\\b");

  /**
   * An age about to be reached, said of the sentence's named subject (stop 38): "Mira's birthday is
   * 9 June, she'll be 7", "Onze Jurre is 2 juni jarig, hij wordt 4", "Tim turns 7 on Friday". The
   * number closes the clause or comes before a day: "he'll be 5 minutes late" is no age.
   */
  private static final Pattern TURNS =
      Rules.p(
          "\\b(?:(?:she|he)(?:['’]ll| will) be|(?:she|he)['’]s turning|turns|(?:hij|ze|zij)?"
              + " ?wordt) (\\d{1,3})(?=\\s*(?:$|[,.;!?)]|years?\\b|jaar\\b|on\\b|op\\b|next\\b"
              + "|volgende\\b|this\\b|deze\\b|tomorrow\\b|morgen\\b|today\\b|vandaag\\b"
              + "|soon\\b|binnenkort\\b|in\\b))");

  private static final Set<String> SELF_WORDS =
      Set.of("i", "i'm", "i've", "i'll", "ik", "we", "we're", "we've");

  static void find(String sentence, List<Fact> out) {
    String subject = subject(sentence);
    if (subject == null || Cues.find(REPORTED, sentence)) {
      return; // "Ik heb gehoord dat Anouk als verpleegkundige werkt": not the subject's job
    }
    Matcher m = AsciiCase.matcher(JOB_FOR, sentence);
    if (Cues.mayMatch(JOB_FOR, sentence) && m.find()) {
      org(out, subject, "WORKS_AT", m.group(1), sentence);
    }
    if (Cues.find(WORK_VERB, sentence)) {
      m = AsciiCase.matcher(AS_PROFESSION, sentence);
      if (Cues.mayMatch(AS_PROFESSION, sentence) && m.find()) {
        out.add(value(subject, m.group(1), sentence));
      }
      m = AsciiCase.matcher(AS_PROFESSION_AT, sentence);
      if (Cues.mayMatch(AS_PROFESSION_AT, sentence) && m.find()) {
        org(out, subject, "WORKS_AT", m.group(1), sentence);
      }
    }
    m = AsciiCase.matcher(PRONOUN_PROFESSION, sentence);
    if (!subject.equals(Extraction.SELF)
        && Cues.mayMatch(PRONOUN_PROFESSION, sentence)
        && m.find()) {
      out.add(value(subject, m.group(1), sentence));
    }
    m = AsciiCase.matcher(TURNED, sentence);
    if (Cues.mayMatch(TURNED, sentence) && m.find()) {
      out.add(value(subject, m.group(1) + " years old", sentence));
    }
    m = AsciiCase.matcher(GEWORDEN, sentence);
    if (Cues.mayMatch(GEWORDEN, sentence) && m.find()) {
      out.add(value(subject, m.group(1) + " jaar", sentence));
    }
    m = AsciiCase.matcher(TURNS, sentence);
    if (!subject.equals(Extraction.SELF) && Cues.mayMatch(TURNS, sentence) && m.find()) {
      boolean dutch = m.group().toLowerCase(Locale.ROOT).contains("wordt");
      out.add(value(subject, m.group(1) + (dutch ? " jaar" : " years old"), sentence));
    }
  }

  /** The sentence's subject: {@link Extraction#SELF}, a person's name, or null. */
  private static String subject(String sentence) {
    Matcher lead = AsciiCase.matcher(LEAD_IN, sentence);
    Matcher m = AsciiCase.matcher(SUBJECT, lead.find() ? sentence.substring(lead.end()) : sentence);
    if (!m.find()) {
      return null;
    }
    if (m.group(1) != null) {
      return SELF_WORDS.contains(m.group(1).toLowerCase(Locale.ROOT)) ? Extraction.SELF : null;
    }
    String name = m.group(2);
    if (!name.contains(" ")
        && !GivenNames.isName(name)
        && Rx.matches(name, "\\p{L}{2,}(?:ed|ing)")) {
      return null; // "Started at Lush as a shift manager": a verb opens the note (stop 45)
    }
    return Names.PERSON.equals(Names.classify(name, "", " lives", false)) ? name : null;
  }

  private static Fact value(String subject, String value, String sentence) {
    return new Fact(subject, "HAS_ATTRIBUTE", value.strip(), null, null, false, sentence);
  }

  private static void org(
      List<Fact> out, String subject, String predicate, String phrase, String sentence) {
    // after "a job at", "works as a nurse in": an employer, unless the name is a place's
    String org = FactRules.trimToName(phrase);
    if (!org.isEmpty() && !Names.PLACE.equals(Names.classify(org, "works at ", "", false))) {
      out.add(new Fact(subject, predicate, null, org, "Organization", false, sentence));
    }
  }
}
