package dev.assistantmemory.extract;

import java.util.regex.Pattern;

/**
 * Sentences that commit nobody, whatever act they name (issue 13, eighth pass): a hypothetical ("If
 * it rains tomorrow, maybe I'll clean the attic", "Stel dat ik morgen vrij ben, dan kan ik ..."),
 * someone's opinion of what others should do ("Tom thinks we should repaint the hall"), a generic
 * should ("People should recycle more"), a report headed by "volgens X", and irony opened by a bare
 * "sure" / "tuurlijk" around a big thing done in passing ("Sure, I'll totally finish the whole
 * thesis tonight", "Tuurlijk, ik ga morgen even een marathon lopen") or by "Ja, vast".
 */
final class NoCommitment {

  private NoCommitment() {}

  /** A supposition: whatever follows it is not a plan. */
  private static final Pattern SUPPOSE =
      Rules.p(
          "^\\W*(?:stel (?:dat|je voor)|suppose|supposing|what if|wat als|in theory|in theorie"
              + "|theoretisch|in an ideal world|in een ideale wereld"
              // advice in the listener's place: "If I were you, I'd cancel the trip"
              + "|if i were you|if i was you|(?:if i were )?in your shoes|als ik jou was"
              + "|als ik u was|in jouw plaats|in uw plaats)\\b");

  /**
   * A condition, then a hedged or possible act: "If it rains tomorrow, maybe I'll ...", "Als het
   * regent, kan ik misschien ...". Stop 36: a condition put first commits nobody even without the
   * hedge ({@link #CONDITION_FIRST}), save a request to "you".
   */
  private static final Pattern HEDGED_CONDITION =
      Rules.p(
          "^\\W*(?:if|als|mocht|in case|unless|tenzij)\\b[^,;]*,\\s*(?:then\\s+|dan\\s+)?"
              + "(?:(?:maybe|perhaps|possibly|misschien|wellicht|eventueel)\\b"
              + "|i (?:might|could|may)\\b|(?:kan|kun|zou|zal) ik (?:misschien|wellicht|eventueel)\\b)");

  /**
   * Stop 36: a condition put first, then a plain plan: "If it rains on Saturday I'll take the kids
   * to the cinema", "If the parcel hasn't come by Friday I'll ring them", "Als de trein staakt,
   * werk ik thuis", "Mocht het vriezen, dan ...", "Should it snow, ...", "Whenever I get a free
   * weekend I'll ...". A contingency commits to nothing yet. A polite request ("If you could send
   * it by Friday", "if possible", "als het kan") and a reminder asked for on a condition ("If he
   * hasn't paid by Friday, remind me to chase him") stay tasks; a Dutch "als" before a role ("Als
   * voorzitter moet ik ...") is no condition.
   */
  private static final Pattern CONDITION_FIRST =
      Rules.p(
          "^\\W*(?:(?:oh|ok|okay|and|so|but|en|dus|maar|ook)\\W+)?(?:(?:(?:if|unless|in case|whenever)\\s+"
              + "|should (?=(?:it|there)\\s))"
              + "(?!(?:you|possible|needed|necessary|need be|required)\\b)"
              + "|(?:als|mocht|mochten|indien|tenzij)\\s+(?!(?:je|jij|u|jullie)\\s)"
              + "(?=(?:ik|we|wij|het|de|hij|ze|zij|er|mijn|m'n|onze|ons|die|dat|deze|dit|(?-i:\\p{Lu})\\p{L}+)\\s)"
              + "(?!het (?:goed is|kan|lukt|moet|nodig is)\\b))"
              + "(?![^.?!]*\\b(?:remind me|herinner (?:me|mij)|can you|could you|would you|kun je|kan je"
              + "|wil je)\\b)");

