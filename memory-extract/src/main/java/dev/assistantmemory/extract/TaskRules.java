package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tasks said in a sentence: Dutch verb-second clauses, the surface rules of each language, their
 * owners, labels and due dates, and joined acts split apart (split out of {@link
 * RuleBasedExtractor}, no change in behaviour).
 */
final class TaskRules {

  private TaskRules() {}

  static final Pattern JOINED_EN =
      Pattern.compile(
          "^(?<first>(?<verb1>[\\p{L}]+)\\s+(?<obj>.+?))\\s+and\\s+(?<verb2>[\\p{L}]+)\\s+(?<rest>.+)$",
          Pattern.CASE_INSENSITIVE);

  static final Pattern JOINED_NL =
      Pattern.compile(
          "^(?<first>(?<obj>.+?)\\s+(?<verb1>\\p{L}{3,}en))\\s+en\\s+(?<rest>(?:.+\\s+)?(?<verb2>\\p{L}{3,}en))$",
          Pattern.CASE_INSENSITIVE);

  /** "email the venue and ask about parking" is one act: the ask is what the email says. */
  static final Pattern ONE_MESSAGE =
      Pattern.compile("(?i)email|mail|call|phone|ring|text|message|contact|write");

  static final Pattern WHAT_IT_SAYS =
      Pattern.compile("(?i)ask|tell|check|confirm|let|say|remind|thank|explain|request");

  static final Pattern PARTICLE_ONLY =
      Pattern.compile("(?i)^(?:up|off|out|in|back|down|over|away|on)$");

  /**
   * Two acts joined by "and" in one task ("draft the notes and send them to Hannah", "de notulen
   * uitwerken en naar Hannah sturen") become two tasks with the same owner and due date; a pronoun
   * in the second stands for the first one's object.
   */
  static List<TaskCandidate> splitJoined(List<TaskCandidate> tasks, Lang lang) {
    List<TaskCandidate> out = new ArrayList<>();
    for (TaskCandidate t : tasks) {
      Matcher m = AsciiCase.matcher((lang == Lang.NL ? JOINED_NL : JOINED_EN), t.label());
      boolean split =
          m.matches()
              && !AsciiCase.matcher(PARTICLE_ONLY, m.group("obj").strip()).matches()
              && (lang == Lang.NL
                  ? Text.contentStems(m.group("obj")).size() >= 1
                  : ActionVerbs.isActionVerbEn(m.group("verb1"))
                      && ActionVerbs.isActionVerbEn(m.group("verb2"))
                      && !(AsciiCase.matcher(ONE_MESSAGE, m.group("verb1")).matches()
                          && AsciiCase.matcher(WHAT_IT_SAYS, m.group("verb2")).matches()));
      if (!split) {
        out.add(t);
        continue;
      }
      String object =
          m.group("obj")
              .strip()
              .replaceFirst("(?i)^(?:up|off|out|in|back|down|over|away|on)\\s+", "");
      String second;
      if (lang == Lang.NL) {
        String rest = m.group("rest").strip();
        second =
            Rx.matches(rest, "(?iu)^(?:ze|die|het|dat|hem)\\b.*")
                ? Rx.replaceFirst(rest, "(?iu)^(?:ze|die|het|dat|hem)\\b", object)
                : Rx.matches(rest, "(?iu).*\\b(?:de|het|een|mijn|onze|je|jouw|deze|die|dat)\\b.*")
                    ? rest
                    : object + " " + rest; // "... en naar oma sturen": the same photos
      } else {
        String rest = m.group("rest").strip();
        second =
            m.group("verb2")
                + " "
                + (Rx.matches(rest, "(?iu)^(?:them|it)\\b.*")
                    ? Rx.replaceFirst(
                        rest,
                        "(?iu)^(?:them|it)\\b",
                        Rx.replaceFirst(object, "(?iu)^(?:it|them)$", ""))
                    : rest);
      }
      out.add(new TaskCandidate(Text.clean(m.group("first")), t.owner(), t.due(), t.excerpt()));
      out.add(new TaskCandidate(Text.clean(second), t.owner(), t.due(), t.excerpt()));
    }
    return out;
  }

