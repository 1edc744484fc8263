package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Rules.p;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The surface patterns of occasions, read by {@link EventRules} (and {@link #MEETING} by {@link
 * TaskRules}): occasion nouns, visits to a professional, occasions named by a verb, and what makes
 * a dated sentence no occasion. Split from {@link Rules}, which keeps the task, status and deadline
 * patterns.
 */
final class OccasionPatterns {
  /** An occasion noun with up to two words before it: "the dentist appointment", "a team lunch". */
  private static final String EVENT_NOUN =
      "\\b((?:[\\p{L}'’-]+\\s+){0,2}?(?:appointment|meeting|wedding|party|birthday party"
          + "|concert|game|match|flight|trip|interview|dinner|lunch|visit|race|marathon"
          // "the surgery" the user rings or sits at is the GP's practice, no operation
          + "|conference|exam|(?<!(?:at|from|to|rang|called|phoned) the )surgery"
          + "(?!\\s+(?:rang|rung|called|phoned|emailed|texted|said|says|wrote|sent|opens|closes))"
          + "|check-?up|funeral|graduation|ceremony|festival|show"
          + "|recital|reunion|(?<!(?:renewal|expiry|due|closing|start|end|release|payment|return|cut-?off|cutoff) )date|vacation|holiday|session|class|workshop|presentation"
          + "|drinks|offsite|off-site|jury duty|flu shot|vaccination|booster|blood test|scan"
          + "|consultation|hearing test|hearing|viewing|opening|launch|celebration|barbecue|bbq|picnic|brunch"
          + "|get-together|sleepover|playdate|parents'? evening|open day|moving day|(?:last|first)"
          + " day|tournament|audition|rehearsal|premiere|retreat|cruise|delivery|inspection"
          + "|housewarming|anniversary|webinar|demo day|fair|haircut|massage|gig|performance"
          + "|screening|tasting|christening|baptism|bar mitzvah|bat mitzvah|book club|stand-?up"
          + "|appraisal|one-on-one|1:1|catch-up|(?:game|movie|quiz|date|girls'?|boys'?) night"
          + "|road trip|field trip|open house|mri|x-ray|ultrasound|driving test|theory test"
          + "|defen[cs]e|thesis defen[cs]e|weekend away|sleepover|prom|gala|fundraiser"
          + "|protest|demonstration|rally|parade|vigil"
          // stop 34: school and club occasions
          + "|school play|nativity(?: play)?|carol service|sports day|prize-?giving|seminar|lecture"
          + "|supper|kerstmusical|afscheidsmusical|musical|kerstviering|schoolfotodag|fotodag"
          + "|afspraak|bruiloft|feest|verjaardagsfeest|concert|wedstrijd|vlucht|reis"
          + "|sollicitatiegesprek|etentje|diner|lunch|bezoek|examen|tentamen|operatie"
          + "|controle|vergadering|borrel|uitje|begrafenis|diploma-uitreiking|festival"
          + "|voorstelling|reünie|vakantie|training|les|workshop|presentatie"
          + "|receptie|barbecue|bbq|picknick|brunch|bezichtiging|keuring|intake|consult|zitting"
          + "|uitvaart|opening|housewarming|jubileum|bespreking|overleg|prik|vaccinatie"
          + "|bloedafname|echo|toernooi|kraamvisite|rijexamen|open dag|laatste werkdag"
          + "|eerste werkdag|feestje|trouwerij|doop|communie|gesprek|weekendje weg|stedentrip"
          + "|open huis|sinterklaasavond|pakjesavond|kraambezoek|crematie|condoleance|afzwemmen"
          + "|rijles|zwemles|apk|eye test|eye exam|smear test|leaving do"
          + "|leaving drinks|send-off|stag do|hen do|baby shower|oogtest|oogmeting|gehoortest"
          + "|afscheidsfeest|betoging|demonstratie|optocht|manifestatie"
          // stop 37: upkeep and health checks booked for a day ("the boiler service is on the
          // 3rd", "eye check on Monday", "de onderhoudsbeurt van de auto"); a move of house
          // a modifier of another noun is none ("the car service booking is on your list")
          + "|(?:(?:boiler|car|bike|van|gas|heating|annual|yearly) service|servicebeurt"
          + "|onderhoudsbeurt|(?:blood pressure|health|eye|gas safety|safety|hearing|dental) check)"
          + "(?!\\s+(?:booking|reminder|form|voucher|certificate|costs?|fee|bill|invoice|quote))"
          + "|house move|verhuizing|verhuisdag"
          // talks and open hours one gives or holds, a club's yearly meeting, a Flemish party
          + "|keynote|agm|annual general meeting|lezing|spreekuur|fuif"
          // stop 40: fittings, markets, reading clubs, finals
          + "|fitting|(?:farmers['’]?|christmas|craft|flea|night|food|vintage|street) market|jumble sale"
          + "|car boot sale|(?:vrij|rommel|kerst|boeken|braderie|kunst|boeren|antiek|vlooien)markt"
          + "|leesclub|boekenclub|finale"
          // stop 45: a first or trial lesson ("my first riding lesson", "de eerste stijldansles")
          + "|(?:first|trial|taster) (?:[\\p{L}-]+ )?lesson|(?:eerste |proef)\\p{L}*les"
          // a club's practice, a named event, a Dutch fair ("hockey practice Wednesday", "the
          // orienteering night event on 2 September", "een platenbeurs op 12 februari")
          + "|practice|(?<!(?:in the|calendar|this|that|any) )event|beurs"
          // stop 41: a club's general meeting by its initials, a session of therapy
          + "|alv|therapie|therapy|counselling|teambuilding|team-building|team building"
          // a sponsored or charity outing, a club's first outing ("the charity abseil", "first walk
          // is on Sunday", "eerste tocht is zondag")
          + "|(?:charity|sponsored) (?:[\\p{L}-]+ )?(?:swim|run|walk|abseil|ride|cycle|skydive|hike|quiz"
          + "|bake sale)|(?:first|eerste) (?:walk|ride|hike|outing|tocht|wandeling|rit)))\\b"
          // an occasion noun naming what another noun is for is no occasion ("the plot inspection
          // checklist", "my concert outfit", "the rehearsal room's booked")
          + "(?!\\s+(?:checklist|list|outfit|outfits|room|rooms|form|forms|measurements|kit|slides"
          + "|playlist|booking|reminder|voucher|tickets?|fees?|money|photos|invitations?|invites?"
          + "|lijst|formulier|kleding|zaal|ruimte)\\b)";

