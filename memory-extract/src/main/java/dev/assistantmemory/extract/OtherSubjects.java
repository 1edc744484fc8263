package dev.assistantmemory.extract;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A status word said of another person (issue 13, extraction cost, stop 34): "Sanne just started a
 * new job" reports Sanne's deed, not the user's progress on a task, so the status rules' meaning
 * fallback (which embeds the whole sentence) is not asked for it; the words may still name a task.
 */
final class OtherSubjects {
  private OtherSubjects() {}

  /**
   * The status word's subject when it is another person: "he", "she", "hij", or a name with an
   * adverb between ("Sanne just started a new job", "Hij is net begonnen", "Pieter has finally sent
   * it", "Pieter has finished"). Case-sensitive: a name is capitalised; a capitalised word right
   * before the status word or before "is" is not taken for one ("Backup done", "Report is done").
   */
  private static final Pattern OTHER_SUBJECT =
      Pattern.compile(
          "^\\W*(?:(?:[Hh]e|[Ss]he|[Hh]ij)(?:\\s+(?:has|had|is|was|heeft|just|finally|already"
              + "|also|net|al|eindelijk|ook))*"
              + "|(?<name>\\p{Lu}\\p{Ll}+)(?:\\s+(?:has|had|heeft)|(?:\\s+(?:has|had|heeft|is))?"
              + "(?:\\s+(?:just|finally|already|also|net|eindelijk|ook))+))\\s+$");

  /** Capitalised words that open a sentence without being a name. */
  private static final Set<String> NOT_A_NAME =
      Set.of(
          "we",
          "wij",
          "it",
          "its",
          "that",
          "this",
          "there",
          "het",
          "dat",
          "die",
          "dit",
          "deze",
          "de",
          "the",
          "ik",
          "just",
          "finally",
          "already",
          "also",
          "all",
          "everything",
          "alles",
          "net",
          "eindelijk",
          "ook",
          "al",
          "nu",
          "now",
          "today",
          "vandaag",
          "gisteren",
          "yesterday",
          "so",
          "dus",
          "and",
          "en",
          "ok",
          "okay",
          "oh",
          "well",
          "top",
          "mooi",
          "have",
          "has",
          "had",
          "is",
          "was",
          "ben",
          "heb",
          "hebben",
          "zijn",
          "got",
          "still",
          "nog",
          "eventually",
          "anyway",
          "update",
          "good",
          "great",
          "yes",
          "yeah",
          "ja",
          "nee",
          "no");

  /**
   * Whether the first status word of the sentence is said of another person: the meaning fallback,
   * which names a task by the whole sentence, is not asked then (the words still are).
   */
  static boolean said(String sentence) {
    for (Pattern p : new Pattern[] {StatusWords.DONE, StatusWords.STARTED, StatusWords.ABANDONED}) {
      if (!Cues.mayMatch(p, sentence)) {
        continue;
      }
      Matcher m = AsciiCase.matcher(p, sentence);
      if (m.find()) {
        Matcher who = AsciiCase.matcher(OTHER_SUBJECT, sentence.substring(0, m.start()));
        return who.find()
            && (who.group("name") == null
                || !NOT_A_NAME.contains(who.group("name").toLowerCase(java.util.Locale.ROOT)));
      }
    }
    return false;
  }
}
