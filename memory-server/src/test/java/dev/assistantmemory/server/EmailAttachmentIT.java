package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.store.ClaimRecord;
import dev.assistantmemory.core.store.SourceRecord;
import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.config.Setting;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * Email sources and their attachments (CONTRACT.md 4.5, seed 000), over real HTTP on a real SQLite
 * file: a document or file naming {@code sourceContext.parentSourceId} becomes a child source of
 * that parent, in the parent's partition ({@code partitionKey} and {@code parentPartitionKey} are
 * not trusted for it); an unknown or another user's parent is 404 naming the field and writes
 * nothing (not even the file's blob); a tombstoned or purged parent is 409 SOURCE_TOMBSTONED; a
 * retired parent identity is 409 SOURCE_IDENTITY_RETIRED; tombstoning or purging the parent covers
 * its attachments. A readable attachment refines the label of the request extracted from its email
 * parent, keeping the parent's citation, the status and a manual dismissal; a non-email parent or a
 * request that refers to no attachment is left alone.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EmailAttachmentIT {
  private static final String TOKEN = "attachment-maintenance-token-0123456789abcdef";

  @RegisterExtension
  static final TestServerExtension SERVER =
      TestServerExtension.with(Setting.PARTITION_MAINTENANCE_TOKEN, TOKEN);

  TestServer server;
  final AtomicInteger seq = new AtomicInteger();
  final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  void start(TestServer server) {
    this.server = server;
  }

  // ---- helpers ----

  static Map<String, Object> emailContext() {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("sourceKind", "email");
    c.put("purpose", "the user's mailbox");
    c.put("accountId", "inbox-1");
    c.put("relationship", "owner");
    c.put("currentMessageRole", "current");
    c.put("completeness", "complete");
    c.put("deliveryKind", "person_message");
    c.put("direction", "incoming");
    c.put("sender", Map.of("email", "an@acme.com"));
    return c;
  }

  static Map<String, Object> attachmentContext(String parentSourceId) {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("sourceKind", "email_attachment");
    c.put("purpose", "an attachment of a mail");
    c.put("accountId", "inbox-1");
    c.put("relationship", "email_attachment");
    c.put("currentMessageRole", "attachment");
    c.put("completeness", "complete");
    c.put("parentSourceId", parentSourceId);
    return c;
  }

  private Response post(
      String user,
      String partitionKey,
      String id,
      String title,
      String text,
      Map<String, Object> context) {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("id", id);
    doc.put("content", text);
    if (title != null) {
      doc.put("title", title);
    }
    doc.put(
        "timestamp",
        dev.assistantmemory.model.WireTime.format(
            java.time.Instant.parse("2026-04-28T10:00:00Z").plusSeconds(seq.incrementAndGet())));
    if (context != null) {
      doc.put("sourceContext", context);
    }
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    if (partitionKey != null) {
      body.put("partitionKey", partitionKey);
    }
    body.put("document", doc);
    return server.post("/ingest/document", body);
  }

  /** Ingests and waits; returns the source id. */
  private String ingest(
      String user,
      String partitionKey,
      String id,
      String title,
      String text,
      Map<String, Object> context) {
    Response r = post(user, partitionKey, id, title, text, context);
    assertThat(r.status()).as(r.raw()).isIn(200, 202);
    server.awaitProcessed(user, r.body().path("ingestionOperationId").asString());
    return r.body().path("sourceId").asString();
  }

  private SourceRecord stored(String user, String sourceId) {
    return server.app().store().read(user, tx -> tx.findSource(user, sourceId)).orElseThrow();
  }

  /** The parent's HAS_TASK_STATUS claim about the task, read from the store. */
  private ClaimRecord statusClaim(String user, String parent, String taskId) {
    return server
        .app()
        .store()
        .read(user, tx -> tx.partitions().claimsOfSources(user, List.of(parent)))
        .stream()
        .filter(c -> taskId.equals(c.subjectNodeId()) && "HAS_TASK_STATUS".equals(c.predicate()))
        .findFirst()
        .orElseThrow();
  }

  private static void assertError(Response r, int status, String code) {
    assertThat(r.status()).as(r.raw()).isEqualTo(status);
    assertThat(r.body().path("data").path("code").asString()).as(r.raw()).isEqualTo(code);
    assertThat(r.raw()).doesNotContain("Exception");
  }

  private JsonNode commitments(String path, String user) {
    Response r = server.post(path, Map.of("userId", user));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body().path("commitments");
  }

  private JsonNode task(String user, String taskId) {
    Response r = server.post("/commitments/get", Map.of("userId", user, "taskId", taskId));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body();
  }

  private List<String> listed(String user) {
    Response r = server.post("/sources/list", Map.of("userId", user, "limit", 200));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    return r.body().path("sources").valueStream().map(s -> s.path("sourceId").asString()).toList();
  }

  private Response maintenance(String path, Map<String, Object> body) {
    return server.post(
        path, TestServer.JSON.writeValueAsString(body), Map.of("Authorization", "Bearer " + TOKEN));
  }

  private Response sourceLifecycle(String user, String sourceId, String action) {
    SourceRecord s = stored(user, sourceId);
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("userId", user);
    body.put("sourceId", sourceId);
    body.put("expectedPartitionKey", s.partitionKey());
    body.put("expectedSourceVersion", s.version());
    body.put("commandId", UUID.randomUUID().toString());
    body.put("action", action);
    return maintenance("/maintenance/source-lifecycle", body);
  }

  private Response uploadFile(
      String user, String filename, String text, Map<String, Object> context) {
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("userId", user);
    fields.put("externalId", "file-" + seq.incrementAndGet());
    fields.put("sourceContext", TestServer.JSON.writeValueAsString(context));
    FileIngestIT.Multipart body =
        FileIngestIT.multipart(
            fields, filename, "text/markdown", text.getBytes(StandardCharsets.UTF_8));
    HttpRequest req =
        HttpRequest.newBuilder(URI.create(server.base() + "/ingest/file"))
            .header("Content-Type", "multipart/form-data; boundary=" + body.boundary())
            .POST(HttpRequest.BodyPublishers.ofByteArray(body.body()))
            .build();
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

  private long blobCount() {
    Path blobs = server.dataDir().resolve("blobs");
    if (!Files.exists(blobs)) {
      return 0;
    }
    try (Stream<Path> files = Files.walk(blobs)) {
      return files.filter(Files::isRegularFile).count();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ---- parent links ----

  @Test
  void aChildNamingItsParentIsLinkedAndListedAndItsParentReadStaysText() {
    String user = "att-link";
    String parent =
        ingest(user, null, "mail-1", "Hello", "Hi, see the attachment.", emailContext());
    String child =
        ingest(user, null, "att-1", "Notes", "# Notes\nSome notes.", attachmentContext(parent));
    assertThat(stored(user, child).parentId()).isEqualTo(parent);
    assertThat(stored(user, child).partitionKey()).isEqualTo(stored(user, parent).partitionKey());
    // CONTRACT.md 4.7 lists documents (children included) and never says otherwise.
    assertThat(listed(user)).contains(parent, child);
    Response got =
        server.post(
            "/sources/get", Map.of("userId", user, "sourceId", parent, "includeContent", true));
    assertThat(got.status()).as(got.raw()).isEqualTo(200);
    assertThat(got.body().path("source").path("content").path("text").asString())
        .isEqualTo("Hi, see the attachment.")
        .doesNotContain("Some notes");
    // A root document without a parent stays a root.
    String root = ingest(user, null, "plain", null, "Plain text.", null);
    assertThat(stored(user, root).parentId()).isNull();
  }

  @Test
  void anUnknownOrAnotherUsersParentIs404AndWritesNothing() {
    String parent = ingest("att-owner", null, "mail-1", null, "Hi.", emailContext());
    Response foreign = post("att-other", null, "att-1", null, "Stolen.", attachmentContext(parent));
    assertError(foreign, 404, "NOT_FOUND");
    assertThat(foreign.raw()).contains("parentSourceId").contains(parent);
    assertThat(listed("att-other")).isEmpty();

    Response unknown =
        post(
            "att-owner",
            null,
            "att-2",
            null,
            "Orphan.",
            attachmentContext("src_00000000000000000000000000"));
    assertError(unknown, 404, "NOT_FOUND");
    assertThat(unknown.raw()).contains("parentSourceId");
    assertThat(listed("att-owner")).containsExactly(parent);

    long blobs = blobCount();
    Response file =
        uploadFile("att-other", "stolen.md", "# Stolen\ntext", attachmentContext(parent));
    assertError(file, 404, "NOT_FOUND");
    assertThat(file.raw()).contains("parentSourceId");
    assertThat(blobCount()).as("the blob is not stored for a refused parent").isEqualTo(blobs);
    assertThat(listed("att-other")).isEmpty();
  }

  @Test
  void aTombstonedOrPurgedParentIs409AndTheLifecycleCoversItsAttachments() {
    String user = "att-life";
    String parent = ingest(user, null, "mail-t", null, "Hi.", emailContext());
    String child = ingest(user, null, "att-t", null, "# A\nattached.", attachmentContext(parent));
    Response tomb = sourceLifecycle(user, parent, "tombstone");
    assertThat(tomb.status()).as(tomb.raw()).isEqualTo(200);
    assertThat(stored(user, child).tombstonedAt())
        .as("tombstoning the parent covers its attachments")
        .isNotNull();
    assertThat(listed(user)).doesNotContain(parent, child);
    assertError(
        post(user, null, "att-t2", null, "Late.", attachmentContext(parent)),
        409,
        "SOURCE_TOMBSTONED");

    String parent2 = ingest(user, null, "mail-p", null, "Hello.", emailContext());
    String child2 = ingest(user, null, "att-p", null, "# B\nattached.", attachmentContext(parent2));
    Response purge = sourceLifecycle(user, parent2, "purge");
    assertThat(purge.status()).as(purge.raw()).isEqualTo(200);
    Response gone =
        server.post(
            "/sources/get", Map.of("userId", user, "sourceId", child2, "includeContent", true));
    assertThat(gone.status()).as("a purged parent's attachment is gone too").isEqualTo(404);
    Response late = post(user, null, "att-p2", null, "Late.", attachmentContext(parent2));
    assertError(late, 409, "SOURCE_TOMBSTONED");
    assertThat(late.raw()).contains("parentSourceId");
  }

  @Test
  void aRetiredParentIdentityBlocksChildCreation() {
    String user = "att-ret";
    String parent = ingest(user, null, "mail-r", null, "Hi.", null);
    Response retire =
        server.post(
            "/sources/identity/lifecycle",
            Map.of(
                "userId",
                user,
                "identities",
                List.of(Map.of("type", "document", "externalId", "mail-r")),
                "action",
                "retire"));
    assertThat(retire.status()).as(retire.raw()).isEqualTo(200);
    assertError(
        post(user, null, "att-r", null, "Child.", attachmentContext(parent)),
        409,
        "SOURCE_IDENTITY_RETIRED");
    Response restore =
        server.post(
            "/sources/identity/lifecycle",
            Map.of(
                "userId",
                user,
                "identities",
                List.of(Map.of("type", "document", "externalId", "mail-r")),
                "action",
                "restore"));
    assertThat(restore.status()).as(restore.raw()).isEqualTo(200);
    Response ok = post(user, null, "att-r", null, "Child.", attachmentContext(parent));
    assertThat(ok.status()).as(ok.raw()).isEqualTo(202);
  }

  @Test
  void aChildInheritsItsParentsPartitionWhateverTheRequestSays() {
    String user = "att-part";
    Response init =
        maintenance(
            "/maintenance/partition-initialize",
            Map.of("userId", user, "unassignedPartitionKey", "legacy:inbox"));
    assertThat(init.status()).as(init.raw()).isEqualTo(200);
    String parent = ingest(user, "work:mail", "mail-w", null, "Hi.", emailContext());
    ingest(user, "work:other", "other", null, "Elsewhere.", null);
    Map<String, Object> ctx = attachmentContext(parent);
    ctx.put("parentPartitionKey", "forged:key");
    String child = ingest(user, "work:other", "att-w", null, "# W\nattached.", ctx);
    assertThat(stored(user, child).partitionKey())
        .as("neither partitionKey nor parentPartitionKey decides a child's partition")
        .isEqualTo("work:mail");
    assertThat(stored(user, child).parentId()).isEqualTo(parent);
    // Negative: a root document keeps the partition it asked for.
    String root = ingest(user, "work:other", "root-w", null, "Root.", null);
    assertThat(stored(user, root).partitionKey()).isEqualTo("work:other");
  }

  // ---- attachment evidence ----

  @Test
  void anAttachmentRefinesTheRequestLabelAndKeepsItsCitationAndStatus() {
    String user = "att-refine";
    String parent =
        ingest(
            user,
            null,
            "mail-c",
            "Contract",
            "Can you please review the attached contract?",
            emailContext());
    JsonNode before = commitments("/commitments/candidates", user);
    assertThat(before).as(before.toString()).hasSize(1);
    String taskId = before.get(0).path("taskId").asString();
    String label = before.get(0).path("label").asString();

    ingest(
        user,
        null,
        "att-c",
        "Lease agreement 2027.pdf",
        "# Lease agreement 2027\nThe tenant rents the flat from 1 January 2027.",
        attachmentContext(parent));
    JsonNode after = task(user, taskId);
    assertThat(after.path("label").asString())
        .as(after.toString())
        .contains("Lease agreement 2027")
        .startsWith(label.replaceAll("[.:]+$", ""));
    assertThat(after.path("status").asString()).isEqualTo("pending");
    assertThat(commitments("/commitments/candidates", user))
        .as("the same request, not a new one")
        .hasSize(1);
    List<String> cited =
        after.path("history").valueStream().map(h -> h.path("sourceId").asString()).toList();
    assertThat(cited).as(after.toString()).isNotEmpty().allMatch(parent::equals);
    ClaimRecord status = statusClaim(user, parent, taskId);
    assertThat(status.statement())
        .as("the statement is refined too")
        .contains("Lease agreement 2027")
        .endsWith("is pending");
    assertThat(status.sourceId()).isEqualTo(parent);
    assertThat(status.status()).isEqualTo("active");

    // Idempotent: another attachment run does not stack titles.
    ingest(
        user,
        null,
        "att-c",
        "Lease agreement 2027.pdf",
        "# Lease agreement 2027\nThe tenant rents the flat from 1 January 2027. Signed.",
        attachmentContext(parent));
    assertThat(task(user, taskId).path("label").asString())
        .isEqualTo(after.path("label").asString());
  }

  @Test
  void aFileAttachmentArrivingAfterADismissalRefinesTheLabelAndKeepsTheDismissal() {
    String user = "att-dismiss";
    String parent =
        ingest(user, null, "mail-d", null, "Please review the attached contract.", emailContext());
    JsonNode before = commitments("/commitments/candidates", user);
    assertThat(before).as(before.toString()).hasSize(1);
    String taskId = before.get(0).path("taskId").asString();
    Response dismissed =
        server.post("/commitments/dismiss", Map.of("userId", user, "taskId", taskId));
    assertThat(dismissed.status()).as(dismissed.raw()).isEqualTo(200);

    Response file =
        uploadFile(
            user,
            "Lease_agreement_2027.md",
            "# Lease agreement 2027\nRent is due monthly.",
            attachmentContext(parent));
    assertThat(file.status()).as(file.raw()).isEqualTo(202);
    server.awaitProcessed(user, file.body().path("ingestionOperationId").asString());
    assertThat(stored(user, file.body().path("sourceId").asString()).parentId()).isEqualTo(parent);
    JsonNode after = task(user, taskId);
    assertThat(after.path("label").asString()).contains("Lease agreement 2027");
    assertThat(after.path("status").isNull()).as("the dismissal stays").isTrue();
    ClaimRecord status = statusClaim(user, parent, taskId);
    assertThat(status.status())
        .as("the dismissed status claim stays retracted")
        .isEqualTo("retracted");
    assertThat(status.sourceId()).isEqualTo(parent);
    assertThat(commitments("/commitments/candidates", user)).isEmpty();
    assertThat(commitments("/commitments/open", user)).isEmpty();
  }

  @Test
  void anAttachmentSentBeforeItsParentIsExtractedRefinesTheRequestOnceBothAreDone() {
    String user = "att-early";
    Response parent =
        post(user, null, "mail-e", null, "Could you check the attached invoice?", emailContext());
    assertThat(parent.status()).as(parent.raw()).isEqualTo(202);
    String parentId = parent.body().path("sourceId").asString();
    Response child =
        post(
            user,
            null,
            "att-e",
            "Invoice 0042 Acme.pdf",
            "# Invoice 0042\nAmount due: 120 EUR.",
            attachmentContext(parentId));
    assertThat(child.status()).as(child.raw()).isEqualTo(202);
    server.awaitProcessed(user, parent.body().path("ingestionOperationId").asString());
    server.awaitProcessed(user, child.body().path("ingestionOperationId").asString());
    JsonNode tasks = commitments("/commitments/candidates", user);
    assertThat(tasks).as(tasks.toString()).hasSize(1);
    assertThat(tasks.get(0).path("label").asString()).contains("Invoice 0042 Acme");
  }

  @Test
  void aNonEmailParentOrARequestNamingNoAttachmentIsLeftAlone() {
    String user = "att-alone";
    String mail =
        ingest(user, null, "mail-n", null, "Can you write the quarterly report?", emailContext());
    JsonNode before = commitments("/commitments/candidates", user);
    assertThat(before).as(before.toString()).hasSize(1);
    String label = before.get(0).path("label").asString();
    ingest(user, null, "att-n", "Budget 2027", "# Budget 2027\nNumbers.", attachmentContext(mail));
    assertThat(task(user, before.get(0).path("taskId").asString()).path("label").asString())
        .as("the request refers to no attachment")
        .isEqualTo(label);
  }
}
