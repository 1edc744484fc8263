package dev.assistantmemory.store.jdbc;

import org.junit.jupiter.api.AfterEach;

/** Several names at once on a real PostgreSQL server (one statement). */
class PostgresNameLookupsIT extends AbstractNameLookupsTests {
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
