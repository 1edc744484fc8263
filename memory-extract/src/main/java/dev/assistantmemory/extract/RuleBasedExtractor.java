package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.DateMention;
import dev.assistantmemory.core.extract.Extraction.DeadlineRemoval;
import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.Extraction.Fact;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.MetricReading;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.core.extract.TaskSimilarity;
import dev.assistantmemory.model.Scope;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The default extractor: deterministic surface rules for English and Dutch, no network, no model.
 * Speaker-locked: user turns state facts about the user; assistant turns only propose (the applier
 * files them as {@code assistant_inferred}); reference documents never yield anything about the
 * user (no tasks, preferences, goals, decisions, self facts or metrics).
 */
public final class RuleBasedExtractor implements Extractor {

  @Override
  public String name() {
    return "rules";
  }

  /** A pasted email: a sender line with an address, then a subject or recipient line. */
  private static final Pattern PASTED_EMAIL =
      Pattern.compile(
          "(?i)\\s*(?:from|van)\\s*:[^\\n]*<[^>\\n]+@[^>\\n]+>[^\\n]*\\n"
              + "(?:[^\\n]*\\n){0,2}?\\s*(?:subject|onderwerp|to|aan)\\s*:");

  /** The spoken Dutch "'k" for "ik" (tenth pass). */
  private static final Pattern CLIPPED_IK = Pattern.compile("(?<![\\p{L}'’])['’]k(?=\\s)");

