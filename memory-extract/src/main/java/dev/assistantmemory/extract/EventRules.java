package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction.EventCandidate;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Occasions tied to one day (appointments, meetings, trips, deliveries, parties) in a sentence
 * about the user, and dated happenings in a reference text.
 */
final class EventRules {
  private EventRules() {}

  /**
   * A routine place the user says he does not go to is no occasion ("Morgen ga ik niet naar
   * kantoor", "not going to the gym tomorrow"); a party or a meeting he skips still happens.
   */
  private static final Pattern NOT_GOING = Rules.p("\\b(?:not|n't|never|niet|nooit)\\b");

  /**
   * The user saying he will not attend ("I'm not going to the 9am lecture", "ga morgen niet naar de
   * training"); "don't forget the swimming lesson" still names the lesson.
   */
  private static final Pattern NOT_ATTENDING =
      Rules.p(
          "\\b(?:not|n't|never|niet|nooit)\\s+(?:going|go|naar|heen|attend\\p{L}*|make it|be at)\\b");

  /**
   * A label that only says someone arrives ("hij komt", "He coming round"): who comes is not said
   * in the clause, so no occasion is named ({@link VisitorEvents} reads a named visitor).
   */
  private static final Pattern BARE_ARRIVAL =
      Rules.p(
          "^(?:he|she|they|it|hij|zij|ze|het)\\s+(?:(?:can|will|kan|zal)\\s+)?(?:coming|comes|come|komt"
              + "|komen|arrives|arriving|arriveert)(?:\\s+(?:round|over|by|in|langs))?$");

  /** "are on their way," before the arrival's own clause: no part of the label. */
  private static final Pattern ON_ITS_WAY =
      Rules.p("\\s*(?:(?:is|are|['’]s|['’]re)\\s+)?on (?:its|their|the|her|his) way\\s*[,;]?");

  /** An outing only considered: "gaan we misschien naar het strand", "if it's dry we might". */
  private static final Pattern TENTATIVE =
      Rules.p(
          "\\b(?:misschien|wellicht|eventueel|maybe|perhaps|might|als het|if it|if the weather)\\b");

  /**
   * News told as a question ("Did you know Ana is moving to Cork on the 3rd?", "Wist je dat Bram
   * zaterdag verhuist?"): the occasion is told, not asked about.
   */
  private static final Pattern TOLD_AS_QUESTION =
      Rules.p("^\\W*(?:did you know|did you hear|guess what|wist je (?:dat|al)|raad eens)\\b");

  static final Pattern ROUTINE_PLACE =
      Rules.p(
          "\\b(?:kantoor|werk|sportschool|gym|office|work|school|yoga|fitness|zwembad|pool"
              + "|the shops|winkels|boodschappen|training|sporten|lecture|lectures|class|classes"
              + "|lesson|lessons|practice|les|lessen|college|colleges|hoorcollege"
              // stop 45: a club's training or a lesson as a Dutch compound ("de ijshockeytraining")
              + "|\\p{L}+training(?:en)?|(?:zwem|dans|piano|gitaar|bij|rij|muziek|zang|teken|taal"
              + "|tennis|golf|judo|turn|yoga)les(?:sen)?)\\b");

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
  static List<EventCandidate> events(
      String sentence,
      Lang lang,
      boolean assistant,
      boolean email,
      List<Dates.Span> spans,
      LocalDate day,
      boolean isTask,
      List<Mention> mentions,
      List<KnownTask> known) {
    List<EventCandidate> found =
        occasions(sentence, lang, assistant, email, spans, day, isTask, mentions, known);
    if (found.isEmpty() && !assistant) {
      // "Booked them for 20 August" after "I have to book the kids' check-ups"
      found = BookedOccasions.find(sentence, spans, day, known).map(List::of).orElse(found);
    }
    if (found.isEmpty() && !assistant) {
      // "Ordered one from Millets, it arrives Thursday" after "buy a new tent" (stop 45)
      found = OrderedDeliveries.find(sentence, spans, day, known).map(List::of).orElse(found);
    }
    List<EventCandidate> constructed = new ArrayList<>(SaidOccasions.find(sentence, lang, spans));
    OthersOccasions.find(sentence, lang, spans).ifPresent(constructed::add);
    FirstWorkdays.find(sentence, lang, spans).ifPresent(constructed::add); // "Started at X ..."
    constructed.addAll(
        AgendaLists.find(sentence, lang, spans)); // "Je week: maandag de kapper, ..."
    for (EventCandidate said : constructed) {
      // the construction names the occasion better than the clause read around its day
      found = new ArrayList<>(found);
      found.removeIf(f -> f.date().equals(said.date()));
      found.add(said);
    }
    List<EventCandidate> merged = VisitorEvents.merge(found, sentence, lang, spans, day, mentions);
    for (EventCandidate said : DayCopulas.find(sentence, lang, spans)) {
      // "de vochtmeting is vrijdag": only a day no other reading gave an occasion (stop 42)
      if (merged.stream().noneMatch(f -> f.date().equals(said.date()))) {
        merged = new ArrayList<>(merged);
        merged.add(said);
      }
    }
    return merged;
  }

