package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Preferences.Pref;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tastes said through an idiom with the thing as its subject or fronted before a comma (issue 13,
 * stop 45), in both languages, read when no earlier rule found a taste of the same thing:
 *
 * <ul>
 *   <li>dislikes: "X is torture", "X is overrated", "X wordt overschat", "X leaves me cold", "X
 *       laat me koud", "X, daar heb ik een broertje dood aan", "Not my cup of tea, X", "X is niet
 *       aan mij besteed", "X is me te veel", "X is too much", "X kills me", "X word ik gek van",
 *       "X, ugh, the worst";
 *   <li>likes: "X is my happy place", "X is mijn zwakke plek", "X grew on me", "X is me gaan
 *       bevallen", "X never gets old", "X gaat nooit vervelen", "X, nothing better", "X, er gaat
 *       niks boven", "X is the most relaxing thing I know", "X is het leukste wat ik ken", "X zou
 *       ik voor geen goud missen", "X wint het altijd van Y", "X is way more fun than Y", "X is
 *       veel leuker dan Y";
 *   <li>likes said by denying the bad (litotes, only with "at all" / "helemaal" or an idiom that is
 *       never a complaint): "X isn't bad at all", "Not the worst way to spend a weekend, X", "X
 *       viel helemaal niet tegen", "X, niet verkeerd", "X vind ik helemaal niet erg".
 * </ul>
 *
 * A dislike is tried before a like in every clause, so that no dislike is stored as a like; a
 * question, a sentence of the moment ("today", "again") and a thing that is a pronoun give none.
 */
final class TasteIdioms {

  private TasteIdioms() {}

  /** The thing as the clause's subject: no comma, colon or question mark in it. */
  private static final String NP = "^(?<o>[\\p{L}\\p{N}][^,;:?!.]{0,80}?)";

  /** The thing fronted before a comma. */
  private static final String FRONT = "^(?<o>[\\p{L}\\p{N}][^,;:?!.]{0,80}?)\\s*,\\s+";

  /** A thing after its idiom, to the clause's end. */
  private static final String AFTER = "(?<o>[\\p{L}\\p{N}][^,;:?!.]{0,80}?)\\W*$";

  private static final String BE =
      "\\s+(?:is|are|was|were|zijn|is echt|are just|is just|zijn echt|is gewoon|zijn gewoon)\\s+";

  /**
   * A like's "is" in the present only: "Golf was my happy place until the new clubhouse" is a taste
   * that has ended, no current like (stop 45 fix).
   */
  private static final String BE_NOW =
      "\\s+(?:is|are|zijn|is echt|are just|is just|zijn echt|is gewoon|zijn gewoon)\\s+";

  /** The words that negate an idiom ("never", "no longer", "n't", "nooit", "niet meer"). */
  private static final String NEG =
      "(?:never|not|no longer|no more|hardly|barely|scarcely|seldom|rarely|nooit|niet|geen"
          + "|nauwelijks|amper|nimmer|allerminst)";

  /**
   * A negator in the thing of a like ("Jazz never | grew on me", "Golf no longer | is my happy
   * place", "Cycling never | beats driving"): the lazy thing swallowed the idiom's negation.
   */
  private static final Pattern NEGATED_THING = Rules.p("(?:^|\\W)" + NEG + "\\b|n['’]t\\b");

  /**
   * A negator ending the thing of a dislike ("Opera never really | leaves me cold") or opening it
   * ("it's | not the washing up | I loathe").
   */
  private static final Pattern NEGATED_THING_END =
      Rules.p(
          "^\\W*"
              + NEG
              + "\\b|(?:(?:^|\\W)"
              + NEG
              + "|n['’]t)(?:\\s+(?:really|quite|ever|exactly|actually|truly|totally|fully|entirely"
              + "|completely|yet|much|echt|ooit|helemaal|wel|zo|gewoon|eigenlijk|nog|meer))*\\s*$");

