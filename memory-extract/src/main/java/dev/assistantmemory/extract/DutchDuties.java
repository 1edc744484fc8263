package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Duties shared out in Dutch, in the present tense (stop 34): "Pieter doet de boodschappen en ik
 * kook", "Gijs en Hanna doen de afwas, ik dek de tafel", "Nienke zorgt voor de bloemen en ik voor
 * de taart" (the verb left out of the second part is the first part's). As in {@link
 * DividedDuties}, a named person's present tense alone is a habit ("Ruben kookt"), so a part counts
 * only where the sentence shares work out between two or more people; someone without a name ("mijn
 * zus doet de bloemen") counts as one of them but gets no task. A negation, a habit word or a
 * question keeps the sentence out.
 */
final class DutchDuties {
  private DutchDuties() {}

  private static final String NAME = "(?-i:\\p{Lu}\\p{Ll}+)";

  /** A present-tense verb of a duty, and its infinitive. */
  private static final Map<String, String> VERBS =
      Map.ofEntries(
          Map.entry("doe", "doen"),
          Map.entry("doet", "doen"),
          Map.entry("doen", "doen"),
          Map.entry("zorg", "zorgen"),
          Map.entry("zorgt", "zorgen"),
          Map.entry("zorgen", "zorgen"),
          Map.entry("breng", "brengen"),
          Map.entry("brengt", "brengen"),
          Map.entry("brengen", "brengen"),
          Map.entry("regel", "regelen"),
          Map.entry("regelt", "regelen"),
          Map.entry("regelen", "regelen"),
          Map.entry("neem", "nemen"),
          Map.entry("neemt", "nemen"),
          Map.entry("nemen", "nemen"),
          Map.entry("kook", "koken"),
          Map.entry("kookt", "koken"),
          Map.entry("koken", "koken"),
          Map.entry("haal", "halen"),
          Map.entry("haalt", "halen"),
          Map.entry("halen", "halen"),
          Map.entry("maak", "maken"),
          Map.entry("maakt", "maken"),
          Map.entry("maken", "maken"),
          Map.entry("dek", "dekken"),
          Map.entry("dekt", "dekken"),
          Map.entry("dekken", "dekken"),
          Map.entry("bak", "bakken"),
          Map.entry("bakt", "bakken"),
          Map.entry("bakken", "bakken"),
          Map.entry("koop", "kopen"),
          Map.entry("koopt", "kopen"),
          Map.entry("kopen", "kopen"),
          Map.entry("boek", "boeken"),
          Map.entry("boekt", "boeken"),
          Map.entry("boeken", "boeken"),
          Map.entry("bestel", "bestellen"),
          Map.entry("bestelt", "bestellen"),
          Map.entry("bestellen", "bestellen"),
          Map.entry("was", "wassen"),
          Map.entry("wast", "wassen"),
          Map.entry("wassen", "wassen"),
          Map.entry("rijd", "rijden"),
          Map.entry("rijdt", "rijden"),
          Map.entry("rijden", "rijden"),
          // stop 36: more duties shared out ("Joost pakt de monitoring op", "ik versier de kamer")
          Map.entry("pak", "pakken"),
          Map.entry("pakt", "pakken"),
          Map.entry("pakken", "pakken"),
          Map.entry("versier", "versieren"),
          Map.entry("versiert", "versieren"),
          Map.entry("versieren", "versieren"),
          Map.entry("schilder", "schilderen"),
          Map.entry("schildert", "schilderen"),
          Map.entry("schilderen", "schilderen"),
          Map.entry("schrijf", "schrijven"),
          Map.entry("schrijft", "schrijven"),
          Map.entry("schrijven", "schrijven"),
          Map.entry("betaal", "betalen"),
          Map.entry("betaalt", "betalen"),
          Map.entry("betalen", "betalen"));

  private static final String VERB =
      "(?<verb>"
          + String.join(
              "|", VERBS.keySet().stream().sorted((a, b) -> b.length() - a.length()).toList())
          + ")";

  /** A kin word or title before a name: "Tante Ria", "Oma Truus". */
  private static final String KIN_BEFORE_NAME =
      "^(?i:tante|oom|opa|oma|juf|meester|buurman|buurvrouw|stagiair)\\s+";

  /** The article or possessive that opens an object ("Bas het schilderwerk": the verb left out). */
  private static final String OBJECT = "(?:de|het|een|mijn|m'n|onze|ons|die|dat)";

  /** A part without its verb: a name and an object ("Bas het schilderwerk en ik ..."). */
  private static final Pattern GAPPED =
      Pattern.compile("^\\s*(?-i:\\p{Lu}\\p{Ll}+)\\s+" + OBJECT + "\\s", Pattern.CASE_INSENSITIVE);

  /** A day word before the object: "ik doe vandaag de database-upgrade". */
  private static final Pattern LEADING_DAY =
      Pattern.compile(
          "^(?:(?:uiterlijk|vóór|voor|op)\\s+)?(?:vandaag|morgen|overmorgen|straks|vanavond|vanmiddag|zo"
              + "|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)\\s+",
          Pattern.CASE_INSENSITIVE);

  /** A particle before a place: "neemt de soep mee naar het kerstdiner". */
  private static final Pattern PARTICLE_BEFORE_PLACE =
      Pattern.compile(
          "^(?<obj>.+?)\\s+(?<particle>mee|op|af|terug|weg)\\s+(?<place>(?:naar|voor|bij|in|aan|met|uit)\\s.+)$",
          Pattern.CASE_INSENSITIVE);

  /** Who does a part: "ik", one or two names, or someone named by kin ("mijn dochter Isa"). */
  private static final Pattern PART =
      Pattern.compile(
          "^(?:(?:en|dan|dus|ok|oké)\\s+)?(?<who>ik|wij|we|zij|hij|ze|"
              // stop 36: a kin word or title before the name ("Tante Ria neemt de soep mee")
              + "(?:"
              + KIN_BEFORE_NAME.substring(1)
              + ")?"
              + NAME
              + "(?:\\s+en\\s+"
              + NAME
              + ")?|(?:mijn|m'n|onze|ons)\\s+\\p{L}+(?:\\s+"
              + NAME
              + ")?)\\s+(?:"
              + VERB
              + "\\b\\s*(?<obj>[^,;.!?]*?)|(?<gap>(?:voor|"
              + OBJECT
              + ")\\s+[^,;.!?]+?))\\s*[.!]*$",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /** A separable particle closing the part ("haalt de taart op", "neem de drankjes mee"). */
  private static final Pattern PARTICLE =
      Pattern.compile(
          "(?<=\\s|^)(op|mee|af|uit|in|aan|terug|weg|langs|door|na|over|toe|bij)$",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern KEEP_OUT =
      Pattern.compile(
          "\\b(?:niet|geen|nooit|altijd|elke|iedere|meestal|vaak|soms|gewoonlijk)\\b",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /** Adds the parts of a Dutch sentence that shares work out. */
  static void add(
      String sentence, LocalDate day, List<Dates.Span> spans, List<TaskCandidate> tasks, int from) {
    String s = sentence.strip();
    if (s.endsWith("?") || Cues.find(KEEP_OUT, s)) {
      return;
    }
    record Part(String owner, String label, String clause) {}
    List<Part> parts = new ArrayList<>();
    List<String> who = new ArrayList<>();
    String lastVerb = null;
    for (String clause : parts(s)) {
      Matcher m = AsciiCase.matcher(PART, clause.strip());
      if (!m.matches()) {
        continue;
      }
      String verb =
          m.group("verb") != null ? VERBS.get(m.group("verb").toLowerCase(Locale.ROOT)) : lastVerb;
      if (verb == null) {
        continue;
      }
      lastVerb = verb;
      String obj = m.group("verb") != null ? m.group("obj") : m.group("gap");
      obj = obj == null ? "" : AsciiCase.matcher(LEADING_DAY, obj.strip()).replaceFirst("");
      Matcher particle = AsciiCase.matcher(PARTICLE, obj);
      Matcher beforePlace = AsciiCase.matcher(PARTICLE_BEFORE_PLACE, obj);
      String place = "";
      if (beforePlace.matches()) {
        // "neemt de soep mee naar het kerstdiner": "de soep meenemen naar het kerstdiner"
        verb = beforePlace.group("particle").toLowerCase(Locale.ROOT) + verb;
        place = " " + beforePlace.group("place");
        obj = beforePlace.group("obj");
      } else if (particle.find()) {
        // "haalt de taart op": "de taart ophalen"
        verb = particle.group(1).toLowerCase(Locale.ROOT) + verb;
        obj = obj.substring(0, particle.start()).strip();
      }
      String label = (obj.isEmpty() ? "" : obj + " ") + verb + place;
      if (verb.equals("zorgen") && obj != null && obj.strip().startsWith("voor")) {
        label = "zorgen " + obj.strip(); // "zorgt voor de bloemen": "zorgen voor de bloemen"
      }
      String w = m.group("who");
      List<String> owners = owners(w, s);
      who.add(w.toLowerCase(Locale.ROOT));
      for (String o : owners) {
        parts.add(new Part(o, label, clause));
      }
    }
    if (who.stream().distinct().count() < 2 || parts.isEmpty()) {
      return;
    }
    LocalDate due = TaskRules.due(spans, day);
    // the parts are the sentence's duties: an earlier reading of the same act (with another owner)
    // gives way to them
    for (int i = tasks.size() - 1; i >= from; i--) {
      java.util.Set<String> stems = Text.contentStems(tasks.get(i).label());
      // or one made of a part's own words ("maakt de opzet" read from "zij maakt ... de opzet")
      if (parts.stream()
          .anyMatch(
              p ->
                  Text.coverage(Text.contentStems(p.label()), stems) > 0.5
                      || !stems.isEmpty()
                          && Text.coverage(stems, Text.contentStems(p.clause())) == 1.0)) {
        tasks.remove(i);
      }
    }
    // a day said inside one part is that part's only ("zij maakt uiterlijk woensdag de opzet en ik
    // schrijf de intro"); a day outside every part is all of theirs (stop 36)
    boolean ownDays = parts.stream().anyMatch(p -> !ownSpans(p.clause(), spans).isEmpty());
    for (Part p : parts) {
      LocalDate partDue = ownDays ? TaskRules.due(ownSpans(p.clause(), spans), day) : due;
      tasks.add(new TaskCandidate(p.label(), p.owner(), partDue, sentence));
    }
  }

  /**
   * The parts of the sentence: split at commas and semicolons, and at "en" only after a part that
   * has its verb ("Gijs en Hanna doen de afwas" is one part, "Pieter doet X en ik kook" two).
   */
  private static List<String> parts(String s) {
    List<String> out = new ArrayList<>();
    for (String piece : COMMAS.split(s)) {
      Matcher and = AsciiCase.matcher(AND, piece);
      int start = 0;
      while (and.find()) {
        String before = piece.substring(start, and.start());
        if (Cues.find(HAS_VERB, before) || AsciiCase.matcher(GAPPED, before).find()) {
          out.add(before);
          start = and.end();
        }
      }
      out.add(piece.substring(start));
    }
    return out;
  }

  private static final Pattern COMMAS = Pattern.compile("\\s*[,;:]\\s*(?:en\\s+)?");

  private static final Pattern AND =
      Pattern.compile("\\s+(?:en|terwijl|maar)\\s+", Pattern.CASE_INSENSITIVE);

  private static final Pattern HAS_VERB =
      Pattern.compile("\\b" + VERB + "\\b", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /** The owners a part's subject names: the user, the named people; none for the unnamed. */
  private static List<String> owners(String who, String sentence) {
    String w = who.strip();
    if (w.equalsIgnoreCase("ik")) {
      return List.of(Extraction.SELF);
    }
    if (w.equalsIgnoreCase("zij") || w.equalsIgnoreCase("hij") || w.equalsIgnoreCase("ze")) {
      return pronounOwner(sentence.substring(0, Math.max(0, sentence.indexOf(who))));
    }
    if (w.equalsIgnoreCase("wij") || w.equalsIgnoreCase("we")) {
      return List.of(Extraction.SELF);
    }
    Matcher kin =
        Pattern.compile("(?i)^(?:mijn|m'n|onze|ons)\\s+\\p{L}+(?:\\s+(?<name>\\p{Lu}\\p{Ll}+))?$")
            .matcher(w);
    if (kin.matches()) {
      return kin.group("name") == null ? List.of() : List.of(kin.group("name"));
    }
    List<String> out = new ArrayList<>();
    for (String n : Rx.split(w, "\\s+en\\s+")) {
      String bare = Rx.replaceFirst(n, KIN_BEFORE_NAME, ""); // "Oma Truus" is Truus (stop 36)
      if (Names.PERSON.equals(Names.classify(bare, "met ", " zal", false))) {
        out.add(bare);
      }
    }
    return out;
  }

  private static final Pattern CAPITALISED = Pattern.compile("(?<![\\p{L}])\\p{Lu}\\p{Ll}+");

  /**
   * "Jorien en ik verdelen ...: zij haalt de taart": the one person named before the pronoun, else
   * nobody (stop 36).
   */
  private static List<String> pronounOwner(String before) {
    List<String> named = new ArrayList<>();
    Matcher m = AsciiCase.matcher(CAPITALISED, before);
    while (m.find()) {
      int at = m.start();
      if (Names.PERSON.equals(
              Names.classify(m.group(), before.substring(0, at), before.substring(m.end()), false))
          && !named.contains(m.group())) {
        named.add(m.group());
      }
    }
    return named.size() == 1 ? named : List.of();
  }

  private static List<Dates.Span> ownSpans(String clause, List<Dates.Span> spans) {
    String lower = clause.toLowerCase(Locale.ROOT);
    return spans.stream().filter(sp -> lower.contains(sp.text().toLowerCase(Locale.ROOT))).toList();
  }
}
