package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.extract.pos.DutchLexicon;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An open task handed back to the user or on to someone else in a later message (issue 13, twelfth
 * pass): "Ravi's off sick, so I'll have to do the printer myself", "Youssef is met vakantie, dan
 * bestel ik ze zelf wel" (back to the user), "Actually Pete's going to do the fence", "Dan has
 * offered to do the card" (on to Pete, Dan). The task keeps its label; only its owner changes. The
 * sentence must name the task (a word of its label) or stand for it with a pronoun when it is the
 * only open task, and say a doing verb (the task's own or do / handle / take / doen / regelen).
 */
final class HandedTasks {

  private HandedTasks() {}

  /**
   * The user taking the task on: "I'll ... myself", "ik ... zelf wel"; stop 37: already done so
   * ("so I've sent them myself", "heb ze zelf maar gestuurd") and chat's "k" for "ik" ("k neem de
   * bbq zelf mee").
   */
  private static final Pattern MYSELF =
      Rules.p(
          "\\b(?:i'?ll|i will|i have to|i'?ll have to|i can|i need to|i must|i'?m going to"
              + "|i'?ve|i have|i'?ve had to|i had to)\\b"
              + "[^.;!?]{0,40}\\bmyself\\b"
              + "|\\b(?:ik|k|dan \\p{L}+ ik)\\b[^.;!?]{0,40}\\bzelf\\b"
              + "|(?:^|\\b(?:dus|maar|toen|en)\\s+)(?:heb|moest)\\b[^.;!?]{0,40}\\bzelf\\b");

  /** Someone else taking the task on: "Pete's going to do", "Dan has offered to", "gaat Joris". */
  private static final Pattern SOMEONE =
      Pattern.compile(
          "^\\W*(?:(?i:actually|in fact|change of plan|oh|eigenlijk|trouwens|nee|laat maar"
              // stop 34: "Laat maar, Anouk neemt de taart over": the user's part dropped only
              + "|never ?mind|forget it|scratch that|no wait|wait|wacht)\\W+){0,2}"
              // stop 36: a relation before the name ("My son-in-law Raj", "Mijn buurjongen Tim")
              + "(?:(?<name>(?:(?i:my|mijn|our|onze|ons)\\s+\\p{Ll}[\\p{Ll}-]+\\s+)?\\p{Lu}\\p{Ll}+)"
              // stop 36: where the name is from ("Dennis from flat 4 offered to do it")
              + "(?:\\s+from\\s+[^,.;!?]{1,20}?)?"
              + "(?:'s| is| has| will|'ll)?\\s+(?i:going to|gonna|offered to"
              + "|agreed to|said (?:he|she)(?:'?ll| will| would)|says (?:he|she)(?:'?ll| will)|will"
              + "|can(?!'t|not| not)|doing|taking|handling|doet"
              + "|neemt|regelt|pakt|haalt|brengt|zegt dat (?:hij|zij|ze))"
              + "|(?i:gaat|doet|neemt|regelt|pakt)\\s+(?<nameNl>\\p{Lu}\\p{Ll}+)"
              // stop 32: "Eigenlijk zegt Rob dat hij het zaterdag regelt"
              + "|(?i:zegt|zei)\\s+(?<nameSays>\\p{Lu}\\p{Ll}+)\\s+(?i:dat (?:hij|zij|ze))"
              // stop 36: "handing the flaky test to Noor", "passing it on to Ana"
              + "|(?i:handing|handed|passing|passed)\\s+(?:it|this|that|the\\s+[^,.;!?]{1,30}?)"
              + "\\s+(?:over\\s+|on\\s+)?to\\s+(?<nameTo>\\p{Lu}\\p{Ll}+))\\b");

  /** Words that start a sentence but are no person. */
  private static final Set<String> NOT_A_NAME =
      Set.of(
          "Actually",
          "Eigenlijk",
          "The",
          "De",
          "Het",
          "That",
          "This",
          "It",
          "Dat",
          "Dit",
          "We",
          // stop 36: pronouns before "can" ("They can do Thursday if ...")
          "They",
          "He",
          "She",
          "You",
          "Someone",
          "Somebody",
          "Zij",
          "Hij",
          "Ze",
          "Iemand");

  /** The named doer of {@link #SOMEONE}, without the relation before it ("My son-in-law Raj"). */
  private static String firstName(Matcher m) {
    for (String group : List.of("name", "nameNl", "nameSays", "nameTo")) {
      String name = m.group(group);
      if (name != null) {
        return name.substring(name.lastIndexOf(' ') + 1);
      }
    }
    return null;
  }

  /** A generic doing verb that may stand for the task's own. */
  private static final Pattern DOING =
      Rules.p(
          "\\b(?:do|does|doing|handle|handling|take|taking|sort|sorting|cover|covering|fix|deal with|doen|doet|maken|maak|repareren|repareer"
              + "|regelen|regelt|overnemen|neemt|oppakken|pakt|haalt|brengt|handing|handed|passing|passed)\\b");

  /** A verb of view or state: the user speaks of themselves, takes nothing on. */
  private static final Pattern A_VIEW =
      Rules.p("\\b(?:vind|denk|weet|ben|voel|twijfel|find|think|feel|am|wonder|know|doubt)\\b");

  private static final Pattern PRONOUN = Rules.p("\\b(?:it|that|them|het|dat|ze|die|hem)\\b");

  /**
   * A task handed on to someone else is not dropped: "Laat maar, Anouk neemt de taart over" says
   * "laat maar" of the user's part only, so the abandonment read from it goes.
   */
  static void notDropped(
      List<Extraction.StatusChange> statuses, List<KnownTask> known, TaskCandidate handed) {
    if (Extraction.SELF.equals(handed.owner())) {
      return;
    }
    statuses.removeIf(
        s ->
            "abandoned".equals(s.status())
                && known.stream()
                    .anyMatch(k -> k.id().equals(s.taskId()) && k.label().equals(handed.label())));
  }

  /**
   * Whether someone else takes the task on, said at the start of the sentence or of a clause after
   * a comma (stop 36: "Laat maar, ik ben donderdag niet thuis, Stijn doet het", "Forget it, I'm
   * away that day, Omar's doing it").
   */
  private static boolean handsOn(Matcher m, String sentence) {
    if (m.find()) {
      return true;
    }
    for (int i = sentence.indexOf(','); i > 0; i = sentence.indexOf(',', i + 1)) {
      if (m.region(i + 1, sentence.length()).find()) {
        return true;
      }
    }
    return false;
  }

  /**
   * A sentence opened by its deadline: "By Friday, I'll do it myself", "Uiterlijk zaterdag, ...".
   */
  private static final Pattern OPENING_BY =
      Rules.p("^\\W*(?:by|before|no later than|uiterlijk|vóór|ten laatste)\\s*$");

  /** Where the clause holding {@code at} starts: after the last comma, semicolon or dash. */
  private static int clauseStart(String sentence, int at) {
    int start = 0;
    for (int i = 0; i < at; i++) {
      char c = sentence.charAt(i);
      if (c == ','
          || c == ';'
          || c == '–'
          || c == '—'
          || c == '-' && i > 0 && sentence.charAt(i - 1) == ' ') {
        start = i + 1;
      }
    }
    return start;
  }

  /** The task handed back or on, with its new owner, or nothing. */
  static Optional<TaskCandidate> find(
      String sentence,
      List<KnownTask> known,
      LabelStems stems,
      LocalDate day,
      List<Dates.Span> spans) {
    List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
    if (open.isEmpty() || sentence.endsWith("?")) {
      return Optional.empty();
    }
    String owner;
    Matcher mine = AsciiCase.matcher(MYSELF, sentence);
    boolean myself = Cues.mayMatch(MYSELF, sentence) && mine.find();
    int takenAt;
    if (myself) {
      owner = Extraction.SELF;
      takenAt = mine.start();
    } else {
      Matcher m = AsciiCase.matcher(SOMEONE, sentence);
      if (!handsOn(m, sentence)) {
        return Optional.empty();
      }
      owner = firstName(m);
      takenAt = m.start();
      if (NOT_A_NAME.contains(owner)) {
        return Optional.empty();
      }
    }
    KnownTask task = RuleBasedExtractor.bestTask(sentence, open, 0.01, stems);
    boolean byPronoun = false;
    if (task == null && open.size() == 1 && Cues.find(PRONOUN, sentence)) {
      task = open.get(0);
      byPronoun = true;
    }
    if (task == null) {
      return Optional.empty();
    }
    Set<String> words = Text.contentStems(sentence);
    boolean ownVerb = stems.verbs(task).stream().anyMatch(words::contains);
    if (!ownVerb && myself) {
      // stop 37: done already, the task's verb as a participle ("heb ze zelf opgehaald")
      Set<String> verbs = stems.verbs(task);
      for (String w : Rx.split(sentence.toLowerCase(java.util.Locale.ROOT), "[^\\p{L}]+")) {
        String inf = w.length() > 4 && DutchLexicon.ON ? DutchLexicon.participle(w) : null;
        if (inf != null && Text.contentStems(inf).stream().anyMatch(verbs::contains)) {
          ownVerb = true;
          break;
        }
      }
    }
    // "ik stuur ze zelf" for "de bankgegevens doorsturen": the user's "myself" with a pronoun for
    // the one open task stands for it whatever the verb (stop 32)
    // stop 37: not a view of oneself ("k vind het zelf ook lastig", "I feel it myself")
    if (!ownVerb
        && !Cues.find(DOING, sentence)
        && !(myself && byPronoun && !Cues.find(A_VIEW, sentence))) {
      return Optional.empty();
    }
    // the day it is now due: "I'll do them myself by Thursday", "uiterlijk zaterdag" (stop 32);
    // a day in a clause before the hand-over is that clause's ("ollie's staying w/ his dad till
    // thursday, i'll do it myself", "Sem is tot vrijdag weg, dus ik doe het zelf": stop 37)
    int clause = clauseStart(sentence, takenAt);
    LocalDate due =
        spans.stream()
            .filter(s -> !s.date().isBefore(day))
            .filter(
                s -> s.start() >= clause || Cues.find(OPENING_BY, sentence.substring(0, s.start())))
            .map(Dates.Span::date)
            .findFirst()
            .orElse(null);
    return Optional.of(new TaskCandidate(task.label(), owner, due, sentence));
  }
}
