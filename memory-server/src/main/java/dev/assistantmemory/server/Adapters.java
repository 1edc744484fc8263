package dev.assistantmemory.server;

import dev.assistantmemory.core.blob.BlobStore;
import dev.assistantmemory.core.blob.LocalBlobStore;
import dev.assistantmemory.core.embed.Embedder;
import dev.assistantmemory.core.extract.Extractor;
import dev.assistantmemory.embed.LocalOnnxEmbedder;
import dev.assistantmemory.embed.OpenAiCompatibleEmbedder;
import dev.assistantmemory.extract.Extractors;
import dev.assistantmemory.extract.llm.OpenAiChatExtractor;
import dev.assistantmemory.server.config.ConfigException;
import dev.assistantmemory.server.config.MemoryConfig;
import dev.assistantmemory.server.config.Setting;
import dev.assistantmemory.server.http.HttpApi;
import dev.assistantmemory.store.jdbc.JdbiMemoryStore;
import java.time.Duration;

/**
 * The outer parts the configuration names (store, embedder, extractor, blob store), each made from
 * its settings; the composition root ({@link MemoryApplication}) wires them together.
 */
public final class Adapters {
  private Adapters() {}

  /**
   * The extractor the configuration names: the offline rule-based one (behind the learned
   * components, {@link Extractors#offline}) by default; with {@code MEMORY_LLM_BASE_URL} and {@code
   * MEMORY_LLM_MODEL} an OpenAI-compatible chat endpoint, falling back to the rules whenever it
   * fails.
   */
  public static Extractor extractor(MemoryConfig config) {
    // the rules behind the learned components (stop 38: higher task recall on blind text)
    Extractor rules = Extractors.offline();
    String base = config.get(Setting.LLM_BASE_URL);
    if (base == null || base.isBlank()) {
      return rules;
    }
    String model = config.get(Setting.LLM_MODEL);
    if (model == null || model.isBlank()) {
      throw new ConfigException("llm.model (MEMORY_LLM_MODEL) is required with llm.baseUrl");
    }
    return new OpenAiChatExtractor(
        base,
        model,
        config.get(Setting.LLM_API_KEY),
        Duration.ofMillis(config.getInt(Setting.LLM_TIMEOUT_MS)),
        config.getInt(Setting.LLM_MAX_ATTEMPTS),
        Duration.ofMillis(500),
        rules);
  }

  /**
   * The store the configuration names: PostgreSQL when {@code MEMORY_DB_URL} is set, else the
   * SQLite file in the data directory.
   */
  public static JdbiMemoryStore openStore(MemoryConfig config, boolean migrateAtOpen) {
    return openStore(config, migrateAtOpen, false);
  }

  /**
   * As {@link #openStore(MemoryConfig, boolean)}; with {@code sqliteInBackground} the SQLite
   * migrations run on a thread of their own (see {@link JdbiMemoryStore#awaitSchema()}).
   */
  static JdbiMemoryStore openStore(
      MemoryConfig config, boolean migrateAtOpen, boolean sqliteInBackground) {
    String url = config.get(Setting.DB_URL);
    if (url == null || url.isBlank()) {
      return JdbiMemoryStore.openSqlite(
          config.dataDir().resolve("memory.db"), 4, sqliteInBackground);
    }
    if (!url.startsWith("jdbc:postgresql:")) {
      throw new ConfigException("db.url (MEMORY_DB_URL) must be a jdbc:postgresql: URL");
    }
    JdbiMemoryStore.MigrationMode mode =
        migrateAtOpen
            ? JdbiMemoryStore.MigrationMode.AT_OPEN
            : Boolean.parseBoolean(config.get(Setting.RUN_MIGRATIONS))
                ? JdbiMemoryStore.MigrationMode.ON_FIRST_REQUEST
                : JdbiMemoryStore.MigrationMode.NEVER;
    return JdbiMemoryStore.openPostgres(url, config.getInt(Setting.DB_POOL_SIZE), mode);
  }

