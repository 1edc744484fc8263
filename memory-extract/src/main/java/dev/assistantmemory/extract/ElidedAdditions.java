package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.extract.pos.DutchLexicon;
import dev.assistantmemory.extract.pos.EnglishTagger;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One more item added to a task in a later message by "and"/"also" alone (stop 45): a quoted task
 * ("and 'descale the kettle'", "En 'schuur opruimen'") is that task; a bare thing ("and gravel for
 * the aquarium too", "also the snail, it's been hiding", "en grind voor het aquarium") is the act
 * of the task said last with the new thing ("buy cat food" gives "buy gravel for the aquarium",
 * "kattenvoer kopen" gives "grind voor het aquarium kopen"). Only the first sentence of a user's
 * message that holds no task of its own, with an open task known; a clause with a verb ("and I've
 * filled in three", "and now it's Thursday") is not a bare thing.
 */
final class ElidedAdditions {

  private ElidedAdditions() {}

  private static final String OPEN =
      "^\\W*(?:(?:oh|o ja|ah)\\s*,?\\s+)?(?:and|also|plus|en|ook)\\s+(?:also\\s+|ook\\s+)?";

  private static final String END =
      "(?:\\s+(?:too|as well|also|while i'?m at it|ook|erbij|nog))?\\s*(?:[,;.!]|$)";

  /** "and 'descale the kettle' as well". */
  private static final Pattern QUOTED = Rules.p(OPEN + "['\"‘“]([^'\"‘’“”]{3,80})['\"’”]" + END);

  /**
   * "and gravel for the aquarium too": up to six words and no more of the sentence than a clause.
   */
  private static final Pattern BARE =
      Rules.p(OPEN + "((?:[\\p{L}\\d'’-]+\\s+){0,5}?[\\p{L}\\d'’-]+)" + END);

  /** Words that open a clause or a reply, not a thing. */
  private static final Set<String> NOT_A_THING =
      Set.of(
          "i",
          "i'm",
          "i'll",
          "i've",
          "i'd",
          "we",
          "you",
          "he",
          "she",
          "it",
          "it's",
          "they",
          "that",
          "that's",
          "this",
          "there",
          "now",
          "then",
          "so",
          "again",
          "who",
          "what",
          "when",
          "where",
          "how",
          "why",
          "yes",
          "no",
          "not",
          "never",
          "maybe",
          "ik",
          "je",
          "jij",
          "wij",
          "hij",
          "zij",
          "ze",
          "het",
          "dat",
          "dit",
          "nu",
          "dan",
          "weer",
          "wie",
          "wat",
          "wanneer",
          "waar",
          "hoe",
          "ja",
          "nee",
          "niet",
          "toch",
          "daarna",
          "verder",
          "thanks",
          "bedankt",
          "remind",
          "herinner",
          "please",
          "pls",
          "graag",
          "can",
          "could",
          "kun",
          "kan",
          "will",
          "would");

  /**
   * A thing already done or done by someone else ("also the rent, which is already paid", "and the
   * car, but Tom already did it", "en de huur, die is al betaald"): no task to open (stop 45 fix).
   */
  private static final Pattern DONE_ELSEWHERE =
      Rules.p(
          "\\b(?:already|inmiddels|(?:did|done|sorted|handled) (?:it|that|those|them|this))\\b");

  /** "and no flowers this time", "and none of the blue ones". */
  private static final Pattern NONE = Rules.p("\\b(?:no|none)\\b(?!\\s+later\\b)");

  /**
   * Whether the sentence says the thing is not wanted ("and definitely not the cheese", "and
   * nothing for the cat", "en ook geen melk") or is done already.
   */
  static boolean negatedOrDone(String sentence) {
    return DetectedTaskParts.negated(sentence)
        || Cues.find(NONE, sentence)
        || Cues.find(DONE_ELSEWHERE, sentence)
        || Cues.find(StatusWords.DONE, sentence);
  }

  /** Adds the item; true when it added one. */
  static boolean find(
      String sentence, Lang lang, List<KnownTask> known, List<TaskCandidate> tasks) {
    // known tasks come newest first (ExtractionInput.knownTasks): the first open one was said last
    KnownTask last = null;
    for (KnownTask k : known) {
      if (k.isOpen()) {
        last = k;
        break;
      }
    }
    if (last == null || negatedOrDone(sentence)) {
      return false;
    }
    Matcher q = Cues.matcher(QUOTED, sentence);
    if (q.find()) {
      tasks.add(new TaskCandidate(q.group(1).strip(), Extraction.SELF, null, sentence));
      return true;
    }
    Matcher m = Cues.matcher(BARE, sentence);
    if (!m.find()) {
      return false;
    }
    String thing = m.group(1).strip();
    String[] words = thing.toLowerCase(Locale.ROOT).split("\\s+");
    if (NOT_A_THING.contains(words[0]) || thing.endsWith("'s") || thing.endsWith("’s")) {
      return false;
    }
    String[] act = last.label().strip().split("\\s+");
    String label;
    if (lang == Lang.EN) {
      if (!ActionVerbs.isActionVerbEn(act[0].toLowerCase(Locale.ROOT)) || hasVerb(thing, act[0])) {
        return false;
      }
      label = act[0] + " " + thing;
    } else {
      String verb = act[act.length - 1];
      if (act.length < 2 || !verb.endsWith("en") || hasDutchVerb(words)) {
        return false;
      }
      label = thing + " " + verb;
    }
    tasks.add(new TaskCandidate(label, Extraction.SELF, null, sentence));
    return true;
  }

  /** Whether the thing holds a verb; a last participle counts only after "get" or "have". */
  private static boolean hasVerb(String thing, String act) {
    var tagged = EnglishTagger.tag(thing);
    for (int i = 0; i < tagged.size(); i++) {
      var t = tagged.get(i);
      if (t.is("VERB") || t.is("AUX")) {
        boolean participle =
            i == tagged.size() - 1
                && t.lower().endsWith("ed")
                && (act.equalsIgnoreCase("get") || act.equalsIgnoreCase("have"));
        if (!participle) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether a Dutch thing is a clause: its second word a verb form the dictionary knows ("en Piet
   * doet de rest"); a thing opened by an article or a number is none ("een zak rijst").
   */
  private static boolean hasDutchVerb(String[] words) {
    if (words.length < 2
        || words[0].matches("de|het|een|\\d+|mijn|onze|ons|zijn|haar|hun|wat|nog")) {
      return false;
    }
    String w = words[1];
    return DutchLexicon.thirdPerson(w) != null
        || DutchLexicon.participle(w) != null
        || DutchLexicon.isInfinitive(w);
  }
}