  @Override
  public Extraction extract(ExtractionInput in) {
    String text = in.text() == null ? "" : in.text();
    if (text.isBlank()) {
      return Extraction.empty();
    }
    Lang lang = Lang.detect(text);
    if (lang == Lang.NL && (text.indexOf("'k ") >= 0 || text.indexOf("’k ") >= 0)) {
      // "'k Zet morgen de vuilzakken buiten": the clipped "ik", as long as the word it stands for
      text = CLIPPED_IK.matcher(text).replaceAll("ik");
    }
    LocalDate day = in.day();
    boolean reference = in.scope() == Scope.reference;
    boolean assistant = ExtractionInput.ASSISTANT.equals(in.role());
    boolean aboutUser = !reference && !ExtractionInput.PARTICIPANT.equals(in.role());
    List<String> sentences = Text.sentences(text);
    boolean email = in.isEmail();
    boolean pasted = !email && !assistant && aboutUser && PASTED_EMAIL.matcher(text).lookingAt();

    List<Mention> mentions = new ArrayList<>(Names.find(text, sentences));
    List<Fact> facts = new ArrayList<>();
    List<TaskCandidate> tasks = new ArrayList<>();
    List<StatusChange> statuses = new ArrayList<>();
    List<DeadlineRemoval> removals = new ArrayList<>();
    List<EventCandidate> events = new ArrayList<>();
    List<DateMention> dates = new ArrayList<>();
    List<MetricReading> metrics = new ArrayList<>();
    Set<String> changed = new HashSet<>();
    LabelStems stems = new LabelStems(); // this call's known tasks only

    if (aboutUser
        && !assistant
        && !email
        && sentences.size() == 1
        // an answer needs an open task to be the answer for (skips the day search otherwise)
        && in.knownTasks().stream().anyMatch(ExtractionInput.KnownTask::isOpen)) {
      var answer = dateAnswer(sentences.get(0), lang, day, in.knownTasks());
      if (answer.isPresent()) {
        List<Dates.Span> all = Dates.find(text, day, lang);
        all.forEach(s -> dates.add(new DateMention(s.text(), s.date())));
        tasks.add(answer.get());
        int comma = text.indexOf(',');
        if (comma > 0 && ANSWER_REASON.matcher(text.substring(comma)).matches()) {
          // "Needs to be before 12 December, we're driving to the Alps then": the reason's occasion
          events.addAll(
              events(text, lang, false, email, all, day, false, mentions, in.knownTasks()));
        }
        return new Extraction(mentions, facts, tasks, statuses, removals, events, dates, metrics);
      }
    }
    boolean ironic = Cues.find(Rules.IRONY, text) || NoCommitment.ironic(text);
    // An assistant's answer laid out as a page is advice and prediction ("You'll need to determine
    // which green card category you're eligible for", "You'll have a great time in Chicago"), not
    // what the user committed to, did, likes or wants: no tasks, status or deadline changes,
    // facts or preferences from it (185 of the 212 tasks and 62 "likes" such as "The user likes my
    // flight to Miami" that assistant turns made in 1,500 LongMemEval messages came from such
    // answers, all false).
    boolean advice = assistant && LongForm.is(text);
    String previous = null;
    String prior = ""; // the sentence before, in this message (what a pronoun may stand for)
    int lastFrom = 0; // the tasks of the sentence before: [lastFrom, lastTo)
    int lastTo = 0;
    for (String sentence : sentences) {
      int tasksBefore = tasks.size();
      String topic = previous;
      previous = sentence.endsWith("?") && sentence.split("\\s+").length <= 6 ? sentence : null;
      List<Dates.Span> spans = Dates.find(sentence, day, lang);
      spans.forEach(s -> dates.add(new DateMention(s.text(), s.date())));
      if (aboutUser && !assistant) {
        metrics.addAll(Metrics.find(sentence));
      }
      if (aboutUser) {
        if (!advice) {
          statuses.addAll(
              StatusRules.statusChanges(
                  sentence, lang, assistant, in.knownTasks(), changed, in.taskSimilarity(), stems));
          statuses.addAll(CancelledOccasions.alsoOff(sentence, in.knownTasks(), changed, stems));
        }
        var removal =
            advice
                ? java.util.Optional.<DeadlineRemoval>empty()
                : DeadlineRules.deadlineRemoval(sentence, in.knownTasks(), stems);
        removal.ifPresent(removals::add);
        // a bare ordinal after a deadline or move word dates and moves tasks, no date mention
        List<Dates.Span> due = OrdinalDeadlines.withOrdinal(sentence, day, spans);
        var moved =
            removal.isPresent() || ironic || advice
                ? java.util.Optional.<TaskCandidate>empty()
                : DeadlineRules.deadlineChange(
                        sentence,
                        lang,
                        day,
                        in.knownTasks(),
                        due,
                        assistant ? TaskSimilarity.NONE : in.taskSimilarity(),
                        stems)
                    .or(() -> DeadlineRules.scheduled(sentence, day, in.knownTasks(), due, stems));
        moved.ifPresent(tasks::add);
        boolean isTask =
            moved.isPresent()
                || !ironic
                    && !advice
                    && !NoCommitment.commitsNobody(sentence)
                    && (!assistant && !email && DatedNotes.find(sentence, lang, day, spans, tasks)
                        || TaskRules.tasks(
                            sentence,
                            prior,
                            lang,
                            assistant,
                            email,
                            day,
                            tasks,
                            mentions,
                            in.knownTasks())
                        || !assistant
                            && !email
                            && DeadlineRules.deadlineStatement(sentence, lang, day, due, tasks));
        OrdinalDeadlines.apply(sentence, day, tasks, tasksBefore); // "by the 24th"
        LaterLabels.apply(lang, day, tasks, tasksBefore); // "Ik bel je later terug"
        if (!isTask
            && !assistant
            && lastTo - lastFrom == 1
            && tasks.get(lastFrom).due() == null
            && sentence.split("\\s+").length <= 7) {
          // "Kun jij de begroting checken, Mirjam? Graag vóór vrijdag.": the day of the request
          int prev = lastFrom;
          spans.stream()
              .filter(x -> x.cue() == Dates.Cue.DEADLINE && !x.date().isBefore(day))
              .findFirst()
              .ifPresent(
                  d -> {
                    TaskCandidate t = tasks.get(prev);
                    tasks.set(prev, new TaskCandidate(t.label(), t.owner(), d.date(), t.excerpt()));
                  });
        }
        int factsFrom = facts.size();
        if (!advice) {
          facts(sentence, lang, assistant, day, facts);
        }
        if (ironic) {
          // "I'd love to clean the attic, said no one ever": no goal either
          facts.subList(factsFrom, facts.size()).removeIf(f -> f.predicate().equals("HAS_GOAL"));
        }
        int before = facts.size();
        if (!advice) {
          preferences(sentence, lang, assistant, topic, facts);
        }
        if (facts.size() == before) { // "I love my Sunday yoga class" is a like, not an occasion
          events.addAll(
              events(
                  sentence, lang, assistant, email, spans, day, isTask, mentions, in.knownTasks()));
        }
      } else {
        namedFacts(sentence, lang, day, facts);
        var event = event(sentence, lang, spans, day);
        if (event.isEmpty() && reference) {
          event = historical(sentence, lang, spans);
        }
        event.ifPresent(events::add);
      }
      lastFrom = tasksBefore;
      lastTo = tasks.size();
      prior = sentence;
    }
    if (pasted) {
      // an email the user pasted into the chat ("From: Alice <a@x.com> ... Subject: ..."): its
      // requests are addressed to the user, not to the assistant
      tasks.replaceAll(
          t ->
              t.owner() == null
                  ? new TaskCandidate(t.label(), Extraction.SELF, t.due(), t.excerpt())
                  : t);
    }
    return new Extraction(
        mentions,
        facts,
        TaskRules.splitJoined(tasks, lang),
        statuses,
        removals,
        events,
        dates,
        metrics);
  }