  /**
   * Stop 36: a wish for what is not so ("Jenny wishes I'd learn to cook", "I wish I could take a
   * year off"), an unreal past ("we would have driven to Leeds", "Had I known, ...", "Had ik maar
   * ..."), and another person's wish or maybe reported ("Ronald zegt dat hij ooit wil gaan duiken",
   * "Tom says he might paint the shed").
   */
  private static final Pattern UNREAL =
      Rules.p(
          "\\bwish(?:es|ed)? (?:that )?(?:i|we)(?:'d| would| could| had| were)\\b"
              + "|\\b(?:would|could|should|might|must)(?:n'?t| not)? have (?:been|had|gone|done|known"
              + "|\\p{L}{2,}(?:ed|en|wn|ght))\\b"
              + "|\\b(?:i|we|you|he|she|they)'d(?:n'?t| not)? have (?:been|had|gone|done|known"
              + "|\\p{L}{2,}(?:ed|en|wn|ght))\\b"
              + "|^\\W*had (?:i|we) (?:only |just )?(?:known|been|had|\\p{L}+ed)\\b"
              + "|^\\W*(?:had|was|waren|hadden) (?:ik|we|wij) maar\\b"
              + "|\\b(?:zegt|zei|zeggen|zeiden|says|said) (?:dat |that )?(?:hij|ze|zij|he|she|they)\\b[^.?!]*?"
              + "\\b(?:wil|wilde|willen|ooit|misschien|wants?|wanted|ever|someday|one day|might|maybe)\\b");

  /** Someone else's view of what should be done, or what people in general should do. */
  private static final Pattern OPINION =
      Rules.p(
          "^\\W*(?:(?-i:\\p{Lu})\\p{L}+|my \\p{L}+|mijn \\p{L}+)\\s+(?:thinks|feels|believes|reckons"
              + "|vindt|denkt|meent)\\s+(?:that\\s+|dat\\s+)?(?:we|you|they|wij|we|jullie|je|ze|zij"
              + "|people|mensen|iemand|someone)\\s+(?:should|ought|must|need to|have to|moeten"
              + "|zouden|moet)\\b"
              + "|^\\W*(?:people|mensen|everyone|everybody|iedereen|one)\\s+(?:really\\s+|echt\\s+)?"
              + "(?:should|ought|must|needs? to|moeten|zouden|moet)\\b"
              // "Volgens Jan moet het team ..." reports; "Volgens Jan moet ik ..." is still the
              // user's
              + "|^\\W*(?:volgens|according to)\\s+(?-i:\\p{Lu})\\p{L}*,?\\s+(?!(?:\\p{L}+\\s+)?(?:ik|i)\\b)");

  /** A big thing done in passing: the mark of an ironic "sure". */
  private static final Pattern IRONIC_SURE =
      Rules.p(
          "^\\W*(?:sure|tuurlijk|natuurlijk|of course)\\s*,[^.?!]*\\b(?:(?:just|totally|even|effe)"
              + "\\s+(?:[\\p{L}]+\\s+){0,3}(?:(?:the|my) (?:whole|entire)|(?:mijn|de|het) hele|een marathon"
              + "|a marathon)|totally\\s+(?:[\\p{L}]+\\s+){0,3}(?:the|my) (?:whole|entire))"
              + "|^\\W*ja,?\\s+vast\\b(?!\\s+wel\\b)"
              // "Ja hoor, en morgen schilder ik het hele huis": the sarcastic "and then"
              + "|^\\W*(?:ja hoor|jaja|ja ja),?\\s+en\\s+(?:morgen|dan|straks|vanavond|volgende week"
              + "|daarna|meteen)\\b");

