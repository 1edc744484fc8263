package dev.assistantmemory.extract;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.StatusChange;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The context {@link LearnedStatusDetector}'s model reads for one (message, open task) pair: the
 * message's words and bigrams, how much of the task's label it holds (content-word stems, Dutch and
 * English, and Dutch compound heads), whether the task's verb appears as a past form, which status
 * cue families ({@link StatusWords}) it holds, negation, question, role, language, how many tasks
 * are open and whether this one is the only one or the one the message names best, and what the
 * rules made of the message (a status for this task, for another one, new tasks). The cue families
 * are conjoined with the overlap, so that "Sent it." reads differently with one open task than with
 * five.
 */
final class StatusFeatures {
  private StatusFeatures() {}

  /** The cue families of a status follow-up, in the order they are named. */
  private static final List<String> CUE_NAMES =
      List.of("done", "abandoned", "selfDrop", "started", "back", "terse", "negated");

  private static final List<Pattern> CUES =
      List.of(
          StatusWords.DONE,
          StatusWords.ABANDONED,
          StatusWords.SELF_DROP,
          StatusWords.STARTED,
          StatusWords.BACK_ON_THE_LIST,
          StatusWords.TERSE_FOLLOW_UP,
          StatusWords.NEGATED);

  private static final Pattern PRONOUN = StatusWords.OBJECT_PRONOUN;

  /** What is read of the message once, whatever the task. */
  record Message(
      String text,
      Lang lang,
      boolean assistant,
      List<String> words,
      Set<String> stems,
      Set<String> past,
      List<String> cues,
      List<String> aspects,
      int sentences,
      boolean ruleTasks) {

    static Message of(ExtractionInput in, Extraction found) {
      String text = in.text() == null ? "" : in.text();
      List<String> cues = new ArrayList<>();
      for (int c = 0; c < CUES.size(); c++) {
        if (Cues.find(CUES.get(c), text)) {
          cues.add(CUE_NAMES.get(c));
        }
      }
      return new Message(
          text,
          Lang.detect(text),
          ExtractionInput.ASSISTANT.equals(in.role()),
          LearnedTaskDetector.words(text),
          Text.contentStems(text),
          Text.pastStems(text),
          cues,
          StatusAspects.of(text),
          Text.sentences(text).size(),
          !found.tasks().isEmpty());
    }
  }

  /** How many of a label's content stems the message holds (a Dutch compound head counts). */
  static int overlap(Message m, KnownTask task) {
    return overlap(m.stems(), m.lang() == Lang.NL, task);
  }

  /** {@link #overlap(Message, KnownTask)} from the message's content stems and language alone. */
  static int overlap(Set<String> stems, boolean dutch, KnownTask task) {
    int hit = 0;
    for (String s : LabelStems.contentOf(task.label())) {
      // in English only an equal stem names the same thing ({@link Text#sameThing})
      if (stems.contains(s) || dutch && Text.anySameThing(Set.of(s), stems, true)) {
        hit++;
      }
    }
    return hit;
  }

  /** Whether the task at {@code at} is the only open one or the one the message names best. */
  static boolean namedBest(int[] overlaps, int at) {
    if (overlaps.length == 1) {
      return true;
    }
    int max = 0;
    int withMax = 0;
    for (int o : overlaps) {
      max = Math.max(max, o);
    }
    for (int o : overlaps) {
      withMax += o == max ? 1 : 0;
    }
    return max > 0 && overlaps[at] == max && withMax == 1;
  }

