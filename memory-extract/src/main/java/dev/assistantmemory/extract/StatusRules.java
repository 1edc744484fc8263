package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.TaskSimilarity;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Status changes for known tasks: an explicit status word, a past form of the task's own verb, a
 * terse follow-up, "back on my list", a result state, the recipient having the thing, and the
 * task's meaning as a last resort (split out of {@link RuleBasedExtractor}, no change in
 * behaviour).
 */
final class StatusRules {

  private StatusRules() {}

  /** Said to be still to do: "the fridge still needs doing", "de ramen moeten nog gebeuren". */
  private static final Pattern STILL_PENDING =
      Rules.p(
          "\\bstill (?:needs?|has|have) (?:doing|to be done)|\\b(?:is|are) still (?:to do|on the list)"
              // stop 38: a bare "still to do" after the part's thing: "optician still to do"
              + "|\\b\\p{L}+\\s+still to (?:do|book|sort|go|come)\\b"
              + "|\\bnog (?:te doen|gedaan worden)|\\bmoet(?:en)? (?:ook )?nog (?:gebeuren|gedaan worden)");

  /**
   * Whether the part of the sentence that names the task says it is still to do ("I cleaned the
   * oven, but the fridge still needs doing" completes no fridge task; tenth pass).
   */
  private static boolean stillToDo(String sentence, KnownTask task, LabelStems stems) {
    if (!Cues.find(STILL_PENDING, sentence)) {
      return false;
    }
    for (String part : Rx.split(sentence, ",|;|\\bbut\\b|\\bmaar\\b")) {
      if (Cues.find(STILL_PENDING, part)
          && Text.coverage(stems.things(task), Text.contentStems(part)) > 0) {
        return true;
      }
    }
    return false;
  }

  /** A pronoun for the task put back on the list: "Stick it back on", "Zet het maar terug". */
  private static final Pattern REOPENED_PRONOUN =
      Rules.p("\\b(?:it|that|this|him|them|hem|het|ze|die|dat|dit)\\b");

  /** "Car tax is done and I rang Grandad": two completions joined by "and" / "en" / a comma. */
  private static final Pattern AND_PARTS = Rules.p(",?\\s+(?:and|en)\\s+|,\\s+");

  /**
   * The status changes of a sentence: one per part when its parts joined by "and" / "en" / a comma
   * change two or more open tasks (tenth pass), else the one change of the whole sentence.
   */
  /** A state to come: "will be paid", "is going to be sent", "zal ... verstuurd worden". */
  private static final Pattern FUTURE_STATE =
      Rules.p(
          "\\b(?:will|'ll|shall|is going to|are going to|gonna) (?:be|get)"
              // "there will be no reunion", "it'll be cancelled": a drop said ahead is a drop
              + " (?!(?:no|none|nothing|cancel\\p{L}*|called|scrapped|dropped|off)\\b)\\p{L}+"
              + "|\\bzal\\b[^.;]*\\bworden\\b");

  /** Whether the sentence says a state to come ("The water bill will be paid on Friday"). */
  static boolean futureState(String sentence) {
    return Cues.find(FUTURE_STATE, sentence);
  }

