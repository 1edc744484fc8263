package dev.assistantmemory.server.http.graph;

import dev.assistantmemory.core.graph.AliasService;
import dev.assistantmemory.core.store.AliasRecord;
import dev.assistantmemory.model.WireTime;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.graph.GraphWire.Alias;
import dev.assistantmemory.server.http.graph.GraphWire.AliasCreateRequest;
import dev.assistantmemory.server.http.graph.GraphWire.AliasDeleteRequest;
import dev.assistantmemory.server.http.graph.GraphWire.AliasList;
import dev.assistantmemory.server.http.graph.GraphWire.AliasListRequest;
import dev.assistantmemory.server.http.graph.GraphWire.AliasView;
import dev.assistantmemory.server.http.graph.GraphWire.BackfillSelfIdentityRequest;
import dev.assistantmemory.server.http.graph.GraphWire.Deleted;
import dev.assistantmemory.server.http.graph.GraphWire.SelfAliases;
import dev.assistantmemory.server.http.graph.GraphWire.SelfAliasesRequest;
import dev.assistantmemory.server.http.graph.GraphWire.SelfIdentityView;
import java.util.List;

/** Alias routes of CONTRACT.md section 8, and the user's self aliases (user-global). */
public final class AliasRoutes implements RouteModule {
  private static final String TAG = "alias";
  private final AliasService aliases;

  public AliasRoutes(AliasService aliases) {
    this.aliases = aliases;
  }

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.write(
                "/alias/create",
                TAG,
                "Add another name a node is known by",
                AliasCreateRequest.class,
                AliasView.class,
                (req, call) ->
                    new AliasView(
                        view(
                            aliases.addAlias(
                                call.scope(req), req.canonicalNodeId(), req.aliasText()))))
            .status(201),
        Endpoint.write(
            "/alias/delete",
            TAG,
            "Remove an alias",
            AliasDeleteRequest.class,
            Deleted.class,
            (req, call) -> {
              aliases.deleteAlias(call.scope(req), req.aliasId());
              return new Deleted(true);
            }),
        Endpoint.read(
            "/alias/list",
            TAG,
            "The aliases of a node",
            AliasListRequest.class,
            AliasList.class,
            (req, call) ->
                new AliasList(
                    aliases.aliases(call.scope(req), req.canonicalNodeId()).stream()
                        .map(AliasRoutes::view)
                        .toList())),
        Endpoint.write(
            "/user/self-aliases",
            TAG,
            "Replace the names the user goes by (never establishes self by label alone)",
            SelfAliasesRequest.class,
            SelfAliases.class,
            (req, call) -> new SelfAliases(aliases.setSelfAliases(req.userId(), req.aliases()))),
        Endpoint.write(
                "/maintenance/backfill-user-self-identity",
                "maintenance",
                "Make sure the self node exists with the user's names, none shared with another"
                    + " person",
                BackfillSelfIdentityRequest.class,
                SelfIdentityView.class,
                (req, call) -> {
                  var r = aliases.backfillSelfIdentity(req.userId(), req.aliases());
                  return new SelfIdentityView(
                      r.selfNodeId(), r.primaryAliasesSeeded(), r.removedAmbiguousAliases());
                })
            .describe(
                "Idempotent. Self aliases are user-global (no partition applies); a name another"
                    + " Person node of the user carries in any partition is never a self alias."));
  }

  static Alias view(AliasRecord a) {
    return new Alias(
        a.id(),
        a.userId(),
        a.partitionKey(),
        a.aliasText(),
        a.normalizedAliasText(),
        a.canonicalNodeId(),
        WireTime.format(a.createdAt()));
  }
}
