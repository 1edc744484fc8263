package dev.assistantmemory.extract;

import dev.assistantmemory.extract.Preferences.Pref;
import dev.assistantmemory.extract.pos.DutchLexicon;
import dev.assistantmemory.extract.pos.EnglishTagger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A thing fronted before a comma or an ellipsis, then the speaker's verdict on it, scored by the
 * sentiment lexicon rather than a list of verdict words (issue 13, stop 43): "Wild camping with a
 * leaky tent, my idea of hell", "The sound of rain on the roof at night, pure heaven", "Photo club
 * meetings with 40 slides of sunsets... kill me", "Wildkamperen met een lekke tent, dat is voor mij
 * de hel" (v16 dev's largest class of missed tastes: the thing named on its own, the verdict after
 * it). A preference for something else after the thing ("Probate meetings..., I'd rather pull my
 * own teeth out", "..., ik trek nog liever mijn kiezen zelf") is a dislike of the thing, not a like
 * of the alternative. The verdict is a short phrase (at most four words) or a clause of the
 * speaker's own (a first-person word or a word that takes the thing up: "dat", "daar", "it"), at
 * most eight words, with no second person and no question.
 */
final class FrontedTastes {

  private FrontedTastes() {}

  /** On unless {@code -Dextract.frontedTastes=off} (measurement only). */
  static final boolean ON = !"off".equals(System.getProperty("extract.frontedTastes"));

  /** "X, rest", "X... rest", "X… rest": the thing first, then one separator. */
  private static final Pattern FRONTED =
      Rules.p(
          "^\\W*(?<o>[^,;:?!.…]{3,80}?)\\s*(?:,|\\.{2,}|…)\\s*(?<v>[^,;:?]{2,80}?)[\\s.!\\p{So}\\p{Sk}]*$");

  /** The speaker or the thing taken up again. */
  private static final Pattern OWN =
      Rules.p(
          "\\b(?:i|i'm|i'd|i'll|i've|me|my|ik|me|mij|mijn|it|them|that|those|het|dat|daar|die|er)\\b");

  /** Someone else's view or the listener: not the speaker's verdict. */
  private static final Pattern OTHERS =
      Rules.p(
          "\\b(?:you|your|you're|he|she|they|his|her|their|we|our|je|jij|jullie|u|hij|zij|ze|we|wij"
              + "|ons|onze|zijn|haar|hun)\\b");

  /** A preference for an alternative: "I'd rather ...", "ik ... nog liever ...", no comparison. */
  private static final Pattern RATHER =
      Rules.p("\\b(?:i'd rather|i would rather|i'd sooner|ik\\s+\\p{L}+\\s+(?:nog\\s+)?liever)\\b");

  private static final Pattern THAN = Rules.p("\\b(?:than|dan)\\b");

  /** A topic that opens with a moment, a place of an event or a connective: no thing in general. */
  private static final Pattern NO_TOPIC =
      Rules.p(
          "^\\W*(?:after|before|at|on|in|by|during|since|when|if|as|because|but|and|so|then|now"
              + "|today|tonight|yesterday|tomorrow|this|last|next|na|voor|op|om|tijdens|sinds|als"
              + "|omdat|maar|en|dus|toen|nu|vandaag|vanavond|gisteren|morgen|deze|vorige|volgende"
              + "|not|niet|never|nooit|what|wat|how|hoe|why|waarom)\\b");

  private static final Pattern SPEAKER = Rules.p("\\b(?:i|i'm|i'd|ik|me|mij)\\b");

  private static final Pattern NEGATOR =
      Rules.p("\\b(?:not|never|no|niet|nooit|geen|niks|niets)\\b|n't\\b");

  /** The fronted thing the sentence judges, or nothing. */
  static List<Pref> find(String sentence, Lang lang, List<Pref> known) {
    Matcher m = AsciiCase.matcher(FRONTED, sentence.strip());
    if (!m.matches()
        || sentence.contains("?")
        || EvaluativePreferences.notOwn(sentence)
        || EvaluativePreferences.ofTheMoment(sentence)) {
      return List.of();
    }
    String thing = m.group("o").strip();
    String verdict = m.group("v").strip();
    int words = Rx.split(verdict, "\\s+").length;
    if (!topic(thing, lang) || words > 8 || AsciiCase.matcher(OTHERS, verdict).find()) {
      return List.of();
    }
    int sign;
    if (AsciiCase.matcher(RATHER, verdict).find() && !AsciiCase.matcher(THAN, verdict).find()) {
      sign = -1; // "..., I'd rather pull my own teeth out"
    } else if (words <= 4
        || AsciiCase.matcher(OWN, verdict).find()
            && Math.abs(SentimentLexicon.tone(verdict, lang)) >= 2) {
      sign = SentimentLexicon.verdict(verdict, lang);
      if (sign > 0 && AsciiCase.matcher(NEGATOR, sentence).find()) {
        sign = 0; // a like under a negator is no guessed like
      }
    } else {
      sign = 0;
    }
    if (sign == 0 || sign > 0 && SentimentLexicon.tone(thing, lang) <= -1.5) {
      return List.of(); // no like of a bad situation (the praise mocks it)
    }
    String key = thing.toLowerCase(Locale.ROOT);
    boolean named =
        known.stream()
            .anyMatch(k -> EvaluativePreferences.similar(k.object().toLowerCase(Locale.ROOT), key));
    return named ? List.of() : List.of(new Pref(thing, sign > 0));
  }

  /**
   * The tastes read from the sentence after the fronted thing's own: a taste named inside the
   * verdict ("pull my own teeth out" of "I'd rather ...") is the verdict's wording, not a thing.
   */
  static List<Pref> amend(String sentence, Lang lang, List<Pref> found) {
    List<Pref> fronted = find(sentence, lang, List.of());
    if (fronted.isEmpty()) {
      return found;
    }
    Matcher m = AsciiCase.matcher(FRONTED, sentence.strip());
    if (!m.matches()) {
      return found;
    }
    String verdict = m.group("v").toLowerCase(Locale.ROOT);
    List<Pref> out = new ArrayList<>();
    for (Pref p : found) {
      if (!verdict.contains(p.object().toLowerCase(Locale.ROOT))) {
        out.add(p);
      }
    }
    String key = fronted.getFirst().object().toLowerCase(Locale.ROOT);
    if (out.stream()
        .noneMatch(k -> EvaluativePreferences.similar(k.object().toLowerCase(Locale.ROOT), key))) {
      out.addAll(fronted);
    }
    return out;
  }

  /** A thing in general: a few words, no clause, no moment, no event told. */
  private static boolean topic(String thing, Lang lang) {
    int n = Rx.split(thing, "\\s+").length;
    return n >= 2
        && n <= 8
        && nounPhrase(thing, lang)
        && !AsciiCase.matcher(NO_TOPIC, thing).find()
        && !AsciiCase.matcher(OTHERS, thing).find()
        && !AsciiCase.matcher(SPEAKER, thing).find()
        && !AsciiCase.matcher(BareVerdicts.NO_THING, thing).find()
        && !AsciiCase.matcher(BareVerdicts.OUTING, thing).find()
        && !AsciiCase.matcher(MessageTastes.CLAUSE, thing).find()
        && !EvaluativePreferences.noThing(thing)
        && LexiconPreferences.taste(thing);
  }

  /**
   * The thing is a noun phrase, not a report: no finite verb or participle ("Slept 6 hours",
   * "Laminaat ligt erin", "Brief gehad van het UWV"), no interjection, no number first or last
   * ("Rusthartslag 58"); a gerund or an infinitive names an activity ("Wild camping with ...").
   */
  private static boolean nounPhrase(String thing, Lang lang) {
    if (lang == Lang.NL) {
      String[] w = Rx.split(thing.strip(), "\\s+");
      if (w[0].matches("\\d.*") || w[w.length - 1].matches("\\d.*")) {
        return false;
      }
      for (String x : w) {
        var readings = DutchLexicon.readings(x.toLowerCase(Locale.ROOT));
        if (!readings.isEmpty()
            && readings.stream()
                .allMatch(r -> r.tag().startsWith("WKW:") && !r.tag().equals("WKW:TGW:INF"))) {
          return false;
        }
      }
      return true;
    }
    EnglishTagger.Tagged t = EnglishTagger.tag(thing.strip());
    if (t.size() == 0 || t.get(0).is("NUM") || t.get(t.size() - 1).is("NUM")) {
      return false;
    }
    boolean noun = false;
    for (EnglishTagger.Token x : t.tokens()) {
      if (x.is("AUX")
          || x.is("INTJ")
          || x.is("PRON")
          || x.is("VERB") && !x.lower().endsWith("ing")) {
        return false;
      }
      noun |= x.is("NOUN") || x.is("PROPN") || x.lower().endsWith("ing");
    }
    return noun;
  }
}