  // ---------------------------------------------------------------- status and deadlines

  private static final Pattern ANSWER_FILLER =
      Rules.p(
          "\\b(?:yes|yeah|yep|sure|ok|okay|by|before|on|no later than|at the latest|latest|ja"
              + "|jawel|oké|uiterlijk|vóór|op|graag|please|alsjeblieft|i think|denk ik|probably"
              + "|waarschijnlijk"
              // tenth pass: "Friday afternoon works", "Zaterdag is goed", "We said Sunday", "Oh and
              // it has to be done before 20 March", "Needs to be before 12 December"
              + "|works(?: for me)?|would work|is (?:good|fine|great|perfect)|sounds good|would be"
              + " (?:great|good|perfect|fine)|is (?:goed|prima|perfect|top)|lijkt me (?:goed|prima)"
              + "|we said|let'?s say|say|morning|afternoon|evening|(?:'s )?(?:ochtends|middags|avonds)"
              + "|ochtend|middag|avond|oh|and|en|(?:it|that|this)(?: (?:has|needs|must|should) to| must)?"
              + " be(?: done| finished| ready| sorted)?|(?:it )?(?:needs|has) to (?:be(?: done)?|happen)"
              + "|(?:het|dat) moet(?: (?:klaar|af|gebeurd|gedaan) zijn)?|moet (?:klaar|af) zijn"
              // the weekday written beside its date: "Zaterdag 7 maart"
              + "|(?:maan|dins|woens|donder|vrij|zater|zon)dag|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b");

  /**
   * A reason after a date answer: "..., we're driving to the Alps then", "..., dan ben ik vrij".
   */
  private static final Pattern ANSWER_REASON =
      Rules.p(
          "^\\s*,\\s*(?:then|dan|we|we'?re|i'?m|i|ik|the|de|het|that'?s|dat|because|want|since|omdat"
              + "|as)\\b[^?]*$");

  /**
   * A reply that is only a day ("Tomorrow.", "Yes, by October 9.", "Uiterlijk 4 december."): the
   * answer to "when?" about the one open task without a due date (or the only open task), which
   * takes that day. Nothing else is read from such a message.
   */
  private static java.util.Optional<TaskCandidate> dateAnswer(
      String sentence, Lang lang, LocalDate day, List<KnownTask> known) {
    int comma = sentence.indexOf(',');
    if (comma > 0 && ANSWER_REASON.matcher(sentence.substring(comma)).matches()) {
      sentence = sentence.substring(0, comma); // the answer is the first clause
    }
    List<Dates.Span> spans = Dates.find(sentence, day, lang);
    if (spans.isEmpty()
        || spans.get(0).date().isBefore(day)
        || spans.stream().anyMatch(x -> !x.date().equals(spans.get(0).date()))) {
      return java.util.Optional.empty(); // one day, named once or twice ("Zaterdag 14 maart")
    }
    StringBuilder rest = new StringBuilder();
    int at = 0;
    for (Dates.Span x : spans) {
      if (x.start() >= at) {
        rest.append(sentence, at, x.start()).append(' ');
        at = x.end();
      }
    }
    rest.append(sentence.substring(Math.max(at, 0)));
    String left = ANSWER_FILLER.matcher(rest).replaceAll(" ");
    if (!Text.contentStems(left).isEmpty()
        || left.contains("?")
        // "Got it done this morning", "Vanochtend gedaan": a status, not the task's day
        || Cues.find(StatusWords.DONE, left)
        || Cues.find(StatusWords.STARTED, left)) {
      return java.util.Optional.empty();
    }
    List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
    List<KnownTask> undated = open.stream().filter(t -> t.due() == null).toList();
    KnownTask target = undated.size() == 1 ? undated.get(0) : open.size() == 1 ? open.get(0) : null;
    if (target == null || target.dueSetByUser()) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(
        new TaskCandidate(target.label(), null, spans.get(0).date(), sentence));
  }

