package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Preferences.Pref;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Constructions a taste is said in that the clause readers miss (issue 13, stop 40), each read over
 * the whole sentence with one fixed sign, adding only things no other reader named:
 *
 * <ul>
 *   <li>a taste that turned: "X is growing on me" (like), "I thought I'd hate X but it's actually
 *       fun", "Ik dacht dat ik X saai zou vinden, maar het valt mee" (like), "Used to hate X, now
 *       ..." and "Vroeger vond ik X stom, nu ..." (like when the now-clause has no negation), "I
 *       used to love X but ... ruined it", "Ik vond X altijd leuk, maar ... hoeft het niet meer"
 *       (dislike);
 *   <li>a negated dislike said as praise (litotes): "I don't mind X actually", "X vind ik niet
 *       (eens) verkeerd", "X vind ik eigenlijk niet erg" (like); a negated like: "I'm not mad about
 *       X", "X zie ik niet zitten", "Zero interest in X" (dislike);
 *   <li>a comparison or hedge that keeps the preferred thing: "X is so much better than Y", "Ik
 *       denk dat ik X fijner vind dan Y", "volgens mij vind ik X fijner" (like of X only);
 *   <li>the thing put first and taken up again: "X, hate them", "X, ik kan ze niet uitstaan", "X,
 *       daar hou ik van", "X, daar word ik blij van", "X, amai, da's zalig", "Early shifts I
 *       actually love".
 * </ul>
 *
 * <p>Every like rule needs a positive word of its own and no negator where the turn is said, so a
 * dislike is never read as a like.
 */
final class TasteTurns {

  private TasteTurns() {}

  /** One construction: its pattern with the thing in group {@code o}, and its sign. */
  private record Turn(Pattern pattern, boolean like) {}

  private static Turn like(String regex) {
    return new Turn(Rules.p(regex), true);
  }

  private static Turn dislike(String regex) {
    return new Turn(Rules.p(regex), false);
  }

  private static final String LEAD =
      "^\\W*(?:(?:honestly|tbh|hmm+|ok|okay|so|and|well|oh|personally|um+|eh+|yeah|eerlijk gezegd"
          + "|nou|ja|eh|hm+)[,!]?\\s+)*";

  /** The thing first: no pronoun, no comma. */
  private static final String NP =
      "(?<o>(?!(?:it|they|them|he|she|i|you|we|ze|hij|zij|ik|je|wij|er|daar)\\b)"
          + "[\\p{L}\\p{N}][\\p{L}\\p{N}'’&/\\- ]{0,60}?)";

  /** The thing after a verb: up to the end of its clause. */
  private static final String OBJ =
      "(?<o>(?!(?:it|that|this|them|you|het|dat|dit|ze|je|jou|hem)\\b)[^,.;:!?]+?)";

  /**
   * A thing put first and taken up again: a phrase with no clause of its own in it ("Wellies look
   * silly but ..., I love them" puts no thing first).
   */
  private static final String BARE_NP =
      "(?<o>(?!(?:it|they|them|he|she|i|you|we|ze|hij|zij|ik|je|wij|er|daar)\\b)(?:(?!\\b(?:but|maar|i|ik|they|we"
          + "|you|he|she|it|is|are|was|were|look|looks|zijn|ben|heb|has|have)\\b)[\\p{L}\\p{N}'’&/\\- ]){1,60}?)";

  /** Where a thing put first may start: the sentence, or the clause after "but" / "maar". */
  private static final String FRONT = "(?:^\\W*|\\b(?:but|maar)\\s+)";

  /** "I don't mind either way / which one / if you ...": a choice left open, no thing. */
  private static final String NOT_CHOICE =
      "(?!(?:either|which|whichever|what|whatever|if|how|when|where|who|helping|waiting|at all)\\b)";

  private static final String CLAUSE_END = "(?=\\s*[,.;:!?]|\\s+(?:but|maar|want|omdat)\\b|\\W*$)";

