package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Preferences.Pref;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tastes said in ways the verb readers miss (issue 13, stop 35), read after them and adding only
 * what they left out:
 *
 * <ul>
 *   <li>a pronoun whose thing is the subject of the clause before: "Dealing with wholesalers is
 *       exhausting, I really dislike it", "Clogs look daft but they're so comfy, I adore them",
 *       "I'm rubbish at flower arranging and I hate it anyway", "My partner loves jazz but it does
 *       nothing for me";
 *   <li>a verdict of the best there is: "X is the finest meal there is", "X is da beste gerecht
 *       ooit", "X is a genuine joy to write", "X beats Y, not even close", "Niks gaat boven X";
 *   <li>Dutch sayings: "van X moet ik niks hebben", "X vind ik de pest / niet te drinken /
 *       overrated / het fijnst", "Ik heb altijd van X gehouden", "X maakt me gelukkig", "Ik heb
 *       daar geen goesting in, in die X";
 *   <li>a taste come round to: "I used to hate olives but now I'm kinda obsessed", "Vroeger kon ik
 *       niet tegen sushi, nu ben ik er verslaafd aan": only the current taste, a like.
 * </ul>
 *
 * Negation scope: a saying with a negator of its own in the verb's slot ("I don't really love it")
 * is not read; a dislike saying never yields a like.
 */
final class TasteSayings {

  private TasteSayings() {}

  /** Letters one of the sayings needs: a sentence without any is skipped at once. */
  private static final List<String> CUES =
      List.of(
          "love it",
          "love them",
          "adore it",
          "adore them",
          "like it",
          "like them",
          "enjoy it",
          "enjoy them",
          "hate it",
          "hate them",
          "dislike it",
          "dislike them",
          "loathe it",
          "loathe them",
          "detest it",
          "detest them",
          "stand it",
          "stand them",
          "nothing for",
          "best",
          "finest",
          "greatest",
          "joy",
          " beats ",
          "boven",
          "niks hebben",
          "niets hebben",
          "niks van",
          "niets van",
          "vind ik",
          "gehouden",
          "maakt me",
          "maakt mij",
          "makes me",
          "goesting",
          "zin in",
          "used to",
          "vroeger",
          "loving",
          "hating",
          "find",
          "what i",
          "lekkerste",
          "mooiste",
          "fijnste",
          "leukste",
          "tastiest",
          "delight",
          "treat",
          "doing with",
          "not into",
          "not really into",
          "worse",
          "erger",
          "slecht tegen",
          "verslingerd",
          "mij maar",
          "is life",
          "are life",
          "het leven",
          "gek op",
          "dol op",
          "obsessed",
          "mad about",
          "crazy about");

  private static final String NP = "(?<o>\\p{L}[\\p{L}\\p{N}'’&\\- ]{1,60}?)";

  private static final String LIKE_V = "love|adore|like|enjoy";
  private static final String DISLIKE_V = "hate|dislike|loathe|detest|can'?t stand|cannot stand";

  /** "X is exhausting, I really dislike it": the subject of the clause before the pronoun. */
  private static final Pattern SUBJECT_THEN_PRONOUN =
      Rules.p(
          "^\\W*"
              + NP
              + "\\s+(?:is|are|was|were|looks?|feels?|gets?|seems?|sounds?)\\s+[^,;.!?]{1,50}?"
              + "(?:,\\s*|\\s+(?:but|and)\\s+)(?:they(?:'re| are)\\s+[^,;.!?]{1,30},\\s*)?"
              + "i\\s+(?:really\\s+|absolutely\\s+|just\\s+|genuinely\\s+|honestly\\s+)?"
              + "(?:(?<like>"
              + LIKE_V
              + ")|(?<dislike>"
              + DISLIKE_V
              + "))\\s+(?:it|them)\\b");

