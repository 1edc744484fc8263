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
              + "|verzekeringen|solutions|services)\\.?$");
  private static final Pattern ORG_BEFORE =
      Pattern.compile(
          "(?iu)(?:work(?:s|ed|ing)? (?:at|for)|employed (?:at|by)|job at|joined|join|hired by|"
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
              + "|levert|schrijft|komen|komt|begeleidt|is ziek)\\b"
              + "|^\\s*(?:(?:from|van|uit) (?-i:\\p{Lu})"
              + "|,\\s*(?:can|could|would|will|please|wil|kun|kan|zou|kunnen|do you|did you)\\b"
              + "|(?:and|en) (?-i:\\p{Lu}\\p{Ll}+)\\b)");

  private static final Pattern ORG_AFTER_PERSON =
      Pattern.compile("(?u)([\\p{Lu}][\\p{L}'-]+)\\s+(?:from|at|van|bij)\\s+$");
  private static final Pattern ORG_CONTEXT =
      Pattern.compile(
          "(?iu)(?:(?:day|job|role|position|internship|team|office|shift|interview|contract|meeting)"
              + " (?:at|with|bij|met)|volunteer (?:with|at|for)|vrijwilliger bij|klant van|"
              + "according to|volgens)\\s+(?:the\\s+|de\\s+|het\\s+)?$");
  static final Pattern TITLE_BEFORE =
      Pattern.compile(
          "(?iu)\\b(?:dr|mr|mrs|ms|prof|professor|dokter|mevrouw|meneer|mevr|dhr|sir|miss|tante|oom)"
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
          "oom");

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
          "human resources");

  /** Dutch and English words that open an organisation's name ("Gemeente Utrecht"). */
  private static final Pattern ORG_PREFIX =
      Pattern.compile(
          "^(?:Gemeente|Universiteit|University|Hogeschool|Ministerie|Provincie|Stichting"
              + "|Vereniging|Kinderopvang|Bouwbedrijf|Koninklijke|Rijksmuseum|Stedelijk"
              + "|Hotel|Restaurant|Café|Museum|Bank of)\\b");

  /** A public body whose head word is not capitalised ("het ministerie van Financiën"). */
  private static final Pattern PUBLIC_BODY =
      Pattern.compile(
          "(?u)\\b(?:ministerie van|gemeente|provincie|ministry of)\\s+[\\p{Lu}][\\p{L}-]+"
              + "(?:\\s+[\\p{Lu}][\\p{L}-]+)?");

  /** Dutch compounds that end in an institution ("Belastingdienst", "Rijksmuseum"). */
  private static final Pattern ORG_COMPOUND =
      Pattern.compile("(?:dienst|museum|bond|ziekenhuis|bank|school|college|fonds|raad|huis)$");

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
        int start = m.start() + m.group().indexOf(name.split("\\s+")[0]);
        String before = s.substring(0, start);
        String after = s.substring(Math.min(s.length(), start + name.length()));
        String type = classify(name, before, after, start == leadingOffset(s));
        if (PERSON.equals(type) && longForm && !LongForm.personCued(before, after)) {
          continue;
        }
        if (type != null) {
          add(out, type, name, s);
        }
      }
    }
    return new ArrayList<>(out.values());
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
        || (NameWords.NOT_NAMES.contains(first) && !name.contains(" "))) {
      return null;
    }
    String tail = before.length() > 60 ? before.substring(before.length() - 60) : before;
    if (NameWords.LANGUAGES.contains(lower) || NameWords.LANGUAGES.contains(first)) {
      return null;
    }
    if (NameWords.PLACES.contains(lower)) {
      return PLACE;
    }
    if (KnownOrganizations.contains(lower)) {
      return ORG;
    }
    if (Cues.find(TITLE_BEFORE, tail) && !ORG_SUFFIX.matcher(name).matches()) {
      return PERSON; // "Dr. Emily Chen", "Mr. and Mrs. Haddad", "Mevrouw Bos"
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
    if (name.matches("[\\p{Lu}]{2,}") && name.length() <= 5) {
      return Cues.find(ORG_BEFORE, tail) ? ORG : null;
    }
    boolean personCue = Cues.find(PERSON_AFTER, after) || Cues.find(PERSON_BEFORE, tail);
    if (Cues.find(PLACE_BEFORE, tail) && !Cues.find(PERSON_BEFORE, tail)) {
      return PLACE;
    }
    if (sentenceStart) {
      return Cues.find(PERSON_AFTER_AT_START, after) && !NameWords.NOT_NAMES.contains(first)
          ? PERSON
          : null;
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
    while (i < words.length - 1
        && (NameWords.NOT_NAMES.contains(words[i].toLowerCase(Locale.ROOT))
            || TITLES.contains(words[i].toLowerCase(Locale.ROOT).replace(".", "")))) {
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
