package dev.assistantmemory.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Likes and dislikes with their polarity: a lexicon of preference verbs and evaluative words, each
 * with a sign, and a negation scope (the negator before the verb in the same clause, or "niet"
 * between the verb and its object in Dutch) that turns a like into a dislike and a dislike into
 * nothing ("I don't hate it" states no preference). A sentence is cut into clauses at contrast
 * words ("but", "maar") and semicolons, so "I like tea but hate coffee" gives two preferences with
 * opposite signs. A dislike is never reported as a like: when the sign is unclear, nothing is.
 */
final class Preferences {

  /** One stated preference: the object as said, and whether it is liked. */
  record Pref(String object, boolean like) {}

  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  private static Pattern p(String regex) {
    return Pattern.compile(regex, FLAGS);
  }

  private static final Pattern CLAUSES =
      p(
          "\\s*;\\s*|(?<!\\b(?:mij|me)),?\\s+(?:but|maar(?!\\s+(?:niks|niets|matig|raar)\\b)|whereas|terwijl|while)\\s+|,\\s+(?=\\S+\\s+\\S+\\s+not so much)"
              // tenth pass: "I hate X, and Y are the worst": a second clause with its own verb
              + "|,\\s+(?:and|en)\\s+(?=[^,]{1,60}\\b(?:is|are|zijn)\\b)(?![^,]*\\b(?:today|tonight|now|again"
              + "|this (?:morning|afternoon|evening|week)|vandaag|vanavond|nu|weer)\\b)"
              + "|(?:,\\s+(?:(?:and|en)\\s+)?|\\s+(?:and|en)\\s+)(?=(?:i|ik|so do i)\\b)"
              // eleventh pass: "Jazz is niet mijn ding, geef mij maar klassiek"; "Crowded trains I
              // hate, quiet coaches I love" (an object put before "I" and the verb, twice)
              + "|,\\s+(?=(?:geef|doe) (?:mij|me) (?:maar|liever)\\b)"
              + "|,\\s+(?=[^,]{1,50}?\\si\\s+(?:really\\s+|absolutely\\s+|just\\s+|totally\\s+)?"
              + "(?:love|adore|like|hate|loathe|detest|can'?t stand)\\W*$)");

  // ---------------------------------------------------------------- English

  private static final String ADV =
      "(?:(?:really|truly|absolutely|just|kind of|kinda|honestly|genuinely|totally|simply|definitely"
          + "|much|also|still|actually|do|so|seriously|quite|particularly|especially|always|usually"
          + "|generally|normally|typically)\\s+)*";

  private static final String NEG_EN =
      "(?:(?:don'?t|do not|never|didn'?t|did not|won'?t)\\s+"
          // stop 36: the like verb under "I wouldn't say", "I can't say I'm a fan of": negated
          + "|(?:wouldn'?t|would not|couldn'?t|could not|can'?t|cannot|can not)\\s+(?:honestly\\s+"
          + "|really\\s+|exactly\\s+)?say\\s+(?:that\\s+)?I(?:\\s+|(?='m\\b)))";

  /** Like verbs; negated they are dislikes. */
  private static final String LIKE_EN =
      "(?:prefer|like|love|enjoy|adore|fancy|dig|(?:am|'m) (?:really |so |totally |very |quite"
          + " |pretty |super |genuinely )?(?:a (?:big |huge |great )?fan of|into|fond of"
          + "|crazy about|keen on|big on|a sucker for|partial to|obsessed with|hooked on)"
          + "|can'?t get enough of|cannot get enough of|never say no to)";

