package dev.assistantmemory.server;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs a test class's {@link TestServerExtension} servers on PostgreSQL (one fresh schema per
 * {@link TestBackend}, row-level security on) instead of SQLite; without a reachable PostgreSQL the
 * class is skipped, saying so. The PostgreSQL twin of an IT is this annotation on an empty
 * subclass:
 *
 * <pre>{@code
 * @OnPostgres
 * class DigestPostgresIT extends DigestIT {}
 * }</pre>
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
public @interface OnPostgres {}
