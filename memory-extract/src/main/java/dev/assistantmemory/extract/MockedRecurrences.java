package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sarcasm about a thing said as the subject of a full clause (issue 13, stop 40): the thing let the
 * speaker down once more, and the praise around it is mock ("The printer has jammed again.
 * Wonderful. 🙄", "O fijn, de trein rijdt wéér niet. 🙃"). The thing is disliked. Read only when
 * the message carries a sarcasm mark, the clause says the thing came round again, and praise stands
 * before the clause or is the whole next sentence; it only ever adds a dislike.
 */
final class MockedRecurrences {

  private MockedRecurrences() {}

  /** Praise opening the clause: "Oh great,", "O top,", "Fantastisch hoor,". */
  private static final Pattern PRAISE_FIRST =
      Rules.p(
          "^\\W*(?:(?:oh|o|ah|wow)\\s+)?(?:great|brilliant|fantastic|lovely|perfect|wonderful|super|top"
              + "|fantastisch|geweldig|heerlijk|prachtig|fijn|mooi)(?:\\s+hoor)?[,!.]+\\s*");

  /**
   * A determined thing as the subject, its verb, and "again" / "wéér" after it: "the printer has
   * jammed again", "de bus van Arriva rijdt wéér niet".
   */
  private static final Pattern THING_AGAIN =
      Rules.p(
          "^(?<o>(?:the|our|my|this|that|de|het|die|dat|onze|ons|mijn|m'n)\\s+"
              + "(?!(?:\\p{L}+\\s+)?(?:mum|mom|dad|boss|manager|sister|brother|wife|husband|partner"
              + "|girlfriend|boyfriend|son|daughter|kids|children|neighbou?rs?|colleagues?|friends?|family"
              + "|parents|in-laws|flatmates?|housemates?|landlord|teacher|weather|rain|snow|wind"
              + "|moeder|vader|mama|papa|baas|zus|zusje|broer|vrouw|man|vriend|vriendin|zoon|dochter"
              + "|kinderen|buren|buurman|buurvrouw|collega'?s?|huisgenoten?|huisbaas|ouders|familie"
              + "|juf|meester|weer|regen|sneeuw|wind)\\b)"
              + "[\\p{L}\\p{N}'’\\-]+(?:\\s+(?!(?:is|are|was|has|have|had|keeps|kept|went|is|zijn|was|heeft|hebben"
              + "|rijdt|rijden|gaat|doet|ligt|staat|valt)\\b)[\\p{L}\\p{N}'’\\-]+){0,5}?)"
              + "\\s+(?:is|are|was|has|have|had|keeps|kept|went|broke|jammed|crashed|died|froze|failed"
              + "|zijn|is|heeft|hebben|rijdt|rijden|gaat|doet|ligt|staat|valt|is)\\b"
              + "[^.!?]{0,40}?\\b(?:again|yet again|once again|(?:al)?w[eé][eé]r)\\b");

  /** The whole next sentence is mock praise (shared with {@link MessageTastes}). */
  private static boolean mockPraise(String sentence) {
    return AsciiCase.matcher(MessageTastes.MOCK, sentence).find();
  }

  /** Adds the disliked thing of each mocked recurrence in the message. */
  static void add(String text, List<String> sentences, List<Fact> facts) {
    if (!Sarcasm.marked(text)) {
      return;
    }
    for (int i = 0; i < sentences.size(); i++) {
      String sentence = sentences.get(i);
      Matcher praise = AsciiCase.matcher(PRAISE_FIRST, sentence);
      boolean praisedFirst = praise.lookingAt();
      String clause = praisedFirst ? sentence.substring(praise.end()) : sentence;
      Matcher m = AsciiCase.matcher(THING_AGAIN, clause);
      if (!m.find()) {
        continue;
      }
      boolean praisedAfter = i + 1 < sentences.size() && mockPraise(sentences.get(i + 1));
      if (praisedFirst || praisedAfter) {
        MessageTastes.add(facts, m.group("o"), false, sentence);
      }
    }
  }
}