  /** Dislike verbs; negated they state nothing. */
  private static final String DISLIKE_EN =
      "(?:hate|dislike|detest|loathe|despise|abhor|can'?t stand|cannot stand|can not stand"
          + "|can'?t bear|cannot bear|can'?t stomach|am not (?:a |really a |much of a )?(?:big |huge )?fan of"
          + "|'m not (?:a |really a |much of a )?(?:big |huge )?fan of|not (?:a |really a |much of a )?"
          + "(?:big |huge )?fan of|am not (?:really |that )?into|'m not (?:really |that )?into"
          + "|am sick of|'m sick of|am not keen on|'m not keen on|not keen on"
          // "I've never liked opera", "I could do without small talk"
          + "|'ve never (?:really )?(?:liked|enjoyed|been (?:a fan of|into))"
          + "|have never (?:really )?(?:liked|enjoyed|been (?:a fan of|into))"
          + "|could do without|can do without"
          // "I've gone off coffee", "I can't handle spicy food", "I'd rather not have ..."
          + "|'ve gone off|have gone off|can'?t handle|cannot handle|can'?t deal with"
          + "|'d rather not (?:have|eat|drink)|would rather not (?:have|eat|drink))";

  /** "I like ...", "I don't like ...", "Can't stand Mondays" (the subject left out). */
  private static final Pattern VERB_EN =
      p(
          "(?:^|\\bi\\s+|\\bi(?='m|'ve|'d)|^ugh,?\\s+i\\s+|^meh,?\\s+i\\s+|^(?:ugh|meh),?\\s+)"
              + ADV
              + "("
              + NEG_EN
              + ")?"
              + ADV
              + "(?:(?<like>"
              + LIKE_EN
              + ")|(?<dislike>"
              + DISLIKE_EN
              + "))\\s+(?<object>.+)");

  private static final Pattern FAVOURITE_EN =
      p("\\bmy (?:absolute )?favou?rite [\\p{L}]+(?: [\\p{L}]+)? (?:is|are)\\s+(.+)");

  /** "Window seats are my favourite", "Board games are my jam". */
  private static final Pattern OBJECT_FIRST_LIKE_EN =
      p(
          "^(.+?)\\s+(?:is|are)\\s+(?:really |definitely |totally |absolutely |probably |easily |by far |honestly )?(?:my (?:absolute |all-time )?"
              + "(?:favou?rite|jam|thing|cup of tea|guilty pleasure|happy place|comfort food)|the best)\\b");

  private static final Pattern OBJECT_FIRST_DISLIKE_EN =
      p(
          "^(.+?)\\s+(?:isn'?t|aren'?t|is not|are not)\\s+(?:really |exactly |quite )?"
              + "(?:my (?:thing|jam|cup of tea|favou?rite)|for me)\\b"
              + "|^(.+?)\\s+(?:bores?|annoys?|irritates?|disgusts?) me\\b"
              + "|^(.+?),?\\s+not so much\\b"
              // "Spicy food doesn't agree with me", "Coffee makes me jittery", "... is disgusting"
              + "|^(.+?)\\s+(?:doesn'?t|does not|don'?t|do not) agree with me\\b"
              + "|^(.+?)\\s+makes? me (?:feel )?(?:sick|nauseous|queasy|ill|jittery|anxious|bloated)\\b"
              + "|^(.+?)\\s+(?:is|are)\\s+(?:just |so |really |absolutely |utterly )?(?:disgusting|gross"
              + "|revolting|vile|nasty|inedible|undrinkable)\\b"
              // said of the moment ("The weather is disgusting today") it is no taste
              + "(?!.*\\b(?:today|tonight|now|again|this (?:morning|afternoon|evening|week|time))\\b)");

  /** "Nothing beats a cold beer", "Er gaat niets boven verse koffie": the best there is. */
  private static final Pattern NOTHING_BEATS =
      p(
          "^\\W*(?:nothing beats|nothing compares to|er gaat (?:niets|niks) boven"
              + "|ik kan geen genoeg krijgen van|ik kan er geen genoeg van krijgen,?|ik smul (?:altijd )?van)"
              + "\\s+(.+)");

  /**
   * Eaten or drunk all day, said against a dislike: "Koffie vind ik vies, maar thee drink ik de
   * hele dag", "I hate beer, but I drink wine all the time".
   */
  private static final Pattern HABIT_LIKE =
      p(
          "^(?<object>.+?) (?:drink|eet|lees|luister) ik (?:de hele dag|elke dag|iedere dag|altijd"
              + "|continu|liters|bakken vol)\\b|^i (?:drink|eat) (?<object2>.+?) (?:all day|every day"
              + "|all the time|constantly|by the litre|by the liter)\\b");

