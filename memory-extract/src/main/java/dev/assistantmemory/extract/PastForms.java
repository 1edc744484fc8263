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
      {"return", "give", "hand", "bring", "terugbrengen", "teruggeven", "inleveren"},
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
   * The one open task whose own verb the sentence uses in a past form ("Booked!", "Sent it.",
   * "Betaald.", "De huur is overgemaakt"), or null when none or several do.
   */
  static KnownTask byPastForm(
      String sentence, List<KnownTask> open, boolean dutch, LabelStems stems) {
    if (open.isEmpty()) {
      return null;
    }
    Set<String> past = Text.pastStems(sentence);
    if (past.isEmpty() || Cues.find(BY_A_COMING_DAY, sentence) || Cues.find(CALLED_ME, sentence)) {
      return null; // "Noted, tiles ordered by Friday then": a deadline, not a deed
    }
    Set<String> rest = new HashSet<>(Text.contentStems(sentence));
    rest.removeAll(past);
    boolean terse = rest.isEmpty() || Cues.find(StatusWords.TERSE_FOLLOW_UP, sentence);
    KnownTask found = null;
    boolean got = past.stream().anyMatch(GETTING::contains);
    for (KnownTask t : open) {
      boolean hit = false;
      for (String v : stems.verbs(t)) {
        if (past.contains(v)
            || got && GETTING.contains(v)
            || SAME_DEED.getOrDefault(v, Set.of()).stream().anyMatch(past::contains)) {
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
