package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A past form of an open task's own verb, or of a verb that does the same deed, completes it
 * ("Booked!", "Sent it.", "Betaald.", "Gave the keys back"): split out of {@link StatusRules} along
 * its seam, no change in behaviour.
 */
final class PastForms {

  private PastForms() {}

  /** A past form before a coming day (fourteenth pass): what must be done by then. */
  private static final java.util.regex.Pattern BY_A_COMING_DAY =
      Rules.p(
          "\\b\\p{L}{3,}(?:ed|en|t)\\s+(?:by|before|uiterlijk)\\s+(?:the\\s+)?(?:date|deadline|end\\b"
              + "|next|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
              + "|(?:maan|dins|woens|donder|vrij|zater|zon)dag|\\d)");

  /**
   * Someone else's call or message to the user (fourteenth pass): "The dentist called me back" is
   * not "call the dentist" done, "De garage belde ons" not "de garage bellen".
   */
  private static final java.util.regex.Pattern CALLED_ME =
      Rules.p(
          "^\\W*(?!(?:i|we|ik|wij|just|finally|already|net|eindelijk)\\b)[\\p{L}' ]{2,40}?\\s"
              + "(?:called|rang|phoned|emailed|e-mailed|mailed|texted|messaged|belde|mailde|appte)"
              + "\\s+(?:me|us|mij|ons)\\b");

  /**
   * A thing that went off to someone was sent (stop 40, status2): "The drafts went off to the
   * client", "Het contract is naar de notaris gegaan". The subject is no pronoun, kin word or given
   * name ("Mum went off to Spain" is a trip), and no question.
   */
  private static final java.util.regex.Pattern WENT_OFF_TO =
      Rules.p(
          "^\\W*(?!(?:i|we|he|she|they|you|ik|wij|we|hij|zij|ze|jij|mum|mom|dad|mam|pap|mama|papa"
              + "|oma|opa|gran|grandma|grandad|nan)\\b)([\\p{L}'’&]+)[^,.;!?]{0,40}?\\s"
              + "(?:(?:went|gone|has gone|have gone|'s gone|'ve gone)\\s+(?:off|out|over)\\s+to"
              + "|(?:is|zijn)\\s+(?:al\\s+|net\\s+|gisteren\\s+|vandaag\\s+)?naar\\s+[^,.;!?]{1,30}?\\s+"
              + "(?:toe\\s+)?gegaan)\\b(?![^.!?]*\\?)");

  /** Verbs of getting hold of a thing: "Got the glasses" completes "pick up the new glasses". */
  private static final Set<String> GETTING =
      Set.copyOf(
          List.of(
              Text.stem("get"),
              Text.stem("pick"),
              Text.stem("collect"),
              Text.stem("fetch"),
              Text.stem("buy"),
              Text.stem("halen"),
              Text.stem("ophalen"),
              Text.stem("kopen")));

  /**
   * Verbs that do the same task: "Gave the keys back" returns them, "Transferred the money to the
   * plumber" pays him, "Rang the garage" calls it. Each group's stems stand for one another when a
   * past form is matched against a task's own verb; the thing the sentence names must still match
   * the task (or the sentence be terse), as for the task's own verb.
   */
  private static final Map<String, Set<String>> SAME_DEED = sameDeeds();

  private static Map<String, Set<String>> sameDeeds() {
    String[][] groups = {
      // "Dropped it back" (stop 40): dropping a thing back returns it
      {"return", "give", "hand", "bring", "drop", "terugbrengen", "teruggeven", "inleveren"},
      {"pay", "transfer", "settle", "wire", "betalen", "overmaken", "voldoen"},
      {
        "send",
        "mail",
        "email",
        "post",
        "forward",
        "ship",
        "sturen",
        "versturen",
        "opsturen",
        "mailen"
      },
      {"call", "phone", "ring", "bellen", "opbellen", "speak", "talk", "spreken"},
      {"book", "reserve", "boeken", "reserveren"},
      // what was bought or ordered has come when it arrives: "The gift for mum arrived"
      {"buy", "purchase", "order", "kopen", "bestellen", "arrive", "bezorgen", "aankomen"},
      {"fix", "repair", "mend", "repareren", "maken"},
      {"submit", "file", "hand", "indienen", "inleveren"},
      {"cancel", "terminate", "opzeggen", "annuleren"},
      // approving is what a review ends in: "Priya approved the PR" for "review the PR"
      {"review", "approve", "beoordelen", "goedkeuren"},
    };
    Map<String, Set<String>> out = new HashMap<>();
    for (String[] group : groups) {
      Set<String> stems = new HashSet<>();
      for (String w : group) {
        stems.add(Text.stem(w));
      }
      for (String st : stems) {
        out.computeIfAbsent(st, k -> new HashSet<>()).addAll(stems);
      }
    }
    return out;
  }

  /**
   * A Dutch follow-up that opens with its participles, subject and object dropped, perhaps with a
   * place or time after them (stop 33): "Uitgewerkt en rondgestuurd naar het bestuur", "Ingepland,
   * op 15 september", "Allemaal ingepakt!". Not "Gebeld met de garage": who was called is named.
   */
  private static final java.util.regex.Pattern OPENING_PARTICIPLES =
      Rules.p(
          "^\\W*(?:(?:net|al|eindelijk|allemaal|alles|gisteren|vandaag|zojuist|zonet)\\s+)*"
              + "\\p{L}{4,}(?:d|t|en)(?:\\s+(?:en|&)\\s+\\p{L}{4,}(?:d|t|en))?"
              + "(?=\\W*$|\\s*[,;:!.]|\\s+(?:naar|aan|voor|op|om|in|bij)\\s)");