  // ---------------------------------------------------------------- tasks

  static final Pattern CLAUSE_BREAK =
      Pattern.compile(
          "\\s*;\\s*|,?\\s+and\\s+(?=(?:I|I'll|I will|she|he|we|they)\\b)"
              + "|,?\\s+en\\s+(?=(?:ik|zij|hij|ze|we|wij)\\b)"
              // "I need to renew my passport and Sarah asked me to ...": a named person's request
              + "|,?\\s+(?:and|en)\\s+(?=(?-i:\\p{Lu}\\p{Ll}+)(?:\\s+(?:from|at|van|bij)\\s+\\S+)?\\s+"
              + "(?:asked|asks|wants|wanted|needs|told|reminded|vroeg|vraagt|wil|wilde)\\s+(?:me|mij|of)\\b)",
          Pattern.CASE_INSENSITIVE);

  static boolean tasks(
      String sentence,
      String prior,
      Lang lang,
      boolean assistant,
      boolean email,
      LocalDate day,
      List<TaskCandidate> out,
      List<Mention> mentions,
      List<KnownTask> known) {
    if (lang == Lang.NL && !assistant && DutchVerbSecond.tasks(sentence, email, day, out)) {
      return true;
    }
    boolean any = false;
    for (String clause :
        ClauseSplits.clauses(sharedSubject(DatedConjuncts.split(sentence, day, lang)))) {
      if (!assistant && OwnerTasks.find(clause, sentence, lang, email, day, out, known)) {
        any = true;
        continue;
      }
      any |= clauseTask(clause, sentence, prior, known, lang, assistant, email, day, out, mentions);
    }
    return any;
  }

  static final Pattern SHARED_SUBJECT =
      Pattern.compile(
          "(?iu)^(\\W*(?:ik|i)\\b[^,;?]*?)\\s+(?:en|and)\\s+(moet|ga|zal|wil|need to|have to|must"
              + "|will|'ll)\\b");

  /**
   * "Ik ben morgen jarig en moet nog taart halen": the subject of the first clause is the subject
   * of the second; the clauses are read apart ("...; ik moet nog taart halen"), so that the day of
   * the first is not the due date of the second.
   */
  static String sharedSubject(String sentence) {
    Matcher m = AsciiCase.matcher(SHARED_SUBJECT, sentence);
    if (!Cues.mayMatch(SHARED_SUBJECT, sentence) || !m.find()) {
      return sentence;
    }
    String subject = m.group(2).matches("(?i)moet|ga|zal|wil") ? "ik " : "I ";
    return m.group(1) + "; " + subject + m.group(2) + sentence.substring(m.end());
  }

  /**
   * A coming time that is no day ("straks", "deze zomer", "na de vakantie"): with it a Dutch
   * present tense is an intention too, with no due date ("Dat boek lees ik deze zomer wel").
   */
  static final Pattern LATER_NL =
      Rules.p(
          "\\b(?:straks|zo meteen|zometeen|vanmiddag|vanavond|later|binnenkort|deze week|volgende week"
              + "|komende week|dit weekend|volgend weekend|deze maand|volgende maand|deze zomer"
              + "|na de vakantie|na de zomer|wel een keer|eind van de (?:week|maand)"
              // after a coming thing: "na het weekend", "na de lunch", "na kerst"
              + "|na (?:het|de|mijn|ons|onze) [\\p{L}]+|na (?:kerst|pasen|oud en nieuw|nieuwjaar)"
              // "Vóór het weekend regel ik een oppas": before a coming period
              + "|^\\W*v[oó][oó]r (?:het weekend|de vakantie|de zomer(?:vakantie)?|kerst|de kerst))\\b");

