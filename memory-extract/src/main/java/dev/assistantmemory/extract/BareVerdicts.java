package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.extract.Preferences.Pref;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A bare thing, then a verdict that is the whole next sentence (issue 13, stop 40): "Ironing
 * shirts. The worst.", "Belastingformulieren. Zo erg.", "Cold showers, I'll never get used to them.
 * Hate them." (dislike), "Fresh sourdough. Love it." (like; a dislike when a mark makes the praise
 * mock, "Monday meetings. Love it. 🙄"). The thing is a fragment with no verb or subject of its
 * own, or the phrase fronted before ", daar" / ", that". A past event told ("Went to the dentist.")
 * or a moment ("this morning") is no thing.
 */
final class BareVerdicts {

  private BareVerdicts() {}

  private static final String END = "[\\s.!\\p{So}\\p{Sk}]*$";

  private static final Pattern DISLIKE =
      Rules.p(
          "^\\W*(?:(?:i\\s+|ik\\s+)?(?:really\\s+|echt\\s+)?(?:hate|loathe|detest|haat)\\s+(?:it|them|het|ze|dat)"
              + "|(?:(?:so|really|just|absolutely|simply|zo|echt|gewoon|vreselijk)\\s+)?(?:erg|awful|terrible"
              + "|horrible|the worst|gross|disgusting|vreselijk|verschrikkelijk|afschuwelijk|vies|het ergste"
              + "|a nightmare|een ramp|een drama|een hel|niet te doen|never again|nooit meer))"
              + END);

  private static final Pattern LIKE =
      Rules.p(
          "^\\W*(?:i\\s+|ik\\s+)?(?:(?:absolutely|really|just|echt)\\s+)?(?:love|adore|hou van)\\s+"
              + "(?:it|them|het|ze)"
              + END);

  /** "X, daar ...", "X, that's ...": the thing fronted before a comma. */
  private static final Pattern FRONTED = Rules.p(",\\s+(?:daar|dat|die|that|that's|those)\\b");

  /** A fragment led by a past verb, or a reply word: an event told or an answer, no thing. */
  private static final Pattern NO_THING =
      Rules.p(
          "^\\W*(?:\\p{L}+ed|went|got|had|did|saw|made|took|came|gave|ging|kreeg|deed|zag|was|were"
              + "|ok|okay|oké|nee|no|yes|ja|right|well|nou|hmm|so|sorry|thanks|bedankt|honestly|seriously"
              + "|wow|oh|ah|yeah|yep|echt|serieus|eerlijk|great|brilliant|lovely|perfect|fantastic|super|top"
              + "|geweldig|fantastisch|heerlijk|prachtig|fijn|mooi)\\b");

  /** A one-off outing judged ("The flight, a nightmare"): an experience, no taste. */
  private static final Pattern OUTING =
      Rules.p(
          "\\b(?:flight|trip|journey|drive|ride|appointment|party|wedding|holiday|visit|parking|stay"
              + "|vlucht|reis|rit|afspraak|feest|bruiloft|vakantie|bezoek|parkeren|verblijf)\\b");

  private static final String STRONG_ADV =
      "(?:(?:absolutely|just|simply|truly|utterly|really|so|echt|gewoon|werkelijk|zo|super)\\s+)+";

  private static final Pattern FRAGMENT_EN =
      Rules.p(
          "^\\W*(?<o>[^,;:?]{2,60}?)(?:\\s+(?:though|tho))?,\\s+"
              + STRONG_ADV
              + "(?:(?<like>"
              + EvaluativeLexicon.STRONG_LIKE_EN
              + ")|"
              + EvaluativeLexicon.STRONG_DISLIKE_EN
              + ")(?=\\s*(?:$|[,.!;\\p{So}]))");

  private static final Pattern FRAGMENT_NL =
      Rules.p(
          "^\\W*(?<o>[^,;:?]{2,60}?)(?:\\s+(?:echter|dan weer))?,\\s+"
              + STRONG_ADV
              + "(?:(?<like>"
              + EvaluativeLexicon.STRONG_LIKE_NL
              + ")|"
              + EvaluativeLexicon.STRONG_DISLIKE_NL
              + ")(?=\\s*(?:$|[,.!;\\p{So}]))");

  /**
   * "The lamb though, absolutely sublime": a bare thing judged after a comma, no verb; the strong
   * word needs an intensifier before it ("The hotel, amazing" may answer a question about a stay).
   */
  static List<Pref> find(String sentence, Lang lang, List<Pref> known) {
    Matcher m = AsciiCase.matcher((lang == Lang.NL ? FRAGMENT_NL : FRAGMENT_EN), sentence);
    if (!m.find()
        || sentence.contains("?")
        || EvaluativePreferences.notOwn(sentence)
        || EvaluativePreferences.ofTheMoment(sentence)) {
      return List.of();
    }
    String thing = m.group("o").strip();
    boolean like = m.group("like") != null;
    if (AsciiCase.matcher(MessageTastes.CLAUSE, thing).find()
        || AsciiCase.matcher(NO_THING, thing).find()
        || EvaluativePreferences.noThing(thing)
        || AsciiCase.matcher(OUTING, thing).find()
        || Rx.split(thing, "\\s+").length > 6
        || like && Cues.find(NEGATOR, sentence)
        || !LexiconPreferences.taste(thing)) {
      return List.of();
    }
    String key = thing.toLowerCase(Locale.ROOT);
    boolean named =
        known.stream()
            .anyMatch(k -> EvaluativePreferences.similar(k.object().toLowerCase(Locale.ROOT), key));
    return named ? List.of() : List.of(new Pref(thing, like));
  }

  private static final Pattern NEGATOR =
      Rules.p("\\b(?:not|never|no|niet|nooit|geen|niks|niets)\\b|n't\\b");

  /** Adds the thing of each bare verdict in the message. */
  static void add(String text, List<String> sentences, List<Fact> facts) {
    boolean marked = Sarcasm.marked(text);
    for (int i = 0; i + 1 < sentences.size(); i++) {
      String first = sentences.get(i).strip();
      String next = sentences.get(i + 1);
      boolean dislike = AsciiCase.matcher(DISLIKE, next).find();
      boolean like = AsciiCase.matcher(LIKE, next).find();
      if (first.endsWith("?") || !dislike && !like || EvaluativePreferences.ofTheMoment(first)) {
        continue;
      }
      Matcher fronted = AsciiCase.matcher(FRONTED, first);
      String thing = fronted.find() ? first.substring(0, fronted.start()) : first;
      thing = thing.replaceAll("[\\s.!,\\p{So}\\p{Sk}]+$", "");
      if (!thing.isBlank()
          && !AsciiCase.matcher(MessageTastes.CLAUSE, thing).find()
          && !AsciiCase.matcher(NO_THING, thing).find()
          && !EvaluativePreferences.noThing(thing)
          && Rx.split(thing.strip(), "\\s+").length <= 6) {
        MessageTastes.add(facts, thing, !dislike && !marked, first); // "X. Love it. 🙄": mocked
      }
    }
  }
}