  private static final String NEG_ADJ_NL =
      "(?:saai|stom|vies|smerig|vreselijk|verschrikkelijk|niks|niets|eng|irritant|suf|afschuwelijk"
          + "|waardeloos|stomvervelend|oersaai|doodsaai)";

  private static final String POS_ADJ_NL =
      "(?:leuk|lekker|fijn|mooi|heerlijk|geweldig|gezellig|prachtig|top|tof|gaaf|zalig|interessant)";

  /** What a thing one begins to like is found: "leuk", or "steeds leuker". */
  private static final String RISING_NL =
      "(?:leuker|lekkerder|fijner|mooier|gezelliger|interessanter|" + POS_ADJ_NL + ")";

  /** Praise said of the thing after "but" or "maar": the turn to a like. */
  private static final String PRAISE_AFTER =
      "(?:(?:it|they|he|she|that)(?:'s|'re|\\s+is|\\s+are|\\s+has|\\s+have|\\s+turned out(?:\\s+to be)?)?"
          + "\\s+(?:(?:actually|really|honestly|been|kind of|quite|so|pretty|genuinely|surprisingly|turned out"
          + "|to be)\\s+)*(?:fun|great|good fun|lovely|brilliant|enjoyable|amazing|fantastic|grown on me"
          + "|growing on me|a joy|a blast)"
          + "|i\\s+(?:actually\\s+|really\\s+|kind of\\s+|now\\s+)*(?:love|like|enjoy|adore)\\s+(?:it|them)"
          + "|i(?:'m|\\s+am)\\s+(?:actually\\s+|really\\s+|totally\\s+)*(?:loving|enjoying)\\s+(?:it|them)"
          + "|(?:hij|het|ze|die|dat)\\s+(?:valt|viel|vallen|vielen)\\s+(?:(?:reuze|best|enorm|heel erg|erg|ontzettend|eigenlijk|toch"
          + "|hartstikke|alles)\\s+)*mee"
          + "|(?:het|hij|ze|die|dat)\\s+bevalt\\s+(?:me\\s+|mij\\s+)?(?:(?:eigenlijk|best|heel|echt)\\s+)*"
          + "(?:prima|goed|uitstekend|top)"
          + "|(?:het|hij|ze|die|dat)\\s+(?:is|zijn)\\s+(?:(?:eigenlijk|best|juist|hartstikke|echt|heel)\\s+)*"
          + POS_ADJ_NL
          + ")\\b";

