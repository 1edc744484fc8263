package dev.assistantmemory.extract;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dutch main clauses with the verb second: a fronted time or object, then the finite verb, then the
 * subject ("Morgen bel ik de tandarts", "Vrijdag moet ik het rapport inleveren", "Het rapport stuur
 * ik morgen op"). A first-person present of an action verb about a coming day, or a modal (moet,
 * ga, zal) with an infinitive, is an intention: a task. The label is the Dutch infinitive phrase
 * ("de tandarts bellen", "het rapport opsturen"): the fronted object, the middle field without its
 * date words, a separable particle joined to the verb.
 */
final class DutchClauses {

  /**
   * One intention: its label, whether it needs a coming day to count, the clause (with the clause
   * it refers back to, for a pro-verb: its days count too) and its owner (null: the user).
   */
  record Intention(String label, boolean modal, String clause, String owner) {
    Intention(String label, boolean modal, String clause) {
      this(label, modal, clause, null);
    }
  }

  /**
   * What the clause before says, for a clause that refers back to it (anaphora within a sentence):
   * its act as a label ("de notulen mailen", also when it was negated or past), the thing it is
   * about ("de notulen"), and its bare content for a clause without a first-person act ("Morgen
   * moeten de kinderen naar de kapper" -> "de kinderen naar de kapper").
   */
  private record Before(String act, String object, String content, String clause) {
    static final Before NONE = new Before(null, null, null, null);
  }

  /** A verb that stands for the act of the clause before ("dat doe ik morgen", "dat regel ik"). */
  private static final Set<String> PRO_VERBS = Set.of("doe", "doen", "regel", "regelen", "fix");

