package dev.assistantmemory.server.http.graph;

import dev.assistantmemory.core.graph.ClaimCorrections;
import dev.assistantmemory.core.graph.ClaimCreate;
import dev.assistantmemory.core.graph.GraphReads;
import dev.assistantmemory.core.graph.GraphService;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.server.http.Call;
import dev.assistantmemory.server.http.Endpoint;
import dev.assistantmemory.server.http.RouteModule;
import dev.assistantmemory.server.http.graph.GraphWire.ClaimCreateRequest;
import dev.assistantmemory.server.http.graph.GraphWire.ClaimDeleteRequest;
import dev.assistantmemory.server.http.graph.GraphWire.ClaimIdRequest;
import dev.assistantmemory.server.http.graph.GraphWire.ClaimReattributeRequest;
import dev.assistantmemory.server.http.graph.GraphWire.ClaimUpdateRequest;
import dev.assistantmemory.server.http.graph.GraphWire.ClaimView;
import dev.assistantmemory.server.http.graph.GraphWire.Deleted;
import dev.assistantmemory.server.http.wire.Wire;
import java.util.List;

/** Raw claim routes of CONTRACT.md section 8: create, get, retract, delete, reattribute. */
public final class ClaimRoutes implements RouteModule {
  private static final String TAG = "claim";
  private final GraphService writes;
  private final ClaimCorrections corrections;
  private final GraphReads reads;

  public ClaimRoutes(GraphService writes, ClaimCorrections corrections, GraphReads reads) {
    this.writes = writes;
    this.corrections = corrections;
    this.reads = reads;
  }

  @Override
  public List<Endpoint<?, ?>> endpoints() {
    return List.of(
        Endpoint.write(
                "/claim/create",
                TAG,
                "State a claim about a node (the write guard and lifecycle apply)",
                ClaimCreateRequest.class,
                ClaimView.class,
                this::create)
            .status(201)
            .describe(
                "A functional predicate (status, task status, owner, due date) supersedes the"
                    + " active claim. Without sourceId the claim cites the user's manual source."),
        Endpoint.read(
            "/claim/get",
            TAG,
            "Read a claim",
            ClaimIdRequest.class,
            ClaimView.class,
            (req, call) ->
                new ClaimView(
                    GraphViews.claim(
                        reads
                            .claim(call.scope(req), req.claimId())
                            .orElseThrow(() -> MemoryException.notFound("Claim"))))),
        Endpoint.write(
                "/claim/update",
                TAG,
                "Retract a claim (the value is then refused on later writes)",
                ClaimUpdateRequest.class,
                ClaimView.class,
                (req, call) ->
                    new ClaimView(
                        GraphViews.claim(
                            corrections.retractClaim(
                                call.scope(req), req.claimId(), req.reason()))))
            .describe("Brings back the claim it had superseded, if any."),
        Endpoint.write(
                "/claim/delete",
                TAG,
                "Delete a claim (audited); the previous single-current claim comes back",
                ClaimDeleteRequest.class,
                Deleted.class,
                (req, call) -> {
                  corrections.deleteClaim(call.scope(req), req.claimId(), req.reason());
                  return new Deleted(true);
                })
            .describe(
                "A Task's active status with no earlier status to come back is refused (409"
                    + " TASK_STATUS_REQUIRED, data.name TaskStatusRequiredError, claimId, taskId):"
                    + " a Task is never left statusless; dismiss it or set another status."),
        Endpoint.write(
            "/claim/reattribute",
            TAG,
            "Move a claim's subject or object to another node (a user_confirmed copy)",
            ClaimReattributeRequest.class,
            ClaimView.class,
            (req, call) ->
                new ClaimView(
                    GraphViews.claim(
                        corrections.reattributeClaim(
                            call.scope(req), req.claimId(), req.replace(), req.newNodeId())))));
  }

  private ClaimView create(ClaimCreateRequest req, Call call) {
    ClaimCreate claim =
        new ClaimCreate(
            req.userId(),
            req.subjectNodeId(),
            req.predicate().name(),
            req.objectNodeId(),
            req.objectValue(),
            req.statement(),
            req.description(),
            req.sourceId(),
            null,
            Wire.anyInstant(req.statedAt()),
            Wire.anyInstant(req.validFrom()),
            Wire.anyInstant(req.validTo()),
            req.assertedByKind() == null ? "user" : req.assertedByKind().name(),
            req.assertedByNodeId());
    return new ClaimView(GraphViews.claim(writes.createClaim(call.scope(req), claim)));
  }
}
