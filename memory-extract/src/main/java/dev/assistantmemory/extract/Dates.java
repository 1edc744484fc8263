package dev.assistantmemory.extract;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Grounds date expressions to days, against the day a message was written. Written by hand: no
 * maintained Java library grounds both English and Dutch relative dates (Natty is English-only and
 * unmaintained since 2017; SUTime and HeidelTime are GPL and need large NLP pipelines).
 *
 * <p>Conventions: a weekday ("Friday", "next Friday", "vrijdag", "aanstaande vrijdag") is its
 * nearest occurrence strictly after the message day; "last Tuesday" / "afgelopen dinsdag" the
 * nearest strictly before; "Friday next week" / "volgende week vrijdag" the Friday of the following
 * ISO week; a day and month without a year take the year that puts it closest to the message day.
 * Week- or month-level expressions ("next week", "in May") are not days and are not grounded.
 */
final class Dates {

  /** How the words before a date bear on a deadline. */
  enum Cue {
    /** "by", "before", "due", "uiterlijk", "vóór", "deadline voor": a deadline. */
    DEADLINE,
    /** Dutch "voor" / "tegen" alone: a date, but no deadline (seed rule). */
    WEAK,
    /** Anything else ("on Friday", "tomorrow"). */
    NONE
  }

  /** A grounded date expression: its span in the sentence, the day, and its deadline cue. */
  record Span(int start, int end, String text, LocalDate date, Cue cue) {}

  private static final Map<String, DayOfWeek> WEEKDAYS = new HashMap<>();
  private static final Map<String, Integer> MONTHS = new HashMap<>();
  private static final Map<String, Integer> NUMBERS = new HashMap<>();