  /** "I'm rubbish at flower arranging and I hate it": the thing one is good or bad at. */
  private static final Pattern AT_THEN_PRONOUN =
      Rules.p(
          "\\bi(?:'m| am)\\s+(?:\\p{L}+\\s+)?(?:rubbish|terrible|bad|awful|hopeless|useless|good"
              + "|great|decent)\\s+at\\s+"
              + NP
              + "(?:,\\s*|\\s+)(?:and|but)\\s+i\\s+(?:really\\s+|absolutely\\s+|just\\s+)?"
              + "(?:(?<like>"
              + LIKE_V
              + ")|(?<dislike>"
              + DISLIKE_V
              + "))\\s+(?:it|them)\\b");

  /** "My partner loves jazz but it does nothing for me": another's taste, the user's contrary. */
  private static final Pattern NOTHING_FOR_ME =
      Rules.p(
          "\\b(?:loves?|likes?|adores?|enjoys?|is into|are into)\\s+"
              + NP
              + ",?\\s+but\\s+(?:it|they|that)\\s+(?:does|do)\\s+(?:absolutely\\s+)?nothing for me\\b");

  /**
   * Another's taste, then the user's contrary in a pronoun: "Tom is obsessed with golf but I find
   * it boring", "Mijn man is gek op voetbal, ik vind er niks aan".
   */
  private static final Pattern OTHERS_THEN_MINE =
      Rules.p(
          "\\b(?:loves?|likes?|adores?|enjoys?|is (?:obsessed with|into|mad about|crazy about|big on)"
              + "|are (?:obsessed with|into|mad about|crazy about)|(?:is|zijn) (?:gek|dol|verzot) op"
              + "|houdt van|houden van)\\s+"
              + NP
              + "\\s*(?:[,;]\\s*(?:but|maar)?\\s*|\\s+(?:but|maar)\\s+)(?:i find (?:it|them)\\s+(?:so\\s+|really"
              + "\\s+|pretty\\s+|deadly\\s+)?(?:boring|dull|tedious|pointless|awful|tiresome)"
              + "|ik vind (?:er|het|ze) (?:echt\\s+|helemaal\\s+)?(?:niks|niets|saai|vreselijk|stom)"
              + "|ik moet er (?:niks|niets) van hebben|(?:it'?s|that'?s) not for me"
              + "|(?:het|dat) is niks voor mij)\\b");

  /** A dislike or like said in a set phrase with the thing after it. */
  private static final Pattern PHRASE_THEN_THING =
      Rules.p(
          "^\\W*(?:(?<dislike>(?:i\\s+)?can'?t be doing with|(?:i'?m\\s+)?(?:really\\s+)?not (?:really\\s+)?"
              + "into|nothing worse than|there'?s nothing worse than|ik kan (?:heel\\s+)?slecht tegen"
              + "|(?:er is )?(?:niets|niks) erger dan)|(?<like>ik ben (?:echt\\s+|helemaal\\s+)?verslingerd"
              + " aan|(?:geef|doe) mij maar))\\s+(?<o>[^,.;!?]{2,60})");

  /** "Cheese is life", "Koffie is het leven". */
  private static final Pattern IS_LIFE =
      Rules.p("^\\W*" + NP + "\\s+(?:is|are) (?:life|het leven)\\W*$");

  /** Chat fillers around a sentence: "ehm ja dus ...", "... weet je", "so um yeah ...". */
  private static final Pattern FILLERS =
      Rules.p(
          "^(?:\\W*(?:ehm+|uhm+|uh+|um+|erm+|eh|nou|ja|dus|zeg|so|yeah|like|well|okay|ok|hmm+|anyway)\\b,?)+\\s*"
              + "|,?\\s*\\b(?:weet je|snap je|you know|lol|haha+|tbh|imo|to be honest|eerlijk gezegd)"
              + "\\W*$");

  /** "Jazz does nothing for me". */
  private static final Pattern NOTHING_FOR_ME_SUBJECT =
      Rules.p("^\\W*" + NP + "\\s+(?:does|do)\\s+(?:absolutely\\s+)?nothing for me\\b");