  static List<StatusChange> statusChanges(
      String sentence,
      Lang lang,
      boolean assistant,
      List<KnownTask> known,
      Set<String> changed,
      TaskSimilarity similarity,
      LabelStems stems) {
    if (known.size() < 2
        || assistant
        || !(sentence.contains(" and ") || sentence.contains(" en ") || sentence.contains(", "))) {
      return statusChange(sentence, lang, assistant, known, changed, similarity, stems)
          .map(List::of)
          .orElse(List.of()); // one task, or one clause: the sentence as a whole (cheap path)
    }
    Set<String> whole = new HashSet<>(changed);
    var change = statusChange(sentence, lang, assistant, known, whole, similarity, stems);
    // stop 40: a negation in one part ("the rent's paid, the form still isn't done") blocks the
    // whole sentence's reading, not the other part's
    boolean still =
        change.isEmpty()
            && (Cues.find(STILL_PENDING, sentence) || Cues.find(StatusWords.NEGATED, sentence));
    if (known.stream().filter(KnownTask::isOpen).count() > 1
        && (change.isPresent() || still || Cues.find(StatusWords.DONE, sentence))) {
      // only a sentence that changes a task at all is read again part by part
      Set<String> trial = new HashSet<>(changed);
      List<StatusChange> out = new java.util.ArrayList<>();
      String[] parts = AND_PARTS.split(sentence);
      for (int i = 0; i < parts.length; i++) {
        String part = parts[i];
        String shared;
        if (Rx.split(part.strip(), "\\s+").length >= 2) {
          statusChange(part, lang, false, known, trial, similarity, stems).ifPresent(out::add);
        } else if (!part.isBlank() && (shared = IndirectStates.sharedDoneWord(parts, i)) != null) {
          // "Dentist and window cleaner done": the last part's done word is the first's too
          statusChange(part.strip() + " " + shared, lang, false, known, trial, similarity, stems)
              .map(c -> new StatusChange(c.taskId(), c.status(), sentence)) // as said
              .ifPresent(out::add);
        }
      }
      if (out.size() > 1 || still && out.size() == 1) {
        // "Washed the windows, the car still needs doing": the part that is done
        changed.addAll(trial);
        return out;
      }
    }
    changed.addAll(whole);
    return change.map(List::of).orElse(List.of());
  }

