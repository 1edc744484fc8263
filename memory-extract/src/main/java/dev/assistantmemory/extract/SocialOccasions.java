package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A meal or a stay with other people on a day is an occasion, not a duty: "Ik ga donderdag lunchen
 * met Maaike", "Joost en Marloes komen zaterdag logeren", "having dinner with Chloe on Friday". The
 * task rules read such a sentence as an intention; this takes those tasks back so the sentence is
 * read for its occasion. Merged with tasks14's {@code LeisurePlans} (stop 32). A duty around the
 * occasion ("..., dus vóór die tijd moet het logeerbed opgemaakt") stays. An appointment noted by
 * its hour ("10 uur kapper") is an occasion too ({@link AppointmentNotes}).
 */
final class SocialOccasions {
  private SocialOccasions() {}

  private static final Pattern SOCIAL_LABEL =
      Rules.p(
          "^(?:gaan |ga )?(?:lunchen|dineren|borrelen|brunchen|ontbijten|uit eten|koffie drinken"
              + "|logeren|een borrel drinken|iets drinken)\\b"
              + "|\\b(?:komen|komt) (?:[\\p{L}-]+ ){0,3}(?:logeren|eten|lunchen|dineren|borrelen)\\b"
              + "|^(?:have|having|grab|grabbing|get|getting) (?:lunch|dinner|drinks|coffee|brunch"
              + "|breakfast|a drink|a coffee) with\\b"
              // tasks14's leisure plans: "Zaterdag picknicken we met Tess", "we gaan het vieren",
              // "We're having a picnic with the Kellys", "We'll celebrate on Friday"
              + "|^\\W*(?:lunch|dine|picnic|celebrate|party|have (?:lunch|dinner|brunch|drinks"
              + "|a picnic|a barbecue|a bbq))\\b"
              + "|(?:^|\\s)(?:lunchen|dineren|picknicken|logeren|vieren|borrelen|brunchen|barbecueën"
              + "|feesten)(?:\\s|$|\\W)");

  /** Whether the task is a leisure plan, not a duty. */
  static boolean is(TaskCandidate t) {
    return Cues.find(SOCIAL_LABEL, t.label());
  }

  /**
   * Removes the sentence's tasks (from {@code from}) that are a social occasion; true when it
   * removed one and none of the sentence's tasks is left (the sentence is then read for its
   * occasion).
   */
  static boolean apply(List<TaskCandidate> tasks, int from) {
    AppointmentNotes.apply(tasks, from);
    int before = tasks.size();
    tasks.subList(from, tasks.size()).removeIf(t -> Cues.find(SOCIAL_LABEL, t.label()));
    return tasks.size() < before && tasks.size() == from;
  }
}
