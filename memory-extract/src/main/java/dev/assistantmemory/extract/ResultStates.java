package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A follow-up that reports where a task's thing now stands, in English or Dutch (stop 34): asked
 * only when no other status rule found a change.
 *
 * <ul>
 *   <li>done, the thing in its end state: "The gas bill has been paid", "De gasrekening is
 *       voldaan", "The census form's gone off in the post", "Release notes are up", "De bank staat
 *       online", "Boeken liggen terug in de bib";
 *   <li>under way, a share of it done: "essay: 1200/3000 words", "slides are about half there",
 *       "the backup is forty percent through";
 *   <li>dropped: "nvm about the stethoscope", "..., so no need", "dus dat klusje vervalt", "die
 *       taart hoeft niet meer".
 * </ul>
 *
 * The task is named by a word of its thing (as in {@link StateReports}); a dropped task may also be
 * the only open one. A question, a plan or a negation of the state changes nothing.
 */
final class ResultStates {
  private ResultStates() {}

  private static final String THING =
      "^\\W*(?:(?:ok|okay|so|update|good news|yay|finally)\\W+)?(?:the |my |our |de |het |mijn |m'n"
          + " |onze |die |dat )?(?<np>[\\p{L}\\p{N}'’ -]{2,40}?)";

  /** The thing in its end state. */
  private static final Pattern DONE =
      Rules.p(
          THING
              + "(?:'s|'re| is| are| has been| have been| zijn| staat| staan| ligt| liggen| hangt"
              + "| hangen)\\s+(?:now |finally |all |already |nu |al |eindelijk |again |weer |both |safely )?"
              + "(?:paid|settled|sent|submitted|renewed|fixed|booked|sorted|returned|posted|signed"
              + "|filed|delivered|collected|handed in|gone off|rolled over|landed|up|online|green|in the"
              + " post|on (?:its|their|the) way|voldaan|betaald|verstuurd|rondgestuurd|ingeleverd"
              + "|ingediend|gefikst|opgezegd|vernieuwd|binnen|eraf|erin|terug|opgehaald|geplakt"
              + "|gerepareerd|aangevraagd|verlengd)\\b");

  /** A share of the work done: "1200/3000 words", "about half there", "60% done". */
  private static final Pattern SHARE =
      Rules.p(
          THING
              + "(?:[:,]\\s*|(?:'s|'re| is| are| zijn|\\s+its|\\s+it's)\\s+(?:(?:running|going) now\\s+)?)"
              + "(?:about |roughly |nearly |almost |around |ongeveer |bijna |zo'?n |like )?"
              + "(?:\\d{1,3}\\s?%|\\d{1,3} ?percent|\\d+\\s*/\\s*\\d+|half|halfway|a third|two thirds"
              + "|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) percent|de helft|voor de"
              + " helft)(?![\\p{L}\\p{N}])(?!\\s+(?:off|korting|discount))");

  /** The task dropped by a word of its own: "nvm about X", "so no need", "vervalt". */
  private static final Pattern DROPPED =
      Rules.p(
          "\\b(?:nvm|never ?mind)(?! the (?:rush|hurry|deadline|date|timing)\\b) (?:about )?(?<np>[\\p{L}' -]{2,40}?)(?=[,.;!]|$)"
              + "|\\bso no need\\b|\\bthat'?s a non-?starter\\b|\\b(?:dat|die|het) (?:klusje |klus )?vervalt\\b"
              + "|\\bhoeft (?:niet|nie) meer\\b");

  private static final Pattern NOT_NOW =
      Rules.p("\\b(?:not|n't|never|niet|nog niet|geen|will|'ll|going to|gaat|moet|zal|if|als)\\b");

  static Optional<StatusChange> change(
      String sentence, List<KnownTask> known, Set<String> changed, LabelStems stems) {
    if (known.isEmpty() || sentence.strip().endsWith("?")) {
      return Optional.empty();
    }
    List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
    if (open.isEmpty()) {
      return Optional.empty();
    }
    String status = null;
    KnownTask task = null;
    Matcher m = AsciiCase.matcher(DONE, sentence);
    if (Cues.mayMatch(DONE, sentence) && m.find() && !Cues.find(NOT_NOW, m.group())) {
      status = "done";
      task = StateReports.named(m.group("np"), open, stems, false);
      task = task != null ? task : IndirectStates.named(m.group("np"), open, stems, null);
    }
    if (task == null && (task = PlacedThings.placed(sentence, open, stems)) != null) {
      status = "done"; // stop 40: where the thing now is ("the key's under the mat")
    }
    if (task == null
        && Cues.mayMatch(SHARE, sentence)
        && (m = AsciiCase.matcher(SHARE, sentence)).find()
        && !Cues.find(NOT_NOW, m.group())) {
      status = "in_progress";
      task = StateReports.named(m.group("np"), open, stems, true);
      task = task != null ? task : IndirectStates.named(m.group("np"), open, stems, null);
    }
    if (task == null
        && Cues.mayMatch(DROPPED, sentence)
        && (m = AsciiCase.matcher(DROPPED, sentence)).find()) {
      status = "abandoned";
      String np = m.group("np");
      task = StateReports.named(np != null ? np : sentence, open, stems, false);
      if (task == null && open.size() == 1) {
        task = open.get(0);
      }
    }
    if (task == null || status.equals(task.status()) || !changed.add(task.id())) {
      return Optional.empty();
    }
    return Optional.of(new StatusChange(task.id(), status, sentence));
  }
}
