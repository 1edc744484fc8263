package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Preferences.Pref;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The object phrase of a preference as said (issue 13, stop 32): a Dutch infinitive with its
 * particle put back ("om vroeg op te staan" -> "vroeg opstaan", "om te koken" -> "koken"), and a
 * like whose object starts with a negator ("I prefer not to drive at night") turned into the
 * dislike it states: a negator never makes a like ("I hate not knowing" stays a dislike as said).
 */
final class PreferenceObjects {

  private PreferenceObjects() {}

  /** Separable particles: "op te staan" is "opstaan". */
  private static final Pattern PARTICLE =
      EvaluativeRules.p(
          "^(?<rest>.*?)\\s*\\b(?<p>op|af|uit|in|aan|mee|terug|weg|door|over|om|toe|bij|na|voor|thuis"
              + "|langs|binnen|buiten|samen)$");

  /** "vroeg op" + "staan" -> "vroeg opstaan"; no object -> the verb alone. */
  static String infinitive(String object, String verb) {
    if (object == null || object.isBlank()) {
      return verb;
    }
    String o = Preferences.object(object, Lang.NL);
    Matcher m = AsciiCase.matcher(PARTICLE, o);
    if (m.find()) {
      String rest = m.group("rest").strip();
      return (rest.isEmpty() ? "" : rest + " ") + m.group("p") + verb;
    }
    return o + " " + verb;
  }

  private static final Pattern NEGATED_OBJECT =
      EvaluativeRules.p("^(?:not|never|niet|nooit)\\s+(?:to\\s+|te\\s+)?(?<rest>\\p{L}.*)$");

  private static final Pattern HET_OM =
      EvaluativeRules.p("^het\\s+om\\s+(?:(?<object>.+?)\\s+)?te\\s+(?<verb>\\p{L}+)$");

  /** "Meh, ...", "Ugh, ...": a sound before the sentence, never the thing. */
  private static final Pattern INTERJECTION =
      EvaluativeRules.p("^\\W*(?:meh|ugh|nah|hmm+|pff+|eh|ah|well|tja|ach|pfoe|nou)\\s*[,!.]+\\s+");

  /** The sentence without an opening sound ("Meh, jazz isn't really for me"). */
  static String withoutInterjection(String sentence) {
    return AsciiCase.matcher(INTERJECTION, sentence).replaceFirst("");
  }

  private static final Pattern ONLY_NEGATOR =
      EvaluativeRules.p("^(?:not|niet|never|nooit|geen|no)\\W*$");

  /** The preferences with their objects as said and no negated like. */
  static List<Pref> fix(List<Pref> prefs) {
    List<Pref> out = new ArrayList<>(prefs.size());
    for (Pref p : prefs) {
      if (AsciiCase.matcher(ONLY_NEGATOR, p.object()).find()) {
        continue; // "Verjaardagen vier ik liever niet": no "niet" liked
      }
      Matcher n = AsciiCase.matcher(NEGATED_OBJECT, p.object());
      if (n.find() && p.like()) {
        out.add(new Pref(n.group("rest"), false)); // "prefer not to drive at night"
        continue;
      }
      Matcher h = AsciiCase.matcher(HET_OM, p.object());
      out.add(h.find() ? new Pref(infinitive(h.group("object"), h.group("verb")), p.like()) : p);
    }
    return out;
  }
}