  /** A negator right after the idiom: "Jazz is mijn zwakke plek niet (meer)", "... anymore". */
  private static final Pattern NEGATED_AFTER =
      Rules.p(
          "^\\s*(?:(?:echt|toch|eigenlijk|helemaal|wel|gewoon|ook|really|at all)\\s+)*(?:niet|nooit|geen"
              + "|anymore|any more|no more|no longer)\\b");

  /**
   * A later verdict on the thing in the same clause that takes a like back: "Opera isn't bad at
   * all, it's terrible": the last word is the speaker's.
   */
  private static final Pattern LATER_VERDICT =
      Rules.p(
          "^[^;]*?,\\s*(?:(?:in fact|actually|honestly|no|nee|sterker nog|eerlijk gezegd)\\W*\\s+)*"
              + "(?:it'?s|it is|they'?re|they are|het is|'t is|ze zijn|hij is|zij is|die is|dat is)"
              + "\\s+(?<v>[^,;:?!.]{1,40})");

  /** A dislike idiom said kindly: "Darts kills me, in a good way". */
  private static final Pattern IN_A_GOOD_WAY =
      Rules.p(
          "^[^;.!?]*?\\b(?:in a good way|in the best way|in the best possible way|op een goede manier"
              + "|in positieve zin|in de goede zin)\\b");

  private static final String DEGREE =
      "(?:(?:just|really|so|absolutely|utterly|pure|sheer|honestly|simply|totally|echt|gewoon|zo"
          + "|heel|erg|enorm|zwaar|flink|way|massively|hugely|wildly|een)\\s+)*";

  /** The moment, not a taste: "The traffic is torture today". */
  private static final String NOT_THE_MOMENT =
      "(?!.*\\b(?:today|tonight|right now|this (?:morning|afternoon|evening|week|time)|vandaag"
          + "|vanavond|vanochtend|vanmorgen|deze week)\\b)";

