package dev.assistantmemory.extract;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * The surface cues {@link Names} reads: the shape of a capitalised run, the words before and after
 * it that make it a person, an organisation or a place, titles, departments and relation words.
 * Split from {@link Names} (stop 32), which keeps the reading of a text with them.
 */
final class NameCues {
  private NameCues() {}

  static final Pattern HEADER =
      Pattern.compile(
          "(?im)^(?:from|to|cc|van|aan)\\s*:\\s*\"?([\\p{Lu}][\\p{L}'-]+(?:\\s+(?:van|de|der|den|ter|"
              + "te|la|le|von)?\\s*[\\p{Lu}][\\p{L}'-]+)*)\"?\\s*<[^>]+>");
  static final Pattern MENTION = Pattern.compile("(?<![\\p{L}\\d.])@([\\p{L}][\\w.-]*\\w)");
  static final Pattern CAPS =
      Pattern.compile(
          // "St. Mary's Hospital", "Mt. Sinai": the abbreviation opens the name
          "(?<![\\p{L}\\d@'’])((?:St|Mt|Ste)\\.(?=\\s+\\p{Lu})"
              // "J.P. Okonkwo", "H.J. Kuipers": initials open the surname
              + "|(?:\\p{Lu}\\.){2,3}(?=\\s+(?:(?:van|de|der|den|ter|ten|te|von)\\s+)*\\p{Lu}\\p{Ll})|[\\p{Lu}][\\p{Ll}\\p{Lu}'’&.-]*[\\p{L}]"
              + "|[\\p{Lu}]{2,})"
              + "((?:\\s+(?:van der|van den|van de|van 't|de la|de los|van|de|der|den|ter|ten|te|von|da|di|del|du|le|la|of|&)?"
              // "Peter I'd", "Peter I'll": the user's contraction ends the name
              + "\\s*(?!I['’]\\p{Ll}{1,2}(?![\\p{L}]))(?:[\\p{Lu}][\\p{Ll}\\p{Lu}'’&.-]*[\\p{L}]|[\\p{Lu}]{2,}))*)");
  static final Pattern ORG_SUFFIX =
      Pattern.compile(
          "(?i).*\\b(inc|ltd|llc|bv|b\\.v|nv|gmbh|corp|corporation|company|group|bank|university"
              + "|universiteit|college|school|hospital|ziekenhuis|labs?|studio|foundation|stichting"
              + "|gemeente|institute|instituut|agency|technologies|systems|partners|consulting"
              + "|club|vereniging|council|ministry|ministerie|bouw|installatietechniek|techniek"
              + "|design|media|advies|logistiek|transport|makelaardij|advocaten|accountants"
              + "|verzekeringen|solutions|services|en zonen|heating|electrics"
              + "|removals|landscaping|gardens|plumbers|decorators|joinery|interiors"
              + "|centre|center|centrum|cubs|scouts|brownies|guides|primary|secondary|infants"
              + "|juniors|management)\\.?$"
              // an institution's word inside a longer name: "King's College London", "University
              // of Leeds Library", "Hogeschool Utrecht"
              + "|(?i).*\\b(?:college|university|universiteit|hogeschool|hospital|ziekenhuis|museum"
              + "|council|academy|academie)\\b.*\\s.*"
              + "|(?i).*\\s&\\s*(?:co|sons|zn|zonen)\\.?$");