  /** A coming time that is no day, in English: "this week", "next week", "later today". */
  static final Pattern LATER_EN =
      Rules.p(
          "\\b(?:this week|next week|this weekend|next weekend|later today|later this week"
              + "|this month|next month|after the holidays|after the weekend)\\b");

  static final Pattern OF_THE_DAY = Rules.p("(?<![\\p{L}])van\\s*$");

  /**
   * The spans that can date an act: "de vergadering van vrijdag" names which meeting, not when the
   * act is due.
   */
  static List<Dates.Span> attributive(String clause, List<Dates.Span> spans) {
    if (spans.isEmpty()) {
      return spans;
    }
    return spans.stream()
        .filter(s -> !AsciiCase.matcher(OF_THE_DAY, clause.substring(0, s.start())).find())
        .toList();
  }

  /** The user asking about their own act: "Do I need to ...?", "Moet ik ...?". */
  static final Pattern OWN_QUESTION =
      Rules.p(
          "^\\W*(?:\\d{1,2}[.)]\\s*)?(?:(?:so|and|but|also|ok|okay|hmm|en|maar|dus|oké),?\\s+)?(?:do"
              + "|did|should|shall|must|would|will|am|have|need|moet|zal|hoef|ga|mag|zou|kan)\\s+(?:i|ik)\\b");

  /** "Someone has to clean the fridge", "Iemand moet ...": nobody named owns it. */
  static final Pattern INDEFINITE =
      Rules.p(
          "(?:someone|somebody|anyone|anybody|everyone|everybody|nobody|no one|iemand|niemand"
              + "|iedereen|wie dan ook)");

  /** A habit, not an intention: "Op zondag bel ik altijd mijn moeder". */
  static final Pattern HABIT_NL =
      Rules.p(
          "\\b(?:altijd|elke|iedere|elk|ieder|vaak|meestal|soms|nooit|gewoonlijk|doorgaans)\\b");

