package dev.assistantmemory.core.source;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.convert.DocumentConverter;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.OperationRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.SourceRow;
import dev.assistantmemory.core.store.SourceTx.ListCursor;
import dev.assistantmemory.core.util.CursorBinding;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.SourceType;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Source reads (CONTRACT.md 4.7): listing, one source with its content, and the nodes a set of
 * sources produced. Only listable types are ever visible; a source outside the caller's scope
 * (other user, other partition) or tombstoned is not found.
 */
public final class SourceReads {
  /** The types a listing or read may show; manual, legacy_migration and metric_* never appear. */
  public static final Set<SourceType> LISTABLE =
      Set.of(
          SourceType.document,
          SourceType.conversation,
          SourceType.conversation_message,
          SourceType.meeting_transcript,
          SourceType.external_conversation);

  /** Node types {@code /sources/nodes} drops unless asked for. */
  public static final List<String> DEFAULT_EXCLUDED_NODE_TYPES =
      List.of("AssistantDream", "Atlas", "Temporal");

  private final MemoryStore store;
  private final DocumentConverter converter;

  /**
   * @param converter turns a document stored as HTML into the Markdown that extraction read; null
   *     returns stored text as it is
   */
  public SourceReads(MemoryStore store, DocumentConverter converter) {
    this.store = store;
    this.converter = converter;
  }

  /** One page of a listing. */
  public record Page(List<SourceRow> sources, String nextCursor) {}

  /**
   * One source, its latest receipt, and (when asked) its content and messages. {@code text} is the
   * readable content: stored text and Markdown as stored, an HTML document as the Markdown it was
   * converted to (never the markup, never binary); null when not asked or the source has none.
   */
  public record Detail(
      SourceRow row,
      Optional<OperationRecord> latestOperation,
      boolean includeContent,
      List<SourceRecord> messages,
      Map<String, String> speakerNodeIds,
      String originKind,
      Content content) {}

  /** Readable content and its format: {@code text} or {@code markdown}. */
  public record Content(String text, String format) {}

  /** The nodes of a set of sources with their source ids, and the claims that link them. */
  /**
   * A page of nodes with their claims; {@code labels} names every node a claim points at (subject
   * or object), including nodes this page leaves out (a default-dropped Temporal day, a node on
   * another page), so each claim carries its endpoints' labels.
   */
  public record Nodes(
      List<NodeRecord> nodes,
      Map<String, List<String>> sourceIdsByNode,
      List<ClaimRecord> claims,
      Map<String, String> labels,
      String nextCursor) {}

  public Page list(ReadScope scope, SourceType type, int limit, String cursor) {
    if (type != null && !LISTABLE.contains(type)) {
      throw invalid("type", "not a listable source type: " + type);
    }
    String binding = CursorBinding.of(scope, type);
    ListCursor after = cursor == null ? null : decode(cursor, binding);
    Set<SourceType> types = type == null ? LISTABLE : Set.of(type);
    List<SourceRow> rows =
        store.read(scope.userId(), tx -> tx.sources().listSources(scope, types, after, limit + 1));
    String next = null;
    if (rows.size() > limit) {
      rows = rows.subList(0, limit);
      SourceRecord last = rows.get(limit - 1).source();
      next = encode(last.receivedAt() + "|" + last.id() + "|" + binding);
    }
    return new Page(List.copyOf(rows), next);
  }

  public Detail get(ReadScope scope, String sourceId, boolean includeContent) {
    return store.read(
        scope.userId(),
        tx -> {
          SourceRow row =
              tx.sources()
                  .findSource(scope, LISTABLE, sourceId)
                  .orElseThrow(() -> notFound(sourceId));
          SourceRecord s = row.source();
          Optional<OperationRecord> latest = tx.latestOperation(scope.userId(), s.id());
          if (latest.isEmpty() && s.operationId() != null) {
            latest = tx.findOperation(scope.userId(), s.operationId());
          }
          List<SourceRecord> messages =
              includeContent
                      && (s.type() == SourceType.conversation
                          || s.type() == SourceType.meeting_transcript)
                  ? tx.sources().childrenOf(scope.userId(), s.id())
                  : List.of();
          String origin = tx.lifecycle().origin(scope.userId(), s.id()).orElse(null);
          return new Detail(
              row,
              latest,
              includeContent,
              messages,
              speakerNodes(tx, scope.userId(), messages),
              origin,
              includeContent ? content(s) : null);
        });
  }

