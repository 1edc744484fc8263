package dev.assistantmemory.extract;

import java.util.regex.Pattern;

/**
 * Status wording the eighth pass added (issue 13): a question about a task changes nothing ("Is the
 * report done yet?", "Is het verslag al af?"); "almost done" / "bijna klaar" is under way, not
 * done; a place that is full was not booked ("The hotel was fully booked"); "Die kan van de lijst"
 * and "cross it off" complete the one open task; "Ik ben er al mee bezig" is a terse follow-up.
 */
final class StatusFollowUps {

  private StatusFollowUps() {}

  /** A yes/no question about the state of a thing. */
  private static final Pattern ASKED =
      Rules.p(
          "^\\W*(?:is|are|has|have|did|was|were|zijn|heb|heeft|hebben|ben|was|waren)\\s+"
              + "(?:it|that|this|the|my|het|de|dat|die|mijn|je|jij|you|we|he|she|hij|ze)\\b[^.!]*\\?\\s*$");

  private static final Pattern ALMOST =
      Rules.p(
          "\\b(?:almost|nearly|just about|bijna|zo goed als|vrijwel)\\s+(?:all\\s+)?(?:done|finished"
              + "|ready|complete|there|klaar|af|rond|afgerond|gereed)\\b");

  private static final Pattern UNAVAILABLE =
      Rules.p(
          "\\b(?:fully booked|booked up|booked solid|sold out|no (?:rooms|tables|seats) left"
              + "|volgeboekt|vol geboekt|uitverkocht|helemaal vol|geen plek meer)\\b");

  private static final Pattern TICKED =
      Rules.p(
          "^\\W*(?:die|dat|deze|het|dit|that one|that|this one|it)?\\s*(?:kan|mag|can|may|goes)"
              + "\\s+(?:ook\\s+|nu\\s+|wel\\s+)*(?:van (?:de|mijn) (?:lijst|lijstje|takenlijst)|afgestreept"
              + "|afgevinkt|come off (?:the|my) list|be crossed off|be ticked off)\\b"
              + "|^\\W*(?:cross|tick|strike) (?:it|that|this)(?: one)? off\\b"
              + "|^\\W*streep (?:die|dat|het) maar (?:af|door)\\b"
              // stop 33: "Huur is eraf gegaan, kan ik afstrepen", "dat mag ik afvinken"
              + "|\\b(?:kan|mag) ik (?:(?:die|dat|het|deze|hem|ze|nu|ook|wel)\\s+)*"
              + "(?:afstrepen|afvinken|doorstrepen|wegstrepen)\\b(?![^.!]*\\?)");

  private static final Pattern TERSE =
      Rules.p(
          "^\\W*(?:ik ben|ben|we zijn)\\s+er\\s+(?:(?:al|nu|nog|volop|wel|toch)\\s+)*mee bezig\\b");

  private static final String COUNT =
      "(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple"
          + "|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty"
          + "|een paar|één|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf"
          + "|(?:der|veer|vijf|zes|zeven|acht|negen)tien|(?:twin|der|veer|vijf|zes|zeven|tach|negen)tig)";

  /**
   * Some of the work still to go, stop 37: "twelve to go", "3 more to do", "nog tien te gaan" (not
   * "de buurman had er nog een over", a spare), and a part left for later with no article
   * ("Voorkant gedaan, achterkant morgen", "Kitchen done, bathroom tomorrow").
   */
  private static final Pattern PARTS_LEFT =
      Rules.p(
          "\\b"
              + COUNT
              + "\\s+(?:more\\s+)?(?:to go|left to (?:do|write|send|go)|still to do)\\b"
              + "|\\bnog\\s+"
              + COUNT
              + "\\s+(?:te gaan|te doen|te schrijven|te versturen)\\b"
              + "|\\b(?:done|finished|sorted|gedaan|klaar|af|geregeld),\\s+(?!(?:see|talk|speak|catch|chat|tot"
              + "|until|till|vanaf|from|then|dan|en|and|maybe|misschien)\\b)\\p{L}+\\s+"
              + "(?:tomorrow|tonight|later|this weekend|next week|morgen|overmorgen|straks|vanavond"
              + "|dit weekend|volgende week|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
              + "|(?:maan|dins|woens|donder|vrij|zater|zon)dag)\\W*$");

  /** Whether the sentence says part of the work is still to go ("nog tien te gaan"). */
  static boolean partsLeft(String sentence) {
    return Cues.find(PARTS_LEFT, sentence);
  }

  /**
   * Stop 40: the deed was done on the wrong thing, so the task is not done after all: "Posted the
   * wrong form", "sent them the wrong file", "Verkeerde pakket teruggestuurd", "Ik heb het
   * verkeerde formulier ingevuld".
   */
  private static final Pattern WRONG_ONE =
      Rules.p(
          "\\b(?:\\p{L}+ed|sent|paid|brought|bought|took|gave|handed in|dropped off)\\s+"
              + "(?:in\\s+|off\\s+|back\\s+|(?:him|her|them)\\s+)?(?:the|a)\\s+wrong\\s+\\p{L}+"
              + "|\\bverkeerde\\s+\\p{L}+\\s+(?:\\p{L}+\\s+)?(?:ingeleverd|ingevuld|teruggebracht"
              + "|teruggestuurd|opgestuurd|verstuurd|gestuurd|betaald|meegenomen|gekocht|besteld"
              + "|opgehaald|gebracht|afgegeven)\\b"
              + "|\\b(?:heb|had|hebben|hadden)\\s+(?:ik\\s+|we\\s+)?(?:de|het|een)\\s+verkeerde\\b");

  /** Whether the sentence says the deed was done on the wrong thing. */
  static boolean wrongOne(String sentence) {
    return Cues.find(WRONG_ONE, sentence);
  }

  static boolean askedAbout(String sentence) {
    return Cues.find(ASKED, sentence);
  }

  static boolean almost(String sentence) {
    return Cues.find(ALMOST, sentence);
  }

  static boolean unavailable(String sentence) {
    return Cues.find(UNAVAILABLE, sentence);
  }

  static boolean ticked(String sentence) {
    return Cues.find(TICKED, sentence);
  }

  static boolean terse(String sentence) {
    return Cues.find(TICKED, sentence) || Cues.find(TERSE, sentence);
  }
}