  /**
   * A sarcasm tag after an emphatic promise ("I'll definitely get up at 5am tomorrow. Sure."), or a
   * fronted "tuurlijk" with the verb after it around a whole big thing ("Tuurlijk ga ik dat hele
   * rapport vanavond nog herschrijven").
   */
  private static final Pattern IRONIC_TAG =
      Rules.p(
          "\\b(?:definitely|totally|absolutely|certainly)\\b.*[.!]\\s+(?:sure|right|yeah right"
              + "|tuurlijk|vast)[.!]*\\s*$"
              + "|^\\W*(?:tuurlijk|natuurlijk) (?:ga|zal|doe|maak|schrijf|ben) ik\\b[^.?!]*\\b(?:mijn|de|het|dat"
              + "|die) hele\\b"
              // the user's own doubt taking it back: "..., but let's be real, that's not happening"
              + "|\\b(?:that'?s|it'?s) not (?:going to |gonna )?happen(?:ing)?\\W*$|\\bnot gonna happen\\W*$"
              + "|\\bwe'?ll see how long that lasts\\b|\\band never do\\b|\\bdat gaat (?:toch )?niet"
              + " gebeuren\\b|\\bdat komt er toch niet van\\b|\\ben dat doe ik (?:toch )?nooit\\b"
              // stop 37: the resolution mocked as one said every time ("Said every January ever",
              // "Says me every single night", "I said that last month too", "Zeg ik elke week",
              // "Zei ik vorige maand ook")
              + "|(?:^|[.!?]\\s+)(?:i\\s+)?(?:said|says|say)(?:\\s+(?:me|i))?(?:\\s+(?:that|this|so))?"
              + "\\s+(?:every|each)\\s+(?:single\\s+)?\\p{L}+\\b"
              + "|(?:^|[.!?]\\s+)(?:i\\s+)?said (?:that|this|the same|so) last \\p{L}+(?: too| as well)?\\W*$"
              + "|(?:^|[.!?]\\s+)(?:dat\\s+)?(?:zeg|zei) ik (?:al |ook )?(?:elke|iedere|ieder|elk) \\p{L}+\\b"
              + "|(?:^|[.!?]\\s+)(?:dat\\s+)?(?:zei|zeg) ik (?:vorige?|afgelopen) \\p{L}+ ook\\W*$"
              + "|\\bfamous last words\\b|\\bberoemde laatste woorden\\b");

  /**
   * Tenth pass: irony marked by what surrounds the promise rather than by a fixed idiom: an
   * agreeing opener ("Sure, and ...", "Right, and ...", "Zeker, en ...", "Tuurlijk, ...") closed by
   * a sarcasm tag (an eye-roll or upside-down face, a closing "obviously", "Haha.", "Niet dus."), a
   * rhetorical echo of the idea ("Me, writing a novel? Sure, ..."), a date that never comes
   * ("sometime next decade", "right after I win the lottery", "als ik de loterij win"), and a
   * closing "Niet dus." on its own. An emoji alone does not make irony ("Taxes tomorrow 🙃" is a
   * task).
   */
  private static final Pattern IRONIC_MARK =
      Rules.p(
          // stop 37: the opener doubled or with "hoor" ("Ja hoor, ... 🙄", "Yeah yeah, ... 🙃")
          "^\\W*(?:oh,?\\s+)?(?:sure|yeah|yes|right|zeker|ja|jaja|tuurlijk|natuurlijk)"
              + "(?:,?\\s+(?:hoor|sure|yeah|ja|right))?\\s*[,!]\\s*(?s:.*)(?:🙄|🙃|😏|😒"
              + "|\\bobviously\\W*$|\\buiteraard\\W*$|(?:^|[.!?]\\s+)(?:haha|hihi|lol)\\b[.!]*\\s*$)"
              + "|(?:^|[.!?]\\s+)niet dus[.!]*\\s*$"
              + "|^\\W*(?:me|ik)\\s*,[^?]{1,60}\\?\\s*(?:sure|yeah|right|ja|tuurlijk|zeker|natuurlijk)\\b"
              + "|\\bsometime next (?:decade|century|millennium|lifetime)\\b"
              + "|\\b(?:right |just )?(?:after|when|once) i win the lottery\\b"
              + "|\\b(?:als|zodra|nadat) ik de (?:loterij|staatsloterij|lotto) (?:heb )?(?:win|gewonnen)\\b"
              + "|\\bergens volgende eeuw\\b"
              // twelfth pass: an impossible condition ("right after I learn to fly") and a closing
              // "(never)" taking the promise back ("like I do every year (never)")
              + "|\\b(?:right |just |straight )?(?:after|when|once) i (?:learn to fly|grow wings"
              + "|become a millionaire|retire to the moon)\\b"
              + "|\\((?:never|not|nooit|niet dus|lol no)\\)\\W*$"
              // stop 43: mock delight closed by mock ease ("Oh great, I'll just bake forty
              // cupcakes by tonight. Easy.", "Geweldig, dan schilder ik even het hele huis.
              // Eitje."); without the closing tag "Oh great, I'll pick it up then" stays a plan
              + "|^\\W*(?:(?:oh|o|ooh|nou)\\W+(?:great|wonderful|brilliant|fantastic|lovely|perfect"
              + "|marvell?ous|fab|super|sure|yes|yeah|right|lekker|fijn|leuk|mooi|tuurlijk|natuurlijk"
              + "|zeker|ja)|great|wonderful|brilliant|fantastic|lovely|geweldig|fantastisch|prachtig"
              + "|heerlijk)\\s*[,!.](?s:.*)(?:^|[.!?,;]\\s*)(?:easy(?: peasy)?|simple|piece of cake"
              + "|child'?s play|no sweat|what could (?:possibly )?go wrong|eitje|makkie|appeltje[- ]eitje"
              + "|een fluitje van een cent|fluitje van een cent|kinderspel"
              + "|wat kan er (?:nou )?(?:mis ?gaan|fout ?gaan))[.!?]*\\s*$");

