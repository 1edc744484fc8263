package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A task done because what it was for is settled (issue 13, stop 35), asked by {@link
 * IndirectStates} when nothing else said how the task ended:
 *
 * <ul>
 *   <li>a choice made completes the task to choose: "Let's go with Casa Mia" for "pick a caterer",
 *       "We kiezen voor de blauwe" for "een kleur uitkiezen";
 *   <li>the person to ask answered, or was asked: "Omar's lending us the ladder on Sunday" for "ask
 *       Omar about the ladder", "I've messaged Priya" for "ask Priya to review the budget";
 *   <li>the task's deed as a noun in its end state: "Order placed" for "order more printer paper",
 *       "Application's in for the passport" for "renew the passport", "Betaling is gedaan".
 * </ul>
 *
 * A question or a negation changes nothing; a person's answer must name the task's thing.
 */
final class SettledMatters {
  private SettledMatters() {}

  private static final int CASED = Pattern.UNICODE_CASE;

  private static final Pattern CHOSEN =
      Rules.p(
          "^\\W*(?:ok(?:ay)?,?\\s+|right,?\\s+|so,?\\s+|oké,?\\s+)?(?:let'?s go with|we'?ll go with|we'?re going"
              + " with|going with|we went with|went with|(?:we|i)(?:'ve| have)? (?:decided on|chosen|chose|picked"
              + " out|picked(?! up)|settled on|gone for|gone with)|decided on|settled on"
              + "|(?:we|ik) (?:kiezen|kies|gaan|ga) voor|we hebben (?:gekozen|besloten)|het wordt)\\b");

  /** A choice said as one whatever its object: "Let's go with", "decided on", "het wordt". */
  private static final Pattern PLAIN_CHOICE =
      Rules.p(
          "\\b(?:let'?s go with|we'?ll go with|decided on|settled on|gone for|(?:we|i)(?:'ve| have)"
              + " chosen|(?:we|ik) (?:kiezen|kies) voor|we hebben (?:gekozen|besloten)|het wordt)\\b");

  private static final Pattern CHOOSING_VERB =
      Rules.p(
          "^\\W*(?:pick|choose|decide|select|settle on|find)\\b"
              + "|\\b(?:kiezen|uitkiezen|beslissen|bepalen|uitzoeken)\\b");

  /** The task to ask a named person: "ask Omar about the ladder", "Sanne vragen of ...". */
  private static final Pattern ASK_LABEL =
      Pattern.compile(
          "^\\W*(?:[Aa]sk|[Cc]heck with|[Cc]hase)\\s+(?<name>\\p{Lu}\\p{Ll}+)\\b"
              + "|^\\W*(?<naam>\\p{Lu}\\p{Ll}+)\\s+(?:\\p{L}+\\s+){0,6}?(?:vragen|navragen)\\b",
          CASED);

  /** The person reports back: "Omar's lending us", "Omar says", "Omar zei", "Omar kan". */
  private static final String ANSWER =
      "\\s*(?:'s\\s+\\p{L}+ing|says|said|replied|agreed|confirmed|can|will|zei|zegt|kan|wil|gaat"
          + "|heeft (?:ja|nee) gezegd|is fine with|is okay with|is happy to)\\b";

  /** The answering and asking words of {@link #ANSWER} and {@link #ASKED}, as a cheap guard. */
  private static final Pattern ASK_CUE =
      Rules.p(
          "\\b(?:says|said|replied|agreed|confirmed|can|will|zei|zegt|kan|wil|gaat|gezegd|fine|okay"
              + "|happy|sent|messaged|texted|emailed|pinged|asked|rang|called|gestuurd|gevraagd|geappt"
              + "|gemaild|gebeld)\\b");

  private static final String ASKED =
      "\\b(?:(?:sent|messaged|texted|emailed|pinged|asked|rang|called)\\s+%1$s\\b"
          + "|(?:heb|hebben)\\s+%1$s\\s+(?:een\\s+(?:berichtje|mailtje|appje)\\s+)?(?:gestuurd|gevraagd"
          + "|geappt|gemaild|gebeld))";

  private static final Pattern NOUN_DONE =
      Rules.p(
          "^\\W*(?:the |my |our |de |het |mijn |onze )?(?<noun>order|booking|payment|reservation"
              + "|application|bestelling|boeking|betaling|reservering|aanvraag)(?:'s|\\s+is|\\s+has been"
              + "|\\s+have been)?\\s+(?:now\\s+|just\\s+|all\\s+|nu\\s+|net\\s+|al\\s+)?(?:placed|made|in"
              + "|sent|gone through|through|geplaatst|gedaan|gemaakt|binnen|verstuurd|ingediend|rond)\\b");

