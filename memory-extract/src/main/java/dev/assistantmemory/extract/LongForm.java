package dev.assistantmemory.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Long-form text: an answer laid out in lists and headings, or a pasted page. Its capitalised words
 * are mostly headings, products, brands and species ("**Monitor your tank**", "Chrome or Firefox",
 * "Otocinclus catfish"), not people: there a capitalised word is a person only with a cue that
 * names one (a title, a relation, a verb of speaking or of contact), where in a chat message any
 * capitalised word mid-sentence is.
 */
final class LongForm {
  private LongForm() {}

  /** A line that starts a list item or is a heading: "* ", "- ", "1. ", "2) ", "#", "**Bold**". */
  private static final Pattern LIST_LINE =
      Pattern.compile("(?m)^\\s*(?:[*•-]\\s+|\\d{1,2}[.)]\\s+|#{1,6}\\s+|\\*\\*[^*\\n]+\\*\\*)");

  /** Long enough to be a page rather than a message, whatever its layout. */
  private static final int PAGE_LENGTH = 1_200;

  /**
   * A relation ({@link Names#RELATION}, and a few more kin) or a verb of contact just before the
   * name; titles are {@link Names#TITLE_BEFORE}.
   */
  private static final Pattern CUE_BEFORE =
      Pattern.compile(
          "(?iu)(?:\\b(?:"
              + NameCues.RELATION
              + ")|\\b(?:my|mijn) (?:niece|nephew|grandma|grandpa|grandmother|grandfather|oma|"
              + "opa)|\\b(?:call|called|email|emailed|text|texted|ask|asked|tell|told|remind|"
              + "meet|met|spoke to|talked to|dear|beste|hi|hoi|hey|hallo|thanks))\\s+$");

  /** A verb of speaking, wanting or living after the name: people do these, products do not. */
  private static final Pattern CUE_AFTER =
      Pattern.compile(
          "(?iu)^(?:'s|’s)?\\s*(?:said|says|told|asked|wants|wanted|called|emailed|texted|"
              + "promised|mentioned|suggested|agreed|thinks|thought|lives|lived|zei|zegt|vroeg|"
              + "belde|mailde|woont|vindt|denkt|is my|is mijn|and I|en ik)\\b");

  static boolean is(String text) {
    if (text.length() >= PAGE_LENGTH) {
      return true;
    }
    Matcher m = AsciiCase.matcher(LIST_LINE, text);
    int lines = 0;
    while (m.find()) {
      if (++lines >= 2) {
        return true;
      }
    }
    return false;
  }

  /** Whether the words around a capitalised run name a person (see the class comment). */
  static boolean personCued(String before, String after) {
    String tail = before.length() > 60 ? before.substring(before.length() - 60) : before;
    return Cues.find(CUE_BEFORE, tail)
        || Cues.find(NameCues.TITLE_BEFORE, tail)
        || Cues.find(CUE_AFTER, after);
  }
}
