package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A reply that names the day of the one open task in more words than the day (issue 13, stop 32),
 * read by the date answer of {@link RuleBasedExtractor}: a condition after the day ("Sunday, when
 * it's not raining", "Zondag, als het droog is"), a part of the day ("Maandag na het werk"), a
 * "make that" ("Make that Wednesday", "Doe maar maandag"), the day described and then named
 * ("Payday, which is the 28th of July", "Op de dag dat mijn salaris binnenkomt, 24 juli"), an
 * occasion with its date ("Vóór de ledenvergadering op 7 juli") and who wants it by then ("Yes,
 * Margaret wants them by Friday").
 */
final class DateAnswers {

  private DateAnswers() {}

  /** A condition or a reason after the day's comma: the answer is the day before it. */
  private static final Pattern CONDITION =
      Rules.p(
          "^\\s*,\\s*(?:when|if|once|as long as|provided|unless|they|they'?re|he|she|als|zodra"
              + "|mits|tenzij|wanneer|ze|zij|hij|eerder|before that|not before)\\b[^?]*$");

  /** The day said again after a description of it: ", which is the 28th of July", ", 24 juli". */
  private static final Pattern NAMED_AFTER =
      Rules.p("^\\s*,\\s*(?:which is|that'?s|that is|i\\.e\\.|dat is|oftewel|namelijk|so)?\\s*");

  /** Nothing or an article between the description's comma and the day. */
  private static final Pattern BARE = Rules.p("\\s*(?:the\\s+)?");

  /**
   * A description that is a deed of someone's ("And I'll do the cake, by Friday", "Ingepland, op 15
   * september"): the day is that deed's, no answer.
   */
  private static final Pattern SOMEONE_DOES =
      Rules.p("\\b(?:i|i'?ll|i'?m|i'?ve|we|we'?ll|ik|wij|we|he|she|they|hij|zij|ze)\\b");

  /** Words around the day that add nothing to it. */
  static final Pattern FILLER =
      Rules.p(
          "\\b(?:make (?:that|it)|doe (?:maar|dan)|maak (?:er|het) maar|(?:after|before) (?:work"
              + "|school|lunch|dinner)|(?:na|voor) (?:het werk|school|de lunch|het eten|het avondeten)"
              // an occasion with its date: "before the residents' meeting on 7 July"
              + "|(?:before|ahead of|vóór|voor) (?:the|de|het|my|mijn|our|onze) [\\p{L}'’-]+"
              + "(?: [\\p{L}'’-]+)? (?:on|op)"
              // who wants it by then: "Margaret wants them by Friday", "Tessa wil hem vrijdag
              // hebben"
              + "|(?:\\p{L}+) (?:wants|needs|expects|would like|wil|wilt|verwacht) (?:it|them|this"
              + "|that|het|ze|hem|dat|die)(?: (?:back|terug))?|(?:hebben|terug hebben|terughebben))\\b");

  /**
   * The part of a reply that is its answer: the day before a condition ("Sunday, when it's not
   * raining"), the day after its description ("Payday, which is the 28th of July"), else the whole.
   */
  static String answer(String sentence, java.util.List<Dates.Span> spans) {
    int comma = sentence.indexOf(',');
    if (comma > 0 && AsciiCase.matcher(CONDITION, sentence.substring(comma)).matches()) {
      return sentence.substring(0, comma);
    }
    int last = sentence.lastIndexOf(',');
    if (last > 0 && !spans.isEmpty() && spans.stream().allMatch(s -> s.start() > last)) {
      var m = AsciiCase.matcher(NAMED_AFTER, sentence.substring(last));
      String description = sentence.substring(0, last);
      if (m.lookingAt()
          && AsciiCase.matcher(BARE, sentence.substring(last + m.end(), spans.get(0).start()))
              .matches()
          && !Cues.find(SOMEONE_DOES, description)
          && Text.pastStems(description).isEmpty()) {
        return sentence.substring(last + m.end());
      }
    }
    return sentence;
  }

  private static final Pattern ANSWER_FILLER =
      Rules.p(
          "\\b(?:yes|yeah|yep|sure|ok|okay|by|before|on|no later than|at the latest|latest|ja"
              + "|jawel|oké|uiterlijk|vóór|op|graag|please|alsjeblieft|i think|denk ik|probably"
              + "|waarschijnlijk"
              // tenth pass: "Friday afternoon works", "Zaterdag is goed", "We said Sunday", "Oh and
              // it has to be done before 20 March", "Needs to be before 12 December"
              + "|works(?: for me)?|would work|is (?:good|fine|great|perfect)|sounds good|would be"
              + " (?:great|good|perfect|fine)|is (?:goed|prima|perfect|top)|lijkt me (?:goed|prima)"
              + "|we said|let'?s say|say|morning|afternoon|evening|(?:'s )?(?:ochtends|middags|avonds)"
              + "|ochtend|middag|avond|oh|and|en|(?:it|that|this)(?: (?:has|needs|must|should) to| must)?"
              + " be(?: done| finished| ready| sorted)?|(?:it )?(?:needs|has) to (?:be(?: done)?|happen)"
              + "|(?:het|dat) moet(?: (?:klaar|af|gebeurd|gedaan) zijn)?|moet (?:klaar|af) zijn"
              // the weekday written beside its date: "Zaterdag 7 maart"
              + "|(?:maan|dins|woens|donder|vrij|zater|zon)dag|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b");

  /** A reply asking for a reminder on a day: "remind me tomorrow", "herinner me er maandag aan". */
  private static final Pattern REMIND_ME =
      Rules.p(
          "\\b(?:(?:just |then )?remind me(?: about it| of it| then)?|herinner me(?: er)?(?: dan)?"
              + "(?: aan)?)\\b");

  /**
   * A reason after a date answer: "..., we're driving to the Alps then", "..., dan ben ik vrij".
   */
  static final Pattern ANSWER_REASON =
      Rules.p(
          "^\\s*,\\s*(?:then|dan|we|we'?re|i'?m|i|ik|the|de|het|that'?s|dat|because|want|since|omdat"
              + "|as)\\b[^?]*$");

  /**
   * A reply that is only a day ("Tomorrow.", "Yes, by October 9.", "Uiterlijk 4 december."): the
   * answer to "when?" about the one open task without a due date (or the only open task), which
   * takes that day. Nothing else is read from such a message.
   */
  static java.util.Optional<TaskCandidate> dateAnswer(
      String sentence, Lang lang, LocalDate day, List<KnownTask> known) {
    String whole = sentence;
    String dropped = ""; // the description DateAnswers dropped: "Done" in "Done, Thursday"
    int comma = sentence.indexOf(',');
    if (comma > 0 && AsciiCase.matcher(ANSWER_REASON, sentence.substring(comma)).matches()) {
      sentence = sentence.substring(0, comma); // the answer is the first clause
    } else if (comma > 0) { // "Sunday, when it's dry", "Payday, which is the 28th of July"
      sentence = answer(sentence, Dates.find(sentence, day, lang));
      dropped =
          whole.startsWith(sentence) ? "" : whole.substring(0, whole.length() - sentence.length());
    }
    List<Dates.Span> spans = Dates.find(sentence, day, lang);
    if (spans.isEmpty()
        || spans.get(0).date().isBefore(day)
        || spans.stream().anyMatch(x -> !x.date().equals(spans.get(0).date()))) {
      return java.util.Optional.empty(); // one day, named once or twice ("Zaterdag 14 maart")
    }
    StringBuilder rest = new StringBuilder();
    int at = 0;
    for (Dates.Span x : spans) {
      if (x.start() >= at) {
        rest.append(sentence, at, x.start()).append(' ');
        at = x.end();
      }
    }
    rest.append(sentence.substring(Math.max(at, 0)));
    // stop 41: "ok, remind me tomorrow", "herinner me er maandag aan": the reminder's day, which
    // dates a request that has no day yet (a dated task keeps its day: DeadlineMoves.NOT_BEFORE)
    boolean reminder = Cues.find(REMIND_ME, rest.toString());
    String left =
        AsciiCase.matcher(
                ANSWER_FILLER,
                Cues.replaceAll(REMIND_ME, Cues.replaceAll(FILLER, rest.toString(), " "), " "))
            .replaceAll(" ");
    if (!Text.contentStems(left).isEmpty()
        || whole.contains("?")
        // "Got it done this morning", "Vanochtend gedaan": a status, not the task's day
        || Cues.find(StatusWords.DONE, left + " " + dropped)
        || Cues.find(StatusWords.STARTED, left + " " + dropped)) {
      return java.util.Optional.empty();
    }
    List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
    List<KnownTask> undated = open.stream().filter(t -> t.due() == null).toList();
    KnownTask target = undated.size() == 1 ? undated.get(0) : open.size() == 1 ? open.get(0) : null;
    if (target == null || target.dueSetByUser() || reminder && target.due() != null) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(
        new TaskCandidate(target.label(), null, spans.get(0).date(), sentence));
  }
}
