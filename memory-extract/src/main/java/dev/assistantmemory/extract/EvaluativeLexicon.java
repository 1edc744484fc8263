package dev.assistantmemory.extract;

/**
 * The evaluative words {@link EvaluativePreferences} reads, per language and per sign (issue 13,
 * stop 31). Three strengths:
 *
 * <ul>
 *   <li>taste predicates that say a preference on their own, whatever the subject ("... is my
 *       favourite thing", "... is the highlight of my week", "... aren't for me", "... zijn mijn
 *       guilty pleasure", "... is niks voor mij");
 *   <li>idioms with the speaker as object ("... put me off", "... drive me up the wall", "... maken
 *       me gek", "daar word ik blij van");
 *   <li>plain adjectives ("lovely", "awful", "gezellig", "niet te drinken"), which state a taste
 *       only of a thing in general (a bare noun phrase) or when set against the other sign in the
 *       same sentence ("The café is lovely, but their coffee is awful").
 * </ul>
 */
final class EvaluativeLexicon {

  private EvaluativeLexicon() {}

  /** Adverbs between the copula and the predicate ("is weirdly my favourite thing"). */
  static final String ADV =
      "(?:(?:really|just|so|truly|absolutely|totally|definitely|honestly|weirdly|strangely|oddly"
          + "|genuinely|easily|by far|always|still|actually|quite|pretty|simply|literally|utterly"
          + "|echt|gewoon|zo|heel|best|wel|altijd|toch|eigenlijk|helemaal|super|erg|absoluut"
          + "|nog steeds|stiekem|gewoonweg"
          // stop 36: "Texel is voor mij het mooiste wat er is", "Opera is, to me, tedious"
          + "|voor mij|wat mij betreft|for me|to me|imo|in my opinion|if you ask me),?\\s+)*";

  // ---------------------------------------------------------------- English

  /** "X is my favourite thing": a taste whatever X is. */
  static final String TASTE_LIKE_EN =
      "(?:a must(?: for me)?|right up my (?:street|alley)|my (?:absolute |all-time |number one |no\\.? ?1 )?(?:go-to|weakness|kind of thing|favou?rite(?: thing| part| activity"
          + "| pastime| hobby| way to [\\p{L}]+(?: [\\p{L}]+)?)?|guilty pleasure|happy place"
          + "|idea of (?:heaven|fun|a good time|bliss)|comfort (?:food|watch|show))"
          + "|the highlight of my (?:day|week|month|year|weekend)|the best (?:thing|part) of my"
          + " (?:day|week|month|year|weekend)|a (?:real |total |pure )?joy|pure bliss|heaven"
          // stop 32
          + "|my kind of (?!(?:guy|girl|person|man|woman|people|folks?|bloke|lad)\\b)[\\p{L}]+|my style|sacred to me|my (?:therapy|escape|outlet|sanctuary)"
          + "|everything to me"
          // stop 33: "Small dinners are more my speed"
          + "|more my (?:speed|style|thing|scene|pace|kind of thing))";

  /** "X aren't for me", "X are a nightmare", "X is my pet peeve". */
  static final String TASTE_DISLIKE_EN =
      "(?:(?:not|n't) (?:really |exactly )?(?:for me|my (?:thing|scene|idea of fun))|a (?:hard )?no(?:-go)? (?:from|for) me"
          + "|my (?:pet (?:peeve|hate)|idea of hell|worst nightmare)|a (?:total |complete |real |living"
          + " )?nightmare|the bane of my (?:life|existence)|the worst|torture|a (?:real |total )?pain)";

  /** "X put me off", "X drive me up the wall". */
  static final String IDIOM_DISLIKE_EN =
      "(?:leaves?|left) me cold|(?:puts?|turns?) me off|drives? me (?:up the wall|crazy|mad|nuts|bananas|round the bend"
          + "|insane|bonkers)|gets? on my nerves|winds? me up|(?:does|do)(?:n'?t| not) do it for"
          + " me|gives? me the (?:creeps|ick)|bores? me to (?:tears|death)"
          + "|makes? my skin crawl|(?:is|are) not my cup of tea"
          // stop 32
          + "|stress(?:es)? me out|freaks? me out|(?:does|do)(?:n'?t| not) appeal to me"
          + "|never appealed to me|(?:has|have) never appealed to me"
          // stop 33: "Reality TV does absolutely nothing for me", "Crowds drain me"
          + "|(?:does|do) (?:absolutely |really |just |literally |precisely )?nothing for me"
          + "|drains? me(?= *(?:$|[,;.!]| completely\\b| totally\\b))";