  private static final List<Pattern> DISLIKE =
      ps(
          NP
              + BE
              + DEGREE
              + "(?:a |an )?(?:torture|a marteling|marteling|overrated|overschat|a chore|een crime"
              + "|een bezoeking|een straf|tenenkrommend)\\b"
              + NOT_THE_MOMENT,
          NP + "\\s+(?:wordt|worden)\\s+" + DEGREE + "overschat\\b",
          // a like idiom negated where its negation is a dislike: "Jazz never grew on me", "Dat
          // koor is me nooit bevallen" (stop 45 fix: the thing no longer swallows the negator)
          NP
              + "\\s+(?:(?:just|simply|really|honestly|sadly|somehow|still)\\s+)*(?:never|didn'?t"
              + "|did not|hasn'?t|has not|haven'?t|have not|has never|have never|won'?t|will not"
              + "|will never)\\s+(?:(?:really|quite|exactly|ever|actually|fully)\\s+)?(?:grew|grow"
              + "|grown)\\s+on\\s+me\\b",
          NP
              + "\\s+(?:is|zijn)\\s+me\\s+(?:(?:echt|toch|eigenlijk|gewoon)\\s+)*(?:niet|nooit"
              + "|helemaal niet|totaal niet)\\s+(?:echt\\s+)?(?:gaan\\s+)?bevallen\\b",
          NP
              + "\\s+(?:leaves?|left)\\s+me\\s+(?:completely |totally |pretty |rather |a bit |stone )?"
              + "cold\\b",
          NP
              + "\\s+(?:laat|laten|liet|lieten)\\s+me\\s+(?:(?:eerlijk gezegd|echt|totaal|volkomen"
              + "|helemaal|gewoon|nogal|behoorlijk|compleet|ijskoud)\\s+)*(?:koud|ijskoud|onverschillig)\\b",
          FRONT
              + "daar\\s+heb\\s+ik\\s+(?:echt |gewoon |altijd al |zo )?een\\s+broertje\\s+dood\\s+aan\\b",
          "^\\W*ik\\s+heb\\s+(?:echt |gewoon |altijd al )?een\\s+broertje\\s+dood\\s+aan\\s+"
              + AFTER,
          "^\\W*(?:(?:honestly|really|definitely|so),?\\s+)?(?:not|never)\\s+(?:really\\s+)?my\\s+"
              + "(?:cup of tea|thing|jam|scene|idea of fun),\\s+"
              + AFTER,
          "^\\W*(?:(?:echt|nou|eerlijk gezegd),?\\s+)?(?:niet\\s+(?:echt\\s+|zo\\s+)?mijn\\s+(?:ding|kopje"
              + " thee)|niks voor mij|niets voor mij|niet aan mij besteed),\\s+"
              + AFTER,
          NP
              + BE
              + "(?:(?:echt|gewoon|helemaal|totaal|completely|totally|just|really|utterly|honestly)\\s+)?"
              + "(?:niet\\s+aan\\s+mij\\s+besteed|lost on me"
              + "|wasted on me)\\b",
          NP
              + BE
              + "(?:me|mij)\\s+(?:(?:echt|veel|gewoon|net|een beetje|toch|wel|nu al)\\s+)*te\\s+"
              + "(?:veel|druk|veel werk|veel gedoe|heftig|link)\\b",
          NP
              + "\\s+(?:is|are)\\s+(?:just |a bit |a little |way |simply |honestly )?too much\\b"
              + "(?!\\s+(?:fun|of a|to ask|for (?:you|him|her|them)))"
              + NOT_THE_MOMENT,
          NP + "\\s+(?:kills?|really kills?)\\s+me\\b(?!\\s+(?:softly|with))" + NOT_THE_MOMENT,
          NP
              + "\\s+word\\s+ik\\s+(?:echt |zo |helemaal |altijd )?(?:gek|gestoord|knettergek|horendol"
              + "|tureluurs|doodmoe|moe|chagrijnig)\\s+van\\b",
          // a cleft: "..., it's the long commute I loathe", "..., het is dat gedoe waar ik een
          // hekel aan heb"
          "^\\W*(?:it'?s|it is)\\s+(?<o>[\\p{L}\\p{N}][^,;:?!.]{0,80}?)\\s+(?:that\\s+)?i\\s+(?:really\\s+|truly\\s+)?"
              + "(?:loathe|hate|detest|dislike|can'?t stand|could do without)\\W*$",
          "^\\W*(?:het is|'t is)\\s+(?<o>[\\p{L}\\p{N}][^,;:?!.]{0,80}?)\\s+waar\\s+ik\\s+(?:echt\\s+|zo\\s+)?"
              + "(?:een hekel aan heb|niet tegen kan|me aan erger|gek van word)\\W*$",
          FRONT
              + "(?:(?:ugh|urgh|ugh+|honestly|seriously|echt|bah|jakkes),?\\s+)*(?:just\\s+|simply\\s+)?"
              + "(?:the (?:absolute )?worst|het ergste dat er is|het allerergste)\\W*$");