  /**
   * Head words that end an organisation's name of two or more words ("Brightside Roofing",
   * "Amsterdam UMC"); alone ("Bakery closed down") they are a common noun.
   */
  static final Pattern ORG_HEAD =
      Pattern.compile(
          "(?iu).*\\S\\s+(?:mc|roofing|plumbing|builders|bakery|catering|cleaning|motors|dental"
              + "|clinic|kliniek|umc|embassy|ambassade|charity|trust|society|association|academy"
              + "|academie|office|tiles|health|healthcare|airways|airlines|line|insurance|energy"
              + "|pharmacy|garage|kitchens|travel|rail|railways|fitness|homes|estates|properties"
              + "|hotel|hotels|inn|grill|pizzeria|brewery|works|zorg|verzekeraar|apotheek"
              + "|commission|committee|parliament|authority|agency|service|tribunal|ombudsman"
              // "Cycle Hub", "Ortega Build", "Northside Cycles": a trade's word ends a shop's name
              + "|hub|build|builds|cycles|bikes|salon|barbers|kapsalon|cafe|café|bistro|kitchen"
              + "|gym|yoga|autos|tyres|glazing|printing|print|repairs|plants|nursery|vets"
              + "|dierenkliniek|fietsen|tweewielers|bakkerij|slagerij|drukkerij"
              // "Leeds United", "Bristol Rovers": a football club
              + "|united|rovers|wanderers|athletic|albion|hotspur|fc|afc"
              // stop 40: "Greystone Lettings", "Brown's Tool Hire", "Ramdin Administraties"
              + "|lettings|hire|recordings|records|productions|logistics|administraties"
              // stop 45: a national branch's name ("Vogelbescherming Nederland", "Oxfam
              // International")
              + "|nederland|international|uk|europe|europa|vlaanderen|benelux)\\.?$");

  static final Pattern ORG_BEFORE =
      Pattern.compile(
          "(?iu)(?:work(?:s|ed|ing)? (?:at|for)|employed (?:at|by)|job at|joined|join|hired by|"
              + "signed (?:on |up )?with|signed up (?:by|to)|getekend bij|tekent bij|"
              + "intern(?:ship)? at|werk(?:t|te)? (?:bij|voor)|baan bij|begonnen bij|in dienst bij|"
              + "solliciteer(?:de)? bij|interview (?:at|with|bij)|member of|lid van|studeer(?:t)? aan|"
              + "stud(?:y|ying|ies|ied)(?: \\p{L}+)? at|studeer(?:t|de)?(?: \\p{L}+)? aan|"
              + "client|klant|customer|vendor|leverancier|"
              + "(?:engineer|manager|developer|designer|analyst|consultant|nurse|teacher|"
              + "director|ceo|cto|founder|intern) (?:at|bij))\\s+(?:the\\s+|de\\s+|het\\s+)?$");
  static final Pattern PLACE_BEFORE =
      Pattern.compile(
          "(?iu)(?:live[sd]? in|living in|moved (?:from|to|back to)|moving to|relocat\\w* to|"
              + "based in|born in|grew up in|flew to|fly(?:ing)? to|trip to|travel(?:l?ed|l?ing)? to|"
              + "visit(?:ed|ing)?|vacation in|holiday in|went to|go to|going to|drove to|back from|"
              + "arrived in|from|in|near|to|woon(?:t|de)? in|wonen in|verhuisd (?:van|naar)|"
              + "verhuizen naar|geboren in|opgegroeid in|naar|uit|vakantie in|op vakantie naar|"
              + "reis naar|in de buurt van|vanuit)\\s+$");
  static final Pattern PERSON_AFTER =
      Pattern.compile(
          "(?iu)^(?:'s|’s)?\\s*(?:will|said|says|told|asked|is|was|has|had|wants|needs|and I|"
              + "en ik|gaat|zal|zei|vroeg|heeft|wil|moet|is|had|called|emailed|mailed|texted|"
              + "sent|belde|mailde|stuurde|would|can|could|should|might|thinks|agreed|"
              + "promised|mentioned|suggested|works|werkt|lives|woont)\\b");