  /** "X make me happy", "X never gets old". */
  static final String IDIOM_LIKE_EN =
      "makes? me (?:so |really )?happy|cheers? me up|never gets? old|(?:is|are) my jam"
          + "|(?:does|do) it for me|calms? me down|relax(?:es)? me";

  /** Plain adjectives: a taste only of a thing in general or set against the other sign. */
  static final String ADJ_LIKE_EN =
      "(?:great|lovely|amazing|awesome|wonderful|fantastic|delicious|brilliant|gorgeous|the best"
          + "|fine|ok|okay|alright|nice|fab|superb|excellent|perfect|ace|a treat|the way to go"
          + "|(?:great|good|such|so much|a lot of|loads of) fun|fun)";

  static final String ADJ_DISLIKE_EN =
      "(?:awful|terrible|horrible|horrid|dreadful|disgusting|gross|rubbish|overrated|boring|dull"
          + "|undrinkable|inedible|unbearable|the worst|a nightmare|a pain|a disaster|tedious"
          + "|a waste of time|hell)";

  /**
   * Strong adjectives (stop 36): said of a thing in the present tense they state a taste even of
   * one particular thing ("the new coffee machine at work is rank", "Marmite is amazing"), unlike
   * the plain ones ("nice", "fine", "great") that also praise a plan or an answer.
   */
  static final String STRONG_LIKE_EN =
      "(?:amazing|phenomenal|superb|outstanding|unbeatable|incredible|sublime|divine|heavenly"
          + "|delicious|scrumptious|gorgeous|stunning|fantastic|awesome|magnificent|magical|glorious"
          + "|the bomb|to die for|underrated|addictive|a delight|a game changer"
          // stop 40: "the new booking app is brilliant", "that slow cooker is a lifesaver"
          + "|brilliant|genius|a godsend|a life ?saver|a gem|a revelation)";

  static final String STRONG_DISLIKE_EN =
      "(?:awful|terrible|horrible|horrid|dreadful|disgusting|gross|rubbish|rank|vile|revolting"
          + "|useless|hopeless|overrated|unbearable|insufferable|tedious|exhausting|draining|tiring"
          + "|mind-numbing|soul-destroying|boring|dull|grim|naff|crap|trash|garbage|pants|infuriating"
          + "|maddening|annoying|irritating|terrifying|nerve-wracking|nauseating|a nightmare|the pits"
          + "|a joke|a drag|a chore|a slog|a faff|a hassle|a pain in the (?:neck|backside|arse|butt)"
          // stop 40: "ketchup on pasta is a crime", "hotel wifi is a disgrace"
          + "|a crime|criminal|an abomination|a disgrace|a travesty)";

  // ---------------------------------------------------------------- Dutch

  static final String TASTE_LIKE_NL =
      "(?:(?:mijn|m'n) (?:absolute |grote )?(?:guilty pleasure|favoriet|lievelings\\p{L}*"
          + "|ding|hobby)|het hoogtepunt van (?:mijn|m'n|de) (?:dag|week|maand|jaar|weekend)"
          + "|een feest|genieten|heerlijk ontspannend|de hemel"
          // stop 32
          + "|heilig voor mij|(?:mijn|m'n) (?:uitlaatklep|therapie|redding)|mijn soort (?!(?:mens|mensen|man|vrouw|gozer|meid)\\b)[\\p{L}]+"
          // stop 33: "Schaatsen is het mooiste wat er is"
          + "|het (?:mooiste|leukste|fijnste|lekkerste|beste) (?:wat|dat) er (?:is|bestaat))";

  static final String TASTE_DISLIKE_NL =
      "(?:(?:niks|niets|niet) (?:echt |zo |helemaal )?(?:voor mij|mijn ding|aan mij besteed)"
          + "|(?:een|m'n|mijn) (?:grote |echte )?(?:ergernis|nachtmerrie|hel|ramp|drama|crime|straf)"
          + "|een (?:ware |echte |regelrechte )?(?:ramp|hel|crime|drama|nachtmerrie|straf|marteling)"
          + "|niet te (?:drinken|eten|doen|harden|pruimen|zuipen|vreten|volgen|aan te zien))";

