package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A plan said in a Dutch "dat"-clause, its verb last, after a main clause that wants, promises or
 * expects it (stop 33). Whose it is follows the main clause:
 *
 * <ul>
 *   <li>someone wants or asks it of the user: "Dokter Visser wil dat ik over zes weken terugkom
 *       voor controle", "De buurvrouw vraagt dat we de heg snoeien" (a report with "zegt" only with
 *       a "moet": "Marloes zegt dat ik de declaraties binnen moet hebben") - the user's;
 *   <li>the user promised it: "Ik heb de kinderen beloofd dat we zondag naar het zwembad gaan" -
 *       the user's;
 *   <li>the user got a named person to do it, or a named person expects to: "Ik heb Lars zover
 *       gekregen dat hij overmorgen het gras maait", "Dirk denkt dat hij de tekeningen vrijdag af
 *       heeft" - that person's.
 * </ul>
 *
 * The act's finite verb stands last (a phrase may follow it: "terugkom voor controle"), with a
 * modal beside it or not ("moet verlengen", "verlengen moet"); a thing had in a state ("af heeft",
 * "binnen moet hebben") is making it so. A negation, a question, a permission ("mag", "kan") or a
 * verb that names no act yields nothing.
 */
final class DutchThatClauses {

  private DutchThatClauses() {}

  private static final String NAME = "(?<name>(?-i:\\p{Lu}\\p{Ll}+))";

  /** The act after "dat": the rest of the clause, no question. */
  private static final String ACT = "(?<act>[^,;?!]+?)\\W*$";

  /** "Dokter Visser wil dat ik ...", "Mevrouw Kok van de gemeente wil dat ik ...". */
  private static final Pattern WANTS =
      Rules.p(
          "^\\W*(?<who>[^,;?!]{2,60}?)\\s+(?<verb>wil|wilt|willen|vraagt|vroeg|verwacht|eist|zegt|zei)"
              + "\\s+(?:(?:me|mij|ons|van mij|van ons)\\s+)?dat\\s+(?:ik|we|wij)\\s+"
              + ACT);

  /**
   * "Pieter vroeg me om hem de foto's te sturen", "Mijn zus vraagt of ik de taart wil ophalen": an
   * act asked of the user with "om ... te" or "of ik ... wil" (stop 36) - the user's.
   */
  private static final Pattern ASKED =
      Rules.p(
          "^\\W*(?<who>[^,;?!]{2,60}?)\\s+(?:vroeg|vraagt|heeft\\s+(?:me\\s+|mij\\s+|ons\\s+)?gevraagd)"
              + "\\s+(?:(?:me|mij|ons)\\s+)?(?:om\\s+(?<act>[^,;?!]+?)\\s+te\\s+(?<inf>\\p{L}+en)"
              + "|of\\s+(?:ik|we|wij)\\s+(?<whether>[^,;?!]+?\\s+(?:wil|wilt|willen|kan|kun|kunnen)"
              + "\\s+\\p{L}+en))\\W*$");

  /** "Ik heb de kinderen beloofd dat we ...", "Ik heb Sanne toegezegd dat ik ...". */
  private static final Pattern PROMISED =
      Rules.p(
          "^\\W*(?:en\\s+)?(?:ik heb|we hebben)\\s+(?<to>[^,;?!]{2,40}?)\\s+(?:beloofd|toegezegd)"
              + "\\s+dat\\s+(?<subj>ik|we|wij)\\s+"
              + ACT);

  /** "Ik heb Lars zover gekregen dat hij ...", "Noor denkt dat ze ...". */
  private static final Pattern THEIRS =
      Rules.p(
          "^\\W*(?:(?:ik heb|we hebben)\\s+"
              + NAME
              + "\\s+(?:zover|zo ver)\\s+gekregen|"
              + NAME.replace("name", "name2")
              + "\\s+(?:denkt|verwacht))\\s+dat\\s+(?:hij|ze|zij)\\s+"
              + ACT);

  /** A main clause that is itself negated or doubtful: "wil niet dat ik", "zegt nooit dat". */
  private static final Pattern NEGATED =
      Rules.p("\\b(?:niet|geen|nooit|niks|niets|hoeft|hoef|hoeven|mag|mogen|kan|kunnen|al)\\b");

  private static final Set<String> MODALS =
      Set.of("moet", "moeten", "ga", "gaat", "gaan", "zal", "zullen", "wil", "wilt", "willen");

  private static final Set<String> HAVE = Set.of("heb", "heeft", "hebben");

  /** A state a thing is had in, and the act that makes it so. */
  private static final Map<String, String> STATES =
      Map.of("af", "afmaken", "klaar", "klaarmaken", "binnen", "indienen", "rond", "regelen");

  /** Infinitives that name no errand ("zijn", "werken"). */
  private static final Set<String> NOT_ACTS =
      Set.of(
          "zijn", "hebben", "werken", "blijven", "worden", "komen", "slapen", "denken", "weten",
          "wachten", "stoppen", "rusten", "eten", "drinken");

  private static final Pattern PREPOSITION =
      Rules.p("^(?:voor|bij|naar|met|aan|over|op|van|om|tot|zonder)$");

