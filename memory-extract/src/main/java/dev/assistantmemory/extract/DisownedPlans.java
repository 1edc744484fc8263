package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Plans the message names but nobody in it takes on (issue 13, stop 38), read after every task rule
 * beside {@link UnmeantPlans}. Four classes, each a shape rather than a sentence:
 *
 * <ul>
 *   <li>a commitment the user denies having made: "I never said I'd help with the car boot sale",
 *       "I didn't agree to host", "Who said I'd drive?", "Ik heb nooit gezegd dat ik ...", "Wie
 *       zegt dat ik ...?" (a "but" after it, or "I never said I wouldn't", keeps the plan);
 *   <li>a question for advice on how to do a thing: "what's a good way to remember to take my
 *       meds?", "What's the easiest way to stop forgetting the bins?", "Wat is een handige manier
 *       om ...": the act is the topic of the question, not a plan;
 *   <li>another person's plan the user only remarks on: "Kevin gaat zijn tuin helemaal betegelen,
 *       ik snap het niet", "My brother's going to sell his car, no idea why", "Sanne wil een
 *       marathon lopen. Liever zij dan ik." (gossip, not a task someone owes);
 *   <li>a promise closed by an absurd claim about oneself: "..., en ik word de nieuwe koning", "...
 *       And I'll be the next pope." (the closing irony of "and I'm the pope", put in the future).
 * </ul>
 */
final class DisownedPlans {

  private DisownedPlans() {}

  /** "I never said I'd", "ik heb nooit gezegd dat ik": the commitment is denied. */
  private static final Pattern DENIED =
      Rules.p(
          "(?:\\b(?:i|i'?ve|i have)\\s+(?:never|didn'?t|did not|have never|never ever)\\s+"
              + "(?:said|say|promised|promise|agreed|agree|offered|offer|volunteered|volunteer"
              + "|signed up|sign up)\\b"
              + "|^\\W*who (?:said|says|told you) (?:that )?(?:i'?d|i would|i'?ll|i will|i was)\\b"
              + "|\\bik heb (?:nooit|niet|helemaal niet|helemaal nooit|nergens) (?:gezegd|beloofd"
              + "|toegezegd|aangeboden|ja gezegd)\\b"
              + "|\\b(?:heb|had) ik (?:nooit|niet|helemaal niet) (?:gezegd|beloofd|toegezegd)\\b"
              + "|^\\W*wie (?:zegt|zei) (?:er |dan |nou )?dat ik\\b)"
              // "but I will", "I never said I wouldn't": the plan stands
              + "(?![^.;]*\\b(?:but|though|maar|wouldn'?t|won'?t|would not|will not|not|niet|nooit"
              + "|never|geen)\\b)");

  /** "What's a good way to ...": advice asked on how to do the act. */
  private static final Pattern ADVICE_QUESTION =
      Rules.p(
          "^\\W*(?:(?:so|ok|okay|hey|hi|quick question|random question)\\W+)?"
              + "(?:what'?s|whats|what is|what are|what would be)\\s+(?:a|the|some|any)\\s+"
              + "(?:good|better|best|easy|easier|easiest|simple|simplest|smart|smartest|quick|quickest"
              + "|clever|reliable|sensible)\\s+(?:way|ways|trick|tricks|tip|tips|method|methods|system"
              + "|approach|hack|hacks)\\s+(?:to|for|of)\\b"
              + "|^\\W*(?:wat is|wat zijn|wat's)\\s+(?:een|de|goede|handige|slimme)\\s+"
              + "(?:(?:goede|handige|beste|makkelijke|makkelijkste|slimme|simpele|snelle)\\s+)?"
              + "(?:manier|manieren|truc|trucs|trucje|tip|tips|methode|aanpak)\\s+om\\b");

  /** A third person as the subject of a plan: "Kevin gaat ...", "My brother's going to ...". */
  private static final Pattern THIRD_PERSON_PLAN =
      Rules.p(
          "^\\W*(?:(?-i:\\p{Lu})\\p{L}+|my \\p{L}+|mijn \\p{L}+|m'n \\p{L}+|onze? \\p{L}+)"
              + "(?:\\s+(?:gaat|wil|is going to|is gonna|wants to|plans to|is planning to|will)"
              + "|'s (?:going to|gonna|planning to))\\s");

  /** The user's bemused remark on someone else's plan, closing a clause or a sentence. */
  private static final Pattern REMARK =
      Rules.p(
          "(?:^|[,;.!?\u2013\u2014-]\\s*)(?:(?:honestly|seriously|lol|haha|echt|eerlijk gezegd)\\W+)?"
              + "(?:i don'?t get it|i don'?t get why|i don'?t understand (?:it|why)|no idea why"
              + "|god knows why|don'?t ask me why|beats me|rather (?:him|her|them) than me"
              + "|each to their own|to each their own|good luck (?:to (?:him|her|them)|with that)"
              + "|ik snap (?:het|er) niet(?:s| veel)?(?: van)?|ik snap er niks van|ik begrijp (?:het|er) niet"
              + "|ik begrijp er niks van|snap ik niks van|geen idee waarom|waarom weet ik niet"
              + "|liever (?:hij|zij|ze) dan ik|ieder z(?:'n|ijn) ding|succes ermee|mij niet gezien)"
              + "[\\s\\p{So}\\p{Sk}.!?]*$");

  /** "En ik word de nieuwe koning": an absurd claim closing the promise. */
  private static final Pattern ABSURD_CLAIM =
      Rules.p(
          "(?:^|[,.!?]\\s+)(?:and|en)\\s+(?:then\\s+|dan\\s+)?(?:i'?ll be|i will be|i'?m going to be"
              + "|i'?m gonna be|i'?ll become|i will become|ik word|word ik|ik ben|ben ik)\\s+"
              + "(?:(?:the|de)\\s+)?(?:next\\s+|new\\s+|nieuwe\\s+|volgende\\s+)?(?:pope|king|queen"
              + "|emperor|president|prime minister|paus|koning|koningin|keizer|premier)\\b"
              + "[^.?!]*[.!]*\\s*$");

  /** Drops the tasks no one in the message takes on. */
  static void drop(String text, List<TaskCandidate> tasks) {
    if (tasks.isEmpty()) {
      return;
    }
    if (Cues.find(ABSURD_CLAIM, text)) {
      tasks.clear();
      return;
    }
    boolean remarked = false;
    for (String sentence : Text.sentences(text)) {
      remarked |= Cues.find(REMARK, sentence);
    }
    boolean remarkedOn = remarked;
    tasks.removeIf(
        t ->
            t.excerpt() != null
                && (Extraction.SELF.equals(t.owner()) && Cues.find(DENIED, t.excerpt())
                    || Cues.find(ADVICE_QUESTION, t.excerpt())
                    || remarkedOn
                        && t.owner() != null
                        && !Extraction.SELF.equals(t.owner())
                        && Cues.find(THIRD_PERSON_PLAN, t.excerpt())));
  }
}
