package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.Mention;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * People, organisations and places by surface cues: email header participants, @mentions, and
 * capitalised name sequences classified by the words around them (no statistical NER model for
 * Dutch ships in Maven Central; OpenNLP's English models are not published there either).
 */
final class Names {
  static final String PERSON = "Person";
  static final String ORG = "Organization";
  static final String PLACE = "Location";

  private static final Pattern HEADER =
      Pattern.compile(
          "(?im)^(?:from|to|cc|van|aan)\\s*:\\s*\"?([\\p{Lu}][\\p{L}'-]+(?:\\s+(?:van|de|der|den|ter|"
              + "te|la|le|von)?\\s*[\\p{Lu}][\\p{L}'-]+)*)\"?\\s*<[^>]+>");
  private static final Pattern MENTION = Pattern.compile("(?<![\\p{L}\\d.])@([\\p{L}][\\w.-]*\\w)");
  private static final Pattern CAPS =
      Pattern.compile(
          "(?<![\\p{L}\\d@'’])([\\p{Lu}][\\p{Ll}\\p{Lu}'’&.-]*[\\p{L}]|[\\p{Lu}]{2,})"
              + "((?:\\s+(?:van der|van den|van de|van|de|der|den|ter|te|von|da|di|le|la|of|&)?"
              // "Peter I'd", "Peter I'll": the user's contraction ends the name
              + "\\s*(?!I['’]\\p{Ll}{1,2}(?![\\p{L}]))(?:[\\p{Lu}][\\p{Ll}\\p{Lu}'’&.-]*[\\p{L}]|[\\p{Lu}]{2,}))*)");
  private static final Pattern ORG_SUFFIX =
      Pattern.compile(
          "(?i).*\\b(inc|ltd|llc|bv|b\\.v|nv|gmbh|corp|corporation|company|group|bank|university"
              + "|universiteit|college|school|hospital|ziekenhuis|labs?|studio|foundation|stichting"
              + "|gemeente|institute|instituut|agency|technologies|systems|partners|consulting"
              + "|club|vereniging|council|ministry|ministerie|bouw|installatietechniek|techniek"
              + "|design|media|advies|logistiek|transport|makelaardij|advocaten|accountants"
              + "|verzekeringen|solutions|services|en zonen|heating|electrics"
              + "|removals|landscaping|gardens|plumbers|decorators|joinery|interiors)\\.?$"
              // an institution's word inside a longer name: "King's College London", "University
              // of Leeds Library", "Hogeschool Utrecht"
              + "|(?i).*\\b(?:college|university|universiteit|hogeschool|hospital|ziekenhuis|museum"
              + "|council|academy|academie)\\b.*\\s.*"
              + "|(?i).*\\s&\\s*(?:co|sons|zn|zonen)\\.?$");

  /**
   * Head words that end an organisation's name of two or more words ("Brightside Roofing",
   * "Amsterdam UMC"); alone ("Bakery closed down") they are a common noun.
   */
  private static final Pattern ORG_HEAD =
      Pattern.compile(
          "(?iu).*\\S\\s+(?:roofing|plumbing|builders|bakery|catering|cleaning|motors|dental"
              + "|clinic|kliniek|umc|embassy|ambassade|charity|trust|society|association|academy"
              + "|academie|office|tiles|health|healthcare|airways|airlines|line|insurance|energy"
              + "|pharmacy|garage|kitchens|travel|rail|railways|fitness|homes|estates|properties"
              + "|hotel|hotels|inn|grill|pizzeria|brewery|works|zorg|verzekeraar|apotheek"
              + "|commission|committee|parliament|authority|agency|service|tribunal|ombudsman)\\.?$");

  private static final Pattern ORG_BEFORE =
      Pattern.compile(
          "(?iu)(?:work(?:s|ed|ing)? (?:at|for)|employed (?:at|by)|job at|joined|join|hired by|"
              + "signed (?:on )?with|getekend bij|tekent bij|"
              + "intern(?:ship)? at|werk(?:t|te)? (?:bij|voor)|baan bij|begonnen bij|in dienst bij|"
              + "solliciteer(?:de)? bij|interview (?:at|with|bij)|member of|lid van|studeer(?:t)? aan|"
              + "study at|studying at|studies at|client|klant|customer|vendor|leverancier|"
              + "(?:engineer|manager|developer|designer|analyst|consultant|nurse|teacher|"
              + "director|ceo|cto|founder|intern) (?:at|bij))\\s+(?:the\\s+|de\\s+|het\\s+)?$");
  private static final Pattern PLACE_BEFORE =
      Pattern.compile(
          "(?iu)(?:live[sd]? in|living in|moved (?:from|to|back to)|moving to|relocat\\w* to|"
              + "based in|born in|grew up in|flew to|fly(?:ing)? to|trip to|travel(?:l?ed|l?ing)? to|"
              + "visit(?:ed|ing)?|vacation in|holiday in|went to|go to|going to|drove to|back from|"
              + "arrived in|from|in|near|to|woon(?:t|de)? in|wonen in|verhuisd (?:van|naar)|"
              + "verhuizen naar|geboren in|opgegroeid in|naar|uit|vakantie in|op vakantie naar|"
              + "reis naar|in de buurt van|vanuit)\\s+$");
  private static final Pattern PERSON_AFTER =
      Pattern.compile(
          "(?iu)^(?:'s|’s)?\\s*(?:will|said|says|told|asked|is|was|has|had|wants|needs|and I|"
              + "en ik|gaat|zal|zei|vroeg|heeft|wil|moet|is|had|called|emailed|mailed|texted|"
              + "sent|belde|mailde|stuurde|would|can|could|should|might|thinks|agreed|"
              + "promised|mentioned|suggested|works|werkt|lives|woont)\\b");

  /** At the start of a sentence only verbs people do count ("Alice said", not "Traffic was"). */
  private static final Pattern PERSON_AFTER_AT_START =
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
              + "|(?:from|van) (?:the |de |het )?(?:\\p{L}+ ){0,2}(?:club|team|office|gym|choir"
              + "|department|afdeling|vereniging|koor|kantoor|next door|accounts|marketing|sales"
              + "|finance|legal|inkoop|administratie)\\b)");

  /**
   * A strong place cue, which outweighs "to", "from" and "in" as person cues ("moved to Leeds",
   * "the train to York", "out of Gatwick", "woont in Zwolle").
   */
  private static final Pattern PLACE_STRONG =
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
  private static final Pattern ORG_KIND_BEFORE =
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
  private static final Pattern CLUB_INITIALS =
      Pattern.compile("^(?:HC|TC|FC|VV|SV|MHC|LTC|AFC|HV|KV|RKSV|SC|CC)\\s+\\p{Lu}");

  /** Subject pronouns after a verb: the word before them was fronted ("Vroeger werkte ik"). */
  private static final Pattern FRONTED =
      Pattern.compile(
          "(?iu)^\\s*(?!(?:en|of|and)\\s)\\p{L}+\\s+(?:ik|jij|hij|wij|we|zij|jullie)\\b");

  /** A brand joined to what it runs or sells: "PostNL-winkel", "Netflix-account". */
  private static final Pattern BRAND_COMPOUND =
      Pattern.compile(
          "(\\p{Lu}[\\p{L}\\d.]+[\\p{L}\\d])-(?:winkel|abonnement|punt|servicepunt|afhaalpunt|app"
              + "|account|pakket|pakketje|klant|bezorger|filiaal|store|subscription|order|bestelling"
              + "|klantenservice|helpdesk)");

  /** A name used as a modifier of a plural thing: "Marvel films", "Lego sets", "Apple laptops". */
  private static final Pattern NAME_AS_MODIFIER =
      Pattern.compile(
          "(?iu)^\\s+(?:films|movies|books|series|shows|games|songs|albums|products|stores|shops"
              + "|trainers|sneakers|boots|phones|laptops|sets|novels|comics|records|fans|boeken"
              + "|spellen|films|winkels|producten)\\b");

  /** A pronoun soon after a name: a person's, not a company's ("Zara said she'd …"). */
  private static final Pattern PERSONAL_PRONOUN_AFTER =
      Pattern.compile(
          "(?iu)^(?:'s|’s)?\\s+(?:said|says|told|thinks|is|was|has|getting|'s|’s)"
              + "(?:\\s+\\S+){0,3}?\\s+(?:she|he|her|his|zij|hij|haar|zijn)\\b");

  private static final Pattern ORG_AFTER_PERSON =
      Pattern.compile("(?u)([\\p{Lu}][\\p{L}'-]+)\\s+(?:from|at|van|bij)\\s+$");
  private static final Pattern ORG_CONTEXT =
      Pattern.compile(
          "(?iu)(?:(?:day|job|role|position|internship|team|office|shift|interview|contract|meeting)"
              + " (?:at|with|bij|met)|volunteer (?:with|at|for)|vrijwilliger bij|klant van|"
              + "according to|volgens)\\s+(?:the\\s+|de\\s+|het\\s+)?$");
  static final Pattern TITLE_BEFORE =
      Pattern.compile(
          "(?iu)\\b(?:dr|mr|mrs|ms|prof|professor|dokter|mevrouw|meneer|mevr|dhr|sir|miss|tante|oom|aunt"
              + "|auntie|uncle|nurse|coach|rev|reverend|juf|zuster|sergeant|sgt|officer|constable"
              + "|inspector|detective|wijkagent|inspecteur|pastor|pastoor|dominee|captain"
              + "|kapitein)"
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
          "kapitein");

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
          "accounts");

  /** Dutch and English words that open an organisation's name ("Gemeente Utrecht"). */
  private static final Pattern ORG_PREFIX =
      Pattern.compile(
          "^(?:Gemeente|Universiteit|University|Hogeschool|Ministerie|Provincie|Stichting"
              + "|Vereniging|Kinderopvang|Bouwbedrijf|Koninklijke|Rijksmuseum|Stedelijk"
              + "|Hotel|Restaurant|Café|Museum|Bank of|Bureau|Studio|Waterschap|Hoogheemraadschap"
              + "|Rijksuniversiteit|Hockeyclub|Tennisclub|Voetbalclub|Brasserie|Bakkerij|Omroep"
              + "|UMC|Citizens)\\b");

  /** A public body whose head word is not capitalised ("het ministerie van Financiën"). */
  private static final Pattern PUBLIC_BODY =
      Pattern.compile(
          "(?u)\\b(?:ministerie van|gemeente|provincie|ministry of)\\s+[\\p{Lu}][\\p{L}-]+"
              + "(?:\\s+[\\p{Lu}][\\p{L}-]+)?");

  /** Dutch compounds that end in an institution ("Belastingdienst", "Rijksmuseum"). */
  private static final Pattern ORG_COMPOUND =
      Pattern.compile(
          "(?:dienst|museum|bond|ziekenhuis|bank|school|college|fonds|raad|huis|umc|gasthuis)$");

  /** Words before a name that make it a company ("an offer from", "aanbod van", "bij Odido"). */
  private static final Pattern ORG_CUE =
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
              + "|collega|vriend|vriendin|vrouw|iemand|mensen) (?:from|van|at|bij))"
              + "\\s+(?:the\\s+|de\\s+|het\\s+)?$");

  private static final Pattern THE_BEFORE = Pattern.compile("(?iu)\\b(?:the|de|het)\\s+$");
  private static final Pattern HEADER_LINE =
      Pattern.compile("(?im)^\\s*(?:subject|onderwerp|re|date|datum|sent|verzonden)\\s*:.*$");
  private static final Pattern CLOSING =
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

  private static final Pattern PERSON_BEFORE =
      Pattern.compile(
          "(?iu)(?:with|met|and|en|"
              + RELATION
              + "|call|bel|email|mail|"
              + "text|ask|vraag|tell|told|remind|meet|met|see|saw|zie|spreek|spoke to|talked to|"
              + "ask|dear|beste|hi|hoi|hey|hallo|thanks|bedankt|dank|from|van|to|cc|"
              + "assigned to|owner|eigenaar)\\s+$");

  private Names() {}

  /** Mentions in a text, by name, first type wins; sentence offsets matter for cues. */
  static List<Mention> find(String text, List<String> sentences) {
    Map<String, Mention> out = new LinkedHashMap<>();
    Matcher h = HEADER.matcher(text);
    boolean headerCue = Cues.mayMatch(HEADER, text);
    while (headerCue && h.find()) {
      add(out, PERSON, h.group(1), h.group());
    }
    boolean email = headerCue && h.reset().find();
    if (email) {
      signatureOrganization(text).ifPresent(org -> add(out, ORG, org, org));
    }
    boolean longForm = LongForm.is(text);
    for (String s : sentences) {
      if (Cues.find(HEADER, s) || HEADER_LINE.matcher(s).matches()) {
        continue;
      }
      Matcher body = PUBLIC_BODY.matcher(s);
      boolean bodyCue = Cues.mayMatch(PUBLIC_BODY, s);
      while (bodyCue && body.find()) {
        add(out, ORG, body.group().strip(), s);
      }
      Matcher at = MENTION.matcher(s);
      boolean handle = s.indexOf('@') >= 0; // every match starts with it
      while (handle && at.find()) {
        add(out, PERSON, at.group(1), s);
      }
      Matcher m = CAPS.matcher(s);
      while (m.find()) {
        String name = trimName(m.group().strip());
        if (name.isEmpty() || TITLES.contains(name.toLowerCase(Locale.ROOT))) {
          continue;
        }
        Matcher brand = BRAND_COMPOUND.matcher(name);
        if (brand.matches()) {
          add(out, ORG, brand.group(1), s); // "de PostNL-winkel", "mijn Videoland-abonnement"
          continue;
        }
        String raw = m.group().strip();
        if (!raw.equals(name)
            && raw.matches("(?:Van|De|Den|Der|Ter|Te|Von|Le|La|Da|Di|El|Al)\\s.*")
            && (Cues.find(TITLE_BEFORE, s.substring(0, m.start()))
                // mid-sentence, a capital particle opens a name: "naar Van Dijk Bouw", "bij De Kas"
                || m.start() > leadingOffset(s) && raw.matches("(?:Van|De|Den|Ter)\\s\\p{Lu}.*"))) {
          name = trimName(raw.substring(raw.indexOf(' ') + 1)); // "dokter Van Dijk"
          name = raw.substring(0, raw.indexOf(' ') + 1) + name;
        }
        int start = m.start() + m.group().indexOf(name.split("\\s+")[0]);
        int split = orgSplit(name);
        if (split > 0) {
          // "Roos Peters van HR", "Sophie Vermeulen van de Universiteit Gent": a person and
          // the department or organisation she is from, read as two names
          String org = name.substring(split);
          if (!DEPARTMENTS.contains(org.toLowerCase(Locale.ROOT))) {
            add(out, ORG, org, s);
          }
          int join = name.indexOf(" van ");
          name = name.substring(0, join > 0 ? join : name.indexOf(" of "));
          if (name.contains(" ")
              && !TITLES.contains(name.split("\\s+")[0].toLowerCase(Locale.ROOT))) {
            add(out, PERSON, name, s); // a full name before its department or organisation
            continue;
          }
        }
        classifyRun(out, s, name, start, longForm);
      }
    }
    return withoutFirstNamesOfFullNames(out.values());
  }

  /**
   * A first name alone beside a full name that starts with it is the same person ("From: Carla
   * Brandt ... Carla"): only the full name is kept.
   */
  private static List<Mention> withoutFirstNamesOfFullNames(java.util.Collection<Mention> all) {
    List<Mention> out = new ArrayList<>(all.size());
    for (Mention m : all) {
      boolean firstName =
          PERSON.equals(m.nodeType())
              && !m.name().contains(" ")
              && all.stream()
                  .anyMatch(
                      o ->
                          PERSON.equals(o.nodeType())
                              && o.name().startsWith(m.name() + " ")
                              && !o.name().contains(" van ")
                              && !o.name().contains(" of "));
      if (!firstName) {
        out.add(m);
      }
    }
    return out;
  }

  private static void classifyRun(
      Map<String, Mention> out, String s, String name, int start, boolean longForm) {
    String before = s.substring(0, start);
    String after = s.substring(Math.min(s.length(), start + name.length()));
    String type = classify(name, before, after, start == leadingOffset(s));
    if (PERSON.equals(type) && PetNames.isPet(name, s)) {
      return;
    }
    if (PERSON.equals(type) && longForm && !LongForm.personCued(before, after)) {
      return;
    }
    if (type != null) {
      add(out, type, name, s);
    }
  }

  /**
   * Where an organisation or department starts in a capitalised run that joins it to a person by
   * "van" / "of" ("Linda Bakker van Inkoop" -> 20), or -1: the part after the joining word must be
   * one (a department, a known or prefixed or suffixed organisation, or initials), and the part
   * before must be no organisation itself ("Universiteit van Amsterdam", "Bank of America").
   */
  static int orgSplit(String name) {
    int at = name.indexOf(" van ");
    if (at < 0) {
      at = name.indexOf(" of ");
      if (at > 0 && !name.substring(0, at).contains(" ")) {
        return -1; // "Head of Design", "Bank of England": one word before "of" is no full name
      }
    }
    if (at <= 0 || Cues.find(ORG_PREFIX, name)) {
      return -1;
    }
    int from = name.indexOf(' ', at + 1) + 1;
    String rest = name.substring(from);
    String lowerRest = rest.toLowerCase(Locale.ROOT);
    if (lowerRest.startsWith("de ") || lowerRest.startsWith("het ")) {
      from = name.indexOf(' ', from) + 1;
      rest = name.substring(from);
      lowerRest = rest.toLowerCase(Locale.ROOT);
    }
    String left = name.substring(0, at);
    if (left.split("\\s+").length < 1
        || !Character.isUpperCase(rest.isEmpty() ? 'x' : rest.charAt(0))
        || ORG_SUFFIX.matcher(left).matches()
        || KnownOrganizations.contains(left)) {
      return -1;
    }
    boolean org =
        DEPARTMENTS.contains(lowerRest)
            || KnownOrganizations.contains(lowerRest)
            || Cues.find(ORG_PREFIX, rest)
            || rest.contains(" ") && ORG_SUFFIX.matcher(rest).matches()
            || ORG_HEAD.matcher(rest).matches()
            || rest.matches("[\\p{Lu}]{2,5}")
            || Cues.find(ORG_COMPOUND, lowerRest);
    return org ? from : -1;
  }

  /**
   * In an email, the organisation in the signature: the line after the sender's name below the
   * closing ("Kind regards, / Jan de Vries / Accounts Receivable, Vanderlande").
   */
  private static java.util.Optional<String> signatureOrganization(String text) {
    String[] lines = text.strip().split("\\R");
    for (int i = 0; i < lines.length - 2; i++) {
      if (CLOSING.matcher(lines[i].strip()).matches()) {
        String org = lines[i + 2].strip();
        int comma = org.lastIndexOf(',');
        if (comma >= 0) {
          org = org.substring(comma + 1).strip();
        }
        if (org.matches("(?:[\\p{Lu}][\\p{L}&.'-]*\\s*){1,4}")) {
          return java.util.Optional.of(org);
        }
      }
    }
    return java.util.Optional.empty();
  }

  /** The type of a capitalised sequence, or null when it is not a name. */
  static String classify(String name, String before, String after, boolean sentenceStart) {
    String lower = name.toLowerCase(Locale.ROOT);
    String first = lower.split("\\s+")[0];
    if (NameWords.NOT_NAMES.contains(lower)
        || (NameWords.NOT_NAMES.contains(first) && !name.contains(" "))
        || DEPARTMENTS.contains(lower)) {
      return null; // "Finance said it can wait", "the head of Marketing": a department
    }
    String tail = before.length() > 60 ? before.substring(before.length() - 60) : before;
    if (NameWords.LANGUAGES.contains(lower)
        || NameWords.LANGUAGES.contains(first)
            // "British Council", "British Airways": a nationality opening an organisation's name
            && !ORG_SUFFIX.matcher(name).matches()
            && !ORG_HEAD.matcher(name).matches()) {
      return null;
    }
    if (NameWords.PLACES.contains(lower)) {
      return PLACE;
    }
    if (KnownOrganizations.contains(lower)) {
      // "Zara said she'd have it ready": a first name that is also a shop's
      return Cues.find(PERSONAL_PRONOUN_AFTER, after) ? PERSON : ORG;
    }
    if (Cues.find(TITLE_BEFORE, tail) && !ORG_SUFFIX.matcher(name).matches()) {
      return PERSON; // "Dr. Emily Chen", "Mr. and Mrs. Haddad", "Mevrouw Bos"
    }
    if (!name.contains(" ") && ORG_HEAD.matcher("a " + name).matches()) {
      return null; // "Embassy called", "Bakery closed down": a common noun
    }
    if (Cues.find(ORG_KIND_BEFORE, tail)
        || CLUB_INITIALS.matcher(name).find()
        || name.contains(" ") && first.length() >= 8 && Cues.find(ORG_COMPOUND, first)) {
      return ORG; // "a charity called Shelter Together", "HC Bloemendaal", "Voedselbank Haarlem"
    }
    if (orgAfterPerson(tail) && DEPARTMENTS.contains(lower)) {
      return null; // "Pieter Jansen from Finance": a department, not an organisation
    }
    if (Cues.find(ORG_PREFIX, name)
        || Cues.find(ORG_CUE, tail)
        || Cues.find(THE_BEFORE, tail)
            && (name.matches("[\\p{Lu}]{3,5}") || Cues.find(ORG_COMPOUND, lower))) {
      return ORG;
    }
    if (ORG_SUFFIX.matcher(name).matches()
        || ORG_HEAD.matcher(name).matches()
        || Cues.find(ORG_BEFORE, tail)
        || Cues.find(ORG_CONTEXT, tail)
        || orgAfterPerson(tail)) {
      return ORG;
    }
    if (Cues.find(THE_BEFORE, tail)) {
      return null; // "the Moon", "the World Cup": people take no article
    }
    if (!name.contains(" ")
        && name.substring(1).matches(".*\\p{Lu}.*")
        && !name.matches("(?:Mc|Mac|O'|D'|De|Van|Le|La)\\p{Lu}.*")) {
      return null; // "PostgreSQL", "MongoDB": products, not people
    }
    if (name.matches(
            "(?:\\p{Lu}[\\p{L}'’]*\\s+)+(?:Road|Street|St|Lane|Avenue|Ave|Drive|Way|Square"
                + "|Close|Crescent|Terrace|Straat|Weg|Laan|Plein|Gracht|Kade|Singel|Prize|Award|Awards|Cup|Trophy"
                + "|Medal|Prijs)\\.?")
        || Cues.find(NAME_AS_MODIFIER, after)) {
      return null; // "Mill Road", "the Nobel Prize", "Marvel films": a street, a prize, a brand
    }
    if (name.matches("\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)*\\s+\\p{Lu}{2,5}")) {
      return null; // "Roth IRA", "Tesla SUV": a word before an acronym names a thing
    }
    if (name.matches("[\\p{Lu}]{2,}") && name.length() <= 5) {
      return Cues.find(ORG_BEFORE, tail) ? ORG : null;
    }
    boolean personCue = Cues.find(PERSON_AFTER, after) || Cues.find(PERSON_BEFORE, tail);
    if (Cues.find(PLACE_STRONG, tail) && !after.startsWith("'s") && !after.startsWith("’s")) {
      return PLACE; // "moved to Leeds", "the train to York"
    }
    if (Cues.find(PLACE_BEFORE, tail) && !Cues.find(PERSON_BEFORE, tail)) {
      return PLACE;
    }
    if (sentenceStart) {
      if (!name.contains(" ") && Cues.find(FRONTED, after)) {
        return null; // "Vroeger werkte ik bij KPN": a fronted word, the subject comes after
      }
      return Cues.find(PERSON_AFTER_AT_START, after) && !NameWords.NOT_NAMES.contains(first)
          ? PERSON
          : null;
    }
    if (name.matches("De\\s\\p{Lu}.*")
        && tail.matches(
            "(?s).*\\b(?:bij|at|in|op|naar|to|van|from|with|met|basisschool|school)\\s+$")) {
      return ORG; // "reserveren bij De Kas", "dinner at De Librije": a venue's name
    }
    if (NameWords.NOT_NAMES.contains(first)) {
      return null;
    }
    return personCue || !name.contains(" ") || name.split("\\s+").length <= 3 ? PERSON : null;
  }

  /** "Marta from Spotify", not "Email from Jack Turner": the word before is a name. */
  private static boolean orgAfterPerson(String tail) {
    Matcher m = ORG_AFTER_PERSON.matcher(tail);
    return m.find() && !NameWords.NOT_NAMES.contains(m.group(1).toLowerCase(Locale.ROOT));
  }

  /** Drops leading non-name words a capitalised run can start with ("Hi Alice" -> "Alice"). */
  private static String trimName(String name) {
    String[] words = name.split("\\s+");
    int i = 0;
    while (i < words.length - 1) {
      String w = words[i].toLowerCase(Locale.ROOT);
      if (TITLES.contains(w.replace(".", ""))) {
        i++;
        break; // after a title the rest is the name: "Dr Mei Lin", "dokter Van Dijk"
      }
      if (!NameWords.NOT_NAMES.contains(w)) {
        break;
      }
      i++;
    }
    String joined = String.join(" ", java.util.Arrays.copyOfRange(words, i, words.length));
    return joined.replaceAll("(?i)[’']s$", "").replaceAll("[.&-]+$", "");
  }

  private static int leadingOffset(String s) {
    int i = 0;
    while (i < s.length() && !Character.isLetter(s.charAt(i))) {
      i++;
    }
    return i;
  }

  private static void add(Map<String, Mention> out, String type, String name, String excerpt) {
    String key = name.toLowerCase(Locale.ROOT);
    out.putIfAbsent(key, new Mention(type, name, excerpt));
  }
}
