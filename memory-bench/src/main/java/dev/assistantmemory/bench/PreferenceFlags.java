package dev.assistantmemory.bench;

import dev.assistantmemory.extract.TaskGate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Candidate (b) of stop 36: how well a logistic regression over a message's embedding tells the
 * lines that hold a preference, measured where it could add recall: on the dev lines where the
 * rules found none. Prints, per threshold, how many such lines it flags and how many of them do
 * hold one (out-of-fold). It only flags a line: the object phrase would still have to come from the
 * rules, so this is a measurement, not an extractor.
 */
final class PreferenceFlags {
  private PreferenceFlags() {}

  static void crossValidate(List<TrainGates.Line> lines, double lambda) {
    double[] p = new double[lines.size()];
    for (int fold = 0; fold < TrainGates.FOLDS; fold++) {
      List<TrainGates.Line> train = new ArrayList<>();
      for (int i = 0; i < lines.size(); i++) {
        if (i % TrainGates.FOLDS != fold) {
          train.add(lines.get(i));
        }
      }
      boolean[] y = new boolean[train.size()];
      for (int i = 0; i < y.length; i++) {
        y[i] = train.get(i).preference();
      }
      TaskGate model = new TaskGate(Logistic.fit(TrainGates.xs(train), y, lambda));
      for (int i = fold; i < lines.size(); i += TrainGates.FOLDS) {
        p[i] = model.probability(lines.get(i).x());
      }
    }
    int missed = 0;
    int spurious = 0;
    for (TrainGates.Line l : lines) {
      missed += l.preference() && !l.rulePreference() ? 1 : 0;
      spurious += !l.preference() && l.rulePreference() ? 1 : 0;
    }
    System.out.printf(
        Locale.ROOT,
        "%n== preference lines: %d-fold cross-validation of the embedding alone ==%n"
            + "%d dev lines hold a preference the rules found none in; %d lines have a rule"
            + " preference and none expected%n",
        TrainGates.FOLDS,
        missed,
        spurious);
    System.out.printf(
        Locale.ROOT,
        "%-6s | %-28s | %s%n",
        "p >=",
        "flagged of rule-silent lines",
        "of them holding one (found of missed)");
    for (double t : new double[] {0.5, 0.7, 0.8, 0.9, 0.95}) {
      int flagged = 0;
      int right = 0;
      for (int i = 0; i < lines.size(); i++) {
        TrainGates.Line l = lines.get(i);
        if (!l.rulePreference() && p[i] >= t) {
          flagged++;
          right += l.preference() ? 1 : 0;
        }
      }
      System.out.printf(
          Locale.ROOT, "%-6.2f | %28d | %d (%d of %d)%n", t, flagged, right, right, missed);
    }
  }
}