  private static List<EventCandidate> occasions(
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
    Matcher edge = AsciiCase.matcher(EVENT_CLAUSES, sentence);
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
    if (isTask) {
      for (EventCandidate e : TaskOccasions.in(sentence, spans)) {
        if (out.stream().noneMatch(o -> o.date().equals(e.date()))) {
          out.add(e);
        }
      }
    }
    return out;
  }

  static java.util.Optional<EventCandidate> event(
      String sentence, Lang lang, List<Dates.Span> spans, LocalDate day) {
    if (spans.isEmpty()
        || Cues.find(OccasionPatterns.NOT_AN_OCCASION, sentence)
        || SaidOccasions.notEscorting(sentence)) {
      return java.util.Optional.empty();
    }
    if (Cues.find(OccasionPatterns.WINDOW, sentence)) {
      String reason = OccasionPatterns.reason(sentence);
      return reason == null || Cues.find(OccasionPatterns.WINDOW, reason)
          ? java.util.Optional.empty()
          : event(reason, lang, spans, day);
    }
    List<Dates.Span> days = occasionDays(sentence, spans);
    if (days.isEmpty()) {
      return java.util.Optional.empty(); // "needs to be bought by 2 July": a deadline
    }
    // "Gisteren heb ik gebeld, de afspraak is op 8 juli": the coming day, else the first
    Dates.Span coming = Dates.firstOnOrAfter(days, day);
    Dates.Span when = coming == null ? days.get(0) : coming;
    String head = OccasionPatterns.eventHead(sentence);
    if (head != null) {
      // "krijgt vrijdag een servicebeurt": the day is no part of the occasion's name
      head = RuleBasedExtractor.withoutDates(head, Dates.find(head, when.date(), lang)).strip();
    }
    String label = head == null ? null : headLabel(head);
    if (label != null && Cues.find(NOT_ATTENDING, sentence) && Cues.find(ROUTINE_PLACE, label)) {
      return java.util.Optional.empty(); // "Ik ga morgen niet naar de training"
    }
    if (label != null
        && (Cues.find(OccasionPatterns.QUALIFYING_HEAD, label)
            || Cues.find(OccasionPatterns.PURPOSE_HEAD, label)
                && Cues.find(OccasionPatterns.OBLIGATION, sentence))) {
      head = null; // "de aanmelding voor de zwemles": no occasion of its own
    }
    if (head == null) {
      if (sentence.strip().endsWith("?") && !Cues.find(TOLD_AS_QUESTION, sentence)) {
        return java.util.Optional.empty(); // "what time does the shop open on Saturday?"
      }
      Matcher pro = AsciiCase.matcher(OccasionPatterns.PROFESSIONAL, sentence);
      if (Cues.mayMatch(OccasionPatterns.PROFESSIONAL, sentence)
          && pro.find()
          && professionalVisit(sentence, pro)) {
        String who = pro.group(1).toLowerCase(Locale.ROOT);
        String visit = lang == Lang.NL ? "afspraak bij de " + who : who + " appointment";
        return java.util.Optional.of(new EventCandidate(visit, when.date(), sentence));
      }
      var said = SeeMeEvents.find(sentence, lang, when); // "Dr. Okafor wants to see me ..."
      said = said.isPresent() ? said : occasion(sentence, lang, when, OccasionPatterns.MEETING, 1);
      if (said.isEmpty()) {
        said =
            occasion(
                sentence,
                lang,
                when,
                lang == Lang.NL ? OccasionPatterns.OCCASION_NL : OccasionPatterns.OCCASION_EN,
                2);
      }
      if (said.isEmpty() && !when.date().isAfter(day) && Metrics.find(sentence).isEmpty()) {
        // a run or a night's sleep is a reading, not an occasion
        said = occasion(sentence, lang, when, OccasionPatterns.PAST_OCCASION, 1);
      }
      return said;
    }
    if (label.isEmpty()) {
      return java.util.Optional.empty();
    }
    if (Cues.find(OccasionPatterns.PURPOSE_HEAD, label)) {
      // "Helen is flying to Vienna on Wednesday for a conference": the journey is the occasion
      var trip =
          occasion(
              sentence,
              lang,
              when,
              lang == Lang.NL ? OccasionPatterns.OCCASION_NL : OccasionPatterns.OCCASION_EN,
              2);
      if (trip.isPresent()) {
        return trip;
      }
    }
    return java.util.Optional.of(new EventCandidate(label, when.date(), sentence));
  }