  /**
   * Tenth pass: the user still doubting whether to do it at all ("..., ik twijfel nog", "I'm still
   * on the fence"); a doubt followed by "but" / "maar" leaves the duty standing.
   */
  private static final Pattern UNDECIDED =
      Rules.p(
          "\\b(?:ik twijfel (?:nog|of ik)|i'?m still (?:undecided|on the fence|not sure (?:if|whether) i)"
              + "|still on the fence|haven'?t decided (?:yet )?(?:if|whether)|ik weet nog niet of ik"
              + " (?:het|dat|eraan|mee)\\b)\\b(?![^.]*\\b(?:but|maar)\\b)");

  /** Declining as the act: "I'll pass on the party", "I'm gonna skip the meeting". */
  private static final Pattern DECLINE =
      Rules.p(
          "\\b(?:i'?ll|i will|i'?m (?:going to|gonna)|i'?m|gonna|i think i'?ll)\\s+(?:just\\s+|probably\\s+)?"
              + "(?:skip(?:ping)?|pass(?:ing)? on|sit(?:ting)? out|bail(?:ing)? on|giv(?:e|ing) [^,.;]{1,25}"
              + " a miss)\\b(?![^.;]*\\b(?:and|but|then|en|maar)\\b)"
              // an offer put as a question: "Wil je dat ik morgen de loodgieter bel?"
              + "|^\\W*(?:wil|wilt|zou) (?:je|jij|u) (?:willen )?dat ik\\b[^?]*\\?\\s*$"
              + "|^\\W*no need to\\b(?![^.]*\\b(?:but|please)\\b)|^\\W*(?:je|jij) hoeft me niet\\b"
              // tenth pass: "There's no way I'm going to that drinks thing", "Ik pieker er niet
              // over"
              + "|\\bno way (?:am i|i'?m|i am|i'?ll|i will|i'?d|i would|i'?m gonna)\\b"
              + "|\\bik (?:pieker|peins) er niet over\\b"
              // stop 36: "Die workshop skip ik", "De borrel sla ik over", "Ik ga de les overslaan"
              + "|\\bskip(?:pen)? (?:ik|we)\\b|\\b(?:ik|we) skip(?:pen)?\\b"
              + "|\\b(?:ik sla|sla ik|we slaan|slaan we)\\b[^,.;]*\\bover\\b"
              // stop 43: "Die borrel laat ik schieten", "De cursus laten we aan ons voorbijgaan",
              // "Ik ga de training laten schieten"; "..., maar ..." may still say a plan
              + "|\\b(?:(?:laat|laten) (?:ik|we|wij)|(?:ik|we|wij) (?:laat|laten)|(?:ik|we) (?:ga|gaan|zal"
              + "|zullen) [^,.;]*\\blaten)\\b[^,.;]*\\b(?:schieten|voorbijgaan|voorbij gaan"
              + "|aan (?:me|mij|ons) voorbij(?:gaan)?)\\b(?![^.;]*\\b(?:maar|en|but|and)\\b)"
              + "|\\b(?:(?:ik|we) (?:ga|gaan|wil|willen|zal)|(?:ga|gaan|wil|zal) (?:ik|we))\\b[^,.;]*"
              + "\\b(?:skippen|overslaan)\\b");

