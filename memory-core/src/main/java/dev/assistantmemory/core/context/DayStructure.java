package dev.assistantmemory.core.context;

import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphBatch;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.store.ContextTx;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.StoreTx;
import dev.assistantmemory.model.SourceType;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The day structure: every root source (a conversation or a document) has one record node ({@code
 * Conversation} or {@code Document}) linked {@code RECORDED_ON} to the day node of each day it
 * covers. A day node is a {@code Temporal} node per user, partition, scope and day, labelled with
 * the ISO date (UTC). Everything is found before it is made, so linking twice changes nothing.
 */
public final class DayStructure {
  private DayStructure() {}

  /**
   * Links a root source to the days of {@code times} (none: its effective day), inside the caller's
   * transaction and batch; returns how many links were written.
   */
  public static int link(StoreTx tx, GraphBatch b, SourceRecord root, Collection<Instant> times) {
    if (root.parentId() != null || root.tombstonedAt() != null) {
      return 0;
    }
    Set<String> days = new TreeSet<>();
    for (Instant t : times) {
      if (t != null) {
        days.add(day(t));
      }
    }
    if (days.isEmpty()) {
      days.add(day(root.effectiveAt() != null ? root.effectiveAt() : root.receivedAt()));
    }
    b.serializeWithOtherWriters();
    ContextTx ctx = tx.context();
    Optional<NodeRecord> record = ctx.recordNodeOf(b.userId(), root.id());
    String label = label(root);
    String type = isConversation(root.type()) ? "Conversation" : "Document";
    if (record.isEmpty()) {
      record =
          b.createNode(
              new NodeCreate(
                  b.userId(), root.partitionKey(), root.scope(), type, label, null, false),
              null);
    }
    if (record.isEmpty()) {
      return 0;
    }
    NodeRecord node = record.get();
    Set<String> linked = ctx.recordedOn(b.userId(), node.id());
    int written = 0;
    for (String date : days) {
      Optional<NodeRecord> day = b.findByName(root.partitionKey(), root.scope(), "Temporal", date);
      if (day.isEmpty()) {
        day =
            b.createNode(
                new NodeCreate(
                    b.userId(), root.partitionKey(), root.scope(), "Temporal", date, null, false),
                null);
      }
      if (day.isEmpty() || linked.contains(day.get().id())) {
        continue;
      }
      Instant at = LocalDate.parse(date).atStartOfDay(ZoneOffset.UTC).toInstant();
      Instant stated =
          root.effectiveAt() != null && day(root.effectiveAt()).equals(date)
              ? root.effectiveAt()
              : at;
      if (b.createClaim(
              new ClaimCreate(
                  b.userId(),
                  node.id(),
                  ContextTx.DAY_PREDICATE,
                  day.get().id(),
                  null,
                  label + " was recorded on " + date,
                  null,
                  root.id(),
                  null,
                  stated,
                  stated,
                  null,
                  "system",
                  null),
              null,
              false)
          .isPresent()) {
        linked.add(day.get().id());
        written++;
      }
    }
    return written;
  }

  /** The times a stored root source covers: its messages' times, or its own. */
  public static List<Instant> timesOf(StoreTx tx, SourceRecord root) {
    List<Instant> out = new ArrayList<>();
    if (isConversation(root.type())) {
      out.addAll(tx.context().childTimes(root.userId(), root.id()));
    }
    return out;
  }

  static boolean isConversation(SourceType type) {
    return type == SourceType.conversation
        || type == SourceType.external_conversation
        || type == SourceType.meeting_transcript;
  }

  static String label(SourceRecord root) {
    if (root.title() != null && !root.title().isBlank()) {
      return root.title().strip();
    }
    return (isConversation(root.type()) ? "Conversation " : "Document ") + root.externalId();
  }

  /** The ISO date of an instant (UTC). */
  public static String day(Instant t) {
    return LocalDate.ofInstant(t, ZoneOffset.UTC).toString();
  }
}