  /**
   * A status change for a known task. An explicit status word names the task by its words; on a
   * user turn also (a) a past form of the task's own verb ("Mowed the lawn", "Verstuurd.", "Het
   * gras is gemaaid") completes the one open task that has that verb, (b) a terse follow-up ("Done,
   * they'll cover it.", "Laat maar.", "Die is af.") refers to the only open task, (c) "back on my
   * list" reopens a closed task, and (d) when no word singles a task out, {@code similarity} may
   * name it by meaning ("The deck is done." for "prepare the Q3 board deck"); when the words tie
   * between tasks, only among those. Wrong-task changes are worse than none: meaning answers only
   * with a clear lead (issue 13 item 3, docs/benchmarks.md).
   */
  static java.util.Optional<StatusChange> statusChange(
      String sentence,
      Lang lang,
      boolean assistant,
      List<KnownTask> known,
      Set<String> changed,
      TaskSimilarity similarity,
      LabelStems stems) {
    if (known.isEmpty() || StatusFollowUps.askedAbout(sentence)) {
      return java.util.Optional.empty();
    }
    // "It's not back on the list": a negated putting back is none (fixb45)
    boolean back = !assistant && Reopened.backOnTheList(sentence);
    // stop 40: "Sent the wrong file" reopens the one closed task, and only a closed one
    boolean wrongOne = !assistant && !back && StatusFollowUps.wrongOne(sentence);
    if (back || wrongOne && known.stream().anyMatch(t -> !t.isOpen())) {
      KnownTask closed =
          RuleBasedExtractor.bestTask(
              sentence,
              known.stream().filter(t -> !"pending".equals(t.status())).toList(),
              0.5,
              stems);
      if (closed == null && (wrongOne || Cues.find(REOPENED_PRONOUN, sentence))) {
        // "Zet hem maar terug op de lijst": a pronoun for the one task that was closed
        List<KnownTask> shut =
            known.stream()
                .filter(t -> "done".equals(t.status()) || "abandoned".equals(t.status()))
                .toList();
        closed = shut.size() == 1 ? shut.get(0) : null;
      }
      if (closed == null && known.size() == 1 && Cues.find(REOPENED_PRONOUN, sentence)) {
        closed = known.get(0); // "..., so that one's back on the to-do list": the only task
      }
      if (closed == null && back) {
        // "Put the passport renewal back on my to-do list": said of a task still on the list, it
        // is put back to pending (from in progress, or a no-op the applier skips)
        closed = RuleBasedExtractor.bestTask(sentence, known, 0.5, stems);
      }
      return closed == null || !changed.add(closed.id())
          ? java.util.Optional.empty()
          : java.util.Optional.of(new StatusChange(closed.id(), "pending", sentence));
    }
    if (wrongOne) {
      return java.util.Optional.empty(); // "Maya sent the wrong file": no task done (stop 45)
    }
    boolean negated = Cues.find(StatusWords.NEGATED, sentence);
    boolean someDone = PartialProgress.soFar(sentence) || PartialProgress.onePartDone(sentence);
    boolean partly =
        someDone
            || Cues.find(PARTLY, sentence)
            || StatusFollowUps.almost(sentence)
            || StatusFollowUps.partsLeft(sentence)
            || IndirectStates.someLeft(sentence); // "Labels done on Mia's, Ben's tomorrow"
    List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
    boolean dutch = lang == Lang.NL;
    String status;
    KnownTask dropped = null;
    if (StatusGuards.dropped(sentence, open, dutch, stems)
        && !Cues.find(CANCEL_TO_DO, sentence) // "still haven't got round to cancelling the paper"
        && !Cues.find(Rules.ABOUT_THE_DEADLINE, sentence)
        && !Cues.find(Rules.NO_DEADLINE, sentence)) {
      status = "abandoned";
      // "..., so I don't have to make the sandwiches": the task whose deed it is (fixb45)
      dropped = UnneededDeeds.task(sentence, open, dutch, stems);
    } else if (StatusFollowUps.ticked(sentence)) {
      status = "done"; // "Die kan van de lijst"
    } else if (!negated
        && (StatusFollowUps.partsLeft(sentence)
            || someDone)) { // stop 40: "Fronts done, backs next"
      status = "in_progress"; // "Heb er al twintig, nog tien te gaan": stop 37
    } else if (unnegated(StatusWords.STARTED, sentence)) {
      status = "in_progress"; // "Ik heb het nog niet verstuurd, ik ben er nog mee bezig"
    } else if (unnegated(StatusWords.DONE, sentence)
        && !wanted(sentence)
        && !StatusGuards.supposed(sentence)
        && !StatusFollowUps.unavailable(sentence)
        && !Cues.find(Rules.NO_DEADLINE, sentence) // "there's no fixed deadline"
        && !(Cues.find(HAVE_IT_DONE, sentence) && Cues.find(COMING, sentence))) {
      status = partly ? "in_progress" : "done"; // "Front windows done, back ones tomorrow"
    } else if (!assistant && (dropped = noMore(sentence, open, dutch, stems)) != null) {
      status = "abandoned"; // "We doen dit jaar geen boom": the task's thing is off
    } else if (!assistant && !negated && received(sentence, open, stems) != null) {
      status = "done"; // "Carla has the invoice now": the one it was for has it
    } else if (!assistant && !negated && resultState(sentence, open, stems) != null) {
      status = "done"; // "Dakgoot is schoon" completes "de dakgoot schoonmaken"
    } else if (!assistant && !negated && ongoing(sentence, open, stems) != null) {
      status = "in_progress"; // "Sorting out the insurance now, comparing quotes"
    } else if (!assistant && !negated && obtained(sentence, open, stems) != null) {
      status = "done"; // "We've got a babysitter" for "find a babysitter"
    } else {
      status = null;
    }
    KnownTask best = null;
    boolean tied = false;
    if (status != null) {
      List<KnownTask> top = RuleBasedExtractor.bestTasks(sentence, open, 0.5, stems);
      if (top.size() == 1) {
        best = top.get(0);
      } else if (top.size() > 1) {
        // "Sent Lisa a birthday card" covers "send the contract to Lisa" and "send the invoice to
        // Lisa" alike: the words cannot choose, only a clear lead in meaning may
        tied = true;
        best = similarity.closest(sentence, top);
      }
    }
    if (best == null && dropped != null) {
      best = dropped;
    }
    if (best == null && status != null && !assistant) {
      KnownTask r = received(sentence, open, stems);
      r = r != null ? r : resultState(sentence, open, stems);
      r = r != null ? r : ongoing(sentence, open, stems);
      best = r != null ? r : obtained(sentence, open, stems);
    }
    if (best != null && onlyTheVerb(best, sentence, stems)) {
      best = null; // "Sent a parcel to my cousin" shares only the verb with "send the invoice"
    }
    if (best != null && status.equals("in_progress")) {
      Set<String> past = Text.pastStems(sentence);
      if (stems.verbs(best).stream().anyMatch(past::contains) && !partly && !negated) {
        status = "done"; // "I started the course" completes "start the course"
      }
    }
    if (best == null
        && !tied
        && !assistant
        && !negated
        && !StatusFollowUps.unavailable(sentence)
        && !Cues.find(STILL_TO_BE_DONE, sentence)) {
      KnownTask byVerb = PastForms.byPastForm(sentence, open, dutch, stems);
      if (byVerb != null && Cues.find(StatusGuards.SUPPOSED_FIRST, sentence)) {
        byVerb = null; // "Zodra de verzekering geregeld is, laat ik het weten": stop 34
      }
      if (byVerb != null && !RuleBasedExtractor.aboutTheTask(similarity, byVerb, sentence, dutch)) {
        byVerb = null; // "Ordered pizza tonight" is short, but not about "order new running shoes"
      }
      if (byVerb != null) {
        best = byVerb;
        // "Took down the old shed, only the floor is left": part of it
        status = status == null ? (partly ? "in_progress" : "done") : status;
      }
    }
    if (best == null && status != null && !assistant) {
      best =
          byObject(
              sentence, open, dutch, stems); // "Mijn cv is klaar", "Deck's done", "De brief is weg"
    }
    if (best == null && status != null && !assistant && open.size() == 1) {
      KnownTask only = open.get(0);
      if (Cues.find(StatusWords.TERSE_FOLLOW_UP, sentence)
          || StatusFollowUps.terse(sentence)
          || status.equals("abandoned")
              && (Cues.find(StatusWords.SELF_DROP, sentence) || IndirectStates.beatenToIt(sentence))
          || status.equals("in_progress") && partly
          || status.equals("abandoned")
              && Text.coverage(stems.content(only), Text.contentStems(sentence)) > 0) {
        best = only;
      }
    }
    if (best == null && !tied && status != null && !assistant && !OtherSubjects.said(sentence)) {
      // "The deck is done" for "prepare the Q3 board deck": no word singles the task out, its
      // meaning may (a measured threshold and margin, see EmbeddingTaskSimilarity); not asked
      // when the status word is another person's deed ("Sanne just started a new job"): stop 34
      best = similarity.closest(sentence, open);
    }
    if (best == null || !changed.add(best.id())) {
      return java.util.Optional.empty();
    }
    if (status.equals(best.status())
        || stillToDo(sentence, best, stems)
        || status.equals("done") && RecipientStates.waitingForPickup(sentence, best, stems)) {
      // "Het document ligt klaar bij de IND": ready to collect, not collected (stop 38)
      return java.util.Optional.empty();
    }
    // "Henderson paid" closes "chase Henderson for the invoice" as moot: stop 40
    status = ChasedParties.settled(status, best, sentence);
    return java.util.Optional.of(new StatusChange(best.id(), status, sentence));
  }