  /** "X is, in my view, the finest meal there is", "X is da beste gerecht ooit". */
  private static final Pattern BEST_EVER =
      Rules.p(
          "^\\W*"
              + NP
              + "\\s+(?:is|are|zijn)\\s*,?\\s*(?:in my (?:view|opinion),\\s*|honestly,?\\s+|hands down\\s+"
              + "|by far\\s+|echt\\s+|gewoon\\s+)?(?:the|da|de|het)\\s+(?:very\\s+|absolute\\s+)?"
              + "(?:best|finest|greatest|tastiest|beste|lekkerste|mooiste|fijnste|leukste)\\b"
              + "[^,.;!?]{0,30}?\\b(?:ever|there is|in the world|of all time|ooit|ter wereld"
              + "|die er is|dat er is)\\b"
              + "|^\\W*"
              + NP.replace("<o>", "<j>")
              + "\\s+(?:is|are)\\s+(?:a|an)\\s+(?:genuine\\s+|real\\s+|absolute\\s+|total\\s+|pure\\s+)?"
              + "(?:joy|delight|treat)\\b");

  /** "Mirrorless beats DSLR, not even close": the winner is liked. */
  private static final Pattern BEATS =
      Rules.p(
          "^\\W*"
              + NP
              + "\\s+beats\\s+[^,.;!?]{1,40}?(?:,\\s*|\\s+)(?:not even close|hands down|any day"
              + "|every (?:single )?time|by a mile)\\b");

  /** "Niks gaat boven een goeie kop koffie": the best there is. */
  private static final Pattern NOTHING_ABOVE =
      Rules.p("^\\W*(?:niks|niets) gaat (?:er )?(?:toch |echt )?boven\\s+(?<o>[^,.;!?]+)");

  /** "Ik hou van thee, maar van koffie moet ik niks hebben". */
  private static final Pattern NOTHING_TO_DO_NL =
      Rules.p(
          "(?:^|,\\s*|\\bmaar\\s+)van\\s+(?<o>[^,.;!?]{2,50}?)\\s+moet ik (?:echt\\s+|gewoon\\s+)?"
              + "(?:niks|niets) hebben\\b"
              + "|\\bik moet (?:echt\\s+|gewoon\\s+)?(?:niks|niets) (?:hebben\\s+)?van\\s+"
              + "(?<p>[^,.;!?]{2,50}?)(?:\\s+hebben)?\\W*$");

  /** "Statistiek vind ik echt de pest", "Vroege diensten vind ik eigenlijk het fijnst". */
  private static final Pattern FIND_NL =
      Rules.p(
          "(?:^\\W*|,\\s*)"
              + NP
              + "\\s+vind ik\\s+(?:echt\\s+|gewoon\\s+|eigenlijk\\s+|toch\\s+|zelf\\s+|persoonlijk\\s+)*"
              + "(?:(?<dislike>de pest|niet te (?:drinken|eten|doen|harden|pruimen|volgen|zien)"
              + "|overrated|overschat|zwaar overrated)|(?<like>het (?:fijnst|leukst|lekkerst|mooist"
              + "|heerlijkst)e?))\\W*$");

  /** "Ik heb altijd al van klassieke muziek gehouden". */
  private static final Pattern ALWAYS_LOVED_NL =
      Rules.p(
          "^\\W*ik heb (?:altijd(?: al)?|echt|heel erg|altijd erg)\\s+van\\s+(?<o>[^,.;!?]+?)"
              + "\\s+gehouden\\b");

  /** "Wandelen in de duinen maakt me gewoon gelukkig", "Gardening makes me so happy". */
  private static final Pattern MAKES_HAPPY =
      Rules.p(
          "^\\W*"
              + NP
              + "\\s+(?:maakt (?:me|mij)|makes me)\\s+(?:gewoon\\s+|echt\\s+|altijd\\s+|zo\\s+|so\\s+"
              + "|really\\s+|genuinely\\s+|always\\s+)*(?:gelukkig|blij|vrolijk|happy|happier)\\W*$");

