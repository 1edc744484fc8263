package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.extract.ExtractionApplier;
import dev.assistantmemory.core.graph.NodeMaintenance;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceFacts;
import dev.assistantmemory.core.store.SourceRecord;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Readable email attachments refine the request extracted from their parent message (seed 000):
 * after an email parent or one of its attachments is extracted, a task whose claims cite the parent
 * and whose label refers to "the attached/enclosed X" is relabelled to name the attachment, e.g.
 * "Review the attached contract" + an attachment titled "Lease agreement 2027" → "Review the
 * attached contract: Lease agreement 2027". Deterministic and conservative: only a label that
 * refers to an attachment, only when one attachment fits (the only readable one, or the only one
 * whose title or text names the referred noun), never twice.
 *
 * <p>Only the task node's label and its search embedding change ({@link NodeMaintenance}); its
 * claims keep their statements, the parent message's citation (their source stays the parent),
 * their status and every manual confirmation or dismissal. The evidence read is bounded by {@link
 * ExtractionApplier#attachmentEvidence} (100 attachments × 4,000 characters within 32,000).
 */
public final class AttachmentRefinement {
  private static final Logger LOG = LoggerFactory.getLogger(AttachmentRefinement.class);
  private static final Pattern REFERS =
      Pattern.compile(
          "(?iu)\\b(?:attached|enclosed|attachment(?:s)?)\\b(?:\\s+(\\p{L}[\\p{L}-]*))?");
  private static final Pattern FILE_EXTENSION = Pattern.compile("\\.[A-Za-z0-9]{1,5}$");
  private static final int TITLE_MAX_CHARS = 120;

  private final MemoryStore store;
  private final NodeMaintenance nodes;

  public AttachmentRefinement(MemoryStore store, NodeMaintenance nodes) {
    this.store = store;
    this.nodes = nodes;
  }

  /** One readable attachment: its display title and its evidence prefix. */
  record Attachment(String title, String evidence) {}

  /** A relabelling the refinement decided on. */
  record Relabel(String nodeId, String partitionKey, String label) {}

  /**
   * Runs after the extraction of a document source: refines the requests of its email parent (or of
   * itself, when it is an email with attachments). A failure is logged, never thrown: the receipt
   * is already complete and the next extraction of the parent or an attachment retries.
   */
  public void afterExtraction(String userId, String sourceId) {
    try {
      for (Relabel r : plan(userId, sourceId)) {
        nodes.updateNode(
            new ReadScope(userId, Set.of(r.partitionKey())), r.nodeId(), r.label(), null, null);
        LOG.info("attachment refined the label of task {}", r.nodeId());
      }
    } catch (RuntimeException e) {
      LOG.warn(
          "attachment refinement after source {} failed: {}",
          sourceId,
          e.getClass().getSimpleName());
    }
  }

  List<Relabel> plan(String userId, String sourceId) {
    return store.read(
        userId,
        tx -> {
          Optional<SourceRecord> found = tx.findSource(userId, sourceId).filter(this::live);
          if (found.isEmpty()) {
            return List.of();
          }
          SourceRecord source = found.get();
          Optional<SourceRecord> parent =
              source.parentId() == null
                  ? Optional.of(source)
                  : tx.findSource(userId, source.parentId()).filter(this::live);
          if (parent.isEmpty()) {
            return List.of();
          }
          String parentId = parent.get().id();
          boolean email =
              tx.commitments()
                  .sourceFacts(userId, parentId)
                  .map(SourceFacts::sourceKind)
                  .filter("email"::equals)
                  .isPresent();
          if (!email) {
            return List.of();
          }
          List<SourceRecord> children =
              tx.sources().childrenOf(userId, parentId).stream()
                  .filter(this::live)
                  .filter(c -> c.content() != null && !c.content().isBlank())
                  .toList();
          if (children.isEmpty()) {
            return List.of();
          }
          List<String> evidence =
              ExtractionApplier.attachmentEvidence(
                  children.stream().map(SourceRecord::content).toList());
          List<Attachment> attachments = new ArrayList<>();
          for (int i = 0; i < evidence.size(); i++) {
            String title = titleOf(children.get(i), evidence.get(i));
            if (title != null) {
              attachments.add(new Attachment(title, evidence.get(i)));
            }
          }
          Set<String> taskIds = new LinkedHashSet<>();
          for (ClaimRecord c : tx.partitions().claimsOfSources(userId, List.of(parentId))) {
            if ("HAS_TASK_STATUS".equals(c.predicate()) && parentId.equals(c.sourceId())) {
              taskIds.add(c.subjectNodeId());
            }
          }
          List<Relabel> out = new ArrayList<>();
          for (String taskId : taskIds) {
            tx.findNode(userId, taskId)
                .filter(n -> "Task".equals(n.nodeType()))
                .flatMap(
                    n -> refined(n, attachments).map(l -> new Relabel(n.id(), n.partitionKey(), l)))
                .ifPresent(out::add);
          }
          return out;
        });
  }

  private boolean live(SourceRecord s) {
    return s.tombstonedAt() == null;
  }

  /** The refined label of a task, or empty when its label does not refer to one attachment. */
  static Optional<String> refined(NodeRecord task, List<Attachment> attachments) {
    return refined(task.label(), attachments);
  }

  static Optional<String> refined(String label, List<Attachment> attachments) {
    if (label == null || attachments.isEmpty()) {
      return Optional.empty();
    }
    Matcher m = REFERS.matcher(label);
    if (!m.find()) {
      return Optional.empty();
    }
    String lower = label.toLowerCase(Locale.ROOT);
    for (Attachment a : attachments) {
      if (lower.contains(a.title().toLowerCase(Locale.ROOT))) {
        return Optional.empty(); // already names an attachment: refined before
      }
    }
    Attachment chosen = null;
    if (attachments.size() == 1) {
      chosen = attachments.get(0);
    } else if (m.group(1) != null) {
      String noun = m.group(1).toLowerCase(Locale.ROOT);
      List<Attachment> naming =
          attachments.stream()
              .filter(
                  a ->
                      a.title().toLowerCase(Locale.ROOT).contains(noun)
                          || a.evidence().toLowerCase(Locale.ROOT).contains(noun))
              .toList();
      chosen = naming.size() == 1 ? naming.get(0) : null;
    }
    if (chosen == null) {
      return Optional.empty();
    }
    String base = label.strip();
    while (base.endsWith(".") || base.endsWith(":")) {
      base = base.substring(0, base.length() - 1).strip();
    }
    return Optional.of(base + ": " + chosen.title());
  }

  /** The title of an attachment: its title (a filename loses its extension), else its heading. */
  static String titleOf(SourceRecord child, String evidence) {
    String title = child.title();
    if (title != null && !title.isBlank()) {
      title = FILE_EXTENSION.matcher(title.strip()).replaceFirst("").replace('_', ' ').strip();
    } else {
      title = null;
      for (String line : evidence.split("\n")) {
        String t = line.replaceFirst("^#+\\s*", "").strip();
        if (!t.isEmpty()) {
          title = t;
          break;
        }
      }
    }
    if (title == null || title.isBlank()) {
      return null;
    }
    return title.length() > TITLE_MAX_CHARS ? title.substring(0, TITLE_MAX_CHARS).strip() : title;
  }
}