  /** A cancellation still to do (the task's own verb), not done: stop 33. */
  private static final Pattern CANCEL_TO_DO =
      Rules.p(
          "\\b(?:haven'?t|hasn'?t|didn'?t|not yet|yet to|forgot(?:ten)? to|forget to|keep forgetting"
              + "|need to|have to|must|gotta|got to|should|(?:a)?round to|nog niet|vergeten|moet nog)\\b"
              + "[^,.;!?]{0,30}\\b(?:cancel\\p{L}*|opzeggen|opgezegd|annuleren|geannuleerd)");

  /**
   * The person a task was for has its thing: "Carla has the invoice now", "The translation is with
   * Hugo", "Carla heeft de factuur binnen", "Het contract ligt bij Pieter".
   */
  private static final Pattern RECEIVED =
      Pattern.compile(
          "(?<![\\p{L}])(?<name>\\p{Lu}\\p{Ll}+) (?:now |already |finally )?(?:has|got|received"
              + "|has (?:got|received)|heeft|kreeg|ontving|heeft (?:nu |al )?(?:ontvangen|gekregen))"
              + " (?:now |already |nu |al )?(?:the|my|our|your|his|her|their|it|them|de|het|mijn|onze"
              + "|zijn|haar|hun)\\b(?!.*\\?)"
              + "|\\b(?:is|are|'s|ligt|liggen|is nu|zijn nu) (?:now |nu )?(?:with|bij) (?<name2>\\p{Lu}\\p{Ll}+)"
              + "(?:\\s+(?:now|nu))?\\W*$",
          Pattern.UNICODE_CASE);

