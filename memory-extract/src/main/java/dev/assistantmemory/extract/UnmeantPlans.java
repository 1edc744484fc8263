package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What only sounds like a plan (issue 13, stop 35), read after every task rule, beside {@link
 * TakenBack}: the plan taken back by a later sentence of the same message ("I'll call the bank
 * tomorrow. Actually no, never mind.", "Zaterdag ga ik de schuur opruimen. Ach nee, laat ook
 * maar."), a plan the user gives no chance or doubts ("There's no chance I'm going to repaint the
 * shed", "I don't think I'll apply for the Berlin job"), an act put off to "one of these days"
 * after its object ("I should sort out my pension one of these days", "Ik moet echt een keer leren
 * koken"), a resolution only ever said ("I keep telling myself I'll start running", "Morgen ga ik
 * sporten, zeg ik al drie jaar"), a condition contrary to fact ("If it weren't raining I'd mow the
 * lawn"), a retraction's reason ("Nee, laat maar, we gaan volgend jaar toch verhuizen"), hyperbole
 * shaped like a plan ("I'd kill for a holiday"), and irony closed by a tag ("Sure, I'll do the
 * ironing. In another life.", "..., yeah, no.", an emphatic promise closed by a laugh: "Yeah I'll
 * totally do my reading lmao"), and a closing joke tag ("... Just kidding.", "... Grapje.").
 */
final class UnmeantPlans {
  private UnmeantPlans() {}

  /**
   * A sentence that takes back what came before and says nothing else to do: "Never mind.", "Oh
   * wait, no, Dan already did.", "Actually, forget it, we'll eat in.", "Nee, toch maar niet.",
   * "Hmm, on second thought, no." A plan of its own in it ("Actually no, I'll call them today")
   * keeps the message's tasks; "no need to remind me" is no retraction.
   */
  private static final Pattern RETRACTION =
      Rules.p(
          "^\\W*(?:(?:oh|ah|hmm+|ach|eh|uh|um|wait|hold on|actually|eigenlijk|nah|no|nope|nee|nou"
              + "|well|ok|okay|oké|ugh)\\W+)*"
              + "(?:never ?mind|nvm|forget (?:it|that|about it|what i said)|scratch that"
              + "|on second thoughts?|toch (?:maar )?niet|laat (?:ook )?maar(?: zitten)?"
              + "|vergeet (?:het|dat) maar|no need|(?:dat |het )?hoeft (?:al |ook )?niet(?: meer)?"
              + "|(?:wait|actually|eigenlijk|ach),? (?:no|nee|nah|nope)|no wait)"
              + "(?=\\W*$|\\s*[,.;!])");

  /**
   * Stop 36: a bare "no" opening the sentence after the user's own question, answering it: "Put
   * 'call the plumber' on the list? Nah, Dad's on it.", "Zal ik de taart bestellen? Nee, ik bak er
   * zelf een." A plan of its own after the "no" keeps its tasks; "No rush" is no answer.
   */
  private static final Pattern BARE_NO =
      Rules.p(
          "^\\W*(?:nah|nope|no|nee|neuh|nee hoor|no no)(?:\\s*[,.!;:\u2013\u2014-]|\\s+(?:wait|wacht)\\b)");

  /** A question put to the assistant or to another person, not to oneself. */
  private static final Pattern ADDRESSED = Rules.p("\\b(?:you|your|u|je|jij|jou|jouw|jullie)\\b");

  /**
   * A retraction opening the sentence, then its reason with "anyway": "Nee, laat maar, we gaan
   * volgend jaar toch verhuizen", "nah forget it, we're selling the house anyway". The reason is no
   * plan; taking the task over ("laat maar, ik doe het toch zelf") stays one.
   */
  private static final Pattern RETRACTION_REASON =
      Rules.p(
          "^\\W*(?:(?:oh|ah|ach|eh|nah|no|nope|nee|nou|ugh|well)\\W+)*(?:never ?mind|nvm|forget"
              + " (?:it|that)|laat (?:ook )?maar|no need|hoeft niet|vergeet het maar)\\s*[,;:]"
              + "(?![^.?!]*\\b(?:zelf|myself|ourselves)\\b)[^.?!]*\\b(?:toch|anyway|anyhow|already"
              + "|sowieso|pointless|zinloos)\\b");

  /** A plan given no chance or doubted by the user: "no chance I'll ...", "I doubt I'll ...". */
  private static final Pattern NO_CHANCE =
      Rules.p(
          "\\b(?:no|zero|fat|slim|little|not a|not much of a) chance (?:that\\s+)?(?>i'?ll|i'?m|i will"
              + "|we'?ll|we'?re|i|we)\\b"
              // "no chance I'll forget" promises the act
              + "(?!\\s+(?:\\p{L}+\\s+)?(?:forget|miss|skip|lose|be late)\\b)"
              + "|\\bgeen (?:schijn van (?:een )?)?kans dat (?:ik|we|wij)\\b"
              + "|\\b(?:i )?(?:don'?t|do not) think (?:that )?i'?(?:ll| will|m going to| am going to"
              + "|m gonna)\\b(?![^.;]*\\b(?:but|though)\\b)"
              + "|\\bi'?m not sure i'?(?:ll| will)\\b(?![^.;]*\\bbut\\b)"
              + "|\\bik denk niet dat ik\\b(?![^.;]*\\bmaar\\b)");

  /**
   * The act put off to no time at all, said after its object (the task rules read "someday" only
   * before it); "one day" as a length of time ("one day late", "one day before") is not that.
   */
  private static final Pattern SOMEDAY =
      Rules.p(
          "\\b(?:someday|some day|one of these (?:days|weeks|years)|een dezer dagen|op een dag"
              + "|one day(?!\\s+(?:late|early|before|after|later|left|to go|of|per|a week|behind"
              + "|overdue|ahead|earlier|extension|more|extra|only)\\b))\\b");

  /**
   * Dutch "eens / echt een keer" with a modal: "Ik moet echt een keer leren koken", "We zouden eens
   * een keertje ...". "nog een keer" (once more) is a real act.
   */
  private static final Pattern SOME_TIME_NL =
      Rules.p(
          "\\b(?:moet|moeten|zou|zouden|moest)\\b[^.?!,;]*\\b(?:echt|toch|nou|nu|eens) (?:eens )?een"
              + " keer(?:tje)?\\b");

  /** A resolution only ever said, or urged by others: "I keep telling myself I'll ...". */
  private static final Pattern ONLY_SAID =
      Rules.p(
          "\\bkeep telling myself\\b|\\bkeeps? (?:saying|telling me) (?:that )?i (?:should|ought"
              + "|need)\\b|\\bzeg ik al (?:\\p{L}+ )?(?:jaren|jaar|maanden|weken|tijden|eeuwen)\\b"
              + "|\\bi'?ve been saying (?:that|this|it) for (?:\\p{L}+ )?(?:years|months|ages|weeks)\\b"
              + "|\\b(?:zegt|zeggen) al (?:\\p{L}+ )?(?:jaren|jaar|maanden|weken) dat ik\\b");

  /** Hyperbole shaped like a plan: "I'd kill for a holiday", "... from my cold dead hands". */
  private static final Pattern HYPERBOLE =
      Rules.p(
          "\\b(?:i'?d|i would|i could) (?:kill|murder|die) for\\b|\\bcold,? dead hands\\b"
              + "|\\bkicking and screaming\\b");

  /** A condition contrary to fact with another subject: "If it weren't raining I'd ...". */
  private static final Pattern COUNTERFACTUAL =
      Rules.p(
          "^\\W*if (?:it|there|they|he|she|the \\p{L}+|my \\p{L}+) (?:weren'?t|wasn'?t|were|had"
              + "|didn'?t|hadn'?t)\\b[^.?!]*\\b(?:i'?d|i would|we'?d|we would)\\b");

  /**
   * Stop 43: another person's own first time is an occasion of theirs, not a duty ("Tom's doing his
   * first solo sail on 1 May", "Mia is running her first 10k on Sunday", "Daan rijdt zaterdag zijn
   * eerste wedstrijd"); "Jess is doing her half of the cards" stays hers to do.
   */
  private static final Pattern OWN_FIRST =
      Rules.p(
          "(?-i:\\p{Lu})\\p{L}+(?:'s|’s| is| will be)\\s+\\p{L}+ing\\s+(?:his|her|their)\\s+(?:very\\s+)?"
              + "(?:first|maiden|debut)\\b"
              + "|(?-i:\\p{Lu})\\p{L}+\\s+(?:doet|rijdt|loopt|zwemt|zeilt|speelt|maakt|vliegt|klimt"
              + "|zingt|heeft)\\b[^,.;]*\\b(?:zijn|haar|hun)\\s+(?:aller)?eerste\\b");

  /** A promise of the user's own ("I'll", "gonna", "ik ga"): an obligation is not one. */
  private static final String PROMISE =
      "(?:i'?ll|i will|i'?m (?:going to|gonna)|gonna|ik ga|ga ik|ik zal|zal ik)";

  /** The emphasis a laughed-off promise carries. */
  private static final String EMPHASIS =
      "(?:totally|definitely|def|defo|for sure|totes|absolutely|heus|zeker|tuurlijk|natuurlijk)";

  /** Irony closed by a tag at the end of the message. */
  private static final Pattern CLOSING_IRONY =
      Rules.p(
          "(?:^|[.!?,;]\\s*)(?:yeah|yes|ja),? (?:no|nee)[.!]*\\s*$"
              + "|\\bin (?:another|a different|my next|the next) life\\W*$"
              + "|\\bin een (?:ander|volgend) leven\\W*$"
              + "|\\booit[.!]*\\s+misschien\\W*$"
              // stop 36: a closing joke tag: "I'll do my taxes early this year. Just kidding.", "Ik
              // ga de tuin omspitten. Grapje."
              + "|(?:^|[.!?,;]\\s*)(?:(?:haha\\p{L}*|hihi|lol)\\W+)?(?:just |only )?(?:kidding|joking|jk|j/k"
              + "|i'?m (?:just |only )?(?:kidding|joking)|grapje|geintje|ik maak (?:maar )?een (?:grapje|geintje)"
              + "|(?:ik )?grap maar)(?:\\s+(?:lol|haha\\p{L}*|hihi))?[\\s\\p{So}\\p{Sk}.!]*$"
              // an emphatic promise closed by a laugh: "Yeah I'll totally do my reading lmao"
              + "|(?:\\b"
              + PROMISE
              + "\\b[^.?!]*?\\b"
              + EMPHASIS
              + "|\\b"
              + EMPHASIS
              + "\\b[^.?!]*?\\b"
              + PROMISE
              + ")\\b[^.?!]*?(?:\\b(?:lol|lmao|lmfao|rofl|haha\\p{L}*|hihi)\\b"
              + "|[\\x{1F602}\\x{1F923}])[\\s\\p{So}\\p{Sk}.!]*$");

  /** Drops the tasks the message does not mean. */
  static void drop(String text, List<TaskCandidate> tasks) {
    if (tasks.isEmpty()) {
      return;
    }
    if (Cues.find(CLOSING_IRONY, text)) {
      tasks.clear();
      return;
    }
    tasks.removeIf(t -> t.excerpt() != null && unmeant(t));
    retracted(text, tasks);
  }

  private static boolean unmeant(TaskCandidate t) {
    String s = t.excerpt();
    return Cues.find(NO_CHANCE, s)
        || Cues.find(RETRACTION_REASON, s)
        || Cues.find(ONLY_SAID, s)
        || Cues.find(COUNTERFACTUAL, s)
        || Cues.find(HYPERBOLE, s)
        || t.owner() != null && !Extraction.SELF.equals(t.owner()) && Cues.find(OWN_FIRST, s)
        || Extraction.SELF.equals(t.owner())
            && (Cues.find(SOME_TIME_NL, s) || Cues.find(SOMEDAY, clauseOf(s, t.label())));
  }

  /** The clause of the sentence that holds the label's first word, up to the next clause mark. */
  private static String clauseOf(String sentence, String label) {
    String verb = Rx.split(label.strip(), "\\s+")[0].toLowerCase(Locale.ROOT);
    String lower = sentence.toLowerCase(Locale.ROOT);
    int at = verb.isEmpty() ? -1 : lower.indexOf(verb);
    if (at < 0) {
      return sentence;
    }
    int end = sentence.length();
    for (String mark : new String[] {",", ";", " but ", " maar ", " and then ", " en dan "}) {
      int k = lower.indexOf(mark, at);
      if (k >= 0 && k < end) {
        end = k;
      }
    }
    return sentence.substring(at, end);
  }

  /** The user's own question, then a bare "no" answering it. */
  private static boolean answeredNo(String question, String answer) {
    return question.endsWith("?") && Cues.find(BARE_NO, answer) && !Cues.find(ADDRESSED, question);
  }

  /**
   * Drops the tasks said before a retraction sentence when nothing to do is said from it on: the
   * user took the plan back in the same message.
   */
  private static void retracted(String text, List<TaskCandidate> tasks) {
    List<String> sentences = Text.sentences(text);
    if (sentences.size() < 2) {
      return;
    }
    int from = -1;
    for (int i = 1; i < sentences.size() && from < 0; i++) {
      if (Cues.find(RETRACTION, sentences.get(i))
          || answeredNo(sentences.get(i - 1), sentences.get(i))) {
        from = text.indexOf(sentences.get(i));
      }
    }
    if (from < 0) {
      return;
    }
    int cut = from;
    boolean laterPlan =
        tasks.stream().anyMatch(t -> t.excerpt() == null || text.indexOf(t.excerpt()) >= cut);
    if (!laterPlan) {
      tasks.removeIf(t -> text.indexOf(t.excerpt()) < cut);
    }
  }
}