  static boolean clauseTask(
      String clause,
      String sentence,
      String prior,
      List<KnownTask> known,
      Lang lang,
      boolean assistant,
      boolean email,
      LocalDate day,
      List<TaskCandidate> out,
      List<Mention> mentions) {
    List<Rules.TaskRule> rules =
        assistant
            ? (lang == Lang.NL ? AssistantTaskRules.NL : AssistantTaskRules.EN)
            : (lang == Lang.NL ? Rules.USER_TASKS_NL : Rules.USER_TASKS_EN);
    for (Rules.TaskRule rule : rules) {
      if (!Cues.mayMatch(rule.pattern(), clause)) {
        continue;
      }
      Matcher m = AsciiCase.matcher(rule.pattern(), clause);
      if (!m.find() || assistant && AssistantTaskRules.savedBefore(rule, m, known, lang, day)) {
        continue;
      }
      String owner;
      String action;
      if (rule.owner() == Rules.Owner.ADDRESSED) {
        List<String> names = List.of(m.group(2).split("\\s*,\\s*|\\s+(?:and|en|&)\\s+"));
        String before = clause.substring(0, m.start(2));
        if (names.stream()
            .anyMatch(n -> !Names.PERSON.equals(Names.classify(n, before, "?", false)))) {
          continue;
        }
        if (names.size() > 1) {
          // "Kunnen jullie de stoelen klaarzetten, Rens en Vera?": one task each
          String label = TaskLabels.label(m.group(1), lang, day);
          List<Dates.Span> spans = Dates.find(clause, day, lang);
          if (label.length() < 3 || Text.contentStems(label).isEmpty()) {
            continue;
          }
          for (String n : names) {
            out.add(
                new TaskCandidate(label, n, email ? emailDue(spans) : due(spans, day), sentence));
          }
          return true;
        }
        owner = names.get(0);
        action = m.group(1);
      } else if (rule.owner() == Rules.Owner.NAMED) {
        String[] names = m.group(1).split("\\s+(?:and|&)\\s+");
        String before = clause.substring(0, m.start(1));
        if (java.util.Arrays.stream(names)
            .anyMatch(n -> !Names.PERSON.equals(Names.classify(n, before, " will", false)))) {
          continue;
        }
        if (names.length > 1) {
          // "Marcel and Bram will bring the chairs": one task each
          String label = TaskLabels.label(m.group(2), lang, day);
          List<Dates.Span> spans = Dates.find(clause, day, lang);
          if (lang == Lang.EN) {
            label = TaskLabels.label(baseOfThirdPerson(dutyOf(m.group(2))), lang, day);
          }
          if (label.length() < 3
              || Text.contentStems(label).isEmpty()
              || AsciiCase.matcher(Rules.NOT_AN_ACTION, m.group(2).strip()).find()
              || negated(m.group(2))) {
            continue;
          }
          for (String n : names) {
            out.add(
                new TaskCandidate(label, n, email ? emailDue(spans) : due(spans, day), sentence));
          }
          return true;
        }
        owner = names[0];
        action =
            lang == Lang.EN
                ? clause.substring(m.end(1), m.start(2)).matches("(?i)(?:'s| is)\\s+")
                        && m.group(2).matches("(?i)^\\p{L}+ing\\b.*")
                    ? ActionVerbs.baseForm(m.group(2)) // "Lisa's doing the dishes tomorrow"
                    : baseOfThirdPerson(dutyOf(m.group(2)))
                : infinitiveOf(
                    AsciiCase.matcher(LATER_NL, m.group(2)).replaceAll(" ").replaceAll("\\s+", " "),
                    day);
      } else {
        action = firstGroup(m);
        if (lang == Lang.NL
            && (rule.owner() == Rules.Owner.SELF || rule.owner() == Rules.Owner.ASSISTANT)
            && m.groupCount() == 2
            && m.group(1) != null
            && m.group(2) != null
            && !m.group(2).matches("(?iu)^(?:het|dat|dit|die|hem|ze|er)\\b.*")) {
          // "Ik stuur je morgen de foto's" -> "de foto's sturen": the infinitive last
          String inf = DutchClauses.thirdPerson(m.group(1), m.group(2), day);
          if (inf != null && inf.contains(" ")) {
            action = inf;
          }
        }
        owner =
            switch (rule.owner()) {
              case SELF, LIST, PROGRESSIVE, NOTE -> Extraction.SELF;
              case ASSISTANT -> email ? Extraction.SELF : null;
              case PRONOUN -> lastPerson(mentions, sentence);
              default -> null;
            };
        if (rule.owner() == Rules.Owner.PRONOUN && owner == null) {
          continue;
        }
      }
      if (action == null) {
        continue;
      }
      if (rule.owner() == Rules.Owner.NOTE
          && !DutchVerbForms.isActionInfinitive(Rx.replaceAll(action.strip(), "^.*\\s", ""))) {
        continue; // "Morgen de hele dag vergaderen" is no errand
      }
      if (lang == Lang.NL && AsciiCase.matcher(SUBORDINATE_ACT, m.group()).find()) {
        action = DutchVerbForms.verbLast(action); // "herinner me dat ik de verzekering bel"
      }
      List<Dates.Span> spans = Dates.find(clause, day, lang);
      if (rule.needsDate()
          && spans.stream().noneMatch(s -> !s.date().isBefore(day))
          && !(lang == Lang.NL && Rx.matches(clause, "(?iu).*\\bnog\\b.*"))
          // "Nina regelt volgende week de verzekering": a coming week is a time too
          && !NamedDuties.timeOrDuty(
              clause, rule.owner(), lang, lang == Lang.NL ? LATER_NL : LATER_EN)) {
        continue;
      }
      if (rule.needsDate()
          && (rule.owner() == Rules.Owner.NAMED && Cues.find(HABIT, clause)
              || rule.owner() == Rules.Owner.SELF
                  && lang == Lang.NL
                  && Cues.find(HABIT_NL, clause))) {
        continue; // "Sarah cooks every Sunday", "Ik bel altijd op maandag": a habit
      }
      if (lang == Lang.NL && negated(action)) {
        return false; // "ik ga de schuur niet opruimen": a negated intention is no task
      }
      if ((rule.owner() == Rules.Owner.SELF || rule.owner() == Rules.Owner.PROGRESSIVE)
          && Cues.find(OWN_QUESTION, clause)
          && sentence.strip().endsWith("?")) {
        continue; // "Do I need to bring anything?", "Moet ik de verzekering bellen?": a question
      }
      if (rule.owner() != Rules.Owner.ASSISTANT
          && rule.owner() != Rules.Owner.ADDRESSED
          && Musings.tentative(clause.substring(0, m.end()), day)) {
        continue; // "Maybe I should call her someday": a musing, not a commitment
      }
      if ((rule.owner() == Rules.Owner.SELF || rule.owner() == Rules.Owner.PROGRESSIVE)
          && AsciiCase.matcher(TAKE_BACK, TaskLabels.label(action, lang, day)).matches()) {
        // "Floris is ziek, ik doe het zelf morgen": the user takes the one open task back
        List<KnownTask> open = known.stream().filter(KnownTask::isOpen).toList();
        if (open.size() == 1) {
          out.add(
              new TaskCandidate(
                  open.get(0).label(),
                  Extraction.SELF,
                  email ? emailDue(spans) : due(spans, day),
                  sentence));
          return true;
        }
        continue;
      }
      int at = sentence.indexOf(clause);
      String resolved =
          Anaphora.resolve(
              TaskLabels.label(action, lang, day),
              prior
                  + " "
                  + (at > 0 ? sentence.substring(0, at) : "")
                  + clause.substring(0, m.start()),
              lang);
      if (resolved != null) {
        action = resolved; // "..., I'm going to contest it": the fine
        List<Dates.Span> own = Dates.find(clause.substring(m.start()), day, lang);
        if (!own.isEmpty()) {
          spans = own; // "I can't call the bank today, I'll do it tomorrow"
        }
      }
      if (AsciiCase.matcher(Rules.NOT_AN_ACTION, action.strip()).find()
          || AsciiCase.matcher(Rules.MOVEMENT, action.strip()).find()
              && !hasObjectVerb(action, lang)) {
        continue;
      }
      // "de muziek op het feest van zaterdag": which party, not when the act is due
      LocalDate due =
          email ? emailDue(spans) : due(lang == Lang.NL ? attributive(clause, spans) : spans, day);
      if (rule.owner() == Rules.Owner.LIST || rule.owner() == Rules.Owner.PROGRESSIVE) {
        List<String> items = items(action, rule.owner());
        if (items.size() > 1) {
          boolean any = false;
          for (String item : items) {
            String label = TaskLabels.label(item, lang, day);
            if (label.length() >= 3 && !Text.contentStems(label).isEmpty()) {
              out.add(new TaskCandidate(label, owner, due, sentence));
              any = true;
            }
          }
          if (any) {
            return true;
          }
          continue;
        }
        action = items.get(0);
      }
      String label = TaskLabels.label(action, lang, day);
      if (label.length() < 3
          || Text.contentStems(label).isEmpty()
          || onlyAPronoun(label)
          || AsciiCase.matcher(Rules.NOT_AN_ERRAND, label).matches()
          || AsciiCase.matcher(INDEFINITE, owner == null ? "" : owner).matches()) {
        continue;
      }
      out.add(new TaskCandidate(label, owner, due, sentence));
      return true;
    }
    return false;
  }

