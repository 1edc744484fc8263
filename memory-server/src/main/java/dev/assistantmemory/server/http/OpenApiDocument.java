package dev.assistantmemory.server.http;

import dev.assistantmemory.server.http.wire.JsonSchemas;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The OpenAPI 3.1 document, generated from the routes' declarations: every {@link Endpoint} becomes
 * an operation whose request and response schemas come from its records ({@link JsonSchemas}), so a
 * route cannot exist undocumented and the document cannot name a route that is not served.
 */
final class OpenApiDocument {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private OpenApiDocument() {}

  static ObjectNode build(List<Endpoint<?, ?>> endpoints, String version) {
    JsonSchemas schemas = new JsonSchemas();
    ObjectNode doc = F.objectNode();
    doc.put("openapi", "3.1.0");
    ObjectNode info = doc.putObject("info");
    info.put("title", "Assistant Memory");
    info.put("version", version);
    info.put(
        "description",
        "Self-hosted long-term memory for AI assistants. Every route takes a JSON body (Content-Type"
            + " application/json) and answers JSON; errors use the Problem body. Unknown top-level"
            + " keys are ignored (as the original's schemas do), except in objects marked strict"
            + " (additionalProperties: false), such as sourceContext.");
    ObjectNode paths = doc.putObject("paths");
    List<String> multipartSchemas = new java.util.ArrayList<>();
    ObjectNode problemRef = schemas.schemaOf(Problems.Problem.class);
    for (Endpoint<?, ?> e : endpoints) {
      ObjectNode path =
          paths.has(e.path()) ? (ObjectNode) paths.get(e.path()) : paths.putObject(e.path());
      ObjectNode op = path.putObject(e.method().toLowerCase(Locale.ROOT));
      op.putArray("tags").add(e.tag());
      op.put("summary", e.summary());
      if (!e.description().isEmpty()) {
        op.put("description", e.description());
      }
      op.put("operationId", operationId(e));
      if (e.hasBody()) {
        ObjectNode scopeHeader = op.putArray("parameters").addObject();
        scopeHeader.put("name", "x-memory-access-scope");
        scopeHeader.put("in", "header");
        scopeHeader.put("required", false);
        scopeHeader.put(
            "description",
            "partition (default: strict, the request's partitionKey or memory:personal) or"
                + " workspace (all the user's partitions).");
        ObjectNode headerSchema = scopeHeader.putObject("schema");
        headerSchema.put("type", "string");
        headerSchema.putArray("enum").add("partition").add("workspace");
        ObjectNode body = op.putObject("requestBody");
        body.put("required", true);
        if (e.multipart()) {
          ObjectNode form = body.putObject("content").putObject("multipart/form-data");
          form.set("schema", schemas.schemaOf(e.request()));
          multipartSchemas.add(e.request().getSimpleName());
          for (java.lang.reflect.RecordComponent c : e.request().getRecordComponents()) {
            if (c.getType().isRecord()) {
              form.putObject("encoding")
                  .putObject(c.getName())
                  .put("contentType", "application/json");
            }
          }
        } else {
          body.putObject("content")
              .putObject("application/json")
              .set("schema", schemas.schemaOf(e.request()));
        }
      }
      ObjectNode responses = op.putObject("responses");
      ObjectNode ok = responses.putObject(Integer.toString(e.status()));
      ok.put("description", "Success");
      ok.putObject("content")
          .putObject("application/json")
          .set("schema", schemas.schemaOf(e.response()));
      if (e.status() == 202) {
        ObjectNode dup = responses.putObject("200");
        dup.put("description", "Already stored: the same receipt fields");
        dup.putObject("content")
            .putObject("application/json")
            .set("schema", schemas.schemaOf(e.response()));
      }
      for (String status :
          e.hasBody()
              ? List.of("400", "401", "403", "404", "409", "413", "415", "422", "503")
              : List.of("503")) {
        ObjectNode r = responses.putObject(status);
        r.put("description", e.multipart() ? describeUpload(status) : describe(status));
        r.putObject("content")
            .putObject(Problems.CONTENT_TYPE)
            .set("schema", problemRef.deepCopy());
      }
      if (e.access() != Endpoint.Access.PUBLIC) {
        op.putArray("security").addObject().putArray("bearer");
      }
    }
    ObjectNode components = doc.putObject("components");
    ObjectNode all = components.putObject("schemas");
    schemas.components().forEach(all::set);
    for (String name : multipartSchemas) {
      // The file part is not a record component: it reaches the handler as an Upload.
      ObjectNode schema = (ObjectNode) all.get(name);
      ObjectNode file =
          (schema.has("properties")
                  ? (ObjectNode) schema.get("properties")
                  : schema.putObject("properties"))
              .putObject(MultipartRequest.FILE_PART);
      file.put("type", "string");
      file.put("format", "binary");
      file.put(
          "description",
          "The file (required, non-empty); its filename and content type are fallbacks for the"
              + " filename and mimeType parts.");
      (schema.has("required")
              ? (tools.jackson.databind.node.ArrayNode) schema.get("required")
              : schema.putArray("required"))
          .add(MultipartRequest.FILE_PART);
    }
    ObjectNode bearer = components.putObject("securitySchemes").putObject("bearer");
    bearer.put("type", "http");
    bearer.put("scheme", "bearer");
    bearer.put(
        "description", "Needed only when API keys are configured (assistant-memory keys create).");
    return doc;
  }

  private static String describe(String status) {
    return switch (status) {
      case "400" -> "Invalid input (data.issues names every field) or malformed JSON";
      case "401" -> "API keys are configured and the bearer key is missing or unknown";
      case "403" -> "Key not allowed for this user or action; Host or Origin not allowed";
      case "404" -> "Not found (also: an object of another user or partition)";
      case "409" -> "Conflict with the stored state";
      case "413" -> "Body larger than http.maxRequestBytes";
      case "415" -> "Content-Type is not application/json";
      case "422" -> "Referenced nodes not found";
      default -> "Store or embedder unavailable";
    };
  }

  private static String describeUpload(String status) {
    return switch (status) {
      case "400" -> "Not multipart/form-data, no or an empty file part, or an invalid text part";
      case "413" -> "File larger than INGEST_FILE_MAX_BYTES";
      case "415" ->
          "File type not supported (PDF, DOCX, DOC, RTF, any text/*; PNG, JPEG, TIFF for OCR)";
      default -> describe(status);
    };
  }

  private static String operationId(Endpoint<?, ?> e) {
    StringBuilder out = new StringBuilder(e.method().toLowerCase(Locale.ROOT));
    for (String part : e.path().split("[/-]")) {
      if (!part.isEmpty()) {
        out.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
      }
    }
    return out.toString().replace(".", "");
  }
}
