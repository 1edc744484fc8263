package dev.assistantmemory.extract;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Deadline wording the eighth pass added (issue 13): the old day said as no longer the day ("The
 * report isn't due until Friday anymore, it's Monday now", "niet meer vrijdag, maar maandag",
 * "Monday now, not Friday"), which names the new day by what it is not; a due day said with "now"
 * ("it's due March 20 now"); a hand-in allowed on a later day ("can be handed in on Monday", "mag
 * maandag ingeleverd worden"); "no longer has a deadline" as a removal; and a move said of an
 * occasion ("The meeting got pushed back to Monday"), which is no move of a task that does not name
 * it.
 */
final class DeadlineMoves {

  private DeadlineMoves() {}

  /** Right before a day: it is not (or no longer) the day. */
  private static final Pattern NOT_BEFORE =
      Rules.p(
          "(?:\\bnot|n't(?: due)?|\\bniet(?: meer)?|\\bno longer|\\binstead of"
              + "|\\bin plaats van|\\brather than"
              // stop 39: the day someone is away ("she's off Friday", "he's on leave on Monday")
              // and the day a reminder comes ("I'll remind you on the 22nd") are not the new day
              + "|(?:'s|\\bis|\\bare|'re|'m|\\bam|\\bbe|\\bbeen) (?:off|away|on leave|on holiday"
              + "|out of (?:the )?office)|\\bremind (?:you|me|him|her|them|us)(?: again)?"
              + "|\\bherinner (?:ik )?(?:je|jou|u|me|mij)(?: er)?(?: nog)?)\\s+(?:on\\s+|op\\s+|by\\s+)?$");

  /** Right after a day: "Friday anymore". */
  private static final Pattern NOT_AFTER =
      Rules.p(
          "^\\s*(?:anymore|any more|no more|meer\\b"
              // stop 39: the day someone cannot ("donderdag heb ik late dienst", "vrijdag ben ik
              // weg", "Thursday I'm away", "on Monday she can't")
              + "|(?:heb|ben|is|kan|kun|kunnen|zijn|hebben) (?:ik|hij|zij|ze|we|wij)\\b[^,.;]{0,20}"
              + "\\b(?:dienst|niet|weg|vrij|afwezig)\\b"
              + "|(?:i'?m|i am|she'?s|he'?s|they'?re|we'?re) (?:off|away|busy|out)\\b"
              + "|(?:i|she|he|we|they) (?:can'?t|cannot)\\b"
              + "|(?:i|she|he|we|they) (?:have|has|'ve got|'s got) (?:a |an )?(?:late |early |night )?shift)");

  /** A move said without a verb of moving. */
  private static final Pattern TRIGGER =
      Rules.p(
          "\\bdue\\b[^,.;]{1,30}\\bnow\\b|\\bnow\\s*,\\s*not\\b"
              + "|\\b(?:can|may|could) (?:also |still |now )?be (?:handed|turned|sent|submitted"
              + "|delivered|filed|done|finished)\\b[^,.;]{0,12}\\b(?:on|by|until|till)\\b"
              + "|\\b(?:mag|kan|mogen|kunnen) (?:ook |nog |nu )?[^,.;]{0,30}\\b(?:ingeleverd|ingediend"
              + "|opgestuurd|gestuurd|af) (?:worden|zijn)\\b"
              // eleventh pass: a retry on a later day ("Couldn't get through, I'll try again on
              // Friday", "ik probeer het donderdag opnieuw"), a later day granted ("Rosa's given me
              // until Monday"), a day that a thing runs out ("it expires on 12 August, so it needs
              // doing before that"), a "by" day for "it" ("dat moet uiterlijk 1 februari")
              + "|\\b(?:i'?ll|i will|i'?m going to|gonna|i can) (?:try|give it a (?:go|try)|have a go)"
              + " (?:again|it again|once more)\\b"
              + "|\\b(?:ik probeer|probeer ik) het\\b[^,.;]{0,30}\\b(?:opnieuw|nog een keer|nog eens)\\b"
              + "|\\b(?:given|gave) (?:me|us) (?:until|till)\\b|\\b(?:geeft|gaf|heeft) (?:me|mij|ons)"
              + " (?:nog )?(?:tot|uitstel tot)\\b"
              + "|\\b(?:expires?|runs? out|verloopt|loopt af)\\b[^.;]{0,40}\\b(?:before (?:that|then)"
              + "|daarvoor|voor die tijd)\\b"
              + "|^\\W*(?:o+h?,? ?(?:ja|yes|and)?,?\\s+)?(?:het|dat|it|this) (?:moet|must|has to (?:be )?(?:done|happen))"
              + " (?:uiterlijk|vóór|no later than)\\b"
              // stop 32: a move in the present ("the quilt deadline moves to 13 September", "de
              // deadline verschuift naar") and a deadline that is a day now ("the deadline is 10
              // July now", "de deadline is nu 21 augustus")
              + "|\\b(?:deadline|due date|einddatum|inleverdatum)\\b[^,.;]{0,40}\\b(?:moves|shifts"
              + "|is moving|schuift|verschuift|gaat) (?:to|naar)\\b"
              + "|\\b(?:deadline|due date|einddatum|inleverdatum)\\b[^,.;]{1,30}\\b(?:now|nu)\\b"
              // stop 44: a day that is the day now ("and now it's Thursday after all", "nu is het
              // toch woensdag"), a "by" day with "now" ("he needs it by 16 March now"), the thing
              // wanted back by someone ("Sara needs them back by Friday", "ze wil hem uiterlijk 6
              // mei terug")
              + "|\\bnow,? (?:it'?s|it is)\\b|\\b(?:it'?s|it is)\\b[^,.;]{1,25}\\bafter all\\b"
              + "|\\b(?:nu is het|het is nu|is het nu)\\b|\\bis het toch\\b"
              + "|\\b(?:by|before)\\b[^,.;]{1,25}\\bnow\\b|\\buiterlijk\\b[^,.;]{1,25}\\bnu\\b"
              + "|\\b(?:needs?|wants?|wanted|needed) (?:it|them|that|those) back\\b"
              + "|\\b(?:wil|willen|wilt|moet|moeten|wou) (?:het|hem|ze|die|dat)\\b[^,.;]{0,30}\\bterug\\b");

  private static final Pattern REMOVED =
      Rules.p(
          "\\bno longer (?:has|have) (?:a|any) (?:deadline|due date)\\b"
              + "|\\b(?:doesn'?t|don'?t) have (?:a|any) (?:deadline|due date) (?:anymore|any more)\\b"
              + "|\\b(?:heeft|hebben) geen (?:deadline|einddatum) meer\\b");

  /** An occasion, not an errand: its move is not the move of a task that does not name it. */
  private static final Pattern OCCASION =
      Rules.p(
          "^\\W*(?:the |our |my |de |het |onze |mijn )?(?:[\\p{L}-]+ )?(?:meeting|appointment|party"
              + "|dinner|lunch|call|session|class|game|match|trip|flight|visit|vergadering|afspraak"
              + "|feest|etentje|lunch|overleg|les|wedstrijd|reis|vlucht|bezoek|borrel)\\b");

  /** Whether a day of the sentence is said to be no longer the day. */
  static boolean negatedDay(String sentence, Dates.Span s) {
    return AsciiCase.matcher(NOT_BEFORE, sentence.substring(0, s.start())).find()
        || AsciiCase.matcher(NOT_AFTER, sentence.substring(s.end())).find();
  }

  /** A sentence that moves a deadline without a verb of moving. */
  static boolean moves(String sentence, List<Dates.Span> spans) {
    return Cues.find(TRIGGER, sentence)
        || spans.size() >= 2 && spans.stream().anyMatch(s -> negatedDay(sentence, s))
        || DayCorrections.correctedDay(sentence, spans) != null; // "no wait, I meant Thursday"
  }

  static boolean removed(String sentence) {
    return Cues.find(REMOVED, sentence);
  }

  /**
   * What the occasion's move means for the task, said of "it" (stop 36): "Party's been brought
   * forward, so it has to be bought by Friday now", "de borrel is verplaatst, dus het moet vóór
   * donderdag".
   */
  private static final Pattern SO_IT =
      Rules.p(
          "\\b(?:so|dus|which means)\\s+(?:it|they|het|dat|ze)\\s+(?:has to|have to|must|needs? to"
              + "|moet|moeten)\\b");

  /** Whether the sentence moves an occasion rather than the task found by no shared word. */
  static boolean anOccasion(String sentence) {
    return Cues.find(OCCASION, sentence) && !Cues.find(SO_IT, sentence);
  }
}