  static final Pattern IN_CHARGE =
      Rules.p("^(?:is |'s |are )?(?:taking care of|in charge of|responsible for)\\b");

  /** "is in charge of the drinks" -> "take care of the drinks". */
  static String dutyOf(String action) {
    return AsciiCase.matcher(IN_CHARGE, action.strip()).replaceFirst("take care of");
  }

  /** "stuurt vrijdag de planning" -> "de planning sturen" (a named person's Dutch present). */
  static String infinitiveOf(String action, LocalDate day) {
    String a = action.strip();
    int space = a.indexOf(' ');
    if (space < 0 || !Rx.matches(a.substring(0, space), "(?iu)\\p{Ll}{2,}t")) {
      return action;
    }
    String label = DutchClauses.thirdPerson(a.substring(0, space), a.substring(space + 1), day);
    return label == null ? action : label;
  }

  static final Pattern HABIT =
      Rules.p(
          "\\b(?:every|each|always|usually|often|normally|sometimes|never|weekly|daily|elke|iedere"
              + "|altijd|meestal|vaak|soms|nooit)\\b|\\bon (?:mon|tues|wednes|thurs|fri|satur|sun)days\\b");

  static final Pattern THIRD_PERSON_EN =
      Rules.p(
          "^(?:does|goes|[\\p{L}]+(?:ches|shes|sses|xes|zes)|[\\p{L}]+ies|[\\p{L}]+[^s\\W]s)\\b");

