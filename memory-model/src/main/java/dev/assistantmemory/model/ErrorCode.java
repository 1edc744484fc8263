package dev.assistantmemory.model;

/**
 * The one table of error codes. Every edge (HTTP problem+json, MCP tool results, CLI exit codes,
 * the Java client) derives its answer from this table, so a code means the same thing everywhere.
 */
public enum ErrorCode {
  VALIDATION_FAILED(400, "Bad Request"),
  BAD_REQUEST(400, "Bad Request"),
  INVALID_ACCESS_SCOPE(400, "Bad Request"),
  MALFORMED_JSON(400, "Bad Request"),
  INVALID_OBJECT_VALUE(400, "Bad Request"),
  INVALID_REATTRIBUTION(400, "Bad Request"),
  /** A metric reading was refused; {@code data} carries the per-row errors. */
  METRIC_OBSERVATION_REJECTED(400, "Bad Request"),
  UNAUTHORIZED(401, "Unauthorized"),
  FORBIDDEN(403, "Forbidden"),
  HOST_NOT_ALLOWED(403, "Forbidden"),
  ORIGIN_NOT_ALLOWED(403, "Forbidden"),
  NOT_FOUND(404, "Not Found"),
  METHOD_NOT_ALLOWED(405, "Method Not Allowed"),
  SOURCE_VERSION_CONFLICT(409, "Conflict"),
  SOURCE_TOMBSTONED(409, "Conflict"),
  SOURCE_IDENTITY_RETIRED(409, "Conflict"),
  PARTITION_UNAUTHORIZED(409, "Conflict"),
  RETRY_REFUSED(409, "Conflict"),
  WRITE_REFUSED(409, "Conflict"),
  MERGE_REFUSED(409, "Conflict"),
  CLAIM_NOT_ACTIVE(409, "Conflict"),
  REATTRIBUTION_REFUSED(409, "Conflict"),
  METRIC_SLUG_TAKEN(409, "Conflict"),
  NODES_NOT_FOUND(422, "Unprocessable Entity"),
  PAYLOAD_TOO_LARGE(413, "Payload Too Large"),
  HEADERS_TOO_LARGE(431, "Request Header Fields Too Large"),
  UNSUPPORTED_MEDIA_TYPE(415, "Unsupported Media Type"),
  STORE_UNAVAILABLE(503, "Service Unavailable"),
  EMBEDDER_UNAVAILABLE(503, "Service Unavailable"),
  INTERNAL_ERROR(500, "Internal Server Error");

  private final int httpStatus;
  private final String title;

  ErrorCode(int httpStatus, String title) {
    this.httpStatus = httpStatus;
    this.title = title;
  }

  public int httpStatus() {
    return httpStatus;
  }

  public String title() {
    return title;
  }

  /** True when the caller caused the error (4xx): such errors must never be logged as failures. */
  public boolean isClientError() {
    return httpStatus >= 400 && httpStatus < 500;
  }
}