  private static final List<Turn> EN =
      List.of(
          // "Kotlin is growing on me", "Zoom book club has really grown on me"
          like(
              LEAD
                  + NP
                  + "\\s+(?:is|are|'s|has|have)\\s+(?:(?:really|slowly|definitely|actually|kind of|kinda"
                  + "|totally|properly|genuinely|honestly|started|starting|beginning|begun)\\s+)*(?:grow(?:ing|n)|to grow)"
                  + "\\s+on\\s+me\\b"),
          // "I've warmed to podcasts", "I've come round to tofu"
          like(
              LEAD
                  + "i(?:'ve|\\s+have)\\s+(?:(?:really|slowly|finally|actually|totally|kind of)\\s+)*(?:warmed\\s+(?:up\\s+)?to"
                  + "|come\\s+(?:a)?round\\s+to)\\s+"
                  + OBJ
                  + CLAUSE_END),
          // "I've gone right off coffee", "I'm so over group chats"
          dislike(
              LEAD
                  + "i(?:'ve|\\s+have)\\s+(?:(?:really|kind of|totally)\\s+)?gone\\s+(?:right|completely|totally|a bit"
                  + "|rather)\\s+off\\s+"
                  + OBJ
                  + CLAUSE_END),
          dislike(
              LEAD
                  + "i(?:'m|\\s+am)\\s+(?:so|totally|completely|just|well)\\s+over\\s+(?!(?:the moon|it|that|this)\\b)"
                  + OBJ
                  + CLAUSE_END),
          // "..., the grammar less so": the other half of a growing like
          dislike(
              "\\bgrow(?:ing|n) on me\\b[^.!?]*?,\\s+(?:but\\s+)?"
                  + NP
                  + ",?\\s+(?:less so|not so much|not as much)\\b"),
          // "I thought I'd hate the class but it's actually fun"
          like(
              LEAD
                  + "(?:i\\s+)?(?:(?:thought|didn'?t think|did not think|never thought)\\s+i(?:'d|\\s+would)"
                  + "|(?:fully\\s+)?expected\\s+to)\\s+(?:really\\s+)?(?:hate|dislike|like|love|enjoy|be into)\\s+"
                  + OBJ
                  + ",?\\s+but\\s+(?<tail>"
                  + PRAISE_AFTER
                  + "[^.!?]*)"),
          // "I wasn't sure about the choir but it's really grown on me": a doubt, then praise
          like(
              LEAD
                  + "(?:i\\s+)?(?:was(?:n'?t| not)\\s+(?:so\\s+)?(?:sure|keen|convinced)\\s+(?:about|on|by)|had\\s+my\\s+doubts"
                  + "\\s+about|was\\s+(?:a bit\\s+)?(?:sceptical|skeptical|dubious)\\s+(?:about|of))\\s+"
                  + OBJ
                  + ",?\\s+(?:at first\\s*,?\\s*)?but\\s+(?<tail>"
                  + PRAISE_AFTER
                  + "[^.!?]*)"),
          // "Used to hate running, now I'm out four mornings a week"
          like(
              LEAD
                  + "(?:i\\s+)?used\\s+to\\s+(?:really\\s+)?(?:hate|dislike|loathe|detest|can'?t stand)\\s+"
                  + OBJ
                  + ",?\\s+(?:but\\s+|and\\s+)?(?:now|these days|nowadays)\\b(?<tail>[^.!?]*)"),
          // "I used to love the quiz but the new host has ruined it"
          dislike(
              LEAD
                  + "(?:i\\s+)?used\\s+to\\s+(?:really\\s+)?(?:love|like|enjoy|adore)\\s+"
                  + OBJ
                  + ",?\\s+but\\b[^.!?]*?\\b(?:ruined|spoil(?:ed|t)|gone (?:right |completely |totally )?off"
                  + "|went (?:right )?off|(?:i'm|i am) done with|over it|lost interest|can'?t stand|hate)\\b"),
          // "I don't mind the night shifts actually" (v3: a like)
          like(
              LEAD
                  + "i\\s+(?:actually|honestly|really)\\s+(?:don'?t|do not)\\s+mind\\s+"
                  + NOT_CHOICE
                  + OBJ
                  + CLAUSE_END),
          like(
              LEAD
                  + "i\\s+(?:don'?t|do not)\\s+mind\\s+"
                  + NOT_CHOICE
                  + OBJ
                  + "\\s+(?:actually|at all|tbh|honestly)"
                  + CLAUSE_END),
          // "I'm not mad about the new app": British "mad about" negated
          dislike(
              LEAD
                  + "i(?:'m|\\s+am)\\s+(?:really\\s+|exactly\\s+|that\\s+)?not\\s+(?:really\\s+|exactly\\s+"
                  + "|that\\s+|too\\s+|all that\\s+)?mad\\s+(?:about|keen\\s+on)\\s+"
                  + OBJ
                  + CLAUSE_END),
          // "Zero interest in the golf day"
          dislike(
              LEAD
                  + "(?:i(?:'ve|\\s+have)(?:\\s+got)?\\s+)?(?:zero|absolutely no)\\s+interest\\s+(?:whatsoever\\s+)?in\\s+"
                  + OBJ
                  + CLAUSE_END),
          // "The parking charges make my blood boil"
          dislike(
              LEAD
                  + NP
                  + "\\s+(?:really\\s+|just\\s+|always\\s+)?makes?\\s+my\\s+blood\\s+boil\\b"),
          // "Wedding favours are a waste of money"
          dislike(
              LEAD
                  + NP
                  + "\\s+(?:is|are)\\s+(?:(?:just|such|honestly|totally|always)\\s+)*(?:an?\\s+)?"
                  + "(?:(?:total|complete|absolute|massive|huge|utter)\\s+)?waste\\s+of\\s+(?:money|time|space)\\b"),
          // "Live chat is so much better than phoning", "X are so much better for me"
          like(
              "(?:"
                  + LEAD
                  + "|\\b(?:but|and)\\s+)"
                  + NP
                  + "\\s+(?:is|are)\\s+(?:(?:so|much|way|far|loads|a lot|miles|honestly|definitely|always"
                  + "|just)\\s+)+better\\s+(?:than\\s+(?!(?:yesterday|last|before|usual|ever|expected|it was|i thought"
                  + "|i expected|the (?:first|last|old|previous) (?:one|version|draft))\\b)|for me\\b)"),
          // "Early shifts I actually love": the thing put first
          like(
              "^\\W*"
                  + BARE_NP
                  + "\\s+i\\s+(?:(?:actually|really|absolutely|just|genuinely|honestly)\\s+)*(?:love|adore)"
                  + "(?=\\s*[,.;!]|\\W*$)"),
          // "Self-checkout tills, hate them"
          dislike(
              FRONT
                  + BARE_NP
                  + ",\\s+(?:i\\s+)?(?:(?:absolutely|really|just|honestly)\\s+)*(?:hate|loathe|detest|can'?t stand)"
                  + "\\s+(?:them|it|those)(?!\\s+(?:to|when|if|that)\\b)(?=\\s*[,.;!]|\\s+with\\b|\\W*$)"),
          like(
              FRONT
                  + BARE_NP
                  + ",\\s+(?:i\\s+)?(?:(?:absolutely|really|just|honestly)\\s+)*(?:love|adore)\\s+(?:them|it|those)"
                  + "(?:\\s+to bits)?(?=\\s*[,.;!]|\\W*$)"),
          // "Karaoke, not a fan": the thing put first, then the verdict without a verb
          dislike(
              FRONT
                  + BARE_NP
                  + "[,?]\\s+(?:(?:honestly|really|definitely|just)\\s+)?(?:not\\s+(?:a|much of a|really a|the biggest)"
                  + "\\s+fan|not\\s+(?:really\\s+)?my\\s+thing)(?:\\s+(?:tbh|honestly|really))?[\\s.!\\p{So}\\p{Sk}]*$"),
          // "Sweet peas smell like heaven"
          like(
              LEAD
                  + NP
                  + "\\s+(?:smells?|tastes?)\\s+(?:(?:absolutely|just|like)\\s+)*(?:heaven|heavenly|divine)\\b"),
          // "Spreadsheets calm me down"
          like(
              LEAD
                  + NP
                  + "\\s+(?:always\\s+|really\\s+)?(?:calms?|relax(?:es)?)\\s+me(?:\\s+down)?\\W*$"),
          // "Nights, though, destroy me"
          dislike(
              FRONT
                  + BARE_NP
                  + ",?\\s+(?:though,?\\s+)?(?:(?:absolutely|totally|just|really)\\s+)?(?:destroys?|wrecks?)\\s+me"
                  + "\\W*$"),
          // "Irish weather I can live with, Irish rents I can't"
          dislike(
              "\\bi\\s+can\\s+(?:just about\\s+)?live\\s+with[,.;]\\s+(?:but\\s+)?"
                  + NP
                  + "\\s+i\\s+(?:can'?t|cannot)\\b"),
          // "Sit-down all the way", "yeah dogs all the way": a short thing cheered on
          like(
              "(?:^\\W*|\\byeah,?\\s+)(?<o>(?!(?:it|that|this|they|we|i|you|he|she|went|drove|walked|ran|came"
                  + "|go|come|get)\\b)[\\p{L}-]+(?:\\s+(?!(?:is|are|was|were|went|drove|walked|ran|came|slept"
                  + "|cycled|stood)\\b)[\\p{L}-]+){0,2}?),?\\s+all the way\\W*$"));