  /** "takes care of the drinks" -> "take care of the drinks" (a named person's present tense). */
  static String baseOfThirdPerson(String action) {
    String a = action.strip();
    Matcher m = AsciiCase.matcher(THIRD_PERSON_EN, a);
    if (!m.lookingAt()) {
      return action;
    }
    String v = m.group();
    String base =
        v.equalsIgnoreCase("does") || v.equalsIgnoreCase("goes")
            ? v.substring(0, 2)
            : Rx.matches(v, "(?i).*(?:ches|shes|sses|xes|zes)")
                ? v.substring(0, v.length() - 2)
                : Rx.matches(v, "(?i).*ies")
                    ? v.substring(0, v.length() - 3) + "y"
                    : v.substring(0, v.length() - 1);
    return base + a.substring(v.length());
  }

  /** Doing "it" oneself: "ik doe het zelf", "I'll do it myself", "regel ik zelf wel". */
  static final Pattern TAKE_BACK =
      Rules.p(
          "^(?:(?:do|doe|doen|regel|regelen|handle|sort out|take care of)\\s+)?(?:it|het|dat|that|this)"
              + "(?:\\s+(?:then|dan|wel|toch|gewoon|maar|out))*\\s+(?:zelf|myself)(?:\\s+(?:then|dan|wel"
              + "|toch|maar))*$");

  /** A Dutch act in a subordinate clause (verb last) or with "om ... te". */
  static final Pattern SUBORDINATE_ACT =
      Rules.p(
          "\\b(?:zo)?dat ik\\s|\\ste\\s+\\p{L}+en(?:\\s+(?:over|met|bij|naar|voor|aan|op|van|in|om|uit)"
              + "\\s+[^,;]+)?\\W*$");

  static final Pattern LIST_ITEM_BREAK =
      Pattern.compile("\\s*[,;]\\s*(?:and\\s+|en\\s+)?|\\s+(?:and|en)\\s+");

  static final Pattern THEN_ING =
      Pattern.compile(
          "(?i),?\\s+(?:and\\s+)?then\\s+(?=\\p{L}+ing\\b)|,?\\s+and\\s+(?=\\p{L}+ing\\b)");

  /**
   * The items of a listed action: "renew the card, call Bas and book the car" (at most eight words
   * each, else the list is one action with commas in it); the plans of a progressive ("dropping the
   * kids at school and then driving to work"), each verb back in its base form.
   */
  static List<String> items(String action, Rules.Owner kind) {
    List<String> out = new ArrayList<>();
    if (kind == Rules.Owner.LIST) {
      for (String item : LIST_ITEM_BREAK.split(action.strip())) {
        String t = Text.clean(item);
        if (t.isEmpty()) {
          continue;
        }
        String[] words = Rx.split(t, "\\s+");
        if (words.length > 8 || !ActionVerbs.looksLikeAnAction(words)) {
          return List.of(action); // "buy milk, eggs and coffee filters" is one errand
        }
        out.add(t);
      }
      return out.isEmpty() ? List.of(action) : out;
    }
    for (String part : THEN_ING.split(action.strip())) {
      out.add(ActionVerbs.baseForm(part));
    }
    return out;
  }

