package dev.assistantmemory.extract;

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
    if (comma > 0 && CONDITION.matcher(sentence.substring(comma)).matches()) {
      return sentence.substring(0, comma);
    }
    int last = sentence.lastIndexOf(',');
    if (last > 0 && !spans.isEmpty() && spans.stream().allMatch(s -> s.start() > last)) {
      var m = NAMED_AFTER.matcher(sentence.substring(last));
      String description = sentence.substring(0, last);
      if (m.lookingAt()
          && BARE.matcher(sentence.substring(last + m.end(), spans.get(0).start())).matches()
          && !Cues.find(SOMEONE_DOES, description)
          && Text.pastStems(description).isEmpty()) {
        return sentence.substring(last + m.end());
      }
    }
    return sentence;
  }
}
