package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.Extraction.Mention;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Someone coming to the user on a day is an occasion, the visit (stop 35, issue 13 item 4): a
 * tradesperson ("The plumber's coming Friday between 8 and 12", "Got the electrician booked, he's
 * coming on 2 October", "dan komt de schilder"), family ("before Grandma arrives on Saturday",
 * "voordat oma zaterdag komt", "Tegen zaterdag ..., dan komt mijn zus") or named people ("My
 * brother Callum and his wife Priti are flying in on 20 December"). Said in a task's own sentence
 * too: the task stays, the visit is its occasion. The label is the visit ("plumber's visit",
 * "bezoek van mijn zus"), not the clause ("He coming round").
 *
 * <p>Only people who visit count: a trade, a relative, a guest, or a name the sentence already
 * mentions as a person; "the planning comes on Friday" and "Christmas is coming" are no visit. A
 * pronoun stands for a trade named before it in the same sentence. A question about the visit, a
 * negated or habitual one ("Mum comes every Sunday") and a tentative one are none.
 */
final class VisitorEvents {
  private VisitorEvents() {}

  private static final String ROLE_EN =
      "(?:plumber|electrician|landlord|landlady|painter|decorator|builders?|cleaner|gardener"
          + "|engineer|technician|mechanic|fitter|installer|inspector|surveyor|locksmith|handyman"
          + "|carpenter|joiner|roofer|glazier|movers|removal men|boiler man|gas man|nanny"
          + "|babysitter|childminder|estate agent|piano tuner|window cleaner|chimney sweep"
          + "|health visitor|midwife|tiler|plasterer|exterminator|valuer|assessor)";

  private static final String KIN_EN =
      "(?:mum|mom|mam|dad|mother|father|parents|grandma|granny|gran|nan|nana|nanna|grandpa"
          + "|grandad|granddad|grandparents|grandchildren|grandkids|grandson|granddaughter"
          + "|sister|brother|aunt|auntie|aunty|uncle|cousins?|niece|nephew|in-laws"
          + "|mother-in-law|father-in-law|son|daughter|friends|guests|relatives|family)";

  private static final String ROLE_NL =
      "(?:loodgieter|elektricien|monteur|schilder|stukadoor|aannemer|schoonmaakster|schoonmaker"
          + "|tuinman|hovenier|huisbaas|verhuurder|verhuizers|installateur|glazenwasser"
          + "|timmerman|dakdekker|klusjesman|oppas|keurmeester|taxateur|makelaar|kraamhulp"
          + "|verloskundige|tegelzetter|ongediertebestrijder|cv-monteur)";

  private static final String KIN_NL =
      "(?:oma|opa|mama|papa|mam|pap|moeder|vader|ouders|schoonouders|schoonmoeder|schoonvader"
          + "|grootouders|zus|zusje|broer|broertje|tante|oom|neef|nicht|kleinkinderen|kleinkids"
          + "|kleinzoon|kleindochter|zoon|dochter|vrienden|gasten|familie)";

  private static final String DET_EN = "(?:the |my |our |his |her |their )?";
  private static final String DET_NL = "(?:de |het |mijn |m'n |onze |ons |jullie )?";

  /** Two names joined by "and", a relation between them allowed ("Callum and his wife Priti"). */
  private static final String NAMES =
      "(?-i:\\p{Lu}\\p{Ll}+)(?:\\s+(?:and|en)\\s+(?:(?:his|her|their|zijn|haar)\\s+\\p{Ll}+\\s+)?"
          + "(?-i:\\p{Lu}\\p{Ll}+))?";

  private static final String COMING_EN =
      "(?:['’]s|['’]re|['’]ll| is| are| will| should| shall)?\\s+(?:be\\s+)?(?:coming|come|comes"
          + "|arriving|arrive|arrives|flying in|fly in|flies in|popping (?:round|over|in|by)"
          + "|dropping (?:by|in|round)|visiting|staying)\\b";

  private static final Pattern VISIT_EN =
      Rules.p(
          "\\b(?<det>"
              + DET_EN
              + ")(?<who>"
              + ROLE_EN
              + "|"
              + KIN_EN
              + "|"
              + NAMES
              + "|he|she|they)"
              + COMING_EN);

  /** "De loodgieter komt dinsdag", "voordat oma zaterdag komt": the visitor before the verb. */
  private static final Pattern VISIT_NL_BEFORE =
      Rules.p(
          "(?:^|[\\s,;:(])(?<det>"
              + DET_NL
              + ")(?<who>"
              + ROLE_NL
              + "|"
              + KIN_NL
              + "|"
              + NAMES
              + "|hij|zij|ze)\\s+(?:[\\p{L}\\p{N}.:]+\\s+){0,4}?(?:komt|komen|arriveert|arriveren"
              + "|landt|landen)\\b");

  /** "dan komt mijn zus", "Zaterdag komen mijn ouders logeren": the verb before the visitor. */
  private static final Pattern VISIT_NL_AFTER =
      Rules.p(
          "\\b(?:komt|komen|arriveert|arriveren|landt|landen)\\s+(?:(?:er|dan|ook|eindelijk|weer"
              + "|nog)\\s+)?(?<det>"
              + DET_NL
              + ")(?<who>"
              + ROLE_NL
              + "|"
              + KIN_NL
              + "|"
              + NAMES
              + ")\\b");

  /** A visitor who comes to do a chore for the user is read by the task rules. */
  private static final Pattern ERRAND =
      Rules.p("\\b(?:brengen|halen|ophalen|regelen|sturen|helpen|pick (?:up|you|me)|help)\\b");

  /** A visit that is asked about, denied, habitual or only considered is none. */
  private static final Pattern NO_VISIT =
      Rules.p(
          "^\\W*(?:is|are|will|when|wanneer|komt|komen|does|do)\\b|\\b(?:not|n't|never|niet|nooit"
              + "|every|elke|iedere|always|altijd|usually|meestal|maybe|misschien|might|perhaps"
              + "|if|als het|wellicht|instead|in plaats van|terug|back|pas|says|said|zegt|zei"
              + "|vertelde|told)\\b");

  /**
   * A visit for a named occasion ("are coming over for dinner", "komen langs voor de bezichtiging")
   * is read as that occasion by {@link EventRules}.
   */
  private static final Pattern FOR_OCCASION =
      Rules.p("^[^,;]*?\\b(?:for|voor)\\s+(?:a |an |the |some |de |het |een )?\\p{L}{3,}");

  private static final Pattern PRONOUN = Rules.p("^(?:he|she|they|hij|zij|ze)$");

  private static final Pattern PRONOUN_LED = Rules.p("^(?:he|she|they|hij|zij|ze)\\b");

  private static final Pattern TRADE_EN = Rules.p("\\b(?:the |our |my )(" + ROLE_EN + ")\\b");

  private static final Pattern TRADE_NL = Rules.p("\\b(?:de |onze |mijn )(" + ROLE_NL + ")\\b");

  /** The label of an event that only restates the arrival: "He coming round", "hij komt". */
  private static final Pattern ARRIVAL_LABEL =
      Rules.p("\\b(?:com(?:e|es|ing)|arriv\\p{L}*|komt|komen|arriveert|fly(?:ing)? in)\\b");

  /**
   * The sentence's occasions with its visit added when none was read for the visit's day; an
   * occasion that only restated a pronoun's arrival ("He coming round") gives way to it.
   */
  static List<EventCandidate> merge(
      List<EventCandidate> found,
      String sentence,
      Lang lang,
      List<Dates.Span> spans,
      LocalDate day,
      List<Mention> mentions) {
    Optional<EventCandidate> visit = find(sentence, lang, spans, day, mentions);
    if (visit.isEmpty()) {
      return found;
    }
    // an occasion already read for the day keeps its label ("Rachel and Dev coming over for
    // dinner" is the dinner); only a bare pronoun's arrival ("he coming round") gives way
    List<EventCandidate> out = new ArrayList<>(found);
    out.removeIf(
        e ->
            e.date().equals(visit.get().date())
                && Cues.find(ARRIVAL_LABEL, e.label())
                && Cues.find(PRONOUN_LED, e.label()));
    if (out.stream().noneMatch(e -> e.date().equals(visit.get().date()))) {
      out.add(visit.get());
    }
    return out;
  }

  static Optional<EventCandidate> find(
      String sentence, Lang lang, List<Dates.Span> spans, LocalDate day, List<Mention> mentions) {
    if (spans.isEmpty()) {
      return Optional.empty();
    }
    Matcher m = null;
    for (Pattern p :
        lang == Lang.NL ? List.of(VISIT_NL_AFTER, VISIT_NL_BEFORE) : List.of(VISIT_EN)) {
      Matcher x = AsciiCase.matcher(p, sentence);
      if (Cues.mayMatch(p, sentence) && x.find()) {
        m = x;
        break;
      }
    }
    if (m == null) {
      return Optional.empty();
    }
    String clause = clauseOf(sentence, m.start(), m.end());
    if (Cues.find(NO_VISIT, clause)
        || Cues.find(ERRAND, clause)
        || Cues.find(FOR_OCCASION, sentence.substring(m.end()))) {
      return Optional.empty();
    }
    String who = m.group("who");
    String det = m.group("det");
    if (Cues.find(PRONOUN, who)) {
      Matcher trade = AsciiCase.matcher((lang == Lang.NL ? TRADE_NL : TRADE_EN), sentence);
      String found = null;
      while (trade.find() && trade.end() <= m.start()) {
        found = trade.group(1);
      }
      if (found == null) {
        return Optional.empty(); // "hij komt dinsdag" with no trade before it: left as it is
      }
      who = found;
      det = lang == Lang.NL ? "de " : "";
    } else if (Character.isUpperCase(who.charAt(0)) && !kin(who, lang)) {
      if (!named(who, mentions)) {
        return Optional.empty(); // "Christmas is coming", "Amazon comes": no person
      }
    }
    Dates.Span when = nearest(spans, m.start());
    if (when.date().isBefore(day)) {
      return Optional.empty();
    }
    return Optional.of(new EventCandidate(label(who, det, lang), when.date(), sentence));
  }

  private static boolean kin(String who, Lang lang) {
    return Rx.matches(who.toLowerCase(Locale.ROOT), lang == Lang.NL ? KIN_NL : KIN_EN);
  }

  /** Every name of "Callum and Priti" is a person the sentence mentions. */
  private static boolean named(String who, List<Mention> mentions) {
    for (String name :
        Rx.split(who, "\\s+(?:and|en)\\s+(?:(?:his|her|their|zijn|haar)\\s+\\S+\\s+)?")) {
      if (mentions.stream()
          .noneMatch(
              x -> Names.PERSON.equals(x.nodeType()) && x.name().split("\\s+")[0].equals(name))) {
        return false;
      }
    }
    return true;
  }

  private static String label(String who, String det, Lang lang) {
    String names = Rx.replaceAll(who, "\\s+(?:his|her|their|zijn|haar)\\s+\\S+\\s+", " ");
    if (lang == Lang.NL) {
      String d = det.toLowerCase(Locale.ROOT).strip();
      return "bezoek van " + (d.isEmpty() ? "" : d + " ") + names;
    }
    boolean mine = det.toLowerCase(Locale.ROOT).startsWith("my");
    String head = (mine ? "my " : "") + names;
    return head + (head.endsWith("s") ? "' visit" : "'s visit");
  }

  /** The day nearest the visit's verb: the one in its clause, else the closest before it. */
  private static Dates.Span nearest(List<Dates.Span> spans, int at) {
    Dates.Span best = spans.get(0);
    int distance = Integer.MAX_VALUE;
    for (Dates.Span s : spans) {
      int d = Math.abs(s.start() - at);
      if (d < distance) {
        distance = d;
        best = s;
      }
    }
    return best;
  }

  private static String clauseOf(String sentence, int start, int end) {
    int from = 0;
    int to = sentence.length();
    Matcher edge = AsciiCase.matcher(OccasionPatterns.CLAUSE_EDGE, sentence);
    while (edge.find()) {
      if (edge.end() <= start) {
        from = edge.end();
      } else if (edge.start() >= end) {
        to = edge.start();
        break;
      }
    }
    return sentence.substring(from, to);
  }
}