  /**
   * Whether a task matched by its verb alone is what the sentence is about: yes when the sentence
   * names nothing else (or something of the task), or when its meaning is close enough to the
   * task's; a sentence that names another thing and is far from the task in meaning is not. Without
   * a similarity (words alone) the verb match stands.
   */
  static boolean aboutTheTask(
      TaskSimilarity similarity, KnownTask task, String sentence, boolean dutch) {
    Set<String> rest = new HashSet<>(Text.contentStems(sentence));
    rest.removeAll(Text.pastStems(sentence));
    if (rest.isEmpty()
        || Text.coverage(Text.contentStems(task.label()), rest) > 0
        || Text.anySameThing(Text.contentStems(task.label()), rest, dutch)) {
      return true;
    }
    return !similarity.farFrom(sentence, task);
  }

  /** The known tasks whose labels the sentence covers best (ties), at least {@code threshold}. */
  static List<KnownTask> bestTasks(
      String sentence, List<KnownTask> tasks, double threshold, LabelStems stems) {
    Set<String> words = Text.contentStems(sentence);
    List<KnownTask> best = new ArrayList<>();
    double bestScore = 0;
    for (KnownTask t : tasks) {
      double score = Text.coverage(stems.content(t), words);
      if (score >= threshold && score > bestScore) {
        best.clear();
        best.add(t);
        bestScore = score;
      } else if (score >= threshold && score == bestScore) {
        best.add(t);
      }
    }
    return best;
  }

  /** The known task whose label the sentence covers best, at least {@code threshold}. */
  static KnownTask bestTask(
      String sentence, List<KnownTask> tasks, double threshold, LabelStems stems) {
    Set<String> words = Text.contentStems(sentence);
    KnownTask best = null;
    double bestScore = 0;
    for (KnownTask t : tasks) {
      double score = Text.coverage(stems.content(t), words);
      if (score >= threshold && score > bestScore) {
        best = t;
        bestScore = score;
      }
    }
    return best;
  }

  // ---------------------------------------------------------------- facts

  private static final Pattern YOU =
      Pattern.compile("(?i)\\b(you're|you are|you've|you have|you|your|yours)\\b");

  private static final Pattern ALSO_TAIL =
      Pattern.compile("(?i)\\s+(?:too|as well|ook|the most|het meest|a lot|veel)$");

  private static void facts(
      String sentence, Lang lang, boolean assistant, LocalDate day, List<Fact> out) {
    String s = assistant ? secondToFirstPerson(sentence, lang) : sentence;
    for (Rules.FactRule rule : lang == Lang.NL ? Rules.FACTS_NL : Rules.FACTS_EN) {
      if (!Cues.mayMatch(rule.pattern(), s)) {
        continue;
      }
      Matcher m = rule.pattern().matcher(s);
      if (!m.find()) {
        continue;
      }
      String object = null;
      for (int g = 1; g <= m.groupCount(); g++) {
        if (m.group(g) != null) {
          object = m.group(g);
          break;
        }
      }
      if (object == null) {
        continue;
      }
      object = Text.clean(Text.firstClause(object, lang));
      if (rule.objectType() != null) {
        object = trimToName(object);
      } else {
        object = Cues.replaceAll(ALSO_TAIL, object, "");
      }
      if (object.isEmpty() || object.length() > 120) {
        continue;
      }
      String predicate = rule.predicate();
      if (predicate.equals("WORKS_AT") && Cues.find(Rules.CLUB, object)) {
        predicate = "AFFILIATED_WITH"; // "I joined the Leiden Rowing Club": a member
      }
      if (rule.objectType() == null) {
        out.add(new Fact(Extraction.SELF, predicate, object, null, null, false, sentence));
      } else {
        out.add(
            new Fact(
                Extraction.SELF,
                predicate,
                null,
                object,
                rule.objectType(),
                rule.replaces() && predicate.equals(rule.predicate()),
                sentence));
      }
    }
    namedFacts(sentence, lang, day, out);
    ownBirthday(sentence, lang, day, out);
    List<Fact> unique = new ArrayList<>();
    for (Fact f : out) {
      boolean seen =
          unique.stream()
              .anyMatch(
                  u ->
                      u.subject().equals(f.subject())
                          && u.predicate().equals(f.predicate())
                          && java.util.Objects.equals(u.objectName(), f.objectName())
                          && java.util.Objects.equals(u.objectValue(), f.objectValue()));
      if (!seen) {
        unique.add(f);
      }
    }
    out.clear();
    out.addAll(unique);
  }