  /** Evaluation in a contrast with another preference ("Spicy food is great, but ..."). */
  private static final Pattern EVALUATION_EN =
      p(
          "^(.+?)\\s+(?:is|are)\\s+(?:really |just |so )?(?<like>great|amazing|awesome|wonderful"
              + "|fantastic|lovely|delicious)\\b|^(.+?)\\s+(?:is|are)\\s+(?:really |just |so )?"
              + "(?<dislike>awful|terrible|horrible|disgusting|the worst)\\b");

  /** "My sister loves sushi": another person's preference, only kept for "I don't." after it. */
  private static final Pattern OTHERS =
      p(
          "\\b(?:loves|likes|hates|enjoys|adores|houdt van|is gek op|is dol op|haat"
              // stop 36: a plural subject, "Our kids love the trampoline park"
              + "|(?<!\\bi )(?<!\\byou )(?<!\\bwe )(?<!\\bi really )(?<!'d )(?<!would )(?:love|adore|enjoy|hate)"
              + "|(?:houden|zijn gek op|zijn dol op|haten))\\s+(.+)"
              // stop 38: "De kinderen vinden de nieuwe juf geweldig": the thing between verb and
              // verdict
              + "|\\b(?:vinden|vindt)\\s+(?<o2>.+?)\\s+(?:echt\\s+|heel\\s+|super\\s+)?(?:geweldig|leuk"
              + "|fantastisch|heerlijk|super|top|prachtig|lekker|vreselijk|verschrikkelijk|stom|saai)\\W*$");

  private static final Pattern NOT_ME =
      p(
          "^(?:but\\s+|maar\\s+)?(?:i (?:don'?t|do not|really don'?t)|not me|ik (?:totaal |helemaal |echt )?"
              + "niet|ik juist niet|not for me(?:,? thanks)?|(?:niks|niets|niet) voor mij(?:,? (?:dank je|bedankt))?)\\W*$");

  /** "and so do I", "me too", "en ik eigenlijk ook" (stop 38: an adverb before "ook"). */
  private static final Pattern ME_TOO =
      p(
          "^(?:and\\s+|en\\s+)?(?:i do(?: too)?|so do i|me too|ik (?:eigenlijk |stiekem |zelf |persoonlijk )?ook)"
              + "(?:,?\\s+(?:honestly|actually|tbh|to be honest|eerlijk gezegd|hoor))?\\W*$");

  // ---------------------------------------------------------------- Dutch

  static final String ADV_NL =
      "(?:(?:echt|heel|erg|heel erg|zo|best|wel|gewoon|nogal|enorm|ontzettend|eigenlijk|altijd|stiekem"
          + "|eerlijk gezegd|ook|toch|vreselijk|totaal|helemaal|zeker|super|tegenwoordig|maar"
          + "|de laatste tijd|momenteel|nu|juist|vooral)\\s+)*";

  private static final String LIKE_ADJ_NL =
      "(?:lekker|heerlijk|fijn|leuk|leukste|leukst|prettig|geweldig|fantastisch|super|top|mooi"
          + "|gezellig|prachtig|briljant|zalig|het leukste|het lekkerste|het fijnste|het mooiste|"
          + EvaluativeLexicon.STRONG_LIKE_NL
          + ")";

  private static final String DISLIKE_ADJ_NL =
      "(?:vies|smerig|vreselijk|verschrikkelijk|afschuwelijk|stom|niks|niets|saai|irritant"
          + "|naar|rot|waardeloos|ellendig|een ramp|een drama|een crime|erg vervelend|vervelend"
          + "|doodsaai|oersaai|stomvervelend|ergerlijk|onuitstaanbaar|ambetant|niet te doen" // 11th
          + "|een marteling|een straf|een nachtmerrie|een hel|een bezoeking|" // stop 33
          + EvaluativeLexicon.STRONG_DISLIKE_NL // stop 36
          + ")";