  /** A label that is only a party's generic name: "Party", "het feest". */
  private static final Pattern BARE_PARTY =
      Rules.p("^(?:(?:the|a|het|een)\\s+)?(?:party|feest|feestje|celebration|viering|do|bash)$");

  /**
   * Drops a bare "Party" or "Feest" on a day another event of the message already names ("Grandma
   * turns 90 on Saturday! Party at the golf club on Saturday afternoon"): the same occasion twice.
   */
  static void dropBareEchoes(List<EventCandidate> events) {
    events.removeIf(
        e ->
            Cues.find(BARE_PARTY, e.label().strip())
                && events.stream()
                    .anyMatch(
                        o ->
                            o != e
                                && o.date().equals(e.date())
                                && !Cues.find(BARE_PARTY, o.label().strip())));
  }

  /** The occasion's head without its leading articles, possessives and verbs. */
  private static String headLabel(String head) {
    return Text.clean(
        Rx.replaceAll(
            head,
            "(?i)^(?:['’]s\\s+)?(?:(?:a|an|the|my|our|his|her|their|your|een|de|het|mijn|onze|zijn|haar|ons|jouw|uw"
                + "|had|have|has|having|hadden|heeft|hebt|went|to|naar|was|is|at|on|op|in|hebben|heb|we"
                + "|ik|i'm|we're|i|i've|i’ve|we've|we’ve|got)\\s+)+",
            ""));
  }

  /**
   * The sentence's days that can be an occasion's: not those said as a deadline ("by Friday",
   * "tegen vrijdag") unless a later clause names it again ("we're driving to the Alps then"). A day
   * is looked up by its words in this text (a clause or a reason may be given with the whole
   * sentence's days).
   */
  private static List<Dates.Span> occasionDays(String text, List<Dates.Span> spans) {
    List<Dates.Span> out = new ArrayList<>(spans.size());
    for (Dates.Span s : spans) {
      int at = text.indexOf(s.text());
      if (at < 0
          || Cues.find(OccasionPatterns.THAT_DAY, text.substring(at))
          || !Cues.find(OccasionPatterns.DEADLINE_DAY, text.substring(Math.max(0, at - 24), at))) {
        out.add(s);
      }
    }
    return out;
  }