  /** A Dutch compound ending in an occasion noun: "tandartsafspraak", "afscheidsborrel". */
  private static final String EVENT_COMPOUND =
      "\\b((?:[\\p{L}'’-]+\\s+){0,2}?(?:\\p{L}{3,}(?:afspraak|borrel|etentje|feest|feestje"
          + "|jubileum|bespreking|vergadering|overleg|reis|reisje|vlucht|examen|tentamen|prik"
          + "|afname|controle|onderzoek|operatie|diner|lunch|receptie|uitje|bezoek|gesprek"
          + "|wedstrijd|toernooi|voorstelling|concert|training|cursus|lezing|spreekuur|finale"
          + "|barbecue|uitreiking|(?<!studie)beurs"
          + "|gesprekken)|(?:ouder|thema|informatie"
          + "|info|spelletjes|film|quiz|bingo|kerst|oudejaars|feest)avond|(?:team|studie|hei"
          + "|sport|trouw|familie|strand|werk|open)dag))\\b";

  /** An occasion: {@link #EVENT_NOUN} or {@link #EVENT_COMPOUND}; the head is group 1 or 2. */
  static final Pattern EVENT = p(EVENT_NOUN + "|" + EVENT_COMPOUND);

  private static final Pattern EVENT_NOUN_ALONE = p(EVENT_NOUN);
  private static final Pattern EVENT_COMPOUND_ALONE = p(EVENT_COMPOUND);

  /**
   * The head of {@link #EVENT}'s first match in {@code text} (its group 1 or 2), or null: each
   * alternative is searched apart, only where its cue words are, and the one that starts first wins
   * (the noun on a tie, as in the alternation). The same answer as {@code
   * EVENT.matcher(text).find()} without trying both alternatives at every word.
   */
  static String eventHead(String text) {
    Matcher noun = firstMatch(EVENT_NOUN_ALONE, text);
    Matcher compound = firstMatch(EVENT_COMPOUND_ALONE, text);
    if (noun != null && (compound == null || noun.start() <= compound.start())) {
      return noun.group(1);
    }
    return compound == null ? null : compound.group(1);
  }

