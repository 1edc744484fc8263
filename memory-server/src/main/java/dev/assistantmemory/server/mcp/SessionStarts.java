package dev.assistantmemory.server.mcp;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Which sessions of a transport have finished MCP's start ({@code initialize}, then {@code
 * notifications/initialized}), so a request sent before that is answered rather than left waiting.
 *
 * <p>Why: the SDK (2.1.0) holds any request but {@code initialize} until the session's {@code
 * notifications/initialized} arrives, with no time limit. Over {@code /messages} its servlet blocks
 * the POST meanwhile, so a request sent too early (a client that skips the notification, or sends a
 * {@code ping} first) is never answered and holds a server thread for good: enough of them leave
 * the REST routes no thread to run on. Over stdio the request is never answered either. Newer SDKs
 * answer such a request at once with -32600 "Session not initialized"; the transports do the same
 * here, before the SDK sees it. A request that arrives while the notification is on its way (a
 * client that posts both at once) waits for it up to {@link #GRACE}.
 */
final class SessionStarts {
  static final int INVALID_REQUEST = -32600;
  static final String NOT_INITIALIZED =
      "Session not initialized: send 'initialize', then 'notifications/initialized', before any"
          + " other request. Nothing was called.";
  static final Duration GRACE = Duration.ofSeconds(5);

  private static final JsonMapper JSON = JsonMapper.builder().build();

  /** What one message is to a session's start. */
  enum Step {
    /** {@code initialize}: the SDK takes it in any state. */
    INITIALIZE,
    /** The {@code notifications/initialized} notification: the session is ready after it. */
    INITIALIZED,
    /** Any other request (a message with an id and a method): it needs a ready session. */
    REQUEST,
    /** Anything else (other notifications, responses): the SDK never holds those for good. */
    OTHER
  }

  /** A message's step, read as the SDK reads it (a request is a method with an {@code id} key). */
  static Step step(byte[] message) {
    JsonNode m;
    try {
      m = JSON.readTree(message);
    } catch (JacksonException e) {
      return Step.OTHER;
    }
    if (m == null || !m.isObject() || !m.path("method").isString()) {
      return Step.OTHER;
    }
    String method = m.path("method").asString();
    if (!m.has("id")) {
      return "notifications/initialized".equals(method) ? Step.INITIALIZED : Step.OTHER;
    }
    return "initialize".equals(method) ? Step.INITIALIZE : Step.REQUEST;
  }

  /** The request's id as sent (any JSON value), for the answer that refuses it. */
  static JsonNode id(byte[] message) {
    try {
      return JSON.readTree(message).get("id");
    } catch (JacksonException | NullPointerException e) {
      return null;
    }
  }

  /** The -32600 answer to a request sent before the session's start finished. */
  static JsonRpcError refusal(byte[] message) {
    return JsonRpcError.of(id(message), INVALID_REQUEST, NOT_INITIALIZED);
  }

  // Per session id: absent until its initialize was accepted; counted down once it is ready.
  private final ConcurrentHashMap<String, CountDownLatch> starts = new ConcurrentHashMap<>();

  /** The SDK accepted {@code initialize} for {@code session}. */
  void initializing(String session) {
    starts.computeIfAbsent(session, k -> new CountDownLatch(1));
  }

  /**
   * The SDK accepted {@code notifications/initialized} for {@code session} (it takes one without an
   * {@code initialize} too).
   */
  void initialized(String session) {
    starts.computeIfAbsent(session, k -> new CountDownLatch(1)).countDown();
  }

  /** The SDK no longer knows {@code session}. */
  void forget(String session) {
    starts.remove(session);
  }

  /**
   * Whether a request may go to the SDK for {@code session}: its start finished, or finishes within
   * {@link #GRACE} after an accepted {@code initialize}. False at once for a session whose {@code
   * initialize} was never accepted (unknown, or not started).
   */
  boolean ready(String session) {
    CountDownLatch latch = starts.get(session);
    if (latch == null) {
      return false;
    }
    try {
      return latch.await(GRACE.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
