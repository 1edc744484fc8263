package dev.assistantmemory.extract;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Dutch taste said in a subordinate clause, with the verb last, put back in main-clause order for
 * the preference rules (issue 13, stop 36): "Noteer maar dat ik dol ben op drop" -> "ik ben dol op
 * drop", "omdat ik niet van vis hou" -> "ik hou niet van vis", "dat ik een hekel heb aan strijken"
 * -> "ik heb een hekel aan strijken", "dat ik pindakaas lekker vind" -> "ik vind pindakaas lekker",
 * "dat ik geen spruitjes lust" -> "ik lust geen spruitjes". The negator stays with its verb, so the
 * sign is read as in a main clause. Only "dat" and "omdat" clauses: a condition ("als ik ...") or a
 * doubt ("of ik ...") states no taste and is left alone.
 */
final class DutchTasteClauses {
  private DutchTasteClauses() {}

  private static final String SUB = "\\b(?:dat|omdat)\\s+ik\\s+";

  private static final String ADV =
      "(?<adv>(?:(?:echt|heel|erg|zo|best|wel|gewoon|nogal|enorm|ontzettend|eigenlijk|altijd|ook"
          + "|toch|totaal|helemaal|super|stiekem|nog steeds)\\s+)*)";

  /** Where the verb-last clause ends: the end, a comma, or "en" / "maar" before a new clause. */
  private static final String STOP = "(?=\\W*$|\\s*[,;.!?]|\\s+(?:en|maar|want|dus)\\s)";

  private static final String NEG = "(?<neg>(?:niet|geen|niet zo'?n|niet echt|niet zo)\\s+)?";

  private record Form(Pattern pattern, String replacement) {}

  private static Form form(String regex, String replacement) {
    return new Form(Rules.p(regex), replacement);
  }

  private static final List<Form> FORMS =
      List.of(
          // "dat ik dol ben op X" / "dat ik dol op X ben"
          form(
              SUB
                  + ADV
                  + NEG
                  + "(?<pred>(?:een\\s+)?(?:grote\\s+|echte\\s+)?(?:fan|gek|dol|verzot|weg|liefhebber))"
                  + "\\s+ben\\s+(?<prep>van|op)\\s+",
              "ik ben ${adv}${neg}${pred} ${prep} "),
          form(
              SUB
                  + ADV
                  + NEG
                  + "(?<pred>(?:een\\s+)?(?:grote\\s+|echte\\s+)?(?:fan|gek|dol|verzot|weg|liefhebber))"
                  + "\\s+(?<prep>van|op)\\s+(?<obj>[^,;]+?)\\s+ben"
                  + STOP,
              "ik ben ${adv}${neg}${pred} ${prep} ${obj}"),
          // "dat ik een hekel heb aan X" / "dat ik een hekel aan X heb"
          form(
              SUB
                  + ADV
                  + "(?<h>(?:een\\s+)?(?:grote\\s+|enorme\\s+)?(?:bloed)?hekel)\\s+heb\\s+aan\\s+",
              "ik heb ${adv}${h} aan "),
          form(
              SUB
                  + ADV
                  + "(?<h>(?:een\\s+)?(?:grote\\s+|enorme\\s+)?(?:bloed)?hekel)\\s+aan\\s+(?<obj>[^,;]+?)"
                  + "\\s+heb"
                  + STOP,
              "ik heb ${adv}${h} aan ${obj}"),
          // "dat ik (niet) van X hou" / "dat ik (niet) hou van X"
          form(
              SUB + ADV + NEG + "van\\s+(?<obj>[^,;]+?)\\s+houd?" + STOP,
              "ik hou ${adv}${neg}van ${obj}"),
          form(SUB + ADV + NEG + "houd?\\s+van\\s+", "ik hou ${adv}${neg}van "),
          // "dat ik geen X lust", "dat ik X haat"
          form(SUB + "geen\\s+(?<obj>[^,;]+?)\\s+lust" + STOP, "ik lust geen ${obj}"),
          form(SUB + "(?<obj>[^,;]+?)\\s+haat" + STOP, "ik haat ${obj}"),
          // "dat ik X (niet) lekker vind"
          form(SUB + "(?<rest>[^,;]+?)\\s+vind" + STOP, "ik vind ${rest}"));

  /** The sentence with each taste clause in main-clause order, or the sentence itself. */
  static String mainOrder(String sentence) {
    if (!Text.mayContain(sentence, List.of("dat ik"))) {
      return sentence;
    }
    String s = sentence;
    for (Form f : FORMS) {
      Matcher m = AsciiCase.matcher(f.pattern(), s);
      if (Cues.mayMatch(f.pattern(), s) && m.find()) {
        s = m.replaceFirst(f.replacement());
      }
    }
    return s;
  }
}