  /** "Ik heb daar echt geen goesting in, in die lange fietstochten": the thing said after. */
  private static final Pattern NO_APPETITE_NL =
      Rules.p(
          "^\\W*ik heb (?:daar|er) (?:echt\\s+|gewoon\\s+|totaal\\s+)?geen (?:goesting|zin) in,\\s*in\\s+"
              + "(?<o>(?:die|dat|deze|al die)\\s+[^,.;!?]+)");

  /** "Moved to Brighton, loving the sea air": a clause that opens with the feeling. */
  private static final Pattern LOVING =
      Rules.p(
          "(?:^\\W*|,\\s*)(?:really\\s+|totally\\s+|absolutely\\s+)?(?:(?<like>loving)|(?<dislike>hating))"
              + "\\s+(?<o>(?!it\\b|this\\b|that\\b|you\\b|every\\b)[^,.;!?]{2,50})");

  /** "I used to hate olives but now im kinda obsessed". */
  private static final Pattern CONVERTED_EN =
      Rules.p(
          "^\\W*i\\s+used to\\s+(?:really\\s+)?(?:"
              + DISLIKE_V
              + ")\\s+(?<o>[^,;]+?),?\\s+(?:but|and)\\s+(?:now|these days)\\s+(?:i'?m|im|i am)\\s+"
              + "(?:\\p{L}+\\s+)?(?:obsessed|hooked|addicted|a convert|in love)\\b");

  /** "Vroeger kon ik niet tegen sushi, nu ben ik er verslaafd aan". */
  private static final Pattern CONVERTED_NL =
      Rules.p(
          "^\\W*vroeger\\s+(?:haatte ik|kon ik (?:echt\\s+)?niet tegen|lustte ik geen|vond ik)\\s+"
              + "(?<o>[^,;]+?)(?:\\s+(?:vies|stom|saai|vreselijk|verschrikkelijk|niks))?,\\s*(?:maar\\s+)?"
              + "(?:nu|tegenwoordig|inmiddels)\\s+(?:ben ik er (?:\\p{L}+\\s+)?(?:verslaafd aan|gek op"
              + "|dol op|fan van)|kan ik (?:er\\s+)?niet meer zonder)\\b");

  /** An object left as a pronoun with a tail ("it anyway", "them too"): never a thing. */
  private static final Pattern PRONOUN_OBJECT =
      Rules.p(
          "^(?:it|them|that|this|het|dat|die)(?:\\s+(?:anyway|too|though|as well|either|so much"
              + "|a lot|ook|wel|toch|nog))*\\W*$"
              + "|^(?:(?:eigenlijk|echt|gewoon|toch|het|de|wel|ook|zo|heel|erg|best)\\s*)+$");

  /** "I find modern television quite dreadful": the adjectives {@link Preferences} leaves out. */
  private static final Pattern FIND_EN =
      Rules.p(
          "^\\W*i (?:really |honestly |just |personally )?find\\s+"
              + NP
              + "\\s+(?:so |really |very |pretty |quite |rather |utterly |absolutely |a bit |deeply )?"
              + "(?:(?<dislike>dreadful|awful|terrible|dire|grim|insufferable|tiresome|depressing|naff"
              + "|cringey|cringe)|(?<like>delightful|charming|brilliant|magical|therapeutic|addictive))"
              + "\\W*$");

  /** "The flat whites downstairs are what I really love": a pseudo-cleft. */
  private static final Pattern WHAT_I =
      Rules.p(
          "(?:^\\W*|,\\s*(?:but\\s+)?|\\bbut\\s+)"
              + NP
              + "\\s+(?:is|are)\\s+what i\\s+(?:really\\s+|truly\\s+|actually\\s+)?(?:(?<like>"
              + LIKE_V
              + ")|(?<dislike>"
              + DISLIKE_V
              + "))\\W*$");