  static {
    String[][] days = {
      {"monday", "maandag", "mon"},
      {"tuesday", "dinsdag", "tue", "tues"},
      {"wednesday", "woensdag", "wed"},
      {"thursday", "donderdag", "thu", "thur", "thurs"},
      {"friday", "vrijdag", "fri"},
      {"saturday", "zaterdag", "sat"},
      {"sunday", "zondag", "sun"}
    };
    for (int i = 0; i < days.length; i++) {
      for (String d : days[i]) {
        WEEKDAYS.put(d, DayOfWeek.of(i + 1));
      }
    }
    String[][] months = {
      {"january", "januari", "jan"},
      {"february", "februari", "feb"},
      {"march", "maart", "mar", "mrt"},
      {"april", "apr"},
      {"may", "mei"},
      {"june", "juni", "jun"},
      {"july", "juli", "jul"},
      {"august", "augustus", "aug"},
      {"september", "sep", "sept"},
      {"october", "oktober", "oct", "okt"},
      {"november", "nov"},
      {"december", "dec"}
    };
    for (int i = 0; i < months.length; i++) {
      for (String m : months[i]) {
        MONTHS.put(m, i + 1);
      }
    }
    String[] en = {
      "zero",
      "one",
      "two",
      "three",
      "four",
      "five",
      "six",
      "seven",
      "eight",
      "nine",
      "ten",
      "eleven",
      "twelve",
      "thirteen",
      "fourteen",
      "fifteen",
      "sixteen",
      "seventeen",
      "eighteen",
      "nineteen",
      "twenty"
    };
    String[] nl = {
      "nul",
      "een",
      "twee",
      "drie",
      "vier",
      "vijf",
      "zes",
      "zeven",
      "acht",
      "negen",
      "tien",
      "elf",
      "twaalf",
      "dertien",
      "veertien",
      "vijftien",
      "zestien",
      "zeventien",
      "achttien",
      "negentien",
      "twintig"
    };
    for (int i = 0; i < en.length; i++) {
      NUMBERS.put(en[i], i);
      NUMBERS.put(nl[i], i);
    }
    String[] tensEn = {"thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
    String[] tensNl = {"dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig"};
    for (int tens = 3; tens <= 9; tens++) {
      NUMBERS.put(tensEn[tens - 3], tens * 10);
      NUMBERS.put(tensNl[tens - 3], tens * 10);
    }
    NUMBERS.put("één", 1);
    NUMBERS.put("a", 1);
    NUMBERS.put("an", 1);
  }

  /** A weekday (group 1), in Dutch also with its part of the day ("donderdagmiddag"). */
  private static final String WD =
      "(monday|tuesday|wednesday|thursday|friday|saturday|sunday|maandag|dinsdag|woensdag"
          + "|donderdag|vrijdag|zaterdag|zondag|tues?|thu(?:rs?)?|fri)"
          + "(?:(?<=dag)(?:ochtend|middag|avond|nacht|morgen))?";

  private static final String MONTH =
      "(january|february|march|april|may|june|july|august|september|october|november|december"
          + "|januari|februari|maart|mei|juni|juli|augustus|oktober"
          + "|jan|feb|mar|mrt|apr|jun|jul|aug|sept?|oct|okt|nov|dec)\\.?";
  private static final String NUM =
      "(\\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven"
          + "|twelve|thirteen|fourteen|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf"
          + "|twaalf|dertien|veertien|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty"
          + "|forty|fifty|sixty|seventy|eighty|ninety|vijftien|zestien|zeventien|achttien"
          + "|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)";

  /**
   * A rule's pattern, how it grounds a match, and a cheap test on the lower-cased sentence that
   * every match passes (a digit, or one of the words every alternative contains): most sentences
   * name no date, and running the ~20 patterns over each of them was the extractor's largest cost.
   */
  private record Rule(
      Pattern pattern,
      BiFunction<Matcher, LocalDate, LocalDate> ground,
      Predicate<String> mayMatch,
      boolean notOnAYearlyDay) {}

  private static final List<Rule> RULES = new ArrayList<>();

  /** Every match of the rule has an ASCII digit ({@code \\d} without UNICODE_CHARACTER_CLASS). */
  private static final Predicate<String> DIGIT = Text::hasDigit;

  /** Every weekday the rules know contains "day", "dag", "tue", "thu" or "fri". */
  private static final Predicate<String> WEEKDAY = words("day", "dag", "tue", "thu", "fri");

  /** Every match contains one of these lower-case words. */
  private static Predicate<String> words(String... words) {
    return s -> {
      for (String w : words) {
        if (s.contains(w)) {
          return true;
        }
      }
      return false;
    };
  }

  private static void rule(
      Predicate<String> mayMatch, String regex, BiFunction<Matcher, LocalDate, LocalDate> ground) {
    rule(mayMatch, regex, ground, false);
  }

  /**
   * A rule; {@code notOnAYearlyDay}: it grounds no day in a sentence about a yearly day (the bare
   * ordinal's, "on the 14th").
   */
  private static void rule(
      Predicate<String> mayMatch,
      String regex,
      BiFunction<Matcher, LocalDate, LocalDate> ground,
      boolean notOnAYearlyDay) {
    Pattern pattern =
        Pattern.compile(
            "(?<![\\p{L}\\d])(?:" + regex + ")(?![\\p{L}\\d])",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    RULES.add(new Rule(pattern, ground, mayMatch, notOnAYearlyDay));
  }

  private static final Pattern YEARLY =
      Pattern.compile("(?iu)\\b(?:birthday|bday|anniversary|verjaardag|jarig|trouwdag)");

  static {
    rule(
        DIGIT,
        "(\\d{4})-(\\d{1,2})-(\\d{1,2})",
        (m, d) -> LocalDate.of(num(m, 1), num(m, 2), num(m, 3)));
    rule(
        DIGIT,
        "(\\d{1,2})-(\\d{1,2})-(\\d{4})",
        (m, d) -> LocalDate.of(num(m, 3), num(m, 2), num(m, 1)));
    rule(
        DIGIT,
        "(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th|e)?\\s+(?:of\\s+)?" + MONTH + ",?\\s+(\\d{4})",
        (m, d) -> LocalDate.of(num(m, 3), MONTHS.get(lower(m, 2)), num(m, 1)));
    rule(
        DIGIT,
        MONTH + "\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})",
        (m, d) -> LocalDate.of(num(m, 3), MONTHS.get(lower(m, 1)), num(m, 2)));
    rule(
        DIGIT,
        "(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th|e)?\\s+(?:of\\s+)?" + MONTH,
        (m, d) -> closest(d, MONTHS.get(lower(m, 2)), num(m, 1)));
    rule(
        DIGIT,
        MONTH + "\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?",
        (m, d) -> closest(d, MONTHS.get(lower(m, 1)), num(m, 2)));
    rule(words("morrow", "morgen"), "the day after tomorrow|overmorgen", (m, d) -> d.plusDays(2));
    rule(
        words("yesterday", "gisteren"),
        "the day before yesterday|eergisteren",
        (m, d) -> d.minusDays(2));
    rule(
        words("today", "tonight", "this", "van"),
        "today|tonight|this (?:morning|afternoon|evening)|vandaag|vanavond|vanmiddag"
            + "|vanochtend|vanmorgen|vannacht",
        (m, d) -> d);
    rule(
        words("tomor", "tommor", "morgen", "tmrw", "2morrow"),
        // the common misspellings and chat forms too ("tomorow", "tommorrow", "tmrw")
        "(?:tomm?orr?ow|tmrw|2morrow)(?: (?:morning|afternoon|evening|night))?"
            + "|morgen(?:ochtend|middag|avond|vroeg)?",
        (m, d) -> d.plusDays(1));
    rule(
        words("yesterday", "last night", "gister"),
        "yesterday(?: (?:morning|afternoon|evening))?|last night|gisteren|gister"
            + "|gisteravond|gistermiddag|gisterochtend",
        (m, d) -> d.minusDays(1));
    rule(
        words("day", "week"),
        "in " + NUM + " (days?|weeks?)(?: time)?",
        (m, d) -> d.plusDays(amount(m, 1) * unit(m, 2)));
    rule(
        words("dag", "week", "weken"),
        "over " + NUM + " (dagen|dag|weken|week)",
        (m, d) -> d.plusDays(amount(m, 1) * unit(m, 2)));
    rule(
        words("day", "week", "dag", "weken"),
        "(?:within(?: the next)?|in the next|binnen(?: de komende)?|in de komende) "
            + NUM
            + " (days?|weeks?|dagen|dag|weken|week)",
        (m, d) -> d.plusDays(amount(m, 1) * unit(m, 2)));
    // tenth pass: "14 days from today", "two weeks from now"
    rule(
        words("from now", "from today"),
        NUM + " (days?|weeks?) from (?:today|now)",
        (m, d) -> d.plusDays(amount(m, 1) * unit(m, 2)));
    // "I have 5 days to reply", "ik heb nog vijf dagen om te reageren": the time left for an act
    rule(
        words("have", "has ", "got ", "heb"),
        "(?:have|has|got|heb|hebt|heeft|hebben)(?: (?:only|just|still|got|nog|maar)){0,2} "
            + NUM
            + " (?:more |extra )?(days?|weeks?|dagen|dag|weken|week)"
            + "(?= (?:left |more )?to\\b| (?:de tijd )?om\\b)",
        (m, d) -> d.plusDays(amount(m, 1) * unit(m, 2)));
    // stop 37: the time left said without "have" ("Nine days left to apply for ...", "only two
    // weeks to go until the deadline", "Nog 9 dagen om de dakgoot te laten repareren")
    rule(
        words("left", "to go"),
        NUM + " (?:more )?(days?|weeks?) (?:left|to go)(?= (?:to|until|till|before|for)\\b)",
        (m, d) -> d.plusDays(amount(m, 1) * unit(m, 2)));
    rule(
        words("nog "),
        "(?<![\\p{L}])nog (?:maar |slechts )?"
            + NUM
            + " (dagen|dag|weken|week)(?= (?:om|tot|voordat|te gaan)\\b)",
        (m, d) -> d.plusDays(amount(m, 1) * unit(m, 2)));
    rule(
        words("fortnight", "dagen"),
        "(?:in|within) (?:a|the next) fortnight|binnen veertien dagen",
        (m, d) -> d.plusDays(14));
    rule(
        words("day", "week", "dag", "weken"),
        NUM + " (days?|weeks?) ago|" + NUM + " (dagen|dag|weken|week) geleden",
        (m, d) ->
            m.group(1) != null
                ? d.minusDays(amount(m, 1) * unit(m, 2))
                : d.minusDays(amount(m, 3) * unit(m, 4)));
    rule(
        WEEKDAY,
        "(?:on\\s+)?"
            + WD
            + " (?:of )?next week|next week(?: on)? "
            + WD
            + "|volgende week "
            + WD
            + "|"
            + WD
            + " volgende week",
        (m, d) -> nextWeek(d, firstWeekday(m)));
    // "Thursday the 26th", "woensdag de 18e": the ordinal names the day, the weekday confirms it
    rule(
        DIGIT,
        "(?:on\\s+)?" + WD + ",?\\s+(?:the|de)\\s+(\\d{1,2})(?:st|nd|rd|th|e|ste|de)",
        (m, d) -> weekdayOrdinal(d, WEEKDAYS.get(lower(m, 1)), num(m, 2)));
    // "the operation is on the 14th", "pay it by the 1st", "op de 3e heb ik een gesprek": a bare
    // ordinal after a day's preposition is the next day of that number (this month or the next);
    // "on the 3rd floor", "by the 2nd round" are no days
    rule(
        DIGIT,
        "(?<=\\b(?:on|by|before|until|till|due|from|op|uiterlijk|vóór|tot|vanaf)\\s)(?:the|de)\\s+"
            + "([1-9]|[12][0-9]|3[01])(?:st|nd|rd|th|e|ste|de)\\b"
            + "(?!\\s+(?:week|weekend|floor|time|times|place|row|grade|round|edition|century|day"
            + "|attempt|try|lap|step|level|page|chapter|person|verdieping|keer|plaats|plek|klas"
            + "|rij|ronde|eeuw|dag|poging|stap|niveau|pagina|hoofdstuk|persoon)\\b)",
        (m, d) -> OrdinalDeadlines.next(d, num(m, 1)),
        true);
    rule(
        WEEKDAY,
        "(?:last|past|previous|afgelopen|vorige|vorige week) " + WD,
        (m, d) -> d.with(TemporalAdjusters.previous(WEEKDAYS.get(lower(m, 1)))));
    rule(
        WEEKDAY,
        "(?:(?:this|next|coming|this coming|aanstaande|komende|volgende|deze) )?" + WD,
        (m, d) -> d.with(TemporalAdjusters.next(WEEKDAYS.get(lower(m, 1)))));
  }

  private static final Pattern DEADLINE_EN =
      Pattern.compile(
          "(?i)(?:\\bby|\\bbefore|\\bdue(?: on| by| date(?: is)?)?|\\bno later than|\\bdeadline"
              + "(?: is| of|:)?|\\buntil|\\btill|\\bat the latest)\\s*(?:the\\s+)?(?:end of\\s+)?$");
  private static final Pattern DEADLINE_NL =
      Pattern.compile(
          "(?iu)(?:\\buiterlijk(?: op)?|(?<![\\p{L}])vóór|\\bdeadline(?: voor| is| op|:)?"
              + "|\\bvoor uiterlijk|\\bten laatste)\\s*(?:op\\s+)?$");
  private static final Pattern WEAK_NL = Pattern.compile("(?iu)(?<![\\p{L}])(?:voor|tegen)\\s*$");

  /**
   * "within 5 days", "in the next 3 days", "binnen tien dagen", "in de komende twee weken": a count
   * that is a deadline by itself.
   */
  private static final Pattern WITHIN =
      Pattern.compile("(?iu)(?:within|binnen|in the next|in de komende)\\b");

  /** A habit's word just before a weekday: "every", "each", "elke", "iedere". */
  private static final Pattern EVERY =
      Pattern.compile("(?iu)(?<![\\p{L}])(?:every|each|elke|iedere)\\s+$");

  /** "I have 5 days to ...", "ik heb nog vijf dagen om ...": the count is the time left. */
  private static final Pattern TIME_LEFT =
      Pattern.compile(
          "(?iu)(?:have|has|got|heb|hebt|heeft|hebben|nog)\\b|[\\p{L}\\d]+ (?:more )?(?:days?|weeks?)"
              + " (?:left|to go)$");

  private Dates() {}

  /** The first of {@code spans} on or after {@code day}, or null when every one is before it. */
  static Span firstOnOrAfter(List<Span> spans, LocalDate day) {
    for (Span s : spans) {
      if (!s.date().isBefore(day)) {
        return s;
      }
    }
    return null;
  }

  /** Every date expression of a sentence, grounded; overlapping expressions keep the longest. */
  static List<Span> find(String sentence, LocalDate day, Lang lang) {
    List<Span> found = new ArrayList<>();
    // The cue test reads the lower-cased sentence; it is skipped for the few letters outside ASCII
    // that the patterns' case-insensitive matching equates with ASCII ones but toLowerCase does not
    String lower = Text.foldsLikeAscii(sentence) ? sentence.toLowerCase(Locale.ROOT) : null;
    for (Rule r : RULES) {
      if (lower != null && !r.mayMatch.test(lower) || !Cues.mayMatch(r.pattern, sentence)) {
        continue; // no digit or cue word: the pattern cannot match
      }
      Matcher m = AsciiCase.matcher(r.pattern, sentence);
      while (m.find()) {
        LocalDate date;
        try {
          date = r.ground.apply(m, day);
        } catch (DateTimeException | NullPointerException | NumberFormatException e) {
          continue; // "31 February", an unknown word: not a date
        }
        if (date == null) {
          continue;
        }
        String before = sentence.substring(0, m.start());
        if (Cues.find(EVERY, before)) {
          continue; // "every Tuesday", "elke dinsdag": a habit, not one day
        }
        if (r.notOnAYearlyDay && Cues.find(YEARLY, sentence)) {
          continue; // "my birthday is on the 3rd": a yearly day without its month is no one day
        }
        Cue cue =
            AsciiCase.matcher(WITHIN, m.group()).lookingAt()
                    || AsciiCase.matcher(TIME_LEFT, m.group()).lookingAt()
                ? Cue.DEADLINE
                : cue(before, lang);
        if (cue == Cue.NONE && whichOccasion(before, sentence.substring(m.end()))) {
          cue = Cue.WEAK; // "book the hall for Sunday's party": which party, not when it is due
        }
        found.add(new Span(m.start(), m.end(), m.group(), date, cue));
      }
    }
    found.sort(Comparator.comparingInt((Span s) -> s.start() - s.end()));
    List<Span> kept = new ArrayList<>();
    for (Span s : found) {
      if (kept.stream().noneMatch(k -> s.start() < k.end() && k.start() < s.end())) {
        kept.add(s);
      }
    }
    kept.sort(Comparator.comparingInt(Span::start));
    // "Thursday the 5th of February", "dinsdag 2 juni": the weekday names the date that follows.
    List<Span> out = new ArrayList<>();
    for (int i = 0; i < kept.size(); i++) {
      Span s = kept.get(i);
      boolean weekdayOnly = WEEKDAYS.containsKey(s.text().toLowerCase(Locale.ROOT).strip());
      if (weekdayOnly && i + 1 < kept.size()) {
        Span next = kept.get(i + 1);
        String gap = sentence.substring(s.end(), next.start());
        // "Friday, tomorrow's full", "Wednesday, Monday's my long shift" are two days (stop
        // 36): a relative day or another weekday names no date of the weekday
        if (Rx.matches(gap, "[\\s,]*(?:the\\s+)?")
            && !WEEKDAYS.containsKey(next.text().toLowerCase(Locale.ROOT).strip())
            && !Rx.matches(
                next.text(), "(?i).*(?:morrow|morgen|today|vandaag|tonight|vanavond).*")) {
          continue;
        }
      }
      out.add(s);
    }
    return out;
  }

  /** A day in the possessive: "Sunday's outing". */
  private static final Pattern POSSESSIVE = Pattern.compile("^['’]s\\s+\\p{L}");

  /** "for" before it: the act is done for the occasion, not at it. */
  private static final Pattern PREPOSITION = Pattern.compile("(?i)\\bfor\\s+$");

  /**
   * Whether a day names the occasion an act is done for rather than a day of the act (stop 41): the
   * English possessive after "for" ("pack the kit for Saturday's tournament"), like Dutch "van
   * zaterdag" ({@link TaskRules#attributive}); such a day is a date but no due date ({@link
   * Cue#WEAK}). An act done at the occasion ("raise it at Friday's meeting", "bring it to Sunday's
   * lunch") is done on its day, which stays the due day; so does a deadline word ("by Friday's
   * gala").
   */
  static boolean whichOccasion(String before, String after) {
    return AsciiCase.matcher(POSSESSIVE, after).find()
        && AsciiCase.matcher(PREPOSITION, before).find();
  }

  private static Cue cue(String before, Lang lang) {
    String tail = before.length() > 40 ? before.substring(before.length() - 40) : before;
    if (Cues.find(DEADLINE_NL, tail) || (lang == Lang.EN && Cues.find(DEADLINE_EN, tail))) {
      return Cue.DEADLINE;
    }
    if (lang == Lang.NL && Cues.find(WEAK_NL, tail)) {
      return Cue.WEAK;
    }
    return Cue.NONE;
  }

  private static LocalDate closest(LocalDate day, int month, int dayOfMonth) {
    LocalDate best = null;
    for (int y = day.getYear() - 1; y <= day.getYear() + 1; y++) {
      LocalDate c;
      try {
        c = LocalDate.of(y, month, dayOfMonth);
      } catch (DateTimeException e) {
        continue;
      }
      if (best == null
          || Math.abs(ChronoUnit.DAYS.between(day, c))
              < Math.abs(ChronoUnit.DAYS.between(day, best))) {
        best = c;
      }
    }
    if (best == null) {
      throw new DateTimeException("no such day");
    }
    return best;
  }

  /**
   * The next day numbered {@code n} from the message day on (this month or one of the next two)
   * that falls on {@code dow}; failing that, the first day so numbered.
   */
  private static LocalDate weekdayOrdinal(LocalDate day, DayOfWeek dow, int n) {
    LocalDate first = null;
    for (int ahead = 0; ahead < 3; ahead++) {
      LocalDate month = day.withDayOfMonth(1).plusMonths(ahead);
      if (n > month.lengthOfMonth() || month.withDayOfMonth(n).isBefore(day)) {
        continue;
      }
      LocalDate c = month.withDayOfMonth(n);
      if (c.getDayOfWeek() == dow) {
        return c;
      }
      first = first == null ? c : first;
    }
    if (first == null) {
      throw new DateTimeException("no such day");
    }
    return first;
  }

  private static LocalDate nextWeek(LocalDate day, DayOfWeek dow) {
    return day.with(DayOfWeek.MONDAY).plusWeeks(1).with(dow);
  }

  private static DayOfWeek firstWeekday(Matcher m) {
    for (int g = 1; g <= m.groupCount(); g++) {
      if (m.group(g) != null && WEEKDAYS.containsKey(lower(m, g))) {
        return WEEKDAYS.get(lower(m, g));
      }
    }
    throw new DateTimeException("no weekday");
  }

  private static long amount(Matcher m, int g) {
    String s = lower(m, g);
    Integer n = NUMBERS.get(s);
    return n != null ? n : Long.parseLong(s);
  }

  private static long unit(Matcher m, int g) {
    return lower(m, g).startsWith("week") || lower(m, g).startsWith("weken") ? 7 : 1;
  }

  private static int num(Matcher m, int g) {
    return Integer.parseInt(m.group(g));
  }

  private static String lower(Matcher m, int g) {
    return m.group(g).toLowerCase(Locale.ROOT).replace(".", "");
  }
}