  /** At the start of a sentence only verbs people do count ("Alice said", not "Traffic was"). */
  static final Pattern PERSON_AFTER_AT_START =
      Pattern.compile(
          "(?iu)^(?:'s|’s)?\\s*(?:will|said|says|told|asked|wants|needs|and I|en ik|gaat|zal|zei"
              + "|vroeg|wil|moet|called|emailed|mailed|texted|belde|mailde|stuurde|would|can|could"
              + "|thinks|agreed|promised|mentioned|suggested|works|werkt|lives|woont|is (?:my|mijn)"
              + "|zegt|vindt|denkt|komt|heeft gezegd|has asked|has offered|offered|worked|was born"
              + "|founded|wrote|discovered|invented|married|died|won|became|proposed|werkte"
              + "|schreef|ontdekte|richtte|trouwde|stierf|won|werd|owes|started|approved|sent"
              + "|is (?:going|taking|supposed|working|coming|bringing|handling|doing|sending|fixing)"
              + "|(?:'s|’s) (?:going|birthday|appointment|taking)|are (?:coming|going|joining)"
              + "|zou|zorgt|boekt|stuurt|haalt|brengt|regelt|belt|mailt|neemt|doet|koopt|betaalt"
              + "|levert|schrijft|komen|komt|begeleidt|is ziek"
              // stop 29 (entities11): more things people do or have ("Jake is picking up the
              // kids", "Kai's wedding is on …", "Mark kijkt het na", "Eva heeft op 16 december")
              + "|is (?:picking|collecting|dropping|hosting|organi[sz]ing|cooking|driving|making"
              + "|preparing|visiting|flying|moving|leaving|starting|joining|staying|helping|paying"
              + "|buying|arranging|covering|a member|lid)|used to|invited|invites|has (?:just"
              + "|moved|started|finished|joined|left|agreed|booked|invited|offered)"
              + "|(?:'s|’s) (?:wedding|party|farewell|leaving|funeral|graduation|anniversary"
              + "|retirement|baby|new|first|last|just|surgery|exam|flight|visit|recital|concert"
              + "|housewarming|christening|drinks|husband|wife|partner|son|daughter|mum|mom|dad)"
              + "|is (?:op )?\\d{1,2} \\p{L}+ jarig"
              + "|belooft|kijkt|zet|heeft|ging|gaf|is (?:jarig|verhuisd|getrouwd|bevallen"
              + "|geslaagd)"
              // stop 31: a person's state or a role said beside the name ("Jonas is allergic to
              // penicillin", "Sophie's got her driving test", "Chris Tanaka, the new head of ...")
              + "|is (?:allergic|allergisch|vegetarian|vegan|pregnant|zwanger|ill|sick|ziek"
              + "|recovering|herstellende|nervous|zenuwachtig)|(?:'s|’s) got|has got"
              // stop 32: "Kwame's handling the music", "Nick's moved to Glasgow", "Ellie's sister
              // can babysit", "Priya was going to bring", "Jonas turned 40", "Jeroen gesproken"
              + "|(?:'s|’s) (?:handling|moved|coming|bringing|doing|sister|brother|mother"
              + "|father|kids|children|boyfriend|girlfriend|dog|cat)|was (?:going|supposed|meant)"
              + "|turned \\d+|turns \\d+|gesproken|gebeld|gemaild|geappt|gesms't|is naar"
              + "|(?:is|zijn) (?:\\p{L}+ )?verhuisd"
              + "|,\\s*(?:the|my|our|mijn|onze|ons|de|het) (?:new |nieuwe |old |oude )?(?:head"
              + "|manager|director|boss|teacher|coach|neighbour|neighbor|colleague|friend|physio"
              + "|doctor|dentist|landlord|chair|treasurer|secretary|buurman|buurvrouw|collega"
              + "|vriend|vriendin|baas|leraar|lerares|trainer|huisarts|tandarts|verhuurder"
              + "|voorzitter|penningmeester|secretaris))\\b"
              + "|^\\s*(?:(?:from|van|uit) (?-i:\\p{Lu})"
              + "|,\\s*(?:can|could|would|will|please|wil|kun|kan|zou|kunnen|do you|did you)\\b"
              + "|(?:and|en) (?-i:\\p{Lu}\\p{Ll}+)\\b"
              // "Kofi and his partner Ama", "Sarah from marketing", "Stefan from the climbing club"
              + "|(?:and|en) (?:his|her|zijn|haar) "
              + "|(?:from|van) (?:the |de |het )?(?:[\\p{L}'’]+ ){0,2}(?:club|team|office|gym|choir"
              + "|department|afdeling|vereniging|koor|kantoor|next door|hiernaast|de overkant|across the road|accounts|marketing|sales"
              + "|committee|commissie|council|school|surgery|practice|praktijk|hospital|ziekenhuis"
              + "|finance|legal|inkoop|administratie)\\b)");

