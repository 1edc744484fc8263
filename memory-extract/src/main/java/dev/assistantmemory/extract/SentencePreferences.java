package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Fact;
import java.util.ArrayList;
import java.util.List;

/** The likes and dislikes one sentence states (split from {@link RuleBasedExtractor}, stop 34). */
final class SentencePreferences {
  private SentencePreferences() {}

  /**
   * An object that is only degree words ("erg", "stiekem best") or a refusal ("Nee merci"): a slot
   * misread, no thing.
   */
  private static final java.util.regex.Pattern DEGREE_ONLY =
      Rules.p(
          "^(?:(?:very|so|really|quite|erg|heel|zo|echt|wel|best|stiekem|eigenlijk|niet)\\s+)+$"
              + "|^(?:nee|no|nah|nope)(?:\\s+(?:merci|thanks|thank you|dank je|bedankt))?\\s+$");

  /**
   * Likes and dislikes as HAS_PREFERENCE claims: a like keeps the object as said ("tea"), a dislike
   * is stored as "dislikes coriander", so no reader can take it for a like. {@code written} is the
   * sentence as the user wrote it, before chat text was cleaned, where sarcasm is read ("Oh I just
   * LOVE sitting in traffic"); {@code mocked} that the message claims a taste of a thing that came
   * round again, ironically ({@link Sarcasm#recurring}).
   */
  static void read(
      String sentence,
      String written,
      Lang lang,
      boolean assistant,
      String topic,
      boolean sarcastic,
      boolean mocked,
      List<Fact> out) {
    if (sentence.endsWith("?") && Cues.find(Preferences.OFFER, sentence)) {
      return; // "Would you like me to set up a reminder?": asked, not a taste (tenth pass)
    }
    String s =
        ChangedTastes.now(
            assistant
                ? FactRules.secondToFirstPerson(sentence, lang)
                : PreferenceObjects.withoutInterjection(sentence));
    if (lang == Lang.NL) {
      s = DutchTasteClauses.mainOrder(s); // "dat ik dol ben op drop" (stop 36)
    }
    String about = topic == null ? null : Text.clean(topic);
    List<Preferences.Pref> found = new ArrayList<>(Preferences.find(s, lang, about));
    if (!assistant) { // "Loud restaurants put me off", "Online banking I'm fine with" (stop 31)
      found.removeIf(p -> EvaluativePreferences.anaphoric(p.object()));
      found.addAll(HabitPreferences.find(sentence, lang, found)); // "I always take the stairs"
      found.addAll(EvaluativePreferences.find(sentence, lang, found));
      found.addAll(TastePhrases.find(sentence, lang, about, found)); // "I could live on pho"
      found.addAll(LexiconPreferences.find(sentence, lang, found)); // "I'm not crazy about X"
      found.addAll(ComparedTastes.find(sentence, lang, found)); // "Dark chocolate > milk" (stop 38)
      found.addAll(TasteTurns.find(sentence, lang, found)); // "X is growing on me" (stop 40)
      found.addAll(PleasedWith.find(sentence, lang, found)); // "Wat ben ik blij met X" (stop 40)
      found.addAll(BareVerdicts.find(sentence, lang, found)); // "The lamb, just sublime"
      found.addAll(LexiconPredicates.find(sentence, lang, found)); // "X is pure torture"
      found = TasteSayings.amend(sentence, lang, found); // "X vind ik de pest" (stop 35)
      found = TasteIdioms.amend(sentence, lang, found); // "X laat me koud" (stop 45)
    }
    found = PreferenceObjects.fix(HabitPreferences.split(found)); // "both cats and dogs"
    found.removeIf(p -> !LexiconPreferences.taste(p.object())); // "I love you", "I like the plan"
    found.removeIf(
        p -> AsciiCase.matcher(DEGREE_ONLY, p.object() + " ").matches()); // "erg", "nee merci"
    found.removeIf(p -> p.like() && LexiconPreferences.hedged(sentence)); // "not sure I like X"
    found =
        assistant
            ? found
            : Sarcasm.read(written, lang, sarcastic, mocked, found); // "Oh I LOVE traffic"
    for (Preferences.Pref pref : found) {
      String value = pref.like() ? pref.object() : RuleBasedExtractor.DISLIKES + pref.object();
      out.add(new Fact(Extraction.SELF, "HAS_PREFERENCE", value, null, null, false, sentence));
    }
  }
}
