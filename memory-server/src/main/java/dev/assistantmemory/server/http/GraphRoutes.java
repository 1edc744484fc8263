package dev.assistantmemory.server.http;

import dev.assistantmemory.core.access.ReadScope;
import dev.assistantmemory.core.graph.AliasService;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.ClaimEnd;
import dev.assistantmemory.core.graph.CreatedNode;
import dev.assistantmemory.core.graph.GraphReads;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.core.graph.GraphServices;
import dev.assistantmemory.core.graph.LabelledClaim;
import dev.assistantmemory.core.graph.NodeCreate;
import dev.assistantmemory.core.graph.NodeDeletion;
import dev.assistantmemory.core.graph.NodeMaintenance;
import dev.assistantmemory.core.graph.NodeSource;
import dev.assistantmemory.core.graph.NodeView;
import dev.assistantmemory.core.graph.Predicates;
import dev.assistantmemory.core.graph.Subgraph;
import dev.assistantmemory.core.retrieve.SearchService;
import dev.assistantmemory.core.store.AliasRecord;
import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.NodeRecord;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.NodeType;
import dev.assistantmemory.model.Scope;
import dev.assistantmemory.model.WireTime;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Raw graph routes of CONTRACT.md section 8 served so far: node create/get/delete, claim
 * create/update(retract)/delete/reattribute, plus node history and profile. For tools and explicit
 * edit flows, not for autonomous assistants. Every route reads and writes in the request's {@link
 * ReadScope} (optional {@code partitionKey} plus the access-scope header): objects outside it are
 * not found.
 */
final class GraphRoutes {
  private static final int MAX_ID_CHARS = 500;
  static final Set<String> KINDS =
      Set.of(
          "user",
          "user_confirmed",
          "assistant_inferred",
          "participant",
          "document_author",
          "system");

  private final HttpApi api;
  private final GraphService graph;
  private final NodeMaintenance nodes;
  private final AliasService aliases;
  private final GraphReads reads;
  private final SearchService search;

  private static final Set<String> CLAIM_STATUSES =
      Set.of(
          ClaimRecord.ACTIVE,
          ClaimRecord.SUPERSEDED,
          ClaimRecord.CONTRADICTED,
          ClaimRecord.RETRACTED);

  GraphRoutes(HttpApi api, GraphServices graph, SearchService search) {
    this.api = api;
    this.graph = graph.writes();
    this.nodes = graph.nodes();
    this.aliases = graph.aliases();
    this.reads = graph.reads();
    this.search = search;
  }

  /** The request's reach: its optional {@code partitionKey} and access-scope header. */
  private static ReadScope scope(Context ctx, String userId, String partitionKey) {
    return ReadScope.of(userId, partitionKey, HttpApi.accessScope(ctx));
  }

  void register(RoutesConfig routes) {
    routes.post("/node/create", this::createNode);
    routes.post("/node/get", this::getNode);
    routes.post("/node/delete", this::deleteNode);
    routes.post("/node/history", this::history);
    routes.post("/node/profile", this::profile);
    routes.post("/claim/create", this::createClaim);
    routes.post("/claim/get", this::getClaim);
    routes.post("/claim/update", this::updateClaim);
    routes.post("/claim/delete", this::deleteClaim);
    routes.post("/claim/reattribute", this::reattributeClaim);
    routes.post("/node/update", this::updateNode);
    routes.post("/node/merge", this::mergeNodes);
    routes.post("/node/batch-delete", this::batchDelete);
    routes.post("/node/summarize", this::summarize);
    routes.post("/node/neighborhood", this::neighborhood);
    routes.post("/node/sources", this::nodeSources);
    routes.post("/alias/create", this::createAlias);
    routes.post("/alias/delete", this::deleteAlias);
    routes.post("/alias/list", this::listAliases);
    routes.post("/user/self-aliases", this::selfAliases);
    routes.post("/query/graph", this::queryGraph);
  }

