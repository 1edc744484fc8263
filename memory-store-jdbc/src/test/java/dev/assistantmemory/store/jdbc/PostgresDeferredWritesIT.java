package dev.assistantmemory.store.jdbc;

import org.junit.jupiter.api.AfterEach;

/** Held-back graph writes on a real PostgreSQL server (sent with the statement after them). */
class PostgresDeferredWritesIT extends AbstractDeferredWritesTests {
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
