package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Rules.p;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What another person or body does on a day is an occasion (stop 40): an inspection, an opening, a
 * delivery, a visit, an interview, work on a road or a house ("The inspectors are inspecting the
 * depot on Tuesday", "Councillor Patel is opening the new library on the 2nd", "Gamma bezorgt de
 * planken donderdag", "Schepen Peeters opent zaterdag het nieuwe zwembad") or an occasion someone
 * holds, gives or hosts ("Dr Evans is giving a talk at the museum on Friday", "Wethouder Smit houdt
 * maandag spreekuur"). The label is the happening made a noun: "opening of the new library",
 * "bezorging van de planken", "visit from Marta"; an occasion held or given is its own label. The
 * user as subject, a question, a negation or a tentative plan give none.
 */
final class OthersOccasions {
  private OthersOccasions() {}

  /** The happening each verb names, in English; {@code null}: the object is the occasion. */
  private static final Map<String, String> NOUN_EN =
      Map.ofEntries(
          Map.entry("inspecting", "inspection"),
          Map.entry("opening", "opening"),
          Map.entry("delivering", "delivery"),
          Map.entry("resurfacing", "resurfacing"),
          Map.entry("replacing", "replacement"),
          Map.entry("visiting", "visit"),
          Map.entry("interviewing", "interview"),
          Map.entry("examining", "examination"),
          Map.entry("marrying", "wedding"));

  private static final Map<String, String> NOUN_NL =
      Map.ofEntries(
          Map.entry("inspecteert", "inspectie"),
          Map.entry("inspecteren", "inspectie"),
          Map.entry("opent", "opening"),
          Map.entry("openen", "opening"),
          Map.entry("bezorgt", "bezorging"),
          Map.entry("bezorgen", "bezorging"),
          Map.entry("levert", "levering"),
          Map.entry("leveren", "levering"),
          Map.entry("vervangt", "vervanging"),
          Map.entry("vervangen", "vervanging"),
          Map.entry("bezoekt", "bezoek"),
          Map.entry("bezoeken", "bezoek"));

  /** "X is/are VERB-ing": the happening's verb or one that holds an occasion. */
  private static final Pattern VERB_EN =
      p(
          "^(.{2,80}?)\\s+(?:is|are|['’]s|['’]re|will be)\\s+(inspecting|opening|delivering|resurfacing"
              + "|replacing|visiting|interviewing|examining|marrying|hosting|co-hosting|holding|giving"
              + "|running|leading|organi[sz]ing|doing)\\b");

  /** "X VERBT (dag) object": the verb second after its subject. */
  private static final Pattern VERB_NL =
      p(
          "^(.{2,80}?)\\s+(inspecteert|inspecteren|opent|openen|bezorgt|bezorgen|levert|leveren"
              + "|vervangt|vervangen|bezoekt|bezoeken|houdt|houden|geeft|geven|organiseert|organiseren)\\b");

  /** Subjects that are the user or nobody in particular. */
  private static final Pattern NOT_OTHERS =
      p(
          "\\b(?:i|we|ik|wij|jij|je|you|u|it|het|this|that|dit|dat|there|er|someone|iemand|who|wie"
              + "|what|wat|where|waar|when|wanneer)\\b|\\bme\\b|\\?");

  private static final Pattern NOT_SO =
      p("\\b(?:not|n't|never|niet|nooit|geen|might|maybe|perhaps|misschien|wellicht|if|als)\\b");

  /** Where the object ends: a clause edge, a time window, a place said with "at the". */
  private static final Pattern OBJECT_END =
      p(
          "\\s*(?:[,;:.!?(]|\\s(?:and|but|so|because|en|maar|dus|want|omdat|between|tussen|from|van \\d"
              + "|at \\d|om \\d|for)\\s).*$");

  private static final Pattern LEADING_WORDS = p("^(?:(?:on|op|the|a|an|de|het|een)\\s+)+");

  static Optional<EventCandidate> find(String sentence, Lang lang, List<Dates.Span> spans) {
    if (spans.isEmpty() || sentence.strip().endsWith("?")) {
      return Optional.empty();
    }
    Matcher m = AsciiCase.matcher((lang == Lang.NL ? VERB_NL : VERB_EN), sentence.strip());
    if (!m.find()
        || Cues.find(NOT_OTHERS, m.group(1))
        || Cues.find(NOT_SO, ownClause(sentence.strip(), m.end()))
        || Rx.split(m.group(1), "\\s+").length > 9) {
      return Optional.empty();
    }
    Dates.Span day = spans.get(0);
    if (Cues.find(
        OccasionPatterns.DEADLINE_DAY,
        sentence.substring(Math.max(0, day.start() - 24), day.start()))) {
      return Optional.empty(); // "Sanne levert de teksten tegen woensdag aan": a deadline
    }
    String verb = m.group(2).toLowerCase(Locale.ROOT);
    String rest = sentence.strip().substring(m.end());
    rest = RuleBasedExtractor.withoutDates(rest, Dates.find(rest, day.date(), lang));
    String object =
        Text.clean(
                Cues.replaceAll(LEADING_WORDS, Cues.replaceAll(OBJECT_END, rest.strip(), ""), ""))
            .strip();
    object = Rx.replaceAll(object, "(?i)(?:^|\\s+)(?:on|op|at|in|om)$", "").strip();
    String who = Rx.replaceAll(m.group(1).strip(), "^\\W+", "");
    String label = label(verb, lang, object, who);
    if (label == null) {
      return Optional.empty();
    }
    return Optional.of(new EventCandidate(label, day.date(), sentence));
  }

  /**
   * The sentence up to a consequence or a reason said after the happening (stop 44): "De gemeente
   * vervangt donderdag de lantaarnpalen, dus geen parkeerplek" is not negated by its "geen".
   */
  private static final Pattern AFTERWARDS =
      p("\\s*,\\s*(?:so|dus|which means|wat betekent|because|want|omdat)\\s");

  private static String ownClause(String sentence, int from) {
    Matcher m = AsciiCase.matcher(AFTERWARDS, sentence);
    return m.find(from) ? sentence.substring(0, m.start()) : sentence;
  }

  private static String label(String verb, Lang lang, String object, String who) {
    boolean toUser = Rx.matches(object, "(?i)^(?:me|us|mij|ons)\\b.*");
    if (verb.equals("visiting") || verb.startsWith("bezoek")) {
      if (object.isEmpty() || toUser) {
        return (lang == Lang.NL ? "bezoek van " : "visit from ") + who;
      }
    }
    if (verb.equals("interviewing") && toUser) {
      return "interview with " + who;
    }
    if (verb.equals("marrying") && toUser) {
      return "wedding";
    }
    if (object.isEmpty() || toUser || Rx.split(object, "\\s+").length > 7) {
      return null;
    }
    String noun = (lang == Lang.NL ? NOUN_NL : NOUN_EN).get(verb);
    if (noun == null) {
      // "holding a surgery", "houdt spreekuur": only an occasion held is one
      return OccasionPatterns.eventHead(object) != null ? object : null;
    }
    return noun + (lang == Lang.NL ? " van " : " of ") + object;
  }
}