  /**
   * Each message's speaker node, by message id (CONTRACT.md 4.4: self aliases, then known
   * participants and aliases): the user's own turns (role {@code user}) and a speaker named by a
   * self alias are the self node; another named speaker is the Person of that name or alias in the
   * message's partition and scope, once extraction has met them; an assistant's turn, or a name no
   * node carries yet, has none.
   */
  private static Map<String, String> speakerNodes(
      dev.assistantmemory.core.store.StoreTx tx, String userId, List<SourceRecord> messages) {
    if (messages.isEmpty()) {
      return Map.of();
    }
    Optional<NodeRecord> self = tx.findSelfNode(userId);
    Set<String> selfNames = new java.util.HashSet<>();
    self.ifPresent(
        n -> tx.aliasesOf(userId, n.id()).forEach(a -> selfNames.add(a.normalizedAliasText())));
    Map<String, String> byName = new java.util.HashMap<>();
    Map<String, String> out = new java.util.HashMap<>();
    for (SourceRecord m : messages) {
      String name = m.speakerName() == null ? "" : m.speakerName().strip();
      String node = null;
      if ("user".equals(m.role())
          || (!name.isEmpty()
              && selfNames.contains(dev.assistantmemory.core.graph.WriteGuard.normalize(name)))) {
        node = self.map(NodeRecord::id).orElse(null);
      } else if (!name.isEmpty() && !"assistant".equals(m.role())) {
        String key =
            m.partitionKey() + "|" + m.scope() + "|" + name.toLowerCase(java.util.Locale.ROOT);
        node =
            byName.computeIfAbsent(
                key,
                k ->
                    tx
                        .findNodesByName(
                            userId,
                            m.partitionKey() == null
                                ? dev.assistantmemory.model.Partitions.PERSONAL
                                : m.partitionKey(),
                            m.scope(),
                            "Person",
                            name)
                        .stream()
                        .findFirst()
                        .map(NodeRecord::id)
                        .orElse(""));
        node = node.isEmpty() ? null : node;
      }
      if (node != null) {
        out.put(m.id(), node);
      }
    }
    return out;
  }

  private Content content(SourceRecord s) {
    if (s.content() == null) {
      return null;
    }
    if ("html".equals(s.contentType()) && converter != null) {
      return new Content(converter.htmlToMarkdown(s.content()), "markdown");
    }
    return new Content(s.content(), "markdown".equals(s.contentType()) ? "markdown" : "text");
  }

