package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Facts about the user and about named people (works at, lives in, attributes, birthdays, member
 * of) from one sentence, by the fact patterns of {@link Rules} and a few rules of their own.
 */
final class FactRules {
  private FactRules() {}

  private static final Pattern YOU =
      Pattern.compile("(?i)\\b(you're|you are|you've|you have|you|your|yours)\\b");

  private static final Pattern ALSO_TAIL =
      Pattern.compile("(?i)\\s+(?:too|as well|ook|the most|het meest|a lot|veel)$");

  /**
   * A passage quoted after a colon: "Here's a draft: 'Lucy is a freelance illustrator ...'", "she
   * wrote: "Tom is a nurse"". What it says is a draft or another's words, not a fact (stop 38).
   */
  private static final Pattern QUOTED_PASSAGE = Pattern.compile(":\\s*['\"“‘]\\p{L}");

  static void facts(String sentence, Lang lang, boolean assistant, LocalDate day, List<Fact> out) {
    Matcher quoted = AsciiCase.matcher(QUOTED_PASSAGE, sentence);
    if (sentence.indexOf(':') >= 0 && quoted.find()) {
      List<Fact> before = new ArrayList<>();
      facts(sentence.substring(0, quoted.start()), lang, assistant, day, before);
      before.forEach(f -> out.add(withExcerpt(f, sentence)));
      return;
    }
    String s = assistant ? secondToFirstPerson(sentence, lang) : sentence;
    for (Rules.FactRule rule : lang == Lang.NL ? FactPatterns.FACTS_NL : FactPatterns.FACTS_EN) {
      if (!Cues.mayMatch(rule.pattern(), s)) {
        continue;
      }
      Matcher m = AsciiCase.matcher(rule.pattern(), s);
      if (!m.find()) {
        continue;
      }
      String object = null;
      for (int g = 1; g <= m.groupCount(); g++) {
        if (m.group(g) != null) {
          object = m.group(g);
          break;
        }
      }
      if (object == null) {
        continue;
      }
      object = Text.clean(Text.firstClause(object, lang));
      if (rule.objectType() != null) {
        object = trimToName(object);
      } else {
        object = Cues.replaceAll(ALSO_TAIL, object, "");
      }
      if (object.isEmpty() || object.length() > 120) {
        continue;
      }
      String predicate = rule.predicate();
      if (predicate.equals("WORKS_AT") && Cues.find(FactPatterns.CLUB, object)) {
        predicate = "AFFILIATED_WITH"; // "I joined the Leiden Rowing Club": a member
      }
      if (rule.objectType() == null) {
        // "My birthday is on 3 March": the day is the birthday's, as a named person's is (stop 36)
        String said = m.group().toLowerCase(Locale.ROOT);
        if (said.startsWith("my birthday") || said.startsWith("mijn verjaardag")) {
          object = (lang == Lang.NL ? "verjaardag " : "birthday ") + object;
        }
        out.add(new Fact(Extraction.SELF, predicate, object, null, null, false, sentence));
      } else {
        out.add(
            new Fact(
                Extraction.SELF,
                predicate,
                null,
                object,
                rule.objectType(),
                rule.replaces() && predicate.equals(rule.predicate()),
                sentence));
      }
    }
    namedFacts(sentence, lang, day, out);
    ownBirthday(sentence, lang, day, out);
    for (String clause : AttributeConjuncts.secondClauses(sentence)) {
      // "I'm 38 and allergic to penicillin": the second attribute read as its own sentence
      List<Fact> more = new ArrayList<>();
      facts(clause, lang, assistant, day, more);
      more.forEach(f -> out.add(withExcerpt(f, sentence)));
    }
    if (!assistant) {
      for (String clause : AttributeConjuncts.sharedSubjects(sentence)) {
        // "Ik ben 41 en woon in Haarlem": the second predicate read with the shared subject
        List<Fact> more = new ArrayList<>();
        facts(clause, lang, false, day, more);
        more.forEach(f -> out.add(withExcerpt(f, sentence)));
      }
    }
    if (assistant) {
      MoreFacts.namedDiets(sentence, out); // "Noted: Zoe is vegan" (stop 40)
    } else {
      MoreFacts.find(sentence, out);
      JobFacts.find(sentence, out);
      AffiliationFacts.find(sentence, out);
      SubjectFacts.find(sentence, lang, out);
      ListedFacts.dwellingMoves(sentence, lang, out); // "Moved into a flat in Hove" (stop 41)
    }
    ListedFacts.conjuncts(sentence, out); // "member of the Ramblers and the National Trust"
    List<Fact> unique = new ArrayList<>();
    for (Fact f : out) {
      boolean seen =
          unique.stream()
              .anyMatch(
                  u ->
                      u.subject().equals(f.subject())
                          && u.predicate().equals(f.predicate())
                          && java.util.Objects.equals(u.objectName(), f.objectName())
                          && java.util.Objects.equals(u.objectValue(), f.objectValue()));
      if (!seen) {
        unique.add(f);
      }
    }
    out.clear();
    out.addAll(unique);
  }

