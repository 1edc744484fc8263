package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The consequence said instead of the deed (stop 40, status2): a task that puts, brings or returns
 * a thing somewhere is done when the follow-up says where the thing now is ("The spare key is under
 * the mat now", "De sleutels liggen bij de buren", "It's in her lunchbox"), and a task that returns
 * or claims money back is done when the money is back ("The money's back in my account", "Het geld
 * staat weer op mijn rekening"). The place must be the task's own place ("under the mat" for "put
 * the key under the mat"; the bottles "in the hall" are not returned), the thing must name the
 * task's thing or the task be the only open one; a thing still somewhere ("still in the car", "ligt
 * nog in de kast"), a plan, a question or a negation changes nothing. A task that fetches a thing
 * from a place is left alone: the thing at the pickup point is ready, not collected.
 */
final class PlacedThings {
  private PlacedThings() {}

  private static final Pattern PLACED =
      Rules.p(
          "^\\W*(?:(?:ok|okay|so|update|good news|yay|finally)\\W+)?(?:the |my |our |de |het |mijn"
              + " |m'n |onze |die |dat )?(?<np>[\\p{L}\\p{N}'’ -]{2,40}?)(?:'s|'re| is| are| sits"
              + "| zit| zitten| ligt| liggen| staat| staan| hangt| hangen| zijn)\\s+"
              + "(?:(?:now|safely|already|all|back|nu|al|weer|veilig|netjes|terug)\\s+)*"
              + "(?:in|inside|on|at|under|behind|op|onder|bij|achter)\\s+(?:the|her|his|my|their|our"
              + "|its|de|het|haar|zijn|mijn|hun|m'n|z'n|ons|onze)\\s+(?<place>[\\p{L} -]{2,30})");

  private static final Pattern NOT_YET =
      Rules.p("\\b(?:still|not|n't|never|will|'ll|going to|if|nog|niet|geen|gaat|moet|zal|als)\\b");

  private static final Pattern MONEY = Rules.p("^(?:money|refund|deposit|cash|geld|borg)$");

  /** Verbs that put a thing somewhere, and the verbs that get money back. */
  private static final Set<String> PLACING =
      stems(
          "put",
          "hide",
          "bring",
          "take",
          "return",
          "move",
          "pack",
          "hang",
          "drop",
          "deliver",
          "place",
          "store",
          "tuck",
          "slip",
          "stick",
          "leggen",
          "stoppen",
          "verstoppen",
          "zetten",
          "hangen",
          "brengen",
          "nemen",
          "pakken",
          "bergen",
          "leveren");

  private static final Set<String> MONEY_BACK =
      stems("return", "refund", "claim", "reclaim", "chase", "terugvragen", "terugsturen");

  private static Set<String> stems(String... words) {
    Set<String> out = new java.util.HashSet<>();
    for (String w : words) {
      out.add(Text.stem(w));
    }
    return Set.copyOf(out);
  }

  /** The task whose thing the sentence places, or null. */
  static KnownTask placed(String sentence, List<KnownTask> open, LabelStems stems) {
    Matcher m = AsciiCase.matcher(PLACED, sentence);
    if (!Cues.mayMatch(PLACED, sentence) || !m.find()) {
      return null;
    }
    int comma = sentence.substring(m.end()).replaceAll("[;,]", ",").indexOf(',');
    if (Cues.find(NOT_YET, comma < 0 ? sentence : sentence.substring(0, m.end() + comma))) {
      return null; // "still in the car", not "it's in her bag, she'll find it"
    }
    String np = m.group("np").strip();
    boolean money = Cues.find(MONEY, np);
    boolean pronoun = np.matches("(?i)it|they|them|he|she|hij|ze|het|die|dat");
    KnownTask named = pronoun || money ? null : StateReports.named(np, open, stems, false);
    KnownTask task = named != null ? named : open.size() == 1 ? open.get(0) : null;
    if (task == null) {
      return null;
    }
    Set<String> place = new java.util.HashSet<>(Text.contentStems(m.group("place")));
    place.retainAll(stems.content(task));
    if (!money && place.isEmpty()) {
      return null; // "The bottles are in the hall" is not "return the bottles": the task's place
    }
    for (String v : stems.verbs(task)) {
      String bare = v.replaceFirst("^(?:terug|op|weg|mee|in|af|ver)(?=\\p{L}{3,})", "");
      if (money
          ? MONEY_BACK.contains(v) || MONEY_BACK.contains(bare) || v.startsWith("terug")
          : PLACING.contains(v) || PLACING.contains(bare)) {
        return task;
      }
    }
    return null;
  }
}