  public Nodes nodes(
      ReadScope scope,
      List<String> sourceIds,
      List<String> nodeTypes,
      boolean includeClaims,
      int limit,
      String cursor) {
    Set<String> ids = new LinkedHashSet<>(sourceIds);
    String binding =
        CursorBinding.of(
            scope,
            new java.util.TreeSet<>(ids),
            nodeTypes == null ? null : new java.util.TreeSet<>(nodeTypes));
    String after = cursor == null ? null : decodeNode(cursor, binding);
    return store.read(
        scope.userId(),
        tx -> {
          for (String id : ids) {
            tx.sources().findSource(scope, LISTABLE, id).orElseThrow(() -> notFound(id));
          }
          List<NodeRecord> nodes =
              new ArrayList<>(
                  tx.sources()
                      .nodesOfSources(
                          scope,
                          ids,
                          nodeTypes == null ? List.of() : nodeTypes,
                          DEFAULT_EXCLUDED_NODE_TYPES,
                          after,
                          limit + 1));
          String next = null;
          if (nodes.size() > limit) {
            nodes = new ArrayList<>(nodes.subList(0, limit));
            next = encode("n|" + nodes.get(limit - 1).id() + "|" + binding);
          }
          // A conversation's or transcript's nodes are linked to its messages: such a node names
          // the requested parent it came through, not nothing.
          Map<String, String> requestedParent = new java.util.HashMap<>();
          if (!nodes.isEmpty()) {
            for (String id : ids) {
              for (SourceRecord child : tx.sources().childrenOf(scope.userId(), id)) {
                requestedParent.putIfAbsent(child.id(), id);
              }
            }
          }
          Map<String, List<String>> sources = new java.util.LinkedHashMap<>();
          for (NodeRecord n : nodes) {
            // The requested sources this node is linked to (the original: "subset of input
            // sourceIds this node was actually linked to"), not every source that names it.
            sources.put(
                n.id(),
                tx.sourceIdsOfNode(scope.userId(), n.id()).stream()
                    .map(s -> ids.contains(s) ? s : requestedParent.get(s))
                    .filter(java.util.Objects::nonNull)
                    .distinct()
                    .toList());
          }
          List<ClaimRecord> claims =
              includeClaims
                  ? tx.sources()
                      .claimsOfSources(scope, ids, nodes.stream().map(NodeRecord::id).toList())
                  : List.of();
          Map<String, String> labels = new java.util.HashMap<>();
          for (NodeRecord n : nodes) {
            labels.put(n.id(), n.label());
          }
          for (ClaimRecord c : claims) {
            for (String id : new String[] {c.subjectNodeId(), c.objectNodeId()}) {
              if (id != null && !labels.containsKey(id)) {
                labels.put(id, tx.findNode(scope, id).map(NodeRecord::label).orElse(null));
              }
            }
          }
          return new Nodes(List.copyOf(nodes), sources, claims, labels, next);
        });
  }

  private static String encode(String raw) {
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString(raw.getBytes(StandardCharsets.UTF_8));
  }

  private static String decodeRaw(String cursor) {
    try {
      return new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      throw invalid("cursor", "not a cursor this server issued");
    }
  }

  /**
   * A list position; refused (400 at {@code cursor}) when it is not one this route returned or was
   * issued for another user, partition scope or type ({@link CursorBinding}).
   */
  private static ListCursor decode(String cursor, String binding) {
    String[] parts = decodeRaw(cursor).split("\\|", -1);
    ListCursor position;
    try {
      if (parts.length != 3 || parts[1].isEmpty()) {
        throw new IllegalArgumentException();
      }
      position = new ListCursor(Instant.parse(parts[0]), parts[1]);
    } catch (RuntimeException e) {
      throw invalid("cursor", "not a cursor this server issued");
    }
    if (!parts[2].equals(binding)) {
      throw invalid(
          "cursor",
          "the cursor was issued for another list (user, partition or type); start again without"
              + " it");
    }
    return position;
  }

  /**
   * A node position of {@code /sources/nodes}, bound to the sources and types it was issued for.
   */
  private static String decodeNode(String cursor, String binding) {
    String[] parts = decodeRaw(cursor).split("\\|", -1);
    if (parts.length != 3 || !parts[0].equals("n") || parts[1].isEmpty()) {
      throw invalid("cursor", "not a cursor this server issued");
    }
    if (!parts[2].equals(binding)) {
      throw invalid(
          "cursor",
          "the cursor was issued for another list (user, partition, sources or node types); start"
              + " again without it");
    }
    return parts[1];
  }

  private static MemoryException notFound(String sourceId) {
    return new MemoryException(ErrorCode.NOT_FOUND, "source not found: " + sourceId);
  }

  private static MemoryException invalid(String field, String message) {
    return MemoryException.invalid(field, message);
  }
}
