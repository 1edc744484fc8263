package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.core.extract.TaskMatch;
import dev.assistantmemory.model.Scope;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import opennlp.tools.ml.model.MaxentModel;

/**
 * A maximum-entropy model (Apache OpenNLP's GIS) over a sentence's word n-grams and cue features
 * (language, role, position, question, dates and deadline cues, names) that says whether the
 * sentence states a task and whose (the user's, the assistant's or a named person's). The context
 * also carries the rules' finding ({@code rule=}); the shipped model is trained without it, so a
 * sentence the rules miss reads like any other task sentence. Behind the rules it may add a task
 * for a sentence the rules found none in (at least {@code propose}) and drop the rules' tasks of a
 * sentence it finds none in (below {@code veto}). Trained offline on the readable labelled lines by
 * {@code memory-bench}'s {@code TaskDetectorTrainer}, which writes {@link #RESOURCE}; nothing is
 * fetched at run time. The service runs the rules behind it ({@link #behind}, stop 38:
 * docs/benchmarks.md, "Stop 38: tagger38"); the benchmark switches it on with {@code
 * -Dextract.learnedTasks=<propose>,<veto>}. A message about known tasks, an email, a reference text
 * and a participant's turn are the rules' alone. Stop 39 ("Stop 39: label39"): trained with v12's
 * dev split too; a sentence with a negator gets no added task and a stricter veto; an added task
 * takes its due day from its own clause, its named owner from the act's subject and, in Dutch
 * verb-second order, its verb last ({@link DetectedTaskParts}).
 */
public final class LearnedTaskDetector implements Extractor {
  /** The system property that switches the detector on in the benchmark. */
  public static final String PROPERTY = "extract.learnedTasks";

  /** The committed model, GIS in OpenNLP's binary format, gzipped. */
  public static final String RESOURCE = "task-detector.bin.gz";

  /**
   * How a message with known tasks is read (stop 44): {@code add} (the service's) adds the tasks
   * the model finds to it but drops none of the rules'; {@code all} vetoes as in a first message;
   * {@code off} leaves it to the rules, as before stop 44 ({@code -Dextract.learnedTasksKnown},
   * measurement only).
   */
  static final String KNOWN = System.getProperty("extract.learnedTasksKnown", "add");

  /** The outcomes: no task, a task of the user, of the assistant, of a named person. */
  public static final String NONE = "none";

  public static final String SELF = "self";
  public static final String ASSISTANT = "assistant";
  public static final String NAMED = "named";

  /**
   * A sentence of a message and the model's context for it; {@code negated} whether it carries a
   * negator ({@link DetectedTaskParts#negated}, read once for the context and the thresholds).
   */
  public record Clause(
      String sentence, int index, String[] context, List<Integer> ruleTasks, boolean negated) {}

  private static final Pattern TOKEN = Pattern.compile("[^\\p{L}\\p{N}'’]+");

  /** The words before the act: owner wording, modals, requests and politeness. */
  private static final Pattern LEAD =
      Pattern.compile(
          "(?iu)^(?:(?:ok|okay|so|also|and|but|oh|hey|hi|right|btw|fyi|note to self|todo|to do"
              + "|reminder|oké|dus|ook|en|maar|hoi|nou)\\W+)*"
              + "(?:(?:can|could|would|will) you (?:please |pls |also )?"
              + "|please |pls |remind me (?:to |that i (?:need|have) to )?|don'?t forget to "
              + "|(?:i|we)(?: really| still| definitely| probably| also| just)? (?:need|needs|have"
              + "|has|must|should|want|ought|gotta|got|am going|'m going|are going|'re going|will"
              + "|plan|intend|promised|'ll|’ll|'d better|'d like)(?: to)? "
              + "|i'?m gonna |i'?ll |we'?ll |let me |let's "
              + "|(?:kun|kan|wil|zou|zal) (?:je|jij|u) (?:even |ff |alsjeblieft |aub |nog )*"
              + "|(?:ik|we|wij) (?:moet|moeten|ga|gaan|zal|zullen|wil|willen)"
              + " (?:nog |even |ff |echt |wel )*"
              + "|herinner me (?:er ?aan )?(?:om |dat ik )?|vergeet niet (?:om )?"
              + "|niet vergeten (?:om )?)");

