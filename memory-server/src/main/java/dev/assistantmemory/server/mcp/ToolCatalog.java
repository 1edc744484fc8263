package dev.assistantmemory.server.mcp;

import java.util.List;

/**
 * Every MCP tool as data: its name, the words that steer the model, and the HTTP route it calls.
 * The route's request record is the tool's input schema and its handler does the work; a tool whose
 * route is not served yet is simply not listed, so adding a route activates its tool and adding a
 * tool is one line here. The descriptions follow the seed's tool-use instructions and are pinned by
 * a snapshot test ({@code mcp/tools.json}).
 */
public final class ToolCatalog {
  private ToolCatalog() {}

  /**
   * One tool: name, description, route path, whether it is a raw edit (operator-gated), and the
   * request fields the tool fixes (left out of its input schema, always sent with these values).
   */
  public record ToolDeclaration(
      String name,
      String path,
      boolean rawEdit,
      String description,
      java.util.Map<String, String> fixed) {
    static ToolDeclaration tool(String name, String path, String description) {
      return new ToolDeclaration(name, path, false, description, java.util.Map.of());
    }

    static ToolDeclaration rawEdit(String name, String path, String description) {
      return new ToolDeclaration(name, path, true, description, java.util.Map.of());
    }

    /** The same tool with {@code field} always sent as {@code value}. */
    ToolDeclaration fixing(String field, String value) {
      java.util.Map<String, String> f = new java.util.LinkedHashMap<>(fixed);
      f.put(field, value);
      return new ToolDeclaration(name, path, rawEdit, description, java.util.Map.copyOf(f));
    }
  }

  private static final String CONFIRM =
      " This is a raw edit tool: describe the exact change to the user and get their explicit"
          + " confirmation before calling it; never call it on your own initiative.";

  /** Sent to the host at initialize: when to reach for which tool. */
  public static final String INSTRUCTIONS =
      "Assistant Memory is the user's long-term memory. Call bootstrap_memory once at the start of"
          + " a conversation whose answer depends on prior memory. Use search_memory for facts"
          + " about the user (people, projects, preferences, past conversations) and"
          + " search_reference for saved books, articles and other reference material; never"
          + " cite reference material as a fact about the user. Use list_open_commitments before"
          + " any statement about open, pending, next, follow-up, completed or abandoned work; do"
          + " not infer pending work from search results. Save new material with save_memory;"
          + " it is processed asynchronously, so a search right after may not find it yet"
          + " (get_source_processing and memory_health tell 'not processed yet' from 'nothing"
          + " remembered'). The current user message is fresher than memory when they conflict.";