  private static final List<Pattern> LIKE =
      ps(
          NP
              + BE_NOW
              + "(?:(?:really|totally|so|just|echt|gewoon|toch|altijd)\\s+)?(?:my|mijn)\\s+(?:absolute\\s+)?"
              + "(?:happy place|zwakke plek|weak spot|weakness|guilty pleasure|lievelingsding"
              + "|favourite thing|favorite thing)\\b",
          NP
              + BE_NOW
              + "(?:(?:really|truly|just|echt|gewoon)\\s+)?(?:a |my |een |mijn )?(?:dream job|droombaan)\\b",
          NP
              + "\\s+(?:grew|has grown|have grown|has really grown|have really grown|really grew)\\s+"
              + "on\\s+me\\b",
          NP
              + "\\s+(?:is|zijn)\\s+me\\s+(?:echt |toch |wel |flink |enorm )?(?:gaan bevallen|erg bevallen"
              + "|goed bevallen|reuze meegevallen)\\b",
          NP
              + "\\s+(?:gaat|gaan)\\s+(?:me\\s+)?(?:nooit|never|echt nooit)\\s+(?:meer\\s+)?vervelen\\b",
          NP + "\\s+never\\s+gets?\\s+old\\b",
          FRONT
              + "(?:there'?s\\s+|there is\\s+)?nothing\\s+(?:better|beats it|like it|tops it)\\W*$",
          FRONT + "er\\s+gaat\\s+(?:niks|niets)\\s+boven\\W*$",
          NP
              + "\\s+(?:is|are)\\s+(?:the|my)\\s+(?:most\\s+(?:relaxing|fun|satisfying|enjoyable|calming"
              + "|soothing)|best|nicest|happiest)\\s+thing\\s+i\\s+(?:know|do|can think of)\\b",
          NP
              + "\\s+(?:is|zijn)\\s+het\\s+(?:meest\\s+(?:ontspannende|rustgevende|heerlijke)|leukste"
              + "|fijnste|heerlijkste|mooiste)\\s+(?:wat|dat)\\s+ik\\s+(?:ken|weet|doe)\\b",
          NP
              + "[?,]?\\s+(?:zou|wil)\\s+ik\\s+(?:echt\\s+)?voor\\s+geen\\s+(?:goud|geld)\\s+(?:willen\\s+)?"
              + "missen",
          "^\\W*i\\s+(?:wouldn'?t|would not)\\s+miss\\s+(?<o>[^,;:?!.]{1,60}?)\\s+for\\s+(?:the world"
              + "|anything)\\b",
          NP + "\\s+(?:wint|winnen)\\s+(?:het\\s+)?(?:altijd|steeds|elke keer)\\s+van\\s+\\S",
          NP + "\\s+(?:beats?|wins? over)\\s+[^,;]{1,40}?\\s+(?:every time|hands down|any day)\\b",
          NP
              + "\\s+(?:is|are)\\s+(?:(?:way|much|so much|far|a lot|loads|miles)\\s+)?(?:more fun|more"
              + " relaxing|more enjoyable|nicer|better)\\s+than\\s+\\S",
          NP
              + "\\s+(?:is|zijn)\\s+(?:(?:veel|stukken|een stuk|zoveel|echt|toch)\\s+)*(?:leuker|fijner"
              + "|lekkerder|gezelliger|mooier|relaxter)\\s+dan\\s+\\S",
          // litotes: the bad denied outright
          NP
              + "\\s+(?:isn'?t|aren'?t|wasn'?t|weren'?t|is not|are not|was not|were not)\\s+(?:half\\s+)?bad"
              + "\\s+at\\s+all\\b",
          "^\\W*(?:honestly,?\\s+)?not\\s+(?:the|a)\\s+(?:worst|bad)\\s+way\\s+to\\s+spend\\s+(?:a|an"
              + "|the|my)\\s+\\p{L}+,\\s+"
              + AFTER,
          NP
              + "\\s+(?:viel|valt|vielen|vallen)\\s+(?:me\\s+)?(?:helemaal|echt|totaal|zeker)\\s+niet"
              + "\\s+tegen\\b",
          FRONT + "(?:echt\\s+|helemaal\\s+)?niet\\s+verkeerd\\b",
          NP + "\\s+vind\\s+ik\\s+(?:eigenlijk\\s+)?helemaal\\s+niet\\s+erg\\b");

  private static List<Pattern> ps(String... regexes) {
    return java.util.Arrays.stream(regexes).map(Rules::p).toList();
  }

