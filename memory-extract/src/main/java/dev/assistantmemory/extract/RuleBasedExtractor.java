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
import java.util.Map;
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

  /** A reminder asked about "it": "can you nag me about it", "remind me closer to the time". */
  private static final Pattern REMIND_ABOUT_IT =
      Rules.p(
          "^(?:nag|remind|ping|chase|prod|bug|poke) me(?: about (?:it|that|this)| closer to the"
              + " (?:time|date|day))?(?: please)?$|^the (?:time|date|day)$");

  /**
   * Where a person's act is said: "Claire from next door will ...", "Sem van hiernaast gaat ...".
   */
  private static final Pattern NAME_APPOSITION =
      Rules.p(
          "(?<![\\p{L}])(?<name>(?-i:\\p{Lu}\\p{Ll}+))( (?:from|van) (?:the |de |het )?(?:next door|across the road"
              + "|upstairs|downstairs|hiernaast|de overkant|boven|beneden|(?-i:\\p{Ll}+)(?: (?-i:\\p{Ll}+))?))"
              + "(?= (?:will|is going to|'s going to|is gonna|can|zal|gaat|kan|wil)\\b)");

  /** A reminder the assistant promises the user: "remind you", "je eraan herinneren". */
  private static final Pattern REMIND_YOU =
      Pattern.compile(
          "(?iu)\\W*(?:remind you|give (?:you )?a (?:nudge|reminder)|send (?:you )?a reminder"
              + "|(?:je|u)(?: er| eraan| aan)* herinneren|(?:je|u) een herinnering (?:sturen|geven))"
              + "\\b");

  /** The spoken Dutch "'k" for "ik" (tenth pass). */
  private static final Pattern CLIPPED_IK = Pattern.compile("(?<![\\p{L}'’])['’]k(?=\\s)");

  @Override
  public Extraction extract(ExtractionInput in) {
    return EventMoves.apply(in, rules(in)); // "the dentist moved to Friday" (stop 38)
  }

  private Extraction rules(ExtractionInput in) {
    String text = in.text() == null ? "" : in.text();
    if (text.isBlank()) {
      return Extraction.empty();
    }
    Lang lang = Lang.detect(text);
    if (lang == Lang.NL && (text.indexOf("'k ") >= 0 || text.indexOf("’k ") >= 0)) {
      // "'k Zet morgen de vuilzakken buiten": the clipped "ik", as long as the word it stands for
      text = Cues.replaceAll(CLIPPED_IK, text, "ik");
    }
    LocalDate day = in.day();
    boolean reference = in.scope() == Scope.reference;
    boolean assistant = ExtractionInput.ASSISTANT.equals(in.role());
    boolean aboutUser = !reference && !ExtractionInput.PARTICIPANT.equals(in.role());
    List<String> written =
        Text.sentences(
            assistant || !aboutUser
                ? text
                : NumberedLists.asToDos(text, lang, day)); // "1. redirect post" (stop 38)
    ReadSentences read = ReadSentences.of(written, lang, assistant);
    List<String> sentences = read.rules();
    List<String> forNames = read.names();
    Map<String, String> said = read.said(); // a sentence read in another form -> as written
    boolean email = in.isEmail();
    boolean pasted = !email && !assistant && aboutUser && PastedMessages.is(text);

    List<Mention> mentions = new ArrayList<>(Names.find(text, forNames));
    String firstLine = sentences.isEmpty() ? text : Text.sentences(text).get(0);
    PastedMessages.nameSender(text, mentions, firstLine); // "[Slack] Omar: can you ..."
    List<Fact> facts = new ArrayList<>();
    List<TaskCandidate> tasks = new ArrayList<>();
    List<StatusChange> statuses = new ArrayList<>();
    List<DeadlineRemoval> removals = new ArrayList<>();
    List<EventCandidate> events = new ArrayList<>();
    List<DateMention> dates = new ArrayList<>();
    List<MetricReading> metrics = new ArrayList<>();
    Set<String> changed = new HashSet<>();
    LabelStems stems = new LabelStems(); // the labels' stems (kept across calls) and things

    if (aboutUser
        && !assistant
        && !email
        && sentences.size() == 1
        // an answer needs an open task to be the answer for (skips the day search otherwise)
        && in.knownTasks().stream().anyMatch(ExtractionInput.KnownTask::isOpen)) {
      var answer = DateAnswers.dateAnswer(sentences.get(0), lang, day, in.knownTasks());
      if (answer.isPresent()) {
        List<Dates.Span> all = Dates.find(text, day, lang);
        all.forEach(s -> dates.add(new DateMention(s.text(), s.date())));
        tasks.add(answer.get());
        int comma = text.indexOf(',');
        if (comma > 0
            && AsciiCase.matcher(DateAnswers.ANSWER_REASON, text.substring(comma)).matches()) {
          // "Needs to be before 12 December, we're driving to the Alps then": the reason's occasion
          events.addAll(
              EventRules.events(
                  text, lang, false, email, all, day, false, mentions, in.knownTasks()));
        }
        if (events.isEmpty()) {
          // "Ingepland, op 15 september" after "de controle nog inplannen": the check-up's day
          BookedOccasions.find(text, all, day, in.knownTasks()).ifPresent(events::add);
        }
        if (events.isEmpty()) { // "for the quiz night" … "the 7th of April": the quiz's day
          AnsweredOccasions.find(answer.get().label(), answer.get().due(), text)
              .ifPresent(events::add);
        }
        return new Extraction(mentions, facts, tasks, statuses, removals, events, dates, metrics);
      }
    }
    boolean ironic = Cues.find(Rules.IRONY, text) || NoCommitment.ironic(text);
    boolean sarcastic = sentences.size() <= 2 && Sarcasm.marked(text); // "... 🙄", "Not."
    boolean mocked = sentences.size() <= 2 && Sarcasm.recurring(text); // "X again. My favourite."
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
      previous = sentence.endsWith("?") && Rx.split(sentence, "\\s+").length <= 6 ? sentence : null;
      List<Dates.Span> spans = Dates.find(sentence, day, lang);
      spans.forEach(s -> dates.add(new DateMention(s.text(), s.date())));
      if (aboutUser && !assistant) {
        metrics.addAll(Metrics.find(sentence));
      }
      if (aboutUser) {
        // "The water bill will be paid on Friday": a plan, no change of any task's status
        // "..., so the present can wait": put off, still open (stop 37)
        // "I was going to say it's done, but nope": a done taken back as it is said (stop 45)
        if (!advice
            && !StatusRules.futureState(sentence)
            && !StatusGuards.putOff(sentence)
            && !StatusGuards.withdrawn(sentence)) {
          int statusesBefore = statuses.size();
          statuses.addAll(
              StatusRules.statusChanges(
                  sentence,
                  lang,
                  assistant,
                  in.knownTasks(),
                  changed,
                  // stop 34: an assistant turn is read by its words only, as for deadlines
                  assistant ? TaskSimilarity.NONE : in.taskSimilarity(),
                  stems));
          if (assistant && statuses.size() == statusesBefore && sentence == sentences.get(0)) {
            // "Here's a draft: …" after "Can you draft the note?": the note is written
            AssistantDeliveries.change(text, lang == Lang.NL, in.knownTasks(), changed, stems)
                .ifPresent(statuses::add);
          }
          if (!assistant && statuses.size() == statusesBefore) {
            PastDeeds.change(sentence, in.knownTasks(), changed).ifPresent(statuses::add);
          }
          if (!assistant && lang == Lang.EN && statuses.size() == statusesBefore) {
            // "The new tyres are on", "Still fiddling with the budget spreadsheet"
            StateReports.change(sentence, in.knownTasks(), changed, stems).ifPresent(statuses::add);
          }
          if (!assistant && statuses.size() == statusesBefore) {
            // "De vaatwasser doet het weer", "Hedge trimmer is back with Darren", "Top, dank je"
            FollowUpStates.change(sentence, lang, in.knownTasks(), changed, stems)
                .ifPresent(statuses::add);
          }
          if (!assistant && statuses.size() == statusesBefore) {
            // "De gasrekening is voldaan", "essay: 1200/3000 words", "nvm about the stethoscope"
            ResultStates.change(sentence, in.knownTasks(), changed, stems).ifPresent(statuses::add);
          }
          if (!assistant && statuses.size() == statusesBefore) {
            // "Huisstijl ligt bij de klant", "Jeroen heeft 'm binnen", "Mark did the hallway"
            IndirectStates.change(sentence, in.knownTasks(), changed, stems)
                .ifPresent(statuses::add);
          }
          if (!assistant && statuses.size() == statusesBefore) {
            // "Octopus have my readings now", "De fysio heeft hem binnen" (stop 38)
            RecipientStates.change(sentence, in.knownTasks(), changed, stems)
                .ifPresent(statuses::add);
          }
          if (!assistant && statuses.size() == statusesBefore) {
            // "The quarterly report? Submitted it an hour ago."
            statuses.addAll(
                FollowUpStates.onTopic(
                    topic, sentence, lang, in.knownTasks(), changed, in.taskSimilarity(), stems));
          }
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
                    .or(() -> DeadlineRules.scheduled(sentence, day, in.knownTasks(), due, stems))
                    .or(
                        () ->
                            assistant
                                ? java.util.Optional.<TaskCandidate>empty()
                                : DueNeighbours.change(sentence, due, in.knownTasks(), stems));
        moved.ifPresent(tasks::add);
        var handed =
            moved.isPresent() || assistant || email || ironic || in.knownTasks().isEmpty()
                ? java.util.Optional.<TaskCandidate>empty()
                : HandedTasks.find(
                    sentence, in.knownTasks(), stems, day, due); // "I'll do it myself"
        handed.ifPresent(tasks::add);
        handed.ifPresent(h -> HandedTasks.notDropped(statuses, in.knownTasks(), h));
        boolean isTask =
            moved.isPresent()
                || handed.isPresent()
                || !ironic
                    && !advice
                    && !NoCommitment.commitsNobody(sentence)
                    && (!assistant && !email && DatedNotes.find(sentence, lang, day, spans, tasks)
                        || lang == Lang.EN
                            && !assistant
                            && !email
                            // "Deadline is 2 March for the abstract, I should start drafting"
                            && LeadingDeadlines.find(
                                sentence, prior, day, tasks, mentions, in.knownTasks())
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
                            && DeadlineRules.deadlineStatement(sentence, lang, day, due, tasks)
                        // "and gravel for the aquarium too" after "add cat food to my list"
                        || !assistant
                            && !email
                            && prior.isEmpty()
                            && ElidedAdditions.find(sentence, lang, in.knownTasks(), tasks));
        if (isTask
            && lang == Lang.EN
            && !assistant
            && !email
            && tasks.size() == tasksBefore + 1
            && Cues.find(REMIND_ABOUT_IT, tasks.get(tasksBefore).label())) {
          // "Tax return has to be in by 31 January, can you nag me about it": the reminder is
          // about the thing the other clause names, the user's task
          List<TaskCandidate> thing = new ArrayList<>();
          int comma = sentence.lastIndexOf(',');
          if (DeadlineRules.deadlineStatement(sentence, lang, day, due, thing)
              && thing.size() == 1) {
            tasks.set(tasksBefore, thing.get(0));
          } else if (comma > 0
              && TaskRules.tasks(
                  sentence.substring(0, comma),
                  prior,
                  lang,
                  false,
                  false,
                  day,
                  thing,
                  mentions,
                  in.knownTasks())
              && thing.size() == 1) {
            // "I've got to renew the car insurance in 9 days, remind me closer to the time"
            TaskCandidate t = thing.get(0);
            tasks.set(
                tasksBefore, new TaskCandidate(t.label(), Extraction.SELF, t.due(), t.excerpt()));
          }
        }
        if (!isTask && !assistant && !email && !ironic) {
          // "Claire from next door will feed the cat": the person's task, read without the
          // apposition between the name and the verb
          Matcher apposition = AsciiCase.matcher(NAME_APPOSITION, sentence);
          if (apposition.find()
              && mentions.stream()
                  .anyMatch(
                      m ->
                          Names.PERSON.equals(m.nodeType())
                              && m.name().equals(apposition.group("name")))) {
            String plain =
                sentence.substring(0, apposition.start(2)) + sentence.substring(apposition.end(2));
            isTask =
                !NoCommitment.commitsNobody(plain)
                    && TaskRules.tasks(
                        plain, prior, lang, false, false, day, tasks, mentions, in.knownTasks());
          }
        }
        String named = null; // "Spoke to Hugo in IT, he's going to reset my laptop"
        if (!isTask && lang == Lang.EN && !assistant && !email && !ironic) {
          // read again with the name for "he"
          named = PronounOwners.named(sentence);
          isTask =
              named != null
                  && !NoCommitment.commitsNobody(named)
                  && TaskRules.tasks(
                      named, prior, lang, false, false, day, tasks, mentions, in.knownTasks());
        }
        if (!isTask && TaggedIntentions.ON && lang == Lang.EN && !assistant && !email && !ironic) {
          // "I said I'd organise the card": an intention the rules did not read, by part of speech
          isTask =
              !NoCommitment.commitsNobody(sentence)
                  && TaggedIntentions.find(sentence, day, spans, mentions, tasks);
        }
        if (!isTask && !assistant && !email && !ironic && !advice) {
          // "Garden jobs: prune the roses, clear the gutters": a list of acts under a header
          isTask =
              !NoCommitment.commitsNobody(sentence)
                  && HeadedLists.find(sentence, lang, day, spans, mentions, tasks);
        }
        if (lang == Lang.NL && !email && !ironic && !advice) {
          // "Zet melk en eieren op het boodschappenlijstje": things to buy
          isTask |= DutchLists.find(sentence, assistant, day, tasks, tasksBefore);
          isTask |= !isTask && !assistant && RelayedReminders.find(sentence, day, tasks);
        }
        if (lang == Lang.EN && !email && !ironic && !advice) {
          isTask |= ListAdditions.find(sentence, assistant, day, tasks, tasksBefore); // stop 35
        }
        if (isTask && lang == Lang.NL && DutchResults.dropStates(tasks, tasksBefore)) {
          isTask = tasks.size() > tasksBefore; // "gekocht zijn" names a state, not an act
        }
        if (!isTask && lang == Lang.NL && !assistant && !email && !ironic) {
          // "De verf moet vóór zaterdag besteld zijn": a result by a day, by the lexicon
          isTask = !NoCommitment.commitsNobody(sentence) && DutchResults.find(sentence, day, tasks);
        }
        if (lang == Lang.EN && !assistant && !email && !ironic && !advice) {
          // "Mia brings the salad, Tom does the grill and I sort the drinks"
          DividedDuties.add(
              named == null ? sentence : named, day, spans, mentions, tasks, tasksBefore);
        }
        if (lang == Lang.NL && !assistant && !email && !ironic) {
          DutchDuties.add(sentence, day, spans, tasks, tasksBefore); // "Pieter doet ..., ik kook"
        }
        if (lang == Lang.EN) {
          DeclinedOffers.drop(sentence, tasks, tasksBefore); // "I offered to ... but she said no"
        }
        if (!assistant && !email && !ironic) {
          // "Tell Sara I'll collect her on Sunday": the user's promise to the one told
          RelayedPromises.apply(sentence, lang, day, tasks, tasksBefore);
          isTask |= tasks.size() > tasksBefore;
        }
        OrdinalDeadlines.apply(sentence, day, tasks, tasksBefore); // "by the 24th"
        DayCorrections.apply(
            sentence, spans, tasks, tasksBefore); // "on Wednesday - sorry, Thursday"
        // "..., dus vóór die tijd ...", "... and I have to book the van before then"
        ThatTimeDeadlines.apply(sentence, prior, lang, day, tasks, tasksBefore);
        if (lang == Lang.NL && !assistant && !email && !ironic) {
          SecondClauseDuties.add(sentence, day, tasks, tasksBefore, mentions); // ", en Niels ..."
        }
        LaterLabels.apply(lang, day, tasks, tasksBefore); // "Ik bel je later terug"
        if (SocialOccasions.apply(tasks, tasksBefore) && !spans.isEmpty()) {
          isTask = false; // "Ik ga donderdag lunchen met Maaike": an occasion, not a duty
        }
        if (lang == Lang.EN && !assistant && !email && moved.isEmpty() && handed.isEmpty()) {
          ImperativeOwners.apply(tasks, tasksBefore); // "Pay the water bill by Friday": the user's
        }
        if (!isTask
            && !assistant
            && lastTo - lastFrom == 1
            && tasks.get(lastFrom).due() == null
            && Rx.split(sentence, "\\s+").length <= 7) {
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
          FactRules.facts(sentence, lang, assistant, day, facts);
        }
        if (ironic) {
          // "I'd love to clean the attic, said no one ever": no goal either
          facts.subList(factsFrom, facts.size()).removeIf(f -> f.predicate().equals("HAS_GOAL"));
        }
        if (email || pasted) {
          // in an email the "I" is its sender: "I'd like to go through it first" is not the user's
          facts.subList(factsFrom, facts.size()).removeIf(f -> Extraction.SELF.equals(f.subject()));
        }
        int before = facts.size();
        if (!advice) {
          String asWritten = said.getOrDefault(sentence, sentence); // "Oh I just LOVE ..."
          SentencePreferences.read(
              sentence,
              asWritten,
              lang,
              assistant,
              topic,
              sarcastic || Sarcasm.marked(asWritten),
              mocked,
              facts);
          if (!assistant
              && (EvaluativePreferences.modal(sentence, lang)
                  || HabitPreferences.comparative(sentence, lang))) {
            tasks.subList(tasksBefore, tasks.size()).clear(); // "I'd take a train over a plane"
          }
        }
        // "I love my Sunday yoga class" is a like, not an occasion; "Sure, I'll run a marathon
        // tomorrow, right after I win the lottery" is irony, not a plan
        if (facts.size() == before && !ironic) {
          events.addAll(
              EventRules.events(
                  sentence, lang, assistant, email, spans, day, isTask, mentions, in.knownTasks()));
        }
      } else {
        FactRules.namedFacts(sentence, lang, day, facts);
        var event = EventRules.event(sentence, lang, spans, day);
        if (event.isEmpty() && reference) {
          event = EventRules.historical(sentence, lang, spans);
        }
        event.ifPresent(events::add);
      }
      lastFrom = tasksBefore;
      lastTo = tasks.size();
      prior = sentence;
    }
    if (aboutUser && !assistant && !ironic) {
      ContrastPreferences.add(text, sentences, facts); // "Cats, yes. Dogs, not so much."
    }
    if (aboutUser && !assistant) {
      MockedRecurrences.add(text, sentences, facts); // "The bus is late again. Lovely. 🙃"
      MessageTastes.add(text, sentences, facts); // "X. Living the dream. 🙄" (stop 40)
      BareVerdicts.add(text, sentences, facts); // "Ironing shirts. The worst."
    }
    if (assistant && in.knownTasks().stream().anyMatch(KnownTask::isOpen)) {
      // "Will do, I'll remind you tomorrow" after the user's "Remind me to ...": acknowledging the
      // reminder is no task of its own, the reminder is the user's open task already (a promise to
      // remind made on its own, with nothing open, stays the assistant's task)
      tasks.removeIf(t -> AsciiCase.matcher(REMIND_YOU, t.label()).lookingAt());
    }
    tasks.removeIf(SocialOccasions::is); // a leisure plan from a later pass ("het vieren")
    if (lang == Lang.EN) {
      LabelTails.trim(tasks); // "email Sam about the invoice remind me"
    }
    AskedDays.clear(tasks, day, lang); // "ask Priya if she can cover on Thursday" (stop 39)
    PossessiveDays.clear(tasks, day, lang); // "book the boat for Sunday's outing" (stop 41)
    EventRules.dropBareEchoes(events); // "Oma wordt zaterdag 90! Feest in het dorpshuis ..."
    SaidAsWritten.restore(said, tasks, events, facts, statuses, mentions);
    SelfCancellingTasks.asDone(statuses, in.knownTasks()); // "cancel the gym" ... "gym cancelled"
    if (aboutUser && !assistant && !email) { // "Cleaned it!" ... "smear. Back on the list."
      Reopened.apply(sentences, text, in.knownTasks(), statuses, tasks, lang == Lang.NL, stems);
    }
    MovedDeadlines.keepOpen(statuses, tasks, in.knownTasks()); // "they've moved it to Friday"
    if (!assistant) {
      if (aboutUser && !email && !pasted) {
        TopicVerdicts.add(text, lang, facts); // "Horror films? No thanks." (stop 35)
        VerdictLists.add(text, facts); // "Olives: yes. Capers: no." (stop 41)
      }
      SarcasticPraise.invert(text, facts); // "Oh I just LOVE doing the VAT return 🙄"
      TakenBack.drop(text, tasks); // "I'll throw a party. Not holding my breath."
      UnmeantPlans.drop(text, tasks); // "I'll call the bank. Actually no, never mind."
      DisownedPlans.drop(
          text, tasks); // "I never said I'd help", "Kevin gaat ..., ik snap het niet"
      RefusedSuggestions.drop(text, tasks); // "Everyone says I should run it. I said no."
    }
    if (pasted) {
      PastedMessages.settle(text, tasks, mentions, written); // "Hi Sam, could you ..."
    }
    ActionItems.add(text, lang, day, tasks, mentions); // "- Priya: send the deck by Fri" (stop 36)
    FullNameOwners.expand(tasks, mentions); // "Hughes" -> "Margaret Hughes" (stop 35)
    if (lang == Lang.NL) {
      AddressedRequests.add(sentences, day, tasks, mentions); // "Ayla, stuur jij me ...?"
    }
    JointOwners.add(tasks, mentions); // "Priya and Tom are painting the fence" (stop 41)
    RequesterPronouns.name(lang, tasks); // "Sarah asked me to send her X" (stop 36)
    return new Extraction(
        mentions,
        facts,
        SecondRequests.split(TaskRules.splitJoined(tasks, lang), lang, day),
        statuses,
        removals,
        events,
        dates,
        metrics);
  }

  // ---------------------------------------------------------------- status and deadlines

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

  // ---------------------------------------------------------------- preferences

  /** The prefix of a preference's object value that marks a dislike ("dislikes coriander"). */
  public static final String DISLIKES = "dislikes ";

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
}
