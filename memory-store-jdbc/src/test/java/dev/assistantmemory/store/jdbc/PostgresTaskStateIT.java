package dev.assistantmemory.store.jdbc;

import org.junit.jupiter.api.AfterEach;

/** The task-state read model on a real PostgreSQL server, a fresh schema per test. */
class PostgresTaskStateIT extends AbstractTaskStateTests {
  private String url;

  @Override
  protected JdbiMemoryStore openStore() {
    PostgresSupport.assumeAvailable();
    url = PostgresSupport.freshSchemaUrl();
    return reopenStore();
  }

  @Override
  protected JdbiMemoryStore reopenStore() {
    return JdbiMemoryStore.openPostgres(url, 4, JdbiMemoryStore.MigrationMode.AT_OPEN);
  }

  @AfterEach
  void dropSchema() {
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
    }
  }
}
