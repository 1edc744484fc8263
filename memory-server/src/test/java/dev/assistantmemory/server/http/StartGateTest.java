package dev.assistantmemory.server.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.servlet.ServletException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** Requests that come while the service starts wait for the start, then go on. */
class StartGateTest {
  @Test
  void aRequestWaitsForTheStartThenPasses() throws Exception {
    CompletableFuture<Void> started = new CompletableFuture<>();
    StartGate gate = new StartGate(started);
    AtomicBoolean passed = new AtomicBoolean();
    CountDownLatch done = new CountDownLatch(1);
    Thread request =
        new Thread(
            () -> {
              try {
                gate.doFilter(null, null, (req, res) -> passed.set(true));
              } catch (Exception e) {
                throw new IllegalStateException(e);
              } finally {
                done.countDown();
              }
            });
    request.start();
    assertThat(done.await(300, TimeUnit.MILLISECONDS)).as("held while starting").isFalse();
    assertThat(passed).isFalse();
    started.complete(null);
    assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
    assertThat(passed).isTrue();
  }

  @Test
  void afterTheStartNothingWaitsAndAFailedStartIsAnError() throws Exception {
    AtomicBoolean passed = new AtomicBoolean();
    new StartGate(CompletableFuture.completedFuture(null))
        .doFilter(null, null, (req, res) -> passed.set(true));
    assertThat(passed).isTrue();
    CompletableFuture<Void> failed = new CompletableFuture<>();
    failed.completeExceptionally(new IllegalStateException("migration failed"));
    assertThatThrownBy(() -> new StartGate(failed).doFilter(null, null, (req, res) -> {}))
        .isInstanceOf(ServletException.class);
  }

  @Test
  void noRequestWaitsLongerThanTheGatesLimit() throws Exception {
    AtomicBoolean passed = new AtomicBoolean();
    new StartGate(new CompletableFuture<>(), Duration.ofMillis(50))
        .doFilter(null, null, (req, res) -> passed.set(true));
    assertThat(passed).isTrue();
  }
}