  /**
   * The context of one pair. {@code open} are the message's open tasks, {@code overlaps} their
   * overlaps (same order), {@code at} the task's index among them.
   */
  static String[] context(
      Message m, List<KnownTask> open, int[] overlaps, int at, Extraction found) {
    KnownTask task = open.get(at);
    List<String> f = new ArrayList<>();
    f.add("lang=" + m.lang());
    f.add("role=" + (m.assistant() ? "assistant" : "user"));
    if (m.text().contains("?")) {
      f.add("question");
    }
    List<String> w = m.words();
    f.add("len=" + Math.min(w.size() / 3, 6));
    f.add("sents=" + Math.min(m.sentences(), 3));
    for (int i = 0; i < w.size(); i++) {
      f.add("w=" + w.get(i));
      if (i + 1 < w.size()) {
        f.add("b=" + w.get(i) + "_" + w.get(i + 1));
      }
    }
    if (!w.isEmpty()) {
      f.add("p0=" + w.get(0));
      f.add("pl=" + w.get(w.size() - 1));
    }
    int ov = overlaps[at];
    Set<String> label = LabelStems.contentOf(task.label());
    String ovb = ov == 0 ? "0" : ov == 1 ? "1" : ov == 2 ? "2" : "3";
    double share = label.isEmpty() ? 0 : ov / (double) label.size();
    String cov = ov == 0 ? "none" : share < 0.34 ? "low" : share < 0.67 ? "mid" : "high";
    f.add("ov=" + ovb);
    f.add("cov=" + cov);
    // the message's own things: content words neither of the label nor a past form ("Finished
    // the crossword" names another thing than the open task; "Sent it." names none)
    int foreign = 0;
    for (String st : m.stems()) {
      if (!label.contains(st) && !m.past().contains(st) && st.length() > 2) {
        foreign++;
      }
    }
    String fb = foreign == 0 ? "0" : foreign == 1 ? "1" : foreign <= 3 ? "2" : "4";
    f.add("foreign=" + fb);
    f.add("foreign=" + fb + "&ov=" + ovb);
    int max = 0;
    int withMax = 0;
    for (int o : overlaps) {
      max = Math.max(max, o);
    }
    for (int o : overlaps) {
      withMax += o == max ? 1 : 0;
    }
    String rank =
        open.size() == 1 ? "only" : ov == max && max > 0 ? (withMax == 1 ? "best" : "tied") : "not";
    f.add("rank=" + rank);
    f.add("open=" + Math.min(open.size(), 3));
    boolean pronoun = Cues.find(PRONOUN, m.text());
    if (pronoun) {
      f.add("pronoun");
    }
    Set<String> verbs = Text.verbStems(task.label());
    boolean pastVerb = verbs.stream().anyMatch(m.past()::contains);
    boolean verb = verbs.stream().anyMatch(m.stems()::contains);
    // the task's thing apart from its verb: "I called my mom" has the verb of "call the insurance
    // company" and none of its thing
    int thing = 0;
    int things = 0;
    boolean dutch = m.lang() == Lang.NL;
    for (String st : label) {
      if (verbs.contains(st)) {
        continue;
      }
      things++;
      if (m.stems().contains(st) || Text.anySameThing(Set.of(st), m.stems(), dutch)) {
        thing++;
      }
    }
    String tb = things == 0 ? "na" : thing == 0 ? "0" : thing == 1 ? "1" : "2";
    f.add("thing=" + tb);
    if (pastVerb) {
      f.add("pastVerb");
      f.add("pastVerb&thing=" + tb);
    } else if (verb) {
      f.add("verb");
      f.add("verb&thing=" + tb);
    }
    f.add("thing=" + tb + "&rank=" + rank);
    if (!m.past().isEmpty()) {
      f.add("past");
      f.add("past&rank=" + rank);
    }
    for (String c : m.cues()) {
      f.add("cue=" + c);
      f.add("cue=" + c + "&rank=" + rank);
      f.add("cue=" + c + "&cov=" + cov);
      f.add("cue=" + c + "&foreign=" + fb);
      f.add("cue=" + c + "&thing=" + tb);
      if (pronoun) {
        f.add("cue=" + c + "&pronoun");
      }
    }
    if (m.cues().isEmpty()) {
      f.add("nocue&rank=" + rank);
    }
    // tense, aspect and the verb classes of a result (StatusAspects), with which task it is and
    // whether the task's thing is named: general constructions, not the words of a labelled line
    for (String a : m.aspects()) {
      f.add("asp=" + a);
      f.add("asp=" + a + "&rank=" + rank);
      f.add("asp=" + a + "&thing=" + tb);
    }
    boolean report = StatusAspects.report(m.aspects(), m.text()) && !m.ruleTasks();
    f.add("report=" + report + "&rank=" + rank);
    f.add("report=" + report + "&thing=" + tb + "&rank=" + rank);
    f.add("report=" + report + "&cues=" + m.cues().isEmpty());
    String rule = "none";
    boolean other = false;
    for (StatusChange s : found.statusChanges()) {
      if (s.taskId().equals(task.id())) {
        rule = s.status();
      } else {
        other = true;
      }
    }
    f.add("rule=" + rule);
    f.add("rule=" + rule + "&rank=" + rank);
    if (other) {
      f.add("ruleOther");
    }
    if (!found.deadlineRemovals().isEmpty()) {
      f.add("ruleRemoval");
    }
    if (m.ruleTasks()) {
      f.add("ruleTasks");
    }
    return f.toArray(String[]::new);
  }
}