  /** The pattern's first match in the text, or null (not searched without its cue words). */
  private static Matcher firstMatch(Pattern p, String text) {
    if (!Cues.mayMatch(p, text)) {
      return null;
    }
    Matcher m = AsciiCase.matcher(p, text);
    return m.find() ? m : null;
  }

  /** A professional one sees on a day: "dentist on Thursday at 10", "morgen naar de tandarts". */
  static final Pattern PROFESSIONAL =
      p(
          "\\b(dentist|doctor|gp|orthodontist|hygienist|physio|physiotherapist|dermatologist"
              + "|optician|hairdresser|barber|vet|notary|specialist|gynaecologist|midwife"
              + "|therapist|tandarts|dokter|huisarts|fysio|fysiotherapeut|dermatoloog|opticien"
              + "|oogarts|kinderarts|huidarts|podotherapeut|osteopaat|chiropractor|psycholoog"
              + "|logopedist|diëtist|dietitian|optometrist|audiologist|osteopath|podiatrist|chiropodist"
              + "|kapper|dierenarts|notaris|specialist|gynaecoloog|verloskundige|therapeut"
              + "|mondhygiënist|ziekenhuis|hospital|courthouse|rechtbank|gemeentehuis"
              + "|passport office)\\b");

  /**
   * A past occasion said with a verb: "we celebrated", "got married", "geluncht met", "kwamen terug
   * uit". Only with a past or present day.
   */
  static final Pattern PAST_OCCASION =
      p(
          "\\b(?:we|i)\\s+(?:\\p{L}+\\s+)?(?:celebrated|got married|got engaged|adopted|graduated"
              + "|had (?:lunch|dinner|drinks|brunch|breakfast)|lunched|got back|came back|returned"
              + "|flew back|flew|visited|went (?:to|out))\\b"
              + "|\\b(?:geluncht|gedineerd|uit eten geweest|getrouwd|verloofd|geadopteerd|gevierd"
              + "|teruggekomen|teruggevlogen|afgestudeerd|bezocht)\\b"
              + "|\\b(?:kwam|kwamen|zijn|ben|waren)\\s+(?:[\\p{L}\\p{N}]+\\s+){0,3}?terug (?:uit|van)\\b"
              // stop 41: a move of house done ("Moved into the new flat in Hove last Saturday",
              // "Afgelopen zaterdag verhuisd naar Zwolle"); not a thing moved to another day
              + "|\\bmoved\\s+(?:house\\b|(?:in)?to\\s+(?:(?:a|an|the|our|my)\\s+(?:[\\p{L}-]+\\s+){0,3}?"
              + "(?:flat|house|apartment|home|place|bungalow|cottage|studio|maisonette)\\b"
              + "|(?!(?i:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))"
              + "(?-i:\\p{Lu})))|\\bverhuisd\\b");

  /** A meeting said with a verb about a coming day: "I'm presenting", "bespreken we". */
  static final Pattern MEETING =
      p(
          "\\b(?:i'm|i am|we're|we are)\\s+(?:presenting|giving (?:a|the|my|our) (?:talk"
              + "|presentation|speech|demo)|meeting|seeing (?-i:\\p{Lu})|catching up with|having (?:lunch"
              + "|dinner|drinks|a meeting|coffee with)|visiting|hosting|attending)"
              + "|\\b(?:zie|zien|spreek|spreken|bezoek|bezoeken)\\s+(?:ik|we|wij)\\s+(?-i:\\p{Lu})"
              // "ga ik bij oma langs", not the errand "ga ik nog langs de apotheek"
              + "|\\b(?:ga|gaan)\\s+(?:ik|we|wij)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:langs(?!\\s+(?:de|het|een)\\b)"
              + "|op bezoek)\\b"
              + "|\\b(?:invited|asked) (?:us|me) (?:round|over|for (?:dinner|lunch|drinks|a barbecue|a bbq))\\b"
              + "|\\bhebben (?:ons|mij|me) (?:[\\p{L}-]+ ){0,3}uitgenodigd\\b"
              + "|\\b(?:vieren|viert)\\b(?=[^.,;]*\\b(?:hun|zijn|haar)\\b)"
              + "|\\b(?:trouwen|trouwt|getting married|get married)\\b"
              + "|\\b(?:bespreken|vergaderen|presenteren|presenteer|lunchen|dineren|vieren|vier)\\s+(?:ik|we|wij)\\b"
              + "|\\bmoet (?:ik|we) (?:[\\p{L}-]+\\s+){1,4}presenteren\\b"
              + "|\\b(?:komen|komt)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:logeren|eten|langs|op bezoek"
              + "|op visite)\\b");

