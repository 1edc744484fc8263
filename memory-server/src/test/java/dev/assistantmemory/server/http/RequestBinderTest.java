package dev.assistantmemory.server.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.ValidationIssue;
import dev.assistantmemory.server.http.graph.GraphWire.ClaimCreateRequest;
import dev.assistantmemory.server.http.ingest.IngestWire.ConversationRequest;
import dev.assistantmemory.server.http.ingest.IngestWire.DocumentRequest;
import dev.assistantmemory.server.http.query.QueryWire.SearchMemoryRequest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The binder on its own: media types, parser limits, type checks and constraints together. */
class RequestBinderTest {
  private final RequestBinder binder = new RequestBinder(1_000_000);

  private MemoryException refused(String json, Class<?> type) {
    return catchThrowableOfType(
        MemoryException.class, () -> binder.bind(json.getBytes(StandardCharsets.UTF_8), type));
  }

  private static List<String> paths(MemoryException e) {
    return e.issues().stream().map(ValidationIssue::path).toList();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "application/json",
        "application/json; charset=utf-8",
        "Application/JSON;charset=\"UTF-8\""
      })
  void jsonMediaTypesPass(String type) {
    assertThatCode(() -> RequestBinder.requireJson(type)).doesNotThrowAnyException();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        ";;;",
        ";",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/json; charset=iso-8859-1",
        "application/json; charset",
        "application/jsonp"
      })
  void everyOtherMediaTypeIs415(String type) {
    MemoryException e =
        catchThrowableOfType(MemoryException.class, () -> RequestBinder.requireJson(type));
    assertThat(e.code()).isEqualTo(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  }

  @Test
  void everyProblemIsReportedOnceInDeclarationOrder() {
    MemoryException e =
        refused(
            "{\"limit\":\"ten\",\"query\":\"\",\"excludeNodeTypes\":[\"Person\",\"Bogus\"],"
                + "\"asOf\":\"2026-02-30T00:00:00Z\"}",
            SearchMemoryRequest.class);
    assertThat(e.code()).isEqualTo(ErrorCode.VALIDATION_FAILED);
    assertThat(e.issues())
        .extracting(ValidationIssue::path, ValidationIssue::code)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("userId", "required"),
            org.assertj.core.groups.Tuple.tuple("query", "too_small"),
            org.assertj.core.groups.Tuple.tuple("limit", "invalid_type"),
            org.assertj.core.groups.Tuple.tuple("excludeNodeTypes[1]", "invalid_enum_value"),
            org.assertj.core.groups.Tuple.tuple("asOf", "invalid_format"));
  }

  /** Fourteenth audit W4: an integer past the Java type is out of bounds, not the wrong type. */
  @Test
  void anIntegerPastTheFieldsTypeNamesTheDeclaredBound() {
    MemoryException big =
        refused(
            "{\"userId\":\"u\",\"query\":\"q\",\"limit\":3000000000}", SearchMemoryRequest.class);
    assertThat(big.issues())
        .extracting(ValidationIssue::path, ValidationIssue::code, ValidationIssue::message)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("limit", "too_big", "Must be at most 50"));
    MemoryException small =
        refused(
            "{\"userId\":\"u\",\"query\":\"q\",\"limit\":-99999999999999999999}",
            SearchMemoryRequest.class);
    assertThat(small.issues())
        .extracting(ValidationIssue::path, ValidationIssue::code, ValidationIssue::message)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("limit", "too_small", "Must be at least 1"));
  }

  @Test
  void nestedPathsNameTheItem() {
    MemoryException e =
        refused(
            "{\"userId\":\"u\",\"conversation\":{\"id\":\"c\",\"messages\":["
                + "{\"id\":\"a\",\"role\":\"user\",\"content\":\"x\","
                + "\"timestamp\":\"2026-04-26T13:00:00.000Z\"},"
                + "{\"id\":\"b\",\"role\":\"\",\"content\":7,\"timestamp\":\"now\"}]}}",
            ConversationRequest.class);
    assertThat(paths(e))
        .containsExactly(
            "conversation.messages[1].content",
            "conversation.messages[1].role",
            "conversation.messages[1].timestamp");
  }

  @Test
  void strictObjectsRefuseUnknownKeysOthersIgnoreThem() {
    String base =
        "{\"userId\":\"u\",\"extra\":1,\"document\":{\"id\":\"d\",\"content\":\"c\",\"more\":2,"
            + "\"sourceContext\":{\"sourceKind\":\"email\",\"purpose\":\"p\",\"accountId\":\"a\","
            + "\"relationship\":\"owner\",\"currentMessageRole\":\"primary\","
            + "\"completeness\":\"complete\",\"sender\":{\"name\":\"Bo\",\"x\":1}%s}}}";
    DocumentRequest ok =
        binder.bind(
            String.format(base, "")
                .replace(",\"x\":1", ",\"email\":\"bo@x.nl\"")
                .getBytes(StandardCharsets.UTF_8),
            DocumentRequest.class);
    assertThat(ok.document().sourceContext().sender().email()).isEqualTo("bo@x.nl");
    MemoryException e = refused(String.format(base, ",\"bogus\":true"), DocumentRequest.class);
    assertThat(e.issues())
        .extracting(ValidationIssue::path, ValidationIssue::code)
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple(
                "document.sourceContext.sender.x", "unrecognized_key"),
            org.assertj.core.groups.Tuple.tuple("document.sourceContext.sender.email", "required"),
            org.assertj.core.groups.Tuple.tuple(
                "document.sourceContext.bogus", "unrecognized_key"));
  }

  @Test
  void exactlyOneObjectIsAUnion() {
    MemoryException both =
        refused(
            "{\"userId\":\"u\",\"subjectNodeId\":\"n\",\"predicate\":\"HAS_GOAL\","
                + "\"statement\":\"s\",\"objectNodeId\":\"o\",\"objectValue\":\"v\"}",
            ClaimCreateRequest.class);
    assertThat(both.issues())
        .extracting(ValidationIssue::path, ValidationIssue::code)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("objectValue", "invalid_union"));
  }

  @Test
  void parserLimitsAndDuplicatesAreMalformedJson() {
    for (String body :
        List.of(
            "{\"userId\":\"a\",\"userId\":\"b\"}",
            "{\"a\":" + "[".repeat(40) + "]".repeat(40) + "}",
            "{\"limit\":" + "9".repeat(101) + "}",
            "{\"" + "k".repeat(1001) + "\":1}",
            "{\"userId\": ")) {
      MemoryException e = refused(body, SearchMemoryRequest.class);
      assertThat(e.code())
          .as(body.substring(0, Math.min(40, body.length())))
          .isEqualTo(ErrorCode.MALFORMED_JSON);
      assertThat(e.getMessage()).startsWith("Request body is not valid JSON: ");
    }
  }

  @Test
  void loneSurrogatesAreRefusedPairsAreKept() {
    MemoryException e =
        refused("{\"userId\":\"a\\udc00\",\"query\":\"q\"}", SearchMemoryRequest.class);
    assertThat(e.issues())
        .extracting(ValidationIssue::path, ValidationIssue::code)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("userId", "invalid_string"));
    SearchMemoryRequest ok =
        binder.bind(
            "{\"userId\":\"a\\ud83d\\ude00\",\"query\":\"q\"}".getBytes(StandardCharsets.UTF_8),
            SearchMemoryRequest.class);
    assertThat(ok.userId()).isEqualTo("a\uD83D\uDE00");
  }

  @Test
  void bodiesThatAreNotObjectsAreRefused() {
    for (String body : List.of("[]", "\"x\"", "1", "null", "")) {
      MemoryException e = refused(body, SearchMemoryRequest.class);
      assertThat(e.code()).isIn(ErrorCode.VALIDATION_FAILED, ErrorCode.MALFORMED_JSON);
    }
  }
}