  /**
   * The thing said first and taken up by a pronoun after "and" / "but" with the speaker's own verb:
   * "Rock climbing is scary but I love it", "Skiing is expensive and I live for it", "Zeilen is
   * zwaar, maar ik vind het geweldig", "Quilten is best rustgevend, ik geniet er echt van". The
   * verb gives the sign.
   */
  private static final Pattern TAKEN_UP =
      Rules.p(
          NP
              + "\\s+(?:is|are|was|were|can be|zijn|is echt|was echt)\\s+[^,;:?!.]{1,50}?,?\\s+(?:(?:and|en"
              + "|(?<but>but|maar))\\s+)?(?:(?:honestly|still|really|eerlijk gezegd|toch|echt)\\s+)?(?:i|ik)\\s+(?:(?:really|still"
              + "|honestly|absolutely|just|echt|toch|eerlijk gezegd|gewoon)\\s+)*(?:(?<like>love|adore|enjoy"
              + "|live for|ben er verslaafd aan|geniet er(?: echt| enorm| zo)? van|vind (?:het|ze)"
              + "(?: eerlijk gezegd| echt| toch| gewoon)* (?:geweldig|heerlijk|prachtig|fantastisch|leuk|top))"
              + "|(?<dislike>hate|loathe|can'?t stand|dread|haat|vind (?:het|ze)(?: eerlijk gezegd| echt| toch"
              + "| gewoon)* (?:vreselijk|verschrikkelijk|afschuwelijk|niks|saai)))(?:\\s+(?:it|them))?\\W*$");

  /** Clauses: at a semicolon and before a contrast word. */
  private static final Pattern CLAUSES =
      Rules.p("\\s*;\\s*|,?\\s+(?:but|maar|though|whereas|terwijl)\\s+");

  /** Openers that say nothing of the thing ("Not gonna lie, ...", "Eerlijk is eerlijk, ..."). */
  private static final Pattern LEAD =
      Rules.p(
          "^\\W*(?:(?:and|so|honestly|oh|also|en|dus|eerlijk gezegd|eerlijk is eerlijk|nou|ok|okay"
              + "|oké|not gonna lie|ngl|i have to admit|i must admit|i'?ll admit|ik moet toegeven"
              + "|toegegeven|to be honest|tbh|i have to say|i must say|ik moet zeggen|i think|i find|i reckon|i feel like|ik denk dat),?\\s+)+");

  /** A thing that is a pronoun, a person, a body part or an occasion: no taste. */
  private static final Pattern NO_THING =
      Rules.p(
          "^(?:he|she|you|we|i|zij|hij|je|jij|we|wij|ik|everything|everyone|nothing|alles|iedereen"
              + "|niks|niets)\\b|^(?:it|this|that|they|them|those|these|het|dit|dat|ze|die|deze|there|er"
              + "|hier|daar)\\s*$"
              + "|^(?:(?:my|our|his|her|their|mijn|m'n|onze|ons|zijn|haar|hun|the|de|het)\\s+)?(?:\\p{L}+\\s+)?"
              + "(?:back|feet|knees?|legs?|head|neck|stomach|rug|voeten|knie|knieën|benen|hoofd|nek|buik"
              + "|mum|mom|mam|dad|pa|ma|boss|manager|sister|brother|wife|husband|partner|girlfriend"
              + "|boyfriend|son|daughter|kids|children|friends?|colleagues?|neighbours?|teacher|coach"
              + "|moeder|vader|baas|zus|broer|vrouw|man|vriendin|vriend|zoon|dochter|kinderen|collega'?s?"
              + "|buren|buurman|buurvrouw|weather|traffic|news|meeting|weer|verkeer|nieuws|vergadering)\\b");

  /** Someone else's taste or a supposition in the clause: not the speaker's. */
  private static final Pattern OTHERS =
      Rules.p(
          "\\b(?:says|said|thinks|reckons|claims|according to|zegt|zei|zeggen|vindt|vond|denkt|dacht"
              + "|beweert|if|what if|suppose|imagine|stel dat|wat als|would you|do you|vind je|vind jij)\\b");