  /** Not an occasion: a deadline or a deliverable ("heb ik de presentatie klaar"). */
  static final Pattern NOT_AN_OCCASION =
      p(
          "\\b(?:deadline|due|klaar|ready|finished|done)\\b"
              + "|\\baf\\b(?=\\s*(?:zijn|hebben|is|moet|[.!,]|$))"
              // an occasion called off is none ("The dinner on Saturday is off", "they cancelled on
              // me"); one the user only skips still happens ("I'm not going to Wendy's party")
              + "|\\b(?:isn't happening|aren't happening|(?:is|are|'s) (?:off|cancell?ed|called off)"
              + "\\b|(?:been|got) (?:cancell?ed|called off)|cancell?ed on (?:me|us)|called off"
              + "|gaat niet door|afgelast|geannuleerd|afgezegd)"
              // the last day something can be done is a deadline ("Friday is the last day I can
              // swap the shoes", "the last date for Canada is the 10th"); a last working day stays
              // a document or a contract running out is a deadline ("De APK verloopt op 2 april")
              + "|\\b(?:verloopt|verlopen|loopt af|expires?|expiring|runs out|run out)\\b"
              + "|\\blast (?:day|date) (?:i|we|you|to|for)\\b|\\blaatste (?:dag|datum) (?:dat|om|waarop|voor)\\b"
              // a sale or a sign-up that closes on a day is a deadline ("the presale for the gig
              // closes in 3 days", "de inschrijving sluit vrijdag"), stop 41
              + "|\\b(?:presale|pre-sale|ticket sale|registration|registrations|entries|applications?"
              + "|sign-?ups?|voorverkoop|inschrijving|inschrijvingen|aanmelding|aanmeldingen)\\b"
              + "[^!?]*?\\b(?:closes|close|closing|sluit|sluiten)\\b");

  /**
   * A window is a deadline, not the day of an occasion ("needs his booster in the next fortnight",
   * "binnen twee weken moet de kat zijn prik hebben"), unless an occasion is the reason given for
   * it ("uiterlijk 20 augustus, want dan begint de verbouwing"): see {@link #reason}.
   */
  static final Pattern WINDOW =
      p(
          "\\b(?:within|in the next|no later than|not later than|at the latest|uiterlijk"
              + "|op z'n laatst|op zijn laatst|binnen (?:\\d+|een|twee|drie|vier|vijf|zes|zeven|acht"
              + "|negen|tien|veertien) (?:dag|dagen|week|weken|maand|maanden))\\b");

  /**
   * A day said as a deadline ("by Friday", "before 12 December", "tegen vrijdag", "vóór 1 mei"):
   * the day a task is due, not the day of the occasion the sentence names ("The Smiths' anniversary
   * present needs to be bought by 2 July"). Matched against the words right before the day.
   */
  static final Pattern DEADLINE_DAY =
      p(
          "(?:^|[^\\p{L}])(?:by|before|vóór|tegen|uiterlijk|later than|op z'n laatst)\\s+"
              + "(?:the\\s+)?$");

  /**
   * An occasion noun that only qualifies another thing, said after a preposition ("de aanmelding
   * voor de zwemles", "de stukken voor de vergadering", "about the blood test"): its day is that
   * thing's, and the sentence is read for another occasion.
   */
  static final Pattern QUALIFYING_HEAD = p("^(?:van|about|of|and|en|from|vanaf|over)\\s");

  /**
   * "voor de X" / "for the X" qualifies a thing that must be done or sent by the day ("Over vier
   * dagen moet de aanmelding voor de zwemles binnen zijn", "de inschrijving voor de marathon sluit
   * over 6 dagen"); without such an obligation it is the trip's or the errand's purpose ("Woensdag
   * gaat de auto naar de garage voor de APK"), the occasion of the day.
   */
  static final Pattern PURPOSE_HEAD = p("^(?:voor|door|for)\\s");

