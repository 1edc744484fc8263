package dev.assistantmemory.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A person met or heard from, then "he"/"she" taking on an act in the next clause (stop 33): "Spoke
 * to Hugo in IT, he's going to reset my laptop", "Talked to Ben, he'll fix the gate on Friday",
 * "Nadia rang, she's handling the booking". The name finder does not know every first name, so the
 * pronoun found no person; the clause is read again with the name in the pronoun's place, and the
 * named-person rules decide (a name they do not take for a person stays no owner).
 */
final class PronounOwners {

  private PronounOwners() {}

  private static final String NAME = "(?-i:\\p{Lu}\\p{Ll}+)(?: (?-i:\\p{Lu}\\p{Ll}+))?";

  /** Where the person comes in: met, spoken to, heard from, or calling. */
  private static final Pattern MET =
      Rules.p(
          "^\\W*(?:i |just )?(?:talked|spoke|spoken|chatted|met|saw|rang|called|phoned|emailed|texted"
              + "|messaged|heard from|bumped into|ran into|caught up with|had a (?:chat|word) with"
              + "|checked with)(?: to| with)? (?<name>"
              + NAME
              + ")\\b[^,;.]*[,;:]\\s*|^\\W*(?<caller>"
              + NAME
              + ") (?:called|rang|phoned|texted|emailed|messaged|replied|got back to me|came by"
              + "|popped in|(?:just )?said)\\b[^,;.]*[,;:]\\s*");

  /** The pronoun taking the act on, at the head of the next clause. */
  private static final Pattern TAKES_ON =
      Rules.p(
          "^(?:and |so )?(?:he|she)(?<aux>'ll| will|'s going to| is going to|'s gonna| is gonna"
              + "|'s (?=(?!going\\b)\\p{L}+ing\\b)| is (?=(?!going\\b)\\p{L}+ing\\b)| has offered to|'s offered to| offered to"
              + "| agreed to| promised to| said (?:he|she)'d)"
              // "he's going to the match": a movement, not an act
              + "(?! ?(?:the|a|an|my|his|her|their|our|some|bed|work|school|church|town|be|home)\\b)");

  /** The sentence with the person named in the pronoun's place, or null. */
  static String named(String sentence) {
    if (!Cues.find(PRONOUN, sentence)) {
      return null;
    }
    Matcher m = AsciiCase.matcher(MET, sentence);
    if (!m.lookingAt()) {
      return null;
    }
    String name = m.group("name") != null ? m.group("name") : m.group("caller");
    String rest = sentence.substring(m.end());
    Matcher t = AsciiCase.matcher(TAKES_ON, rest);
    if (!t.lookingAt() || NameWords.NOT_NAMES.contains(name.toLowerCase(java.util.Locale.ROOT))) {
      return null;
    }
    String aux = t.group("aux").strip();
    String verb =
        switch (aux.toLowerCase(java.util.Locale.ROOT)) {
          case "'ll" -> "will";
          case "'s going to" -> "is going to";
          case "'s gonna", "is gonna" -> "is going to";
          case "'s" -> "is";
          case "'s offered to", "has offered to" -> "offered to";
          default -> Rx.replaceFirst(aux, "(?i)^said (?:he|she)'d$", "will");
        };
    return name + " " + verb + " " + rest.substring(t.end()).strip();
  }

  private static final Pattern PRONOUN = Rules.p("\\b(?:he|she)\\b");
}