  /**
   * The tastes found with the idioms' added: an idiom's taste replaces one of the same sign (or a
   * like, by a dislike) that the rules read off the idiom's own words ("Card tricks leave me
   * honestly cold" read as "honestly cold"); a thing the rules hold already is not added again.
   */
  static List<Pref> amend(String sentence, Lang lang, List<Pref> found) {
    List<Pref> out = new ArrayList<>(found);
    if (sentence.strip().endsWith("?") && !sentence.contains("voor geen goud")) {
      return out;
    }
    Matcher taken =
        AsciiCase.matcher(TAKEN_UP, AsciiCase.matcher(LEAD, sentence.strip()).replaceFirst(""));
    if (taken.find()
        && !Cues.find(OTHERS, sentence)
        && !negated(taken.group(), taken, taken.group("like") != null)) {
      Read r = read(taken.group(), taken, taken.group("like") != null, lang);
      if (r != null) {
        if (taken.group("but") != null && r.pref().like()) {
          // "Ice climbing is terrifying but I love it": the word after "but" is the last word
          out.removeIf(
              k -> !k.like() && EvaluativePreferences.similar(k.object(), r.pref().object()));
        }
        take(r, out);
        return out;
      }
    }
    for (String raw : CLAUSES.split(sentence)) {
      String clause = AsciiCase.matcher(LEAD, raw.strip()).replaceFirst("");
      if (Cues.find(OTHERS, clause)) {
        continue;
      }
      Read r = read(clause, lang);
      if (r != null && r.negated()) {
        unsay(r.pref().object(), out);
        continue;
      }
      if (Cues.find(IN_A_GOOD_WAY, clause)) {
        // "Hills drive me crazy, in a good way": no dislike of what the clause says kindly
        String kind = clause.toLowerCase(java.util.Locale.ROOT);
        out.removeIf(k -> !k.like() && within(k.object(), kind));
      }
      // "Adopting old dogs was the best thing I did, puppies are too much work for me": a later
      // part after a comma with its own subject and idiom, read when it turns the sign of the
      // tastes before it ("I can't stand open offices, the noise kills me" gives a reason only)
      String[] parts = clause.split(",\\s+");
      for (int i = 1; r == null && i < parts.length; i++) {
        Read later = read(AsciiCase.matcher(LEAD, parts[i]).replaceFirst(""), lang);
        if (later != null
            && !later.negated()
            && out.stream().noneMatch(k -> k.like() == later.pref().like())) {
          r = later;
        }
      }
      if (r == null) {
        continue;
      }
      take(r, out);
    }
    // "Photography is a dream job, editing is not": the contrast after a like read here
    Pref contrast = ContrastEllipsis.find(sentence, lang, out);
    if (contrast != null && fresh(contrast, out)) {
      out.add(contrast);
    }
    return out;
  }

  /** Adds an idiom's taste, in place of one the rules read off the idiom's own words. */
  private static void take(Read r, List<Pref> out) {
    Pref p = r.pref();
    if (r.turned()) {
      // "Opera isn't bad at all, it's terrible", "Darts kills me, in a good way": the turn is the
      // speaker's last word on the thing
      out.removeIf(
          k -> k.like() != p.like() && EvaluativePreferences.similar(k.object(), p.object()));
    }
    String idiom = r.idiom().toLowerCase(java.util.Locale.ROOT);
    out.removeIf(
        k ->
            (k.like() == p.like() || !p.like())
                && !EvaluativePreferences.similar(k.object(), p.object())
                && idiom.contains(k.object().toLowerCase(java.util.Locale.ROOT)));
    if (fresh(p, out)) {
      out.add(p);
    }
  }

  /**
   * An idiom's taste, the idiom's words besides the thing, and whether a later word in the clause
   * turned the idiom's sign.
   */
  private record Read(Pref pref, String idiom, boolean turned, boolean negated) {
    Read(Pref pref, String idiom, boolean turned) {
      this(pref, idiom, turned, false);
    }
  }

