package dev.assistantmemory.core.ingest;

import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.ExtractionApplier;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.NodeMaintenance;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceFacts;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
 * <p>The task node's label and its search embedding change ({@link NodeMaintenance}), and so do the
 * statements (and embeddings) of the parent's extracted claims about it that start with the old
 * label ("X is pending"); a {@code user} or {@code user_confirmed} claim is never rewritten. The
 * claims keep the parent message's citation (their source stays the parent), their status and every
 * manual confirmation or dismissal. The evidence read is bounded by {@link
 * ExtractionApplier#attachmentEvidence} (100 attachments × 4,000 characters within 32,000).
 */
public final class AttachmentRefinement {
  private static final Logger LOG = LoggerFactory.getLogger(AttachmentRefinement.class);
  private static final Pattern REFERS =
      Pattern.compile(
          "(?iu)\\b(?:attached|enclosed|attachment(?:s)?)\\b(?:\\s+(\\p{L}[\\p{L}-]*))?");
  private static final Pattern FILE_EXTENSION = Pattern.compile("\\.[A-Za-z0-9]{1,5}$");
  private static final int TITLE_MAX_CHARS = 120;

  /** The trust rule: what the user stated or confirmed is never rewritten. */
  private static final Set<String> USER_KINDS = Set.of("user", "user_confirmed");

  private final NodeMaintenance nodes;
  private final Embedder embedder;
  private final Clock clock;

  public AttachmentRefinement(NodeMaintenance nodes, Embedder embedder, Clock clock) {
    this.nodes = nodes;
    this.embedder = embedder;
    this.clock = clock;
  }

  /** One readable attachment: its display title and its evidence prefix. */
  record Attachment(String title, String evidence) {}

  /**
   * A relabelling the refinement decided on, with the parent's extracted claims about the task
   * whose statement starts with the old label (claim id → refined statement).
   */
  record Relabel(NodeRecord node, String label, Map<String, String> statements) {}

  /**
   * Refines, in the transaction that completes the extraction of a document source, the requests of
   * its email parent (or of itself, when it is an email with attachments): the receipt turns {@code
   * completed} with the refined label and statements, never before them. The new texts are embedded
   * inside that transaction, only when there is something to refine. A failure fails the job's
   * attempt like any other part of its extraction (an embedder outage pauses it), and its retry
   * refines.
   */
  public void refineIn(StoreTx tx, String userId, String sourceId) {
    for (Relabel r : plan(tx, userId, sourceId)) {
      List<String> ids = List.copyOf(r.statements().keySet());
      List<String> texts = new ArrayList<>();
      texts.add(GraphService.cardText(r.label(), r.node().description()));
      ids.forEach(id -> texts.add(r.statements().get(id)));
      List<float[]> vectors = embedder.embed(texts);
      if (!nodes.relabelIn(tx, userId, r.node(), r.label(), vectors.get(0))) {
        continue;
      }
      Instant now = clock.instant();
      for (int i = 0; i < ids.size(); i++) {
        tx.updateClaimStatement(ids.get(i), r.statements().get(ids.get(i)), now);
        tx.setEmbedding("claim", ids.get(i), vectors.get(i + 1));
        tx.appendChange(userId, "claim", ids.get(i), "upsert", now);
      }
      LOG.info("attachment refined the label of task {}", r.node().id());
    }
  }

  List<Relabel> plan(StoreTx tx, String userId, String sourceId) {
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
        ExtractionApplier.attachmentEvidence(children.stream().map(SourceRecord::content).toList());
    List<Attachment> attachments = new ArrayList<>();
    for (int i = 0; i < evidence.size(); i++) {
      String title = titleOf(children.get(i), evidence.get(i));
      if (title != null) {
        attachments.add(new Attachment(title, evidence.get(i)));
      }
    }
    List<ClaimRecord> claims = tx.partitions().claimsOfSources(userId, List.of(parentId));
    Set<String> taskIds = new LinkedHashSet<>();
    for (ClaimRecord c : claims) {
      if ("HAS_TASK_STATUS".equals(c.predicate()) && parentId.equals(c.sourceId())) {
        taskIds.add(c.subjectNodeId());
      }
    }
    List<Relabel> out = new ArrayList<>();
    for (String taskId : taskIds) {
      Optional<NodeRecord> node =
          tx.findNode(userId, taskId).filter(n -> "Task".equals(n.nodeType()));
      if (node.isEmpty()) {
        continue;
      }
      NodeRecord n = node.get();
      Optional<String> label = refined(n, attachments);
      if (label.isEmpty()) {
        continue;
      }
      Map<String, String> statements = new LinkedHashMap<>();
      for (ClaimRecord c : claims) {
        if (taskId.equals(c.subjectNodeId())
            && parentId.equals(c.sourceId())
            && !USER_KINDS.contains(c.assertedByKind())
            && c.statement() != null
            && c.statement().startsWith(n.label())) {
          statements.put(c.id(), label.get() + c.statement().substring(n.label().length()));
        }
      }
      out.add(new Relabel(n, label.get(), statements));
    }
    return out;
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