  /** The owner and act of the clause, or an empty list. */
  static List<Owners.Owned> find(String clause) {
    Matcher m = AsciiCase.matcher(ASKED, clause);
    if (Cues.mayMatch(ASKED, clause)
        && m.find()
        && !Cues.find(NEGATED, m.group("who"))
        && !Rx.matches(m.group("who"), "(?iu).*\\bniemand\\b.*")) {
      String act =
          m.group("act") != null
              ? m.group("act") + " " + m.group("inf")
              // "of ik ... wil sturen": asked whether the user will, not whether they may
              : Rx.replaceFirst(
                  m.group("whether"), "(?iu)\\s+(?:kan|kun|kunnen)(\\s+\\p{L}+)$", " wil$1");
      return owned(Extraction.SELF, act);
    }
    if (!clause.contains("dat ")) {
      return List.of();
    }
    m = AsciiCase.matcher(WANTS, clause);
    if (Cues.mayMatch(WANTS, clause) && m.find() && !Cues.find(NEGATED, m.group("who"))) {
      String verb = m.group("verb").toLowerCase(Locale.ROOT);
      boolean reported = verb.startsWith("ze");
      if (reported && !m.group("act").matches("(?iu).*\\b(?:moet|moeten)\\b.*")) {
        return List.of(); // "Jan zegt dat ik morgen vrij ben": a report, no duty
      }
      return owned(Extraction.SELF, m.group("act"));
    }
    m = AsciiCase.matcher(PROMISED, clause);
    if (Cues.mayMatch(PROMISED, clause) && m.find() && !Cues.find(NEGATED, m.group("to"))) {
      List<Owners.Owned> own = owned(Extraction.SELF, m.group("act"));
      String to = m.group("to");
      if (own.isEmpty()
          || m.group("subj").equalsIgnoreCase("ik")
          || Rx.matches(to, "(?iu)^(?:hem|haar|hen|hun|ze|jou|je|u)$")) {
        return own;
      }
      // "beloofd dat we ... gaan": the one promised goes too ("met de kinderen naar het zwembad")
      return List.of(new Owners.Owned(Extraction.SELF, "met " + to + " " + own.get(0).action()));
    }
    m = AsciiCase.matcher(THEIRS, clause);
    if (Cues.mayMatch(THEIRS, clause) && m.find()) {
      String name = m.group("name") != null ? m.group("name") : m.group("name2");
      if (!person(name, clause)) {
        return List.of();
      }
      return owned(name, m.group("act"));
    }
    return List.of();
  }

  private static List<Owners.Owned> owned(String owner, String act) {
    String a = act(act);
    return a == null ? List.of() : List.of(new Owners.Owned(owner, a));
  }

  /**
   * The act with its verb as an infinitive at the end (a trailing phrase kept after it), or null
   * when it is negated, a permission, or names no act.
   */
  static String act(String act) {
    if (Cues.find(Rules.NEGATED_NL, act)
        || Rx.matches(
            act, "(?iu).*\\b(?:mag|mogen|kan|kunnen|hoef|hoeft|hoeven|zou|zouden)\\b.*")) {
      return null;
    }
    List<String> words = new ArrayList<>(Arrays.asList(Rx.split(act.strip(), "\\s+")));
    // a phrase after the verb: "terugkom voor controle" (at most four words, no verb in it)
    String tail = "";
    for (int k = Math.max(1, words.size() - 4); k < words.size(); k++) {
      if (AsciiCase.matcher(PREPOSITION, words.get(k)).matches() && verbForm(words.get(k - 1))) {
        tail = " " + String.join(" ", words.subList(k, words.size()));
        words = new ArrayList<>(words.subList(0, k));
        break;
      }
    }
    if (words.size() < 2) {
      return null;
    }
    // the modal beside the verb is no part of the act: "moet verlengen", "verlengen moet"
    List<String> bare = new ArrayList<>(words);
    bare.removeIf(w -> MODALS.contains(w.toLowerCase(Locale.ROOT)));
    if (bare.size() >= 2 && bare.size() < words.size()) {
      String end = bare.get(bare.size() - 1).toLowerCase(Locale.ROOT);
      if (HAVE.contains(end) || end.endsWith("en") || verbForm(end)) {
        words = bare; // else the modal is the verb itself: "naar het zwembad gaan"
      }
    }
    if (words.size() < 2) {
      return null;
    }
    String last = words.get(words.size() - 1).toLowerCase(Locale.ROOT);
    String before = words.get(words.size() - 2).toLowerCase(Locale.ROOT);
    String body;
    if (HAVE.contains(last)) {
      String state = STATES.get(before);
      if (state == null || words.size() < 3) {
        return null; // "dat ik de sleutel heb": a thing had, no act
      }
      body = String.join(" ", words.subList(0, words.size() - 2)) + " " + state;
    } else {
      String joined = String.join(" ", words);
      body = Owners.finalVerb(joined);
      String inf = body.substring(body.lastIndexOf(' ') + 1).toLowerCase(Locale.ROOT);
      boolean trip = inf.equals("gaan") && Rx.matches(joined, "(?iu).*\\bnaar\\s+\\S+.*");
      if (body.equals(joined) && !(last.endsWith("en") && last.length() > 4) && !trip
          || !inf.endsWith("en") && !trip
          || NOT_ACTS.contains(inf)
          || inf.equals("gaan") && !trip) {
        return null; // no act verb last
      }
    }
    return Text.clean(body + tail);
  }

  /** Whether a word may be a finite or infinitive verb form ending a Dutch clause. */
  private static boolean verbForm(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    return MODALS.contains(w)
        || DutchVerbForms.infinitive(w) != null
        || DutchVerbForms.separableInfinitive(w) != null
        || w.endsWith("t")
            && w.length() > 3
            && DutchVerbForms.infinitive(w.substring(0, w.length() - 1)) != null
        || DutchVerbForms.isActionInfinitive(w);
  }

  private static boolean person(String name, String clause) {
    int at = clause.indexOf(name);
    return at >= 0
        && Names.PERSON.equals(
            Names.classify(
                name, clause.substring(0, at), clause.substring(at + name.length()), false));
  }
}
