package dev.assistantmemory.model;

/**
 * The one table of error codes. Every edge (HTTP problem+json, MCP tool results, receipts, CLI exit
 * codes, the Java client) derives its answer from this table, so a code means the same thing
 * everywhere.
 *
 * <p>Each code says, in one row:
 *
 * <ul>
 *   <li>{@link #kind()}: where it is reported: {@link Kind#REQUEST} errors answer a request
 *       (problem+json, a tool result, an exception to the caller); {@link Kind#RECEIPT} codes are
 *       the {@code errorCode} of a failed processing receipt (asynchronous work); {@link
 *       Kind#COMMAND} codes only end a CLI command.
 *   <li>{@link #httpStatus()}: the HTTP status of a request error; for receipt and command codes
 *       the status an edge would use should it ever answer with one (a receipt itself is read with
 *       200).
 *   <li>{@link #exitCode()}: the process exit status a CLI command ends with when this code stops
 *       it: {@code 1} failure, {@code 2} usage (the caller's mistake), {@code 3} configuration,
 *       {@code 4} ran to the end but some input was refused. Success is {@code 0} and has no code.
 * </ul>
 *
 * <p>The names are the wire strings ({@code "errorCode": "EXTRACTION_FAILED"}): never rename one.
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
  /** A partition maintenance route without the right bearer PARTITION_MAINTENANCE_TOKEN. */
  PARTITION_MAINTENANCE_UNAUTHORIZED(401, "Unauthorized"),
  FORBIDDEN(403, "Forbidden"),
  HOST_NOT_ALLOWED(403, "Forbidden"),
  ORIGIN_NOT_ALLOWED(403, "Forbidden"),
  NOT_FOUND(404, "Not Found"),
  METHOD_NOT_ALLOWED(405, "Method Not Allowed"),
  SOURCE_VERSION_CONFLICT(409, "Conflict"),
  SOURCE_TOMBSTONED(409, "Conflict"),
  SOURCE_IDENTITY_RETIRED(409, "Conflict"),
  /** The source is not in the partition the caller expected (data.current). */
  SOURCE_PARTITION_CONFLICT(409, "Conflict"),
  /** A source-lifecycle command cannot apply (data.reason: command_id_reused, source_purged, …). */
  LIFECYCLE_REFUSED(409, "Conflict"),
  /** A key that is not a registered partition of a migrating user (CONTRACT.md 3). */
  PARTITION_UNAUTHORIZED(409, "Conflict"),
  /** A strict call without partitionKey for a user whose partition migration started. */
  PARTITION_REQUIRED(409, "Conflict"),
  /** A partitionKey for a user whose partition migration has not started. */
  PARTITION_MIGRATION_REQUIRED(409, "Conflict"),
  /** The migration fence is not in the expected state or version (data.current). */
  MIGRATION_STATE_CONFLICT(409, "Conflict"),
  /** A reclassification cannot apply (data.reason: binding_generation_reused, …). */
  RECLASSIFICATION_REFUSED(409, "Conflict"),
  RETRY_REFUSED(409, "Conflict"),
  WRITE_REFUSED(409, "Conflict"),
  MERGE_REFUSED(409, "Conflict"),
  CLAIM_NOT_ACTIVE(409, "Conflict"),
  /**
   * A deletion would leave a Task without an active status (data.name: TaskStatusRequiredError,
   * claimId, taskId): dismiss it or set another status instead.
   */
  TASK_STATUS_REQUIRED(409, "Conflict"),
  REATTRIBUTION_REFUSED(409, "Conflict"),
  METRIC_SLUG_TAKEN(409, "Conflict"),
  PARTITIONED_CLEANUP_UNSUPPORTED(409, "Conflict"),
  NODES_NOT_FOUND(422, "Unprocessable Entity"),
  PAYLOAD_TOO_LARGE(413, "Payload Too Large"),
  HEADERS_TOO_LARGE(431, "Request Header Fields Too Large"),
  UNSUPPORTED_MEDIA_TYPE(415, "Unsupported Media Type"),
  STORE_UNAVAILABLE(503, "Service Unavailable"),
  /**
   * A partition maintenance route (CONTRACT.md 10.2) was called while PARTITION_MAINTENANCE_TOKEN
   * is not configured.
   */
  PARTITION_MAINTENANCE_UNAVAILABLE(503, "Service Unavailable"),
  EMBEDDER_UNAVAILABLE(503, "Service Unavailable"),
  INTERNAL_ERROR(500, "Internal Server Error"),

  // Receipt codes: the errorCode of a failed processing receipt.
  /** Processing (extraction) failed on every allowed attempt, or no handler could run it. */
  EXTRACTION_FAILED(500, "Internal Server Error", 1, Kind.RECEIPT),
  /** The content could not be read as its declared type; retrying cannot help. */
  UNREADABLE_CONTENT(422, "Unprocessable Entity", 4, Kind.RECEIPT),
  /** A newer revision of the source replaced this operation before it finished. */
  SUPERSEDED_OPERATION(409, "Conflict", 4, Kind.RECEIPT),
  /** The source was purged before its processing finished. */
  SOURCE_PURGED(410, "Gone", 4, Kind.RECEIPT),
  /** The receipt says queued/processing but its job ended failed (read-time view). */
  PROCESSING_INTERRUPTED(500, "Internal Server Error", 1, Kind.RECEIPT),

  // Command codes: only ever end a CLI command.
  /** The configuration is invalid or refuses to start (for example a non-loopback bind). */
  CONFIG_INVALID(500, "Internal Server Error", 3, Kind.COMMAND),
  /** The command ran to the end, but some of its input was refused or invalid. */
  COMMAND_INCOMPLETE(422, "Unprocessable Entity", 4, Kind.COMMAND);

  /** Where a code is reported. */
  public enum Kind {
    /** Answers a request: problem+json, a tool result, an exception to the caller. */
    REQUEST,
    /** The errorCode of a failed processing receipt. */
    RECEIPT,
    /** Only ends a CLI command. */
    COMMAND
  }

  /** Exit status of a command that succeeded; success has no error code. */
  public static final int EXIT_SUCCESS = 0;

  /** Exit status of a command stopped by a client (4xx) request error: a usage error. */
  private static final int EXIT_USAGE = 2;

  /** Exit status of a command stopped by a server (5xx) request error. */
  private static final int EXIT_FAILURE = 1;

  private final int httpStatus;
  private final String title;
  private final int exitCode;
  private final Kind kind;

  /** A request error: a 4xx ends a command as a usage error (2), anything else as a failure (1). */
  ErrorCode(int httpStatus, String title) {
    this(
        httpStatus,
        title,
        httpStatus >= 400 && httpStatus < 500 ? EXIT_USAGE : EXIT_FAILURE,
        Kind.REQUEST);
  }

  ErrorCode(int httpStatus, String title, int exitCode, Kind kind) {
    this.httpStatus = httpStatus;
    this.title = title;
    this.exitCode = exitCode;
    this.kind = kind;
  }

  public int httpStatus() {
    return httpStatus;
  }

  public String title() {
    return title;
  }

  /** The process exit status a CLI command ends with when this code stops it (1..4). */
  public int exitCode() {
    return exitCode;
  }

  public Kind kind() {
    return kind;
  }

  /** True for the codes a failed processing receipt carries as its {@code errorCode}. */
  public boolean receipt() {
    return kind == Kind.RECEIPT;
  }

  /** True when the caller caused the error (4xx): such errors must never be logged as failures. */
  public boolean isClientError() {
    return httpStatus >= 400 && httpStatus < 500;
  }
}