  /**
   * A strong place cue, which outweighs "to", "from" and "in" as person cues ("moved to Leeds",
   * "the train to York", "out of Gatwick", "woont in Zwolle").
   */
  static final Pattern PLACE_STRONG =
      Pattern.compile(
          "(?iu)(?:(?:moved|moving|move|relocat\\p{L}*|flew|fly|flying|flight|flights|train"
              + "|trains|bus|coach|ferry|taxi|cab|trip|drive|driving|drove|travel\\p{L}*|holiday"
              + "|vacation|heading|headed|emigrat\\p{L}*)\\s+(?:back\\s+)?(?:to|from|in)|out of"
              + "|lives? in|living in|lived in|based in|born in|grew up in|arrived in|landed in"
              + "|woon(?:t|de|den)? in|wonen in|verhuis\\p{L}* (?:naar|van)|vlucht naar|trein naar"
              + "|bus naar|reis naar|vlieg\\p{L}* naar|(?:leaving|leaves|departing|departs) from)"
              + "\\s+$");

  /**
   * A word naming a kind of organisation just before a name ("a charity called Shelter Together",
   * "hockeyclub HC Bloemendaal", "het koor Cantabile", "kunsthandel Goupil").
   */
  static final Pattern ORG_KIND_BEFORE =
      Pattern.compile(
          "(?iu)\\b(?:charity|company|firm|startup|start-up|club|choir|band|shop|store|restaurant"
              + "|café|cafe|bakery|agency|clinic|gym|foundation|organi[sz]ation|hockeyclub"
              + "|tennisclub|voetbalclub|golfclub|sportclub|vereniging|koor|bedrijf|bedrijfje"
              + "|bureau|winkel|kunsthandel|stichting|uitgeverij|sportschool|praktijk"
              // stop 32: a kind of institution before its name ("roeivereniging Nereus",
              // "basisschool
              // De Regenboog", "ziekenhuis Rijnstate", "hotel De Wereld", "pub The Anchor")
              + "|\\p{L}+vereniging|\\p{L}+club|\\p{L}+school|basisschool|school|ziekenhuis|hospital"
              + "|hotel|pub|bar|brasserie|eetcafé|theater|theatre|museum|bioscoop|cinema|kerk|church"
              + "|supermarkt|garage|kliniek|apotheek|pharmacy|college|hogeschool|universiteit)"
              + "(?:\\s+(?:called|named|genaamd))?\\s+$");

  /** A sports club's initials before its name ("HC Bloemendaal", "FC Utrecht", "TC Hilversum"). */
  static final Pattern CLUB_INITIALS =
      Pattern.compile(
          // stop 41: athletics, swimming, water sports, rowing and table tennis clubs too
          "^(?:HC|TC|FC|VV|SV|MHC|LTC|AFC|HV|KV|RKSV|SC|CC|AV|ZPC|WSV|RV|TTV|RKVV)\\s+\\p{Lu}");

  /** Subject pronouns after a verb: the word before them was fronted ("Vroeger werkte ik"). */
  static final Pattern FRONTED =
      Pattern.compile(
          "(?iu)^\\s*(?!(?:en|of|and)\\s)\\p{L}+\\s+(?:ik|jij|hij|wij|we|zij|jullie)\\b");