  /** The Dutch separable particles a verb's deed does not depend on ("terugbellen" is bellen). */
  private static final java.util.regex.Pattern PARTICLE =
      Rules.p("^(?:terug|op|na|door|uit|af|in|aan|mee|over|weg)(?=\\p{L}{3,})");

  /**
   * The verbs that do the same deed as the task's verb, also for the verb without its particle:
   * "Jeroen gesproken" completes "Jeroen terugbellen" as it does "Jeroen bellen" (stop 33).
   */
  /**
   * {@link #readSameDeed} kept per verb (stop 41: asked for every verb of every open task of every
   * sentence, up to 300 tasks at scale); a pure function of the verb, bounded, cleared when full.
   */
  private static final java.util.concurrent.ConcurrentHashMap<String, Set<String>> SAME_DEED_OF =
      new java.util.concurrent.ConcurrentHashMap<>();

  private static Set<String> sameDeed(String verb) {
    Set<String> same = SAME_DEED_OF.get(verb);
    if (same == null) {
      if (SAME_DEED_OF.size() >= 8192) {
        SAME_DEED_OF.clear();
      }
      same = readSameDeed(verb);
      SAME_DEED_OF.put(verb, same);
    }
    return same;
  }

  /** Whether one of {@code words} is in {@code set} (a loop: most verbs have no same deed). */
  private static boolean anyIn(Set<String> words, Set<String> set) {
    for (String w : words) {
      if (set.contains(w)) {
        return true;
      }
    }
    return false;
  }

  private static Set<String> readSameDeed(String verb) {
    Set<String> same = SAME_DEED.get(verb);
    if (same != null) {
      return same;
    }
    java.util.regex.Matcher m = AsciiCase.matcher(PARTICLE, verb);
    return m.find() ? SAME_DEED.getOrDefault(verb.substring(m.end()), Set.of()) : Set.of();
  }

  /**
   * The past stems with the participles the Dutch lexicon knows added by their infinitive
   * ("nagekeken" -> nakijken, "uitgewerkt" -> uitwerken, "ingepland" -> inplannen): the rules' own
   * participle stems miss a strong verb with a particle and a weak one whose stem they cut wrong.
   */
  private static Set<String> withParticiples(String sentence, Set<String> past) {
    Set<String> out = null;
    for (String w : Text.fold(sentence).split("[^\\p{L}]+")) {
      if (w.length() < 6 || !(w.endsWith("d") || w.endsWith("t") || w.endsWith("en"))) {
        continue;
      }
      String inf = DutchVerbs.participle(w);
      if (inf != null && !past.contains(Text.stem(inf))) {
        out = out == null ? new java.util.HashSet<>(past) : out;
        out.add(Text.stem(inf));
      }
    }
    return out == null ? past : out;
  }

  /**
   * The one open task whose own verb the sentence uses in a past form ("Booked!", "Sent it.",
   * "Betaald.", "De huur is overgemaakt"), or null when none or several do.
   */
  static KnownTask byPastForm(
      String sentence, List<KnownTask> open, boolean dutch, LabelStems stems) {
    if (open.isEmpty() || sentence.strip().endsWith("?")) {
      return null; // "Uitgewerkt?", "Sent it?": asked, not reported
    }
    Set<String> own = Text.pastStems(sentence);
    java.util.regex.Matcher wentOff = AsciiCase.matcher(WENT_OFF_TO, sentence);
    if (Cues.mayMatch(WENT_OFF_TO, sentence)
        && wentOff.find()
        && !GivenNames.isName(wentOff.group(1))) {
      own = new HashSet<>(own);
      own.add(Text.stem("send"));
    }
    // "'t Rapport is nagekeken" (stop 33): the lexicon's participles count for the task's own verb
    // only, not for another verb of the same deed ("fiets gekocht" is no "laptop bestellen")
    Set<String> past = dutch ? withParticiples(sentence, own) : own;
    if (past.isEmpty() || Cues.find(BY_A_COMING_DAY, sentence) || Cues.find(CALLED_ME, sentence)) {
      return null; // "Noted, tiles ordered by Friday then": a deadline, not a deed
    }
    Set<String> rest = new HashSet<>(Text.contentStems(sentence));
    rest.removeAll(past);
    boolean terse =
        rest.isEmpty()
            || Cues.find(StatusWords.TERSE_FOLLOW_UP, sentence)
            || dutch && Cues.find(OPENING_PARTICIPLES, sentence);
    KnownTask found = null;
    boolean got = own.stream().anyMatch(GETTING::contains);
    for (KnownTask t : open) {
      boolean hit = false;
      for (String v : stems.verbs(t)) {
        if (past.contains(v) || got && GETTING.contains(v) || anyIn(sameDeed(v), own)) {
          hit = true;
          break;
        }
      }
      if (!hit) {
        continue; // (the verb is tested first: most tasks fail it, and it is the cheaper test)
      }
      if (!terse
          && Text.coverage(stems.content(t), rest) == 0
          && !Text.anySameThing(stems.content(t), rest, dutch)) {
        continue; // "Sent a postcard to my aunt" is not "send the birthday card to Jenna"
      }
      if (found != null) {
        return null;
      }
      found = t;
    }
    return found;
  }
}
