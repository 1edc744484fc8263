package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.regex.Pattern;

/**
 * A plan whose deed is leisure is an occasion, not a task (issue 13, stop 32): "Ik ga donderdag
 * lunchen met Maaike", "Zaterdag picknicken we met Tess", "Joost en Marloes komen zaterdag
 * logeren", "we gaan het vieren", "We're having a picnic with the Kellys on Sunday", "We'll
 * celebrate on Friday". A task labelled by such a verb is dropped; a task about the occasion keeps
 * its own verb ("de borrel regelen", "bring dessert to the family lunch", "organise the christening
 * lunch").
 */
final class LeisurePlans {

  private LeisurePlans() {}

  private static final Pattern LEISURE =
      Rules.p(
          "^\\W*(?:lunch|dine|picnic|celebrate|party|have (?:lunch|dinner|brunch|drinks|a picnic"
              + "|a barbecue|a bbq))\\b"
              + "|(?:^|\\s)(?:lunchen|dineren|picknicken|logeren|vieren|borrelen|brunchen|barbecueën"
              + "|feesten)(?:\\s|$|\\W)");

  /** Whether the task is a leisure plan, not a duty. */
  static boolean is(TaskCandidate t) {
    return Cues.find(LEISURE, t.label());
  }
}