  /** A brand joined to what it runs or sells: "PostNL-winkel", "Netflix-account". */
  static final Pattern BRAND_COMPOUND =
      Pattern.compile(
          "(\\p{Lu}[\\p{L}\\d.]+[\\p{L}\\d])-(?:winkel|abonnement|punt|servicepunt|afhaalpunt|app"
              + "|account|pakket|pakketje|klant|bezorger|filiaal|store|subscription|order|bestelling"
              + "|klantenservice|helpdesk"
              // stop 39: the buyer or seller met through it ("de Vinted-koper")
              + "|koper|verkoper)");

  /** A name used as a modifier of a plural thing: "Marvel films", "Lego sets", "Apple laptops". */
  static final Pattern NAME_AS_MODIFIER =
      Pattern.compile(
          "(?iu)^\\s+(?:films|movies|books|series|shows|games|songs|albums|products|stores|shops"
              + "|trainers|sneakers|boots|phones|laptops|sets|novels|comics|records|fans|boeken"
              + "|spellen|films|winkels|producten)\\b");

  /** A pronoun soon after a name: a person's, not a company's ("Zara said she'd …"). */
  /** A request addressed to the name that opens the sentence: "Zara, can you ...". */
  static final Pattern VOCATIVE =
      Pattern.compile(
          "(?iu)^,\\s+(?:can|could|would|will|please|do|did|have|are|kun|kan|wil|zou|heb|ben"
              + "|jij|je|let|don't|remember|vergeet)\\b");

  static final Pattern PERSONAL_PRONOUN_AFTER =
      Pattern.compile(
          "(?iu)^(?:'s|’s)?\\s+(?:said|says|told|thinks|is|was|has|getting|'s|’s)"
              + "(?:\\s+\\S+){0,3}?\\s+(?:she|he|her|his|zij|hij|haar|zijn)\\b");

  static final Pattern ORG_AFTER_PERSON =
      // "Tariq from the Guardian", "Maarten Hendriks van het Antonius" (stop 39): an article
      // after "from" / "van" still names where the person is from
      // "Dr Ng at the Royal Infirmary" (stop 40): a person at a named place works there
      Pattern.compile(
          "(?u)([\\p{Lu}][\\p{L}'-]+)\\s+(?:(?:from|van)\\s+(the\\s+|het\\s+)?"
              + "|(?:at|bij)\\s+(?:the\\s+|de\\s+|het\\s+)?)$");
  static final Pattern ORG_CONTEXT =
      Pattern.compile(
          "(?iu)(?:\\b(?:day|job|role|position|internship|team|office|shift|interview|contract|meeting)"
              + " (?:at|with|bij|met)|volunteer (?:with|at|for)|vrijwilliger bij|klant van|"
              + "according to|volgens)\\s+(?:the\\s+|de\\s+|het\\s+)?$");
  static final Pattern TITLE_BEFORE =
      Pattern.compile(
          "(?iu)\\b(?:dr|mr|mrs|ms|prof|professor|dokter|mevrouw|meneer|mevr|dhr|sir|miss|tante|oom|aunt"
              + "|auntie|uncle|nurse|coach|rev|reverend|juf|zuster|sergeant|sgt|officer|constable"
              + "|inspector|detective|wijkagent|inspecteur|pastor|pastoor|dominee|captain"
              + "|kapitein|matron|mayor|councillor|senator|judge|wethouder|burgemeester|rechter"
              + "|stagiair|stagiaire|meester|fam|tandarts|huisarts|notaris|dierenarts"
              + "|buurvrouw|buurman|trainer|trainster|meter|ome|juffrouw|schepen|kapelaan|father|fr|pater)"
              + "\\.?\\s+(?:(?:and|en)\\s+(?:mr|mrs|ms|dr|mevrouw|meneer)\\.?\\s+)?$");