  private void updateNode(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String nodeId = body.requiredString("nodeId", 1, 200);
    String label = body.optionalString("label", 1, 1000);
    String nodeType = body.optionalEnum("nodeType", NodeType.NAMES, null);
    String description = body.optionalString("description", 0, 10_000);
    body.throwIfInvalid();
    NodeRecord n =
        nodes.updateNode(scope(ctx, userId, partitionKey), nodeId, label, nodeType, description);
    api.send(ctx, Map.of("node", nodeBrief(n)));
  }

  private void batchDelete(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    List<String> nodeIds = body.requiredStringArray("nodeIds", 1, 200, 1000);
    if (nodeIds.isEmpty()) {
      body.issue("nodeIds", "At least one node id is required", "too_small");
    }
    body.throwIfInvalid();
    int count;
    try {
      count = nodes.deleteNodes(scope(ctx, userId, partitionKey), nodeIds, "batch delete");
    } catch (MemoryException e) {
      throw e.code() == ErrorCode.NODES_NOT_FOUND ? MemoryException.notFound("Node") : e;
    }
    api.send(ctx, Map.of("deleted", true, "count", count));
  }

  private void summarize(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String nodeId = body.requiredString("nodeId", 1, 200);
    body.throwIfInvalid();
    api.send(ctx, Map.of("summary", nodes.summarize(scope(ctx, userId, partitionKey), nodeId)));
  }

  private void mergeNodes(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    List<String> nodeIds = body.requiredStringArray("nodeIds", 1, 200, 100);
    if (nodeIds.size() < 2) {
      body.issue("nodeIds", "At least two node ids are required", "too_small");
    }
    String targetLabel = body.optionalString("targetLabel", 1, 1000);
    String targetDescription = body.optionalString("targetDescription", 0, 10_000);
    body.throwIfInvalid();
    NodeRecord merged =
        nodes.mergeNodes(scope(ctx, userId, partitionKey), nodeIds, targetLabel, targetDescription);
    api.send(ctx, Map.of("node", nodeBrief(merged)));
  }

  private void neighborhood(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String nodeId = body.requiredString("nodeId", 1, 200);
    int depth = body.optionalInt("depth", 1, 2, 1);
    body.throwIfInvalid();
    sendGraph(ctx, reads.neighborhood(scope(ctx, userId, partitionKey), nodeId, depth));
  }