  /** "Ik ben morgen jarig", "it's my birthday on Friday": birthday with the day and month. */
  private static void ownBirthday(String sentence, Lang lang, LocalDate day, List<Fact> out) {
    if (!Cues.find(Rules.OWN_BIRTHDAY, sentence)) {
      return;
    }
    List<Dates.Span> spans = Dates.find(sentence, day, lang);
    if (spans.isEmpty()) {
      return;
    }
    out.add(
        new Fact(
            Extraction.SELF,
            "HAS_ATTRIBUTE",
            birthday(spans.get(0).date()),
            null,
            null,
            false,
            sentence));
  }

  /** "birthday 3 March": the recurring day, without the year. */
  private static String birthday(LocalDate date) {
    return "birthday "
        + date.getDayOfMonth()
        + " "
        + date.getMonth().getDisplayName(java.time.format.TextStyle.FULL, Locale.ENGLISH);
  }

  /** The prefix of a preference's object value that marks a dislike ("dislikes coriander"). */
  public static final String DISLIKES = "dislikes ";

  /**
   * Likes and dislikes as HAS_PREFERENCE claims: a like keeps the object as said ("tea"), a dislike
   * is stored as "dislikes coriander", so no reader can take it for a like.
   */
  private static void preferences(
      String sentence, Lang lang, boolean assistant, String topic, List<Fact> out) {
    if (sentence.endsWith("?") && Preferences.OFFER.matcher(sentence).find()) {
      return; // "Would you like me to set up a reminder?": asked, not a taste (tenth pass)
    }
    String s = ChangedTastes.now(assistant ? secondToFirstPerson(sentence, lang) : sentence);
    String about = topic == null ? null : Text.clean(topic);
    for (Preferences.Pref pref : Preferences.find(s, lang, about)) {
      String value = pref.like() ? pref.object() : DISLIKES + pref.object();
      out.add(new Fact(Extraction.SELF, "HAS_PREFERENCE", value, null, null, false, sentence));
    }
  }

