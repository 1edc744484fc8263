package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.model.Scope;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import opennlp.tools.ml.model.MaxentModel;

/**
 * A maximum-entropy model (Apache OpenNLP's GIS) over (message, open task) pairs that says whether
 * the message changes the task's status and to what: {@code none}, {@code done}, {@code
 * in_progress} or {@code abandoned} (features: {@link StatusFeatures}). Behind the rules it adds a
 * status change for the open task it is surest of when the rules found none for that task (at least
 * {@code propose}, one per message), and drops a rule's change it finds no change in (P(none) at
 * least {@code veto}). Trained offline on the readable labelled lines by {@code memory-bench}'s
 * {@code StatusDetectorTrainer}, which writes {@link #RESOURCE}; nothing is fetched at run time
 * (stop 39: docs/benchmarks.md, "Stop 39: status39"). {@code -Dextract.learnedStatus=off} switches
 * it off in the benchmark. A reference text, an email, a participant's turn, a document and an
 * ironic message are the rules' alone. A document (a file, an email's attachment) is content that
 * arrives, not the user's or the assistant's report of a deed: the model was trained on chat turns
 * only, and on an attachment it read the thing a request asked about as the request done ("Could
 * you check the attached invoice?" closed by the invoice; stop 44).
 */
public final class LearnedStatusDetector implements Extractor {
  /** The system property that switches the detector off ({@code off}) in the benchmark. */
  public static final String PROPERTY = "extract.learnedStatus";

  /** The committed model, GIS in OpenNLP's binary format, gzipped. */
  public static final String RESOURCE = "status-detector.bin.gz";

  public static final String NONE = "none";

  /** The outcomes besides {@link #NONE}: the statuses a follow-up moves an open task to. */
  public static final List<String> STATUSES = List.of("done", "in_progress", "abandoned");

  /**
   * The thresholds the service runs with. Stop 43 (model trained through v16): status43 chose 0.5
   * (cross-validation leaving one labelled set out per fold 0.880 F1 at 0.6, 0.881 at 0.5; on the
   * blind test splits 11 more true changes for 4 more false ones), but at 0.5 an invoice attached
   * to a request ("Could you check the attached invoice?") closed that request once both were
   * extracted (EmailAttachmentIT, on both stores): the lead kept 0.6 (docs/benchmarks.md, "Stop 43
   * (2026-12-07): the lead's rows"). Stop 44 (status44): a document, an attachment among them, is
   * no longer read by the model (and an attachment changes no status at all), so 0.5 again: the
   * leave-one-set-out cross-validation and the blind test splits both prefer it
   * (docs/benchmarks.md, "Stop 44: status44").
   */
  public static final double PROPOSE = 0.5;

  public static final double VETO = 2.0;

  /** One (message, open task) pair and the model's context for it. */
  public record Pair(KnownTask task, String[] context, String ruleStatus, boolean named) {}

  private final Extractor rules;
  private final MaxentModel model;
  private final double propose;
  private final double veto;

  public LearnedStatusDetector(Extractor rules, MaxentModel model, double propose, double veto) {
    this.rules = rules;
    this.model = model;
    this.propose = propose;
    this.veto = veto;
  }

  /** The rules behind the committed model at the service's thresholds. */
  public static LearnedStatusDetector behind(Extractor rules) {
    return new LearnedStatusDetector(rules, Holder.MODEL, PROPOSE, VETO);
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
    return rules.name() + "+status";
  }

  /** The open tasks of a message the model reads, with their contexts; empty when none is read. */
  public static List<Pair> pairs(ExtractionInput in, Extraction found) {
    return pairs(in, found, true, true);
  }

