package dev.assistantmemory.server.http;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;
import io.javalin.http.Context;

/** What a handler may ask of the request beyond its body: access scope, and a different status. */
public final class Call {
  private final Context ctx;
  private final AccessScope access;
  private Integer status;

  Call(Context ctx, AccessScope access) {
    this.ctx = ctx;
    this.access = access;
  }

  /** The {@code x-memory-access-scope} of the request (checked at the boundary). */
  public AccessScope access() {
    return access;
  }

  /** The reach of a read or an object mutation: user, {@code partitionKey}, access scope. */
  public ReadScope scope(UserRequest request) {
    return ReadScope.of(request.userId(), request.partitionKey(), access);
  }

  /** Answers with this status instead of the route's declared one (e.g. 200 for a duplicate). */
  public void status(int status) {
    this.status = status;
  }

  Integer statusOverride() {
    return status;
  }

  Context context() {
    return ctx;
  }
}