  private static void namedFacts(String sentence, Lang lang, LocalDate day, List<Fact> out) {
    Matcher job = Rules.OTHER_PROFESSION.matcher(sentence);
    if (Cues.mayMatch(Rules.OTHER_PROFESSION, sentence)
        && job.find()
        && Names.PERSON.equals(Names.classify(job.group(1), "", " is", false))) {
      out.add(
          new Fact(
              job.group(1),
              "HAS_ATTRIBUTE",
              Text.clean(job.group(2)),
              null,
              null,
              false,
              sentence));
      if (job.group(3) != null
          && !trimToName(job.group(3)).isEmpty()
          && Character.isUpperCase(trimToName(job.group(3)).charAt(0))) {
        out.add(
            new Fact(
                job.group(1),
                "WORKS_AT",
                null,
                trimToName(job.group(3)),
                "Organization",
                false,
                sentence));
      }
    }
    Matcher leaving = Rules.OTHER_LEAVING.matcher(sentence);
    if (Cues.mayMatch(Rules.OTHER_LEAVING, sentence)
        && leaving.find()
        && Names.PERSON.equals(Names.classify(leaving.group(1), "", " is", false))
        && Names.ORG.equals(Names.classify(leaving.group(2), "leaving ", "", false))) {
      out.add(
          new Fact(
              leaving.group(1),
              "WORKS_AT",
              null,
              leaving.group(2),
              "Organization",
              false,
              sentence));
    }
    Matcher bday = Rules.OTHER_BIRTHDAY.matcher(sentence);
    if (Cues.mayMatch(Rules.OTHER_BIRTHDAY, sentence) && bday.find()) {
      String who =
          bday.group(1) != null
              ? bday.group(1)
              : bday.group(2) != null ? bday.group(2) : bday.group(3);
      List<Dates.Span> spans = Dates.find(sentence.substring(bday.start()), day, lang);
      if (!spans.isEmpty() && Names.PERSON.equals(Names.classify(who, "", " is", false))) {
        out.add(
            new Fact(
                who, "HAS_ATTRIBUTE", birthday(spans.get(0).date()), null, null, false, sentence));
      }
    }
    Matcher w = Rules.OTHER_WORKS_AT.matcher(sentence);
    if (Cues.mayMatch(Rules.OTHER_WORKS_AT, sentence)
        && w.find()
        && Names.PERSON.equals(Names.classify(w.group(1), "", " works", false))) {
      out.add(
          new Fact(
              w.group(1),
              "WORKS_AT",
              null,
              trimToName(w.group(2)),
              "Organization",
              false,
              sentence));
    }
    Matcher l = Rules.OTHER_LIVES_IN.matcher(sentence);
    if (Cues.mayMatch(Rules.OTHER_LIVES_IN, sentence)
        && l.find()
        && Names.PERSON.equals(Names.classify(l.group(1), "", " lives", false))) {
      out.add(
          new Fact(
              l.group(1), "LOCATED_IN", null, trimToName(l.group(2)), "Location", false, sentence));
    }
  }

  private static final Pattern LEADING_NAME =
      Pattern.compile(
          "^(?:the |de |het )?((?:[\\p{Lu}][\\p{L}&'’.-]*)(?:\\s+(?:of|van|de|der|den|&|and|"
              + "voor)?\\s*[\\p{Lu}][\\p{L}&'’.-]*)*)");

  /** "Acme as a designer" -> "Acme"; keeps a capitalised run, else the first few words. */
  private static String trimToName(String phrase) {
    String p = Text.clean(phrase);
    Matcher caps = LEADING_NAME.matcher(p);
    if (Cues.mayMatch(LEADING_NAME, p) && caps.find()) {
      return Text.clean(caps.group(1));
    }
    String[] words = p.split("\\s+");
    return Text.clean(String.join(" ", java.util.Arrays.copyOf(words, Math.min(3, words.length))));
  }

  private static final Pattern YOU_LIKE_NL = Pattern.compile("(?i)\\b(?:jij|je) (?:houdt|hou)\\b");
  private static final Pattern YOU_LIVE_NL = Pattern.compile("(?i)\\b(?:jij|je) (?:woont)\\b");
  private static final Pattern YOU_WORK_NL = Pattern.compile("(?i)\\b(?:jij|je) (?:werkt)\\b");
  private static final Pattern YOUR_NL = Pattern.compile("(?i)\\bjouw\\b");

  private static String secondToFirstPerson(String sentence, Lang lang) {
    if (lang == Lang.NL) {
      String s = Cues.replaceAll(YOU_LIKE_NL, sentence, "ik hou");
      s = Cues.replaceAll(YOU_LIVE_NL, s, "ik woon");
      s = Cues.replaceAll(YOU_WORK_NL, s, "ik werk");
      return Cues.replaceAll(YOUR_NL, s, "mijn");
    }
    if (!Cues.mayMatch(YOU, sentence)) {
      return sentence; // nothing to replace
    }
    Matcher m = YOU.matcher(sentence);
    StringBuilder b = new StringBuilder();
    while (m.find()) {
      String w = m.group(1).toLowerCase(Locale.ROOT);
      String r =
          switch (w) {
            case "you're", "you are" -> "I'm";
            case "you've", "you have" -> "I have";
            case "your" -> "my";
            case "yours" -> "mine";
            default -> "I";
          };
      m.appendReplacement(b, r);
    }
    m.appendTail(b);
    return b.toString();
  }

  // ---------------------------------------------------------------- events