  private static KnownTask received(String sentence, List<KnownTask> open, LabelStems stems) {
    Matcher m = AsciiCase.matcher(RECEIVED, sentence);
    if (!Cues.mayMatch(RECEIVED, sentence) || !m.find()) {
      return null;
    }
    String name = m.group("name") != null ? m.group("name") : m.group("name2");
    Pattern named = Pattern.compile("(?<![\\p{L}])" + Pattern.quote(name) + "(?![\\p{L}])");
    Set<String> said = new HashSet<>(Text.contentStems(sentence));
    said.removeAll(Text.contentStems(name));
    KnownTask found = null;
    for (KnownTask t : open) {
      if (!named.matcher(t.label()).find()) { // a pattern of this call: no twin to keep
        continue;
      }
      Set<String> thing = new HashSet<>(stems.content(t));
      thing.removeAll(Text.contentStems(name));
      thing.removeAll(stems.verbs(t));
      if (thing.stream().noneMatch(said::contains)) {
        continue;
      }
      if (found != null) {
        return null; // two tasks for that person with that thing: the words cannot choose
      }
      found = t;
    }
    return found;
  }

  /** "heb ik het verslag af", "Ik heb de presentatie klaar". */
  private static final Pattern HAVE_IT_DONE =
      Rules.p("\\b(?:heb|hebben|heeft)\\b.*\\b(?:af|klaar)\\W*$");

  /** A coming time: "Tegen vrijdag heb ik het verslag af" is a promise, not a completion. */
  private static final Pattern COMING =
      Rules.p(
          "\\b(?:tegen|uiterlijk|vóór|morgen|overmorgen|(?:maan|dins|woens|donder|vrij|zater|zon)dag"
              + "|volgende week|straks|vanavond|vanmiddag|zo meteen)\\b");

  /** A wish or obligation before the done word in its clause: "I want the speech done by May 9". */
  private static final Pattern WANTED_DONE =
      Rules.p(
          "\\b(?:want|wants|need|needs|has to|have to|must|should|will|to be|can|may|moet|moeten|wil|wilt"
              + "|zal|zullen|hoop|hoopt|mag|mogen|kan)\\b[^,;:]*$");

  private static boolean wanted(String sentence) {
    Matcher done = AsciiCase.matcher(StatusWords.DONE, sentence);
    return done.find()
        && AsciiCase.matcher(WANTED_DONE, sentence.substring(0, done.start())).find();
  }

  private static final Pattern CLAUSE_EDGE =
      Rules.p("[,;:]|\\s(?:but|so|and then|maar|dus|en dan|want)\\s");