  /** An object that is a clause about its subject ("Commuting is draining"): the subject. */
  private static final Pattern COPULA_CLAUSE =
      Rules.p(
          "^(?<o>\\p{L}[^,;]{1,60}?)\\s+(?:is|are|was|were)\\s+(?:so\\s+|really\\s+|absolutely\\s+"
              + "|just\\s+|quite\\s+)?\\p{L}+$");

  /** An object that is a clause praising its subject ("Open-water swimming is amazing"). */
  private static final Pattern PRAISED_CLAUSE =
      Rules.p(
          "^(?<o>\\p{L}[^,;]{1,60}?)\\s+(?:is|are)\\s+(?:so\\s+|really\\s+|absolutely\\s+|just\\s+)?"
              + "(?:amazing|great|brilliant|wonderful|fantastic|lovely|the best)$");

  /**
   * An object that is no thing: a verdict clause ("Smaakt naar zeep"), work still to do ("Four
   * reflective accounts still to write"), a count of the moment ("8 uur geslapen"), a person ("He
   * is the best boss ever"), someone else's view ("My brother thinks escape rooms").
   */
  private static final Pattern NO_THING =
      Rules.p(
          "^(?:smaakt|ruikt|klinkt|voelt|lijkt|tastes|smells|sounds|feels|looks)\\b"
              + "|\\b(?:still|left) to \\p{L}+$|^\\d.*\\bge\\p{L}+(?:en|d|t)$"
              + "|^(?:he|she|they|we|him|her|them|us|hij|zij|ze|wij|hem|haar)$"
              + "|\\b(?:thinks|says|reckons|believes|claims)\\b|^(?:geef|doe) mij\\b"
              + "|^(?:mwah|meh|nah|ugh|bah|tja|nou|hmm+)\\W*$");

  /** Words left around a thing: "eigenlijk zo'n lange treinreis", "podcasts tbh". */
  private static final Pattern LOOSE_WORDS =
      Rules.p(
          "^(?:(?:eigenlijk|echt|gewoon|toch|wel)\\s+)+|\\s+(?:tbh|lol|haha+|imo|weet je|you know|to be honest)\\W*$");

  private static final Pattern NOT_A_SUBJECT =
      Rules.p(
          "\\b(?:thinks?|says?|said|reckons?|believes?|claims?|denkt|zegt|vindt|vond)\\b"
              + "|^(?:him|her|them|me|us|hem|haar|mij|ons)$"
              + "|^(?:i|i'm|im|you|we|he|she|they|it|this|that|there|what|who|how|why|ik|je|jij|we|wij"
              + "|hij|zij|het|dat|dit|er|wat|wie|hoe|waarom|my (?:partner|wife|husband|boyfriend"
              + "|girlfriend|mum|mom|dad|brother|sister|son|daughter|boss|friend))\\b");

  /** The sentence's prefs with the sayings the readers left out added, as said by the user. */
  static List<Pref> amend(String sentence, Lang lang, List<Pref> found) {
    List<Pref> out = new ArrayList<>(found);
    out.removeIf(
        p ->
            p.object() != null
                && (AsciiCase.matcher(PRONOUN_OBJECT, p.object()).matches()
                    || AsciiCase.matcher(NO_THING, p.object()).find()));
    out.replaceAll(TasteSayings::praised);
    if (out.isEmpty() && filled(sentence) && Cues.find(FILLERS, sentence)) {
      Pref bare = unfilled(sentence, lang);
      with(out, bare == null ? null : praised(bare));
    }
    if (!Text.mayContain(sentence, CUES)) {
      return out;
    }
    Pref converted = converted(sentence, lang);
    if (converted != null) {
      // only the current taste: what the readers took from the past half is dropped
      out.clear();
      out.add(converted);
      return out;
    }
    Pref said = shared(sentence, lang);
    if (said == null) {
      said = lang == Lang.NL ? dutch(sentence, lang) : english(sentence, lang);
    }
    if (said == null) {
      said = pronoun(sentence, lang);
    }
    return with(out, said);
  }