  private void nodeSources(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String nodeId = body.requiredString("nodeId", 1, 200);
    body.throwIfInvalid();
    List<Map<String, Object>> sources = new ArrayList<>();
    for (NodeSource src : reads.nodeSources(scope(ctx, userId, partitionKey), nodeId)) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("sourceId", src.sourceId());
      m.put("type", src.type().name());
      m.put("timestamp", WireTime.format(src.timestamp()));
      sources.add(m);
    }
    api.send(ctx, Map.of("sources", sources));
  }

  private void createAlias(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String nodeId = body.requiredString("canonicalNodeId", 1, 200);
    String text = body.requiredString("aliasText", 1, 500);
    if (text != null && text.isBlank()) {
      body.issue("aliasText", "Must not be blank", "too_small");
    }
    body.throwIfInvalid();
    AliasRecord alias = aliases.addAlias(scope(ctx, userId, partitionKey), nodeId, text);
    ctx.status(201);
    api.send(ctx, Map.of("alias", aliasView(alias)));
  }

  private void deleteAlias(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String aliasId = body.requiredString("aliasId", 1, 200);
    body.throwIfInvalid();
    aliases.deleteAlias(scope(ctx, userId, partitionKey), aliasId);
    api.send(ctx, Map.of("deleted", true));
  }

  private void listAliases(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String nodeId = body.requiredString("canonicalNodeId", 1, 200);
    body.throwIfInvalid();
    List<Map<String, Object>> out = new ArrayList<>();
    for (AliasRecord a : aliases.aliases(scope(ctx, userId, partitionKey), nodeId)) {
      Map<String, Object> m = aliasView(a);
      m.remove("userId");
      out.add(m);
    }
    api.send(ctx, Map.of("aliases", out));
  }

  private static Map<String, Object> aliasView(AliasRecord a) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", a.id());
    m.put("userId", a.userId());
    m.put("aliasText", a.aliasText());
    m.put("normalizedAliasText", a.normalizedAliasText());
    m.put("canonicalNodeId", a.canonicalNodeId());
    m.put("createdAt", WireTime.format(a.createdAt()));
    return m;
  }

  private void selfAliases(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    List<String> aliases = body.requiredStringArray("aliases", 1, 200, 100);
    body.throwIfInvalid();
    api.send(ctx, Map.of("aliases", this.aliases.setSelfAliases(userId, aliases)));
  }

  private void queryGraph(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    int maxNodes = body.optionalInt("maxNodes", 1, 10_000, 100);
    Set<String> nodeTypes = body.optionalEnumArray("nodeTypes", NodeType.NAMES, Set.of());
    String query = body.optionalString("query", 1, 10_000);
    body.throwIfInvalid();
    ReadScope scope = scope(ctx, userId, partitionKey);
    if (query != null) {
      // Up to five similarity seeds (node cards, subjects of matching claims), expanded hop by hop.
      var result =
          search.search(
              new dev.assistantmemory.core.retrieve.SearchRequest(
                  scope, query, 20, Scope.personal, Set.of(), null));
      List<String> seeds = new ArrayList<>();
      for (var hit : result.hits()) {
        String id =
            hit instanceof dev.assistantmemory.core.retrieve.NodeHit n
                ? n.node().id()
                : hit instanceof dev.assistantmemory.core.retrieve.ClaimHit c
                    ? c.claim().subjectNodeId()
                    : null;
        if (id != null && !seeds.contains(id) && seeds.size() < 5) {
          seeds.add(id);
        }
      }
      sendGraph(ctx, reads.graphAround(scope, seeds, maxNodes));
      return;
    }
    sendGraph(ctx, reads.graph(scope, nodeTypes, maxNodes));
  }

  private void sendGraph(Context ctx, Subgraph g) {
    List<Map<String, Object>> nodes = new ArrayList<>();
    for (NodeRecord n : g.nodes()) {
      nodes.add(nodeBrief(n));
    }
    List<Map<String, Object>> claims = new ArrayList<>();
    for (ClaimRecord c : g.claims()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("id", c.id());
      m.put("subject", c.subjectNodeId());
      m.put("object", c.objectNodeId() != null ? c.objectNodeId() : c.objectValue());
      m.put("predicate", c.predicate());
      m.put("statement", c.statement());
      m.put("description", c.description());
      m.put("sourceId", c.sourceId());
      m.put("scope", c.scope().name());
      m.put("assertedByKind", c.assertedByKind());
      m.put("assertedByNodeId", c.assertedByNodeId());
      m.put("statedAt", WireTime.format(c.statedAt()));
      m.put("status", c.status());
      claims.add(m);
    }
    api.send(ctx, Map.of("nodes", nodes, "claims", claims));
  }

  private void createNode(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String nodeType = body.requiredEnum("nodeType", NodeType.NAMES);
    String label = body.requiredString("label", 1, 1000);
    String description = body.optionalString("description", 0, 10_000);
    List<ClaimCreate> initial = new ArrayList<>();
    List<JsonFields> claims = body.optionalObjectArray("initialClaims", 100);
    if (claims != null) {
      for (JsonFields c : claims) {
        initial.add(claimFields(c, userId, null));
      }
    }
    body.throwIfInvalid();
    CreatedNode created =
        graph.createNodeWithClaims(
            scope(ctx, userId, partitionKey),
            new NodeCreate(
                userId, partitionKey, Scope.personal, nodeType, label, description, false),
            initial);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("node", nodeBrief(created.node()));
    out.put("initialClaimIds", created.initialClaims().stream().map(ClaimRecord::id).toList());
    ctx.status(201);
    api.send(ctx, out);
  }

  private void getNode(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String nodeId = body.requiredString("nodeId", 1, 200);
    Instant asOf = body.optionalDatetime("asOf");
    JsonFields filter = body.optionalObject("claimFilter");
    Set<String> predicates = null;
    Set<String> statuses = Set.of(ClaimRecord.ACTIVE);
    if (filter != null) {
      predicates = filter.optionalEnumArray("predicates", Predicates.ALL, null);
      statuses = filter.optionalEnumArray("statuses", CLAIM_STATUSES, Set.of(ClaimRecord.ACTIVE));
    }
    body.throwIfInvalid();
    NodeView view =
        reads
            .node(scope(ctx, userId, partitionKey), nodeId, asOf, statuses)
            .orElseThrow(() -> MemoryException.notFound("Node"));
    NodeRecord node = view.node();
    Set<String> wanted = predicates;
    List<LabelledClaim> claims =
        wanted == null
            ? view.claims()
            : view.claims().stream().filter(c -> wanted.contains(c.claim().predicate())).toList();
    Map<String, Object> n = nodeBrief(node);
    n.put("createdAt", WireTime.format(node.createdAt()));
    n.put("isUserSelf", node.isUserSelf());
    n.put("sourceIds", view.sourceIds());
    List<Map<String, Object>> aliases = new ArrayList<>();
    for (AliasRecord a : view.aliases()) {
      aliases.add(
          Map.of(
              "id",
              a.id(),
              "aliasText",
              a.aliasText(),
              "createdAt",
              WireTime.format(a.createdAt())));
    }
    n.put("aliases", aliases);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("node", n);
    out.put("claims", nodeClaims(claims));
    api.send(ctx, out);
  }

  private void deleteNode(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String nodeId = body.requiredString("nodeId", 1, 200);
    String reason = body.optionalString("reason", 0, 2000);
    body.throwIfInvalid();
    NodeDeletion affected = nodes.deleteNode(scope(ctx, userId, partitionKey), nodeId, reason);
    api.send(
        ctx,
        Map.of(
            "deleted",
            true,
            "affectedClaims",
            Map.of(
                "cascadeDeleted",
                affected.cascadeDeleted(),
                "assertedByCleared",
                affected.assertedByCleared())));
  }

  private void history(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String nodeId = body.requiredString("nodeId", 1, 200);
    body.throwIfInvalid();
    api.send(
        ctx, Map.of("claims", nodeClaims(reads.history(scope(ctx, userId, partitionKey), nodeId))));
  }

  private void profile(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String nodeId = body.requiredString("nodeId", 1, 200);
    body.throwIfInvalid();
    Map<String, Object> grouped = new LinkedHashMap<>();
    reads
        .profile(scope(ctx, userId, partitionKey), nodeId)
        .forEach((p, claims) -> grouped.put(p, nodeClaims(claims)));
    api.send(ctx, Map.of("nodeId", nodeId, "profile", grouped));
  }

  private void createClaim(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String subject = body.requiredString("subjectNodeId", 1, 200);
    ClaimCreate claim = claimFields(body, userId, subject);
    body.throwIfInvalid();
    LabelledClaim created = graph.createClaim(scope(ctx, userId, partitionKey), claim);
    ctx.status(201);
    api.send(ctx, Map.of("claim", nodeClaim(created)));
  }

  private void getClaim(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String claimId = body.requiredString("claimId", 1, 200);
    body.throwIfInvalid();
    LabelledClaim c =
        reads
            .claim(scope(ctx, userId, partitionKey), claimId)
            .orElseThrow(() -> MemoryException.notFound("Claim"));
    api.send(ctx, Map.of("claim", nodeClaim(c)));
  }

  private void updateClaim(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String claimId = body.requiredString("claimId", 1, 200);
    body.requiredEnum("status", Set.of("retracted"));
    String reason = body.optionalString("reason", 0, 2000);
    body.throwIfInvalid();
    LabelledClaim c = graph.retractClaim(scope(ctx, userId, partitionKey), claimId, reason);
    api.send(ctx, Map.of("claim", nodeClaim(c)));
  }

  private void deleteClaim(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String claimId = body.requiredString("claimId", 1, 200);
    String reason = body.optionalString("reason", 0, 2000);
    body.throwIfInvalid();
    graph.deleteClaim(scope(ctx, userId, partitionKey), claimId, reason);
    api.send(ctx, Map.of("deleted", true));
  }

  private void reattributeClaim(Context ctx) {
    JsonFields body = api.body(ctx);
    String userId = body.requiredString("userId", 1, MAX_ID_CHARS);
    String partitionKey = body.optionalPartitionKey("partitionKey");
    String claimId = body.requiredString("claimId", 1, 200);
    String replace = body.requiredEnum("replace", Set.of("subject", "object"));
    String newNodeId = body.requiredString("newNodeId", 1, 200);
    body.throwIfInvalid();
    LabelledClaim c =
        graph.reattributeClaim(
            scope(ctx, userId, partitionKey), claimId, ClaimEnd.valueOf(replace), newNodeId);
    api.send(ctx, Map.of("claim", nodeClaim(c)));
  }

  private static ClaimCreate claimFields(JsonFields c, String userId, String subject) {
    String predicate = c.requiredString("predicate", 1, 100);
    String statement = c.requiredString("statement", 1, 10_000);
    String objectNodeId = c.optionalString("objectNodeId", 1, 200);
    String objectValue = c.optionalString("objectValue", 1, 10_000);
    if ((objectNodeId == null) == (objectValue == null)) {
      c.issue(
          "objectValue",
          "Exactly one of objectNodeId and objectValue is required",
          "invalid_union");
    }
    return new ClaimCreate(
        userId,
        subject,
        predicate,
        objectNodeId,
        objectValue,
        statement,
        c.optionalString("description", 0, 10_000),
        c.optionalString("sourceId", 1, 200),
        null,
        c.optionalDatetime("statedAt"),
        c.optionalDatetime("validFrom"),
        c.optionalDatetime("validTo"),
        c.optionalEnum("assertedByKind", KINDS, "user"),
        c.optionalString("assertedByNodeId", 1, 200));
  }

  private static Map<String, Object> nodeBrief(NodeRecord n) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("id", n.id());
    out.put("nodeType", n.nodeType());
    out.put("label", n.label());
    out.put("description", n.description());
    return out;
  }

  private static List<Map<String, Object>> nodeClaims(List<LabelledClaim> claims) {
    return claims.stream().map(GraphRoutes::nodeClaim).toList();
  }

  private static Map<String, Object> nodeClaim(LabelledClaim labelled) {
    ClaimRecord c = labelled.claim();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", c.id());
    m.put("userId", c.userId());
    m.put("subjectNodeId", c.subjectNodeId());
    m.put("objectNodeId", c.objectNodeId());
    m.put("objectValue", c.objectValue());
    m.put("predicate", c.predicate());
    m.put("statement", c.statement());
    m.put("description", c.description());
    m.put("subjectLabel", labelled.subjectLabel());
    m.put("objectLabel", labelled.objectLabel());
    m.put("sourceId", c.sourceId());
    m.put("scope", c.scope().name());
    m.put("assertedByKind", c.assertedByKind());
    m.put("assertedByNodeId", c.assertedByNodeId());
    m.put("status", c.status());
    m.put("statedAt", WireTime.format(c.statedAt()));
    m.put("validFrom", WireTime.format(c.validFrom()));
    m.put("validTo", WireTime.format(c.validTo()));
    m.put("recordedAt", WireTime.format(c.recordedAt()));
    m.put("expiredAt", WireTime.format(c.expiredAt()));
    m.put("supersededByClaimId", c.supersededBy());
    m.put("supersessionRelation", c.supersessionRelation());
    m.put("contradictedByClaimId", c.contradictedBy());
    return m;
  }
}