  /**
   * Whether the pattern matches with no negation in its own clause nor after it: a negated clause
   * before it is overridden ("nog niet verstuurd, ik ben er nog mee bezig"), one after it is not
   * ("staat klaar maar is nog niet verzonden").
   */
  private static boolean unnegated(Pattern p, String sentence) {
    if (!Cues.find(p, sentence)) {
      return false; // no match at all: only the alternatives whose cues are in the sentence run
    }
    Matcher m = AsciiCase.matcher(p, sentence);
    while (m.find()) {
      int from = 0;
      Matcher edge = AsciiCase.matcher(CLAUSE_EDGE, sentence);
      while (edge.find() && edge.end() <= m.start()) {
        from = edge.end();
      }
      if (!Cues.findFrom(StatusWords.NEGATED, sentence, from)) {
        return true;
      }
      if (UnneededDeeds.onlyANeedNotAfter(sentence, from)) {
        return true; // "Hotel geboekt, dus we hoeven niet meer te zoeken" (fixb45)
      }
    }
    return false;
  }

  /** "geen boom", "no party after all": the thing named after the negation. */
  private static final Pattern NO_THING =
      Rules.p("\\b(?:geen|no)\\s+(?:[\\p{L}]+\\s+)?([\\p{L}]+)");

  /**
   * The one open task whose thing is said not to happen ("We doen dit jaar geen boom" for "een
   * kerstboom kopen", "er komt geen jubileumfeest"), or null.
   */
  private static KnownTask noMore(
      String sentence, List<KnownTask> open, boolean dutch, LabelStems stems) {
    if (open.isEmpty() || Cues.find(Rules.NO_DEADLINE, sentence)) {
      return null;
    }
    Matcher m = AsciiCase.matcher(NO_THING, sentence);
    while (m.find()) {
      KnownTask t =
          byObject(m.group(0).replaceFirst("(?iu)^(?:geen|no)\\s+", ""), open, dutch, stems);
      if (t != null) {
        return t;
      }
    }
    return null;
  }

  /** A Dutch result state: "(is|zijn) schoon / leeg / opgeruimd". */
  private static final Pattern RESULT_NL =
      Rules.p(
          "\\b(?:is|zijn)\\s+(?:nu\\s+|weer\\s+|eindelijk\\s+|helemaal\\s+)*(schoon|leeg|dicht|open"
              + "|opgeruimd|heel|binnen|vol|uit)(?:\\W*$|\\s*[,;]|\\s+(?:en|dus|want)\\s)");

  /** An English result state: "(is|'s) clean / spotless / sparkling / tidy / empty". */
  private static final Pattern RESULT_EN =
      Rules.p(
          "(?:\\b(?:is|are)\\s+|'s\\s+|'re\\s+)(?:now\\s+|all\\s+|finally\\s+|totally\\s+)*(clean|spotless"
              + "|sparkling|gleaming|tidy|empty)(?:\\s+(?:now|again|at last))?(?:\\W*$|\\s*[,;.]|\\s+(?:and|so)\\s)");

