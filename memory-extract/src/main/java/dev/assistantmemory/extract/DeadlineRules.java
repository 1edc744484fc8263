package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.DeadlineRemoval;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.TaskSimilarity;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Deadlines said after the task: an explicit removal, a later message that moves the due date, a
 * day scheduled for a known task, and a deadline stated about a thing ("the report is due
 * Thursday") (split out of {@link RuleBasedExtractor}, no change in behaviour).
 */
final class DeadlineRules {

  private DeadlineRules() {}

  static java.util.Optional<DeadlineRemoval> deadlineRemoval(
      String sentence, List<KnownTask> known, LabelStems stems) {
    if (!Cues.find(Rules.NO_DEADLINE, sentence) && !DeadlineMoves.removed(sentence)) {
      return java.util.Optional.empty();
    }
    List<KnownTask> dated = known.stream().filter(t -> t.due() != null).toList();
    KnownTask best = RuleBasedExtractor.bestTask(sentence, dated, 0.34, stems);
    if (best == null && dated.size() == 1) {
      best = dated.get(0);
    }
    return best == null
        ? java.util.Optional.empty()
        : java.util.Optional.of(new DeadlineRemoval(best.id(), sentence));
  }

  static final Pattern DEADLINE_CHANGE =
      Rules.p(
          "\\b(?:moved|moving|move|pushed|push|postponed|postpone|rescheduled|extended|shifted|changed"
              + "|delayed|now due|(?:is|are) now|now by|new deadline|new due date|instead|earlier now"
              + "|needs it earlier|verschoven|verplaatst|verlengd|uitgesteld|nieuwe deadline"
              + "|nieuwe datum|nu uiterlijk|nu vóór|moet nu|moeten nu|wordt nu|in plaats van|toch pas"
              + "|doe ik|geschoven|opgeschoven|doorgeschoven|verzet|vervroegd|naar voren gehaald|bumped"
              + "|brought forward|pulled forward"
              // stop 36: "PR slipped to Monday", "aannemer schuift op", "wants it sooner now"
              + "|slipped|slips|slid|schuift op|(?:sooner|eerder) now|asked for (?:it|them) sooner"
              // stop 37: the real day said ("so that's the real deadline", "de echte deadline is"),
              // Flemish and other moves ("de deadline verlaat naar maandag", "verlegd naar"), a
              // new cutoff ("the new cutoff is Friday next week")
              + "|(?:the|that'?s the|is the|de) (?:real|actual|echte|eigenlijke|werkelijke) deadline"
              + "|(?:verlaat|verlaten|verlegd|verlegt|verleggen) (?:naar|tot)"
              + "|(?:new|nieuwe) (?:cut-?off|closing date|einddatum|inleverdatum|sluitingsdatum)"
              // the day corrected by "actually": "the last posting day is actually the 10th",
              // "it's actually due on Monday", "de deadline is eigenlijk vrijdag"
              + "|(?:is|'s|are) actually due\\b"
              + "|(?:deadline|due date|last (?:date|day)|cut-?off)[^,.;]{0,30}\\b(?:is|'s) actually"
              + "|(?:deadline|uiterste datum|laatste dag) is eigenlijk"
              // more time given or taken: "We now have until Monday for the slides", "gave us until
              // the 20th", "De offerte mag ook dinsdag", "hoeft pas op 25 maart af", "is ook goed"
              + "|(?:have|has|gave \\p{L}+|give \\p{L}+|hebben|heb|heeft|krijg|krijgen|kregen|geeft"
              + " \\p{L}+|gaf \\p{L}+)(?: now| nu| nog)? (?:until|till|tot)|mag ook|hoeft pas|is ook goed"
              + "|is also fine|works too|a (?:day|week) (?:later|earlier)|(?:later|earlier) now"
              // a later day agreed: "Dirk vindt maandag ook prima", "Monday works for Dirk as
              // well", "of het maandag mag worden, dat is goed", "Dirk is fine with Monday"
              + "|ook (?:prima|goed|ok|oké|akkoord|fine)|(?:fine|ok|okay|good) (?:too|as well)"
              + "|works (?:for \\p{L}+ )?(?:too|as well)|mag worden|kan worden|is fine with"
              + "|(?:vindt|vinden|vond) [^,.;]{1,30} (?:ook )?(?:prima|goed|ok|oké)"
              // "can wait until", "an extension until", "uitstel tot", "not due until Friday
              // anymore", "Ze willen het verslag eerder"
              + "|can wait (?:until|till)|extension|uitstel|kan wachten tot|not due until"
              + "|(?:wil|willen|wilt|want|wants|need|needs) (?:it|het|hem|ze|[^,.;]{1,30}?) (?:eerder|earlier|sooner|nu)"
              // the user's own day for a known task: "I want the speech done a week before, by May
              // 9"
              + "|(?:i|we) (?:want|need|'d like|would like) (?:it|them|(?:the|my|our) [^,.;]{1,30}?)"
              + " (?:done|finished|ready|sorted|completed|written|sent|in)\\b"
              + "|(?:ik wil|we willen) (?:het|hem|ze|(?:de|het|mijn|onze) [^,.;]{1,30}?)"
              + " (?:af|klaar|rond|binnen|verstuurd)\\b"
              // stop 39: a later day said to do now ("he says Monday is fine now", "Wednesday's
              // okay for the form now", "maandag is nu goed") or the thing not needed before it
              // ("the form isn't needed till Friday now", "het formulier is pas vrijdag nodig")
              + "|(?:is|'s|are) (?:fine|ok|okay|good|alright|all right)\\b[^,.;]{0,30}\\bnow"
              + "|(?:isn['’]t|aren['’]t|wasn['’]t|not) (?:needed|wanted|required) (?:till|until|before)"
              + "|is nu (?:ook )?(?:prima|goed|ok|oké)|\\bpas\\b[^,.;]{0,30}\\bnodig"
              // stop 41: the same in a Dutch clause with its verb last ("dat het pas uiterlijk
              // zondag hoeft", "dat de lijst pas vrijdag komt") and the thing not coming before a
              // later day ("the list won't come till Friday")
              + "|\\bpas\\b[^,.;]{0,30}\\b(?:hoeft|hoeven|komt|komen)\\b"
              + "|(?:won['’]t|will not|isn['’]t|aren['’]t) (?:come|arrive|be ready|coming|arriving)"
              + " (?:till|until)"
              // a day chosen instead: "make it Friday", "maak er maar vrijdag van"
              // ("I can't make it Wednesday", "we could make it Friday" are about being there)
              + "|(?<!n['’]t )(?<!not )(?<!cannot )(?<!can )(?<!could )(?<!will )(?<!'ll )(?<!to )"
              + "(?:let'?s )?make it|maak er (?:maar |dan |liever )?[^,.;]{1,25} van"
              + "|schuif (?:het|hem|ze|dat|die) (?:maar |dan )?(?:naar|op)"
              // stop 45: a day someone says is fine ("Ines said Thursday is fine", "hij zegt dat
              // vrijdag prima is"), the thing wanted earlier ("zegt dat het eerder moet", "it has
              // to be in sooner"), a day wanted already ("ze willen het vrijdag al") and a deadline
              // someone sets ("De coach heeft een harde deadline gezet: uiterlijk morgen")
              + "|(?:says?|said|told (?:me|us)|zegt|zei|zeggen)\\b[^,.;]{1,30}\\b(?:is|'s) (?:fine|ok|okay"
              + "|good|alright|all right)|(?:zegt|zei|zeggen) dat [^,.;]{1,30} (?:prima|goed|oké|ok) is"
              + "|(?:het|hij|ze|dat|die) eerder (?:moet|moeten|kan)|(?:moet|moeten) (?:het |hij |ze )?(?:nu )?eerder"
              + "|(?:has|have|needs?) to be (?:done |in |ready |sent |finished )?(?:earlier|sooner)"
              + "|(?:wil|willen|wilt|wou|wouden) (?:het|hem|ze|die|dat) [^,.;]{1,25}? al"
              + "|(?:wants?|needs?|wanted|needed) (?:it|them|that) [^,.;]{1,25}? already"
              + "|deadline (?:gezet|gesteld|opgelegd|gegeven|vastgesteld)|(?:set|gave|given|imposed|put)"
              + " (?:us |me )?an? (?:hard |firm |strict |new |final )?deadline"
              + "|(?:hard|firm|strict|harde|strikte|keiharde) deadline)\\b");

  /**
   * A later message that moves a known task's deadline ("the mockups are now due next Monday", "de
   * nieuwe deadline is 6 februari"): the task again, with the new day, which supersedes the old
   * one. A due date the user set by hand is never moved by extraction.
   */
  static java.util.Optional<TaskCandidate> deadlineChange(
      String sentence,
      Lang lang,
      LocalDate day,
      List<KnownTask> known,
      List<Dates.Span> spans,
      TaskSimilarity similarity,
      LabelStems stems) {
    if (known.isEmpty()
        || !Cues.find(DEADLINE_CHANGE, sentence) && !DeadlineMoves.moves(sentence, spans)) {
      return java.util.Optional.empty();
    }
    Dates.Span newDay = null;
    for (Dates.Span s : spans) {
      if (!s.date().isBefore(day) && !DeadlineMoves.negatedDay(sentence, s)) {
        newDay = s; // the last coming day named: "by the 14th ... extended to August 31"
      }
    }
    Dates.Span meant = DayCorrections.correctedDay(sentence, spans);
    if (meant != null && !meant.date().isBefore(day)) {
      newDay = meant; // "Doe maar overmorgen, morgen is hij vrij"
    }
    if (newDay == null || DeadlineClaims.notAMove(sentence, spans, newDay, meant != null)) {
      return java.util.Optional.empty();
    }
    List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
    KnownTask target = RuleBasedExtractor.bestTask(sentence, open, 0.34, stems);
    if (target == null && DeadlineClaims.untiedSaying(sentence, open)) {
      return java.util.Optional.empty();
    }
    if (target == null && !DeadlineMoves.anOccasion(sentence)) {
      List<KnownTask> dated = open.stream().filter(t -> t.due() != null).toList();
      target = dated.size() == 1 ? dated.get(0) : open.size() == 1 ? open.get(0) : null;
    }
    if (target == null) {
      // "The deck deadline has been pushed to May 12": the thing, without the day and the move
      target = similarity.closest(movedThing(sentence, spans), open);
    }
    if (target == null
        || target.dueSetByUser()
        || newDay.date().equals(target.due())
        || DeadlineClaims.fineForAnother(sentence, target.label())) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(new TaskCandidate(target.label(), null, newDay.date(), sentence));
  }

  private static final Pattern DEADLINE_WORDS =
      Rules.p(
          "\\b(?:deadline|due date|due|has been|have been|was|were|is|are|now|to|until|by|on|the"
              + "|new|nieuwe|zijn|naar|tot|nu|op|de|het|van|voor|uiterlijk)\\b");

  /** A deadline follow-up without its days and its wording of the move: what it is about. */
  static String movedThing(String sentence, List<Dates.Span> spans) {
    String s = RuleBasedExtractor.withoutDates(sentence, spans);
    s = Cues.replaceAll(DEADLINE_CHANGE, s, " ");
    s = Cues.replaceAll(DEADLINE_WORDS, s, " ").replaceAll("[\\s,.;:!]+", " ").strip();
    return s.isEmpty() ? sentence : s;
  }

  /**
   * Someone can do it on a day: "The garage can take the car on Wednesday", "Donderdag kan de
   * garage".
   */
  private static final Pattern CAN_DO =
      Rules.p(
          "\\b(?:can|could|is able to|has (?:a slot|room|time)|kan|kunnen|heeft (?:plek|tijd|ruimte))\\b");

  private static final Pattern ASKS =
      Rules.p(
          "^\\W*(?:can|could) (?:you|we|i)\\b|^\\W*(?:kun|kan|kunt|kunnen) (?:je|jij|u|we|ik)\\b");

  /**
   * A later message that offers a day for an open task that has none ("I have to get the car
   * serviced." ... "The garage can take the car on Wednesday"): the task is due that day.
   */
  static java.util.Optional<TaskCandidate> scheduled(
      String sentence,
      LocalDate day,
      List<KnownTask> known,
      List<Dates.Span> spans,
      LabelStems stems) {
    if (known.isEmpty()
        || sentence.strip().endsWith("?")
        || !Cues.find(CAN_DO, sentence)
        || Cues.find(ASKS, sentence)
        || Cues.find(StatusWords.NEGATED, sentence)) {
      return java.util.Optional.empty();
    }
    List<Dates.Span> coming = spans.stream().filter(x -> !x.date().isBefore(day)).toList();
    if (coming.size() != 1) {
      return java.util.Optional.empty();
    }
    List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
    KnownTask target = RuleBasedExtractor.bestTask(sentence, open, 0.34, stems);
    if (target == null && open.size() == 1) {
      target = open.get(0);
    }
    if (target == null || target.due() != null || target.dueSetByUser()) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(
        new TaskCandidate(target.label(), null, coming.get(0).date(), sentence));
  }

  /** A participle after "has to be" and the act it names (eleventh pass). */
  private static final java.util.Map<String, String> PARTICIPLES =
      java.util.Map.ofEntries(
          java.util.Map.entry("sent", "send"),
          java.util.Map.entry("sent off", "send off"),
          java.util.Map.entry("paid", "pay"),
          java.util.Map.entry("written", "write"),
          java.util.Map.entry("signed", "sign"),
          java.util.Map.entry("submitted", "submit"),
          java.util.Map.entry("handed in", "hand in"),
          java.util.Map.entry("filed", "file"),
          java.util.Map.entry("posted", "post"),
          java.util.Map.entry("returned", "return"),
          java.util.Map.entry("renewed", "renew"),
          java.util.Map.entry("booked", "book"),
          java.util.Map.entry("ordered", "order"),
          java.util.Map.entry("fixed", "fix"),
          java.util.Map.entry("finished", "finish"),
          java.util.Map.entry("collected", "collect"),
          java.util.Map.entry("picked up", "pick up"),
          java.util.Map.entry("dropped off", "drop off"),
          java.util.Map.entry("delivered", "deliver"),
          java.util.Map.entry("printed", "print"),
          java.util.Map.entry("cleaned", "clean"),
          java.util.Map.entry("repaired", "repair"),
          java.util.Map.entry("emailed", "email"),
          java.util.Map.entry("checked", "check"),
          java.util.Map.entry("replaced", "replace"),
          java.util.Map.entry("uploaded", "upload"),
          java.util.Map.entry("registered", "register"),
          java.util.Map.entry("cancelled", "cancel"),
          java.util.Map.entry("approved", "approve"),
          java.util.Map.entry("reviewed", "review"),
          java.util.Map.entry("published", "publish"));

  private static final Pattern ACTION_NOUN =
      Rules.p(
          "^(?:the |de |het )?(?:payment|registration|submission|delivery|renewal|application"
              + "|betaling|inschrijving|aanvraag|levering|verlenging|indiening)$");

  private static final Pattern DEADLINE_STATEMENT_EN =
      Rules.p(
          "^(?:(?:by|before|on)\\s+[^,:]+[,:]?\\s+)?(?:the |my |our |this |that |your )?(?<obj>[^,;:]+?)"
              + "\\s+(?:(?:has|have|needs?|must|should) (?:to )?be(?:\\s+(?<part>\\p{L}+(?:\\s+(?:in|off|out"
              + "|back|up|over))?)(?=\\s+(?:by|before|no later than|within|in|on|at)\\b))?|(?:is|are) due"
              // "The gutters need cleaning by Friday": the act in its -ing form
              + "|needs? (?!(?:no|any|some|every)thing\\b)(?<ger>\\p{L}{3,}ing)|(?:is|are) overdue)\\b"
              + "|^(?:the )?(?:deadline|cut-?off(?: date)?|closing date) (?:for|of) (?:the |my |our )?"
              + "(?<obj2>[^,;]+?) is\\b"
              + "|\\bis the (?:deadline|cut-?off(?: date)?|closing date) for (?:the |my |our )?"
              + "(?<obj3>[^,;.]+)"
              // "Thursday the 19th is the last day to return the jacket": the act itself
              + "|\\b(?:is|'s) the (?:last|final) day to (?<act>[^,;.]+)"
              + "|^(?:the )?(?:deadline|cut-?off) is [^,;]+? for (?:the |my |our )?(?<obj5>[^,;.]+)"
              // stop 33: "The visa form has a deadline of 3 May", "Tax return: deadline 31
              // January",
              // a thing that has to go in or happen by a day, a thing with "due" and its day
              + "|^(?:the |my |our )?(?<obj8>[^,;:]+?)(?: (?:has|have) a deadline (?:of|on)|:\\s*deadline)\\b"
              + "|^(?:the |my |our )?(?!(?:she|he|they|we|i|it|you)\\b)"
              + "(?<obj9>(?:(?!\\b(?:is|are|was|were|baby|babies|due)\\b)[^,;])+?)"
              + "(?:\\s+(?:has|have|needs?|must) (?:to )?(?:go (?:in|out|off|back)(?= (?:by|before|within|no later"
              + "|in the post))|happen|be (?:in|out|back|handed in|sent off)(?= (?:by|before|within|no"
              + " later)))|(?:, [^,;]{2,30}){0,2},? due(?= (?:(?:on|by|in|within|before|next|this|tomorrow)\\b"
              + "|\\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
              // "essay on the french revolution due October 9th": a month opens the day
              + "|(?:january|february|march|april|may|june|july|august|september|october|november"
              + "|december)\\b)))\\b"
              + "|^(?:the |my |our )?(?<obj4>[^,;]+?) deadline is\\b"
              + "|^(?!(?:i|we|you|they)\\b)(?<who>(?:the |my |our )?[\\p{L}'’.-]+(?: [\\p{L}'’.-]+){0,3}?"
              + "(?: from (?:the )?[\\p{L}-]+(?: [\\p{L}-]+){0,2}?)?" // "Ms. Kowalski from the city
              // council"; stop 38: two requesters ("Priya Raman from Legal and Tom Baker from
              // Procurement need the contract by Thursday")
              + "(?: (?:and|&) (?-i:\\p{Lu})[\\p{L}'’.-]+(?: (?-i:\\p{Lu})[\\p{L}'’.-]+)?"
              + "(?: from (?:the )?[\\p{L}-]+(?: [\\p{L}-]+){0,2}?)?)?)"
              + " (?:both )?(?:wants|needs|expects|is expecting|asked for|asks for|want|need|expect"
              + "|are expecting)"
              + " (?!to\\b|me\\b|us\\b)(?:the |my |our |a |an |his |her |their )?(?<obj6>[^,;]+?)(?: back)?"
              + "\\s+(?:by|before|within|no later than|in|on)\\b"
              // "I need the slides finished by Thursday", "By Thursday I need the report": the
              // user's own need of a thing by a day
              // stop 32: without its subject ("Need the slides finished by the 14th") and with
              // "get"
              // ("Get the VAT return filed no later than 7 August")
              + "|^(?:(?:by|before)\\s+[^,:]+?[,:]?\\s+)?(?:(?:i|we) (?:really |still |will |'ll )?)?"
              + "(?:need|(?-i:G)et)"
              + " (?<obj7>(?:the|my|our|this|that) [^,;]+?)(?:\\s+(?<ready>done|finished|ready|completed"
              + "|complete|sorted|written|signed|sent|submitted|filed|paid|booked|published|printed"
              + "|posted|returned|renewed|fixed|cleaned|ordered|uploaded|approved|checked))?(?:\\s+(?:by"
              + "|before|within|in|no later than)\\b|\\W*$)");

  private static final String DONE_NL =
      "(?:binnen|af|klaar|rond|ingeleverd|ingediend|betaald|verstuurd|gedaan|de deur uit|geregeld"
          + "|getekend|verlengd|aangevraagd|opgestuurd|terug|in elkaar|op orde|bij (?:de|het|mijn"
          + "|onze) [^,;]+?"
          // eleventh pass: "moeten de cadeaus in huis zijn", "moet de zolder leeg zijn", "moeten de
          // kaarten op de post", "moet de begroting naar de penningmeester", "moet het bed
          // opgemaakt zijn" (a participle before zijn/worden), "moet de huur er echt zijn"
          + "|in huis|leeg|schoon|op de post|naar (?:de|het|mijn|onze) [^,;]+?"
          + "|(?:\\p{L}+)?ge\\p{L}{2,}(?:d|t|en)(?=\\s+(?:zijn|worden)\\b)"
          + "|er(?:\\s+(?:echt|wel|gewoon|toch))?(?=\\s+zijn\\b))";

  private static final Pattern DEADLINE_STATEMENT_NL =
      Rules.p(
          "^[^,]+?\\s+moet(?:en)?\\s+(?:nu\\s+)?(?:de|het|mijn|onze)\\s+(?<obj>[^,;]+?)\\s+(?:[^,;]*?\\s+)?"
              + DONE_NL
              // "Eind van de maand moet de jaarrekening af": the verb may be left out
              + "(?:\\s*(?:zijn|worden|liggen|gaan|zitten|staan)\\b|\\s*[.!]*$|\\s*,)"
              + "|^(?:de |het |mijn |onze )?(?<obj4>[^,;]+?)\\s+moet(?:en)?\\s+[^,;]*?"
              + DONE_NL
              + "(?:\\s+(?:zijn|worden|liggen|gaan|zitten|staan))?(?:\\s|$|[,.!])"
              + "|^(?:de )?deadline (?:voor|van) (?:de |het |mijn )?(?<obj2>[^,;]+?) is\\b"
              + "|^(?:de )?deadline is [^,;]+? voor (?:de |het |mijn )?(?<obj3>[^,;.]+)"
              // "Vrijdag is de deadline voor de enquête"
              + "|\\bis de deadline voor (?:de |het |mijn |onze )?(?<obj5>[^,;.]+)"
              + "|^(?!(?:ik|we|wij|je|jij|u|ze|zij)\\b)(?<who>(?:de |mijn |onze )?[\\p{L}'’.-]+"
              + "(?: [\\p{L}'’.-]+){0,3}?"
              // stop 38: two requesters, each perhaps with a department ("Sanne de Wit van
              // Juridische Zaken en Pieter Mulder van Financiën willen ...")
              + "(?: van (?-i:\\p{Lu})[\\p{L}-]+(?: (?-i:\\p{Lu})[\\p{L}-]+)?)?"
              + "(?: en (?-i:\\p{Lu})[\\p{L}'’.-]+(?: [\\p{L}'’.-]+){0,2}?"
              + "(?: van (?-i:\\p{Lu})[\\p{L}-]+(?: (?-i:\\p{Lu})[\\p{L}-]+)?)?)?)"
              + " (?:beiden? )?(?:wil|willen|verwacht|verwachten|wacht op|wachten op)"
              + " (?:de |het |mijn |onze |een )?(?<obj6>[^,;]+?)\\s+(?:uiterlijk|vóór|binnen)\\b");

  private static final Pattern BORN =
      Rules.p("^(?:[\\p{L}'’]+ )?(?:baby|babies|twins|puppies|kittens|foal|calf|lambs)$");

  private static final Pattern DETERMINER = Rules.p("^(?:the|my|our|de|het|mijn|onze) ");

  /** Where a later clause starts: "..., so the deck has to be done by Wednesday". */
  private static final Pattern LATER_CLAUSE =
      Rules.p(
          "[,;:]\\s*(?:(?:so|and|but|then|dus|en|maar|dan|want)\\s+)?(?=\\S)"
              // eleventh pass: "Quick one: the abstract needs to be submitted by ...",
              // "Geheugensteuntje: het geld moet ..."
              + "|(?<=[.!?])\\s+(?=\\S)");

  /**
   * What an action noun is about: "voor het zomerkamp", "for the conference", "bij de gemeente".
   */
  private static final Pattern COMPLEMENT =
      Rules.p(
          "\\s+(?:voor|van|bij|for|of|to)\\s+(?:the |a |my |our |de |het |een |mijn |onze )?"
              + "(?!(?:is|are|be|zijn|moet|has|must|needs?)\\b)[\\p{L}'’-]{3,}");

  /**
   * A deadline said about a thing rather than an act ("The expense report has to be in by the
   * 30th", "My passport renewal form is due on 2 February", "Het rapport moet vóór vrijdag binnen
   * zijn"): the user's task, named by the thing, due on that day.
   */
  static boolean deadlineStatement(
      String sentence, Lang lang, LocalDate day, List<Dates.Span> spans, List<TaskCandidate> out) {
    if (spans.stream().noneMatch(s -> !s.date().isBefore(day))
        && !Cues.find(Rules.PERIOD_DEADLINE, sentence)) {
      return false;
    }
    Pattern statement = lang == Lang.NL ? DEADLINE_STATEMENT_NL : DEADLINE_STATEMENT_EN;
    Matcher m = AsciiCase.matcher(statement, sentence);
    if (!m.find()) {
      // "I'm presenting on Thursday, so the deck has to be done by Wednesday": the last clause
      Matcher edge = AsciiCase.matcher(LATER_CLAUSE, sentence);
      int from = -1;
      while (edge.find()) {
        from = edge.end();
      }
      if (from < 0) {
        return false;
      }
      sentence = sentence.substring(from);
      spans = Dates.find(sentence, day, lang);
      if (spans.stream().noneMatch(s -> !s.date().isBefore(day))
          && !Cues.find(Rules.PERIOD_DEADLINE, sentence)) {
        return false;
      }
      m = AsciiCase.matcher(statement, sentence);
      if (!m.find()) {
        return false;
      }
    }
    String object = null;
    int objectEnd = -1;
    for (String g :
        List.of("obj", "obj2", "obj3", "obj4", "obj5", "obj6", "obj7", "obj8", "obj9", "act")) {
      try {
        if (m.group(g) != null) {
          object = m.group(g);
          objectEnd = m.end(g);
          break;
        }
      } catch (IllegalArgumentException noSuchGroup) {
        // the Dutch pattern has fewer groups
      }
    }
    if (object == null) {
      return false;
    }
    String label = TaskLabels.label(object, lang, day);
    if (lang == Lang.EN
        && (m.group("obj3") != null || m.group("obj2") != null)
        && Rx.matches(label, "(?iu)^\\p{L}{2,}ing\\s.*")) {
      label = ActionVerbs.baseForm(label); // "the cutoff for switching supplier": the act
    }
    if (lang == Lang.EN && m.group("obj7") != null) {
      String ready = m.group("ready");
      String known = ready == null ? null : PARTICIPLES.get(ready.toLowerCase(Locale.ROOT));
      String verb =
          ready == null
              ? "get"
              : known != null
                  ? known
                  : switch (ready.toLowerCase(Locale.ROOT)) {
                    case "written" -> "write";
                    case "signed" -> "sign";
                    case "sent" -> "send";
                    case "submitted" -> "submit";
                    case "sorted" -> "sort out";
                    default -> "finish";
                  };
      label = verb + " " + label;
    }
    if (lang == Lang.EN && m.group("obj") != null && m.group("part") != null) {
      // "The abstract needs to be submitted by ..." -> "submit the abstract"
      String verb = PARTICIPLES.get(m.group("part").toLowerCase(Locale.ROOT));
      if (verb != null) {
        label = verb + " the " + Rx.replaceFirst(label, "(?iu)^(?:the|my|our|this|that|your) ", "");
      }
    }
    if (lang == Lang.EN && m.group("obj") != null && m.group("ger") != null) {
      // "The gutters need cleaning" -> "clean the gutters"
      label =
          ActionVerbs.baseForm(m.group("ger"))
              + " the "
              + Rx.replaceFirst(label, "(?iu)^(?:the|my|our|this|that|your) ", "");
    }
    if (AsciiCase.matcher(ACTION_NOUN, label).matches()) {
      // "de inschrijving voor het zomerkamp": an act named with its thing is a label
      Matcher of = AsciiCase.matcher(COMPLEMENT, sentence.substring(objectEnd));
      if (!of.lookingAt()) {
        return false; // "Payment is due": names no thing to label the task with
      }
      label = TaskLabels.label(object + of.group(), lang, day);
    }
    if (Rx.split(label, "\\s+").length > 8
        || lang == Lang.EN && AsciiCase.matcher(BORN, label).matches() // "Our baby is due": a birth
        || Rx.matches(
            label, "(?iu)^(?:it|this|that|i|we|you|he|she|they|het|dat|dit|ik|je|we|er)\\b.*")
        || Text.contentStems(label).isEmpty()) {
      return false;
    }
    String who = m.group("who");
    if (who != null) {
      if (Cues.find(Rules.NOT_AN_ACTION, label)) {
        return false;
      }
      String requester = Text.clean(who);
      if (lang == Lang.EN) {
        // "Priya Raman from Legal and Tom Baker from Procurement": the persons, not their desks
        requester = Rx.replaceAll(requester, "(?iu) from (?:the )?.+?(?= (?:and|&) |$)", "");
      }
      Matcher det = AsciiCase.matcher(DETERMINER, requester);
      if (det.lookingAt()) {
        requester =
            requester.substring(0, det.end()).toLowerCase(Locale.ROOT)
                + requester.substring(det.end());
      }
      label =
          Rx.replaceFirst(label, "(?iu)^(?:its|his|her|their|zijn|haar|hun) ", "")
              + (lang == Lang.NL ? " voor " : " for ")
              + requester; // the requester
    }
    out.add(new TaskCandidate(label, Extraction.SELF, TaskRules.due(spans, day), sentence));
    return true;
  }
}
