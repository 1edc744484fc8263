package dev.assistantmemory.extract;

import java.util.Map;

/**
 * English past forms that no suffix rule reads (stop 40, status2): strong verbs of everyday deeds
 * ("dug", "rung", "sewn", "swept", "caught"), so a task's own verb meets its past form as "sent"
 * meets "send" (Dutch strong participles are read by the Dutch lexicon). Verbs whose past equals
 * their base ("put", "cut") and past forms that are mostly adjectives ("broken", "frozen", "grown")
 * are left out.
 */
final class IrregularPasts {

  private IrregularPasts() {}

  private static final Map<String, String> ENGLISH =
      Map.ofEntries(
          Map.entry("dug", "dig"),
          Map.entry("rung", "ring"),
          Map.entry("sewn", "sew"),
          Map.entry("mown", "mow"),
          Map.entry("shown", "show"),
          Map.entry("sung", "sing"),
          Map.entry("sang", "sing"),
          Map.entry("swept", "sweep"),
          Map.entry("lent", "lend"),
          Map.entry("spent", "spend"),
          Map.entry("caught", "catch"),
          Map.entry("taught", "teach"),
          Map.entry("sought", "seek"),
          Map.entry("won", "win"),
          Map.entry("held", "hold"),
          Map.entry("chose", "choose"),
          Map.entry("chosen", "choose"),
          Map.entry("threw", "throw"),
          Map.entry("thrown", "throw"),
          Map.entry("drove", "drive"),
          Map.entry("driven", "drive"),
          Map.entry("flew", "fly"),
          Map.entry("flown", "fly"),
          Map.entry("rode", "ride"),
          Map.entry("ridden", "ride"),
          Map.entry("dealt", "deal"),
          Map.entry("woke", "wake"),
          Map.entry("wrung", "wring"));

  /** The base of one of these English past forms, or null. */
  static String english(String word) {
    return ENGLISH.get(word);
  }
}
