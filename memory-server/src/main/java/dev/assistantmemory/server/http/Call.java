package dev.assistantmemory.server.http;

import dev.assistantmemory.core.access.AccessScope;
import dev.assistantmemory.core.access.ReadScope;

/**
 * What a handler may ask of the request beyond its body: access scope, and a different status.
 * Independent of the transport, so the same handler serves REST and MCP tool calls.
 */
public final class Call {
  private final AccessScope access;
  private final Upload upload;
  private final String authorization;
  private Integer status;

  public Call(AccessScope access) {
    this(access, null, null);
  }

  /** A call carrying the file part of a multipart request. */
  public Call(AccessScope access, Upload upload) {
    this(access, upload, null);
  }

  /**
   * A call with its {@code Authorization} header (null when absent or not over HTTP): only the
   * maintenance routes read it, for their own token.
   */
  public Call(AccessScope access, Upload upload, String authorization) {
    this.access = access;
    this.upload = upload;
    this.authorization = authorization;
  }

  /** The request's {@code Authorization} header, or null. */
  public String authorization() {
    return authorization;
  }

  /** The file part of a {@link MultipartRequest} (null for JSON requests). */
  public Upload upload() {
    return upload;
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

  /** The status a handler asked for instead of the route's own, or null. */
  public Integer statusOverride() {
    return status;
  }
}