  /**
   * A visit to a professional or an office: the word after "to/at/naar/bij (the)", or the
   * sentence's head ("dentist on Thursday at 10", "morgen om 9 uur tandarts").
   */
  private static boolean professionalVisit(String sentence, Matcher pro) {
    String before = sentence.substring(0, pro.start()).toLowerCase(Locale.ROOT);
    String after = sentence.substring(pro.end()).toLowerCase(Locale.ROOT);
    return Rx.matches(
            before, "(?s).*\\b(?:to|at|naar|bij|see|zie)\\s+(?:the|my|de|het|mijn|a|een)?\\s*$")
        // "No need to remind me about the dentist on Tuesday", "herinneren aan de kapper vrijdag"
        || Rx.matches(
            before,
            "(?s).*\\b(?:no need to|don't|do not|niet|niet te) (?:remind\\p{L}*|herinner\\p{L}*) (?:[\\p{L}']+ ){0,3}(?:about|aan) (?:the|my|de|mijn)\\s+$")
        // "I've got the dentist Monday", "I have the physio on Friday"
        || Rx.matches(before, "(?is).*\\b(?:got|have|had)\\s+(?:the|my|a)\\s+$")
        || Rx.matches(before, "(?s)^\\W*(?:[\\p{L}\\p{N}'’]+[,:]?\\s*){0,6}$")
            && after.matches(
                // "Dentist for all three kids on Wednesday", "tandarts voor de kinderen op dinsdag"
                "(?s)^\\W*$|^\\s*(?:(?:for|voor) (?:[\\p{L}\\p{N}'’]+ ){1,4}?)?(?:on|op|at|om|morgen"
                    + "|tomorrow)\\b.*");
  }

  /** A dated sentence of a reference text: what happened, without its date ("The Wall fell"). */
  static java.util.Optional<EventCandidate> historical(
      String sentence, Lang lang, List<Dates.Span> spans) {
    if (spans.isEmpty()) {
      return java.util.Optional.empty();
    }
    String part = Text.firstClause(sentence, lang);
    part = RuleBasedExtractor.withoutDates(part, Dates.find(part, spans.get(0).date(), lang));
    part =
        Rx.replaceAll(part, "(?i)\\s(?:on|op|in)\\s*$", " ")
            .replaceAll("(?i)\\s(?:on|op)\\s+(?=[,.]|$)", " ");
    String label = Text.clean(Rx.replaceAll(part, "\\s+", " "));
    if (Rx.split(label, "\\s+").length < 2 || label.length() > 120) {
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
    Matcher m = AsciiCase.matcher(verbs, sentence);
    if (!Cues.mayMatch(verbs, sentence) || !m.find()) {
      return java.util.Optional.empty();
    }
    String clause = sentence;
    int start = 0;
    int before = 0; // where the clause before the verb's starts
    int end = clause.length();
    Matcher brk = AsciiCase.matcher(OccasionPatterns.CLAUSE_EDGE, clause);
    while (brk.find()) {
      if (brk.end() <= m.start()) {
        before = start;
        start = brk.end();
      } else if (brk.start() >= m.end()) {
        end = brk.start();
        break;
      }
    }
    // only a thing said to be on its way: "Order placed: 5 reams, arriving Wednesday" stays unread
    boolean subjectBefore =
        clause.substring(start, m.start()).isBlank()
            && start > before
            && Cues.find(ON_ITS_WAY, clause.substring(before, start));
    if (subjectBefore) {
      start = before; // "shoes for Mia are on their way, arriving thursday": what arrives
    }
    String part = clause.substring(start, end);
    if (subjectBefore) {
      part = Cues.replaceAll(ON_ITS_WAY, part, " ");
    }
    if (Cues.find(NOT_GOING, part) && Cues.find(ROUTINE_PLACE, part)
        || Cues.find(TENTATIVE, sentence)) {
      return java.util.Optional.empty(); // "Morgen ga ik niet naar kantoor": no outing
    }
    part = RuleBasedExtractor.withoutDates(part, Dates.find(part, coming.date(), lang));
    part = Cues.replaceAll(OccasionPatterns.OCCASION_FILLER, part, " ");
    String label = Text.clean(Rx.replaceAll(part, "\\s+", " "));
    if (Rx.split(label, "\\s+").length < minWords
        || Text.contentStems(label).isEmpty()
        || Cues.find(BARE_ARRIVAL, label)) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(new EventCandidate(label, coming.date(), sentence));
  }
}