  /** The titles that open a name and are not part of it. */
  static final Set<String> TITLES =
      Set.of(
          "dr",
          "mr",
          "mrs",
          "ms",
          "prof",
          "professor",
          "dokter",
          "mevrouw",
          "meneer",
          "mevr",
          "dhr",
          "sir",
          "miss",
          "tante",
          "oom",
          "aunt",
          "auntie",
          "uncle",
          "nurse",
          "coach",
          "tandarts",
          "huisarts",
          "notaris",
          "dierenarts",
          "rev",
          "reverend",
          "juf",
          "zuster",
          "sergeant",
          "sgt",
          "officer",
          "constable",
          "inspector",
          "detective",
          "wijkagent",
          "inspecteur",
          "pastor",
          "pastoor",
          "dominee",
          "captain",
          "kapitein",
          // stop 34: offices and roles said as a title before the name
          "matron",
          "mayor",
          "councillor",
          "senator",
          "judge",
          "wethouder",
          "burgemeester",
          "rechter",
          "stagiair",
          "stagiaire",
          "meester",
          "fam",
          // stop 40: a neighbour, a trainer, a godmother or an uncle said before the name
          // ("Buurvrouw Ans", "trainster Mieke", "meter Hilde", "ome Henk", "kapelaan De Smet")
          "buurvrouw",
          "buurman",
          "trainer",
          "trainster",
          "meter",
          "ome",
          "juffrouw",
          "schepen",
          "kapelaan",
          // stop 41: a priest's title ("Father Declan Byrne", "Fr. Tom", "pater Jansen")
          "father",
          "fr",
          "pater");

  /** Departments named after a person ("from Finance"), which are not organisations. */
  static final Set<String> DEPARTMENTS =
      Set.of(
          "finance",
          "procurement",
          "accounts payable",
          "accounts receivable",
          "sales",
          "marketing",
          "hr",
          "it",
          "legal",
          "inkoop",
          "verkoop",
          "support",
          "engineering",
          "operations",
          "facilities",
          "payroll",
          "communications",
          "communicatie",
          "financiën",
          "personeelszaken",
          "juridische zaken",
          "administratie",
          "finance and control",
          "human resources",
          "accounts",
          // stop 34: more teams and wards a colleague is "from"
          "data engineering",
          "occupational health",
          "pharmacy",
          "radiology",
          "compliance",
          "logistics",
          "security",
          "research",
          "product",
          "design",
          "qa",
          "customer service",
          "customer success",
          "reception",
          "planning",
          "vergunningen",
          "receptie",
          "klantenservice",
          "apotheek",
          "ict",
          "p&o");

  /** Dutch and English words that open an organisation's name ("Gemeente Utrecht"). */
  static final Pattern ORG_PREFIX =
      Pattern.compile(
          "(?U)^(?:Gemeente|Universiteit|University|Hogeschool|Ministerie|Provincie|Stichting"
              + "|Vereniging|Kinderopvang|Bouwbedrijf|Koninklijke|Rijksmuseum|Stedelijk"
              + "|Hotel|Restaurant|Café|Museum|Bank of|Bureau|Studio|Waterschap|Hoogheemraadschap"
              + "|Rijksuniversiteit|Hockeyclub|Tennisclub|Voetbalclub|Brasserie|Bakkerij|Omroep"
              + "|UMC|Citizens|Scouting|Scouts"
              // stop 38: a Dutch business named by its kind ("Installatiebedrijf Yildiz",
              // "Warmtetechniek Bos", "Makelaardij Van Dam", "Tandartspraktijk Noord")
              + "|\\p{Lu}\\p{Ll}*(?:bedrijf|techniek|kantoor|praktijk|kliniek|makelaardij|drukkerij"
              + "|slagerij|bloemisterij|verzorging"
              // stop 39: "Kapsalon Lotus", "Tuincentrum De Linde", "Dierenasiel Ede"
              + "|salon|centrum|asiel)(?=\\s+\\p{Lu}))\\b");