  private static final List<Turn> NL =
      List.of(
          // "De Spaanse grammatica begin ik leuk te vinden"
          like(
              LEAD
                  + NP
                  + "\\s+begin\\s+ik\\s+(?:(?:echt|steeds|toch|al|zowaar|eigenlijk|best|wel)\\s+)*"
                  + RISING_NL
                  + "\\s+te\\s+vinden\\b"),
          like(
              "\\bik\\s+begin\\s+"
                  + OBJ
                  + "\\s+(?:(?:echt|steeds|toch|al|zowaar|eigenlijk|best|wel)\\s+)*"
                  + RISING_NL
                  + "\\s+te\\s+vinden\\b"),
          // "Ik dacht dat ik die cursus vreselijk zou vinden, maar hij valt reuze mee"
          like(
              "\\bik\\s+dacht\\s+(?:dat\\s+)?ik\\s+"
                  + OBJ
                  + "\\s+(?:(?:echt|heel|zo|helemaal)\\s+)*"
                  + NEG_ADJ_NL
                  + "\\s+zou\\s+vinden,?\\s+maar\\s+(?<tail>"
                  + PRAISE_AFTER
                  + "[^.!?]*)"),
          like(
              "\\bik\\s+had\\s+(?:nooit|niet)\\s+gedacht\\s+dat\\s+ik\\s+"
                  + OBJ
                  + "\\s+(?:(?:zo|echt)\\s+)?"
                  + POS_ADJ_NL
                  + "\\s+zou\\s+vinden\\b"),
          // "Ik zag die cursus eerst niet zitten, maar hij valt reuze mee"
          like(
              "\\bik\\s+(?:zag|had)\\s+"
                  + OBJ
                  + "\\s+(?:eerst|in het begin|aanvankelijk)\\s+(?:niet\\s+zitten|weinig\\s+vertrouwen\\s+in),?\\s+maar\\s+(?<tail>"
                  + PRAISE_AFTER
                  + "[^.!?]*)"),
          // "De cursus valt me reuze mee"
          like(
              LEAD
                  + NP
                  + "\\s+(?:valt|vallen)\\s+(?:me|mij)\\s+(?:(?:eigenlijk|toch|achteraf)\\s+)*(?:(?:reuze|enorm|heel erg"
                  + "|ontzettend|echt|best)\\s+)+mee\\b"),
          // "Een extra garantie is zonde van het geld"
          dislike(
              LEAD
                  + NP
                  + "\\s+(?:is|zijn)\\s+(?:(?:echt|gewoon|pure|totaal)\\s+)*(?:zonde\\s+van\\s+het\\s+geld|weggegooid\\s+geld"
                  + "|geldverspilling)\\b"),
          // "Vroeger vond ik tuinieren saai, nu sta ik elke avond in de moestuin"
          like(
              LEAD
                  + "(?:vroeger|eerst)\\s+vond\\s+ik\\s+"
                  + OBJ
                  + "\\s+(?:(?:echt|heel|zo|altijd|maar)\\s+)*"
                  + NEG_ADJ_NL
                  + ",?\\s+(?:maar\\s+)?(?:nu|tegenwoordig|inmiddels)\\b(?<tail>[^.!?]*)"),
          // "Ik vond hardlopen altijd leuk, maar sinds mijn blessure hoeft het niet meer"
          dislike(
              LEAD
                  + "ik\\s+vond\\s+"
                  + OBJ
                  + "\\s+(?:altijd|vroeger|eerst)\\s+(?:(?:echt|heel|zo|super)\\s+)*"
                  + POS_ADJ_NL
                  + ",?\\s+maar\\b[^.!?]*?\\b(?:hoeft (?:het|dat) (?:voor mij\\s+)?(?:echt\\s+)?niet meer"
                  + "|ben ik (?:er|het)\\s+(?:helemaal\\s+)?(?:klaar mee|zat|beu)|is de lol eraf)"),
          // litotes: "Die wachtkamer vind ik niet eens verkeerd", "X vind ik eigenlijk niet erg"
          like(
              LEAD
                  + NP
                  + "\\s+vind\\s+ik\\s+(?:(?:eigenlijk|echt|helemaal|toch)\\s+)*niet\\s+(?:eens|zo)\\s+verkeerd\\b"),
          like(LEAD + NP + "\\s+vind\\s+ik\\s+(?:(?:eigenlijk|echt|toch)\\s+)*niet\\s+verkeerd\\b"),
          like(LEAD + NP + "\\s+vind\\s+ik\\s+eigenlijk\\s+(?:helemaal\\s+)?niet\\s+erg\\b"),
          like(
              "\\bik\\s+vind\\s+"
                  + OBJ
                  + "\\s+(?:(?:eigenlijk|echt|helemaal|toch)\\s+)*niet\\s+(?:eens\\s+)?verkeerd\\b"),
          // "Een buffet zie ik niet zitten", "Ik zie een buffet echt niet zitten"
          dislike(
              LEAD
                  + NP
                  + "\\s+zie\\s+ik\\s+(?:(?:echt|eigenlijk|helemaal|totaal|nog|nou|toch)\\s+)*niet\\s+zitten\\b"),
          dislike(
              "\\bik\\s+zie\\s+"
                  + OBJ
                  + "\\s+(?:(?:echt|eigenlijk|helemaal|totaal|toch)\\s+)*niet\\s+zitten\\b"),
          // hedged comparisons: "Ik denk dat ik thuiswerken fijner vind dan ...", "volgens mij vind
          // ik het vier-op-vier-rooster fijner"
          like(
              "\\b(?:dat|of)\\s+ik\\s+"
                  + OBJ
                  + "\\s+(?:(?:eigenlijk|toch|echt|veel|stukken|wel|nu)\\s+)*(?:fijner|leuker|lekkerder|prettiger"
                  + "|gezelliger|beter)\\s+vind\\b"),
          like(
              "\\b(?:volgens mij|ik denk|denk ik|eigenlijk)\\s+vind\\s+ik\\s+(?<o>(?!(?:het|dat|dit|ze|hem)\\W*$)"
                  + "[^,.;:!?]+?)\\s+(?:(?:eigenlijk|toch|echt|veel|stukken|wel|nu)\\s+)*(?:fijner|leuker"
                  + "|lekkerder|prettiger|gezelliger)(?=\\s+dan\\b|\\s*[,.;!]|\\W*$)"),
          // "Ik zit nog liever in de file"
          like(
              "\\bik\\s+(?!(?:wil|wou|zou|zal|ga|heb|ben|moet|kan)\\b)\\p{L}+\\s+(?:toch\\s+)?nog\\s+liever\\s+"
                  + "(?:(?:in|op|met|naar|bij)\\s+)?"
                  + OBJ
                  + CLAUSE_END),
          // "Na een paar biertjes ben ik best in voor karaoke"
          like(
              "\\b(?:ik ben|ben ik)\\s+(?:(?:altijd|best|wel|zeker|echt|heel)\\s+)*in\\s+voor\\s+"
                  + OBJ
                  + CLAUSE_END),
          // "Bedankjes vind ik zonde van het geld"
          dislike(
              LEAD
                  + NP
                  + "\\s+vind\\s+ik\\s+(?:(?:echt|gewoon|eigenlijk|toch)\\s+)*(?:pure\\s+)?zonde\\s+van\\s+(?:het|mijn|ons)"
                  + "\\s+geld\\b"),
          // "..., maar van nachtdiensten word ik echt gesloopt"
          dislike(
              "(?:^\\W*|,\\s*|\\b(?:maar|en)\\s+)van\\s+"
                  + OBJ
                  + "\\s+word\\s+ik\\s+(?:(?:echt|zo|altijd|helemaal|compleet|gewoon)\\s+)*(?:gesloopt|kapot"
                  + "|doodmoe|chagrijnig|misselijk|gestoord)\\b"),
          // "De nieuwe app werkt eigenlijk best fijn"
          like(
              LEAD
                  + NP
                  + "\\s+werkt\\s+(?:(?:eigenlijk|echt|best|heel|super|erg|wel|gewoon)\\s+)*(?:fijn|prettig"
                  + "|heerlijk)\\W*$"),
          // "ik heb nul komma nul zin in X", "X, daar heb ik nul komma nul zin in"
          dislike(
              "\\bik\\s+heb\\s+(?:echt\\s+)?nul\\s+(?:komma\\s+nul\\s+)?zin\\s+in\\s+"
                  + OBJ
                  + CLAUSE_END),
          dislike(
              FRONT
                  + BARE_NP
                  + ",\\s+daar\\s+heb\\s+ik\\s+(?:echt\\s+)?(?:nul\\s+(?:komma\\s+nul\\s+)?|totaal\\s+geen\\s+)"
                  + "zin\\s+in\\b"),
          // "Duivenmelken, ik snap de lol er niet van"
          dislike(
              FRONT
                  + BARE_NP
                  + ",\\s+(?:ik\\s+snap|ik\\s+zie)\\s+(?:echt\\s+|gewoon\\s+)?de\\s+lol\\s+er\\s+(?:echt\\s+)?niet"
                  + "\\s+van\\b"),
          // the thing first, taken up by "daar ... van/op": "X, daar hou ik van"
          like(
              FRONT
                  + BARE_NP
                  + ",\\s+(?:\\p{L}+,\\s+)?daar\\s+(?:hou|houd)\\s+ik\\s+(?:(?:echt|zo|heel erg|enorm|wel)\\s+)*van\\b"),
          like(
              FRONT
                  + BARE_NP
                  + ",\\s+daar\\s+word\\s+ik\\s+(?:(?:zo|zó|echt|altijd|heel|erg|enorm)\\s+)*(?:blij|vrolijk"
                  + "|gelukkig|rustig)\\s+van\\b"),
          like(
              FRONT
                  + BARE_NP
                  + ",\\s+daar\\s+ben\\s+ik\\s+(?:(?:echt|zo|heel|erg|helemaal)\\s+)*(?:dol|gek|verzot)\\s+op\\b"),
          dislike(
              FRONT
                  + BARE_NP
                  + ",\\s+daar\\s+(?:kan\\s+ik\\s+(?:echt\\s+|gewoon\\s+)?niet\\s+tegen|heb\\s+ik\\s+(?:echt\\s+|zo'n\\s+)?"
                  + "een\\s+hekel\\s+aan|word\\s+ik\\s+(?:(?:zo|echt|altijd)\\s+)*(?:gek|chagrijnig|gestoord)\\s+van)\\b"),
          // "Zelfscankassa's, ik kan ze niet uitstaan"
          dislike(
              FRONT
                  + BARE_NP
                  + ",\\s+ik\\s+(?:kan\\s+(?:ze|het|hem|die)\\s+(?:echt\\s+|gewoon\\s+)?niet\\s+uitstaan"
                  + "|haat\\s+(?:ze|het|hem|die)(?=\\s*[,.;!]|\\W*$))"),
          // "Stoofvlees met friet, amai, da's zalig"
          like(
              FRONT
                  + BARE_NP
                  + ",\\s+(?:(?:amai|oh|ah|jeetje|wow|man|mmm+)[,!]?\\s+)*(?:da's|dat is)\\s+(?:(?:echt|zo|toch|gewoon"
                  + "|super)\\s+)*(?:zalig|heerlijk|hemels|top|geweldig)\\W*$"),
          // "Techno, echt niet mijn ding"
          dislike(
              FRONT
                  + BARE_NP
                  + "[,?]\\s+(?:(?:echt|eerlijk gezegd|gewoon|totaal)\\s+)?(?:niet\\s+(?:echt\\s+)?(?:mijn|m'n)\\s+ding"
                  + "|geen\\s+fan)[\\s.!\\p{So}\\p{Sk}]*$"),
          // "Die podcast is echt een blijvertje"
          like(
              LEAD
                  + NP
                  + "\\s+(?:is|zijn)\\s+(?:(?:echt|zeker|absoluut|nu al)\\s+)*een\\s+blijvertje\\b"),
          // "Lathyrus ruikt hemels"
          like(
              LEAD
                  + NP
                  + "\\s+(?:ruikt|ruiken|smaakt|smaken)\\s+(?:(?:echt|gewoon|zo)\\s+)*(?:hemels|goddelijk)\\b"),
          // "Het weer kan ik nog hebben, de huurprijzen niet" (v9 "I can live with")
          dislike(
              "\\bkan\\s+ik\\s+(?:(?:nog|wel|best|prima)\\s+)*hebben,\\s+(?:maar\\s+)?"
                  + NP
                  + "\\s+(?:echt\\s+|absoluut\\s+)?niet\\W*$"),
          // "..., liever een huisje in de bossen", "Liever de trein dan het vliegtuig"
          like(
              "(?:^\\W*|,\\s*(?:maar\\s+|dan\\s+)?)(?:(?:nog|veel|dan|toch)\\s+)*liever\\s+(?<o>(?!(?:niet|geen|niks|niets"
                  + "|nooit|ik|je|we|wij|jij|u|dat|het|dit|hij|zij|ze|hem|haar|jou|buiten|binnen|thuis|hier|daar"
                  + "|alleen|samen|morgen|vandaag|vanavond|overmorgen|straks|later|eerder"
                  + "|vroeger|volgende|deze|om|na|voor|op|in|tot|\\p{L}+dag|\\d)\\b)[^,.;:!?\\d]+?)(?=\\s*[,.;!]|\\W*$)"));

