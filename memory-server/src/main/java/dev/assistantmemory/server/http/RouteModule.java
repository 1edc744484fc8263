package dev.assistantmemory.server.http;

import java.util.List;

/** A feature's routes (ingest, query, node, claim, alias, scratchpad, health), declared as data. */
public interface RouteModule {
  List<Endpoint<?, ?>> endpoints();
}