  /** An adjective ends its clause ("vind fietsen naar mijn werk" is no "naar"). */
  private static final String ADJ_END =
      "(?=\\W*$|\\s*[,;]|\\s+(?:om|als|want|omdat|dus|maar|vooral|en|wat|hoor|eigenlijk)\\b)";

  private static final Pattern VIND_NL =
      p(
          "\\bik vind (?<object>.+?) "
              + ADV_NL
              + "(?<neg>niet |niet zo |niet echt )?"
              + ADV_NL
              + "(?:(?<like>"
              + LIKE_ADJ_NL
              + ")|(?<dislike>"
              + DISLIKE_ADJ_NL
              + "))"
              + ADJ_END);

  /** "Eerlijk gezegd vind ik belastingaangifte doen best leuk": the verb second, then ik. */
  private static final Pattern VIND_INV_NL =
      p(
          "\\bvind ik (?<object>.+?) "
              + ADV_NL
              + "(?<neg>niet |niet zo |niet echt )?"
              + ADV_NL
              + "(?:(?<like>"
              + LIKE_ADJ_NL
              + ")|(?<dislike>"
              + DISLIKE_ADJ_NL
              + "))"
              + ADJ_END);

  private static final Pattern VIND_HET_OM_NL =
      p(
          "\\bik vind het "
              + ADV_NL
              + "(?<neg>niet |niet zo )?(?:(?<like>"
              + LIKE_ADJ_NL
              + ")|(?<dislike>"
              + DISLIKE_ADJ_NL
              + "))\\s+om (?:(?<object>.+?) )?te (?<verb>[\\p{L}]+)");

  /** "Koffie vind ik vies", "Musicals kan ik niet uitstaan", "wind haat ik". */
  private static final Pattern OBJECT_FIRST_NL =
      p(
          "^(?<object>.+?) vind ik "
              + ADV_NL
              + "(?<neg>niet |niet zo |niet echt )?"
              + ADV_NL
              + "(?:(?<like>"
              + LIKE_ADJ_NL
              + ")|(?<dislike>"
              + DISLIKE_ADJ_NL
              + "|niet erg))"
              + ADJ_END
              + "|^(?<object2>.+?) (?:kan ik niet uitstaan|haat ik|lust ik niet)\\b"
              + "|^(?<object3>.+?) (?:is|zijn) "
              + ADV_NL
              + "(?:niks|niets|niet)(?: echt| zo| helemaal)? (?:voor mij|voor ons|mijn ding"
              + "|aan mij besteed)\\b");

  /** "ik luister graag naar podcasts", "zit ik het liefst bij het raam" (not "ik wil graag"). */
  private static final Pattern GRAAG_NL =
      p(
          "(?:\\bik (?!(?:wil|wou|zou|zal|ga|help|kom|heb|ben|hoop|moet|kan|doe het)\\b)[\\p{L}]+"
              + "|\\b(?!(?:wil|wou|zou|zal|ga|help|kom|heb|ben|hoop|moet|kan)\\b)[\\p{L}]+ ik) "
              + ADV_NL
              + "(?:graag|het liefst|liefst|liever)"
              + "\\s+(?:naar |in |met |op )?(?<object>.+)");

  private static final Pattern OLD_LIKE_NL =
      p(
          "\\bik geef de voorkeur aan\\s+(?<object>.+)|\\bmijn favoriete [\\p{L}]+ (?:is|zijn)\\s+"
              + "(?<object2>.+)|\\bik (?:doe|werk) (?:het )?liefst\\s+(?<object3>.+)");

  private static final Pattern IT = p("^(?:it|that|them|this|those|het|dat|die)$");

  /**
   * A plural pronoun: what a clause before may name ("it" stands for too much: a place, a move).
   */
  private static final Pattern THEM = p("\\b(?:them|those)(?: now| to bits| to pieces)?\\W*$");