  private static final Pattern NOT_SO =
      Rules.p(
          "\\b(?:not|never|no|niet|nog niet|geen|if|als|once|zodra|will|'ll|should|maybe|misschien"
              + "|might|or)\\b|n't\\b");

  /** The one open task the sentence settles, or null. */
  static KnownTask settled(String sentence, List<KnownTask> open, LabelStems stems) {
    Matcher m;
    if (Cues.mayMatch(CHOSEN, sentence)
        && (m = AsciiCase.matcher(CHOSEN, sentence)).find()
        && !Cues.find(NOT_SO, sentence)) {
      KnownTask t = IndirectStates.named(sentence, open, stems, CHOOSING_VERB);
      // "We went with Sarah", "I picked up the kids": only a plain choice stands for the task
      return t != null || !Cues.find(PLAIN_CHOICE, sentence) ? t : onlyOne(open, CHOOSING_VERB);
    }
    if (Cues.mayMatch(NOUN_DONE, sentence)
        && (m = AsciiCase.matcher(NOUN_DONE, sentence)).find()
        && !Cues.find(NOT_SO, m.group())) {
      KnownTask t = IndirectStates.named(sentence, open, stems, null);
      return t != null ? t : onlyOne(open, deedOf(m.group("noun")));
    }
    return asked(sentence, open, stems);
  }

  /** The person the task was to ask answered (about its thing) or was asked. */
  private static KnownTask asked(String sentence, List<KnownTask> open, LabelStems stems) {
    if (!Cues.mayMatch(ASK_CUE, sentence)
        && !(sentence.contains("'s ") && sentence.contains("ing"))) {
      return null; // no word of answering or asking (cheap, before the tasks are looked at)
    }
    List<String> names = capitalised(sentence);
    if (names.isEmpty()) {
      return null; // no name said: no person to ask (cheap, before the tasks are looked at)
    }
    KnownTask found = null;
    for (KnownTask t : open) {
      if (names.stream().noneMatch(t.label()::contains)) {
        continue;
      }
      Matcher l = AsciiCase.matcher(ASK_LABEL, t.label());
      if (!l.find()) {
        continue;
      }
      String name = Pattern.quote(l.group("name") != null ? l.group("name") : l.group("naam"));
      boolean answered =
          Pattern.compile("^\\W*" + name + ANSWER, CASED | Pattern.CASE_INSENSITIVE)
                  .matcher(sentence)
                  .find()
              // about the task's thing, not only its person ("Omar says hi")
              && IndirectStates.named(sentence.replaceAll(name, " "), List.of(t), stems, null)
                  != null
              && !Cues.find(NOT_SO, sentence);
      boolean asked =
          Pattern.compile(String.format(ASKED, name), CASED | Pattern.CASE_INSENSITIVE)
                  .matcher(sentence)
                  .find()
              && !Cues.find(StatusWords.NEGATED, sentence);
      if (answered || asked) {
        if (found != null) {
          return null;
        }
        found = t;
      }
    }
    return found;
  }

  /** The words of the sentence that start with a capital letter. */
  private static List<String> capitalised(String sentence) {
    List<String> out = new java.util.ArrayList<>(2);
    int n = sentence.length();
    for (int i = 0; i < n; i++) {
      if (Character.isUpperCase(sentence.charAt(i))
          && (i == 0 || !Character.isLetter(sentence.charAt(i - 1)))) {
        int j = i + 1;
        while (j < n && Character.isLetter(sentence.charAt(j))) {
          j++;
        }
        if (j - i >= 2) {
          out.add(sentence.substring(i, j));
        }
        i = j;
      }
    }
    return out;
  }

  private static Pattern deedOf(String noun) {
    return switch (Text.fold(noun)) {
      case "order", "bestelling" -> Rules.p("^\\W*order\\b|\\bbestellen\\b");
      case "booking", "reservation", "boeking", "reservering" ->
          Rules.p("^\\W*(?:book|reserve)\\b|\\b(?:boeken|reserveren)\\b");
      case "payment", "betaling" -> Rules.p("^\\W*pay\\b|\\b(?:betalen|overmaken)\\b");
      default -> Rules.p("^\\W*(?:apply|renew|submit)\\b|\\b(?:aanvragen|verlengen|indienen)\\b");
    };
  }

  private static KnownTask onlyOne(List<KnownTask> open, Pattern verb) {
    KnownTask found = null;
    for (KnownTask t : open) {
      if (AsciiCase.matcher(verb, t.label()).find()) {
        if (found != null) {
          return null;
        }
        found = t;
      }
    }
    return found;
  }
}
