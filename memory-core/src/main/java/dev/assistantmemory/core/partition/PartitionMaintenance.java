package dev.assistantmemory.core.partition;

import dev.assistantmemory.core.partition.MigrationState.PartitionMigration;
import dev.assistantmemory.core.store.ChangeRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.MemoryStore;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.PartitionTx;
import dev.assistantmemory.core.store.PartitionTx.NodeMapping;
import dev.assistantmemory.core.store.PartitionTx.Reclassification;
import dev.assistantmemory.core.store.SourceKey;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.core.util.CursorBinding;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.Partitions;
import dev.assistantmemory.model.TypeId;
import dev.assistantmemory.model.ValidationIssue;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The partition maintenance routes of CONTRACT.md 10.2 (the token is checked at the edge):
 * initialize, move the migration fence by compare-and-set, reclassify a source into another
 * partition, and read progress and the inventory.
 *
 * <p>Our rows never carry a NULL partition: content an unmigrated user stores without a key lands
 * in {@link Partitions#PERSONAL}, which therefore stands for the original's "unassigned" (NULL)
 * rows: a reclassification with {@code expectedPartitionKey: null} expects a source there, and the
 * personal partition is not registered when a migration starts.
 *
 * <p>Reclassification moves the source's whole tree (its root and every descendant: a conversation
 * and its messages move together), the receipts and chunks of those sources, and every claim whose
 * evidence source is in the tree. A node those claims name moves with them when no other claim
 * names it; otherwise it is split: a replacement node (same type, label, description, scope) in the
 * target partition takes its place in the moved claims, and later reclassifications into the same
 * partition reuse it. The same {@code bindingGeneration} of the same user answers its stored result
 * again with {@code replayed: true}.
 */
public final class PartitionMaintenance {
  private final MemoryStore store;
  private final PartitionFence fence;
  private final Clock clock;

  public PartitionMaintenance(MemoryStore store, PartitionFence fence, Clock clock) {
    this.store = store;
    this.fence = fence;
    this.clock = clock;
  }

  /** The answer of {@code partition-initialize}. */
  public record Initialized(PartitionMigration migration, boolean created) {}

  /** The answer of {@code partition-reclassify}. */
  public record Reclassified(Reclassification result, boolean replayed) {}

  /** The answer of {@code partition-progress}. */
  public record Progress(PartitionMigration migration, SourceRecord source) {}

  /** A page of {@code partition-inventory}. */
  public record Inventory(List<PartitionTx.InventoryMapping> items, String nextCursor) {}

  /**
   * Makes sure the user exists and is {@code migrated}, registering {@code unassignedPartitionKey}.
   * A new user is created migrated ({@code created: true}); a migrated one is answered as it is; a
   * user whose migration has not finished is refused (409 {@code MIGRATION_STATE_CONFLICT}: use
   * partition-migration).
   */
  public Initialized initialize(String userId, String unassignedPartitionKey) {
    Initialized out =
        store.write(
            userId,
            tx -> {
              Instant now = clock.instant();
              boolean created = !tx.partitions().userExists(userId);
              PartitionMigration m = current(tx, userId);
              if (m.state() != MigrationState.migrated) {
                throw conflict(m, "The user's partition migration has not finished.");
              }
              tx.ensureUser(userId, now);
              if (m.version() == 0) {
                // The implicit default (no fence row) becomes a stored migrated fence at version 1:
                // the original's answer has version >= 1 and its clients check that.
                tx.partitions()
                    .compareAndSetMigration(
                        userId,
                        MigrationState.migrated.name(),
                        0,
                        MigrationState.migrated.name(),
                        unassignedPartitionKey,
                        now);
                m = current(tx, userId);
              }
              tx.partitions().register(userId, unassignedPartitionKey, now);
              return new Initialized(m, created);
            });
    fence.invalidate(userId);
    return out;
  }