  /** A clause that may refer back: a pronoun first or a pronoun object. */
  private static final Pattern REFERS_BACK =
      Pattern.compile(
          "^\\W*(?:dat|dit|het|die|deze)\\s+\\p{L}+\\s+(?:ik|we|wij|(?-i:\\p{Lu}))"
              + "|\\b(?:hem|ze)\\b|\\bhet\\s+(?:\\p{L}+\\s+){0,4}?(?:op|af|door|na|mee|terug|uit|in|aan|weg"
              + "|over|\\p{L}+en)\\W*$",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /** A pronoun standing for a thing of the clause before. */
  private static final Pattern PRONOUN =
      Pattern.compile(
          "^(?:dat|dit|het|die|hem|ze|deze)$", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /** "..., dat doet Ahmed (maar)": a named person takes the act of the clause before. */
  private static final Pattern NAMED_PRO_VERB =
      Pattern.compile(
          "^(?:dat|dit|het|die)\\s+(?:doet|regelt|fixt)\\s+(?<name>(?-i:\\p{Lu}\\p{Ll}+))"
              + "(?:\\s+(?:wel|maar|dan|graag|zelf|voortaan))*\\s*[.!]*$",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /** A Dutch perfect or past with the subject first or second: "heb ik ... afgemaakt". */
  private static final Pattern PERFECT =
      Pattern.compile(
          "^(?:(?<front>[^,]+?)\\s+)?(?:(?<v1>heb|hebben|had|hadden)\\s+(?:ik|we|wij)"
              + "|(?:ik|we|wij)\\s+(?<v2>heb|hebben|had|hadden))\\s+(?<rest>.+)$",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  private static final Pattern MODAL_WORDS =
      Pattern.compile(
          "(?<![\\p{L}])(?:moet|moeten|moest|moesten|gaat|gaan|zal|zullen|wil|willen)(?![\\p{L}])",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  private static final Pattern DETERMINED =
      Pattern.compile(
          "^(?:de|het|een|mijn|onze|zijn|haar|hun|je|jouw)\\s+\\S.*",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

  private static final Set<String> MODALS =
      Set.of("moet", "moeten", "ga", "gaan", "zal", "zullen", "wil", "willen", "kan", "kunnen");

  /** Infinitives after a modal that name no action ("bij de notaris zijn"). */
  private static final Set<String> NOT_ACTIONS =
      Set.of(
          "zijn",
          "hebben",
          "gaan",
          "werken",
          "slapen",
          "nadenken",
          "denken",
          "weten",
          "wachten",
          "presenteren",
          "vliegen",
          "vertrekken",
          "trouwen",
          "logeren");

  /** A direct object: a determiner not after a preposition ("de aangifte", not "met de hond"). */
  private static final Pattern OBJECT =
      Pattern.compile(
          "(?:^|\\s)(?<!\\b(?:met|naar|bij|in|op|aan|voor|van|uit|om|over|door|tot)\\s)"
              + "(?:de|het|een|mijn|onze|die|deze)\\s+\\p{L}{3,}",
          FLAGS);

  /** "<front> <verb> ik|we <rest>". */
  private static final Pattern INVERTED =
      Pattern.compile(
          "^(?<front>[^,]+?)\\s+(?<verb>[\\p{L}]+)\\s+(?<subj>ik|we|wij)\\b\\s*(?<rest>.*)$",
          FLAGS);

  private static final Pattern SUBCLAUSES =
      Pattern.compile(
          "\\s*[,;]\\s*|\\s+(?:maar|dus|en|want)\\s+(?=[^,]+?\\s+[\\p{L}]+\\s+(?:ik|we|wij)\\b)"
              // tenth pass: "Dinsdag maak ik de kattenbak schoon en ververs ik het zand"
              + "|\\s+en\\s+(?=\\p{Ll}+\\s+(?:ik|we|wij)\\s)",
          FLAGS);

  /** Words of the middle field that do not belong in a label. */
  private static final Pattern FILLER =
      Pattern.compile(
          "(?<![\\p{L}])(?:wel|nog|even|echt|eerst|dan|pas|gewoon|zeker|toch|maar|ook|meteen"
              + "|vanmiddag|vanavond|vanochtend|straks|zo|nu|morgenochtend|morgenmiddag|morgenavond"
              + "|eens|een keer|eindelijk|alvast|snel|om \\d{1,2}(?:[:.]\\d{2})? uur|om (?:een|twee|drie|vier|vijf|zes|zeven"
              + "|acht|negen|tien|elf|twaalf) uur)(?![\\p{L}])",
          FLAGS);

  /** A fronted phrase that is only about time ("Morgen", "Volgende week vrijdag", "Op 2 mei"). */
  private static final Pattern TIME_ONLY =
      Pattern.compile(
          "^(?:(?:op|in|over|na|om|tegen|uiterlijk|vóór|voor|deze|volgende|komende|aanstaande|week"
              + "|maand|jaar|zomer|winter|lente|herfst|kwartaal|vakantie|eind|einde|begin|midden|van"
              + "|weekend|het|dit|de|ochtend|middag|avond|vanavond|vanmiddag|vanochtend|straks|dan"
              + "|eerst|daarna|morgenochtend|morgenmiddag|morgenavond|nu|later|vandaag|morgen"
              + "|overmorgen|uur|dagen|weken|wel|nog|ook|en|maar|dus)\\s*)*$",
          FLAGS);

  private DutchClauses() {}

  /**
   * The act of a third person's present-tense clause, as a Dutch infinitive label ("haalt de taart
   * op" -> "de taart ophalen", plural "halen de taart op", "komen vrijdag de sleutel brengen" ->
   * "de sleutel brengen"), or null when the verb is no action verb.
   */
  static String thirdPerson(String verb, String rest, LocalDate day) {
    String v = verb.toLowerCase(Locale.ROOT);
    if (v.equals("komt") || v.equals("komen")) {
      String r = Rx.replaceAll(rest, "[.!?]+$", "").strip();
      int at = r.lastIndexOf(' ');
      String inf = (at < 0 ? r : r.substring(at + 1)).toLowerCase(Locale.ROOT);
      if (!DutchInfinitives.INFINITIVES.contains(inf) || NOT_ACTIONS.contains(inf)) {
        return null; // "komen zaterdag logeren" is a visit, not an errand
      }
      String label = Text.clean(join(at < 0 ? "" : strip(r.substring(0, at), day), inf));
      return label.contains(" ") ? label : null;
    }
    if ((v.equals("zorgt") || v.equals("zorgen"))
        && Rx.matches(rest, "(?iu)^(?:\\S+\\s+){0,2}voor\\s+\\S.*")) {
      // "zorgt (zaterdag) voor de taart" -> "zorgen voor de taart"
      String label = Text.clean(join("zorgen", strip(Rx.replaceAll(rest, "[.!?]+$", ""), day)));
      return Rx.matches(label, "(?iu)zorgen voor \\S.*") ? label : null;
    }
    String first;
    if (v.length() > 3
        && v.endsWith("t")
        && DutchInfinitives.ACTIONS.containsKey(v.substring(0, v.length() - 1))) {
      first = v.substring(0, v.length() - 1); // haalt -> haal
    } else if (DutchInfinitives.ACTIONS.containsKey(v)) {
      first = v; // zet, or the plural "halen"
    } else if (DutchVerbs.thirdPerson(v) != null) {
      first = DutchVerbs.thirdPerson(v); // drukt -> drukken (read as the plural)
    } else {
      return null;
    }
    Intention i = intention("Dan " + first + " ik " + rest, day);
    return i == null ? null : i.label();
  }

  /**
   * The intentions of a Dutch sentence's verb-second clauses. A clause may refer back to the one
   * before it: a pro-verb takes its act ("De notulen mail ik vandaag niet meer, dat doe ik morgen";
   * "..., dat doet Ahmed maar" is Ahmed's), a pronoun its thing ("..., die stuur ik morgen naar
   * Duval", "eerst lees ik het door").
   */
  static List<Intention> intentions(String sentence, LocalDate day) {
    List<Intention> out = new ArrayList<>();
    Before before = Before.NONE;
    String[] clauses = SUBCLAUSES.split(sentence);
    for (int k = 0; k < clauses.length; k++) {
      String c = clauses[k].strip();
      if (k > 0 && AsciiCase.matcher(VERB_FIRST, c).lookingAt()) {
        // "... en ververs ik het zand": the second verb-first clause shares the first one's front
        Matcher front = AsciiCase.matcher(FRONT, clauses[k - 1].strip());
        if (front.lookingAt()) {
          c = front.group(1) + " " + c;
        }
      }
      Intention i = intention(c, day, before, false);
      if (i == null && Cues.find(TRAILING_PLACE, c)) {
        // "Zaterdag moet ik de tent nog drogen na de camping": a phrase after the infinitive
        i = intention(AsciiCase.matcher(TRAILING_PLACE, c).replaceFirst(""), day, before, false);
      }
      if (i == null) {
        String v2 = DutchReorder.verbSecond(c, k > 0 ? clauses[k - 1] : null);
        i = v2 == null ? null : intention(v2, day, before, false); // "Omdat ..., bestel ik morgen"
      }
      if (i == null) {
        i = namedInverted(c, day); // "Morgen stuurt Pieter de offerte"
      }
      if (i == null && before.act() != null) {
        Matcher named = AsciiCase.matcher(NAMED_PRO_VERB, c);
        if (named.matches()) {
          i = new Intention(before.act(), true, before.clause() + ", " + c, named.group("name"));
        }
      }
      if (i != null) {
        out.add(i);
      }
      before =
          k + 1 < clauses.length && Cues.find(REFERS_BACK, clauses[k + 1])
              ? before(c, day, before)
              : Before.NONE;
    }
    return out;
  }

  /** A phrase after a closing infinitive: "... drogen na de camping" (tenth pass). */
  private static final Pattern TRAILING_PLACE =
      Pattern.compile(
          "(?<=\\p{L}en)\\s+(?:na|bij|naar|met|tijdens|in|op|aan|uit)\\s+(?:de|het|een|mijn|m'n|onze|ons"
              + "|zijn|haar)\\s+\\p{L}+\\W*$",
          FLAGS);

  /** A clause that opens with its verb and "ik": "ververs ik het zand". */
  private static final Pattern VERB_FIRST =
      Pattern.compile(
          "\\p{Ll}+\\s+(?:ik|we|wij)\\s(?![^.!?]*\\b(?:hoe|wat|of|waar|wanneer|wie|niet|nooit|geen)\\b)",
          FLAGS);

  /** The fronted time of a verb-second clause: "Dinsdag" in "Dinsdag maak ik ...". */
  private static final Pattern FRONT =
      Pattern.compile(
          "((?:morgen|overmorgen|vandaag|vanavond|straks|(?:maan|dins|woens|donder|vrij|zater|zon)dag"
              + "|volgende week|dit weekend|morgenochtend|morgenavond)(?:\\s+(?:ochtend|middag|avond))?)"
              + "\\s+\\p{Ll}+\\s+(?:ik|we|wij)\\s",
          FLAGS);

  /** "<time> <verb> <Name> <rest>": a named person's act after a fronted time. */
  private static final Pattern NAMED_INVERTED =
      Pattern.compile(
          "^(?<front>[^,]+?)\\s+(?<verb>\\p{Ll}+)\\s+(?<name>(?-i:\\p{Lu}\\p{Ll}+))\\s+(?<rest>.+)$",
          Pattern.UNICODE_CASE);

  /**
   * A named person's act with the verb before the name after a fronted time ("Morgen stuurt Pieter
   * de offerte", "Donderdag brengt Anouk de kinderen naar school", "Vrijdag moet Sem de sleutels
   * terugbrengen"): the act is the person's, read as the first person's would be. Only a time may
   * stand in front (a fronted object or clause is left to the other rules); a negation, a habit or
   * a verb that names no act yields nothing.
   */
  private static Intention namedInverted(String clause, LocalDate day) {
    Matcher m = AsciiCase.matcher(NAMED_INVERTED, Rx.replaceAll(clause, "[.!?]+$", "").strip());
    if (!m.matches()) {
      return null;
    }
    String front = m.group("front");
    if (Rx.split(front, "\\s+").length > 5
        || !AsciiCase.matcher(TIME_ONLY, strip(front, day)).matches()
        || Dates.find(front, day, Lang.NL).isEmpty() && !Cues.find(TaskRules.LATER_NL, front)
        || AsciiCase.matcher(Rules.NEGATED_NL, m.group("rest")).find()
        || Cues.find(TaskRules.HABIT_NL, clause)) {
      return null;
    }
    String verb = m.group("verb");
    String name = m.group("name");
    if (!Names.PERSON.equals(Names.classify(name, front + " " + verb + " ", " ", false))) {
      return null;
    }
    String v = verb.toLowerCase(Locale.ROOT);
    Intention i;
    if (v.equals("moet") || v.equals("gaat") || v.equals("zal")) {
      i = intention(front + " " + (v.equals("gaat") ? "ga" : v) + " ik " + m.group("rest"), day);
    } else {
      String label = thirdPerson(verb, m.group("rest"), day);
      i = label == null ? null : new Intention(label, false, clause);
    }
    return i == null ? null : new Intention(i.label(), i.modal(), clause, name);
  }

  /** What a clause leaves for the next one to refer back to. */
  private static Before before(String clause, LocalDate day, Before earlier) {
    Intention act = intention(clause, day, earlier, true);
    if (act != null && act.owner() == null) {
      // what was negated is still the act referred to: "..., niet meer, dat doe ik morgen"
      String label =
          Text.clean(
              act.label()
                  .replaceAll("(?iu)(?<![\\p{L}])(?:niet meer|niet|nooit)(?![\\p{L}])", " ")
                  .replaceAll("\\s+", " "));
      int at = label.lastIndexOf(' ');
      String object = at > 0 ? label.substring(0, at) : null;
      return new Before(
          label,
          object != null && AsciiCase.matcher(DETERMINED, object).matches() ? object : null,
          null,
          clause);
    }
    String c = Rx.replaceAll(clause, "[.!?]+$", "");
    Matcher perfect = AsciiCase.matcher(PERFECT, c);
    if (perfect.matches()) {
      // "Gisteren heb ik de eerste versie afgemaakt": the thing, without the participle
      String middle = strip(perfect.group("rest"), day);
      int at = middle.lastIndexOf(' ');
      String object = at > 0 ? middle.substring(0, at) : null;
      return new Before(
          null,
          object != null && AsciiCase.matcher(DETERMINED, object).matches() ? object : null,
          null,
          clause);
    }
    String content = strip(Cues.replaceAll(MODAL_WORDS, c, " "), day);
    return new Before(
        null, null, AsciiCase.matcher(DETERMINED, content).matches() ? content : null, clause);
  }

  private static Intention intention(String clause, LocalDate day) {
    return intention(clause, day, Before.NONE, false);
  }

  /**
   * One clause's intention; {@code lenient}: also a negated one (what the clause is about, for the
   * clause after it).
   */
  private static Intention intention(String clause, LocalDate day, Before before, boolean lenient) {
    Matcher m = AsciiCase.matcher(INVERTED, Rx.replaceAll(clause, "[.!?]+$", ""));
    if (!m.find()) {
      return null;
    }
    String verb = m.group("verb").toLowerCase(Locale.ROOT);
    String front = m.group("front");
    String rest = m.group("rest");
    if (DutchReorder.longFront(front)
        || !lenient && Cues.find(Rules.NEGATED_NL, rest)
        || Rx.matches(front, "(?iu)^(?:als|wanneer|zodra|indien|tenzij|of|omdat|nadat)\\b.*")) {
      return null;
    }
    if (verb.equals("heb") || verb.equals("hebben")) {
      return result(front, rest, day, clause);
    }
    if (!MODALS.contains(verb) && DutchVerbForms.action(verb) == null) {
      return null; // neither a modal nor an action verb: nothing to read (checked before the dates)
    }
    String frontObject = timeless(strip(front, day));
    String middle = strip(rest, day);
    if (AsciiCase.matcher(TIME_ONLY, frontObject).matches()) {
      frontObject = "";
    } else if (Rx.matches(frontObject, "(?iu)^(?:dat|dit|het|die|daar|hier|er|vandaag|morgen)\\b.*")
        && Rx.split(frontObject, "\\s+").length == 1) {
      boolean pronoun = AsciiCase.matcher(PRONOUN, front.strip()).matches();
      if (pronoun && PRO_VERBS.contains(verb) && Text.contentStems(middle).isEmpty()) {
        // "dat doe ik morgen", "dat regel ik": the act of the clause before
        String act =
            before.act() != null
                ? before.act()
                : verb.startsWith("regel") && before.content() != null
                    ? before.content() + " regelen"
                    : null;
        if (act == null) {
          return null;
        }
        // its own day first ("dat doe ik morgen"), else the day of the clause it refers to
        return new Intention(
            act,
            false,
            Dates.find(clause, day, Lang.NL).isEmpty() ? before.clause() + ", " + clause : clause);
      }
      if (!pronoun || before.object() == null) {
        return null; // "dat doe ik morgen" alone: a pronoun, nothing to name
      }
      frontObject = before.object(); // "..., die stuur ik morgen naar Duval"
    }
    if (before.object() != null) {
      // "eerst lees ik het nog door": the pronoun object is the thing of the clause before
      middle =
          Rx.replaceFirst(
              middle,
              "(?iu)^(?:het|hem|ze)(?=\\s+(?:"
                  + String.join("|", DutchInfinitives.PARTICLES)
                  + ")$|\\s+\\p{L}+en$|$)",
              before.object());
    }
    String label;
    boolean modal = MODALS.contains(verb);
    if (modal) {
      String[] words = Rx.split(middle, "\\s+");
      String last = null;
      // with a fronted object the infinitive may stand alone ("Die boeken moet ik terugbrengen")
      int lowest = AsciiCase.matcher(DETERMINED, frontObject).matches() ? 0 : 1;
      for (int j = words.length - 1; j >= 0 && last == null; j--) {
        String w = words[j].toLowerCase(Locale.ROOT);
        boolean beforePhrase =
            j == words.length - 1
                || words[j + 1]
                    .toLowerCase(Locale.ROOT)
                    .matches("bij|naar|met|voor|in|aan|op|van|over|tot|om|uit|zodat|als|omdat");
        // an action infinitive first, its phrase after it ("moet ik reageren op de offerte")
        boolean extraposed =
            j == 0 && words.length > 2 && beforePhrase && DutchInfinitives.INFINITIVES.contains(w);
        if (j < lowest && !extraposed) {
          continue;
        }
        if (w.endsWith("en") && beforePhrase) {
          last = w; // the infinitive, perhaps with a phrase after it ("melden bij de verzekering")
        }
      }
      if ("hebben".equals(last) && frontObject.isEmpty()) {
        String r = modalResult(middle); // "dan moet ik zijn laptop klaar hebben"
        if (r != null) {
          return new Intention(r, true, clause);
        }
      }
      if (last == null || NOT_ACTIONS.contains(last)) {
        return null;
      }
      if ((verb.equals("ga") || verb.equals("gaan"))
          && !DutchInfinitives.INFINITIVES.contains(last)
          && !Cues.find(OBJECT, middle)) {
        return null; // "Zondag ga ik vissen": an outing, not a chore; "ga ik de aangifte indienen"
        // is
      }
      label = join(frontObject, middle);
    } else {
      String stem = DutchVerbForms.action(verb);
      if (stem == null) {
        return null;
      }
      boolean needsParticle =
          !DutchInfinitives.INFINITIVES.contains(stem)
              && DutchInfinitives.ACTIONS.containsKey(verb);
      String particle = "";
      String[] words = middle.isEmpty() ? new String[0] : Rx.split(middle, "\\s+");
      for (int i = words.length - 1; i >= Math.max(0, words.length - 5); i--) {
        String w = words[i].toLowerCase(Locale.ROOT);
        boolean atEnd = i == words.length - 1;
        boolean beforePhrase =
            !atEnd
                && words[i + 1]
                    .toLowerCase(Locale.ROOT)
                    .matches("bij|naar|met|voor|in|aan|op|van|over|tot|om|uit");
        if (DutchInfinitives.PARTICLES.contains(w)
            && (atEnd || beforePhrase)
            && (i > 0 || words.length == 1 || beforePhrase)) {
          particle = w;
          words[i] = "";
          middle = String.join(" ", words).replaceAll("\\s+", " ").strip();
          break;
        }
      }
      if (needsParticle && particle.isEmpty()) {
        return null; // "geef ik de presentatie" is no "geef ik ... door"
      }
      if (middle.isEmpty() && frontObject.isEmpty()) {
        label = particle + stem;
      } else {
        label = join(join(frontObject, middle), particle + stem);
      }
    }
    label = Text.clean(label);
    if (Rx.split(label, "\\s+").length < 2 && !modal && frontObject.isEmpty() && middle.isEmpty()) {
      // "maandag strijk ik": the verb alone is the act
      return new Intention(label, false, clause);
    }
    return label.isEmpty() ? null : new Intention(label, modal, clause);
  }

  /** A state a thing is to be in: "klaar" -> "klaarmaken". */
  private static final Map<String, String> RESULT_VERBS =
      Map.of("klaar", "klaarmaken", "af", "afmaken", "rond", "regelen", "geregeld", "regelen");

  private static final Pattern RESULT =
      Pattern.compile(
          "^(?<thing>(?:de|het|mijn|onze|zijn|haar|die|dat)\\s+.+?)\\s+(?<state>klaar|af|rond|geregeld)"
              + "(?:\\s+(?<have>hebben))?$",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /**
   * "Woensdag heb ik de presentatie klaar", "dan moet ik zijn laptop klaar hebben": having a thing
   * in a state by a coming day is making it so (a day needed, as for any present tense).
   */
  private static Intention result(String front, String rest, LocalDate day, String clause) {
    String frontObject = strip(front, day);
    if (!AsciiCase.matcher(TIME_ONLY, frontObject).matches()) {
      return null;
    }
    Matcher m = AsciiCase.matcher(RESULT, strip(rest, day));
    if (!m.matches()) {
      return null;
    }
    String thing = m.group("thing").replaceAll("(?iu)^(?:die|dat)\\s+", "de ");
    return new Intention(
        Text.clean(thing + " " + RESULT_VERBS.get(m.group("state").toLowerCase(Locale.ROOT))),
        false,
        clause);
  }

  /**
   * Whether a modal's middle field is a result ("zijn laptop klaar hebben"): its label, or null.
   */
  static String modalResult(String middle) {
    Matcher m = AsciiCase.matcher(RESULT, middle);
    if (!m.matches() || m.group("have") == null) {
      return null;
    }
    return Text.clean(
        m.group("thing") + " " + RESULT_VERBS.get(m.group("state").toLowerCase(Locale.ROOT)));
  }

  /** A fronted time that is a phrase: "Voor het eind van de maand", "Na de lunch". */
  private static final Pattern FRONT_TIME =
      Pattern.compile("^\\s*na (?:het|de|mijn|ons|onze) \\p{L}+\\s*$", FLAGS);

  /** The fronted phrase without a period deadline or an "after the ..." time in it. */
  private static String timeless(String front) {
    return AsciiCase.matcher(FRONT_TIME, front).matches() ? "" : front;
  }

  private static String join(String a, String b) {
    return (a + " " + b).strip().replaceAll("\\s+", " ");
  }

  /** The phrase without its date expressions and filler words. */
  static String strip(String phrase, LocalDate day) {
    String s = phrase;
    List<Dates.Span> spans = Dates.find(s, day, Lang.NL);
    for (int i = spans.size() - 1; i >= 0; i--) {
      Dates.Span span = spans.get(i);
      String head =
          AsciiCase.matcher(Rules.DATE_CUE_NL, s.substring(0, span.start())).replaceAll("");
      head = Rx.replaceAll(head, "(?iu)\\s+van\\s*$", ""); // "de vergadering van vrijdag"
      s = head + " " + s.substring(span.end());
    }
    s =
        Rx.replaceAll(
            s,
            "(?iu)(?<![\\p{L}])(?:over|binnen) (?:\\d+|een|twee|drie|vier|vijf|zes|zeven"
                + "|acht|negen|tien) (?:dagen|dag|weken|week)(?![\\p{L}])",
            " ");
    s = Cues.replaceAll(FILLER, s, " ");
    s = Rx.replaceAll(s, "(?iu)^(?:die|dat|deze)\\s+", "de ");
    s = Rx.replaceAll(s, "(?iu)^(?:me|mij|mezelf|ons)\\s+", "");
    if (Rx.matches(s, "^(?:De|Het|Een|Mijn|Onze|Zijn|Haar)\\b.*")) {
      s = Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
    s = Rx.replaceAll(s, "(?iu)\\b(?:me|mij|je)\\s*$", "");
    return Text.clean(Rx.replaceAll(s, "\\s+", " "));
  }
}