  public static final List<ToolDeclaration> TOOLS =
      List.of(
          ToolDeclaration.tool(
              "bootstrap_memory",
              "/context/bootstrap",
              "Fetch the user's startup context: pinned facts, atlas, open commitments, recent"
                  + " supersessions and preferences. Call it once at the start of a conversation"
                  + " whose answer depends on prior memory, before the first such answer, with the"
                  + " same userId and partitionKey you use for later reads. Do not call it again"
                  + " in the same conversation unless the user asks to refresh."),
          ToolDeclaration.tool(
                  "search_memory",
                  "/context/search",
                  "Search the user's personal memory: facts, people, projects, preferences and past"
                      + " conversations, with the evidence behind them. Use it when the answer depends"
                      + " on what the user told you before and the startup context does not answer it."
                      + " Pass the user's latest message (or the question) as query in natural"
                      + " language; prefer one targeted search over many broad ones. It never returns"
                      + " reference material (use search_reference for books and articles) and is not"
                      + " the source of truth for pending work (use list_open_commitments). Newly"
                      + " saved material may not be searchable until its processing has finished."
                      + " The result is node cards (current facts, preferences, recent evidence) with"
                      + " the claims and sources behind them.")
              .fixing("scope", "personal"),
          ToolDeclaration.tool(
                  "search_reference",
                  "/context/search",
                  "Search saved reference material: books, articles, documentation and other"
                      + " external knowledge saved with scope 'reference'. Use it when the user asks"
                      + " about something they read or saved, not about themselves. Results carry"
                      + " author and title; never present them as facts about the user. For the"
                      + " user's own facts use search_memory.")
              .fixing("scope", "reference"),
          ToolDeclaration.tool(
              "list_open_commitments",
              "/commitments/open",
              "List the user's open work (pending or in progress), from the latest status of each"
                  + " task. Call it before you answer with any statement about the user's open,"
                  + " pending, in-progress, completed, abandoned, outstanding, next or follow-up"
                  + " work (\"what should I do next?\", \"what is still open?\", \"remind me what"
                  + " I owe\", \"is X done?\", \"plan my day\"), unless the model input already"
                  + " has an open_commitments section for this call. Pass ownedBy (a Person node"
                  + " id) when the user names an assignee, dueBefore (YYYY-MM-DD) for a date"
                  + " cutoff. Do not infer pending work from search results."),
          ToolDeclaration.tool(
              "list_commitments",
              "/commitments/list",
              "Browse tasks in any status. Use provenance 'candidate' or 'all' to find possible"
                  + " follow-ups, including tentative requests from email; confirming one is the"
                  + " user's decision. For the open work list use list_open_commitments."),
          ToolDeclaration.tool(
              "get_commitment",
              "/commitments/get",
              "Read one task with its status history and sources, by taskId."),
          ToolDeclaration.tool(
              "create_commitment",
              "/commitments/create",
              "Open a task for the user. Use assertedByKind 'assistant_inferred' for work you"
                  + " inferred and the user did not ask for: it stays a tentative candidate."),
          ToolDeclaration.tool(
              "confirm_commitment",
              "/commitments/confirm",
              "Accept a candidate task after the user confirmed it."),
          ToolDeclaration.tool(
              "dismiss_commitment",
              "/commitments/dismiss",
              "Reject a candidate or unwanted task after the user said so."),
          ToolDeclaration.tool(
              "set_commitment_status",
              "/commitments/status",
              "Complete, abandon, start or reopen a task when the user says its state changed."),
          ToolDeclaration.tool(
              "set_commitment_owner",
              "/commitments/owner",
              "Delegate a task to a person (ownedBy, a Person node id) or clear its owner (null)."),
          ToolDeclaration.tool(
              "update_commitment", "/commitments/update", "Reword a task's label or description."),
          ToolDeclaration.tool(
              "query_day_memories",
              "/query/day",
              "Read what memory holds for one day (YYYY-MM-DD) as formatted text. Use it for"
                  + " \"what happened on ...\" questions."),
          ToolDeclaration.tool(
              "save_memory",
              "/ingest/document",
              "Save a note or document to long-term memory. Give it a stable id (the same id for"
                  + " the same material; with updateExisting: true a changed text replaces the"
                  + " stored revision). Use scope 'personal' for the user's own notes and"
                  + " 'reference' for books, articles and external knowledge. Record only"
                  + " provenance the host knows (title, author, timestamp); do not invent it. The"
                  + " result is an acceptance receipt, not proof that anything was extracted:"
                  + " processing runs in the background; follow it with get_source_processing"
                  + " when completion matters."),
          ToolDeclaration.tool(
              "get_source_processing",
              "/sources/processing",
              "Read an ingestion receipt by operationId (from save_memory). queued or processing"
                  + " means not finished yet; failed or purged means the material must not be"
                  + " reported as remembered."),
          ToolDeclaration.tool(
              "retry_source_processing",
              "/sources/processing/retry",
              "Retry a failed ingestion operation after its cause was fixed."),
          ToolDeclaration.tool(
              "get_source",
              "/sources/get",
              "Read a known source's metadata; with includeContent: true also its stored text."
                  + " Use it to read the material behind a citation."),
          ToolDeclaration.tool(
              "get_entity",
              "/context/entity",
              "Read one known entity (node) by nodeId as a card: its current facts, preferences"
                  + " and goals, and recent evidence. Use it when you already have a node id from"
                  + " search results or commitments; use get_node_sources to see where its facts"
                  + " came from."),
          ToolDeclaration.tool(
              "get_node",
              "/node/get",
              "Raw graph inspection: one node with its claims, filterable by predicate and"
                  + " status (statuses: [] returns every status). For debugging and explicit edit"
                  + " flows; for ordinary recall use search_memory or get_entity."),
          ToolDeclaration.tool(
              "get_node_sources",
              "/node/sources",
              "List the sources (conversations, documents) that mention a node, to inspect or"
                  + " cite where a fact came from."),
          ToolDeclaration.tool(
              "create_claim",
              "/claim/create",
              "Record one fact between an existing subject node and an object node (objectNodeId)"
                  + " or a value (objectValue), when the user states it explicitly. Do not record"
                  + " your own speculation as the user's fact."),
          ToolDeclaration.rawEdit(
              "update_node",
              "/node/update",
              "Change a node's label, type or description (\"\" clears the description)."
                  + CONFIRM),
          ToolDeclaration.rawEdit(
              "delete_node",
              "/node/delete",
              "Delete a node and the claims about it; this cannot be undone." + CONFIRM),
          ToolDeclaration.tool(
              "record_metric",
              "/metrics/observations",
              "Record one ad-hoc reading of a tracked metric (weight, sleep, spend). Not for bulk"
                  + " imports."),
          ToolDeclaration.tool(
              "list_metrics", "/metrics/list", "List the metrics the user tracks."),
          ToolDeclaration.tool(
              "get_metric_series",
              "/metrics/series",
              "Read a metric's readings over a time range, bucketed, for charts and trends."),
          ToolDeclaration.tool(
              "get_metric_summary",
              "/metrics/summary",
              "Summarize one metric: latest reading, 7/30/90-day windows and trend."),
          ToolDeclaration.tool(
              "read_scratchpad",
              "/scratchpad/read",
              "Read the user's scratchpad: a short free-text working note that persists across"
                  + " conversations."),
          ToolDeclaration.tool(
              "write_scratchpad",
              "/scratchpad/write",
              "Replace the scratchpad (mode 'overwrite') or add a line to it (mode 'append')."),
          ToolDeclaration.tool(
              "edit_scratchpad",
              "/scratchpad/edit",
              "Replace one exact, unique passage (oldText) of the scratchpad with newText. If the"
                  + " passage is missing or not unique nothing changes and the result says so;"
                  + " read the scratchpad and retry."),
          ToolDeclaration.tool(
              "memory_health",
              "/health",
              "Report the memory service's state: store, search index lag, ingestion queue depth"
                  + " and embedder. Use it to tell 'nothing remembered' from 'not processed yet'"
                  + " when a search misses something that was just saved."));
}