  /** A named owner before the act: "Sam will ...", "Noor gaat ...". */
  private static final Pattern NAMED_LEAD =
      Pattern.compile(
          "^\\p{Lu}[\\p{L}-]+(?: \\p{Lu}[\\p{L}-]+)? (?:(?i)will|is going to|'s going to|should"
              + "|needs to|has to|must|can|said (?:she|he)'?d|gaat|zal|moet|kan|wil) ");

  /**
   * The thresholds the service runs with, chosen by the trainer's cross-validation (stop 39: the
   * best F1 with precision at least the rules').
   */
  public static final double PROPOSE = 0.8;

  public static final double VETO = 0.05;

  /**
   * The thresholds for a sentence with a negator ({@link DetectedTaskParts#negated}), chosen by the
   * same cross-validation (stop 39): no task is added to it (above 1), the rules' tasks of it are
   * dropped below 0.2.
   */
  public static final double NEGATED_PROPOSE = 2.0;

  public static final double NEGATED_VETO = 0.2;

  private final Extractor rules;
  private final MaxentModel model;
  private final double propose;
  private final double veto;
  private final double negatedPropose;
  private final double negatedVeto;

  /** The detector at the given thresholds, a sentence with a negator at the service's. */
  public LearnedTaskDetector(Extractor rules, MaxentModel model, double propose, double veto) {
    this(rules, model, propose, veto, NEGATED_PROPOSE, NEGATED_VETO);
  }

  public LearnedTaskDetector(
      Extractor rules,
      MaxentModel model,
      double propose,
      double veto,
      double negatedPropose,
      double negatedVeto) {
    this.rules = rules;
    this.model = model;
    this.propose = propose;
    this.veto = veto;
    this.negatedPropose = Math.max(propose, negatedPropose);
    this.negatedVeto = Math.max(veto, negatedVeto);
  }

  /** The rules behind the committed model at the service's thresholds. */
  public static LearnedTaskDetector behind(Extractor rules) {
    return new LearnedTaskDetector(rules, Holder.MODEL, PROPOSE, VETO);
  }

  /** The committed model, read once. */
  private static final class Holder {
    static final MaxentModel MODEL = shipped();
  }

  /** The committed model. */
  public static MaxentModel shipped() {
    return MaxentModels.read(RESOURCE);
  }

  @Override
  public String name() {
    return rules.name() + "+learned";
  }

  /** The sentences of a message the model reads, with their contexts; empty when none is read. */
  public static List<Clause> clauses(ExtractionInput in, Extraction found) {
    return read(in, found, null).clauses();
  }

  /**
   * Which sentences {@link #extract} needs the model's reading of (stop 45): given whether the
   * rules found a task in the sentence, and of a sentence they found none in, whether a task may be
   * added from it (the sentence, whether it carries a negator). A sentence it does not need gets no
   * context.
   */
  private interface Needed {
    boolean rules(boolean ruleTasks);

    boolean adds(String sentence, boolean negated);
  }

  /** The clauses read, and how many sentences the message has. */
  private record Read(List<Clause> clauses, int sentences) {
    static final Read NONE = new Read(List.of(), 0);
  }