  private static final Pattern TRAILING =
      p(
          "(?:\\s+(?:too|really|as well|at all|so much|very much|much|anymore|any more|either|the most"
              + "|a lot|ook|het meest|veel|echt|totaal|helemaal|hoor|eigenlijk|wel|enorm|vooral"
              + "|de hele dag|trouwens|lately|these days|nowadays|recently|at the moment|right now"
              + "|tegenwoordig|de laatste tijd|momenteel|now|to bits|to pieces|to death"
              // chat's closing words: "a flat white with whole milk though"
              + "|though|tho|anyway|anyways|honestly|tbh|lol|haha|actually|i guess|i think"
              + "|to be honest|for sure))+$");

  private Preferences() {}

  /** A question about what the listener would like (tenth pass). */
  static final Pattern OFFER =
      p(
          "\\b(?:would|do|did|will|should) you (?:like|love|prefer|want)\\b|\\b(?:wil|wilt|zou) (?:je|jij|u)\\b"
              + "|\\bvind (?:je|jij|u)\\b");

  /** The preferences a sentence states about its speaker. */
  static List<Pref> find(String sentence, Lang lang, String previous) {
    boolean idioms = Text.mayContain(sentence, PreferenceIdioms.CUE_LETTERS);
    if (previous == null
        && !idioms
        && (!Text.mayContain(sentence, PreferenceCues.CUE_LETTERS)
            || !Cues.find(PreferenceCues.CUES, sentence))) {
      return List.of();
    }
    List<Pref> out = new ArrayList<>();
    String[] clauses = CLAUSES.split(sentence);
    String lastObject = previous;
    boolean contrast = clauses.length > 1;
    List<Pref> evaluations = new ArrayList<>();
    String before = null; // the clause before, when it stated no preference (eleventh pass)
    for (String raw : clauses) {
      String clause = raw.strip();
      if (clause.isEmpty()) {
        continue;
      }
      // "I don't mind cold showers, I enjoy them": "them" is the last object named before
      String antecedent =
          lastObject != null || before == null || !Cues.find(THEM, clause)
              ? lastObject
              : PreferenceIdioms.antecedent(before);
      Pref found = lang == Lang.NL ? dutch(clause, antecedent) : english(clause, antecedent);
      before = clause;
      if (found == null) {
        found = nothingBeats(clause, lang);
      }
      if (found == null && idioms) {
        found =
            PreferenceIdioms.find(
                clause, lang, antecedent); // "I'm no fan of X", "Ik word gek van X"
      }
      if (found == null && contrast) {
        Matcher h = AsciiCase.matcher(HABIT_LIKE, clause);
        if (Cues.mayMatch(HABIT_LIKE, clause) && h.find()) {
          evaluations.add(new Pref(object(first(h, "object", "object2"), lang), true));
          continue;
        }
        Pref e = evaluation(clause, lang);
        if (e != null) {
          evaluations.add(e);
          continue;
        }
      }
      if (found == null) {
        Matcher o = AsciiCase.matcher(OTHERS, clause);
        if (Cues.mayMatch(OTHERS, clause)
            && o.find()
            && !clause.toLowerCase(java.util.Locale.ROOT).startsWith("i ")) {
          lastObject = object(o.group(1) != null ? o.group(1) : o.group("o2"), lang);
        }
        if (Cues.find(NOT_ME, clause) && subjectOnly(lastObject)) {
          out.add(new Pref(lastObject, false));
        } else if (Cues.find(ME_TOO, clause) && subjectOnly(lastObject)) {
          out.add(new Pref(lastObject, true));
        }
        continue;
      }
      if (found.object() == null || found.object().isBlank() || found.object().length() > 120) {
        continue;
      }
      out.add(found);
      lastObject = found.object();
      before = null;
    }
    // an evaluation ("X is great") only counts in contrast with a preference stated with a verb
    if (!out.isEmpty()) {
      out.addAll(evaluations);
    }
    return out;
  }