  static final Pattern OBLIGATION =
      p("\\b(?:moet|moeten|must|has to|have to|needs?|sluit|sluiten|closes?|due)\\b");

  /**
   * The deadline's day named again as the occasion's ("before 12 December, we're driving then").
   */
  static final Pattern THAT_DAY = p("\\b(?:then|that day|die dag|op die dag)\\b");

  private static final Pattern REASON =
      p("(?:,\\s*|\\s)(?:want|because|omdat|since|'cause|cause)\\b");

  /** The reason a sentence gives after "because" or "want", or null. */
  static String reason(String sentence) {
    java.util.regex.Matcher m = AsciiCase.matcher(REASON, sentence);
    return m.find() ? sentence.substring(m.end()) : null;
  }

  /** An occasion said with a verb: travelling, going out, someone or something arriving. */
  static final Pattern OCCASION_EN =
      p(
          "\\b(?:i'm|i am|we're|we are|i|we)\\s+(?:flying|fly|leaving|leave|heading|driving|drive"
              + "|travell?ing|travel|going|go|off)\\s+(?:back\\s+)?(?:to|for|out)\\b"
              // someone else's journey: "My sister's flying to Boston on the 3rd of May"
              + "|\\b(?:my \\p{L}+|(?-i:\\p{Lu}\\p{Ll}+)|he|she|they)(?:['’]s|['’]re| is| are)\\s+(?:flying"
              + "|travell?ing|driving|heading|sailing)\\s+(?:(?:back|out|off)\\s+)?to\\b"
              // stop 44: the simple present or past, "My brother flies to Toronto on the 3rd"
              + "|\\b(?:my \\p{L}+|(?-i:\\p{Lu}\\p{Ll}+))\\s+(?:flies|flew|sails|travels|leaves|departs)"
              + "\\s+(?:(?:back|out|off)\\s+)?(?:to|for)\\s+(?-i:\\p{Lu})"
              // without its subject at the start: "Flying to Lisbon on Thursday!!"
              + "|^\\W*(?:flying|driving|heading|travell?ing|off) (?:back )?to\\b"
              + "|\\b(?:comes?|is coming|are coming|arrives?|arriving|will arrive|should arrive|lands?|starts?|opens"
              + "|is starting|gets? connected|gets? delivered|is delivered|are delivered)\\b"
              // "The sofa will be delivered on Saturday", "they deliver it on Friday"
              + "|\\b(?:will be|is being|are being|should be|gets?) (?:[\\p{L}-]+ ){0,2}delivered\\b"
              + "|\\bthey(?:'re| are| will|'ll)? deliver(?:ing)? (?:it|them)\\b"
              // stop 37: a move of house, upkeep, an operation ("Moving house on the 3rd", "my
              // sister is moving to Cork", "the car goes in for its service", "Dan's having his
              // tonsils out"); "moving to Friday" is a new day, not a move
              // (helping someone move is a favour, a task: "helping Tessa move house")
              + "|(?<!\\bhelp(?:s|ed|ing)? (?:\\p{L}{1,20} )?)\\b(?:moving|moves|move) (?:house|home"
              + "|abroad|out\\b|to (?!(?i:mon|tue|wed|thu|fri"
              + "|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))(?-i:\\p{Lu}))"
              + "|\\b(?:goes|go|going) in for (?:its|a|an|the|her|his|their) (?:[\\p{L}-]+ )?(?:service"
              + "|mot|check|repair)\\b|\\b(?:gets?|getting|is being|will be) serviced\\b"
              + "|\\b(?:is|are|['’]s|['’]re) having (?:her|his|their|a|an) (?:[\\p{L}-]+ ){0,2}?(?:out"
              + "|removed|operated on)\\b|\\b(?:is|are|being|gets?) operated on\\b"
              // a journey named by its vehicle: "your train to York leaves at 09:12 on Tuesday"
              + "|\\b(?:train|coach|ferry|bus|flight)\\s+(?:back\\s+)?to\\s+(?-i:\\p{Lu})[\\p{L}-]+"
              + "(?:\\s+(?-i:\\p{Lu})[\\p{L}-]+)?\\s+(?:leaves|departs|goes)\\b");