  /** A negator or a dislike word in the turn: the praise is not plain, no like. */
  private static final Pattern SPOILER =
      Rules.p(
          "\\b(?:not|never|no|niet|nooit|geen|niks|niets|nothing|hate|hated|can'?t|cannot|worse|worst"
              + "|haat|hekel|vreselijk|verschrikkelijk|stom|saai)\\b|n't\\b");

  private static final Pattern CONDITION =
      Rules.p("^\\W*(?:if|what if|suppose|imagine|als|stel dat|wat als|mocht)\\b|\\?\\s*$");

  /** The tastes these constructions state that {@code known} does not name already. */
  static List<Pref> find(String sentence, Lang lang, List<Pref> known) {
    List<Pref> out = new ArrayList<>();
    if (AsciiCase.matcher(CONDITION, sentence).find()) {
      return out;
    }
    for (Turn turn : lang == Lang.NL ? NL : EN) {
      if (!Cues.mayMatch(turn.pattern(), sentence)) {
        continue; // stop 41: none of the construction's words, no search
      }
      Matcher m = AsciiCase.matcher(turn.pattern(), sentence);
      if (!m.find()) {
        continue;
      }
      if (turn.like() && hasTail(m) && AsciiCase.matcher(SPOILER, m.group("tail")).find()) {
        continue; // "Used to hate X, now I can't even look at it": no like
      }
      String object = Preferences.object(m.group("o"), lang);
      if (object == null
          || object.isBlank()
          || Rx.split(object, "\\s+").length > 10
          || !LexiconPreferences.taste(object)
          || EvaluativePreferences.anaphoric(object)) {
        continue;
      }
      boolean named =
          known.stream().anyMatch(k -> EvaluativePreferences.similar(k.object(), object))
              || out.stream().anyMatch(k -> EvaluativePreferences.similar(k.object(), object));
      if (!named) {
        out.add(new Pref(object, turn.like()));
      }
    }
    return out;
  }

  private static boolean hasTail(Matcher m) {
    return m.pattern().pattern().contains("(?<tail>");
  }
}