  private static Pref nothingBeats(String clause, Lang lang) {
    Matcher m = AsciiCase.matcher(NOTHING_BEATS, clause);
    return m.find() ? new Pref(object(m.group(1), lang), true) : null;
  }

  /**
   * "I find opera boring", "I find gardening relaxing"; "I've grown to love running", "I've come to
   * hate commuting" (the ninth pass). A dislike adjective is read like any other: never a like.
   */
  private static final Pattern FIND_EN =
      p(
          "^\\W*(?:honestly,?\\s+)?i (?:really |honestly |just |always |personally )?find"
              + " (?<object>.+?) (?:so |really |very |pretty |quite |incredibly |super |a bit |kind of"
              + " |rather |totally |utterly )?(?:(?<like>fun|relaxing|delicious|fascinating|soothing"
              + "|calming|lovely|amazing|wonderful|beautiful|enjoyable|"
              + EvaluativeLexicon.STRONG_LIKE_EN
              + ")|(?<dislike>boring|dull|tedious"
              + "|annoying|irritating|overrated|exhausting|stressful|pointless|disgusting|gross"
              + "|unbearable|tiresome|"
              + EvaluativeLexicon.STRONG_DISLIKE_EN
              + "))\\W*$"
              + "|\\bi(?:'ve| have) (?:slowly |really )?(?:grown|come|started|learned|learnt) to"
              + " (?:(?<like2>love|like|enjoy|appreciate)|(?<dislike2>hate|dislike|loathe|detest))"
              + " (?<object2>.+)");

  /** "I hate to say it", "I hate to bother you": a way of speaking, no taste (stop 32). */
  private static final Pattern SPEECH_ACT =
      p(
          "^to (?:say|admit|tell|break|bother|interrupt|ask|complain|disappoint|nag|rush|be that)\\b");

  /** "Sushi is mijn lievelingseten"; "Ik word blij van zonnige dagen" (the ninth pass). */
  private static final Pattern FAVOURITE_NL =
      p(
          "^(?<object>[^,]+?) (?:is|zijn) (?:echt |toch |absoluut )?(?:mijn|m'n) (?:absolute )?"
              + "(?:lievelings\\p{L}+|favoriet)\\W*$"
              + "|\\bik word (?:altijd |echt |zo |heel |erg )?(?:blij|vrolijk|gelukkig) van (?<object2>.+)"
              // stop 36: the thing fronted, "Van verse bloemen word ik altijd blij"
              + "|(?:^|,\\s*|\\b(?:maar|en)\\s+)van (?<object3>.+?) word ik (?:altijd |echt |zo |heel |erg )?"
              + "(?:blij|vrolijk|gelukkig|rustig|happy)\\b");

  private static Pref english(String clause, String lastObject) {
    Matcher f = AsciiCase.matcher(FIND_EN, clause);
    if (Cues.mayMatch(FIND_EN, clause) && f.find()) {
      String o = f.group("object") != null ? f.group("object") : f.group("object2");
      boolean like = f.group("like") != null || f.group("like2") != null;
      if (lastObject != null && o != null && AsciiCase.matcher(IT, o.strip()).matches()) {
        return new Pref(lastObject, like); // "Kids adore the climbing wall but I find it scary"
      }
      return subjectOnly(o) || f.group("object2") != null
          ? new Pref(object(o, Lang.EN), like)
          : null;
    }
    Matcher m = AsciiCase.matcher(VERB_EN, clause);
    if (Cues.mayMatch(VERB_EN, clause) && m.find()) {
      boolean negated = m.group(1) != null;
      boolean like = m.group("like") != null;
      if (!like && negated) {
        return null; // "I don't hate it": no preference either way
      }
      String object = reference(object(m.group("object"), Lang.EN), lastObject);
      return object == null || Cues.find(SPEECH_ACT, object)
          ? null
          : new Pref(object, like && !negated);
    }
    m = AsciiCase.matcher(FAVOURITE_EN, clause);
    if (Cues.mayMatch(FAVOURITE_EN, clause) && m.find()) {
      return new Pref(object(m.group(1), Lang.EN), true);
    }
    m = AsciiCase.matcher(OBJECT_FIRST_DISLIKE_EN, clause);
    if (Cues.mayMatch(OBJECT_FIRST_DISLIKE_EN, clause) && m.find()) {
      String o = null;
      for (int g = 1; g <= m.groupCount() && o == null; g++) {
        o = m.group(g);
      }
      return subjectOnly(o) ? new Pref(object(o, Lang.EN), false) : null;
    }
    m = AsciiCase.matcher(OBJECT_FIRST_LIKE_EN, clause);
    if (Cues.mayMatch(OBJECT_FIRST_LIKE_EN, clause)
        && m.find()
        && !Rx.matches(clause, "(?i).*\\b(?:not|n't)\\b.*")) {
      return subjectOnly(m.group(1)) ? new Pref(object(m.group(1), Lang.EN), true) : null;
    }
    return null;
  }