  /**
   * A negated like idiom says no like of its thing: a like the other rules read off the same words
   * ("Cycling never beats driving" read as "Cycling never") is taken back.
   */
  private static void unsay(String thing, List<Pref> out) {
    String said = thing.toLowerCase(java.util.Locale.ROOT);
    out.removeIf(
        k ->
            k.like()
                && (within(k.object(), said) || EvaluativePreferences.similar(k.object(), thing)));
  }

  /** Whether a thing's words stand whole in a text (both lower case or not). */
  private static boolean within(String thing, String text) {
    String t = thing.toLowerCase(java.util.Locale.ROOT).strip();
    return !t.isEmpty()
        && (" " + NON_WORD.matcher(text).replaceAll(" ") + " ").contains(" " + t + " ");
  }

  private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}']+");

  /** A dislike idiom before a like idiom: no dislike is read as a like. */
  private static Read read(String clause, Lang lang) {
    Read r = read(clause, DISLIKE, false, lang);
    return r != null ? r : read(clause, LIKE, true, lang);
  }

  private static Read read(String clause, List<Pattern> patterns, boolean like, Lang lang) {
    for (Pattern pattern : patterns) {
      Matcher m = AsciiCase.matcher(pattern, clause);
      if (m.find()) {
        if (negated(clause, m, like)) {
          // "Jazz never grew on me", "Opera never leaves me cold": no taste of its sign
          String np = m.group("o");
          return like && np != null ? new Read(new Pref(np.strip(), true), "", false, true) : null;
        }
        Read r = read(clause, m, like, lang);
        return r == null ? null : turned(clause.substring(m.end()), r, lang);
      }
    }
    return null;
  }

  private static Read read(String clause, Matcher m, boolean like, Lang lang) {
    String name = "o";
    String np = m.group(name);
    if (np == null || AsciiCase.matcher(NO_THING, np.strip()).lookingAt()) {
      return null;
    }
    String object = Preferences.object(np, lang);
    if (object == null
        || object.isBlank()
        || Rx.split(object, "\\s+").length > 10
        || EvaluativePreferences.anaphoric(object)) {
      return null;
    }
    String idiom =
        clause.substring(m.start(), m.start(name)) + " " + clause.substring(m.end(name), m.end());
    return new Read(new Pref(object, like), idiom, false);
  }

  /**
   * Whether the idiom is negated (stop 45 fix): a negator in a like's thing or at the end of a
   * dislike's ("Jazz never | grew on me", "Golf no longer | is my happy place") or right after the
   * idiom ("Jazz is mijn zwakke plek niet meer"). A negated idiom is never a like.
   */
  private static boolean negated(String clause, Matcher m, boolean like) {
    String np = m.group("o");
    if (np != null
        && AsciiCase.matcher(like ? NEGATED_THING : NEGATED_THING_END, np.strip()).find()) {
      return true;
    }
    return AsciiCase.matcher(NEGATED_AFTER, clause.substring(m.end())).find();
  }

  /**
   * A like taken back by a later dislike verdict in the clause ("Opera isn't bad at all, it's
   * terrible": a dislike), a dislike idiom said kindly ("Darts kills me, in a good way": a like).
   */
  private static Read turned(String rest, Read r, Lang lang) {
    Pref p = r.pref();
    if (p.like()) {
      Matcher later = AsciiCase.matcher(LATER_VERDICT, rest);
      return later.find() && SentimentLexicon.verdict(later.group("v"), lang) < 0
          ? new Read(new Pref(p.object(), false), r.idiom(), true)
          : r;
    }
    return AsciiCase.matcher(IN_A_GOOD_WAY, rest).find()
        ? new Read(new Pref(p.object(), true), r.idiom(), true)
        : r;
  }

  private static boolean fresh(Pref p, List<Pref> known) {
    return known.stream().noneMatch(k -> EvaluativePreferences.similar(k.object(), p.object()));
  }
}
