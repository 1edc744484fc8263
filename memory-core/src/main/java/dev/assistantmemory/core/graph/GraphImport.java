package dev.assistantmemory.core.graph;

import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.Scope;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Imports graph records for one user and partition, line by line, through {@link GraphService}, so
 * the write guard and the lifecycle rules hold exactly as for the API: a value the user retracted
 * or deleted is refused here too, naming the rejection. Claims carry the origin {@link
 * ClaimRecord#ORIGIN_IMPORT}.
 *
 * <p>Each line is its own transaction and its own outcome: imported, refused by the guard, or
 * invalid (with the field). A bad or refused line never stops the others; a claim that names a node
 * line which was not imported is itself invalid. Only a failure that is not the line's fault (the
 * store is down) ends the run, by throwing.
 */
public final class GraphImport {
  /** What became of one line. */
  public enum Outcome {
    IMPORTED,
    REFUSED,
    INVALID
  }

  /**
   * One line's result: for imported lines the new id; for refused lines the rejection; for invalid
   * lines the field ("(line)" when the whole line is at fault) and why.
   */
  public record LineResult(
      int line, Outcome outcome, String id, String field, String rejectionId, String message) {}

  /** Every line's result, in file order. */
  public record Report(List<LineResult> lines) {
    public long count(Outcome outcome) {
      return lines.stream().filter(l -> l.outcome() == outcome).count();
    }
  }

  private static final Pattern FIELD_PREFIX = Pattern.compile("^([A-Za-z]+): ");
  private static final Map<String, String> SERVICE_FIELDS =
      Map.of("subjectNodeId", "subject", "objectNodeId", "object");

  private final GraphService graph;
  private final GraphReads reads;

  public GraphImport(GraphServices graph) {
    this.graph = graph.writes();
    this.reads = graph.reads();
  }

  /**
   * Imports the records in order, reporting each line to {@code onLine} as it is done.
   *
   * @param partitionKey null = the personal partition
   * @throws MemoryException {@code VALIDATION_FAILED} for a bad user id or partition key (before
   *     any line); any server-side failure (the store unavailable) as it happens
   */
  public Report run(
      String userId,
      String partitionKey,
      Iterable<? extends ImportRecord> records,
      Consumer<LineResult> onLine) {
    if (userId == null || userId.isBlank()) {
      throw MemoryException.invalid("userId", "required");
    }
    if (partitionKey != null
        && (partitionKey.length() > Partitions.MAX_LENGTH
            || !Partitions.KEY.matcher(partitionKey).matches())) {
      throw MemoryException.invalid("partitionKey", "must match " + Partitions.KEY.pattern());
    }
    Run run = new Run(userId, partitionKey == null ? Partitions.PERSONAL : partitionKey);
    List<LineResult> results = new ArrayList<>();
    for (ImportRecord record : records) {
      LineResult result = run.apply(record);
      results.add(result);
      onLine.accept(result);
    }
    return new Report(List.copyOf(results));
  }

  /** The state of one import: the refs defined so far and the lines that failed to define one. */
  private final class Run {
    private final String userId;
    private final String partition;
    private final Map<String, String> refs = new HashMap<>();
    private final Map<String, Integer> refLines = new HashMap<>();
    private final Map<String, Integer> failedRefs = new HashMap<>();
    private final Map<String, NodeRecord> existing = new HashMap<>();

    Run(String userId, String partition) {
      this.userId = userId;
      this.partition = partition;
    }

    LineResult apply(ImportRecord record) {
      int line = record.line();
      try {
        if (record instanceof ImportRecord.Node node) {
          return node(node);
        }
        if (record instanceof ImportRecord.Claim claim) {
          return claim(claim);
        }
        ImportRecord.Invalid bad = (ImportRecord.Invalid) record;
        return invalid(line, bad.field(), bad.message());
      } catch (Invalid e) {
        return invalid(line, e.field, e.getMessage());
      } catch (MemoryException e) {
        if (e.details() instanceof ErrorDetails.WriteRefused refused) {
          return new LineResult(
              line, Outcome.REFUSED, null, null, refused.rejectionId(), e.getMessage());
        }
        if (!e.code().isClientError()) {
          throw e;
        }
        if (!e.issues().isEmpty()) {
          var issue = e.issues().get(0);
          return invalid(
              line, SERVICE_FIELDS.getOrDefault(issue.path(), issue.path()), issue.message());
        }
        String message = e.getMessage() == null ? e.code().name() : e.getMessage();
        Matcher m = FIELD_PREFIX.matcher(message);
        return m.find()
            ? invalid(
                line,
                SERVICE_FIELDS.getOrDefault(m.group(1), m.group(1)),
                message.substring(m.end()))
            : invalid(line, missingNodeField(e, record), message);
      }
    }