  /**
   * Twelfth pass: a request not to do something for the user ("Don't remind me about the dentist",
   * "Please don't book me on early flights", "Herinner me niet aan ..."): nothing to do. "Don't
   * forget" and "don't let me forget" are requests to do it.
   */
  private static final Pattern NEGATED_REQUEST =
      Rules.p(
          "^\\W*(?:(?:please|pls|and|oh|also|actually|no|nah|ok|okay)[\\s,]+)*(?:don'?t|do not|never)\\s+(?!forget|let me forget)"
              + "(?:remind|book|schedule|add|put|sign|enrol|enroll|invite|register|wake|bother)\\s+me\\b"
              + "|^\\W*(?:herinner|boek|zet|plan|schrijf|nodig|wek)\\s+(?:me|mij)\\s+(?:[\\p{L}]+\\s+){0,2}"
              + "niet\\b");

  /**
   * A question for a fact, not a deed: "Kan je me zeggen of ik morgen een paraplu nodig heb?",
   * "Could you tell me when it opens?", "Kun je uitzoeken hoe laat de bieb dichtgaat?" (a lookup of
   * a time; "uitzoeken welke kinderopvang plek heeft" stays a task).
   */
  private static final Pattern INFO_REQUEST =
      Rules.p(
          "\\b(?:can|could|would|will) you (?:please )?(?:tell me|let me know) (?:if|whether|what|when"
              + "|how|who|where|which)\\b"
              + "|\\b(?:can|could|would|will) you (?:please )?(?:find out|look up|check) (?:what time|when"
              + "|how late|how long)\\b"
              + "|\\b(?:kun|kan|wil) (?:je|jij) (?:me |mij )?(?:even )?(?:zeggen|vertellen|laten weten) (?:of|hoe"
              + "|wat|wanneer|waar|wie|welke)\\b"
              + "|\\b(?:kun|kan|wil) (?:je|jij) (?:even )?(?:uitzoeken|opzoeken|nagaan|checken|kijken) (?:hoe laat"
              + "|wanneer|hoe lang)\\b");

  /** The facts a {@link #FACT_LOOKUP} asks for. */
  private static final String FACT_NOUN =
      "(?:opening (?:hours|times)|hours|closing time|times|departure times|timetable|(?:phone |telephone"
          + " )?number|address|postcode|post code|zip code|prices?|cost|fares?|forecast|weather"
          + "|link|website|url|email address|e-mail address|dates?|deadline)";

  /** The Dutch facts a {@link #FACT_LOOKUP} asks for. */
  private static final String FACT_NOUN_NL =
      "(?:openingstijden|openingsuren|sluitingstijd|tijden|vertrektijden|dienstregeling"
          + "|(?:telefoon)?nummer|adres|postcode|prijs|prijzen|kosten|tarief|tarieven|weersverwachting"
          + "|weerbericht|link|website|site|e-?mailadres|datum|data|deadline)";

  /**
   * A lookup of a fact the assistant answers at once, asked with the thing it is a fact of: "Could
   * you find me the opening hours of the ferry office?", "look up the phone number for the vet",
   * "Kun je het telefoonnummer van de garage opzoeken?", "Zoek even de vertrektijden van de pont
   * op" (stop 45). The fact is a time, number, address, price, link or forecast; finding a thing
   * ("find me a plumber", "zoek een oppas") stays a task, and so does a lookup joined to a deed
   * ("check the train times and book the 9:15").
   */
  private static final Pattern FACT_LOOKUP =
      Rules.p(
          "(?:^\\W*(?:(?:please|pls|hey|hi|oh|and|also|quick(?: question)?|ok|okay)[\\s,]+)*"
              + "(?:(?:find|look up|google|dig up|search for)(?: me| us)?|tell (?:me|us))"
              + "|\\b(?:can|could|would|will) you (?:please |quickly |just )?"
              + "(?:(?:find|look up|check|get|google|dig up|search for)(?: me| us)?|tell (?:me|us)))"
              + "(?: up)?"
              + " (?:the|their|its|his|her) (?:(?!(?:the|a|an|their|its|his|her|my|our|your|this"
              + "|that)\\b)[\\p{L}'-]+ ){0,3}?"
              + FACT_NOUN
              + "(?![^.;!?]*\\b(?:and|then|so|or|before|after|once|when|until)\\b)(?:\\s+(?:of|for|at|on|to|from|in)\\b[^.;!?]*)?"
              + "\\W*$"
              + "|^\\W*(?:(?:kun|kan|wil|zou) (?:je|jij|u) (?:me |mij |ons )?|zoek |google )"
              + "(?:(?:even|eens|snel|effe|ff|alsjeblieft|aub|nog)\\s+)*(?:de|het|hun|zijn|haar) "
              + "(?:(?!(?:de|het|een|hun|zijn|haar|mijn|onze|jouw|deze|die)\\b)[\\p{L}'-]+ ){0,2}?"
              + FACT_NOUN_NL
              + "(?![^.;!?]*\\b(?:en|dan|of|voordat|nadat|zodra|wanneer)\\b)(?:\\s+(?:van|voor|bij|naar|in|op)\\b[^.;!?]*?)?"
              + "\\s+(?:(?:even|eens|snel|effe|ff)\\s+)?(?:opzoeken|op|vinden|zoeken|checken|nakijken"
              + "|uitzoeken|googelen)\\W*$");

