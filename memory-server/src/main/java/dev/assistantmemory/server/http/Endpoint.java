package dev.assistantmemory.server.http;

/**
 * One route as the edge declares it: method, path, the typed request record (bound and validated by
 * {@link RequestBinder} before the handler runs), the typed response view, the success status,
 * whether it reads or writes user data (for API keys), and the words the OpenAPI document shows.
 * Handlers make one call into core and return the view; they never parse or validate.
 *
 * @param <Q> the request record ({@link Void} for GET routes without a body)
 * @param <R> the response view
 */
public record Endpoint<Q, R>(
    String method,
    String path,
    Class<Q> request,
    Class<R> response,
    int status,
    Access access,
    String tag,
    String summary,
    String description,
    Handler<Q, R> handler,
    Gate gate) {

  /** A route without a gate (every route but the partition maintenance ones). */
  public Endpoint(
      String method,
      String path,
      Class<Q> request,
      Class<R> response,
      int status,
      Access access,
      String tag,
      String summary,
      String description,
      Handler<Q, R> handler) {
    this(method, path, request, response, status, access, tag, summary, description, handler, null);
  }

  /** What a route does with user data; API keys are checked against it. */
  public enum Access {
    /** Reads the named user's data: any key bound to that user. */
    READ,
    /** Writes the named user's data: a write or admin key. */
    WRITE,
    /** No user data (health, documentation): open. */
    PUBLIC,
    /**
     * Partition maintenance (CONTRACT.md 10.2): the handler checks the maintenance token itself;
     * API keys neither open nor close it, and the request may name no user (the sweeps).
     */
    MAINTENANCE
  }

  /**
   * A check of the request's {@code Authorization} header that runs at the edge before the body is
   * read or validated (the maintenance token, CONTRACT.md 10.2: a caller without the token learns
   * nothing about the body, and gets 503/401 whatever it sent).
   */
  @FunctionalInterface
  public interface Gate {
    void check(String authorization);
  }

  /** The handler of one route. */
  @FunctionalInterface
  public interface Handler<Q, R> {
    R handle(Q request, Call call);
  }

  public static <Q extends UserRequest, R> Endpoint<Q, R> read(
      String path,
      String tag,
      String summary,
      Class<Q> request,
      Class<R> response,
      Handler<Q, R> handler) {
    return new Endpoint<>(
        "POST", path, request, response, 200, Access.READ, tag, summary, "", handler);
  }

  public static <Q extends UserRequest, R> Endpoint<Q, R> write(
      String path,
      String tag,
      String summary,
      Class<Q> request,
      Class<R> response,
      Handler<Q, R> handler) {
    return new Endpoint<>(
        "POST", path, request, response, 200, Access.WRITE, tag, summary, "", handler);
  }

  /** A partition maintenance route: its handler checks the maintenance token first. */
  public static <Q, R> Endpoint<Q, R> maintenance(
      String path,
      String tag,
      String summary,
      Class<Q> request,
      Class<R> response,
      Handler<Q, R> handler) {
    return new Endpoint<>(
        "POST", path, request, response, 200, Access.MAINTENANCE, tag, summary, "", handler);
  }

  /** The same route with its handler replaced (decorators such as the partition fence). */
  public Endpoint<Q, R> withHandler(Handler<Q, R> replacement) {
    return new Endpoint<>(
        method,
        path,
        request,
        response,
        status,
        access,
        tag,
        summary,
        description,
        replacement,
        gate);
  }

  public static <R> Endpoint<Void, R> get(
      String path, String tag, String summary, Class<R> response, Handler<Void, R> handler) {
    return new Endpoint<>(
        "GET", path, Void.class, response, 200, Access.PUBLIC, tag, summary, "", handler);
  }

  /** The same route answering {@code status} on success (201 created, 202 accepted). */
  public Endpoint<Q, R> status(int status) {
    return new Endpoint<>(
        method, path, request, response, status, access, tag, summary, description, handler, gate);
  }

  /** The same route with a longer description for the documentation. */
  public Endpoint<Q, R> describe(String description) {
    return new Endpoint<>(
        method, path, request, response, status, access, tag, summary, description, handler, gate);
  }

  /** The same route behind {@code gate}, checked before the body is bound. */
  public Endpoint<Q, R> gated(Gate gate) {
    return new Endpoint<>(
        method, path, request, response, status, access, tag, summary, description, handler, gate);
  }

  public boolean hasBody() {
    return request != Void.class;
  }

  /** Whether the request is {@code multipart/form-data} (a {@link MultipartRequest}). */
  public boolean multipart() {
    return MultipartRequest.class.isAssignableFrom(request);
  }
}
