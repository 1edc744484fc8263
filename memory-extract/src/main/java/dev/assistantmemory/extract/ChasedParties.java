package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Stop 40: a task to chase someone (for a payment, an answer, a form) is moot, not done, when the
 * one chased delivers on their own: "The Smiths paid up, no need to nag", "De klant heeft betaald"
 * close "chase the Smiths for the deposit" / "de klant aanmanen" as abandoned. Only the user's own
 * chasing ("Chased them, they paid") completes it.
 */
final class ChasedParties {

  private ChasedParties() {}

  /**
   * A task whose deed is pressing another party: "chase ...", "remind Tom to ...", "... aanmanen".
   */
  private static final Pattern CHASE_TASK =
      Rules.p(
          "^\\W*(?:chase|chasing|nudge|nag|hassle|badger|prod|remind|follow up (?:with|on))\\b"
              + "|\\b(?:aanmanen|manen|najagen|achternazitten|porren|herinneren)\\b");

  /**
   * Stop 45: a task to get in touch with a party ("ask the plumber about ...", "call the stables",
   * "de garage bellen", "Jan vragen naar ...") is moot, not done, when that party gets in touch
   * first: "he rang me first, all sorted", "De garage belde zelf al", "Hij mailde me al".
   */
  private static final Pattern CONTACT_TASK =
      Rules.p(
          "^\\W*(?:ask|call|ring|phone|email|e-mail|text|message|contact|get in touch with|check with)\\b"
              + "|\\b(?:bellen|opbellen|vragen|mailen|appen|contacteren|contact opnemen)\\b");

  /** The other party got in touch first. */
  private static final Pattern CONTACTED_FIRST =
      Rules.p(
          "\\b(?:rang|called|phoned|emailed|e-mailed|texted|messaged|contacted|got in touch with)"
              + " (?:me|us)(?: back)? (?:first|before I could|before I got (?:a)?round to it|already)\\b"
              + "|\\b(?:belde|mailde|appte)\\s+(?:(?:me|mij|ons)\\s+(?:zelf\\s+)?(?:al|eerst)|zelf(?:\\s+al)?)\\b"
              + "|\\bheeft\\s+(?:(?:me|mij|ons)\\s+(?:zelf\\s+)?|zelf\\s+)(?:al\\s+)?(?:gebeld|gemaild|geappt)\\b"
              + "|\\bwas me voor\\b");

  /** The user's own chasing: "Chased them", "Sent the reminder", "Heb ze aangemaand". */
  private static final Pattern OWN_CHASE =
      Rules.p(
          "\\b(?:chased|nudged|nagged|hassled|badgered|prodded|reminded|followed up"
              + "|sent (?:a|the|them a|him a|her a) (?:reminder|nudge)|aangemaand|gemaand"
              + "|nagejaagd|gepord|herinnerd|herinnering (?:ge|ver)stuurd|aanmaning (?:ge|ver)stuurd)\\b");

  /** A party's name in a label: a capitalised word that is not a possessive ("Mia's passport"). */
  private static final Pattern NAME = Pattern.compile("\\b\\p{Lu}[\\p{L}&.]+\\b(?!'s\\b|’s\\b)");

  /** The one chased, said as a pronoun: "He paid overnight", "Ze hebben betaald". */
  private static final Pattern THIRD_PERSON = Rules.p("\\b(?:he|she|they|hij|zij|ze)\\b");

  /**
   * The status a change to {@code task} says: "abandoned" for a completion of a task to chase a
   * named party ("chase Tom for the deposit", "Studio Vos aanmanen") when the sentence names that
   * party (or says "he", "they") and does not credit the user's own chasing, else {@code status}.
   * Chasing a thing ("chase Mia's passport application") is done when the thing comes.
   */
  static String settled(String status, KnownTask task, String sentence) {
    if ("done".equals(status)
        && Cues.find(CONTACT_TASK, task.label())
        && Cues.find(CONTACTED_FIRST, sentence)) {
      return "abandoned"; // "ask the plumber about the boiler": "he rang me first, all sorted"
    }
    if (!"done".equals(status)
        || !Cues.find(CHASE_TASK, task.label())
        || Cues.find(OWN_CHASE, sentence)) {
      return status;
    }
    Matcher m = AsciiCase.matcher(NAME, task.label());
    boolean party = false;
    boolean named = false;
    while (m.find()) {
      party = true;
      named |= Pattern.compile("\\b" + Pattern.quote(m.group()) + "\\b").matcher(sentence).find();
    }
    return party && (named || Cues.find(THIRD_PERSON, sentence)) ? "abandoned" : status;
  }
}