  /**
   * A trade with the one named next: "the invoice for Vestia", "order cake boxes from Packhouse",
   * "a campaign for Patagonia", "een opdracht van Philips Lighting". A given name there is a client
   * who is a person ("the invoice for Maria").
   */
  static final Pattern TRADE_BEFORE =
      Pattern.compile(
          "(?iu)\\b(?:invoice|invoices|order|ordered|campaign|shoot|contract|quote|commission|gig"
              + "|refund|factuur|facturen|bestelling|besteld|bestellen|opdracht|offerte|campagne"
              + "|levering|retour|klus)\\b(?:\\s+[\\p{L}\\p{N}'’-]+){0,4}?\\s+(?:for|from|to|with|voor"
              + "|van|bij|aan)\\s+$");

  /** A public body whose head word is not capitalised ("het ministerie van Financiën"). */
  static final Pattern PUBLIC_BODY =
      Pattern.compile(
          "(?u)\\b(?:ministerie van|gemeente|provincie|ministry of)\\s+[\\p{Lu}][\\p{L}-]+"
              + "(?:\\s+[\\p{Lu}][\\p{L}-]+)?");

  /** Dutch compounds that end in an institution ("Belastingdienst", "Rijksmuseum"). */
  static final Pattern ORG_COMPOUND =
      Pattern.compile(
          "(?:dienst|museum|bond|ziekenhuis|bank|school|college|fonds|raad|huis|umc|gasthuis)$");

  /** Words before a name that make it a company ("an offer from", "aanbod van", "bij Odido"). */
  static final Pattern ORG_CUE =
      Pattern.compile(
          "(?iu)(?:offer from|offers from|one from|aanbod (?:gekregen )?van|offerte van|"
              + "sollicitatiegesprek bij|gewerkt bij|werkte bij|(?:invoice|parcel|package|order|letter"
              + "|bill|refund|delivery|brief|factuur|pakket|pakketje|formulier|bestelling|rekening)"
              + " (?:from|van)|going with|gaan voor|abonnement bij|got into|accepted (?:at|into)"
              + "|leaving|left|quit|lid (?:geworden )?van|(?:table|booking|reservation|dinner|lunch)"
              + " at|terug naar|op|(?:werk|work)\\p{L}*(?: \\p{L}+)? (?:bij|at|for)"
              + "|(?:husband|wife|partner|friend|colleague|someone|people|guy|woman|man|team|folks"
              + "|brother|sister|father|mother|dad|mom|mum|cousin|son|daughter|broer|zus|vader"
              + "|moeder|neef|nicht|zoon|dochter|schoonvader|schoonmoeder"
              + "|collega|vriend|vriendin|vrouw|iemand|mensen"
              // stop 40: a tradesperson from a firm ("the engineer from Swift Boilers", "de
              // monteur van Klaassen")
              + "|engineer|technician|plumber|electrician|fitter|courier|driver|rep|installer"
              + "|monteur|installateur|loodgieter|elektricien|bezorger|koerier|chauffeur|stukadoor"
              + "|hovenier|adviseur|vertegenwoordiger) (?:from|van|at|bij))"
              + "\\s+(?:the\\s+|de\\s+|het\\s+)?$");

  static final Pattern THE_BEFORE = Pattern.compile("(?iu)\\b(?:the|de|het)\\s+$");
  static final Pattern HEADER_LINE =
      Pattern.compile("(?im)^\\s*(?:subject|onderwerp|re|date|datum|sent|verzonden)\\s*:.*$");
  static final Pattern CLOSING =
      Pattern.compile(
          "(?i)(?:kind regards|best regards|regards|best|cheers|thanks|met vriendelijke groet(?:en)?"
              + "|groet(?:en|jes)?|vriendelijke groet(?:en)?|hartelijke groet(?:en)?),?\\s*$");

