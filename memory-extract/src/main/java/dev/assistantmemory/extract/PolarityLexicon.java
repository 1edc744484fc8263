package dev.assistantmemory.extract;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A polarity lexicon by frame (issue 13, stop 34): the evaluative verbs, adjectives, nouns and
 * idioms of English and Dutch that the older preference readers did not know, each entry a frame
 * over one clause with the thing evaluated in the group {@code o} and its sign. Four signs:
 *
 * <ul>
 *   <li>{@link Sign#LIKE}: a negator in its slot {@code neg} makes it the dislike it states ("I'm
 *       not crazy about X", "Ik ben niet dol op X"); a negator anywhere else drops it;
 *   <li>{@link Sign#DISLIKE}: a negator makes it nothing ("I can't say I don't mind ...");
 *   <li>{@link Sign#IDIOM_LIKE} / {@link Sign#IDIOM_DISLIKE}: idioms whose negation is part of the
 *       idiom ("I never get tired of X", "I wouldn't say no to X" is a like, "Ik ben niet vies van
 *       X" is a like, "X doesn't float my boat" is a dislike); any other negator drops them.
 * </ul>
 *
 * <p>Frames: the speaker and a verb or adjective with its object ("I relish X", "I'm passionate
 * about X", "I have no patience for X", "Ik krijg de kriebels van X"), the thing and what it does
 * to the speaker ("X does my head in", "X turns my stomach", "X staan me tegen"), the thing and an
 * evaluative noun ("X is a drag", "X is a blast"), and openers ("There's nothing like X", "You
 * can't beat X", "Voor X mag je me wakker maken").
 */
final class PolarityLexicon {

  private PolarityLexicon() {}

  enum Sign {
    LIKE,
    DISLIKE,
    IDIOM_LIKE,
    IDIOM_DISLIKE
  }

  record Entry(Pattern pattern, Sign sign) {}

  private static Entry e(Sign sign, String regex) {
    return new Entry(EvaluativeRules.p(regex), sign);
  }

  /** The thing first: a phrase without a comma at the start of its clause. */
  private static final String NP = "^(?<o>[\\p{L}\\p{N}][\\p{L}\\p{N}'’&\\- ]{0,60}?)";

  /** The speaker as subject, with an optional opener ("Honestly, I ..."). */
  private static final String I =
      "^\\W*(?:(?:honestly|personally|frankly|tbh|seriously|and|so|oh|also)" + ",?\\s+)*i";

  private static final String ADV =
      "(?:(?:really|just|so|truly|absolutely|totally|honestly|genuinely|quite|pretty|kind of|kinda"
          + "|always|still|also|actually|seriously|completely|utterly|very|super|properly|massively"
          + "|hugely|madly|deeply|a bit|rather|incredibly|definitely|particularly|especially|too|that"
          + "|overly|all that|terribly|exactly|remotely)\\s+)*";

  private static final String AM =
      "(?:'m|\\s+am|'ve been|\\s+have been|\\s+have always been|'ve always been)\\s+";

  private static final String ADV_NL =
      "(?:(?:echt|heel|erg|zo|best|wel|gewoon|nogal|enorm|ontzettend|eigenlijk|altijd|ook|toch"
          + "|totaal|helemaal|zeker|super|bepaald|bijzonder|absoluut|gewoonweg|nou|veel|stukken|een stuk)\\s+)*";

  private static final String MODAL_NL =
      "(?:wil|wou|zou|zal|ga|kom|help|heb|ben|hoop|moet|kan|mag|doe|wilde|zie|vind|weet)\\b";

  private static final String LIKE_ADJ_NL =
      "(?:lekker|heerlijk|fijn|leuk|prettig|geweldig|fantastisch|top|mooi|gezellig|prachtig|zalig"
          + "|ontspannend|rustgevend|interessant|boeiend|gaaf|tof|de max|genieten"
          // stop 37: a comparative said of the thing ("Bellen vind ik veel fijner (dan mailen)")
          + "|fijner|leuker|lekkerder|prettiger|gezelliger|relaxter|mooier|chiller)"
          + "(?:\\s+(?:ontspannend|rustgevend|om te doen|om te zien|om te horen))?";

  private static final String DISLIKE_ADJ_NL =
      "(?:vies|smerig|walgelijk|goor|ranzig|saai|vervelend|irritant|stom|vreselijk|verschrikkelijk"
          + "|afschuwelijk|eng|doodeng|griezelig|onaangenaam|niks|helemaal niks|zinloos|tijdverspilling"
          // stop 37: "Vergaderen vind ik zonde van de tijd"
          + "|zonde van (?:de|mijn|je) tijd|(?:pure |complete )?tijdverspilling)";

  /** What a thing is too much of for a taste (stop 37): "too sweet for me", "te druk voor mij". */
  private static final String TOO_ADJ_EN =
      "(?:sweet|spicy|salty|bitter|sour|rich|greasy|oily|sugary|heavy|strong|loud|noisy|crowded|busy"
          + "|slow|boring|long|hot|cold|intense|violent|scary|dark|bland)";

  private static final String TOO_ADJ_NL =
      "(?:zoet|pittig|heet|zout|bitter|zuur|vet|machtig|zwaar|sterk|druk|lawaaierig|vol|saai|traag"
          + "|langdradig|lang|eng|gewelddadig|koud|flauw)";

  private static final String ADJ_END =
      "(?=\\W*$|\\s*[,;]|\\s+(?:om|als|want|omdat|dus|maar|vooral|en|hoor|eigenlijk|dan)\\b)";

  private static final String OBJ_LAZY =
      "(?<o>(?!(?:het|dat|dit|je|jou|u|hem|haar|ze|jullie|er)\\b)[^,;]+?)";

  /** An object phrase after its verb: the rest of the clause. */
  private static final String OBJ =
      "(?<o>(?!(?:it|that|this|them|you|him|her|het|dat|dit|je|jou|u|hem|haar|ze)\\b).+)";

  static final List<Entry> EN =
      List.of(
          // stop 37: "I really cannot do horror films", "I just can't do crowds": a plural thing
          // one cannot bear (not a day nor a thing to do: "I can't do Friday", "can't do the
          // meeting")
          e(
              Sign.IDIOM_DISLIKE,
              I
                  + "\\s+"
                  + ADV
                  + "(?:cannot|can'?t|can not)\\s+(?:really\\s+)?do\\s+"
                  + "(?<o>(?!(?:the|a|an|this|that|these|those|it|them|my|your|his|her|our|their|any|much"
                  + "|more|anything|everything|that|without|with|so|today|tomorrow|tonight)\\b)"
                  + "(?:[\\p{L}-]+\\s+){0,2}[\\p{L}-]+s)\\W*$"),
          // stop 37: a thing too much of something for the speaker: "Milk chocolate is too sweet
          // for me", "Those bars are way too loud for me"
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:is|are|gets|get)\\s+(?:just\\s+|way\\s+|far\\s+|much\\s+|a bit\\s+|a little\\s+"
                  + "|slightly\\s+|always\\s+|honestly\\s+)*too\\s+"
                  + TOO_ADJ_EN
                  + "\\s+for\\s+me\\W*$"),
          // stop 37: the chat answer with the thing and "always": "Window seat, always.", "Tea,
          // always tea, never coffee" (the thing before the comma)
          e(
              Sign.IDIOM_LIKE,
              "^(?!(?:sure|yes|yeah|yep|ok|okay|thanks|thank you|no|nope|oh|well|same|me|you|not|almost"
                  + "|nearly|as|like|and|but|so|i|i'm|we|it|it's|that|this|he|she|they)\\b)"
                  + NP.substring(1)
                  + ",\\s+always\\b(?!\\s+(?:have|has|had|will|was|were|did|do|does|am|is|are)\\b)(?:\\s+[\\p{L}-]+){0,3}(?:\\s*,\\s*never\\s+[\\p{L}\\s-]+)?\\W*$"),
          // stop 37: the chat form without its subject: "kind of into audiobooks lately"
          e(
              Sign.LIKE,
              "^\\W*(?:(?:really|kind of|kinda|sort of|totally|so|very|pretty|big time|well|seriously)\\s+)+into\\s+"
                  + "(?<o>(?!(?:it|that|this|them|you|him|her|the|a|an)\\b)[\\p{L}-]+(?:\\s+[\\p{L}-]+){0,2}?)"
                  + "(?:\\s+(?:lately|these days|right now|at the moment|recently))?(?=\\s*[,.!;]|\\W*$)"),
          // idioms with their own negation: a like
          e(
              Sign.IDIOM_LIKE,
              I
                  + "\\s+"
                  + ADV
                  + "(?:never|don'?t ever|can'?t ever) (?:get|grow|tire) (?:tired |sick |bored )?of\\s+"
                  + OBJ),
          e(
              Sign.IDIOM_LIKE,
              I + "(?:'d|\\s+would|\\s+could)?\\s+never\\s+say\\s+no\\s+to\\s+" + OBJ),
          e(
              Sign.IDIOM_LIKE,
              "^\\W*(?:you\\s+)?(?:can'?t|cannot|can not)\\s+beat\\s+(?!(?:the|that|this|those|these|them|him|her|it|me|us)\\b)"
                  + OBJ),
          e(
              Sign.IDIOM_LIKE,
              "^\\W*there(?:'s|\\s+is)\\s+nothing\\s+(?:quite\\s+)?(?:like|better than|to beat)\\s+"
                  + OBJ),
          e(
              Sign.IDIOM_LIKE,
              NP
                  + "\\s+never\\s+fails?\\s+to\\s+(?:cheer me up|make me (?:smile|happy|laugh)"
                  + "|put a smile on my face|lift my mood)"),
          // idioms with their own negation: a dislike
          e(
              Sign.IDIOM_DISLIKE,
              NP + "\\s+(?:doesn'?t|does not|don'?t|do not)\\s+(?:really\\s+)?float my boat"),
          e(
              Sign.IDIOM_DISLIKE,
              I
                  + "\\s+(?:could|can)\\s*(?:never|not|n'?t)\\s+(?:really\\s+)?(?:get into|get on with|warm to)\\s+"
                  + OBJ),
          e(
              Sign.IDIOM_DISLIKE,
              I
                  + "\\s+never\\s+(?:really\\s+)?(?:got into|warmed to|took to|got on with)\\s+"
                  + OBJ),
          e(
              Sign.IDIOM_DISLIKE,
              I
                  + "\\s+(?:don'?t|do not)\\s+(?:really\\s+|much\\s+|particularly\\s+)?care\\s+(?:much\\s+)?for\\s+"
                  + OBJ),
          e(
              Sign.IDIOM_DISLIKE,
              I + "\\s+(?:couldn'?t|could not)\\s+care\\s+less\\s+about\\s+" + OBJ),
          e(
              Sign.IDIOM_DISLIKE,
              I
                  + AM
                  + "(?:not|never been)\\s+(?:exactly\\s+)?the\\s+(?:biggest|greatest|hugest)\\s+fan\\s+of\\s+"
                  + OBJ),
          // the speaker and an adjective with its object: negated, a dislike
          e(
              Sign.LIKE,
              I
                  + AM
                  + "(?<neg>not\\s+|never\\s+)?"
                  + ADV
                  + "(?:(?:crazy|nuts|wild|passionate|potty|bonkers|enthusiastic)\\s+about|(?:keen|big|sold|hooked)\\s+on"
                  + "|fond\\s+of|partial\\s+to|obsessed\\s+with)\\s+"
                  + OBJ),
          e(
              Sign.LIKE,
              I
                  + AM
                  + "(?<neg>not\\s+|never\\s+)?"
                  + ADV
                  + "(?:a\\s+)?(?:big|huge|massive|real|total|die-?hard"
                  + "|lifelong|long-?time|true|serious)\\s+(?:fan|lover|believer)\\s+(?:of|in)\\s+"
                  + OBJ),
          e(
              Sign.LIKE,
              I
                  + AM
                  + "(?<neg>not\\s+|never\\s+)?"
                  + ADV
                  + "(?:big|heavily|seriously|well)\\s+into\\s+"
                  + OBJ),
          e(
              Sign.LIKE,
              I
                  + "(?:'m|\\s+am|'ve been|\\s+have been)\\s+"
                  + ADV
                  + "(?:getting|got)\\s+(?:really\\s+)?into\\s+"
                  + OBJ),
          e(
              Sign.LIKE,
              I
                  + "(?:'ve|\\s+have)\\s+(?:really|properly|seriously|totally|quite)\\s+(?:got|gotten)\\s+into\\s+"
                  + "(?!(?:trouble|debt|a |an |the habit|university|college|bed)\\b)"
                  + OBJ),
          e(Sign.LIKE, I + AM + "(?<neg>not\\s+)" + ADV + "into\\s+" + OBJ),
          e(
              Sign.IDIOM_DISLIKE,
              I
                  + "(?:'ve|\\s+have)\\s+never\\s+(?:really\\s+)?been\\s+"
                  + ADV
                  + "(?:a\\s+)?(?:big\\s+|huge\\s+|massive\\s+|great\\s+)?"
                  + "(?:fan\\s+of|into|keen\\s+on|fond\\s+of|crazy\\s+about|big\\s+on)\\s+"
                  + OBJ),
          e(
              Sign.LIKE,
              I
                  + "(?:'m|\\s+am)\\s+(?<neg>not\\s+)?(?:a\\s+)?(?:big|huge|massive|real|total|die-?hard|lifelong)\\s+"
                  + "(?<o>[\\p{L}\\p{N}'’&\\- ]{2,30}?)\\s+fan\\W*$"),
          // the speaker and a verb with its object
          e(
              Sign.LIKE,
              I
                  + "(?:'ve|\\s+have)\\s+"
                  + ADV
                  + "(?:always|forever|long)\\s+"
                  + ADV
                  + "(?:loved|liked|enjoyed|adored)\\s+"
                  + OBJ),
          e(
              Sign.DISLIKE,
              I
                  + "(?:'ve|\\s+have)\\s+"
                  + ADV
                  + "(?:always|forever|long)\\s+"
                  + ADV
                  + "(?:hated|disliked|loathed|detested)\\s+"
                  + OBJ),
          e(
              Sign.LIKE,
              I
                  + "\\s+"
                  + ADV
                  + "(?<neg>don'?t\\s+|do not\\s+|never\\s+)?"
                  + ADV
                  + "(?:relish|cherish|treasure|savou?r|swear by|go (?:crazy|wild|nuts) for)\\s+"
                  + OBJ),
          e(
              Sign.LIKE,
              I
                  + "(?:'ve|\\s+have)\\s+(?<neg>never\\s+)?(?:got|had)\\s+a\\s+(?:real\\s+)?(?:thing|weakness)\\s+for\\s+"
                  + OBJ),
          e(
              Sign.LIKE,
              I
                  + "\\s+have\\s+(?<neg>never\\s+had\\s+)?a\\s+(?:real\\s+)?(?:thing|weakness)\\s+for\\s+"
                  + OBJ),
          e(
              Sign.DISLIKE,
              I
                  + "\\s+"
                  + ADV
                  + "(?<neg>don'?t\\s+|do not\\s+)?(?:can'?t|cannot|can not)\\s+(?:abide|tolerate|take much of)\\s+"
                  + OBJ),
          e(
              Sign.DISLIKE,
              I
                  + "(?:\\s+have|'ve got|\\s+have got|'ve)\\s+(?:no|zero|little)\\s+(?:patience|tolerance|love)\\s+(?:for|with)\\s+"
                  + OBJ),
          e(
              Sign.DISLIKE,
              I + "(?:'ve|\\s+have)\\s+(?:had|heard)\\s+(?:more than\\s+)?enough\\s+of\\s+" + OBJ),
          e(Sign.DISLIKE, I + AM + ADV + "(?:bored|weary)\\s+(?:of|with)\\s+" + OBJ),
          e(
              Sign.DISLIKE,
              I
                  + "\\s+"
                  + ADV
                  + "(?:try to\\s+)?(?:avoid|steer clear of|stay away from)\\s+"
                  + OBJ),
          // the thing and what it does to the speaker
          e(
              Sign.LIKE,
              NP
                  + "\\s+(?<neg>(?:doesn'?t|does not|don'?t|do not)\\s+)?(?:ever\\s+)?(?:floats?|float) my boat"),
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:really\\s+|just\\s+|always\\s+)?(?:does|do) my head in|"
                  + NP.replace("<o>", "<o2>")
                  + "\\s+(?:really\\s+|just\\s+|always\\s+)?(?:turns?|turned) my stomach"),
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:always\\s+|just\\s+|really\\s+)?(?:makes?|make) me (?:gag|cringe|shudder|retch|heave"
                  + "|want to (?:scream|cry|throw up)|sick to my stomach)"),
          e(Sign.DISLIKE, NP + "\\s+(?:always\\s+|really\\s+)?(?:gets?|get) me down"),
          // stop 41: the thing and the feeling it gives the speaker ("Watercolours frustrate me")
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:always\\s+|really\\s+|just\\s+|honestly\\s+)?(?:frustrates?|infuriates?"
                  + "|exasperates?) me\\b(?!\\s+(?:to|that)\\b)"
                  // a short Dutch sentence may be read as English
                  + "|"
                  + NP.replace("<o>", "<o2>")
                  + "\\s+(?:frustreert|frustreren|irriteert|irriteren|ergert|ergeren|verveelt|vervelen)"
                  + " (?:me|mij)\\b(?!\\s+(?:aan|dat)\\b)"),
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:always\\s+|really\\s+|just\\s+)?(?:gets?|get) on my (?:nerves|wick|tits)"
                  + "|"
                  + NP.replace("<o>", "<o2>")
                  + "\\s+(?:always\\s+|really\\s+|just\\s+)?(?:drives?|drive) me "
                  + "(?:mad|crazy|nuts|up the wall|round the bend|insane|bananas)"),
          e(Sign.DISLIKE, NP + "\\s+(?:really\\s+|just\\s+|totally\\s+)?sucks?\\W*$"),
          e(Sign.LIKE, NP + "\\s+(?:totally\\s+|really\\s+|just\\s+)?rocks?\\W*$"),
          // the thing and an evaluative noun
          e(
              Sign.LIKE,
              NP
                  + "\\s+(?:is|are)\\s+(?<neg>not\\s+)?"
                  + ADV
                  + "(?:such\\s+)?(?:a\\s+|an\\s+)?(?:real\\s+|total\\s+|absolute\\s+)?"
                  + "(?:blast|treat|delight|dream|joy to [\\p{L}]+)\\b"),
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:is|are)\\s+"
                  + ADV
                  + "(?:such\\s+)?(?:a\\s+)?(?:real\\s+|total\\s+|absolute\\s+|massive\\s+)?"
                  + "(?:drag|chore|bore|snooze(?:fest)?|slog|faff|hassle|turn-?off|no-go|the pits"
                  + "|not my (?:scene|bag)|mind-numbing|soul-destroying)\\b"),
          // stop 34 (the lead): the thing and a verdict on it
          e(
              Sign.LIKE,
              NP
                  + "\\s+(?:is|are)\\s+"
                  + ADV
                  + "(?:(?:an?\\s+|the\\s+)?(?:absolute\\s+|total\\s+|real\\s+)?(?:game[- ]changer|godsend"
                  + "|lifesaver|life-saver)|unbeatable|elite|second to none|top-notch|my jam)(?=\\W*$|\\s*[,;]"
                  + "|\\s+(?:for|when|on|in|if|,))"),
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:is|are)\\s+"
                  + ADV
                  + "(?:(?:a|an)\\s+)?(?:special kind of hell|(?:a\\s+bit\\s+)?meh|overrated|an abomination"
                  + "|abomination)(?=\\W*$|\\s*[,;.]|\\s+(?:if|when|to|for|,))"));

  static final List<Entry> NL =
      List.of(
          // idioms with their own negation: a like
          e(Sign.IDIOM_LIKE, "\\bik ben " + ADV_NL + "(?:ook )?niet vies van\\s+" + OBJ),
          e(Sign.IDIOM_LIKE, NP + ",?\\s+daar ben ik " + ADV_NL + "niet vies van\\b"),
          e(Sign.IDIOM_LIKE, "\\bik zeg " + ADV_NL + "(?:nooit|geen) nee tegen\\s+" + OBJ),
          e(Sign.IDIOM_LIKE, NP + ",?\\s+daar zeg ik " + ADV_NL + "(?:nooit|geen) nee tegen\\b"),
          e(
              Sign.IDIOM_LIKE,
              "^\\W*voor (?<o>.+?) (?:kun|kan|mag) je me (?:'s nachts |midden in de nacht )?wakker maken\\b"),
          e(
              Sign.IDIOM_LIKE,
              NP + ",?\\s+daar lust ik wel pap van\\b|^\\W*van (?<o2>.+?) lust ik wel pap\\b"),
          e(Sign.IDIOM_LIKE, "^\\W*(?:er )?(?:gaat|is) (?:niets|niks) boven\\s+" + OBJ),
          // the speaker and an adjective with its object: negated, a dislike
          e(
              Sign.LIKE,
              "\\bik ben "
                  + ADV_NL
                  + "(?<neg>niet |nooit )?"
                  + ADV_NL
                  + "(?:dol|gek|verzot|verslingerd|verliefd|wild|kapot|stapel|dolgelukkig|weg) (?:op|van)\\s+"
                  + OBJ),
          e(
              Sign.LIKE,
              NP
                  + ",?\\s+daar ben ik "
                  + ADV_NL
                  + "(?<neg>niet |nooit )?"
                  + ADV_NL
                  + "(?:dol|gek|verzot|weg|kapot) (?:op|van)\\b"),
          e(
              Sign.LIKE,
              "\\bik ben "
                  + ADV_NL
                  + "(?<neg>geen |niet echt een |niet zo'?n )?(?:echte |grote )?(?:liefhebber|fan) van\\s+"
                  + OBJ),
          e(
              Sign.IDIOM_DISLIKE,
              "\\bik ben "
                  + ADV_NL
                  + "(?:nooit|niet) "
                  + ADV_NL
                  + "(?:dol|gek|verzot|weg|kapot) geweest (?:op|van)\\s+"
                  + OBJ),
          // the speaker and a verb with its object ("Ik kook graag": the verb is the thing)
          e(
              Sign.LIKE,
              "^\\W*ik (?!"
                  + MODAL_NL
                  + ")(?<v>\\p{L}+) "
                  + ADV_NL
                  + "(?<neg>niet |nooit )?"
                  + ADV_NL
                  + "(?:dol|heel |erg |echt |ontzettend |super |zo )?graag\\W*$"),
          e(
              Sign.LIKE,
              "\\bik (?!"
                  + MODAL_NL
                  + ")\\p{L}+ "
                  + ADV_NL
                  + "dolgraag\\s+(?:naar |met |op |in )?"
                  + OBJ),
          e(
              Sign.DISLIKE,
              "\\bik ben het "
                  + ADV_NL
                  + "(?:zat|beu|spuugzat|kotsbeu|moe) om (?:(?<o>.+?) )?te (?<iv>\\p{L}+)\\W*$"),
          e(Sign.DISLIKE, "\\bik baal " + ADV_NL + "(?:altijd |enorm |flink )?van\\s+" + OBJ),
          // stop 37: "Raamplaats, altijd.", "Thee, altijd thee"
          e(
              Sign.IDIOM_LIKE,
              "^(?!(?:ja|nee|ok|oké|prima|bedankt|dank je|goed|nou|zeker|tuurlijk|ik|jij|jou|niet|bijna|zoals|en"
                  + "|maar|dus)\\b)"
                  + NP.substring(1)
                  + ",\\s+altijd\\b(?!\\s+(?:al|geweest|gedaan|gehad|zo|gezegd)\\b)(?:\\s+[\\p{L}-]+){0,3}(?:\\s*,\\s*nooit\\s+[\\p{L}\\s-]+)?\\W*$"),
          // stop 37: "Drop is me te zoet", "Die kroegen zijn veel te druk voor mij"
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:is|zijn|wordt|worden)\\s+(?:me|mij)\\s+(?:echt\\s+|veel\\s+|wat\\s+|gewoon\\s+|altijd\\s+)*te\\s+"
                  + TOO_ADJ_NL
                  + "\\W*$"),
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:is|zijn|wordt|worden)\\s+(?:echt\\s+|veel\\s+|wat\\s+|gewoon\\s+|altijd\\s+)*te\\s+"
                  + TOO_ADJ_NL
                  + "\\s+voor\\s+(?:mij|me)\\W*$"),
          // "Ik vind X (maar) vies", "X vind ik heerlijk ontspannend"
          e(
              Sign.LIKE,
              "\\bik vind "
                  + OBJ_LAZY
                  + " (?:maar )?"
                  + ADV_NL
                  + "(?<neg>niet |niet zo |niet echt )?"
                  + ADV_NL
                  + LIKE_ADJ_NL
                  + ADJ_END),
          e(
              Sign.DISLIKE,
              "\\bik vind " + OBJ_LAZY + " (?:maar )?" + ADV_NL + DISLIKE_ADJ_NL + ADJ_END),
          e(
              Sign.LIKE,
              NP
                  + " vind ik (?:maar )?"
                  + ADV_NL
                  + "(?<neg>niet |niet zo |niet echt )?"
                  + ADV_NL
                  + LIKE_ADJ_NL
                  + ADJ_END),
          e(Sign.DISLIKE, NP + " vind ik (?:maar )?" + ADV_NL + DISLIKE_ADJ_NL + ADJ_END),
          e(
              Sign.DISLIKE,
              "\\bik krijg "
                  + ADV_NL
                  + "(?:altijd |meteen )?(?:de kriebels|de rillingen|de zenuwen|jeuk|uitslag"
                  + "|hoofdpijn|buikpijn|de kolere|de pest in) van\\s+"
                  + OBJ),
          e(
              Sign.DISLIKE,
              "\\bik (?:heb|had) (?:er )?"
                  + ADV_NL
                  + "(?:schoon |meer dan |echt )?genoeg van\\s+"
                  + OBJ),
          e(
              Sign.DISLIKE,
              "^\\W*aan (?<o>.+?) (?:heb|had) ik "
                  + ADV_NL
                  + "(?:een )?(?:grote |enorme )?(?:bloed)?hekel\\b"),
          e(Sign.DISLIKE, "\\bik moet er " + ADV_NL + "niet aan denken(?: om)?\\s+(?<o>.+)"),
          e(Sign.DISLIKE, NP + ",?\\s+daar moet ik " + ADV_NL + "niet aan denken\\b"),
          e(Sign.DISLIKE, "\\bik (?:vermijd|mijd|ontwijk) " + ADV_NL + OBJ),
          // the thing and what it does to the speaker
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:staat|staan) me "
                  + ADV_NL
                  + "tegen\\b|"
                  + NP.replace("<o>", "<o2>")
                  + "\\s+(?:zegt|zeggen) me "
                  + ADV_NL
                  + "(?:niks|niets|weinig|geen bal)\\b"),
          // stop 41: the thing and the feeling it gives the speaker ("Aquarelleren frustreert me")
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:frustreert|frustreren|irriteert|irriteren|ergert|ergeren|verveelt|vervelen)"
                  + " (?:me|mij)\\b(?!\\s+(?:aan|dat)\\b)"),
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:hangt|hangen) me (?:echt |zo |helemaal )?(?:de keel|m'n keel|mijn keel) uit\\b"),
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:komt|komen) me (?:echt |zo |helemaal )?(?:de neus|m'n neus|mijn neus) uit\\b"),
          // the thing and an evaluative noun
          e(
              Sign.LIKE,
              NP
                  + "\\s+(?:is|zijn)\\s+"
                  + ADV_NL
                  + "(?<neg>niet |geen )?(?:een\\s+)?(?:echt |waar )?(?:genot|feest|traktatie|verademing)\\b"),
          e(
              Sign.DISLIKE,
              NP
                  + "\\s+(?:is|zijn)\\s+"
                  + ADV_NL
                  + "(?:een\\s+)?(?:echte |ware |regelrechte )?(?:opgave|beproeving|gedoe|corvee|karwei|bezoeking)\\b"),
          // stop 34 (the lead): the thing and a verdict, what it does to the speaker ("daar word ik
          // moe van")
          e(
              Sign.LIKE,
              NP
                  + "\\s+(?:is|zijn)\\s+"
                  + ADV_NL
                  + "(?:top|de max|het (?:aller)?(?:lekkerst|best|mooist)e?|de (?:aller)?(?:lekkerste|beste"
                  + "|mooiste)(?:\\s+[^,;.!?]{0,40})?)"
                  + ADJ_END),
          e(
              Sign.DISLIKE,
              NP
                  + ",?\\s+daar (?:word|raak) ik "
                  + ADV_NL
                  + "(?:doodmoe|moe|gek|chagrijnig|depressief|misselijk|ziek|kriegel) van\\b"));
}
