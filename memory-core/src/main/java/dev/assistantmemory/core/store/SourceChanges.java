package dev.assistantmemory.core.store;

import java.util.ArrayList;
import java.util.List;

/**
 * What one re-extraction of a source changed (or, in a dry run, would change) in the user's graph.
 * Lists hold display lines: a node as "Type: label", a claim by its statement. {@code kept} counts
 * the claims the source gave before and gives again; {@code refused} the writes the write guard
 * refused.
 */
public record SourceChanges(
    String sourceId,
    List<String> nodesAdded,
    List<String> claimsAdded,
    List<String> claimsFiledAsHistory,
    List<String> claimsSuperseded,
    List<String> claimsRetracted,
    int claimsKept,
    int refused) {

  public SourceChanges {
    nodesAdded = List.copyOf(nodesAdded);
    claimsAdded = List.copyOf(claimsAdded);
    claimsFiledAsHistory = List.copyOf(claimsFiledAsHistory);
    claimsSuperseded = List.copyOf(claimsSuperseded);
    claimsRetracted = List.copyOf(claimsRetracted);
  }

  /** The Task nodes among the nodes added. */
  public long tasksAdded() {
    return nodesAdded.stream().filter(n -> n.startsWith("Task: ")).count();
  }

  /** Whether anything in the graph changes (kept claims and refusals change nothing). */
  public boolean changesGraph() {
    return !nodesAdded.isEmpty()
        || !claimsAdded.isEmpty()
        || !claimsFiledAsHistory.isEmpty()
        || !claimsSuperseded.isEmpty()
        || !claimsRetracted.isEmpty();
  }

  private static final String NODE = "+node ";
  private static final String CLAIM = "+claim ";
  private static final String HISTORY = "~history ";
  private static final String SUPERSEDED = "-superseded ";
  private static final String RETRACTED = "-retracted ";

  /** One line per change, the form a stored report keeps them in. */
  public String detailLines() {
    StringBuilder out = new StringBuilder();
    nodesAdded.forEach(n -> out.append(NODE).append(oneLine(n)).append('\n'));
    claimsAdded.forEach(c -> out.append(CLAIM).append(oneLine(c)).append('\n'));
    claimsFiledAsHistory.forEach(c -> out.append(HISTORY).append(oneLine(c)).append('\n'));
    claimsSuperseded.forEach(c -> out.append(SUPERSEDED).append(oneLine(c)).append('\n'));
    claimsRetracted.forEach(c -> out.append(RETRACTED).append(oneLine(c)).append('\n'));
    return out.toString();
  }

  /** The changes {@link #detailLines} wrote, read back. */
  public static SourceChanges fromDetailLines(
      String sourceId, String lines, int claimsKept, int refused) {
    List<String> nodes = new ArrayList<>();
    List<String> added = new ArrayList<>();
    List<String> history = new ArrayList<>();
    List<String> superseded = new ArrayList<>();
    List<String> retracted = new ArrayList<>();
    for (String line : lines.split("\n")) {
      if (line.startsWith(NODE)) {
        nodes.add(line.substring(NODE.length()));
      } else if (line.startsWith(CLAIM)) {
        added.add(line.substring(CLAIM.length()));
      } else if (line.startsWith(HISTORY)) {
        history.add(line.substring(HISTORY.length()));
      } else if (line.startsWith(SUPERSEDED)) {
        superseded.add(line.substring(SUPERSEDED.length()));
      } else if (line.startsWith(RETRACTED)) {
        retracted.add(line.substring(RETRACTED.length()));
      }
    }
    return new SourceChanges(
        sourceId, nodes, added, history, superseded, retracted, claimsKept, refused);
  }

  private static String oneLine(String s) {
    return s == null ? "" : s.replace('\n', ' ').replace('\r', ' ');
  }
}