  /** "my sister", "mijn collega": a relation of the user's, which a name after it is. */
  static final String RELATION =
      "my (?:friend|colleague|boss|manager|sister|brother|mother|father|mom|dad|wife|husband|"
          + "partner|son|daughter|neighbou?r|coworker|cousin|aunt|uncle|doctor|dentist|coach|"
          + "therapist|girlfriend|boyfriend)|mijn (?:vriend|vriendin|collega|baas|manager|zus|"
          + "broer|moeder|vader|vrouw|man|partner|zoon|dochter|buurman|buurvrouw|neef|nicht|"
          + "tante|oom|dokter|huisarts|tandarts|coach)";

  /**
   * A kinship or a role word with its possessive just before a name ("his partner Mei", "my friend
   * Will", "onze buurvrouw Mei"): the name is a person's even when it is also a month, a verb or a
   * shop's.
   */
  static final Pattern KIN_BEFORE =
      Pattern.compile(
          "(?iu)\\b(?:my|his|her|our|their|your|mijn|m'n|zijn|z'n|haar|onze|ons|hun|jouw)"
              + " (?:new |old |little |big |younger |older |eldest |youngest |nieuwe |oude |kleine"
              + " |grote |jongste |oudste )?(?:friend|colleague|boss|manager|sister|brother|mother"
              + "|father|mum|mom|dad|wife|husband|partner|son|daughter|neighbou?r|coworker|cousin"
              + "|aunt|auntie|uncle|niece|nephew|grandson|granddaughter|girlfriend|boyfriend"
              + "|fiancée?|flatmate|housemate|roommate|vriend|vriendin|collega|baas|zus|zusje|broer"
              + "|broertje|moeder|vader|vrouw|man|zoon|dochter|buurman|buurvrouw|neef|nicht|tante"
              + "|oom|kleinzoon|kleindochter|verloofde|huisgenoot"
              // diminutives, in-laws, step- and god-relations, grandparents, mates
              + "|nichtje|neefje|vriendje|vriendinnetje|dochtertje|zoontje|kleinkind|schoonzus"
              + "|schoonmoeder|schoonvader|zwager|schoonzoon|schoondochter|stiefmoeder|stiefvader"
              + "|peetoom|peettante|petekind|opa|oma|stepmum|stepmom|stepdad|stepson|stepdaughter"
              + "|stepsister|stepbrother|godmother|godfather|goddaughter|godson|grandma|grandpa"
              + "|granny|grandad|granddad|grandmother|grandfather|best friend|bestie|classmate"
              + "|teammate|(?:mother|father|sister|brother|son|daughter)-in-law)\\s+$");

  static final Pattern PERSON_BEFORE =
      Pattern.compile(
          "(?iu)(?:with|met|and|en|"
              + RELATION
              + "|call|bel|email|mail|"
              + "text|ask|vraag|tell|told|remind|herinner|meet|met|see|saw|zie|spreek|spoke to|talked to|"
              + "ask|dear|beste|hi|hoi|hey|hallo|thanks|bedankt|dank|from|van|to|cc|"
              + "promised|promise|beloofd|beloof|thank|thanked|bedank|invited|invite|uitgenodigd|"
              + "assigned to|owner|eigenaar)\\s+$");

  /** Months that are also given names: a capital inside a sentence keeps them months. */
  static final java.util.Set<String> MONTH_NAMES =
      java.util.Set.of("april", "may", "june", "august", "mei", "juni", "augustus", "jan", "sep");

  /** The last word of a place or building named after a person: "Victoria Station". */
  static final Pattern PLACE_HEAD =
      Pattern.compile(
          "(?iu)station|street|road|park|square|bridge|hospital|school|college|university|hotel"
              + "|house|hall|centre|center|line|gardens?|market|airport|lake|island|bay|beach"
              + "|straat|plein|weg|laan|ziekenhuis|kerk|church|cathedral|museum|theatre|theater");
}