  /** {@link #clauses}, of only the sentences {@code needed} (all when null) asks for. */
  private static Read read(ExtractionInput in, Extraction found, Needed needed) {
    String text = in.text() == null ? "" : in.text();
    if (text.isBlank()
        || in.scope() == Scope.reference
        || ExtractionInput.PARTICIPANT.equals(in.role())) {
      return Read.NONE;
    }
    Lang lang = Lang.detect(text);
    boolean assistant = ExtractionInput.ASSISTANT.equals(in.role());
    boolean known = in.knownTasks().stream().anyMatch(ExtractionInput.KnownTask::isOpen);
    List<String> sentences = Text.sentences(text);
    List<List<Integer>> owned = new ArrayList<>();
    sentences.forEach(s -> owned.add(new ArrayList<>()));
    for (int t = 0; t < found.tasks().size(); t++) {
      int at = sentenceOf(found.tasks().get(t), sentences);
      if (at >= 0) {
        owned.get(at).add(t);
      }
    }
    List<Clause> out = new ArrayList<>();
    for (int i = 0; i < sentences.size(); i++) {
      boolean ruleTasks = !owned.get(i).isEmpty();
      if (needed != null && !needed.rules(ruleTasks)) {
        continue;
      }
      String s = sentences.get(i);
      boolean negated = DetectedTaskParts.negated(s);
      if (needed != null && !ruleTasks && !needed.adds(s, negated)) {
        continue;
      }
      List<String> ruleOwners = new ArrayList<>();
      owned.get(i).forEach(t -> ruleOwners.add(kind(found.tasks().get(t).owner())));
      Reading r =
          new Reading(
              lang,
              assistant,
              known,
              in.day(),
              found.mentions(),
              !found.statusChanges().isEmpty(),
              sentences.size());
      out.add(new Clause(s, i, r.context(s, i, ruleOwners, negated), owned.get(i), negated));
    }
    return new Read(out, sentences.size());
  }

  /** What the context of a sentence reads besides the sentence: the message and the rules. */
  record Reading(
      Lang lang,
      boolean assistant,
      boolean known,
      LocalDate day,
      List<Mention> mentions,
      boolean status,
      int sentences) {

    String[] context(String s, int i, List<String> ruleOwners, boolean negated) {
      List<String> f = new ArrayList<>();
      f.add("lang=" + lang);
      f.add("role=" + (assistant ? "assistant" : "user"));
      f.add(i == 0 ? "first" : "later");
      f.add(sentences == 1 ? "alone" : "among");
      f.add(known ? "known" : "unknown");
      if (s.endsWith("?")) {
        f.add("question");
      }
      if (negated) {
        f.add("negated");
      }
      List<String> words = words(s);
      f.add("len=" + Math.min(words.size() / 4, 5));
      for (int w = 0; w < words.size(); w++) {
        f.add("w=" + words.get(w));
        if (w + 1 < words.size()) {
          f.add("b=" + words.get(w) + "_" + words.get(w + 1));
        }
        if (w < 3) {
          f.add("p" + w + "=" + words.get(w));
        }
      }
      if (words.size() > 1) {
        f.add("f2=" + words.get(0) + "_" + words.get(1));
      }
      List<Dates.Span> spans = Dates.find(s, day, lang);
      if (!spans.isEmpty()) {
        f.add("date");
        f.add(spans.get(0).date().isBefore(day) ? "past" : "future");
      }
      if (spans.stream().anyMatch(x -> x.cue() == Dates.Cue.DEADLINE)) {
        f.add("deadline");
      }
      for (Mention m : mentions) {
        if (m.nodeType().equals("Person") && s.contains(m.name())) {
          f.add(s.startsWith(m.name()) ? "nameFirst" : "name");
        }
      }
      f.add(ruleOwners.isEmpty() ? "rule=none" : "rule=task");
      ruleOwners.forEach(o -> f.add("ruleOwner=" + o));
      if (status) {
        f.add("status");
      }
      return f.toArray(String[]::new);
    }
  }

  /** The outcome of a task's owner: self, assistant (no owner) or named. */
  public static String kind(String owner) {
    return owner == null ? ASSISTANT : Extraction.SELF.equals(owner) ? SELF : NAMED;
  }