  /**
   * Moves the fence from ({@code expectedState}, {@code expectedVersion}) to {@code nextState}
   * (forward only: unmigrated to migrating or migrated, migrating to migrated). Starting registers
   * the partitions the user's sources already use (the personal one excepted: it holds the
   * unassigned content); finishing needs and registers {@code unassignedPartitionKey}.
   *
   * @throws MemoryException 409 {@code MIGRATION_STATE_CONFLICT} (data.current) when the fence is
   *     elsewhere or the step goes backwards; 400 when finishing without unassignedPartitionKey
   */
  public PartitionMigration migrate(
      String userId,
      MigrationState expectedState,
      int expectedVersion,
      MigrationState nextState,
      String unassignedPartitionKey) {
    if (nextState == MigrationState.migrated && unassignedPartitionKey == null) {
      throw new MemoryException(
          ErrorCode.VALIDATION_FAILED,
          "unassignedPartitionKey is required to finish the migration.",
          ErrorDetails.NONE,
          List.of(
              new ValidationIssue(
                  "unassignedPartitionKey", "required when nextState is migrated", "required")),
          null);
    }
    PartitionMigration out =
        store.write(
            userId,
            tx -> {
              Instant now = clock.instant();
              PartitionMigration m = current(tx, userId);
              if (m.state() != expectedState || m.version() != expectedVersion) {
                throw conflict(m, "The migration fence is not at the expected state and version.");
              }
              if (nextState.ordinal() <= expectedState.ordinal()) {
                throw conflict(
                    m,
                    "The migration fence only moves forward (from "
                        + expectedState
                        + " to "
                        + nextState
                        + " is refused).");
              }
              tx.ensureUser(userId, now);
              if (!tx.partitions()
                  .compareAndSetMigration(
                      userId,
                      expectedState.name(),
                      expectedVersion,
                      nextState.name(),
                      unassignedPartitionKey,
                      now)) {
                throw conflict(current(tx, userId), "Another call moved the migration fence.");
              }
              if (expectedState == MigrationState.unmigrated) {
                for (String key : tx.partitions().sourcePartitions(userId)) {
                  if (!key.equals(Partitions.PERSONAL)) {
                    tx.partitions().register(userId, key, now);
                  }
                }
              }
              if (unassignedPartitionKey != null) {
                tx.partitions().register(userId, unassignedPartitionKey, now);
              }
              return current(tx, userId);
            });
    fence.invalidate(userId);
    return out;
  }

  /**
   * Sets the user back to {@code unmigrated} (the user is created when missing): the hook for an
   * import of legacy, unpartitioned data. Not a route: the contract's fence only moves forward.
   */
  public PartitionMigration markUnmigrated(String userId) {
    PartitionMigration out =
        store.write(
            userId,
            tx -> {
              tx.ensureUser(userId, clock.instant());
              PartitionMigration m = current(tx, userId);
              if (m.state() != MigrationState.unmigrated) {
                tx.partitions()
                    .compareAndSetMigration(
                        userId,
                        m.state().name(),
                        m.version(),
                        MigrationState.unmigrated.name(),
                        null,
                        clock.instant());
              }
              return current(tx, userId);
            });
    fence.invalidate(userId);
    return out;
  }

  /** The user's fence and, when asked, one source's partition and version (404 when unknown). */
  public Progress progress(String userId, String sourceId) {
    return store.read(
        userId,
        tx -> {
          SourceRecord source =
              sourceId == null
                  ? null
                  : tx.findSource(userId, sourceId)
                      .orElseThrow(() -> MemoryException.notFound("Source " + sourceId));
          return new Progress(current(tx, userId), source);
        });
  }

  /**
   * The nodes the user's reclassifications split (each with its replacement, source and binding
   * generation), a page at a time in (bindingGeneration, sourceNodeId) order; the cursor is opaque.
   * The original's inventory rows are these node mappings, not sources.
   */
  public Inventory inventory(String userId, String cursor, int limit) {
    String binding = CursorBinding.ofUser(userId, "partition-inventory");
    String[] after = cursor == null ? new String[] {"", ""} : decodeCursor(cursor, binding);
    List<PartitionTx.InventoryMapping> page =
        store.read(
            userId, tx -> tx.partitions().mappingsAfter(userId, after[0], after[1], limit + 1));
    if (page.size() <= limit) {
      return new Inventory(List.copyOf(page), null);
    }
    List<PartitionTx.InventoryMapping> items = page.subList(0, limit);
    PartitionTx.InventoryMapping last = items.get(limit - 1);
    return new Inventory(
        List.copyOf(items), encodeCursor(binding, last.bindingGeneration(), last.sourceNodeId()));
  }

