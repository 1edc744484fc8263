package dev.assistantmemory.server.http;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Holds requests that arrive while the service is still starting (the schema check, the day
 * backfill) until the start is done, so HTTP can start listening beside that work instead of after
 * it. A request never waits longer than {@link #MAX_WAIT}: the store guards its own schema, and a
 * late backfill only means days not linked yet. A failed start stops the process; a request held
 * then ends with the edge's error.
 */
public final class StartGate implements Filter {
  static final java.time.Duration MAX_WAIT = java.time.Duration.ofSeconds(60);

  private final CompletableFuture<Void> started;
  private final java.time.Duration maxWait;

  public StartGate(CompletableFuture<Void> started) {
    this(started, MAX_WAIT);
  }

  StartGate(CompletableFuture<Void> started, java.time.Duration maxWait) {
    this.started = started;
    this.maxWait = maxWait;
  }

  @Override
  public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
      throws IOException, ServletException {
    if (!started.isDone() || started.isCompletedExceptionally()) {
      try {
        started.get(maxWait.toMillis(), TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new ServletException("interrupted while the service was starting", e);
      } catch (ExecutionException e) {
        throw new ServletException("the service failed to start", e.getCause());
      } catch (TimeoutException e) {
        // Let it through: the store waits for its schema itself.
      }
    }
    chain.doFilter(request, response);
  }
}