  /** Where a sentence's clauses part, for a sentence that names more than one occasion. */
  private static final Pattern EVENT_CLAUSES =
      Pattern.compile(
          "\\s*[,;:]\\s*|\\s+(?:and then|and|but|so|en dan|dan|maar|dus|want)\\s+",
          Pattern.CASE_INSENSITIVE);

  /**
   * The occasions of a sentence about the user. A sentence that is a task can still name an
   * occasion in another clause ("Mum's flight lands on Sunday, I need to pick her up"); a clause
   * counts when it has a day of its own and is no task on its own. A sentence with two days is read
   * clause by clause too ("the movers come Friday, the internet gets connected Monday").
   */
  private static List<EventCandidate> events(
      String sentence,
      Lang lang,
      boolean assistant,
      boolean email,
      List<Dates.Span> spans,
      LocalDate day,
      boolean isTask,
      List<Mention> mentions,
      List<KnownTask> known) {
    if (spans.isEmpty()) {
      return List.of();
    }
    if (!isTask && spans.size() < 2) {
      return event(sentence, lang, spans, day).map(List::of).orElse(List.of());
    }
    List<EventCandidate> out = new ArrayList<>();
    Matcher edge = EVENT_CLAUSES.matcher(sentence);
    int start = 0;
    while (start <= sentence.length()) {
      boolean more = edge.find();
      int end = more ? edge.start() : sentence.length();
      int from = start;
      // the sentence's own days that fall in this clause (no second pass over the dates)
      List<Dates.Span> own =
          spans.stream().filter(x -> x.start() >= from && x.end() <= end).toList();
      String clause = sentence.substring(start, end);
      start = more ? edge.end() : sentence.length() + 1;
      if (own.isEmpty()) {
        continue;
      }
      var found = event(clause, lang, own, day);
      if (found.isEmpty()
          || isTask
              && TaskRules.tasks(
                  clause, "", lang, assistant, email, day, new ArrayList<>(), mentions, known)) {
        continue; // the task's own clause is no occasion
      }
      out.add(new EventCandidate(found.get().label(), found.get().date(), sentence));
    }
    if (out.isEmpty() && !isTask) {
      event(sentence, lang, spans, day).ifPresent(out::add);
    }
    return out;
  }

  private static java.util.Optional<EventCandidate> event(
      String sentence, Lang lang, List<Dates.Span> spans, LocalDate day) {
    if (spans.isEmpty() || Cues.find(Rules.NOT_AN_OCCASION, sentence)) {
      return java.util.Optional.empty();
    }
    Dates.Span when = spans.get(0);
    for (Dates.Span s : spans) {
      if (!s.date().isBefore(day)) {
        when = s; // "Gisteren heb ik gebeld, de afspraak is op 8 juli": the coming day
        break;
      }
    }
    Matcher m = Rules.EVENT.matcher(sentence);
    if (!Cues.mayMatch(Rules.EVENT, sentence) || !m.find()) {
      if (sentence.strip().endsWith("?")) {
        return java.util.Optional.empty(); // "what time does the shop open on Saturday?"
      }
      Matcher pro = Rules.PROFESSIONAL.matcher(sentence);
      if (Cues.mayMatch(Rules.PROFESSIONAL, sentence)
          && pro.find()
          && professionalVisit(sentence, pro)) {
        String who = pro.group(1).toLowerCase(Locale.ROOT);
        String label = lang == Lang.NL ? "afspraak bij de " + who : who + " appointment";
        return java.util.Optional.of(new EventCandidate(label, when.date(), sentence));
      }
      var said = SeeMeEvents.find(sentence, lang, when); // "Dr. Okafor wants to see me ..."
      said = said.isPresent() ? said : occasion(sentence, lang, when, Rules.MEETING, 1);
      if (said.isEmpty()) {
        said =
            occasion(
                sentence, lang, when, lang == Lang.NL ? Rules.OCCASION_NL : Rules.OCCASION_EN, 2);
      }
      if (said.isEmpty() && !when.date().isAfter(day) && Metrics.find(sentence).isEmpty()) {
        // a run or a night's sleep is a reading, not an occasion
        said = occasion(sentence, lang, when, Rules.PAST_OCCASION, 1);
      }
      return said;
    }
    String head = m.group(1) != null ? m.group(1) : m.group(2);
    String label =
        Text.clean(
            head.replaceAll(
                "(?i)^(?:(?:a|an|the|my|our|his|her|their|een|de|het|mijn|onze|zijn|haar|ons"
                    + "|had|have|hadden|went|to|naar|was|is|at|on|op|in|hebben|heb|we|ik|i'm|we're|i)\\s+)+",
                ""));
    if (label.isEmpty()) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(new EventCandidate(label, when.date(), sentence));
  }