  private static final Pattern DUTCH_BIRTHDAY = Pattern.compile("(?i)\\bjarig\\b");

  private static Fact withExcerpt(Fact f, String excerpt) {
    return new Fact(
        f.subject(),
        f.predicate(),
        f.objectValue(),
        f.objectName(),
        f.objectType(),
        f.replacesPrevious(),
        excerpt);
  }

  /** "Ik ben morgen jarig", "it's my birthday on Friday": birthday with the day and month. */
  private static void ownBirthday(String sentence, Lang lang, LocalDate day, List<Fact> out) {
    if (!Cues.find(FactPatterns.OWN_BIRTHDAY, sentence)) {
      return;
    }
    List<Dates.Span> spans = Dates.find(sentence, day, lang);
    if (spans.isEmpty()) {
      return;
    }
    out.add(
        new Fact(
            Extraction.SELF,
            "HAS_ATTRIBUTE",
            // "ik ben morgen jarig" is Dutch however short the message is
            birthday(spans.get(0).date(), Cues.find(DUTCH_BIRTHDAY, sentence) ? Lang.NL : lang),
            null,
            null,
            false,
            sentence));
  }

  /**
   * "birthday 3 March", "verjaardag 3 maart": the recurring day, without the year, in the language
   * the message was written in (as every label is).
   */
  static String birthday(LocalDate date, Lang lang) {
    Locale locale = lang == Lang.NL ? Locale.forLanguageTag("nl") : Locale.ENGLISH;
    return (lang == Lang.NL ? "verjaardag " : "birthday ")
        + date.getDayOfMonth()
        + " "
        + date.getMonth().getDisplayName(java.time.format.TextStyle.FULL, locale);
  }

  static void namedFacts(String sentence, Lang lang, LocalDate day, List<Fact> out) {
    Matcher job = AsciiCase.matcher(FactPatterns.OTHER_PROFESSION, sentence);
    if (Cues.mayMatch(FactPatterns.OTHER_PROFESSION, sentence)
        && job.find()
        && Names.PERSON.equals(Names.classify(job.group(1), "", " is", false))) {
      out.add(
          new Fact(
              job.group(1),
              "HAS_ATTRIBUTE",
              Text.clean(job.group(2)),
              null,
              null,
              false,
              sentence));
      if (job.group(3) != null
          && !trimToName(job.group(3)).isEmpty()
          && Character.isUpperCase(trimToName(job.group(3)).charAt(0))) {
        out.add(
            new Fact(
                job.group(1),
                "WORKS_AT",
                null,
                trimToName(job.group(3)),
                "Organization",
                false,
                sentence));
      }
    }
    Matcher leaving = AsciiCase.matcher(FactPatterns.OTHER_LEAVING, sentence);
    if (Cues.mayMatch(FactPatterns.OTHER_LEAVING, sentence)
        && leaving.find()
        && Names.PERSON.equals(Names.classify(leaving.group(1), "", " is", false))
        && Names.ORG.equals(Names.classify(leaving.group(2), "leaving ", "", false))) {
      out.add(
          new Fact(
              leaving.group(1),
              "WORKS_AT",
              null,
              leaving.group(2),
              "Organization",
              false,
              sentence));
    }
    Matcher bday = AsciiCase.matcher(FactPatterns.OTHER_BIRTHDAY, sentence);
    if (Cues.mayMatch(FactPatterns.OTHER_BIRTHDAY, sentence) && bday.find()) {
      String who =
          Rx.replaceAll(
              bday.group(1) != null
                  ? bday.group(1)
                  : bday.group(2) != null ? bday.group(2) : bday.group(3),
              "^(?:Onze|Ons|Our|My|Mijn) ",
              ""); // "Onze Jurre is 2 juni jarig": the name after the possessive
      // "Jesse is 23 juni jarig" is Dutch however short the message is
      Lang said = bday.group(1) != null ? lang : Lang.NL;
      List<Dates.Span> spans = Dates.find(sentence.substring(bday.start()), day, lang);
      if (!spans.isEmpty() && Names.PERSON.equals(Names.classify(who, "", " is", false))) {
        out.add(
            new Fact(
                who,
                "HAS_ATTRIBUTE",
                birthday(spans.get(0).date(), said),
                null,
                null,
                false,
                sentence));
      }
    }
    Matcher w = AsciiCase.matcher(FactPatterns.OTHER_WORKS_AT, sentence);
    if (Cues.mayMatch(FactPatterns.OTHER_WORKS_AT, sentence) && w.find()) {
      String who = w.group(1) != null ? w.group(1) : w.group(3);
      String org = trimToName(w.group(1) != null ? w.group(2) : w.group(4));
      if (Names.PERSON.equals(Names.classify(who, "", " works", false))
          && !org.isEmpty()
          && (w.group(1) != null || !Cues.find(FactPatterns.CLUB, org))) {
        out.add(new Fact(who, "WORKS_AT", null, org, "Organization", false, sentence));
      }
    }
    Pattern lived = FactPatterns.OTHER_LIVES_IN; // not l.pattern(), which may be its twin
    Matcher l = AsciiCase.matcher(lived, sentence);
    if (!(Cues.mayMatch(lived, sentence) && l.find())) {
      lived = FactPatterns.OTHER_MOVED_NL;
      l = AsciiCase.matcher(lived, sentence); // "Kees is naar Gent verhuisd"
    } else {
      l.reset();
    }
    if (Cues.mayMatch(lived, sentence)
        && l.find()
        && Names.PERSON.equals(Names.classify(l.group(1), "", " lives", false))) {
      out.add(
          new Fact(
              l.group(1), "LOCATED_IN", null, trimToName(l.group(2)), "Location", false, sentence));
    }
  }