  private static Pref dutch(String clause, String lastObject) {
    Matcher f = AsciiCase.matcher(FAVOURITE_NL, clause);
    if (Cues.mayMatch(FAVOURITE_NL, clause) && f.find()) {
      String o = first(f, "object", "object2", "object3");
      return subjectOnly(o) || f.group("object") == null
          ? new Pref(object(o, Lang.NL), true)
          : null;
    }
    Matcher m = AsciiCase.matcher(DutchTasteVerbs.HEKEL, clause);
    if (Cues.mayMatch(DutchTasteVerbs.HEKEL, clause) && m.find()) {
      String o =
          first(
              m,
              "object",
              "object2",
              "object3",
              "object4",
              "object5",
              "object6",
              "object7",
              "object8",
              "object9",
              "object10",
              "object11",
              "object12",
              "object13");
      String object = reference(object(o, Lang.NL), lastObject);
      return object == null ? null : new Pref(object, false);
    }
    m = AsciiCase.matcher(DutchTasteVerbs.HOU_VAN, clause);
    if (Cues.mayMatch(DutchTasteVerbs.HOU_VAN, clause) && m.find()) {
      String object = reference(object(m.group("object"), Lang.NL), lastObject);
      return object == null ? null : new Pref(object, m.group("neg") == null);
    }
    m = AsciiCase.matcher(DutchTasteVerbs.FAN_NL, clause);
    if (Cues.mayMatch(DutchTasteVerbs.FAN_NL, clause) && m.find()) {
      String object = reference(object(m.group("object"), Lang.NL), lastObject);
      return object == null ? null : new Pref(object, m.group("neg") == null);
    }
    m = AsciiCase.matcher(VIND_HET_OM_NL, clause);
    if (Cues.mayMatch(VIND_HET_OM_NL, clause) && m.find()) {
      return polar(m, Lang.NL, PreferenceObjects.infinitive(m.group("object"), m.group("verb")));
    }
    m = AsciiCase.matcher(VIND_INV_NL, clause);
    if (Cues.mayMatch(VIND_INV_NL, clause)
        && m.find()
        && !m.group("object").matches("(?iu)^(?:het|dat|dit|het niet)$")
        && !(m.group("object") + " ").matches("(?iu)^" + ADV_NL + "$")) {
      return polar(m, Lang.NL, object(m.group("object"), Lang.NL));
    }
    m = AsciiCase.matcher(OBJECT_FIRST_NL, clause);
    if (Cues.mayMatch(OBJECT_FIRST_NL, clause) && m.find()) {
      if (m.group("object") != null) {
        if (Rx.matches(clause, "(?iu).*\\bniet erg\\b.*")) {
          return null; // "vind ik niet erg": does not mind, no preference
        }
        return polar(m, Lang.NL, object(m.group("object"), Lang.NL));
      }
      String o = m.group("object2") != null ? m.group("object2") : m.group("object3");
      return new Pref(object(o, Lang.NL), false);
    }
    m = AsciiCase.matcher(VIND_NL, clause);
    if (Cues.mayMatch(VIND_NL, clause) && m.find()) {
      String object = object(m.group("object"), Lang.NL);
      if (Rx.matches(object, "(?iu)^(?:het|dat|dit)$")) {
        return null;
      }
      if (lastObject != null && Rx.matches(object, "(?iu)^(?:ze|hem|die)$")) {
        // stop 38: "Mijn vriendin houdt van musicals, ik vind ze verschrikkelijk"
        return polar(m, Lang.NL, lastObject);
      }
      return polar(m, Lang.NL, object);
    }
    m = AsciiCase.matcher(GRAAG_NL, clause);
    if (Cues.mayMatch(GRAAG_NL, clause)
        && m.find()
        && !m.group("object").matches("(?iu)^(?:je|jou|u|het|dat|hem|haar|ze)\\b.*")
        && !Rx.matches(
            clause, "(?iu).*\\bhoud?\\b.*\\baan\\b.*")) { // "ik hou liever X aan" (stop 31)
      return new Pref(object(m.group("object"), Lang.NL), true);
    }
    m = AsciiCase.matcher(OLD_LIKE_NL, clause);
    if (Cues.mayMatch(OLD_LIKE_NL, clause) && m.find()) {
      return new Pref(object(first(m, "object", "object2", "object3"), Lang.NL), true);
    }
    return null;
  }

