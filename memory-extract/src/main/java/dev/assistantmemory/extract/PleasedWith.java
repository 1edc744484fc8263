package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Preferences.Pref;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The speaker glad of a thing they have (issue 13, stop 40): "I'm so happy with my new kettle",
 * "Really pleased with the standing desk", "Wat ben ik blij met mijn nieuwe fiets", "Ik ben echt
 * tevreden met die nieuwe stofzuiger" (like). Only the speaker in the present tense, never asked,
 * negated or supposed, and only of a thing named with a possessive or a determiner: gladness about
 * an outcome ("happy with the result", "blij met de uitslag") or about help says no taste.
 */
final class PleasedWith {

  private PleasedWith() {}

  private static final String DEGREE =
      "(?:(?:so|really|very|super|absolutely|genuinely|dead|well|just|quite|zo|echt|heel|super|erg"
          + "|ontzettend|hartstikke|toch|best|enorm)\\s+)*";

  private static final String THING =
      "(?<o>(?:my|our|the|this|that|these|those|mijn|m'n|onze|ons|de|het|die|dat|deze)\\s+"
          + "[\\p{L}\\p{N}'’\\-]+(?:\\s+[\\p{L}\\p{N}'’\\-]+){0,4}?)"
          + "(?=\\s*(?:$|[,.;!:\\p{So}]|\\s(?:and|because|since|now|en|want|omdat|nu|sinds)\\b))";

  private static final Pattern PLEASED_EN =
      Rules.p(
          "^\\W*(?:(?:honestly|oh|so|and|tbh)[,!]?\\s+)*(?:i'm|i am|im)?\\s*"
              + DEGREE
              + "(?:happy|pleased|chuffed|delighted|thrilled)\\s+with\\s+"
              + THING);

  private static final Pattern PLEASED_NL =
      Rules.p(
          "^\\W*(?:(?:nou|oh|o|en|eerlijk gezegd)[,!]?\\s+)*(?:(?:wat|zo) ben ik|ik ben)\\s+"
              + DEGREE
              + "(?:blij|tevreden|content|gelukkig)\\s+met\\s+"
              + THING);

  /** Gladness about how something turned out, or about someone's help: no taste. */
  private static final Pattern OUTCOME =
      Rules.p(
          "\\b(?:result|results|outcome|news|score|grade|grades|mark|marks|answer|reply|response|offer"
              + "|help|support|progress|decision|feedback|review|deal|price|quote|turnout|service|work"
              + "|uitslag|resultaat|resultaten|nieuws|cijfer|cijfers|score|antwoord|reactie|hulp|steun"
              + "|aanbod|beslissing|besluit|voortgang|feedback|beoordeling|prijs|offerte|deal|opkomst"
              + "|uitkomst|werk|afloop)\\b");

  private static final Pattern NOT_PLAIN =
      Rules.p("\\?|\\b(?:not|n't|never|if|niet|nooit|geen|als|zou|would|will|was|were|was)\\b");

  /** The like the sentence states, unless {@code known} holds the thing already. */
  static List<Pref> find(String sentence, Lang lang, List<Pref> known) {
    Matcher m = AsciiCase.matcher((lang == Lang.NL ? PLEASED_NL : PLEASED_EN), sentence);
    if (!m.find() || Cues.find(NOT_PLAIN, sentence.substring(0, m.end()))) {
      return List.of();
    }
    String thing = m.group("o").strip();
    if (Cues.find(OUTCOME, thing) || !LexiconPreferences.taste(thing)) {
      return List.of();
    }
    String key = thing.toLowerCase(Locale.ROOT);
    boolean named =
        known.stream()
            .anyMatch(k -> EvaluativePreferences.similar(k.object().toLowerCase(Locale.ROOT), key));
    return named ? List.of() : List.of(new Pref(thing, true));
  }
}
