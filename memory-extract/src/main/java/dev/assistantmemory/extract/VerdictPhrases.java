package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tastes said as a thing and a short verdict phrase (issue 13, stop 45), read over a user's whole
 * message after {@link VerdictLists}' one-word runs:
 *
 * <ul>
 *   <li>a run of at least two, each a thing, a colon or question mark and a verdict of one to four
 *       words: "Board games: love. Card games: meh. Video games: absolutely not.", "Fietsen met een
 *       kaart? Geweldig. Navigatie-apps? Saai." (a verdict the lexicon cannot sign, "meh", counts
 *       for the run and stores nothing);
 *   <li>a single thing with a colon and a verdict that names a taste outright: "Camping in the
 *       rain: never again", "Rock climbing clubs: love them", "Kayaking at dawn: surprisingly
 *       great".
 * </ul>
 *
 * The sign is {@link SentimentLexicon#verdict}'s, with "absolutely not" / "echt niet" a dislike; an
 * unclear sign stores nothing, so no dislike is stored as a like.
 */
final class VerdictPhrases {
  private VerdictPhrases() {}

  /** One item: a thing of one to six words, a colon or question mark, a verdict to its end. */
  private static final Pattern ITEM =
      Rules.p(
          "(?:^|[.!?;|]\\s+)\\W*(?<o>\\p{L}[\\p{L}\\p{N}'’&\\- ]{0,60}?)\\s*(?<sep>[:?])\\s+"
              + "(?<v>\\p{L}[\\p{L}'’ ]{0,40}?)(?=\\s*[.!;|]|\\s*$)");

  /** A plain refusal a lexicon cannot sign: "absolutely not", "echt niet", "hell no". */
  private static final Pattern NOT_EVER =
      Rules.p(
          "^(?:absolutely|definitely|certainly|really|hell|just|echt|zeker|absoluut|totaal)\\s+"
              + "(?:not|no|niet|nee)\\W*$");

  /** A verdict that names a taste outright, enough alone. */
  private static final Pattern OUTRIGHT =
      Rules.p(
          "^(?:(?:absolutely|really|just|so|surprisingly|verrassend|echt|gewoon|zo)\\s+)*(?:love(?: it"
              + "| them)?|adore (?:it|them)|hate(?: it| them)?|never again|nooit meer|yes please|no thanks"
              + "|great|brilliant|amazing|fantastic|wonderful|awful|terrible|horrible|dreadful|the best"
              + "|the worst|geweldig|fantastisch|heerlijk|prachtig|vreselijk|verschrikkelijk|afschuwelijk"
              + "|echt niet|absolutely not|hell no|het beste|het ergste)\\W*$");

  /** Heads and labels that are no thing: "Update: great news", "Status: done". */
  private static final Pattern LABEL =
      Rules.p(
          "^(?:update|note|notes|reminder|status|result|results|score|news|todo|to do|ps|p\\.s|fyi"
              + "|edit|summary|verdict|conclusion|answer|question|tip|weather|forecast|today|tonight"
              + "|tomorrow|yesterday|vandaag|morgen|gisteren|vanavond|weer|uitslag|antwoord|vraag"
              + "|samenvatting|conclusie|tl;?dr|so|well|and|but|ok|okay|yes|no|ja|nee|how|what|why"
              + "|who|where|when|which|did|do|does|is|are|was|were|hoe|wat|waarom|wie|waar|wanneer"
              + "|heb|ben|is|was|kun|kan|wil|zou|moet)\\b");

  record Item(String thing, String verdict, boolean colon) {}

  static void add(String text, List<Fact> facts) {
    Matcher m = AsciiCase.matcher(ITEM, text);
    List<Item> items = new ArrayList<>();
    while (m.find()) {
      String o = m.group("o").strip();
      String v = m.group("v").strip();
      if (Rx.split(o, "\\s+").length > 6
          || Rx.split(v, "\\s+").length > 4
          || AsciiCase.matcher(LABEL, o).lookingAt()
          || !TopicVerdicts.topic(o)) {
        continue;
      }
      items.add(new Item(o, v, m.group("sep").equals(":")));
    }
    if (items.isEmpty()) {
      return;
    }
    Lang lang = Lang.detect(text);
    if (items.size() == 1) {
      Item only = items.get(0);
      if (!only.colon() || !AsciiCase.matcher(OUTRIGHT, only.verdict()).matches()) {
        return;
      }
    }
    for (Item item : items) {
      int sign = sign(item.verdict(), lang);
      if (sign != 0) {
        VerdictLists.put(item.thing(), sign > 0, text, facts);
      }
    }
  }

  /** The verdict's sign: +1 a like, -1 a dislike, 0 unclear. */
  static int sign(String verdict, Lang lang) {
    if (AsciiCase.matcher(NOT_EVER, verdict).matches()) {
      return -1;
    }
    return SentimentLexicon.verdict(verdict, lang);
  }
}