  @Override
  public Extraction extract(ExtractionInput in) {
    Extraction found = rules.extract(in);
    // an email is the rules' alone: its header is no sentence. A message with known tasks (a
    // later turn, any message of a user with stored tasks) is read since stop 44, when the model
    // was trained on the turns of conversations too, for tasks to add only: the rules' tasks of
    // it are mostly follow-ups of known ones (before stop 44 it was the rules' alone)
    boolean known = !in.knownTasks().isEmpty();
    if (in.isEmail() || known && KNOWN.equals("off")) {
      return found;
    }
    String text = in.text();
    if (text == null || text.isBlank()) {
      return found; // no clause
    }
    // stop 45: the model reads only the sentences whose reading can change the result. The rules'
    // tasks of a message with known tasks are never vetoed; no task is added to a message with a
    // status change, a deadline removal or irony, to a sentence with a negator while the
    // threshold for one is above 1, or to an assistant's question
    boolean vetoes = !known || KNOWN.equals("all");
    boolean adds =
        found.statusChanges().isEmpty()
            && found.deadlineRemovals().isEmpty()
            && !(Cues.find(Rules.IRONY, text) || NoCommitment.ironic(text));
    if (!vetoes && !adds) {
      return found;
    }
    boolean assistant = ExtractionInput.ASSISTANT.equals(in.role());
    Read read =
        read(
            in,
            found,
            new Needed() {
              @Override
              public boolean rules(boolean ruleTasks) {
                return ruleTasks ? vetoes : adds;
              }

              @Override
              public boolean adds(String sentence, boolean negated) {
                return (!negated || negatedPropose <= 1) && !(assistant && sentence.endsWith("?"));
              }
            });
    List<Clause> clauses = read.clauses();
    if (clauses.isEmpty()) {
      return found;
    }
    Lang lang = Lang.detect(text);
    Reading reading =
        new Reading(
            lang,
            ExtractionInput.ASSISTANT.equals(in.role()),
            in.knownTasks().stream().anyMatch(ExtractionInput.KnownTask::isOpen),
            in.day(),
            found.mentions(),
            !found.statusChanges().isEmpty(),
            read.sentences());
    List<TaskCandidate> tasks = found.tasks();
    List<Integer> vetoed = new ArrayList<>();
    List<TaskCandidate> added = new ArrayList<>();
    for (Clause c : clauses) {
      double[] p = model.eval(c.context());
      double task = 1 - p[model.getIndex(NONE)];
      boolean negated = c.negated();
      if (!c.ruleTasks().isEmpty()) {
        if (task < (negated ? negatedVeto : veto) && (!known || KNOWN.equals("all"))) {
          for (int t : c.ruleTasks()) {
            // a known open task said again (its new day, its owner) is a follow-up: the model,
            // which learnt a repeat as no new task, does not drop it
            if (TaskMatch.sameOpenTask(in.knownTasks(), tasks.get(t).label()).isEmpty()) {
              vetoed.add(t);
            }
          }
        }
        continue;
      }
      if (task < (negated ? negatedPropose : propose)
          || !adds // irony, a status change or a deadline removal (no such clause is read)
          || NoCommitment.commitsNobody(c.sentence())
          || RefusedSuggestions.refused(text, c.sentence())
          // an assistant's question is an offer ("Would you like me to book a taxi?"), no task
          // until the user takes it up
          || reading.assistant() && c.sentence().endsWith("?")) {
        continue;
      }
      String part = taskPart(c, reading);
      String owner = owner(model, p, part, c.sentence(), found.mentions());
      String label = label(part, lang, in.day());
      if (words(label).size() < 2
          || coveredBy(label, tasks)
          || coveredBy(label, added)
          // a known open task said again is the rules' follow-up, no new task
          || TaskMatch.sameOpenTask(in.knownTasks(), label).isPresent()) {
        continue;
      }
      LocalDate due = DetectedTaskParts.due(part, lang, in.day());
      added.add(new TaskCandidate(label, owner, due, c.sentence()));
    }
    if (vetoed.isEmpty() && added.isEmpty()) {
      return found;
    }
    List<TaskCandidate> out = new ArrayList<>();
    for (int t = 0; t < tasks.size(); t++) {
      if (!vetoed.contains(t)) {
        out.add(tasks.get(t));
      }
    }
    out.addAll(added);
    return found.withTasks(out); // its event moves kept
  }