  /** {@code out} with {@code said} added unless a pref of the same thing is there. */
  private static List<Pref> with(List<Pref> out, Pref said) {
    if (said != null && said.object() != null && !said.object().isBlank()) {
      String key = said.object().toLowerCase(Locale.ROOT);
      boolean known = false;
      for (Pref p : out) {
        String o = p.object() == null ? "" : p.object().toLowerCase(Locale.ROOT);
        known |= o.contains(key) || key.contains(o) && !o.isEmpty();
      }
      if (!known) {
        out.add(said);
      }
    }
    return out;
  }

  private static final Set<String> LEADING =
      Set.of(
          "ehm", "uhm", "uh", "um", "erm", "eh", "nou", "ja", "dus", "zeg", "so", "yeah", "like",
          "well", "okay", "ok", "hmm", "anyway");

  private static final List<String> TRAILING =
      List.of("weet je", "snap je", "you know", "lol", "haha", "tbh", "imo", "honest", "gezegd");

  /** A cheap look for a chat filler at either end, before {@link #FILLERS} runs. */
  private static boolean filled(String sentence) {
    String lower = sentence.toLowerCase(Locale.ROOT);
    int i = 0;
    while (i < lower.length() && !Character.isLetter(lower.charAt(i))) {
      i++;
    }
    int j = i;
    while (j < lower.length() && Character.isLetter(lower.charAt(j))) {
      j++;
    }
    if (LEADING.contains(lower.substring(i, j))) {
      return true;
    }
    int end = lower.length();
    while (end > 0 && !Character.isLetter(lower.charAt(end - 1))) {
      end--;
    }
    String tail = lower.substring(0, end);
    for (String t : TRAILING) {
      if (tail.endsWith(t)) {
        return true;
      }
    }
    return false;
  }

  /** "ehm ja dus ik vind zo'n lange treinreis echt heerlijk weet je": read without the fillers. */
  private static Pref unfilled(String sentence, Lang lang) {
    String bare = Cues.replaceAll(FILLERS, sentence, "").strip();
    if (!bare.isEmpty() && bare.length() < sentence.length()) {
      List<Pref> again = Preferences.find(bare, lang, null);
      if (!again.isEmpty()) {
        return again.get(0);
      }
    }
    return null;
  }

  /**
   * "dislikes Open-water swimming is amazing": the praised subject, a like; "dislikes Commuting is
   * draining": the subject, its sign kept.
   */
  private static Pref praised(Pref p) {
    if (p.object() == null) {
      return p;
    }
    String bare = AsciiCase.matcher(LOOSE_WORDS, p.object()).replaceAll("");
    if (!bare.isBlank() && bare.length() < p.object().length()) {
      p = new Pref(bare, p.like());
    }
    Matcher m = AsciiCase.matcher(PRAISED_CLAUSE, p.object());
    if (!p.like() && m.matches()) {
      return new Pref(m.group("o").strip(), true);
    }
    m = AsciiCase.matcher(COPULA_CLAUSE, p.object());
    return m.matches() && subject(m.group("o")) ? new Pref(m.group("o").strip(), p.like()) : p;
  }

  private static Pref converted(String sentence, Lang lang) {
    Matcher m = AsciiCase.matcher((lang == Lang.NL ? CONVERTED_NL : CONVERTED_EN), sentence);
    return m.find() ? new Pref(Preferences.object(m.group("o"), lang), true) : null;
  }

  /** The sayings both languages share. */
  private static Pref shared(String s, Lang lang) {
    Matcher m = AsciiCase.matcher(OTHERS_THEN_MINE, s);
    boolean phrase = false; // which of the two matched (the matcher's pattern may be a twin)
    if (m.find() || (phrase = (m = AsciiCase.matcher(PHRASE_THEN_THING, s)).find())) {
      return new Pref(Preferences.object(m.group("o"), lang), phrase && m.group("like") != null);
    }
    if ((m = AsciiCase.matcher(IS_LIFE, s)).find() && subject(m.group("o"))) {
      return new Pref(Preferences.object(m.group("o"), lang), true);
    }
    return null;
  }

