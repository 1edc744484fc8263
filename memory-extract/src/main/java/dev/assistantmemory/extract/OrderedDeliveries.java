package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The delivery of a thing the user had to buy, dated by the note that it was ordered and when it
 * comes (stop 45, the occasion stop 44 left): "buy a new tent" ... "Ordered one from Millets, it
 * arrives on Thursday" gives "tent delivery" on Thursday; "een nieuwe fietsbel kopen" ... "Besteld
 * bij Bikkel, komt vrijdag" gives "levering fietsbel". The one open task a purchase names the
 * thing.
 */
final class OrderedDeliveries {
  private OrderedDeliveries() {}

  private static final Pattern ORDERED =
      Rules.p(
          "\\b(?:ordered|order(?:ed)? (?:it|one|them)|besteld|bestelde|heb (?:er )?een besteld)\\b");

  private static final Pattern ARRIVES =
      Rules.p(
          "\\b(?:arrives|arriving|will arrive|should arrive|gets delivered|is being delivered"
              + "|(?:it's|it is|they're|they are) (?:coming|due)|comes|is coming|komt|komen"
              + "|wordt (?:\\p{L}+ )?(?:bezorgd|geleverd)|arriveert)\\b");

  private static final Pattern BUY_EN =
      Rules.p(
          "^(?:buy|order|get|purchase)\\s+(?:(?:a|an|the|some|new|another|replacement)\\s+)*"
              + "([\\p{L}'’ -]{3,40})$");

  private static final Pattern BUY_NL =
      Rules.p(
          "^(?:(?:een|de|het|nieuwe?|andere)\\s+)*([\\p{L}'’ -]{3,40}?)\\s+(?:kopen|bestellen"
              + "|aanschaffen)$");

  static Optional<EventCandidate> find(
      String sentence, List<Dates.Span> spans, LocalDate day, List<KnownTask> known) {
    if (spans.isEmpty()
        || known.isEmpty()
        || !Cues.find(ORDERED, sentence)
        || !Cues.find(ARRIVES, sentence)) {
      return Optional.empty();
    }
    Dates.Span when = Dates.firstOnOrAfter(spans, day);
    if (when == null) {
      return Optional.empty();
    }
    String thing = null;
    boolean dutch = false;
    for (KnownTask task : known) {
      if (!task.isOpen()) {
        continue;
      }
      String label = task.label().strip();
      Matcher en = AsciiCase.matcher(BUY_EN, label);
      Matcher nl = AsciiCase.matcher(BUY_NL, label);
      String found = en.matches() ? en.group(1) : nl.matches() ? nl.group(1) : null;
      if (found != null && thing != null) {
        return Optional.empty(); // two purchases open: which one comes is not said
      }
      if (found != null) {
        thing = found.strip();
        dutch = !en.matches();
      }
    }
    if (thing == null || Text.contentStems(thing).isEmpty()) {
      return Optional.empty();
    }
    String label = dutch ? "levering " + thing : thing + " delivery";
    return Optional.of(new EventCandidate(label, when.date(), sentence));
  }
}