  /**
   * The pairs, or with {@code all} false only those the detector can act on: a task the message
   * names best (or the only open one), and one the rules changed when {@code vetoes} are on. The
   * model's context is the costly part, and a user has many open tasks a message does not name.
   */
  private static List<Pair> pairs(
      ExtractionInput in, Extraction found, boolean all, boolean vetoes) {
    String text = in.text() == null ? "" : in.text();
    if (text.isBlank()
        || in.scope() == Scope.reference
        || in.isEmail()
        || ExtractionInput.DOCUMENT.equals(in.role())
        || ExtractionInput.PARTICIPANT.equals(in.role())) {
      return List.of();
    }
    List<KnownTask> open = new ArrayList<>();
    for (KnownTask k : in.knownTasks()) {
      if (k.isOpen()) {
        open.add(k);
      }
    }
    if (open.isEmpty()) {
      return List.of();
    }
    // the overlaps first, from the message's stems alone: when the detector can act on no pair (no
    // task named best, no rule change to veto), the rest of the message (its cue scans) is not read
    Set<String> stems = Text.contentStems(text);
    boolean dutch = Lang.detect(text) == Lang.NL;
    int[] overlaps = new int[open.size()];
    boolean any = all || vetoes && !found.statusChanges().isEmpty();
    for (int i = 0; i < open.size(); i++) {
      overlaps[i] = StatusFeatures.overlap(stems, dutch, open.get(i));
    }
    for (int i = 0; !any && i < open.size(); i++) {
      any = StatusFeatures.namedBest(overlaps, i);
    }
    if (!any) {
      return List.of();
    }
    StatusFeatures.Message m = StatusFeatures.Message.of(in, found);
    List<Pair> out = new ArrayList<>();
    for (int i = 0; i < open.size(); i++) {
      KnownTask k = open.get(i);
      String rule = null;
      for (StatusChange s : found.statusChanges()) {
        if (s.taskId().equals(k.id())) {
          rule = s.status();
        }
      }
      boolean named = StatusFeatures.namedBest(overlaps, i);
      if (!all && !named && (rule == null || !vetoes)) {
        continue;
      }
      out.add(new Pair(k, StatusFeatures.context(m, open, overlaps, i, found), rule, named));
    }
    return out;
  }

  @Override
  public Extraction extract(ExtractionInput in) {
    Extraction found = rules.extract(in);
    if (in.knownTasks().isEmpty()) {
      return found;
    }
    List<Pair> pairs = pairs(in, found, false, veto <= 1.0);
    if (pairs.isEmpty()) {
      return found;
    }
    String text = in.text();
    boolean ironic =
        Cues.find(Rules.IRONY, text)
            || NoCommitment.ironic(text)
            || StatusGuards.withdrawn(text) // "I was going to say it's done, but nope" (stop 45)
            || StatusFollowUps.wrongOne(text); // "Maya sent the wrong file" (stop 45)
    List<String> vetoed = new ArrayList<>();
    Pair best = null;
    String bestStatus = null;
    double bestP = propose;
    for (Pair pair : pairs) {
      double[] p = model.eval(pair.context());
      if (pair.ruleStatus() != null) {
        if (p[model.getIndex(NONE)] >= veto) {
          vetoed.add(pair.task().id());
        }
        continue;
      }
      if (!pair.named()) {
        continue;
      }
      for (String s : STATUSES) {
        int at = model.getIndex(s);
        if (at >= 0 && p[at] >= bestP) {
          best = pair;
          bestStatus = s;
          bestP = p[at];
        }
      }
    }
    // which task: only the one the message names best (or the only open one), and only when the
    // rules changed no task of the message (a second change is theirs to find)
    // nor a task the message gives a new due day: it is still to do, by that day
    if (ironic
        || best != null
            && (!best.named()
                || !found.statusChanges().isEmpty()
                || MovedDeadlines.moved(found.tasks(), best.task()))) {
      best = null;
    }
    if (vetoed.isEmpty() && best == null) {
      return found;
    }
    List<StatusChange> out = new ArrayList<>();
    for (StatusChange s : found.statusChanges()) {
      if (!vetoed.contains(s.taskId())) {
        out.add(s);
      }
    }
    if (best != null) {
      String status = ChasedParties.settled(bestStatus, best.task(), text);
      out.add(new StatusChange(best.task().id(), status, excerpt(text, best.task())));
    }
    return new Extraction(
        found.mentions(),
        found.facts(),
        found.tasks(),
        out,
        found.deadlineRemovals(),
        found.events(),
        found.dates(),
        found.metrics(),
        found.eventMoves());
  }

  /** The sentence of the message that names the task best (the first one when none does). */
  static String excerpt(String text, KnownTask task) {
    List<String> sentences = Text.sentences(text);
    if (sentences.isEmpty()) {
      return text.strip();
    }
    var label = Text.contentStems(task.label());
    String best = sentences.get(0);
    double bestCoverage = 0;
    for (String s : sentences) {
      double c = Text.coverage(label, Text.contentStems(s));
      if (c > bestCoverage) {
        best = s;
        bestCoverage = c;
      }
    }
    return best.strip();
  }
}
