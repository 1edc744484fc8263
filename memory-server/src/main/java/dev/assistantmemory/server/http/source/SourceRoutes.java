package dev.assistantmemory.server.http.source;

import dev.assistantmemory.core.graph.LabelledClaim;
import dev.assistantmemory.core.ingest.ProcessingReceipts;
import dev.assistantmemory.core.source.SourceReads;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.core.store.SourceRow;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.graph.GraphViews;
import dev.assistantmemory.server.http.ingest.IngestRoutes;
import dev.assistantmemory.server.http.source.SourceWire.Content;
import dev.assistantmemory.server.http.source.SourceWire.ConversationContent;
import dev.assistantmemory.server.http.source.SourceWire.ConversationMessage;
import dev.assistantmemory.server.http.source.SourceWire.GetRequest;
import dev.assistantmemory.server.http.source.SourceWire.ListRequest;
import dev.assistantmemory.server.http.source.SourceWire.NodesRequest;
import dev.assistantmemory.server.http.source.SourceWire.SourceDetail;
import dev.assistantmemory.server.http.source.SourceWire.SourceList;
import dev.assistantmemory.server.http.source.SourceWire.SourceNode;
import dev.assistantmemory.server.http.source.SourceWire.SourceNodes;
import dev.assistantmemory.server.http.source.SourceWire.SourceSummary;
import dev.assistantmemory.server.http.source.SourceWire.SourceView;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/** POST /sources/list, /sources/get, /sources/nodes (CONTRACT.md 4.7). */
public final class SourceRoutes implements RouteModule {
  private static final String TAG = "sources";
  private static final ObjectMapper JSON = JsonMapper.builder().build();

  private final SourceReads reads;
  private final ProcessingReceipts receipts;

  public SourceRoutes(SourceReads reads, ProcessingReceipts receipts) {
    this.reads = reads;
    this.receipts = receipts;
  }

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.read(
            "/sources/list",
            TAG,
            "List stored sources, newest first (opaque cursor)",
            ListRequest.class,
            SourceList.class,
            this::list),
        Endpoint.read(
                "/sources/get",
                TAG,
                "Read one source, its latest receipt and (includeContent) its text or messages",
                GetRequest.class,
                SourceView.class,
                this::get)
            .describe("An unknown source, or one of another user or partition, is 404."),
        Endpoint.read(
            "/sources/nodes",
            TAG,
            "The nodes (and linking claims) that a set of sources produced",
            NodesRequest.class,
            SourceNodes.class,
            this::nodes));
  }

  private SourceList list(ListRequest req, Call call) {
    SourceReads.Page page =
        reads.list(
            call.scope(req),
            req.type() == null ? null : req.type().model(),
            req.limit() == null ? 50 : req.limit(),
            req.cursor());
    return new SourceList(
        page.sources().stream().map(SourceRoutes::summary).toList(), page.nextCursor());
  }

  private SourceView get(GetRequest req, Call call) {
    SourceReads.Detail d =
        reads.get(call.scope(req), req.sourceId(), Boolean.TRUE.equals(req.includeContent()));
    SourceSummary s = summary(d.row());
    SourceRecord src = d.row().source();
    var processing =
        d.latestOperation()
            .flatMap(op -> receipts.readDetailed(call.scope(req), op.id()))
            .map(r -> IngestRoutes.view(r.receipt(), r.unappliedMessages(), r.errorMessage()))
            .orElse(null);
    Content content = null;
    ConversationContent conversation = null;
    if (d.includeContent()) {
      if (d.content() != null) {
        content = new Content(d.content().text(), d.content().format());
      }
      if (!d.messages().isEmpty()
          || src.type() == dev.assistantmemory.model.SourceType.conversation
          || src.type() == dev.assistantmemory.model.SourceType.meeting_transcript) {
        conversation =
            new ConversationContent(
                d.originKind(),
                d.messages().stream()
                    .map(
                        m ->
                            new ConversationMessage(
                                m.id(),
                                m.speakerName() != null ? m.speakerName() : m.role(),
                                d.speakerNodeIds().get(m.id()),
                                m.role(),
                                WireTime.format(m.effectiveAt()),
                                m.content()))
                    .toList());
      }
    }
    return new SourceView(
        new SourceDetail(
            s.sourceId(),
            s.partitionKey(),
            s.version(),
            s.type(),
            s.title(),
            s.author(),
            s.status(),
            s.scope(),
            s.ingestedAt(),
            s.receivedAt(),
            s.nodeCount(),
            s.sourceContext(),
            processing,
            content,
            conversation));
  }

  private SourceNodes nodes(NodesRequest req, Call call) {
    SourceReads.Nodes page =
        reads.nodes(
            call.scope(req),
            req.sourceIds(),
            req.nodeTypes() == null ? null : req.nodeTypes().stream().map(NodeType::name).toList(),
            !Boolean.FALSE.equals(req.includeClaims()),
            req.limit() == null ? 200 : req.limit(),
            req.cursor());
    Map<String, String> labels = page.labels();
    return new SourceNodes(
        page.nodes().stream()
            .map(
                n ->
                    new SourceNode(
                        n.id(),
                        n.nodeType(),
                        n.label(),
                        n.description(),
                        WireTime.format(n.createdAt()),
                        page.sourceIdsByNode().getOrDefault(n.id(), List.of()),
                        n.scope().name()))
            .toList(),
        page.claims().stream()
            .map(
                (ClaimRecord c) ->
                    GraphViews.claim(
                        new LabelledClaim(
                            c,
                            labels.get(c.subjectNodeId()),
                            c.objectNodeId() == null ? null : labels.get(c.objectNodeId()))))
            .toList(),
        page.nextCursor());
  }

  static SourceSummary summary(SourceRow row) {
    SourceRecord s = row.source();
    return new SourceSummary(
        s.id(),
        s.partitionKey(),
        s.version(),
        s.type().name(),
        s.title(),
        s.author(),
        status(row.latestStatus()),
        s.scope().name(),
        WireTime.format(s.effectiveAt()),
        WireTime.format(s.receivedAt()),
        row.nodeCount(),
        context(row.sourceContextJson()));
  }

  private static String status(ReceiptStatus receipt) {
    if (receipt == null) {
      return "completed";
    }
    return switch (receipt) {
      case queued -> "pending";
      case processing -> "processing";
      case completed -> "completed";
      case failed, purged -> "failed";
    };
  }

  private static JsonNode context(String json) {
    return json == null ? null : JSON.readTree(json);
  }
}