  /**
   * An organisation introduced by its kind: "a small charity called X", "een stichting genaamd X".
   */
  private static final Pattern CALLED =
      Pattern.compile(
          "(?i)^(?:a|an|the|een|de|het)?\\s*(?:[\\p{L}-]+\\s+){0,3}?(?:called|named|genaamd"
              + "|die heet|dat heet)\\s+((?-i:\\p{Lu}).*)");

  private static final Pattern LEADING_NAME =
      Pattern.compile(
          "^(?:the |de |het )?((?:[\\p{Lu}][\\p{L}&'’.-]*)(?:\\s+(?:of|van|de|der|den|&|and|"
              + "voor)?\\s*[\\p{Lu}][\\p{L}&'’.-]*)*)");

  private static final Pattern AND_GIVEN_NAME = Pattern.compile("\\s+and\\s+(\\p{Lu}\\p{L}+)");

  /** "Globex and I prefer …", "Acme & I'm …": the speaker starts the next clause. */
  private static final Pattern AND_SPEAKER =
      Pattern.compile("\\s+(?:and|&)\\s+I(?:['’](?:m|ve|d|ll))?(?!\\p{L})");

  /** "Acme as a designer" -> "Acme"; keeps a capitalised run, else the first few words. */
  static String trimToName(String phrase) {
    String p = Text.clean(phrase);
    Matcher called = AsciiCase.matcher(CALLED, p);
    if (Cues.mayMatch(CALLED, p) && called.find()) {
      p = called.group(1); // "a small charity called Shelter Together" -> "Shelter Together"
    }
    Matcher caps = AsciiCase.matcher(LEADING_NAME, p);
    if (Cues.mayMatch(LEADING_NAME, p) && caps.find()) {
      String name = Text.clean(caps.group(1));
      Matcher speaker = AsciiCase.matcher(AND_SPEAKER, name);
      if (speaker.find()) {
        name = Text.clean(name.substring(0, speaker.start()));
      }
      Matcher and = AsciiCase.matcher(AND_GIVEN_NAME, name);
      // "the Ramblers and Tom is too", "Google and Sarah works at": the list ends at a person
      return and.find() && GivenNames.isName(and.group(1).toLowerCase(Locale.ROOT))
          ? Text.clean(name.substring(0, and.start()))
          : name;
    }
    String[] words = Rx.split(p, "\\s+");
    return Text.clean(String.join(" ", java.util.Arrays.copyOf(words, Math.min(3, words.length))));
  }

  private static final Pattern YOU_LIKE_NL = Pattern.compile("(?i)\\b(?:jij|je) (?:houdt|hou)\\b");
  private static final Pattern YOU_LIVE_NL = Pattern.compile("(?i)\\b(?:jij|je) (?:woont)\\b");
  private static final Pattern YOU_WORK_NL = Pattern.compile("(?i)\\b(?:jij|je) (?:werkt)\\b");
  private static final Pattern YOU_ARE_NL = Pattern.compile("(?i)\\b(?:jij|je) bent\\b");
  private static final Pattern YOUR_NL = Pattern.compile("(?i)\\bjouw\\b");

  static String secondToFirstPerson(String sentence, Lang lang) {
    if (lang == Lang.NL) {
      String s = Cues.replaceAll(YOU_LIKE_NL, sentence, "ik hou");
      s = Cues.replaceAll(YOU_LIVE_NL, s, "ik woon");
      s = Cues.replaceAll(YOU_WORK_NL, s, "ik werk");
      s = Cues.replaceAll(YOU_ARE_NL, s, "ik ben"); // "Genoteerd: je bent ..." (stop 41)
      return Cues.replaceAll(YOUR_NL, s, "mijn");
    }
    if (!Cues.mayMatch(YOU, sentence)) {
      return sentence; // nothing to replace
    }
    Matcher m = AsciiCase.matcher(YOU, sentence);
    StringBuilder b = new StringBuilder();
    while (m.find()) {
      String w = m.group(1).toLowerCase(Locale.ROOT);
      String r =
          switch (w) {
            case "you're", "you are" -> "I'm";
            case "you've", "you have" -> "I have";
            case "your" -> "my";
            case "yours" -> "mine";
            default -> "I";
          };
      m.appendReplacement(b, r);
    }
    m.appendTail(b);
    return b.toString();
  }
}
