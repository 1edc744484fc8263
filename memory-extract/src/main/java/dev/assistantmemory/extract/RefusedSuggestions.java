package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Another person's idea of what the user should do, which the user then turns down (issue 13, stop
 * 41): "My sister keeps saying I should sell the car. I said no.", "The club asked me to run the
 * raffle, but I declined.", "Volgens mijn buurman moet ik de heg laten snoeien. Mooi niet.", "Mijn
 * moeder vindt dat ik een cursus moet doen. Ik denk het niet." The act is someone else's
 * suggestion, and the refusal after it (a later sentence, or a clause after a comma or "but")
 * leaves no task. A refusal that goes on to a plan of the user's own ("I said no, but I'll help
 * with the teas") keeps the tasks; a suggestion said by the user ("I think I should ...") is no
 * other person's.
 */
final class RefusedSuggestions {

  private RefusedSuggestions() {}

  /**
   * Someone other than the user says, thinks, wants or asks that the user do the act: "X says I
   * should", "X keeps telling me to", "X wants me to", "X asked me to", "volgens X moet ik", "X
   * vindt dat ik ... moet", "X wil dat ik", "X vroeg of ik".
   */
  private static final Pattern SUGGESTED =
      Rules.p(
          "^\\W*(?!(?:i|we|ik|wij)\\b)[^.?!]*?\\b(?:says?|said|saying|thinks?|thought|reckons?|reckoned"
              + "|feels?|felt|believes?|insists?|insisted|keeps? (?:saying|telling me)|kept (?:saying"
              + "|telling me)|told me|tells me|suggests?|suggested)\\s+(?:that\\s+)?(?:i\\s+(?:should"
              + "|ought to|need to|must|have to|had to|could|would)|i'd)\\b"
              + "|^\\W*(?!(?:i|we|ik|wij)\\b)[^.?!]*?\\b(?:wants?|wanted|asked|asks|invited|invites"
              + "|begged|begs|expects?|expected|keeps? (?:asking|telling|pushing|nagging)|kept (?:asking"
              + "|telling|pushing|nagging)|told|tells|is pushing|'s pushing|pushed|nagged|suggested)\\s+"
              + "me\\s+(?:to|if i'?d|whether i'?d)\\b"
              + "|^\\W*volgens\\s+[^,.?!]{1,40}?,?\\s+(?:moet|zou|zal|moest)\\s+ik\\b"
              + "|^\\W*(?!(?:ik|wij|we)\\b)[^.?!]*?\\b(?:zegt|zei|zeggen|zeiden|vindt|vond|vinden|vonden"
              + "|denkt|dacht|denken|dachten)\\s+(?:dat\\s+)?ik\\b[^.?!]*\\b(?:moet|moest|zou moeten"
              + "|zou)\\b"
              + "|^\\W*(?!(?:ik|wij|we)\\b)[^.?!]*?\\b(?:wil|wilde|willen|wilden)\\s+dat\\s+ik\\b"
              + "|^\\W*(?!(?:ik|wij|we)\\b)[^.?!]*?\\b(?:vroeg|vraagt|vroegen|vragen)\\s+(?:of\\s+ik"
              + "|(?:me|mij)\\s+(?:of|om)\\b)");

  /**
   * The user turning it down, at the start of a sentence or of a clause after the suggestion: "I
   * said no", "I told them no", "I refused", "I declined", "I don't think so", "not happening", "no
   * way", "Ik denk het niet", "Mooi niet", "Ik heb nee gezegd", "Ik heb bedankt".
   */
  private static final Pattern REFUSAL =
      Rules.p(
          "^\\W*(?:(?:and|but|so|well|yeah|nah|lol|haha|en|maar|dus|nou|tja|haha)\\W+)?"
              + "(?:i\\s+(?:just\\s+)?(?:said|told (?:them|him|her|everyone|everybody|them all|\\p{L}+))"
              + "\\s+no\\b|i\\s+(?:politely\\s+)?(?:refused|declined|turned (?:it|that|them|him|her)"
              + " down|said no thanks|passed)\\b|i don'?t think so\\b|i think not\\b|no way\\b"
              + "|(?:that'?s\\s+|it'?s\\s+)?not (?:happening|going to happen|gonna happen)\\b"
              + "|no thanks\\b|nope\\b|i won'?t\\b|i'?m not (?:going to|gonna|doing)\\b"
              + "|ik denk het niet\\b|ik dacht het niet\\b|mooi niet\\b|echt niet\\b"
              + "|ik (?:heb|had) (?:netjes |vriendelijk |beleefd )?(?:nee gezegd|bedankt|geweigerd"
              + "|afgeslagen)|ik zei nee\\b|ik weiger\\b|geen sprake van\\b|vergeet het maar\\b"
              + "|dat gaat (?:hem )?niet gebeuren\\b|ik pieker er niet over\\b"
              + "|ik (?:ga|doe) (?:het|dat) (?:lekker |echt |mooi )?niet\\b)");

  /** A plan of the user's own after the refusal keeps the tasks. */
  private static final Pattern OWN_PLAN =
      Rules.p(
          "\\b(?:but|though|maar|instead|wel)\\b[^.?!]*\\b(?:i'?ll|i will|i'?m going to|i can"
              + "|ik ga|ga ik|ik zal|zal ik|ik doe|doe ik)\\b");

  private static final Pattern CLAUSE = Rules.p("[,;:]\\s*|\\s+(?:but|maar)\\s+");

  /**
   * Whether {@code sentence} of {@code text} is another person's suggestion that the user turns
   * down after it.
   */
  static boolean refused(String text, String sentence) {
    if (!Cues.find(SUGGESTED, sentence)) {
      return false;
    }
    if (refusalIn(sentence)) {
      return true;
    }
    int at = text.indexOf(sentence);
    if (at < 0) {
      return false;
    }
    for (String next : Text.sentences(text.substring(at + sentence.length()))) {
      if (Cues.find(REFUSAL, next)) {
        return !Cues.find(OWN_PLAN, next);
      }
    }
    return false;
  }

  /** A refusal in a clause of the suggestion's own sentence, after it. */
  private static boolean refusalIn(String sentence) {
    Matcher m = AsciiCase.matcher(CLAUSE, sentence);
    while (m.find()) {
      String rest = sentence.substring(m.end());
      if (Cues.find(REFUSAL, rest)) {
        return !Cues.find(OWN_PLAN, rest);
      }
    }
    return false;
  }

  /** Drops the user's tasks that come from a suggestion the user turned down. */
  static void drop(String text, List<TaskCandidate> tasks) {
    if (tasks.isEmpty()) {
      return;
    }
    tasks.removeIf(
        t ->
            t.excerpt() != null
                && (t.owner() == null || Extraction.SELF.equals(t.owner()))
                && refused(text, t.excerpt()));
  }
}