  /**
   * The part of a sentence that states its task: of the parts between clause breaks ("Sprint ends
   * on Tuesday; my two tickets need to be in review"), the one the model finds most likely a task.
   */
  private String taskPart(Clause c, Reading reading) {
    List<String> parts = DetectedTaskParts.parts(c.sentence());
    String best = c.sentence();
    double bestTask = -1;
    if (parts.size() < 2) {
      return best;
    }
    for (String part : parts) {
      if (words(part).size() < 2) {
        continue;
      }
      double[] p =
          model.eval(reading.context(part, c.index(), List.of(), DetectedTaskParts.negated(part)));
      double task = 1 - p[model.getIndex(NONE)];
      if (task > bestTask) {
        best = part;
        bestTask = task;
      }
    }
    return best;
  }

  /**
   * The owner of the most likely task outcome; for a named one the person named as the act's
   * subject or asked to do it ({@link DetectedTaskParts#namedOwner}).
   */
  static String owner(
      MaxentModel model, double[] p, String part, String sentence, List<Mention> mentions) {
    double self = p[model.getIndex(SELF)];
    double assistant = p[model.getIndex(ASSISTANT)];
    double named = p[model.getIndex(NAMED)];
    if (named > self && named > assistant) {
      String name = DetectedTaskParts.namedOwner(part, sentence, mentions);
      if (name != null) {
        return name;
      }
    }
    return assistant > self ? null : Extraction.SELF;
  }

  /** A label from the sentence: its owner wording goes, then the rules' label cleaning. */
  static String label(String sentence, Lang lang, LocalDate day) {
    String s = Text.clean(sentence.replaceAll("[.!?]+$", ""));
    s = AsciiCase.matcher(NAMED_LEAD, s).replaceFirst("");
    s = AsciiCase.matcher(LEAD, s).replaceFirst("");
    if (lang == Lang.NL) {
      s = DetectedTaskParts.verbLast(s); // "Die stuur ik haar morgen": the verb goes last
    }
    return TaskLabels.label(s, lang, day);
  }

  /** Whether a rule task of the message already says most of the label. */
  private static boolean coveredBy(String label, List<TaskCandidate> tasks) {
    List<String> words = words(label);
    for (TaskCandidate t : tasks) {
      List<String> other = words(t.label());
      long common = words.stream().filter(other::contains).count();
      if (common * 2 >= Math.min(words.size(), other.size()) && common > 0) {
        return true;
      }
    }
    return false;
  }

  /** The sentence a task came from: its excerpt's, else the one holding most of its label. */
  static int sentenceOf(TaskCandidate task, List<String> sentences) {
    String excerpt = task.excerpt() == null ? "" : task.excerpt().strip();
    if (!excerpt.isEmpty()) {
      for (int i = 0; i < sentences.size(); i++) {
        if (sentences.get(i).contains(excerpt) || excerpt.contains(sentences.get(i))) {
          return i;
        }
      }
    }
    List<String> label = words(task.label());
    int best = -1;
    long bestCommon = 0;
    for (int i = 0; i < sentences.size(); i++) {
      List<String> w = words(sentences.get(i));
      long common = label.stream().filter(w::contains).count();
      if (common > bestCommon) {
        best = i;
        bestCommon = common;
      }
    }
    return best;
  }

  /** The lower-case words of a text. */
  public static List<String> words(String text) {
    List<String> out = new ArrayList<>();
    for (String w : TOKEN.split(text.toLowerCase(Locale.ROOT))) {
      if (!w.isEmpty()) {
        out.add(w.replace('’', '\''));
      }
    }
    return out;
  }
}