  /** A negation in the main clause of a Dutch action, before any subordinate clause. */
  static boolean negated(String action) {
    String main = Text.firstClause(action, Lang.NL);
    Matcher sub = AsciiCase.matcher(Rules.SUBORDINATE_NL, main);
    if (Cues.mayMatch(Rules.SUBORDINATE_NL, main) && sub.find()) {
      main = main.substring(0, sub.start());
    }
    return Cues.find(Rules.NEGATED_NL, main);
  }

  static final Pattern PRONOUN_LABEL =
      Pattern.compile(
          "(?iu)^(?:[\\p{L}]+\\s+)?(?:het|dat|dit|it|that|this)(?:\\s+(?:zelf|myself|wel|even|dan"
              + "|ook|too|then))*$|^(?:doe|doet|do|does)\\s+(?:het|dat|it|that)\\b.*"
              + "|^(?:het|dat|dit)(?:\\s+(?:wel|even|zelf|dan|ook|maar))*\\s+\\p{L}+en$");

  /** "doe het zelf", "Ruben doet het": a verb and a pronoun name no task of their own. */
  static boolean onlyAPronoun(String label) {
    return AsciiCase.matcher(PRONOUN_LABEL, label.strip()).matches();
  }

  /** The action: every group that took part in the match, in order ("stuur" + "de offerte"). */
  static String firstGroup(Matcher m) {
    StringBuilder b = new StringBuilder();
    for (int g = 1; g <= m.groupCount(); g++) {
      if (m.group(g) != null) {
        b.append(b.length() == 0 ? "" : " ").append(m.group(g));
      }
    }
    return b.length() == 0 ? null : b.toString();
  }

  /** The person a pronoun points at: the one named last in its sentence. */
  static String lastPerson(List<Mention> mentions, String sentence) {
    String found = null;
    int at = -1;
    for (Mention mention : mentions) {
      if (!Names.PERSON.equals(mention.nodeType())) {
        continue;
      }
      int i = sentence.lastIndexOf(mention.name());
      if (i > at) {
        at = i;
        found = mention.name();
      }
    }
    return found;
  }

  static boolean hasObjectVerb(String action, Lang lang) {
    return lang == Lang.NL && Rx.matches(action.strip(), "(?i)^naar .* (?:brengen|sturen|bellen)$");
  }

  /**
   * The due date: a date with deadline wording ("by", "uiterlijk", "vóór"), else the day the task
   * is scheduled for ("tomorrow", "on Friday"); a date after Dutch "voor"/"tegen" alone never is.
   */
  static LocalDate due(List<Dates.Span> spans, LocalDate day) {
    for (Dates.Span s : spans) {
      if (s.cue() == Dates.Cue.DEADLINE) {
        return s.date();
      }
    }
    for (Dates.Span s : spans) {
      if (s.cue() == Dates.Cue.NONE && !s.date().isBefore(day)) {
        return s.date();
      }
    }
    return null;
  }

  static final Pattern YEAR = Pattern.compile("\\b\\d{4}\\b");

  /**
   * The due date of a request in an email or message: only explicit deadline wording ("by",
   * "uiterlijk", "vóór", "deadline") with the year written (CONTRACT.md 13.26).
   */
  static LocalDate emailDue(List<Dates.Span> spans) {
    for (Dates.Span s : spans) {
      if (s.cue() == Dates.Cue.DEADLINE && AsciiCase.matcher(YEAR, s.text()).find()) {
        return s.date();
      }
    }
    return null;
  }
}
