package dev.assistantmemory.store.jdbc;

import org.junit.jupiter.api.AfterEach;

/**
 * {@link AbstractReplacementQuestionsTests} on a real PostgreSQL server, a fresh schema per test.
 */
class PostgresReplacementQuestionsIT extends AbstractReplacementQuestionsTests {
  private String url;

  @Override
  protected JdbiMemoryStore openStore() {
    PostgresSupport.assumeAvailable();
    url = PostgresSupport.freshSchemaUrl();
    return JdbiMemoryStore.openPostgres(url, 4, JdbiMemoryStore.MigrationMode.AT_OPEN);
  }

  @AfterEach
  void dropSchema() {
    if (url != null) {
      PostgresSupport.dropSchemaOf(url);
    }
  }
}
