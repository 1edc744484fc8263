package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Rules.p;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An occurrence said to be on a day by the sentence's shape, not by its noun (stop 42): a definite
 * thing and a day joined by "is" ("the move is on the 25th of April", "Genoteerd: de vochtmeting is
 * vrijdag", "Zaterdag is de clubloop, ik sta bij de drankpost"), or a thing that is being delivered
 * or fitted on a day ("De nieuwe wasmachine wordt donderdag tussen 8 en 12 bezorgd", "the sofa is
 * being delivered on Friday"). What is said to be on a day is what happens on it; no list of
 * occasion nouns is asked. A deadline, a birthday (a fact), the day itself ("the last day is
 * Friday"), a question and a negation give none.
 */
final class DayCopulas {
  private DayCopulas() {}

  private static final String NOUN_PHRASE = "((?:[\\p{L}'’-]+\\s+){0,3}?[\\p{L}-]+)";

  /** "the X is (on) DAY": the text right before the day. */
  private static final Pattern THING_IS =
      p(
          "(?:^|[,;:.!]\\s*|\\b(?:and|but|so|en|maar|dus|want)\\s+)"
              + "((?:the|our|my|his|her|their|de|het|ons|onze|mijn|zijn|haar|hun|[\\p{L}]+['’]s)\\s+)"
              + NOUN_PHRASE
              + "(?:\\s+is|(?<!\\b(?:de|het)\\s[^,;:.!]{0,40})['’]s|\\s+are|\\s+zijn)\\s+(?:(?:on|op|this|next|aanstaande"
              + "|komende)\\s+)?$");

  /**
   * "DAY is the X": the text right after a day that opens its clause; "Wednesday's my late shift"
   * says what the day is for the user, a routine, not what happens on it.
   */
  private static final Pattern IS_THING =
      p(
          "^\\s*(?:is|zijn|['’]s)\\s+((?:the|de|het)\\s+)"
              + NOUN_PHRASE
              + "(?=\\s*(?:$|[,;:.!]|\\s(?:and|but|so|en|maar|dus|want|at|om|in|bij|from|van)\\s))");

  /** Before a day that opens its clause. */
  private static final Pattern CLAUSE_OPEN = p("(?:^|[,;:.!]\\s*)(?:on\\s+|op\\s+)?$");

  /** After "X is DAY": the clause ends, or a time or place follows. */
  private static final Pattern CLAUSE_END =
      p(
          "^\\s*(?:$|[,;:.!]|(?:and|but|so|en|maar|dus|want|at|om|from|van|tussen|between|in|bij)\\b)");

  /** "the X is being delivered on DAY", "de X wordt DAY bezorgd". */
  private static final Pattern DELIVERED =
      p(
          "\\b(?:the|my|our|his|her|their|de|het|mijn|onze|ons|zijn|haar|hun)\\s+"
              + NOUN_PHRASE
              + "\\s+(?:is being|are being|is getting|are getting|gets|get|will be|is going to be"
              + "|wordt|worden)\\s+(?:[^,.;:!?]{0,40}?\\s)?(delivered|fitted|installed|bezorgd"
              + "|geleverd|geplaatst|geïnstalleerd|gemonteerd)\\b");

  /**
   * Someone having a thing fitted on a day (stop 44): "My neighbour's getting solar panels fitted
   * Thursday", "we're having the new windows put in on the 3rd". The thing is the object.
   */
  private static final Pattern GETTING_FITTED =
      p(
          "\\b(?:getting|gets|having)\\s+(?:(?:a|an|the|some|new|their|his|her|our|my)\\s+)*"
              + "((?:[\\p{L}'’-]+\\s+){0,3}[\\p{L}-]+)\\s+(delivered|fitted|installed|put in|replaced)\\b");

  /** What a day is no occasion for: a cutoff, a fact, the day itself, a plan. */
  private static final Pattern NOT_A_HAPPENING =
      p(
          "^(?:.*\\s)?(?:deadline|due date|cut-?off|closing date|sluitingsdatum|date|datum|day|dag"
              + "|birthday|verjaardag|anniversary|trouwdag|weather|forecast|weer|rent|huur|payment"
              + "|betaling|bill|rekening|plan|planning|idea|idee|weekend|week|today|tomorrow"
              + "|vandaag|morgen|one|ene|same|zelfde|best|beste|problem|probleem|thing|ding"
              + "|reason|reden|answer|antwoord|limit|grens|open|closed|shut|dicht|gesloten|busy|druk"
              + "|free|vrij|off|full|vol|klaar|ready|done|af)$");

  /** A cutoff named anywhere in the thing ("the supplier's cutoff for orders is 12 March"). */
  private static final Pattern CUTOFF =
      p("\\b(?:deadline|cut-?off|due|closing|sluitingsdatum|uiterste|last|laatste|final date)\\b");

  private static final Pattern NEGATED =
      p("\\b(?:not|n't|never|no longer|niet|nooit|geen|niet meer|if|whether)\\b");

  static List<EventCandidate> find(String sentence, Lang lang, List<Dates.Span> spans) {
    List<EventCandidate> out = new ArrayList<>();
    skipped(sentence, lang, spans).ifPresent(out::add);
    if (!out.isEmpty()) {
      return out;
    }
    if (spans.isEmpty()
        || sentence.strip().endsWith("?")
        || Cues.find(OccasionPatterns.NOT_AN_OCCASION, sentence)
        || Cues.find(OccasionPatterns.WINDOW, sentence)) {
      return out;
    }
    for (Dates.Span day : spans) {
      String before = sentence.substring(0, day.start());
      String after = sentence.substring(day.end());
      String label = null;
      Matcher m = THING_IS.matcher(before);
      if (m.find() && CLAUSE_END.matcher(after).lookingAt()) {
        label = label(m.group(1), m.group(2));
      } else if (CLAUSE_OPEN.matcher(before).find()) {
        Matcher t = IS_THING.matcher(after);
        if (t.lookingAt()) {
          label = label(t.group(1), t.group(2));
        }
      }
      if (label != null && !Cues.find(NEGATED, clause(sentence, day))) {
        out.add(new EventCandidate(label, day.date(), sentence));
      }
    }
    if (out.isEmpty()) {
      delivered(sentence, lang, spans).ifPresent(out::add);
    }
    return out;
  }

  /**
   * "Skipping the governors' away day on Friday", "De heidag van de MR op vrijdag sla ik over", "Ik
   * ga donderdag niet naar die inspraakavond": what the user skips on a day still happens (the
   * README's v2 decision), whatever its noun. "niet naar" needs the demonstrative that points at
   * one occurrence ("die inspraakavond"): "niet naar de kerk" is a routine, "breng oma niet naar de
   * kapper" an escort not made.
   */
  private static final Pattern SKIPPED =
      p(
          "(?:\\b(?:skip|skipping)\\s+(?:the|that|this)|\\b(?:niet|nooit) naar\\s+(?:die|dat)"
              // stop 44: "I'm not going to Mila's roller derby bout Saturday", "not going to that
              // gala"
              + "|(?:\\bnot|n['’]t|\\bnever)\\s+(?:going|go|coming)\\s+to(?:\\s+(?:that|this)"
              + "|(?=\\s+(?-i:\\p{Lu})\\p{L}+['’]s\\s)))"
              + "\\s+([^,;:.!?]{2,60}?)(?=\\s+(?:on|op)\\s|\\s*[,;:.!]|\\s*$)");

  /** The thing fronted before "sla ik over": "De heidag van de MR op vrijdag sla ik over". */
  private static final Pattern FRONTED_SKIP =
      p(
          "(?:^|[,;:.!]\\s*)(?:de|het|die|dat)\\s+([^,;:.!?]{2,60}?)"
              + "(?=(?:\\s+op\\s+[^,;:.!?]{2,30})?\\s+sla\\s+(?:ik|we)(?:\\s+\\S+){0,2}\\s+over\\b)");

  private static final Pattern SKIP_VERB =
      p(
          "\\b(?:skip|skipping|niet naar|nooit naar|sla (?:ik|we)(?: \\S+){0,2} over)\\b"
              + "|(?:\\bnot|n['’]t|\\bnever)\\s+(?:going|go|coming)\\s+to\\b");

  static java.util.Optional<EventCandidate> skipped(
      String sentence, Lang lang, List<Dates.Span> spans) {
    if (spans.isEmpty() || sentence.strip().endsWith("?") || !Cues.find(SKIP_VERB, sentence)) {
      return java.util.Optional.empty();
    }
    List<String> things = new ArrayList<>();
    for (Pattern shape : List.of(SKIPPED, FRONTED_SKIP)) {
      Matcher m = shape.matcher(sentence);
      while (m.find()) {
        things.add(m.group(1));
      }
    }
    for (String said : things) {
      String thing = withoutDays(said, spans);
      thing = Rx.replaceAll(thing, "(?i)\\s+(?:on|op)$", "").strip();
      String lower = thing.toLowerCase(Locale.ROOT);
      if (thing.isEmpty()
          || Rx.split(thing, "\\s+").length > 6
          || !thing.contains(" ") && Cues.find(NOT_A_HAPPENING, lower)
          || Rx.matches(thing, "^\\S+['’]s$") // "not going to Sarah's": a house, no occasion
          || Cues.find(CUTOFF, lower)
          || Cues.find(EventRules.ROUTINE_PLACE, lower)
          || Cues.find(OccasionPatterns.NOT_AN_OCCASION, lower)
          || Rx.matches(lower, ".*\\b(?:i|ik|we|wij|you|je|jij|it|het)\\b.*")) {
        continue;
      }
      Dates.Span day =
          spans.stream()
              .filter(
                  s -> !Cues.find(OccasionPatterns.DEADLINE_DAY, sentence.substring(0, s.start())))
              .findFirst()
              .orElse(null);
      if (day != null) {
        return java.util.Optional.of(new EventCandidate(thing, day.date(), sentence));
      }
    }
    return java.util.Optional.empty();
  }

  private static java.util.Optional<EventCandidate> delivered(
      String sentence, Lang lang, List<Dates.Span> spans) {
    Matcher m = DELIVERED.matcher(sentence);
    if (!m.find()) {
      m = GETTING_FITTED.matcher(sentence);
      if (!m.find()) {
        return java.util.Optional.empty();
      }
    }
    if (Cues.find(NEGATED, sentence)) {
      return java.util.Optional.empty();
    }
    String thing = withoutDays(m.group(1), spans);
    if (thing.isEmpty() || Cues.find(NOT_A_HAPPENING, thing)) {
      return java.util.Optional.empty();
    }
    String verb = m.group(2).toLowerCase(Locale.ROOT);
    String noun =
        switch (verb) {
          case "delivered" -> "delivery of ";
          case "fitted", "installed", "put in" -> "installation of ";
          case "replaced" -> "replacement of ";
          case "bezorgd" -> "bezorging van ";
          case "geleverd" -> "levering van ";
          default -> lang == Lang.NL ? "plaatsing van " : "installation of ";
        };
    Dates.Span day =
        spans.stream()
            .filter(
                s -> !Cues.find(OccasionPatterns.DEADLINE_DAY, sentence.substring(0, s.start())))
            .findFirst()
            .orElse(null);
    return day == null
        ? java.util.Optional.empty()
        : java.util.Optional.of(new EventCandidate(noun + thing, day.date(), sentence));
  }

  /** The thing, with a named owner kept ("Jen's wedding"); null when it is no happening. */
  private static String label(String determiner, String phrase) {
    String thing = phrase.strip();
    String lower = thing.toLowerCase(Locale.ROOT);
    if (Cues.find(NOT_A_HAPPENING, lower)
        || Cues.find(CUTOFF, lower)
        || Rx.split(thing, "\\s+").length > 4
        || Rx.matches(
            lower, ".*\\b(?:to|te|om|that|dat|die|which|wat|what|it|he|she|they|het)\\b.*")) {
      return null;
    }
    String det = determiner.strip();
    return Rx.matches(det, "[\\p{L}]+['’]s") ? det + " " + thing : thing;
  }

  /** The phrase without the text of the sentence's days ("op vrijdag" inside a skipped thing). */
  private static String withoutDays(String phrase, List<Dates.Span> spans) {
    String out = phrase;
    for (Dates.Span d : spans) {
      out = out.replace(d.text(), " ");
    }
    return Rx.replaceAll(out, "\\s+", " ").strip();
  }

  /** The clause around a day, for its negation. */
  private static String clause(String sentence, Dates.Span day) {
    int from = Math.max(0, Math.max(sentence.lastIndexOf(',', day.start()), 0));
    int to = sentence.indexOf(',', day.end());
    return sentence.substring(from, to < 0 ? sentence.length() : to);
  }
}
