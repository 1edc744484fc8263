package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Facts the clause-level rules read only in part (stop 41). A fact whose object is a list of
 * organisations ("I'm a member of the Ramblers and the National Trust", "Ik ben lid van
 * Natuurmonumenten en de Fietsersbond"): every organisation of the list takes the predicate found
 * for the first. And a move into a dwelling in a named place ("Moved into the new flat in Hove",
 * "verhuisd naar een flat in Zwolle", "we've moved to a terraced house in Leith"): the user lives
 * in the place, not in "the new flat".
 */
final class ListedFacts {
  private ListedFacts() {}

  /** A capitalised name of one or more words, "of"/"van"/"&" inside. */
  private static final String NAME =
      "((?-i:\\p{Lu})[\\p{L}&.'’-]*(?:\\s+(?:of\\s+|van\\s+|&\\s+)?(?-i:\\p{Lu})[\\p{L}&.'’-]*)*)";

  /**
   * The next member of a list right after a name: a comma or a conjunction, an article, a name;
   * then the list goes on or the clause ends (no verb of its own: "Google and Sarah works at ...").
   */
  private static final Pattern NEXT =
      Pattern.compile(
          "^\\s*(?:,\\s*(?:(?:and|en|&)\\s+)?|\\s+(?:and|en|&|as well as|plus)\\s+)"
              + "(?:(?i:the|de|het)\\s+)?"
              + NAME
              + "(?=\\s*(?:[.,;!?)]|$|\\s+(?i:and|en|&|too|as well|ook|both|allebei|since|sinds)\\b))");

  /** The predicates whose object can be listed. */
  private static final List<String> LISTABLE = List.of("AFFILIATED_WITH", "WORKS_AT");

  /**
   * Adds the same fact for every further organisation listed after the object of a fact in {@code
   * out}: "member of A and B", "lid van A, B en C". A given name is no organisation of the list.
   */
  static void conjuncts(String sentence, List<Fact> out) {
    for (Fact f : new ArrayList<>(out)) {
      if (f.objectName() == null
          || !"Organization".equals(f.objectType())
          || !LISTABLE.contains(f.predicate())) {
        continue;
      }
      int at = sentence.indexOf(f.objectName());
      if (at < 0) {
        continue;
      }
      int from = at + f.objectName().length();
      while (from < sentence.length()) {
        Matcher m = AsciiCase.matcher(NEXT, sentence.substring(from));
        if (!m.find()) {
          break;
        }
        String name = Text.clean(m.group(1));
        String first = Rx.split(name, "\\s+")[0].toLowerCase(Locale.ROOT);
        if (name.isEmpty() || GivenNames.isName(first) && !KnownOrganizations.contains(name)) {
          break; // "lid van de roeiclub en Sanne ook": a person, not a second club
        }
        String same = name;
        if (out.stream()
            .noneMatch(o -> same.equals(o.objectName()) && o.predicate().equals(f.predicate()))) {
          out.add(
              new Fact(
                  f.subject(),
                  f.predicate(),
                  null,
                  name,
                  "Organization",
                  false,
                  f.excerpt() == null ? sentence : f.excerpt()));
        }
        from += m.end();
      }
    }
  }

  /** Where people live: the dwelling moved into, before "in <place>". */
  private static final String DWELLING_EN =
      "(?:flat|house|apartment|home|place|bungalow|cottage|studio|room|maisonette|terrace|townhouse"
          + "|bedsit|semi)";

  private static final String DWELLING_NL =
      "(?:flat|flatje|huis|huisje|appartement|woning|studio|kamer|rijtjeshuis|huurhuis|huurwoning"
          + "|koopwoning|benedenwoning|bovenwoning|hoekhuis|studentenkamer|boerderij|woonboot)";

  private static final String PLACE =
      "((?-i:\\p{Lu})[\\p{L}'’-]*(?:\\s+(?-i:\\p{Lu})[\\p{L}'’-]*)*)" + FactPatterns.NOT_A_DAY;

  /** The user (said, or left out at the start of a note) moving into a dwelling in a place. */
  private static final Pattern MOVED_EN =
      Rules.p(
          "(?:^\\W*|\\b(?:i|we)(?:['’]ve| have)?\\s+)(?:(?:just|finally|recently|also)\\s+)*moved\\s+"
              + "(?:in)?to\\s+(?:a|an|the|our|my)\\s+(?:[\\p{L}-]+\\s+){0,3}?"
              + DWELLING_EN
              + "\\s+in\\s+"
              + PLACE);

  /**
   * The same in Dutch, with the participle first ("Afgelopen zaterdag verhuisd naar een flat in
   * Zwolle", "Ik ben vorige maand verhuisd naar een huurhuis in Ede") or last ("We zijn naar een
   * appartement in Gent verhuisd"). A note without subject has only time words before the verb.
   */
  private static final Pattern MOVED_NL =
      Rules.p(
          "(?:^\\W*(?:(?:afgelopen|vorige|vorig|net|eindelijk|onlangs|gisteren|eergisteren|week"
              + "|weekend|maand|jaar|najaar|voorjaar|zomer|winter|herfst|lente|\\p{L}+dag)\\s+){0,3}"
              + "|\\b(?:ik ben|we zijn|wij zijn)\\s+(?:[\\p{L}\\p{N}]+\\s+){0,4}?)verhuisd\\s+naar\\s+"
              + "(?:een|de|het|ons|onze|mijn)\\s+(?:[\\p{L}-]+\\s+){0,3}?"
              + DWELLING_NL
              + "\\s+in\\s+"
              + PLACE
              + "|\\b(?:ik ben|we zijn|wij zijn)\\s+(?:[\\p{L}\\p{N}]+\\s+){0,4}?naar\\s+(?:een|de|het"
              + "|ons|onze|mijn)\\s+(?:[\\p{L}-]+\\s+){0,3}?"
              + DWELLING_NL
              + "\\s+in\\s+"
              + PLACE
              + "\\s+(?:[\\p{L}]+\\s+){0,2}?verhuisd\\b");

  /** The user's move into a dwelling in a named place: LOCATED_IN that place. */
  static void dwellingMoves(String sentence, Lang lang, List<Fact> out) {
    Pattern p = lang == Lang.NL ? MOVED_NL : MOVED_EN;
    if (!Cues.mayMatch(p, sentence)) {
      return;
    }
    Matcher m = AsciiCase.matcher(p, sentence);
    if (!m.find()) {
      return;
    }
    String place =
        Text.clean(m.group(1) != null ? m.group(1) : m.groupCount() > 1 ? m.group(2) : "");
    if (place.isEmpty()
        || out.stream()
            .anyMatch(
                f -> f.predicate().equals("LOCATED_IN") && Extraction.SELF.equals(f.subject()))) {
      return;
    }
    out.add(new Fact(Extraction.SELF, "LOCATED_IN", null, place, "Location", true, sentence));
  }
}