  public static Embedder embedder(MemoryConfig config) {
    String provider = config.get(Setting.EMBEDDING_PROVIDER);
    return switch (provider) {
      case "local" -> new LocalOnnxEmbedder(config.get(Setting.EMBEDDING_MODEL));
      case "openai" -> {
        if (config.get(Setting.EMBEDDING_BASE_URL) == null
            || config.get(Setting.EMBEDDING_DIMENSION) == null) {
          throw new ConfigException(
              "embedding.provider=openai needs embedding.baseUrl "
                  + "(MEMORY_EMBEDDING_BASE_URL) and embedding.dimension (MEMORY_EMBEDDING_DIMENSION)");
        }
        yield new OpenAiCompatibleEmbedder(
            config.get(Setting.EMBEDDING_BASE_URL),
            config.get(Setting.EMBEDDING_MODEL),
            config.get(Setting.EMBEDDING_API_KEY),
            config.getInt(Setting.EMBEDDING_DIMENSION),
            Duration.ofSeconds(10));
      }
      default ->
          throw new ConfigException(
              "embedding.provider (MEMORY_EMBEDDING_PROVIDER) must be 'local' or 'openai', got '"
                  + provider
                  + "'");
    };
  }

  /**
   * The blob store the configuration names: the local folder {@code <dataDir>/blobs} by default, or
   * an S3-compatible bucket ({@code SOURCE_BLOB_STORE=s3}), checked (and made when missing) here.
   */
  public static BlobStore blobStore(MemoryConfig config) {
    LocalBlobStore local = new LocalBlobStore(config.dataDir().resolve("blobs"));
    String kind = config.get(Setting.SOURCE_BLOB_STORE);
    if ("local".equals(kind)) {
      return local;
    }
    if (!"s3".equals(kind)) {
      throw new ConfigException(
          "blobs.store (SOURCE_BLOB_STORE) must be 'local' or 's3', got '" + kind + "'");
    }
    long timeoutMs = config.getLong(Setting.SOURCE_BLOB_UPLOAD_TIMEOUT_MS);
    if (timeoutMs < 1) {
      throw new ConfigException(
          "blobs.uploadTimeoutMs (SOURCE_BLOB_UPLOAD_TIMEOUT_MS) must be at least 1");
    }
    return new dev.assistantmemory.server.blob.S3BlobStore(
            new dev.assistantmemory.server.blob.S3BlobStore.Options(
                s3Endpoint(config),
                required(config, Setting.SOURCES_BUCKET),
                config.get(Setting.SOURCE_BLOB_S3_REGION),
                required(config, Setting.MINIO_ACCESS_KEY),
                required(config, Setting.MINIO_SECRET_KEY),
                config.getBoolean(Setting.SOURCE_BLOB_S3_PATH_STYLE),
                Duration.ofMillis(timeoutMs)),
            config.dataDir().resolve("blobs").resolve("tmp"),
            local)
        .checkBucket();
  }

  /** MINIO_ENDPOINT as a URL, or a host completed by MINIO_USE_SSL and MINIO_PORT. */
  static java.net.URI s3Endpoint(MemoryConfig config) {
    String endpoint = required(config, Setting.MINIO_ENDPOINT).trim();
    if (endpoint.startsWith("http://") || endpoint.startsWith("https://")) {
      return java.net.URI.create(endpoint);
    }
    boolean ssl = config.getBoolean(Setting.MINIO_USE_SSL);
    String port = config.get(Setting.MINIO_PORT);
    return java.net.URI.create(
        (ssl ? "https://" : "http://")
            + endpoint
            + (port == null || port.isBlank() ? "" : ":" + port.trim()));
  }

  private static String required(MemoryConfig config, Setting s) {
    String v = config.get(s);
    if (v == null || v.isBlank()) {
      throw new ConfigException(
          s.key() + " (" + s.env() + ") is required with SOURCE_BLOB_STORE=s3");
    }
    return v;
  }

  /** The REST edge's options: where it listens, the host and origin allowlists, request limits. */
  static HttpApi.Options httpOptions(MemoryConfig config) {
    return new HttpApi.Options(
        config.get(Setting.HOST),
        config.getInt(Setting.PORT),
        config.getLong(Setting.MAX_REQUEST_BYTES),
        list(config.get(Setting.ALLOWED_HOSTS)),
        list(config.get(Setting.ALLOWED_ORIGINS)),
        config.getLong(Setting.INGEST_FILE_MAX_BYTES));
  }

  private static java.util.Set<String> list(String commaSeparated) {
    java.util.Set<String> out = new java.util.LinkedHashSet<>();
    if (commaSeparated != null) {
      for (String part : commaSeparated.split(",")) {
        if (!part.isBlank()) {
          out.add(part.trim());
        }
      }
    }
    return out;
  }
}