    private LineResult node(ImportRecord.Node n) {
      String ref = required("ref", n.ref());
      if (refLines.containsKey(ref) || failedRefs.containsKey(ref)) {
        int first = refLines.containsKey(ref) ? refLines.get(ref) : failedRefs.get(ref);
        throw new Invalid("ref", "'" + ref + "' is already defined on line " + first);
      }
      try {
        String nodeType = required("nodeType", n.nodeType());
        String label = required("label", n.label());
        List<String> aliases = n.aliases() == null ? List.of() : n.aliases();
        for (int i = 0; i < aliases.size(); i++) {
          required("aliases[" + i + "]", aliases.get(i));
        }
        NodeRecord created =
            graph
                .createNode(
                    InScope.partition(userId, partition),
                    new NodeCreate(
                        userId, partition, Scope.personal, nodeType, label, n.description(), false),
                    aliases,
                    List.of())
                .node();
        refs.put(ref, created.id());
        refLines.put(ref, n.line());
        return new LineResult(n.line(), Outcome.IMPORTED, created.id(), null, null, null);
      } catch (RuntimeException e) {
        failedRefs.put(ref, n.line());
        throw e;
      }
    }

    private LineResult claim(ImportRecord.Claim c) {
      String subjectRef = required("subject", c.subject());
      String predicate = required("predicate", c.predicate());
      if (!Predicates.isKnown(predicate)) {
        throw new Invalid("predicate", "unknown predicate " + predicate);
      }
      boolean attribute = Predicates.ATTRIBUTE.contains(predicate);
      if (attribute && c.object() != null) {
        throw new Invalid("object", predicate + " takes objectValue, not object");
      }
      if (!attribute && c.objectValue() != null) {
        throw new Invalid("objectValue", predicate + " takes object (a node), not objectValue");
      }
      if (c.object() == null && c.objectValue() == null) {
        throw new Invalid(attribute ? "objectValue" : "object", "required");
      }
      String statement = required("statement", c.statement());
      ClaimCreate create =
          new ClaimCreate(
              userId,
              resolve("subject", subjectRef),
              predicate,
              attribute ? null : resolve("object", c.object()),
              c.objectValue(),
              statement,
              c.description(),
              null,
              null,
              c.statedAt(),
              null,
              null,
              c.assertedByKind(),
              null);
      return new LineResult(
          c.line(),
          Outcome.IMPORTED,
          graph
              .createClaim(InScope.partition(userId, partition), create, ClaimRecord.ORIGIN_IMPORT)
              .id(),
          null,
          null,
          null);
    }

    /** A ref of this file, else an existing live node of the user in the import's partition. */
    private String resolve(String field, String refOrId) {
      if (refs.containsKey(refOrId)) {
        return refs.get(refOrId);
      }
      if (failedRefs.containsKey(refOrId)) {
        throw new Invalid(
            field,
            "'"
                + refOrId
                + "' (line "
                + failedRefs.get(refOrId)
                + ") was not imported, so nothing can refer to it");
      }
      NodeRecord node =
          existing.computeIfAbsent(
              refOrId,
              id ->
                  reads
                      .node(InScope.everyPartition(userId), id, null)
                      .map(NodeView::node)
                      .orElse(null));
      if (node == null) {
        throw new Invalid(
            field,
            "'" + refOrId + "' is neither a ref defined earlier in the file nor an existing node");
      }
      if (!node.partitionKey().equals(partition)) {
        throw new Invalid(
            field,
            "node " + node.id() + " is in partition " + node.partitionKey() + ", not " + partition);
      }
      return node.id();
    }

    private LineResult invalid(int line, String field, String message) {
      return new LineResult(line, Outcome.INVALID, null, field, null, message);
    }
  }

  private static String required(String field, String value) {
    if (value == null || value.isBlank()) {
      throw new Invalid(field, "required");
    }
    return value;
  }

  /** The claim endpoint a {@code NODES_NOT_FOUND} names, else the whole line. */
  private static String missingNodeField(MemoryException e, ImportRecord record) {
    if (e.code() == ErrorCode.NODES_NOT_FOUND
        && record instanceof ImportRecord.Claim c
        && e.details() instanceof ErrorDetails.NodesNotFound missing
        && !missing.missingNodeIds().isEmpty()) {
      return missing.missingNodeIds().get(0).equals(c.object()) ? "object" : "subject";
    }
    return "(line)";
  }

  /** A line's own fault, found before anything is written. */
  private static final class Invalid extends RuntimeException {
    final String field;

    Invalid(String field, String message) {
      super(message, null, false, false);
      this.field = field;
    }
  }
}