  /** An intention the user doubts: "don't think I'll bother going", "can't be bothered to". */
  private static final Pattern DOUBTED =
      Rules.p(
          "\\b(?:don'?t|do not) think i'?(?:ll| will) (?:bother|go|make it)\\b|\\bcan'?t be bothered\\b"
              + "|\\bi doubt i'?(?:ll| will)\\b|\\bdenk (?:het )?niet dat ik (?:ga|zal)\\b"
              // a resolution said for years: "Ik moet echt vaker oma bellen, maar ja, dat zeg ik al
              // jaren"
              + "|\\bdat zeg ik al (?:jaren|maanden|weken|tijden)\\b|\\bzeg ik elk jaar\\b"
              + "|\\bi'?ve been saying that for (?:years|months|ages)\\b|\\bi say that every year\\b"
              // a plan that fell through: "Femke zou de drankjes meenemen, maar ze heeft afgezegd",
              // "Priya was going to bring the speakers but she's pulled out"
              + "|\\b(?:zou|zouden|was going to|were going to|would)\\b[^.;]*\\b(?:maar|but)\\b[^.;]*"
              + "\\b(?:afgezegd|afgehaakt|pulled out|backed out|dropped out|cancell?ed|can'?t make it"
              + "|kan (?:toch )?niet meer)");

  /** The user asking what, when or how about their own act: information, not a commitment. */
  private static final Pattern OWN_WH_QUESTION =
      Rules.p(
          "^\\W*(?:when|what|how|where|which|why|wanneer|wat|hoe|waar|welke|waarom|hoe laat|tot wanneer)"
              + "\\b(?![^?]*\\b(?:you|je|jij|u|jullie)\\b)[^?]*\\b(?:i|ik)\\b[^?]*\\?\\s*$");

  /** A Dutch present with "every Monday": a habit, unless a modal makes it a duty. */
  private static final Pattern HABIT_NL =
      Rules.p(
          "^\\W*ik (?!moet|ga|zal|wil)\\p{L}+ (?:elke|iedere|ieder|elk) (?:maandag|dinsdag|woensdag|donderdag|vrijdag"
              + "|zaterdag|zondag|dag|week|ochtend|middag|avond|weekend|maand|jaar)\\b(?![^.!?]*\\b(?:moet|ga"
              + "|zal|wil)\\b)");

  /** Whether the message is ironic by an opener this class knows. */
  static boolean ironic(String text) {
    return Cues.find(IRONIC_SURE, text)
        || Cues.find(IRONIC_TAG, text)
        || Cues.find(IRONIC_MARK, text)
        || NegatedIntentions.takenBack(text);
  }

  /** Whether the sentence commits nobody to the act it names. */
  static boolean commitsNobody(String sentence) {
    return Cues.find(SUPPOSE, sentence)
        || Cues.find(HEDGED_CONDITION, sentence)
        || Cues.find(CONDITION_FIRST, sentence)
        || Cues.find(UNREAL, sentence)
        || Cues.find(OPINION, sentence)
        || Cues.find(DECLINE, sentence)
        || Cues.find(UNDECIDED, sentence)
        || Cues.find(OWN_WH_QUESTION, sentence)
        || Cues.find(HABIT_NL, sentence)
        || Cues.find(NEGATED_REQUEST, sentence)
        || Cues.find(INFO_REQUEST, sentence)
        || Cues.find(FACT_LOOKUP, sentence)
        || Cues.find(DOUBTED, sentence)
        || NegatedIntentions.uncommitted(sentence);
  }
}
