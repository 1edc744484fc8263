package dev.assistantmemory.server.http;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.retrieve.ChunkHit;
import dev.assistantmemory.core.retrieve.ClaimHit;
import dev.assistantmemory.core.retrieve.ConnectionHit;
import dev.assistantmemory.core.retrieve.Hit;
import dev.assistantmemory.core.retrieve.NodeHit;
import dev.assistantmemory.core.retrieve.SearchRequest;
import dev.assistantmemory.core.retrieve.SearchResult;
import dev.assistantmemory.core.retrieve.SearchService;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.WireTime;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** POST /query/search. */
final class QueryRoutes {
  static final Set<String> DEFAULT_EXCLUDED = Set.of("AssistantDream", "Temporal");

  private final HttpApi api;
  private final SearchService search;

  QueryRoutes(HttpApi api, SearchService search) {
    this.api = api;
    this.search = search;
  }

  void register(RoutesConfig routes) {
    routes.post("/query/search", this::search);
  }

  private void search(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, IngestRoutes.MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String query = body.requiredString("query", 1, 10_000);
    int limit = body.optionalInt("limit", 1, 50, 10);
    Set<String> excluded =
        body.optionalEnumArray("excludeNodeTypes", NodeType.NAMES, DEFAULT_EXCLUDED);
    String conversationId = body.optionalString("conversationId", 1, IngestRoutes.MAX_ID_CHARS);
    boolean includeTrace = body.optionalBoolean("includeTrace", false);
    java.time.Instant asOf = body.optionalDatetime("asOf");
    body.throwIfInvalid();
    ReadScope scope = ReadScope.of(userId, partitionKey, HttpApi.accessScope(ctx));
    SearchResult result =
        search.search(
            new SearchRequest(scope, query, limit, Scope.personal, excluded, conversationId, asOf));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("query", result.query());
    out.put("formattedResult", result.formattedResult());
    out.put("searchResults", result.hits().stream().map(QueryRoutes::item).toList());
    if (includeTrace) {
      out.put("trace", result.trace());
    }
    api.send(ctx, out);
  }

  static Map<String, Object> item(Hit hit) {
    if (hit instanceof ClaimHit c) {
      return claimItem(c);
    }
    if (hit instanceof ConnectionHit h) {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("id", h.node().id());
      item.put("type", h.node().nodeType());
      item.put("timestamp", WireTime.format(h.node().createdAt()));
      item.put("label", h.node().label());
      item.put("description", h.node().description());
      item.put("claimId", h.via().id());
      item.put("claimSubjectId", h.via().subjectNodeId());
      item.put("claimObjectId", h.via().objectNodeId());
      item.put("predicate", h.via().predicate());
      item.put("statement", h.via().statement());
      item.put("scope", h.via().scope().name());
      item.put("assertedByKind", h.via().assertedByKind());
      item.put("subjectLabel", h.subjectLabel());
      item.put("objectLabel", h.objectLabel());
      return group("connections", item, h.score());
    }
    if (hit instanceof NodeHit n) {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("id", n.node().id());
      item.put("type", n.node().nodeType());
      item.put("timestamp", WireTime.format(n.node().createdAt()));
      item.put("label", n.node().label());
      item.put("description", n.node().description());
      item.put("similarity", n.score());
      return group("similarNodes", item, n.score());
    }
    return chunkItem((ChunkHit) hit);
  }

  private static Map<String, Object> claimItem(ClaimHit h) {
    ClaimRecord c = h.claim();
    Map<String, Object> item = new LinkedHashMap<>();
    item.put("id", c.id());
    item.put("subjectNodeId", c.subjectNodeId());
    item.put("objectNodeId", c.objectNodeId());
    item.put("objectValue", c.objectValue());
    item.put("subjectLabel", h.subjectLabel());
    item.put("objectLabel", h.objectLabel());
    item.put("predicate", c.predicate());
    item.put("statement", c.statement());
    item.put("description", c.description());
    item.put("sourceId", c.sourceId());
    item.put("scope", c.scope().name());
    item.put("assertedByKind", c.assertedByKind());
    item.put("assertedByNodeId", c.assertedByNodeId());
    item.put("status", c.status());
    item.put("statedAt", WireTime.format(c.statedAt()));
    item.put("similarity", h.score());
    item.put("timestamp", WireTime.format(c.recordedAt()));
    return group("similarClaims", item, h.score());
  }

  private static Map<String, Object> group(String group, Map<String, Object> item, double score) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("group", group);
    out.put("item", item);
    out.put("relevance_score", score);
    return out;
  }

  private static Map<String, Object> chunkItem(ChunkHit h) {
    Map<String, Object> item = new LinkedHashMap<>();
    item.put("id", h.chunkId());
    item.put("sourceId", h.sourceId());
    item.put("sourceType", h.sourceType());
    item.put("externalId", h.externalId());
    if ("conversation_message".equals(h.sourceType())) {
      item.put("messageId", h.externalId());
      item.put("conversationId", h.parentExternalId());
      item.put("conversationSourceId", h.parentSourceId());
      item.put("role", h.role());
      item.put("speaker", h.speaker());
    } else {
      item.put("documentId", h.externalId());
      item.put("title", h.title());
    }
    item.put("partitionKey", h.partitionKey());
    item.put("scope", h.scope());
    item.put("timestamp", WireTime.format(h.timestamp()));
    item.put("excerpt", h.excerpt());
    item.put(
        "scores",
        Map.of(
            "fused",
            h.score(),
            "lexical",
            h.lexicalScore(),
            "vector",
            h.vectorScore(),
            "adjacency",
            h.adjacencyScore()));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("group", "sourceChunks");
    out.put("item", item);
    out.put("relevance_score", h.score());
    return out;
  }
}