  private static Pref evaluation(String clause, Lang lang) {
    if (lang == Lang.NL) {
      return null;
    }
    Matcher m = AsciiCase.matcher(EVALUATION_EN, clause);
    if (!Cues.mayMatch(EVALUATION_EN, clause)
        || !m.find()
        || Rx.matches(clause, "(?i).*\\b(?:not|n't)\\b.*")) {
      return null;
    }
    String o = m.group(1) != null ? m.group(1) : m.group(3);
    return subjectOnly(o) ? new Pref(object(o, lang), m.group("like") != null) : null;
  }

  /** A like/dislike adjective with "niet" before it: a negated like is a dislike, else nothing. */
  private static Pref polar(Matcher m, Lang lang, String object) {
    boolean like = m.group("like") != null;
    boolean negated = m.group("neg") != null;
    if (!like && negated) {
      return null;
    }
    return new Pref(object, like && !negated);
  }

  /** A subject phrase, no clause: six words, or a head with modifiers ("Chats with 40 parents"). */
  static boolean subjectOnly(String phrase) {
    return phrase != null
        && (Rx.split(phrase, "\\s+").length <= 6 // stop 40: or four words, then modifiers
            || Rx.matches(
                phrase,
                "(?iu)^\\s*(?:\\S+\\s+){0,3}\\S+(?:\\s+(?:with|without|in|on|at|from"
                    + "|of|for|about|met|zonder|op|van|voor|over|bij|uit)(?:\\s+\\S+){1,4}){1,2}\\s*$"))
        && !Rx.matches(phrase, "(?iu).*\\b(?:i|you|we|it|ik|je|we|het|there|this|that)\\b.*");
  }

  private static String first(Matcher m, String... groups) {
    for (String g : groups) {
      if (m.group(g) != null) {
        return m.group(g);
      }
    }
    return null;
  }

  /** "it when people reply-all" -> "when people reply-all"; "it" -> the object named before. */
  private static String reference(String object, String lastObject) {
    if (object == null) {
      return null;
    }
    if (Rx.matches(object, "(?i)^it when .*")) {
      return object.substring(3);
    }
    if (AsciiCase.matcher(IT, object).matches()) {
      return lastObject;
    }
    return object;
  }

  static String object(String phrase, Lang lang) {
    if (phrase == null) {
      return null;
    }
    String s = phrase.strip();
    if (!Rx.matches(s, "(?i)^(?:it )?(?:when|whenever) .*")) {
      s = Text.firstClause(s, lang);
    }
    s = Text.clean(s);
    for (int i = 0; i < 2; i++) {
      s = Text.clean(Cues.replaceAll(TRAILING, s, ""));
    }
    return s;
  }
}