  /** "X maken me gek", "X kan ik niet aanzien" (after the fronted thing). */
  static final String IDIOM_DISLIKE_NL =
      "(?:kan|kunnen) me gestolen worden|(?:trekt|trekken|boeit|boeien) me (?:echt |totaal |helemaal )?(?:niet|niks|niets)"
          + "|(?:spreekt|spreken) me (?:echt |totaal |helemaal )?niet aan|(?:staat|staan) me tegen"
          + "|(?:doet|doen) me (?:echt )?(?:niks|niets)|(?:is|zijn) (?:echt )?(?:mijn|m'n) ding niet|(?:maakt|maken) me (?:echt |zo |helemaal )?(?:gek|knettergek|horendol|stapelgek|chagrijnig"
          + "|misselijk|doodmoe)|(?:irriteert|irriteren|ergert|ergeren) me(?: mateloos| echt| kapot)?"
          + "|(?:kan|kon) ik (?:echt |totaal |helemaal )?niet (?:aanzien|aanhoren|uitstaan|tegen|hebben"
          + "|luchten|zien|verdragen|waarderen)|hoef ik (?:echt )?niet(?: meer)?(?=\\W*$)|haat ik|lust ik niet"
          + "|(?:is|zijn) niet aan mij besteed|(?:nooit|never) (?:meer|weer|again)"
          // stop 32
          + "|(?:maakt|maken) me (?:altijd |echt |zo )?(?:onrustig|nerveus|gestrest|zenuwachtig)"
          + "|trek ik (?:echt |gewoon )?niet";

  static final String IDIOM_LIKE_NL =
      "(?:spreekt|spreken) me (?:erg |echt |enorm )?aan|(?:maakt|maken) me (?:altijd |echt |zo )?(?:blij|vrolijk|gelukkig)|kan ik (?:echt )?geen genoeg"
          + " van krijgen|(?:is|zijn) (?:echt )?(?:mijn|m'n) ding";

  static final String ADJ_LIKE_NL =
      "(?:lekker|heerlijk|fijn|leuk|prettig|geweldig|fantastisch|super|top|mooi|gezellig|prachtig"
          + "|briljant|zalig|prima|oké|ok|goed|te gek|het einde|genieten|het beste|de beste)";

  /** Strong Dutch adjectives (stop 36), read like {@link #STRONG_LIKE_EN}. */
  static final String STRONG_LIKE_NL =
      "(?:geweldig|fantastisch|top|zalig|heerlijk|verrukkelijk|subliem|fenomenaal|onovertroffen"
          + "|onverslaanbaar|briljant|prachtig|het einde|de bom|om je vingers bij af te likken"
          + "|ondergewaardeerd|verslavend|een feest|een aanrader|een openbaring"
          // stop 40: "die nieuwe afspraken-app is een uitkomst"
          + "|een (?:ware |echte )?(?:zegen|uitkomst|verademing|godsgeschenk|pareltje))";

  static final String STRONG_DISLIKE_NL =
      "(?:waardeloos|belachelijk|bagger|ruk|rampzalig|vreselijk|verschrikkelijk|afschuwelijk"
          + "|walgelijk|vies|smerig|goor|ranzig|vermoeiend|doodvermoeiend|slopend|uitputtend|dodelijk"
          + "|saai|doodsaai|oersaai|stomvervelend|irritant|ergerlijk|tergend|onuitstaanbaar"
          + "|onverdraaglijk|overschat|zwaar overschat|eng|doodeng|beangstigend|een crime|een ramp"
          + "|een drama|een hel|een nachtmerrie|een bezoeking|een marteling|een opgave|een gedoe"
          + "|een gedrocht|niet om aan te zien|niet te harden|niet te vreten|niet te zuipen"
          // stop 40: "ananas op pizza is een misdaad"
          + "|een (?:ware |echte )?(?:schande|aanfluiting|gruwel|misdaad))";

  static final String ADJ_DISLIKE_NL =
      "(?:vies|smerig|vreselijk|verschrikkelijk|afschuwelijk|stom|saai|irritant|waardeloos"
          + "|ellendig|doodsaai|oersaai|stomvervelend|ergerlijk|onuitstaanbaar|ambetant|walgelijk"
          + "|niet te drinken|niet te eten|niet te doen|niet te harden|een ramp|een drama"
          + "|een crime|een hel|het ergste|het slechtste|de slechtste|de ergste"
          + "|(?:zwaar |enorm )?overschat|doodeng"
          // stop 33: "Spinning vind ik een marteling"
          + "|een (?:ware |echte |regelrechte )?(?:marteling|straf|nachtmerrie|bezoeking|opgave))";
}