  /**
   * Moves a source (with its tree, receipts, chunks and claims) to {@code targetPartitionKey}.
   *
   * @param expectedPartitionKey the partition the caller believes the source is in; null = the
   *     unassigned (personal) one
   * @throws MemoryException 404 for a source the user does not have (nothing written); 409 {@code
   *     PARTITION_MIGRATION_REQUIRED} for an unmigrated user, {@code SOURCE_PARTITION_CONFLICT},
   *     {@code SOURCE_VERSION_CONFLICT}, {@code RECLASSIFICATION_REFUSED} (data.reason)
   */
  public Reclassified reclassify(
      String userId,
      String sourceId,
      String expectedPartitionKey,
      String targetPartitionKey,
      int expectedSourceVersion,
      String bindingGeneration) {
    return store.write(
        userId,
        tx -> {
          Optional<Reclassification> stored =
              tx.partitions().reclassification(userId, bindingGeneration);
          if (stored.isPresent()) {
            Reclassification r = stored.get();
            if (!r.sourceId().equals(sourceId) || !r.partitionKey().equals(targetPartitionKey)) {
              throw refused(
                  "binding_generation_reused",
                  "bindingGeneration "
                      + bindingGeneration
                      + " was already used for another source or partition.");
            }
            return new Reclassified(r, true);
          }
          SourceRecord source =
              tx.findSource(userId, sourceId)
                  .orElseThrow(() -> MemoryException.notFound("Source " + sourceId));
          PartitionMigration m = current(tx, userId);
          if (m.state() == MigrationState.unmigrated) {
            throw new MemoryException(
                ErrorCode.PARTITION_MIGRATION_REQUIRED,
                "Start the user's partition migration before reclassifying sources.",
                new ErrorDetails.PartitionMigrationState(m.state().name()));
          }
          String expected =
              expectedPartitionKey == null ? Partitions.PERSONAL : expectedPartitionKey;
          if (!source.partitionKey().equals(expected)) {
            throw MemoryException.sourcePartitionConflict(expected, source.partitionKey());
          }
          if (source.version() != expectedSourceVersion) {
            throw new MemoryException(
                ErrorCode.SOURCE_VERSION_CONFLICT,
                "The source is at version " + source.version() + ".",
                new ErrorDetails.SourceVersionConflict(source.version()));
          }
          Reclassification r =
              move(tx, userId, source, targetPartitionKey, bindingGeneration, clock.instant());
          tx.partitions().recordReclassification(r, clock.instant());
          return new Reclassified(r, false);
        });
  }

  private Reclassification move(
      StoreTx tx,
      String userId,
      SourceRecord source,
      String target,
      String bindingGeneration,
      Instant now) {
    List<SourceRecord> tree = tree(tx, userId, source);
    List<String> treeIds = tree.stream().map(SourceRecord::id).toList();
    for (SourceRecord s : tree) {
      if (!tx.unfinishedOperations(userId, s.id()).isEmpty()) {
        throw refused(
            "source_processing",
            "Source " + s.id() + " is still being processed; reclassify it when it finished.");
      }
      if (s.tombstonedAt() == null && !s.partitionKey().equals(target)) {
        Optional<SourceRecord> taken =
            tx.findLiveSource(new SourceKey(userId, target, s.type(), s.externalId()));
        if (taken.isPresent()) {
          throw refused(
              "identity_in_use",
              "Partition "
                  + target
                  + " already holds a live source with the identity of "
                  + s.id());
        }
      }
    }
    int version = source.version();
    for (SourceRecord s : tree) {
      if (s.partitionKey().equals(target)) {
        continue;
      }
      tx.partitions().moveSource(s.id(), target);
      if (s.id().equals(source.id())) {
        version = s.version() + 1;
      }
      for (String chunkId : tx.chunkIdsOfSource(userId, s.id())) {
        tx.appendChange(userId, ChangeRecord.CHUNK, chunkId, ChangeRecord.UPSERT, now);
      }
    }
    List<ClaimRecord> claims = tx.partitions().claimsOfSources(userId, treeIds);
    List<String> claimIds = claims.stream().map(ClaimRecord::id).toList();
    Set<String> nodeIds = new LinkedHashSet<>();
    for (ClaimRecord c : claims) {
      nodeIds.add(c.subjectNodeId());
      if (c.objectNodeId() != null) {
        nodeIds.add(c.objectNodeId());
      }
      if (c.assertedByNodeId() != null) {
        nodeIds.add(c.assertedByNodeId());
      }
    }
    Map<String, String> nodeMap = new LinkedHashMap<>();
    List<NodeMapping> mappings = new ArrayList<>();
    for (String nodeId : nodeIds) {
      NodeRecord node = tx.findNode(userId, nodeId).orElse(null);
      if (node == null || node.partitionKey().equals(target)) {
        nodeMap.put(nodeId, nodeId);
      } else if (!tx.partitions().nodeUsedElsewhere(userId, nodeId, claimIds)) {
        tx.partitions().moveNode(nodeId, target);
        tx.appendChange(userId, "node", nodeId, ChangeRecord.UPSERT, now);
        nodeMap.put(nodeId, nodeId);
      } else {
        String replacement =
            tx.partitions()
                .replacementNode(userId, nodeId, target)
                .orElseGet(() -> split(tx, node, target, now));
        nodeMap.put(nodeId, replacement);
        mappings.add(new NodeMapping(nodeId, target, replacement));
      }
    }
    for (ClaimRecord c : claims) {
      tx.partitions()
          .moveClaim(
              c.id(),
              target,
              nodeMap.get(c.subjectNodeId()),
              c.objectNodeId() == null ? null : nodeMap.get(c.objectNodeId()),
              c.assertedByNodeId() == null ? null : nodeMap.get(c.assertedByNodeId()));
      tx.appendChange(userId, "claim", c.id(), ChangeRecord.UPSERT, now);
    }
    tx.partitions().register(userId, target, now);
    return new Reclassification(
        userId,
        bindingGeneration,
        source.id(),
        target,
        version,
        claims.size(),
        List.copyOf(mappings));
  }

