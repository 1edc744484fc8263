package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Praise the message itself marks as sarcasm ("Oh I just LOVE doing the VAT return. Best part of my
 * year. 🙄", "Heerlijk weertje om op een plat dak te werken, top hoor", "Love a 6am meeting /s"):
 * what it "likes" is what the user dislikes. Storing it as a like would be a confident false
 * memory, the worst error a preference can make, so every like of such a message is stored as a
 * dislike. Only an explicit mark counts (an eye-roll or unamused face, "/s", "yeah right", "said no
 * one ever", a closing "top hoor" / "lekker dan"); capitals or an exclamation alone are sincere ("I
 * LOVE sushi!").
 */
final class SarcasticPraise {
  private SarcasticPraise() {}

  /**
   * The closing tags {@link Sarcasm#marked} does not read: a closing "top hoor", "lekker dan",
   * "(not)", "/s" or a word for sarcasm itself. The eye-rolls, "yeah right" and "said no one ever"
   * are {@link Sarcasm}'s and {@link Rules#IRONY}'s, read once.
   */
  private static final Pattern CLOSING_TAG =
      Rules.p(
          "(?:^|\\s)/s\\b|\\b(?:top|fijn|leuk|geweldig|heerlijk) hoor\\W*$|\\blekker dan\\W*$"
              + "|\\bnot!+\\s*$|\\(not\\)\\W*$|\\bsarcasm\\b|\\bsarcasme\\b");

  /** Whether the message marks what it says as sarcasm. */
  static boolean marked(String text) {
    return Sarcasm.marked(text) || Cues.find(CLOSING_TAG, text);
  }

  /** The message's likes of the user turned into dislikes when the message is marked sarcastic. */
  static void invert(String text, List<Fact> facts) {
    if (!marked(text)) {
      return;
    }
    facts.replaceAll(
        f ->
            f.predicate().equals("HAS_PREFERENCE")
                    && Extraction.SELF.equals(f.subject())
                    && f.objectValue() != null
                    && !f.objectValue().startsWith(RuleBasedExtractor.DISLIKES)
                ? new Fact(
                    f.subject(),
                    f.predicate(),
                    RuleBasedExtractor.DISLIKES + f.objectValue(),
                    f.objectName(),
                    f.objectType(),
                    f.replacesPrevious(),
                    f.excerpt())
                : f);
  }
}
