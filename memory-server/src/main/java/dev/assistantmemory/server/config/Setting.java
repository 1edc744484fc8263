package dev.assistantmemory.server.config;

/**
 * One configuration setting: its key in YAML (dotted for nesting), its environment variable, its
 * default.
 */
public enum Setting {
  HOST("host", "MEMORY_HOST", "127.0.0.1"),
  PORT("port", "MEMORY_PORT", "8470"),
  DATA_DIR("dataDir", "MEMORY_DATA_DIR", null),
  DB_URL("db.url", "MEMORY_DB_URL", null),
  DB_POOL_SIZE("db.poolSize", "MEMORY_DB_POOL_SIZE", "10"),
  RUN_MIGRATIONS("db.runMigrations", "RUN_MIGRATIONS", "false"),
  WORKERS("workers", "MEMORY_WORKERS", "2"),
  MAX_ATTEMPTS("jobs.maxAttempts", "MEMORY_JOBS_MAX_ATTEMPTS", "5"),
  LEASE_SECONDS("jobs.leaseSeconds", "MEMORY_JOBS_LEASE_SECONDS", "30"),
  MAX_REQUEST_BYTES("http.maxRequestBytes", "MEMORY_HTTP_MAX_REQUEST_BYTES", "10485760"),
  /** Upload limit of POST /ingest/file (CONTRACT section 14); larger files answer 413. */
  INGEST_FILE_MAX_BYTES("ingest.fileMaxBytes", "INGEST_FILE_MAX_BYTES", "52428800"),
  /** Where the original bytes of files go: {@code local} (the data directory) or {@code s3}. */
  SOURCE_BLOB_STORE("blobs.store", "SOURCE_BLOB_STORE", "local"),
  /** S3-compatible endpoint: a host name (with MINIO_PORT, MINIO_USE_SSL) or a full URL. */
  MINIO_ENDPOINT("blobs.s3.endpoint", "MINIO_ENDPOINT", null),
  MINIO_PORT("blobs.s3.port", "MINIO_PORT", null),
  MINIO_USE_SSL("blobs.s3.useSsl", "MINIO_USE_SSL", "false"),
  MINIO_ACCESS_KEY("blobs.s3.accessKey", "MINIO_ACCESS_KEY", null),
  MINIO_SECRET_KEY("blobs.s3.secretKey", "MINIO_SECRET_KEY", null),
  SOURCES_BUCKET("blobs.s3.bucket", "SOURCES_BUCKET", null),
  SOURCE_BLOB_S3_REGION("blobs.s3.region", "SOURCE_BLOB_S3_REGION", "us-east-1"),
  /** Path-style URLs (endpoint/bucket/key), as MinIO and most self-hosted servers expect. */
  SOURCE_BLOB_S3_PATH_STYLE("blobs.s3.pathStyle", "SOURCE_BLOB_S3_PATH_STYLE", "true"),
  /** Deadline of one blob PUT (CONTRACT section 14); past it the outcome is unknown. */
  SOURCE_BLOB_UPLOAD_TIMEOUT_MS("blobs.uploadTimeoutMs", "SOURCE_BLOB_UPLOAD_TIMEOUT_MS", "60000"),
  /** How often the cleanup observes uploads of unknown outcome (their objects are deleted). */
  SOURCE_BLOB_CLEANUP_INTERVAL_MS(
      "blobs.cleanupIntervalMs", "SOURCE_BLOB_CLEANUP_INTERVAL_MS", "60000"),
  /** The OCR command for image-only PDFs and images; empty switches OCR off. */
  OCR_COMMAND("ocr.command", "MEMORY_OCR_COMMAND", "tesseract"),
  /** Tesseract languages (those installed are used). */
  OCR_LANGUAGES("ocr.languages", "MEMORY_OCR_LANGUAGES", "eng+nld"),
  ALLOWED_HOSTS("http.allowedHosts", "MEMORY_ALLOWED_HOSTS", ""),
  ALLOWED_ORIGINS("http.allowedOrigins", "MEMORY_ALLOWED_ORIGINS", ""),
  /** Serve without API keys on a non-loopback host (otherwise refused at startup). */
  INSECURE_NO_AUTH("http.insecureNoAuth", "MEMORY_INSECURE_NO_AUTH", "false"),
  /**
   * Seconds without index writes after which the index folds its segments into one, when that pays
   * (IndexTailer, SegmentFolder); 0 never folds.
   */
  INDEX_FOLD_IDLE_SECONDS("index.foldIdleSeconds", "MEMORY_INDEX_FOLD_IDLE_SECONDS", "5"),
  EMBEDDING_PROVIDER("embedding.provider", "MEMORY_EMBEDDING_PROVIDER", "local"),
  EMBEDDING_MODEL("embedding.model", "MEMORY_EMBEDDING_MODEL", "all-minilm-l6-v2-q"),
  EMBEDDING_BASE_URL("embedding.baseUrl", "MEMORY_EMBEDDING_BASE_URL", null),
  EMBEDDING_API_KEY("embedding.apiKey", "MEMORY_EMBEDDING_API_KEY", null),
  EMBEDDING_DIMENSION("embedding.dimension", "MEMORY_EMBEDDING_DIMENSION", null),
  EXTRACTION("extraction", "MEMORY_EXTRACTION", "on"),
  LLM_BASE_URL("llm.baseUrl", "MEMORY_LLM_BASE_URL", null),
  LLM_MODEL("llm.model", "MEMORY_LLM_MODEL", null),
  LLM_API_KEY("llm.apiKey", "MEMORY_LLM_API_KEY", null),
  LLM_TIMEOUT_MS("llm.timeoutMs", "MEMORY_LLM_TIMEOUT_MS", "30000"),
  LLM_MAX_ATTEMPTS("llm.maxAttempts", "MEMORY_LLM_MAX_ATTEMPTS", "3"),
  /** List the raw edit tools (update_node, delete_node) to MCP hosts. */
  MCP_RAW_EDIT_TOOLS("mcp.rawEditTools", "MEMORY_MCP_RAW_EDIT_TOOLS", "true"),
  /** The user a stdio MCP process acts for when a tool call names none. */
  MCP_USER("mcp.user", "MEMORY_MCP_USER", null),
  /** The API key a stdio MCP process presents to a running service it forwards to. */
  MCP_API_KEY("mcp.apiKey", "MEMORY_MCP_API_KEY", null),
  /**
   * The bearer token of the partition maintenance routes (CONTRACT.md 10.2), never an API key;
   * unset switches those routes off (503).
   */
  PARTITION_MAINTENANCE_TOKEN("maintenance.token", "PARTITION_MAINTENANCE_TOKEN", null);

  private final String key;
  private final String env;
  private final String defaultValue;

  Setting(String key, String env, String defaultValue) {
    this.key = key;
    this.env = env;
    this.defaultValue = defaultValue;
  }

  public String key() {
    return key;
  }

  public String env() {
    return env;
  }

  public String defaultValue() {
    return defaultValue;
  }
}
