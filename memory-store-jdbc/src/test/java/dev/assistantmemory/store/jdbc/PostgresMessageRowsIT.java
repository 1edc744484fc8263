package dev.assistantmemory.store.jdbc;

import org.junit.jupiter.api.AfterEach;

/** An incoming message's reads and writes on a real PostgreSQL server (one round trip each). */
class PostgresMessageRowsIT extends AbstractMessageRowsTests {
  private String url;

  @Override
  protected JdbiMemoryStore openStore() {
    PostgresSupport.assumeAvailable();
    url = PostgresSupport.freshSchemaUrl();
    return JdbiMemoryStore.openPostgres(url, 8, JdbiMemoryStore.MigrationMode.AT_OPEN);
  }

  @AfterEach
  void dropSchema() {
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
    }
  }
}
