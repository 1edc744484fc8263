package dev.assistantmemory.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import dev.assistantmemory.server.http.HttpApi;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * The OpenAPI document against the routes the server really serves: a route without documentation,
 * or a documented route that is not served, fails here. Also: /docs loads.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OpenApiIT {
  private final TestServer server;
  JsonNode doc;

  OpenApiIT(TestServer server) {
    this.server = server;
  }

  @BeforeAll
  void start() {
    Response r = server.get("/openapi.json");
    assertThat(r.status()).isEqualTo(200);
    doc = r.body();
  }

  private Set<String> documented() {
    Set<String> out = new HashSet<>();
    for (Iterator<String> paths = doc.path("paths").propertyNames().iterator(); paths.hasNext(); ) {
      String path = paths.next();
      for (Iterator<String> methods = doc.path("paths").path(path).propertyNames().iterator();
          methods.hasNext(); ) {
        out.add(methods.next().toUpperCase(Locale.ROOT) + " " + path);
      }
    }
    return out;
  }

  @Test
  void everyServedRouteIsDocumentedAndEveryDocumentedRouteIsServed() {
    Set<String> served = new HashSet<>(server.app().http().servedRoutes());
    served.removeIf(r -> HttpApi.UNDOCUMENTED.contains(r.substring(r.indexOf(' ') + 1)));
    assertThat(documented()).isEqualTo(served);
    assertThat(served).contains("POST /query/search", "POST /ingest/conversation", "GET /health");
  }

  /** The routes whose request names no user. */
  private static final Set<String> USERLESS =
      Set.of(
          "/maintenance/source-lifecycle-cleanup-sweep",
          "/maintenance/source-lifecycle-read-model-sweep");

  @Test
  void theDocumentIsOpenApi31WithSchemasForEveryOperation() {
    assertThat(doc.path("openapi").asString()).isEqualTo("3.1.0");
    JsonNode schemas = doc.path("components").path("schemas");
    for (String route : documented()) {
      String[] parts = route.split(" ");
      JsonNode op = doc.path("paths").path(parts[1]).path(parts[0].toLowerCase(Locale.ROOT));
      assertThat(op.path("summary").asString()).as(route).isNotBlank();
      JsonNode ok = op.path("responses").properties().iterator().next().getValue();
      assertThat(ok.path("content").path("application/json").path("schema").isObject())
          .as(route)
          .isTrue();
      if (parts[0].equals("POST")) {
        JsonNode content = op.path("requestBody").path("content");
        // Uploads are multipart/form-data; every other body is JSON.
        String type =
            content.has("multipart/form-data") ? "multipart/form-data" : "application/json";
        String ref = content.path(type).path("schema").path("$ref").asString();
        String name = ref.substring(ref.lastIndexOf('/') + 1);
        JsonNode request = schemas.path(name);
        if (USERLESS.contains(parts[1])) {
          // Cross-user maintenance sweeps (CONTRACT.md 10.2: {limit} only).
          assertThat(request.path("properties").has("userId")).as(route).isFalse();
          continue;
        }
        assertThat(request.path("properties").has("userId")).as(route).isTrue();
        assertThat(request.path("required").toString()).as(route).contains("\"userId\"");
      }
    }
  }

  @Test
  void constraintsAndStrictObjectsAreDocumented() {
    JsonNode schemas = doc.path("components").path("schemas");
    JsonNode search = schemas.path("SearchMemoryRequest").path("properties");
    assertThat(search.path("limit").path("minimum").asInt()).isEqualTo(1);
    assertThat(search.path("limit").path("maximum").asInt()).isEqualTo(50);
    assertThat(search.path("limit").path("default").asInt()).isEqualTo(10);
    assertThat(search.path("query").path("minLength").asInt()).isEqualTo(1);
    JsonNode context = schemas.path("SourceContext");
    assertThat(context.path("additionalProperties").asBoolean(true)).isFalse();
    assertThat(context.path("required").toString()).contains("sourceKind", "completeness");
    assertThat(context.path("properties").path("sourceKind").path("enum").toString())
        .contains("email_attachment");
    // The search response's union is closed: source chunks travel beside it.
    JsonNode items =
        schemas.path("SearchView").path("properties").path("searchResults").path("items");
    assertThat(items.path("$ref").asString()).isEqualTo("#/components/schemas/SearchResultItem");
    assertThat(schemas.path("SourceChunkResult").isObject()).isTrue();
    assertThat(schemas.path("SearchResultItem").path("oneOf")).hasSize(3);
  }

  @Test
  void theFileUploadIsDocumentedAsMultipartWithItsFilePart() {
    JsonNode op = doc.path("paths").path("/ingest/file").path("post");
    JsonNode form = op.path("requestBody").path("content").path("multipart/form-data");
    assertThat(form.path("encoding").path("sourceContext").path("contentType").asString())
        .isEqualTo("application/json");
    String ref = form.path("schema").path("$ref").asString();
    JsonNode schema =
        doc.path("components").path("schemas").path(ref.substring(ref.lastIndexOf('/') + 1));
    assertThat(schema.path("properties").path("file").path("format").asString())
        .isEqualTo("binary");
    assertThat(schema.path("required").toString()).contains("\"file\"", "\"userId\"");
    assertThat(op.path("responses").path("413").path("description").asString())
        .contains("INGEST_FILE_MAX_BYTES");
    assertThat(op.path("responses").path("202").isObject()).isTrue();
  }

  @Test
  void docsPageLoadsTheDocumentFromTheWebjar() {
    Response page = server.get("/docs");
    assertThat(page.status()).isEqualTo(200);
    assertThat(page.raw()).contains("/openapi.json").contains("swagger-ui-bundle.js");
    String script =
        page.raw().replaceAll("(?s).*<script src=\"([^\"]+swagger-ui-bundle\\.js)\".*", "$1");
    Response bundle = server.get(script);
    assertThat(bundle.status()).isEqualTo(200);
    assertThat(bundle.raw()).contains("SwaggerUIBundle");
  }
}