  /**
   * A visit to a professional or an office: the word after "to/at/naar/bij (the)", or the
   * sentence's head ("dentist on Thursday at 10", "morgen om 9 uur tandarts").
   */
  private static boolean professionalVisit(String sentence, Matcher pro) {
    String before = sentence.substring(0, pro.start()).toLowerCase(Locale.ROOT);
    String after = sentence.substring(pro.end()).toLowerCase(Locale.ROOT);
    return before.matches(
            "(?s).*\\b(?:to|at|naar|bij|see|zie)\\s+(?:the|my|de|het|mijn|a|een)?\\s*$")
        || before.matches("(?s)^\\W*(?:[\\p{L}\\p{N}'’]+[,:]?\\s*){0,6}$")
            && after.matches("(?s)^\\W*$|^\\s*(?:on|op|at|om|morgen|tomorrow)\\b.*");
  }

  /** A phrase without its date expressions, cut out by position ("Grandma's 90th" keeps 90th). */
  static String withoutDates(String phrase, List<Dates.Span> spans) {
    StringBuilder b = new StringBuilder(phrase);
    List<Dates.Span> last = new ArrayList<>(spans);
    last.sort((x, y) -> Integer.compare(y.start(), x.start()));
    for (Dates.Span d : last) {
      if (d.start() >= 0 && d.end() <= b.length() && d.start() < d.end()) {
        b.replace(d.start(), d.end(), " ");
      }
    }
    return b.toString();
  }

  /** A dated sentence of a reference text: what happened, without its date ("The Wall fell"). */
  private static java.util.Optional<EventCandidate> historical(
      String sentence, Lang lang, List<Dates.Span> spans) {
    if (spans.isEmpty()) {
      return java.util.Optional.empty();
    }
    String part = Text.firstClause(sentence, lang);
    part = withoutDates(part, Dates.find(part, spans.get(0).date(), lang));
    part =
        part.replaceAll("(?i)\\s(?:on|op|in)\\s*$", " ")
            .replaceAll("(?i)\\s(?:on|op)\\s+(?=[,.]|$)", " ");
    String label = Text.clean(part.replaceAll("\\s+", " "));
    if (label.split("\\s+").length < 2 || label.length() > 120) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(new EventCandidate(label, spans.get(0).date(), sentence));
  }

  /**
   * An occasion named by its verb rather than a noun, on a coming day: the user travelling or going
   * out ("Over drie dagen vlieg ik naar Lissabon", "Sunday we're driving to the coast"), or someone
   * or something arriving ("De loodgieter komt dinsdag", "The movers come Friday"). The label is
   * the clause without its date words.
   */
  private static java.util.Optional<EventCandidate> occasion(
      String sentence, Lang lang, Dates.Span coming, Pattern verbs, int minWords) {
    Matcher m = verbs.matcher(sentence);
    if (!Cues.mayMatch(verbs, sentence) || !m.find()) {
      return java.util.Optional.empty();
    }
    String clause = sentence;
    int start = 0;
    int end = clause.length();
    Matcher brk = Rules.CLAUSE_EDGE.matcher(clause);
    while (brk.find()) {
      if (brk.end() <= m.start()) {
        start = brk.end();
      } else if (brk.start() >= m.end()) {
        end = brk.start();
        break;
      }
    }
    String part = clause.substring(start, end);
    part = withoutDates(part, Dates.find(part, coming.date(), lang));
    part = Rules.OCCASION_FILLER.matcher(part).replaceAll(" ");
    String label = Text.clean(part.replaceAll("\\s+", " "));
    if (label.split("\\s+").length < minWords || Text.contentStems(label).isEmpty()) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(new EventCandidate(label, coming.date(), sentence));
  }
}
