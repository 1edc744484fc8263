package dev.assistantmemory.core.extract;

import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.Set;

/**
 * The text each extracted fact is written with. The plan embeds these texts and the writer looks
 * their vectors up by them, so both build them here.
 */
final class Statements {
  private Statements() {}

  /** How a statement names its subject: the user's self, or the person by name. */
  static String who(String subject) {
    return Extraction.SELF.equals(subject) ? "The user" : subject;
  }

  static String statement(String who, String predicate, String object) {
    return switch (predicate) {
      case "HAS_PREFERENCE" ->
          object.startsWith("dislikes ") ? who + " " + object : who + " likes " + object;
      case "HAS_GOAL" -> who + " wants to " + object;
      case "MADE_DECISION" -> who + " decided: " + object;
      case "WORKS_AT" -> who + " works at " + object;
      case "LOCATED_IN" -> who + " lives in " + object;
      case "AFFILIATED_WITH" -> who + " is affiliated with " + object;
      default -> who + ": " + object;
    };
  }

  /**
   * The texts worth a vector: task and event cards and fact statements, which are searched by
   * meaning. Names (people, places, organisations) and status or due statements are found by their
   * words; embedding them would cost more than extraction itself.
   */
  static void collectVectorTexts(Extraction e, Set<String> texts) {
    e.tasks().forEach(t -> texts.add(t.label()));
    e.events().forEach(ev -> texts.add(ev.label()));
    for (Fact f : e.facts()) {
      String object = f.objectValue() != null ? f.objectValue() : f.objectName();
      if (object != null) {
        texts.add(statement(who(f.subject()), f.predicate(), object));
      }
    }
  }
}