  /** A copy of a shared node in the target partition (never a second self node). */
  private static String split(StoreTx tx, NodeRecord node, String target, Instant now) {
    String id = TypeId.newId(TypeId.NODE);
    tx.insertNode(
        new NodeRecord(
            id,
            node.userId(),
            target,
            node.scope(),
            node.nodeType(),
            node.label(),
            node.description(),
            false,
            now,
            now,
            null,
            null));
    float[] embedding = tx.embeddingOf(node.userId(), "node", node.id());
    if (embedding != null) {
      tx.setEmbedding("node", id, embedding);
    }
    tx.partitions().recordReplacement(node.userId(), node.id(), target, id, now);
    tx.appendChange(node.userId(), "node", id, ChangeRecord.UPSERT, now);
    return id;
  }

  /** The source's whole tree: its root ancestor and every descendant. */
  private static List<SourceRecord> tree(StoreTx tx, String userId, SourceRecord source) {
    SourceRecord root = source;
    Set<String> seen = new LinkedHashSet<>();
    while (root.parentId() != null && seen.add(root.id())) {
      Optional<SourceRecord> parent = tx.findSource(userId, root.parentId());
      if (parent.isEmpty()) {
        break;
      }
      root = parent.get();
    }
    List<SourceRecord> out = new ArrayList<>();
    out.add(root);
    for (int i = 0; i < out.size(); i++) {
      out.addAll(tx.lifecycle().childSources(userId, out.get(i).id()));
    }
    return out;
  }

  private static PartitionMigration current(StoreTx tx, String userId) {
    return tx.partitions()
        .migration(userId)
        .map(r -> new PartitionMigration(MigrationState.valueOf(r.state()), r.version()))
        .orElse(MigrationState.DEFAULT);
  }

  private static MemoryException conflict(PartitionMigration m, String message) {
    String state = m.state().name();
    return new MemoryException(
        ErrorCode.MIGRATION_STATE_CONFLICT,
        message,
        new ErrorDetails.MigrationStateConflict(state, m.version()));
  }

  private static MemoryException refused(String reason, String message) {
    return new MemoryException(
        ErrorCode.RECLASSIFICATION_REFUSED, message, new ErrorDetails.RefusalReason(reason));
  }

  /**
   * A cursor: the digest of the user it was issued for (a cursor given for another user is refused,
   * as the lists' cursors are), then the position (source node, binding generation).
   */
  static String encodeCursor(String binding, String bindingGeneration, String sourceNodeId) {
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString(
            ("v3:" + binding + ":" + sourceNodeId + ":" + bindingGeneration)
                .getBytes(StandardCharsets.UTF_8));
  }

  /**
   * {bindingGeneration, sourceNodeId} of a cursor this route returned for the same user; else a 400
   * at cursor.
   */
  static String[] decodeCursor(String cursor, String binding) {
    try {
      String raw = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
      String prefix = "v3:" + binding + ":";
      int colon = raw.indexOf(':', prefix.length());
      if (raw.startsWith(prefix) && colon > prefix.length() && colon < raw.length() - 1) {
        String node = raw.substring(prefix.length(), colon);
        if (TypeId.isValid(TypeId.NODE, node)) {
          return new String[] {raw.substring(colon + 1), node};
        }
      }
    } catch (IllegalArgumentException e) {
      // falls through to the validation error
    }
    throw new MemoryException(
        ErrorCode.VALIDATION_FAILED,
        "cursor is not a cursor this route returned.",
        ErrorDetails.NONE,
        List.of(new ValidationIssue("cursor", "not a cursor this route returned", "custom")),
        null);
  }
}
