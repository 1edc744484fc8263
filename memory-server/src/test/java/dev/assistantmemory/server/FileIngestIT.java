package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.convert.TesseractOcr;
import dev.assistantmemory.core.auth.ApiKeys;
import dev.assistantmemory.core.auth.KeyScope;
import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;

/**
 * POST /ingest/file (CONTRACT.md 4.2) over real HTTP: each format is stored, converted by the
 * worker and found by search; unreadable files end failed/UNREADABLE_CONTENT with the source and
 * its blob kept; 413, 415 and 400 write nothing; another user sees no receipt or source.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FileIngestIT {
  static final long MAX_FILE_BYTES = 200_000;

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.INGEST_FILE_MAX_BYTES, Long.toString(MAX_FILE_BYTES));

  static final Path SAMPLES =
      Path.of("..", "memory-convert", "src", "test", "resources", "samples");

  TestServer server;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  protected static Map<Setting, String> settings() {
    return Map.of(Setting.INGEST_FILE_MAX_BYTES, Long.toString(MAX_FILE_BYTES));
  }

  @ParameterizedTest
  @CsvSource({
    "report.pdf, application/pdf, aubergine",
    "report.docx, application/vnd.openxmlformats-officedocument.wordprocessingml.document,"
        + " kumquat",
    "report.doc, application/msword, rutabaga",
    "report.rtf, application/rtf, persimmon",
    "report.html, text/html, tamarind",
    "report.md, text/markdown, mangosteen"
  })
  void eachFormatIsConvertedAndFoundBySearch(String file, String mime, String token)
      throws IOException {
    String user = "u-file-" + token;
    Response r = upload(user, file, mime, Map.of());
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    assertThat(r.body().path("message").asString()).startsWith("File accepted");
    String sourceId = r.body().path("sourceId").asString();
    JsonNode receipt =
        server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    assertThat(receipt.path("status").asString()).as(receipt.toString()).isEqualTo("completed");
    assertThat(receipt.path("errorCode").isNull()).isTrue();

    JsonNode hits =
        IngestSearchIT.sourceHits(
            server
                .post("/query/search", IngestSearchIT.search(user, token + " shipment"))
                .body()
                .path("sourceChunks"));
    assertThat(hits).isNotEmpty();
    assertThat(hits.get(0).path("item").path("sourceId").asString()).isEqualTo(sourceId);
    assertThat(hits.get(0).path("item").path("excerpt").asString())
        .contains(token)
        .doesNotContain("<p>");

    JsonNode source = getSource(user, sourceId);
    assertThat(source.path("title").asString()).isEqualTo(file);
    assertThat(source.path("content").path("text").asString())
        .contains("Repaint the signal mast")
        .contains("Zeezicht");
    assertThat(blobCount()).isPositive();
  }

  @Test
  void htmlDocumentsGoThroughTheSameConversion() {
    String user = "u-html-doc";
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("id", "page-1");
    doc.put(
        "content",
        "<html><body><h1>Garden plan</h1><p>Plant the <b>quince</b> tree by the shed.</p>"
            + "<script>var tracking = 'zzzscript';</script></body></html>");
    doc.put("contentType", "html");
    Response r = server.post("/ingest/document", Map.of("userId", user, "document", doc));
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    JsonNode hits =
        IngestSearchIT.sourceHits(
            server
                .post("/query/search", IngestSearchIT.search(user, "quince tree"))
                .body()
                .path("sourceChunks"));
    assertThat(hits).hasSize(1);
    assertThat(hits.get(0).path("item").path("excerpt").asString())
        .contains("Plant the **quince** tree")
        .doesNotContain("<b>")
        .doesNotContain("zzzscript");
    JsonNode content = getSource(user, r.body().path("sourceId").asString()).path("content");
    assertThat(content.path("format").asString()).isEqualTo("markdown");
    assertThat(content.path("text").asString())
        .contains("# Garden plan")
        .contains("Plant the **quince** tree")
        .doesNotContain("<b>")
        .doesNotContain("zzzscript");
  }

  @Test
  void corruptPdfFailsUnreadableAndKeepsTheSourceAndBlob() throws IOException {
    String user = "u-corrupt";
    Response r = upload(user, "corrupt.pdf", "application/pdf", Map.of("title", "Broken scan"));
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    JsonNode receipt =
        server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    assertThat(receipt.path("status").asString()).isEqualTo("failed");
    assertThat(receipt.path("stage").asString()).isEqualTo("content");
    assertThat(receipt.path("errorCode").asString()).isEqualTo("UNREADABLE_CONTENT");
    assertThat(receipt.path("errorMessage").asString()).contains("not a readable PDF");
    String sourceId = r.body().path("sourceId").asString();
    JsonNode source = getSource(user, sourceId);
    assertThat(source.path("sourceId").asString()).isEqualTo(sourceId);
    assertThat(source.path("title").asString()).isEqualTo("Broken scan");
    assertThat(listedSourceIds(user)).contains(sourceId);
    assertThat(blobFor(Files.readAllBytes(SAMPLES.resolve("corrupt.pdf")))).exists();
  }

  @Test
  void imageOnlyPdfIsReadByOcrOrFailsSayingOcrIsMissing() {
    String user = "u-scan";
    Response r = upload(user, "scan.pdf", "application/pdf", Map.of());
    assertThat(r.status()).as(r.raw()).isEqualTo(202);
    JsonNode receipt =
        server.awaitProcessed(
            user, r.body().path("ingestionOperationId").asString(), Duration.ofSeconds(180));
    String sourceId = r.body().path("sourceId").asString();
    assertThat(listedSourceIds(user)).contains(sourceId);
    boolean ocr = new TesseractOcr("tesseract", "eng+nld", Duration.ofSeconds(30)).available();
    if (ocr) {
      assertThat(receipt.path("status").asString()).isEqualTo("completed");
      JsonNode hits =
          IngestSearchIT.sourceHits(
              server
                  .post("/query/search", IngestSearchIT.search(user, "invoice Rotterdam"))
                  .body()
                  .path("sourceChunks"));
      assertThat(hits).isNotEmpty();
      assertThat(hits.get(0).path("item").path("sourceId").asString()).isEqualTo(sourceId);
    } else {
      assertThat(receipt.path("status").asString()).isEqualTo("failed");
      assertThat(receipt.path("errorCode").asString()).isEqualTo("UNREADABLE_CONTENT");
      assertThat(receipt.path("errorMessage").asString()).contains("OCR is not installed");
    }
  }

  @Test
  void identicalResendReusesTheSourceAndReceipt() {
    String user = "u-resend";
    Map<String, String> parts = Map.of("externalId", "vault/report.md");
    Response first = upload(user, "report.md", "text/markdown", parts);
    assertThat(first.status()).isEqualTo(202);
    server.awaitProcessed(user, first.body().path("ingestionOperationId").asString());
    Response again = upload(user, "report.md", "text/markdown", parts);
    assertThat(again.status()).as(again.raw()).isEqualTo(200);
    assertThat(again.body().path("sourceId").asString())
        .isEqualTo(first.body().path("sourceId").asString());
    assertThat(again.body().path("ingestionOperationId").asString())
        .isEqualTo(first.body().path("ingestionOperationId").asString());
  }

  @Test
  void anIdenticalFileUnderANewFilenameRefreshesTheTitleWithoutReprocessing() throws IOException {
    String user = "u-rename";
    byte[] bytes = Files.readAllBytes(SAMPLES.resolve("report.md"));
    Map<String, String> parts = Map.of("externalId", "vault/minutes");
    Response first = uploadBytes(user, "minutes-draft.md", "text/markdown", bytes, parts);
    assertThat(first.status()).as(first.raw()).isEqualTo(202);
    String op = first.body().path("ingestionOperationId").asString();
    server.awaitProcessed(user, op);
    String sourceId = first.body().path("sourceId").asString();
    assertThat(getSource(user, sourceId).path("title").asString()).isEqualTo("minutes-draft.md");

    Response renamed = uploadBytes(user, "minutes-final.md", "text/markdown", bytes, parts);
    assertThat(renamed.status()).as(renamed.raw()).isEqualTo(200);
    assertThat(renamed.body().path("message").asString()).contains("without re-processing");
    assertThat(renamed.body().path("sourceId").asString()).isEqualTo(sourceId);
    assertThat(renamed.body().path("ingestionOperationId").asString()).isEqualTo(op);
    assertThat(getSource(user, sourceId).path("title").asString()).isEqualTo("minutes-final.md");

    // An explicit title wins over the filename, and a replay with the same one changes nothing.
    Map<String, String> titled = Map.of("externalId", "vault/minutes", "title", "Board minutes");
    Response retitled = uploadBytes(user, "minutes-final.md", "text/markdown", bytes, titled);
    assertThat(retitled.status()).as(retitled.raw()).isEqualTo(200);
    assertThat(getSource(user, sourceId).path("title").asString()).isEqualTo("Board minutes");
    Response same = uploadBytes(user, "minutes-final.md", "text/markdown", bytes, titled);
    assertThat(same.body().path("message").asString()).contains("nothing to do");
  }

  @Test
  void tooLargeIs413AndWritesNothing() throws IOException {
    String user = "u-large";
    long blobs = blobCount();
    byte[] big = new byte[(int) MAX_FILE_BYTES + 10];
    java.util.Arrays.fill(big, (byte) 'a');
    Response r = uploadBytes(user, "big.txt", "text/plain", big, Map.of());
    assertThat(r.status()).as(r.raw()).isEqualTo(413);
    assertThat(r.body().path("code").asString()).isEqualTo("PAYLOAD_TOO_LARGE");
    // Far over the limit: refused from Content-Length alone, before any of the body is sent.
    RawHttp.Reply early =
        RawHttp.send(
            server.app().port(),
            "POST",
            "/ingest/file",
            Map.of(
                "Content-Type",
                "multipart/form-data; boundary=xyz",
                "Content-Length",
                Long.toString(MAX_FILE_BYTES + 2_000_000)),
            null);
    assertThat(early.status()).as(early.body()).isEqualTo(413);
    assertThat(early.json().path("code").asString()).isEqualTo("PAYLOAD_TOO_LARGE");
    assertThat(blobCount()).isEqualTo(blobs);
    assertThat(listedSourceIds(user)).isEmpty();
  }

  @Test
  void unsupportedTypeIs415AndWritesNothing() throws IOException {
    String user = "u-zip";
    long blobs = blobCount();
    Response r =
        uploadBytes(
            user, "archive.zip", "application/zip", "PK\u0003\u0004zip".getBytes(), Map.of());
    assertThat(r.status()).as(r.raw()).isEqualTo(415);
    assertThat(r.body().path("code").asString()).isEqualTo("UNSUPPORTED_MEDIA_TYPE");
    Response declared =
        uploadBytes(
            user,
            "report.pdf",
            "application/pdf",
            "%PDF".getBytes(),
            Map.of("mimeType", "video/mp4"));
    assertThat(declared.status()).as(declared.raw()).isEqualTo(415);
    assertThat(blobCount()).isEqualTo(blobs);
    assertThat(listedSourceIds(user)).isEmpty();
  }

  @Test
  void missingOrEmptyFileOrNotMultipartIs400() throws IOException {
    String user = "u-bad";
    long blobs = blobCount();
    Response empty = uploadBytes(user, "empty.txt", "text/plain", new byte[0], Map.of());
    assertThat(empty.status()).as(empty.raw()).isEqualTo(400);
    assertThat(empty.raw()).contains("file");
    Response noFile = send(user, multipart(Map.of("userId", user), null, null, null));
    assertThat(noFile.status()).as(noFile.raw()).isEqualTo(400);
    Response json = server.post("/ingest/file", Map.of("userId", user));
    assertThat(json.status()).as(json.raw()).isEqualTo(400);
    Response badContext =
        uploadBytes(
            user,
            "a.txt",
            "text/plain",
            "hello".getBytes(),
            Map.of("sourceContext", "{\"sourceKind\":\"file\",\"bogus\":1}"));
    assertThat(badContext.status()).as(badContext.raw()).isEqualTo(400);
    Response noUser = send(user, multipart(Map.of(), "a.txt", "text/plain", "hi".getBytes()));
    assertThat(noUser.status()).as(noUser.raw()).isEqualTo(400);
    assertThat(blobCount()).isEqualTo(blobs);
    assertThat(listedSourceIds(user)).isEmpty();
  }

  @Test
  void anotherUserSeesNeitherTheReceiptNorTheSource() {
    Response r = upload("u-owner", "report.md", "text/markdown", Map.of());
    assertThat(r.status()).isEqualTo(202);
    String op = r.body().path("ingestionOperationId").asString();
    server.awaitProcessed("u-owner", op);
    Response foreign =
        server.post("/sources/processing", Map.of("userId", "u-intruder", "operationId", op));
    assertThat(foreign.status()).isEqualTo(200);
    assertThat(foreign.body().path("processing").isNull()).isTrue();
    Response source =
        server.post(
            "/sources/get",
            Map.of("userId", "u-intruder", "sourceId", r.body().path("sourceId").asString()));
    assertThat(source.status()).isEqualTo(404);
    assertThat(listedSourceIds("u-intruder")).isEmpty();
    // Another partition of the owner does not see it either (a partition the owner wrote to: a
    // key never written is 409 PARTITION_UNAUTHORIZED).
    assertThat(
            server
                .post(
                    "/node/create",
                    Map.of(
                        "userId",
                        "u-owner",
                        "partitionKey",
                        "work",
                        "nodeType",
                        "Concept",
                        "label",
                        "Work"))
                .status())
        .isEqualTo(201);
    Response otherPartition =
        server.post(
            "/sources/processing",
            Map.of("userId", "u-owner", "partitionKey", "work", "operationId", op));
    assertThat(otherPartition.body().path("processing").isNull()).isTrue();
  }

  @Test
  void apiKeysGuardUploadsLikeEveryWrite(@TempDir Path keyed) throws IOException {
    try (TestServer guarded = new TestServer(keyed)) {
      ApiKeys keys = guarded.app().apiKeys();
      String readKey = keys.create("u-keyed", KeyScope.read).key();
      String otherWrite = keys.create("u-other", KeyScope.write).key();
      String ownWrite = keys.create("u-keyed", KeyScope.write).key();
      byte[] bytes = Files.readAllBytes(SAMPLES.resolve("report.md"));
      Multipart body = multipart(Map.of("userId", "u-keyed"), "report.md", "text/markdown", bytes);
      assertThat(send(guarded, body, null).status()).isEqualTo(401);
      assertThat(send(guarded, body, readKey).status()).isEqualTo(403);
      assertThat(send(guarded, body, otherWrite).status()).isEqualTo(403);
      try (Stream<Path> files = Files.walk(keyed)) {
        assertThat(files.filter(p -> p.toString().contains("blobs")).filter(Files::isRegularFile))
            .as("a refused upload stores no blob")
            .isEmpty();
      }
      assertThat(send(guarded, body, ownWrite).status()).isEqualTo(202);
    }
  }

  // --- helpers -------------------------------------------------------------------------------

  private JsonNode getSource(String user, String sourceId) {
    Response r =
        server.post(
            "/sources/get", Map.of("userId", user, "sourceId", sourceId, "includeContent", true));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body().path("source");
  }

  private java.util.List<String> listedSourceIds(String user) {
    Response r = server.post("/sources/list", Map.of("userId", user));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    java.util.List<String> ids = new java.util.ArrayList<>();
    r.body().path("sources").forEach(s -> ids.add(s.path("sourceId").asString()));
    return ids;
  }

  private long blobCount() throws IOException {
    Path root = server.dataDir().resolve("blobs");
    if (!Files.exists(root)) {
      return 0;
    }
    try (Stream<Path> files = Files.walk(root)) {
      return files
          .filter(Files::isRegularFile)
          .filter(p -> !p.getParent().getFileName().toString().equals("tmp"))
          .count();
    }
  }

  private Path blobFor(byte[] bytes) {
    try {
      String hex =
          java.util.HexFormat.of()
              .formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
      return server.dataDir().resolve("blobs").resolve(hex.substring(0, 2)).resolve(hex);
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  Response upload(String user, String sample, String mime, Map<String, String> parts) {
    try {
      return uploadBytes(user, sample, mime, Files.readAllBytes(SAMPLES.resolve(sample)), parts);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  Response uploadBytes(
      String user, String filename, String mime, byte[] bytes, Map<String, String> parts) {
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("userId", user);
    fields.putAll(parts);
    return send(user, multipart(fields, filename, mime, bytes));
  }

  record Multipart(String boundary, byte[] body) {}

  static Multipart multipart(
      Map<String, String> fields, String filename, String mime, byte[] bytes) {
    String boundary = "----memory" + UUID.randomUUID().toString().replace("-", "");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    fields.forEach(
        (k, v) ->
            out.writeBytes(
                ("--"
                        + boundary
                        + "\r\nContent-Disposition: form-data; name=\""
                        + k
                        + "\"\r\n\r\n"
                        + v
                        + "\r\n")
                    .getBytes(StandardCharsets.UTF_8)));
    if (bytes != null) {
      out.writeBytes(
          ("--"
                  + boundary
                  + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\""
                  + filename
                  + "\"\r\n"
                  + (mime == null ? "" : "Content-Type: " + mime + "\r\n")
                  + "\r\n")
              .getBytes(StandardCharsets.UTF_8));
      out.writeBytes(bytes);
      out.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
    }
    out.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
    return new Multipart(boundary, out.toByteArray());
  }

  Response send(String user, Multipart body) {
    return send(server, body, null);
  }

  Response send(TestServer target, Multipart body, String bearer) {
    HttpRequest.Builder builder =
        HttpRequest.newBuilder(URI.create(target.base() + "/ingest/file"))
            .header("Content-Type", "multipart/form-data; boundary=" + body.boundary())
            .POST(HttpRequest.BodyPublishers.ofByteArray(body.body()));
    if (bearer != null) {
      builder.header("Authorization", "Bearer " + bearer);
    }
    HttpRequest req = builder.build();
    try {
      HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
      String ct = res.headers().firstValue("content-type").orElse("");
      JsonNode json = ct.contains("json") ? TestServer.JSON.readTree(res.body()) : null;
      return new Response(res.statusCode(), ct, json, res.body());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