  /**
   * The one open task named by its thing whose verb makes the state the sentence reports ("Dakgoot
   * is schoon" for "de dakgoot schoonmaken", "De zolder is opgeruimd" for "de zolder opruimen").
   */
  private static KnownTask resultState(String sentence, List<KnownTask> open, LabelStems stems) {
    Matcher e = AsciiCase.matcher(RESULT_EN, sentence);
    if (Cues.mayMatch(RESULT_EN, sentence) && e.find()) {
      // stop 33: "The tank's sparkling now" for "clean out the fish tank"
      KnownTask t = byObject(sentence.substring(0, e.start()), open, false, stems);
      String verb = t == null ? "" : Text.fold(t.label()).strip().split("\\s+")[0];
      String state = Text.fold(e.group(1));
      boolean made =
          verb.equals("clean") && !state.equals("tidy") && !state.equals("empty")
              || verb.equals("tidy") && (state.equals("tidy") || state.equals("spotless"))
              || verb.equals("empty") && state.equals("empty");
      return made ? t : null;
    }
    Matcher m = AsciiCase.matcher(RESULT_NL, sentence);
    if (!Cues.mayMatch(RESULT_NL, sentence) || !m.find()) {
      return null;
    }
    String state = Text.fold(m.group(1));
    KnownTask t = byObject(sentence.substring(0, m.start()), open, true, stems);
    if (t == null) {
      return null;
    }
    String[] words = Text.fold(t.label()).split("[^\\p{L}]+");
    String verb = words.length == 0 ? "" : words[words.length - 1];
    String prefix = state.startsWith("op") && state.length() > 2 ? "op" : state;
    return verb.startsWith(prefix) && verb.length() > prefix.length() + 2 ? t : null;
  }

  /** "We've got a babysitter", "I found a plumber", "We hebben een oppas": the thing is had. */
  private static final Pattern HAVE_THE_THING =
      Rules.p(
          "^\\W*(?:(?:ok(?:ay)?|good news|great|top|mooi|goed nieuws),?\\s+)?(?:i|we)(?:'ve| have)?"
              + " (?:now |finally |already |just )?(?:got|found|have|booked|bought)"
              + " (?<thing>(?:a|an|the|our|my) [^,.;!?]+?)(?:\\s+(?:now|already|at last))?\\s*(?:[,.;!]|$)"
              + "|^\\W*(?:ik heb|we hebben|wij hebben)(?: nu| al| eindelijk| toch)* (?<ding>(?:een|de|het"
              + "|onze|mijn) [^,.;!?]+?)(?:\\s+(?:gevonden|geregeld|gekocht|geboekt))?\\s*(?:[,.;!]|$)");

  /** The verbs of a task that ends once its thing is had. */
  private static final Pattern GETTING_VERB =
      Rules.p(
          "^\\W*(?:find|get|buy|book|arrange|organi[sz]e|hire|sort out|look for|search for|order)\\b"
              + "|\\b(?:zoeken|vinden|regelen|kopen|boeken|halen|bestellen|huren|organiseren)\\W*$");

  /**
   * The one open task for getting a thing that the user now has ("We've got a babysitter" for "find
   * a babysitter", "We hebben een oppas" for "een oppas zoeken"), or null.
   */
  private static KnownTask obtained(String sentence, List<KnownTask> open, LabelStems stems) {
    if (open.isEmpty() || sentence.contains("?")) {
      return null;
    }
    Matcher m = AsciiCase.matcher(HAVE_THE_THING, sentence);
    if (!Cues.mayMatch(HAVE_THE_THING, sentence) || !m.find()) {
      return null;
    }
    String thing = (m.group("thing") != null ? m.group("thing") : m.group("ding")).strip();
    String head = thing.substring(thing.lastIndexOf(' ') + 1); // "een nieuwe fiets": the bike
    KnownTask t = byObject(head, open, m.group("ding") != null, stems);
    return t != null && AsciiCase.matcher(GETTING_VERB, t.label()).find() ? t : null;
  }

  private static final Pattern GERUND_FIRST = Rules.p("^\\W*([\\p{L}]+ing)\\b");

  /**
   * "Sorting out the insurance now": a sentence that opens with the task's own verb in its -ing
   * form, about the task's thing (or the only open task), is the task under way.
   */
  private static KnownTask ongoing(String sentence, List<KnownTask> open, LabelStems stems) {
    Matcher m = AsciiCase.matcher(GERUND_FIRST, sentence);
    if (!Cues.mayMatch(GERUND_FIRST, sentence) || !m.find() || open.isEmpty()) {
      return null;
    }
    String verb = Text.stem(Text.fold(ActionVerbs.baseForm(m.group(1))));
    KnownTask found = null;
    for (KnownTask t : open) {
      if (stems.verbs(t).contains(verb)) {
        if (found != null) {
          return null;
        }
        found = t;
      }
    }
    if (found == null) {
      return null;
    }
    return open.size() == 1 || byObject(sentence, open, false, stems) == found ? found : null;
  }

