package dev.assistantmemory.server;

/**
 * Message identity on PostgreSQL (row-level security on, a fresh schema), where a request's
 * messages are looked up in one statement and each new one written in one round trip: the same
 * cases as {@link MessageIdentityIT}.
 */
@OnPostgres
class MessageIdentityPostgresIT extends MessageIdentityIT {
  MessageIdentityPostgresIT(TestServer server) {
    super(server);
  }
}
