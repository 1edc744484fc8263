package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Rules.p;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Occasions read from how a sentence is built rather than from an occasion noun (stop 40): a
 * birthday said by the age ("Grandad's 80th is on Sunday", "Oma wordt zaterdag 90"), work done at
 * someone's house ("the neighbours are having their drive relaid on Monday", "De buren laten
 * maandag hun dakkapel plaatsen"), taking someone to an appointment ("I'll drive Mum to her eye
 * test on Friday", "Donderdag breng ik opa naar de oogarts"), a headline occasion before a task
 * ("Choir practice Wednesday - I said I'd bring the stands"), the first and last days of a job
 * ("Leaving Brightside Media on the 29th of May", "Op 1 mei is mijn laatste dag bij Bakkerij
 * Jansen") and a call with a named person ("Sanne en ik bellen donderdag"). Each gives its label
 * and the sentence's day; a negated escort ("breng ik oma niet naar de kapper") gives none.
 */
final class SaidOccasions {
  private SaidOccasions() {}

  private static final String NAME = "(?-i:\\p{Lu}\\p{Ll}+)";

  private static final String KIN_EN =
      "(?:mum|mom|mam|dad|gran|granny|grandma|grandad|grandpa|nan|nana|nanna|grandmother"
          + "|grandfather|auntie|aunt|uncle|sister|brother|son|daughter|wife|husband)";

  private static final String KIN_NL =
      "(?:oma|opa|mama|papa|ma|pa|moeder|vader|zus|broer|tante|oom|neef|nicht|dochter|zoon"
          + "|schoonmoeder|schoonvader|vrouw|man)";

  /** Words that start a clause and are no name: "Het wordt 30 graden", "It turns 5 today". */
  private static final Pattern NO_NAME =
      p("^(?:het|de|dit|dat|er|die|hij|zij|ze|it|this|that|there|he|she|they|we|i)$");

  /** Who has the birthday: "my gran", "Grandad", "Oma Riet", "tante Bep", "Sam". */
  private static final String WHO_EN =
      "((?:my |our )?(?:" + KIN_EN + "|" + NAME + ")(?:\\s+" + NAME + ")?)";

  private static final String WHO_NL =
      "((?:mijn |onze |ons |m'n )?(?:" + KIN_NL + "|" + NAME + ")(?:\\s+" + NAME + ")?)";

  /** "Grandad's 80th", "Mum's 75th birthday", "Gran's 80th lunch". */
  private static final Pattern AGE_POSSESSIVE =
      p(
          "\\b"
              + WHO_EN
              + "['’]s\\s+(\\d{1,3})(?:st|nd|rd|th)\\b"
              // the age names the party, not a thing for it ("grandad's 90th photo book")
              + "(?=\\s*(?:birthday|party|lunch|dinner|do|bash|celebration|is|was|on|this|next|[,.!;:]|$))"
              + "(?:\\s+(birthday|party|lunch|dinner|do|bash|celebration))?");

  /** "Sam turns 40 on Friday", "Grandma is turning 90 on the 3rd". */
  private static final Pattern AGE_TURNS =
      p("\\b" + WHO_EN + "\\s+(?:turns|is turning|will turn|['’]s turning)\\s+(\\d{1,3})\\b");

  /** "Opa wordt 80 op zaterdag 20 maart", "Oma Riet wordt zaterdag 90!". */
  private static final Pattern AGE_WORDT =
      p(
          "\\b"
              + WHO_NL
              + "\\s+wordt\\s+(?:[\\p{L}\\p{N}]+\\s+){0,4}?(\\d{1,3})(?=\\s*(?:[!.,]|$|jaar\\b|op\\b))");

  /**
   * Work done for someone by others: "is having his loft converted", "are getting the roof redone".
   */
  private static final Pattern HAVING_DONE =
      p(
          "\\b(?:is|are|['’]s|['’]re)\\s+(?:having|getting)\\s+(?:his|her|their|our|the|my|a|an)\\s+"
              + "((?:[\\p{L}-]+\\s+){0,2}?[\\p{L}-]+)\\s+(\\p{L}{3,}(?:ed|en)|done|cut|fixed|fitted|put in"
              + "|built|rebuilt|relaid|repainted)\\b");

  /** "De buren laten maandag hun dakkapel plaatsen": the user's own "laat ik" is a task. */
  private static final Pattern LATEN_DOEN =
      p(
          "\\b(?:laat|laten)\\s+(?!(?:ik|we|wij|me|mij|je|jou|ons|het)\\b)(?:[\\p{L}\\p{N}-]+\\s+){0,3}?"
              + "(?:hun|de|het|zijn|haar|een)\\s+((?:[\\p{L}-]+\\s+){0,2}?[\\p{L}-]+)\\s+"
              + "(?!(?:weten|zien|horen|vallen|liggen|staan|zitten|gaan|komen|lopen|merken|spelen"
              + "|zwemmen|slapen|eten|wachten|rusten)\\b)(\\p{L}{3,}en)\\b");

  /** Taking someone to an appointment: "take Gran to her eye appointment". */
  private static final Pattern ESCORT_EN =
      p(
          "\\b(?:take|taking|drive|driving|bring|bringing|walk|walking|accompany|accompanying)\\s+"
              + "(?:[\\p{L}'’-]+\\s+){1,3}?to\\s+(?:the|his|her|their|my|our)\\s+"
              + "((?:[\\p{L}'’-]+\\s+){0,2}?[\\p{L}'’-]+)\\s*(?:$|[,.;!]|\\s+(?:on|at|this|next|tomorrow"
              + "|today|mon|tue|wed|thu|fri|sat|sun|in)\\b)");

  /** "Donderdag breng ik opa naar de oogarts", "breng ik de kinderen naar het zwemexamen". */
  private static final Pattern ESCORT_NL =
      p(
          "\\b(?:breng|brengen|rijd|rijden)\\s+(?:ik|we|wij)\\s+(?:[\\p{L}'’-]+\\s+){1,3}?(niet\\s+)?naar\\s+"
              + "(?:de|het|zijn|haar|hun)\\s+((?:[\\p{L}'’-]+\\s+){0,2}?[\\p{L}'’-]+)\\s*(?:$|[,.;!]"
              + "|\\s+(?:op|om|morgen|vandaag)\\b)");

  /** The user not taking someone to an occasion: "I'm not taking Dad to the market". */
  private static final Pattern NOT_ESCORTING =
      p(
          "\\b(?:not|n't|never|niet|nooit)\\s+(?:taking|take|bringing|bring|driving|drive|brengen"
              + "|breng|rijden)\\b|\\b(?:breng|brengen|rijd|rijden)\\s+(?:ik|we|wij)\\s+"
              + "(?:[\\p{L}'’-]+\\s+){1,3}?niet\\s+naar\\b");

  /** Whether the user says he is not taking someone to the sentence's occasion. */
  static boolean notEscorting(String sentence) {
    return Cues.find(NOT_ESCORTING, sentence);
  }

  /** A negation before the escort's destination: no occasion of the user's to tell. */
  private static final Pattern NEGATED = p("\\b(?:not|n't|niet|nooit|never)\\b");

  /** Words that make a fronted phrase no headline: pronouns, verbs of saying, deadlines. */
  private static final Pattern NO_HEADLINE =
      p(
          "\\b(?:i|i'm|i've|we|you|he|she|they|it|ik|je|jij|hij|zij|ze|wij|is|are|was|were|will"
              + "|must|need|needs|should|can|moet|moeten|ga|gaan|heb|have|has|had|by|before|until|till"
              + "|tegen|vóór|voor|tot|uiterlijk|on|op|from|vanaf|due|deadline|remind|herinner)\\b");

  /** The user's own part after a headline: "- I said I'd bring the PA", ", ik had beloofd". */
  private static final Pattern FIRST_PERSON = p("\\b(?:i|i['’](?:d|m|ll|ve)|ik|'k)\\b");

  /**
   * A headline that is no occasion's name: one ending in a preposition or a verb ("Plan for",
   * "Verzet naar", "Doe maar") or starting with a past verb ("Renewed the car insurance").
   */
  private static final Pattern LOOSE_END =
      p(
          "(?:\\b(?:for|to|naar|voor|op|tot|by|on|at|maar|from|about|over|met|with|the|de|het|een|a|an)"
              + "\\s*$)|^\\W*\\p{L}+ed\\b");

  /** "Leaving Carter & Webb on the 30th of June", "I'm leaving Ashford & Co on ...". */
  private static final Pattern LEAVING =
      p(
          "^\\W*(?:i['’]m |i am |i )?(?:leaving|leave)\\s+((?-i:\\p{Lu})[\\p{L}&.'’-]*(?:\\s+(?:&\\s+)?"
              + "(?-i:\\p{Lu})[\\p{L}&.'’-]*){0,3})\\s+(?:on|at the end of)\\b");

  /** "My new job at Ocado starts on Monday", "I start at Wise on the 4th". */
  private static final Pattern STARTING =
      p(
          "\\b(?:(?:my|his|her) new (?:job|role|position) (?:at|with)\\s+((?-i:\\p{Lu})[\\p{L}&.'’-]*"
              + "(?:\\s+(?-i:\\p{Lu})[\\p{L}&.'’-]*){0,3})\\s+(?:starts|begins)"
              + "|\\bi (?:start|begin) (?:my new job )?(?:at|with)\\s+((?-i:\\p{Lu})[\\p{L}&.'’-]*"
              + "(?:\\s+(?-i:\\p{Lu})[\\p{L}&.'’-]*){0,3}))");

  private static final Pattern NEW_JOB = p("\\bnew (?:job|role|position)\\b");

  /** "Op 30 juni is mijn laatste dag bij Transportbedrijf Van Dijk". */
  private static final Pattern LAST_DAY_NL =
      p(
          "\\b(?:mijn|zijn|haar) (laatste|eerste) (?:werk)?dag bij\\s+((?:de |het )?(?-i:\\p{Lu})[\\p{L}&.'’-]*"
              + "(?:\\s+(?:van |de |der )?(?-i:\\p{Lu})[\\p{L}&.'’-]*){0,3})");

  /** "Maandag begin ik bij Hoveniersbedrijf Groenrijk", "Per 1 juli begin ik bij de Gemeente". */
  private static final Pattern BEGIN_NL =
      p(
          "\\b(?:begin|start) ik (?:[\\p{L}-]+\\s+){0,2}?bij\\s+(?:de\\s+|het\\s+)?((?-i:\\p{Lu})[\\p{L}&.'’-]*"
              + "(?:\\s+(?-i:\\p{Lu})[\\p{L}&.'’-]*){0,3})");

  /** "Giulia and I are doing a call on Tuesday", "Pablo en ik bellen dinsdag". */
  private static final Pattern CALL =
      p(
          "\\b((?-i:\\p{Lu})\\p{Ll}+) (?:and i (?:are|['’]re) (?:doing|having) a (?:[\\p{L}-]+ )?call"
              + "|en ik (?:bellen|videobellen|facetimen|skypen))\\b");

  /**
   * A clause of its own saying the user has an appointment, its day said in another clause of the
   * sentence ("Kemi's taking the kids to swimming on Tuesday, I've got the dentist").
   */
  private static final Pattern HAVE_THE =
      p(
          "[,;]\\s*(?:i['’]ve got|i have got|i have|ik heb|en ik heb)\\s+(?:the|my|a|an|de|het|mijn|een)\\s+"
              + "((?:[\\p{L}'’-]+\\s+){0,2}?[\\p{L}'’-]+)\\s*(?:[.!]+)?\\s*$");

  /**
   * The user's flight said by its verb with the day right after it, also in a task's clause ("We
   * fly Saturday, so ...", "before we fly on the 4th"): the journey's other verbs need a place.
   */
  private static final Pattern WE_FLY =
      p(
          "\\b(?:we|i)\\s+(?:fly|(?:are|am|['’]re|['’]m) flying)(?:\\s+(out|back|home|to (?-i:\\p{Lu})\\p{L}+))?"
              + "\\s+(?=(?:on\\s+)?\\S)");

  /** The occasions said by these constructions, each with the sentence's day. */
  static List<EventCandidate> find(String sentence, Lang lang, List<Dates.Span> spans) {
    List<EventCandidate> out = new ArrayList<>();
    if (spans.isEmpty()) {
      return out;
    }
    birthday(sentence, lang, spans).ifPresent(out::add);
    worksDone(sentence, spans).ifPresent(out::add);
    escort(sentence, spans).ifPresent(out::add);
    jobDay(sentence, spans).ifPresent(out::add);
    headline(sentence, spans).ifPresent(out::add);
    call(sentence, lang, spans).ifPresent(out::add);
    flight(sentence, spans).ifPresent(out::add);
    if (out.isEmpty() && spans.size() == 1) {
      ownAppointment(sentence, spans.get(0)).ifPresent(out::add);
    }
    return out;
  }

  /** The first day not said as a deadline ("by Tuesday") and not the age itself ("the 75th"). */
  private static Optional<LocalDate> dayOutside(
      String sentence, List<Dates.Span> spans, Matcher m) {
    for (Dates.Span s : spans) {
      boolean inside = s.start() < m.end(2) && s.end() > m.start(2); // "Mum's 75th", no day
      String before = sentence.substring(Math.max(0, s.start() - 24), s.start());
      if (!inside && !Cues.find(OccasionPatterns.DEADLINE_DAY, before)) {
        return Optional.of(s.date());
      }
    }
    return Optional.empty();
  }

  private static Optional<LocalDate> anyDay(String sentence, List<Dates.Span> spans) {
    for (Dates.Span s : spans) {
      String before = sentence.substring(Math.max(0, s.start() - 24), s.start());
      if (!Cues.find(OccasionPatterns.DEADLINE_DAY, before)) {
        return Optional.of(s.date());
      }
    }
    return Optional.empty();
  }

  private static Optional<EventCandidate> birthday(
      String sentence, Lang lang, List<Dates.Span> spans) {
    Matcher m = AsciiCase.matcher((lang == Lang.NL ? AGE_WORDT : AGE_POSSESSIVE), sentence);
    boolean found = m.find();
    if (!found && lang != Lang.NL) {
      m = AsciiCase.matcher(AGE_TURNS, sentence);
      found = m.find();
    }
    if (!found || AsciiCase.matcher(NO_NAME, m.group(1)).matches()) {
      return Optional.empty();
    }
    int age = Integer.parseInt(m.group(2));
    if (age < 1 || age > 120) {
      return Optional.empty();
    }
    String who = m.group(1);
    if (Rx.matches(who, "(?i)^(?:my|our|mijn|onze|ons|m'n) .*")) {
      who = who.substring(0, 1).toLowerCase(Locale.ROOT) + who.substring(1); // "Onze dochter"
    }
    String label;
    if (lang == Lang.NL) {
      label = age + (age == 1 || age == 8 || age >= 20 ? "ste" : "de") + " verjaardag van " + who;
    } else {
      String what = m.groupCount() >= 3 && m.group(3) != null ? m.group(3) : "birthday";
      label = who + "'s " + age + ordinal(age) + " " + what;
    }
    final String said = label;
    return dayOutside(sentence, spans, m).map(d -> new EventCandidate(said, d, sentence));
  }

  private static String ordinal(int n) {
    if (n % 100 >= 11 && n % 100 <= 13) {
      return "th";
    }
    return switch (n % 10) {
      case 1 -> "st";
      case 2 -> "nd";
      case 3 -> "rd";
      default -> "th";
    };
  }

  private static Optional<EventCandidate> worksDone(String sentence, List<Dates.Span> spans) {
    Matcher m = AsciiCase.matcher(HAVING_DONE, sentence);
    if (!m.find()) {
      m = AsciiCase.matcher(LATEN_DOEN, sentence);
      if (!m.find()) {
        return Optional.empty();
      }
    }
    int done = m.start(2);
    if (sentence.strip().endsWith("?")
        || spans.stream().anyMatch(d -> d.start() <= done && d.end() > done)) {
      return Optional.empty(); // "Tot hoe laat is de milieustraat morgen open?"
    }
    String thing = m.group(1) + " " + m.group(2);
    String label = RuleBasedExtractor.withoutDates(thing, spansIn(thing, spans)).strip();
    if (label.isEmpty() || Cues.find(NEGATED, sentence)) {
      return Optional.empty();
    }
    String said = Text.clean(Rx.replaceAll(label, "\\s+", " "));
    return anyDay(sentence, spans).map(d -> new EventCandidate(said, d, sentence));
  }

  /** The days whose words appear in a phrase taken from the sentence. */
  private static List<Dates.Span> spansIn(String phrase, List<Dates.Span> spans) {
    List<Dates.Span> out = new ArrayList<>();
    for (Dates.Span s : spans) {
      int at = phrase.indexOf(s.text());
      if (at >= 0) {
        out.add(new Dates.Span(at, at + s.text().length(), s.text(), s.date(), s.cue()));
      }
    }
    return out;
  }

  private static Optional<EventCandidate> escort(String sentence, List<Dates.Span> spans) {
    Matcher en = AsciiCase.matcher(ESCORT_EN, sentence);
    Matcher nl = AsciiCase.matcher(ESCORT_NL, sentence);
    String place;
    if (en.find()) {
      if (Cues.find(NEGATED, sentence.substring(0, en.start()))) {
        return Optional.empty();
      }
      place = en.group(1);
    } else if (nl.find() && nl.group(1) == null) {
      place = nl.group(2);
    } else {
      return Optional.empty();
    }
    String label;
    Matcher pro = AsciiCase.matcher(OccasionPatterns.PROFESSIONAL, place);
    if (endsInOccasion(place)) {
      label = place;
    } else if (pro.find() && pro.end() == place.length()) {
      label = place;
    } else {
      return Optional.empty();
    }
    return anyDay(sentence, spans).map(d -> new EventCandidate(label, d, sentence));
  }

  private static boolean endsInOccasion(String phrase) {
    Matcher m = AsciiCase.matcher(OccasionPatterns.EVENT, phrase);
    while (m.find()) {
      if (m.end() == phrase.length()) {
        return true;
      }
    }
    return false;
  }

  private static Optional<EventCandidate> jobDay(String sentence, List<Dates.Span> spans) {
    Matcher leaving = AsciiCase.matcher(LEAVING, sentence);
    if (leaving.find() && employer(leaving.group(1))) {
      String label = "last day at " + leaving.group(1);
      return anyDay(sentence, spans).map(d -> new EventCandidate(label, d, sentence));
    }
    Matcher starting = AsciiCase.matcher(STARTING, sentence);
    if (starting.find()) {
      String org = starting.group(1) != null ? starting.group(1) : starting.group(2);
      // "the first day of my new job at Monzo" when the sentence says it is a new job
      String first = Cues.find(NEW_JOB, sentence) ? "first day of new job at " : "first day at ";
      return anyDay(sentence, spans).map(d -> new EventCandidate(first + org, d, sentence));
    }
    Matcher last = AsciiCase.matcher(LAST_DAY_NL, sentence);
    if (last.find()) {
      String label = Text.clean(Rx.replaceAll(last.group(), "^\\S+\\s+|[.!,]+$", ""));
      return anyDay(sentence, spans).map(d -> new EventCandidate(label, d, sentence));
    }
    Matcher begin = AsciiCase.matcher(BEGIN_NL, sentence);
    if (begin.find()) {
      String label = "eerste werkdag bij " + begin.group(1);
      return anyDay(sentence, spans).map(d -> new EventCandidate(label, d, sentence));
    }
    return Optional.empty();
  }

  /** An employer: any name but a known place ("Leaving Lisbon on the 3rd" is a journey). */
  private static boolean employer(String name) {
    return !PlaceWords.PLACES.contains(name.toLowerCase(Locale.ROOT));
  }

  /**
   * A noun phrase at the head of a sentence, its day right after it and then a break ("Band
   * practice Thursday - I said I'd bring the PA"): the diary line of an occasion.
   */
  private static Optional<EventCandidate> headline(String sentence, List<Dates.Span> spans) {
    Dates.Span first = spans.get(0);
    String before = sentence.substring(0, first.start());
    String after = sentence.substring(first.end());
    if (!Rx.matches(after, "(?s)^\\s*[-–—:,;].*")
        || !Cues.find(FIRST_PERSON, after)
        || Cues.find(LOOSE_END, before)
        || !Rx.matches(before, "^\\W*(?-i:\\p{Lu})[\\p{L}'’-]*(?:\\s+[\\p{L}'’-]+){1,4}\\s+$")
        || Cues.find(NO_HEADLINE, before)
        || Cues.find(OccasionPatterns.NOT_AN_OCCASION, before)) {
      return Optional.empty();
    }
    String label = Text.clean(before.strip());
    return Optional.of(new EventCandidate(label, first.date(), sentence));
  }

  private static Optional<EventCandidate> ownAppointment(String sentence, Dates.Span day) {
    Matcher m = AsciiCase.matcher(HAVE_THE, sentence);
    if (!m.find() || m.start() < day.end()) {
      return Optional.empty();
    }
    String what = m.group(1);
    Matcher pro = AsciiCase.matcher(OccasionPatterns.PROFESSIONAL, what);
    boolean professional = pro.find() && pro.end() == what.length();
    return professional || endsInOccasion(what)
        ? Optional.of(new EventCandidate(what, day.date(), sentence))
        : Optional.empty();
  }

  private static Optional<EventCandidate> flight(String sentence, List<Dates.Span> spans) {
    Matcher m = AsciiCase.matcher(WE_FLY, sentence);
    while (m.find()) {
      int at = m.end();
      for (Dates.Span day : spans) {
        if (day.start() >= at
            && Rx.matches(sentence.substring(at, day.start()), "(?i)(?:on\\s+)?")) {
          String where = m.group(1) == null ? "" : " " + m.group(1);
          return Optional.of(new EventCandidate("flight" + where, day.date(), sentence));
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<EventCandidate> call(String sentence, Lang lang, List<Dates.Span> spans) {
    Matcher m = AsciiCase.matcher(CALL, sentence);
    if (!m.find()) {
      return Optional.empty();
    }
    String label = (lang == Lang.NL ? "belafspraak met " : "call with ") + m.group(1);
    return anyDay(sentence, spans).map(d -> new EventCandidate(label, d, sentence));
  }
}