  static final Pattern OCCASION_NL =
      p(
          "\\b(?:vlieg|vliegen|vertrek|vertrekken|rijd|rijden|reis|reizen)\\s+(?:ik|we|wij)\\b"
              + "|\\b(?:ga|gaan)\\s+(?:ik|we|wij)\\b[^,;.]*?\\b(?:naar|vissen|zwemmen|wandelen|fietsen"
              + "|eten|uit eten|kamperen|skiën|logeren|lunchen|dineren|borrelen|brunchen)\\b"
              + "|\\b(?:ik ga|we gaan|wij gaan)\\b[^,;.]*?\\b(?:lunchen|dineren|borrelen|brunchen"
              + "|uit eten)\\b"
              // "We gaan volgende week vrijdag naar de Efteling": an outing of the household
              + "|\\b(?:we|wij) gaan\\b[^,;.]*?\\bnaar\\b"
              // "Annet en ik gaan op 2 mei naar ...": the user with someone
              + "|\\ben (?:ik|wij|we) gaan\\b[^,;.]*?\\bnaar\\b"
              // "Zaterdag picknicken we met ...": an outing's own verb, the subject after it
              + "|\\b(?:picknicken|wandelen|fietsen|zwemmen|lunchen|dineren|borrelen|brunchen"
              + "|barbecueën|kamperen|varen|zeilen|skiën|logeren)\\s+(?:we|wij|ik)\\b"
              + "|\\b(?:vieren)\\s+(?:ik|we|wij)\\b"
              // someone else's journey: "Mijn zus vliegt op 14 april naar Curaçao"
              + "|\\b(?:vliegt|reist|vertrekt|vliegen|reizen|vertrekken)\\b[^,;.]*?\\bnaar\\s+(?-i:\\p{Lu})"
              // "je trein naar Brussel vertrekt dinsdag om 9.12 uur"
              + "|\\b(?:trein|bus|boot|veerboot|vlucht)\\s+(?:terug\\s+)?naar\\s+(?-i:\\p{Lu})[\\p{L}-]+"
              + "(?:\\s+(?-i:\\p{Lu})[\\p{L}-]+)?\\s+vertrekt\\b"
              + "|\\b(?:wordt|worden) (?:[\\p{L}\\p{N}-]+ ){1,3}(?:bezorgd|geleverd|afgeleverd)\\b"
              // stop 37: a move of house, upkeep, an operation, the user's first working day ("we
              // verhuizen op 1 mei naar Delft", "de auto krijgt vrijdag een servicebeurt", "Opa
              // wordt donderdag aan zijn heup geopereerd", "Per 1 juni begin ik bij Rabobank")
              + "|\\b(?:verhuis|verhuist|(?<!\\b(?:met|helpen|help|bij het|voor het) )verhuizen)\\b"
              + "|\\b(?:krijgt|krijgen)\\b[^,;.]*?\\b(?:onderhoud|een beurt|servicebeurt)\\b"
              + "|\\b(?:wordt|worden)\\b[^,;.]*?\\bgeopereerd\\b"
              + "|\\b(?:(?:begin|start) (?:ik|we)|ik (?:begin|start))\\b[^,;.]*?\\bbij (?:de |het )?"
              + "(?-i:\\p{Lu})"
              + "|\\b(?:komt|komen|arriveert|landt|begint|wordt bezorgd|wordt geleverd)\\b"
              + "(?![^,;.]*\\b(?:brengen|halen|ophalen|doen|maken|regelen|sturen|helpen)\\b)");

  /** Where an occasion's clause ends. */
  static final Pattern CLAUSE_EDGE =
      p("[,;:]|\\s(?:and then|and|but|so|en dan|maar|dus|want|omdat|because)\\s");

  /** Words an occasion label does without. */
  static final Pattern OCCASION_FILLER =
      p(
          "(?<![\\p{L}-])(?:i'm|i am|we're|we are|i|we|ik|we|wij|on|op|at|om|in|the|checking in"
              + "|over|\\d{1,2}(?:[:.]\\d{2})?(?: uur)?|uur|should|will|is|are|zijn|waren|hebben|heb"
              + "|hadden|have|has|om (?:een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf"
              + "|twaalf) uur)(?![\\p{L}\\p{N}-])");

  private OccasionPatterns() {}
}
