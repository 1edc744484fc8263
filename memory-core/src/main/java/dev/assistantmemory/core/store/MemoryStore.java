package dev.assistantmemory.core.store;

import dev.assistantmemory.core.health.CheckResult;
import java.util.function.Function;

/**
 * The system of record. Work runs inside a transaction: {@code write} commits everything or
 * nothing; {@code read} sees one consistent snapshot. Work is done on behalf of one acting user,
 * or, for the service's own cross-user work (job claims, index tailing, health), as the system.
 * Where the database can (PostgreSQL row-level security), the acting user is a second fence behind
 * the predicates every query carries: rows of anyone else are invisible and cannot be written.
 * Implementations translate their driver's errors into {@link
 * dev.assistantmemory.model.MemoryException}s; no SQL exception crosses this interface.
 *
 * <p>Thread-safe.
 */
public interface MemoryStore extends AutoCloseable {
  <T> T write(String actingUserId, Function<StoreTx, T> work);

  <T> T read(String actingUserId, Function<StoreTx, T> work);

  <T> T writeAsSystem(Function<StoreTx, T> work);

  <T> T readAsSystem(Function<StoreTx, T> work);

  CheckResult check();

  @Override
  void close();
}