  /** Partial progress: "Half of the cards are written" is under way, not done. */
  /**
   * A participle that is still to come, not done: "it still has to be written", "the deadline is
   * gone but it needs to be signed", "het moet nog geschreven worden".
   */
  private static final Pattern STILL_TO_BE_DONE =
      Rules.p(
          "\\b(?:has|have|needs?|still|got) to be \\p{L}+|\\bmust (?:still )?be \\p{L}+"
              + "|\\bmoet(?:en)? (?:nog |wel )?(?:\\p{L}+ )?\\p{L}+ (?:worden|zijn)\\b");

  private static final String LATER =
      "(?:tomorrow|tonight|later|next \\p{L}+|this weekend|on \\p{L}+day|(?:mon|tues|wednes|thurs|fri"
          + "|satur|sun)day|morgen|overmorgen|straks|vanavond|dit weekend|volgende \\p{L}+"
          + "|(?:maan|dins|woens|donder|vrij|zater|zon)dag)\\b";

  private static final Pattern PARTLY =
      Rules.p(
          "\\b(?:half|halfway|partly|partially|part of|the rest|the others|(?:other|remaining|last|back|front|rest of the) ones|is left"
              + "|are left|halverwege|de helft|deels|gedeeltelijk|de rest|de andere|de overige"
              // stop 33: a count of the parts ("Got two of the three quotes in", "twee van de
              // drie")
              + "|(?:one|two|three|four|five) of the (?:two|three|four|five|six|seven)"
              + "|(?:één|een|twee|drie|vier) van de (?:twee|drie|vier|vijf|zes)|nog (?:één|een|twee|drie) te gaan)\\b"
              // tenth pass: a part left for a later day ("Top is sanded, the legs tomorrow", "De
              // voorkant is gedaan, de achterkant doe ik zaterdag", "I'll finish it tomorrow")
              + "|,\\s+(?:the|de|het|my|mijn)\\s+\\p{L}+(?:\\s+\\p{L}+)?\\s+(?:(?:doe|maak|\\p{L}+) ik\\s+)?"
              + LATER
              + "\\W*$"
              + "|\\b(?:i'?ll|i will|ik)\\s+(?:finish|do|complete)\\s+(?:it|them|the rest)\\s+"
              + LATER
              + "|\\b(?:second|the other) (?:one|coat|half|part)\\s+"
              + LATER
              + "|\\btweede (?:laag|helft|deel|kant)\\s+(?:doe ik\\s+)?"
              + LATER);

  /** Whether the sentence shares only the verb with the task, none of the task's other words. */
  private static boolean onlyTheVerb(KnownTask task, String sentence, LabelStems stems) {
    Set<String> things = stems.things(task);
    return !things.isEmpty()
        && !Cues.find(StatusWords.OBJECT_PRONOUN, sentence)
        && Text.coverage(things, Text.contentStems(sentence)) == 0;
  }

  /**
   * The one open task whose thing (a word of its label other than its verb, or the head of a
   * compound) the sentence names, or null when none or several do: a status word about the thing
   * ("Mijn cv is klaar", "Deck's done") is about the task that handles it.
   */
  private static KnownTask byObject(
      String sentence, List<KnownTask> open, boolean dutch, LabelStems stems) {
    Set<String> words = Text.contentStems(sentence);
    KnownTask found = null;
    for (KnownTask t : open) {
      if (Text.anySameThing(stems.things(t), words, dutch)) {
        if (found != null) {
          return null;
        }
        found = t;
      }
    }
    return found;
  }
}