  private static Pref english(String s, Lang lang) {
    Matcher m = AsciiCase.matcher(BEST_EVER, s);
    if (m.find()) {
      String o = m.group("o") != null ? m.group("o") : m.group("j");
      return subject(o) ? new Pref(Preferences.object(o, lang), true) : null;
    }
    if ((m = AsciiCase.matcher(BEATS, s)).find() && subject(m.group("o"))) {
      return new Pref(Preferences.object(m.group("o"), lang), true);
    }
    if ((m = AsciiCase.matcher(MAKES_HAPPY, s)).find() && subject(m.group("o"))) {
      return new Pref(Preferences.object(m.group("o"), lang), true);
    }
    if ((m = AsciiCase.matcher(NOTHING_FOR_ME, s)).find()
        || (m = AsciiCase.matcher(NOTHING_FOR_ME_SUBJECT, s)).find() && subject(m.group("o"))) {
      return new Pref(Preferences.object(m.group("o"), lang), false);
    }
    if ((m = AsciiCase.matcher(FIND_EN, s)).find() || (m = AsciiCase.matcher(WHAT_I, s)).find()) {
      return subject(m.group("o"))
          ? new Pref(Preferences.object(m.group("o"), lang), m.group("like") != null)
          : null;
    }
    if ((m = AsciiCase.matcher(LOVING, s)).find()) {
      return new Pref(Preferences.object(m.group("o"), lang), m.group("like") != null);
    }
    return null;
  }

  private static Pref dutch(String s, Lang lang) {
    Matcher m = AsciiCase.matcher(BEST_EVER, s);
    if (m.find()) {
      String o = m.group("o") != null ? m.group("o") : m.group("j");
      return subject(o) ? new Pref(Preferences.object(o, lang), true) : null;
    }
    if ((m = AsciiCase.matcher(NOTHING_ABOVE, s)).find()) {
      return new Pref(Preferences.object(m.group("o"), lang), true);
    }
    if ((m = AsciiCase.matcher(NOTHING_TO_DO_NL, s)).find()) {
      String o = m.group("o") != null ? m.group("o") : m.group("p");
      return new Pref(Preferences.object(o, lang), false);
    }
    if ((m = AsciiCase.matcher(FIND_NL, s)).find() && subject(m.group("o"))) {
      return new Pref(Preferences.object(m.group("o"), lang), m.group("like") != null);
    }
    if ((m = AsciiCase.matcher(ALWAYS_LOVED_NL, s)).find()) {
      return new Pref(Preferences.object(m.group("o"), lang), true);
    }
    if ((m = AsciiCase.matcher(MAKES_HAPPY, s)).find() && subject(m.group("o"))) {
      return new Pref(Preferences.object(m.group("o"), lang), true);
    }
    if ((m = AsciiCase.matcher(NO_APPETITE_NL, s)).find()) {
      return new Pref(Preferences.object(m.group("o"), lang), false);
    }
    return null;
  }

  private static Pref pronoun(String s, Lang lang) {
    Matcher m = AsciiCase.matcher(SUBJECT_THEN_PRONOUN, s);
    if (m.find() && subject(m.group("o"))) {
      return new Pref(Preferences.object(m.group("o"), lang), m.group("like") != null);
    }
    if ((m = AsciiCase.matcher(AT_THEN_PRONOUN, s)).find()) {
      return new Pref(Preferences.object(m.group("o"), lang), m.group("like") != null);
    }
    return null;
  }

  /** A thing that can be the subject of a taste: no pronoun, no question word, no relative. */
  private static boolean subject(String np) {
    return np != null && !AsciiCase.matcher(NOT_A_SUBJECT, np.strip()).find();
  }
}
