package dev.assistantmemory.server.http;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.ValidationIssue;
import dev.assistantmemory.server.http.wire.OneOf;
import dev.assistantmemory.server.http.wire.WireDatetime;
import dev.assistantmemory.server.http.wire.WireTypes;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Turns a request body into a valid request record, or refuses it once with every problem found.
 *
 * <p>Steps: the media type must be JSON (a browser's cross-site "simple" request cannot be, so no
 * page can write into memory); the body is parsed with bounded depth, number, name and string
 * lengths and strict duplicate-key detection (a proxy that reads the first {@code userId} sees the
 * only one); every string must be valid UTF-16 (a lone surrogate would be stored as {@code ?} and
 * make two ids collide); {@link WireTypes} checks JSON types against the record; Jackson binds;
 * Bean Validation (Hibernate Validator) checks the declared constraints. All problems come back in
 * one 400 with zod-style issues ({@code path}, {@code message}, {@code code}).
 */
public final class RequestBinder {
  static final int MAX_DEPTH = 32;
  static final int MAX_NUMBER_CHARS = 100;
  static final int MAX_KEY_CHARS = 1_000;

  private final ObjectMapper json;
  private final Validator validator;

  public RequestBinder(long maxRequestBytes) {
    JsonFactory factory =
        JsonFactory.builder()
            .streamReadConstraints(
                StreamReadConstraints.builder()
                    .maxNestingDepth(MAX_DEPTH)
                    .maxNumberLength(MAX_NUMBER_CHARS)
                    .maxNameLength(MAX_KEY_CHARS)
                    .maxStringLength((int) Math.min(Integer.MAX_VALUE, maxRequestBytes))
                    .maxDocumentLength(maxRequestBytes)
                    .build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();
    this.json =
        JsonMapper.builder(factory)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();
    this.validator = Validators.SHARED;
  }

  /**
   * Starts building the one validator every binder shares on a thread of its own (Hibernate
   * Validator's bootstrap takes a good part of a second on a cold JVM), so a service can do other
   * start work meanwhile; the first binder waits for it. Harmless when called again or late.
   */
  public static void prepare() {
    Thread t =
        new Thread(
            () -> {
              try {
                Validators.SHARED.hashCode();
              } catch (Throwable e) {
                // the first binder meets the same failure and reports it
              }
            },
            "validator-bootstrap");
    t.setDaemon(true);
    t.start();
  }

  /** The validator, built once (it is thread-safe and holds no per-request state). */
  private static final class Validators {
    static final Validator SHARED = build();

    private static Validator build() {
      ValidatorFactory validators =
          Validation.byProvider(HibernateValidator.class)
              .configure()
              .messageInterpolator(new ParameterMessageInterpolator())
              .buildValidatorFactory();
      return validators.getValidator();
    }
  }

  /**
   * Refuses any media type but JSON (with or without a UTF-8 charset) with 415; the REST routes and
   * the HTTP+SSE transport's {@code POST /messages} share it.
   */
  public static void requireJson(String contentType) {
    if (contentType == null) {
      throw unsupported("missing");
    }
    String[] parts = contentType.split(";", -1);
    String media = parts[0].trim().toLowerCase(Locale.ROOT);
    if (!media.equals("application/json")) {
      throw unsupported(contentType);
    }
    for (int i = 1; i < parts.length; i++) {
      String[] kv = parts[i].trim().split("=", 2);
      if (kv[0].trim().equalsIgnoreCase("charset")
          && (kv.length < 2 || !kv[1].trim().replace("\"", "").equalsIgnoreCase("utf-8"))) {
        throw unsupported(contentType);
      }
    }
  }

  private static MemoryException unsupported(String given) {
    String shown = given.length() > 100 ? given.substring(0, 100) + "…" : given;
    return new MemoryException(
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        "Content-Type must be application/json (got " + shown + ").",
        ErrorDetails.NONE,
        List.of(),
        null);
  }

  /** Parses, checks and binds one request body. */
  public <Q> Q bind(byte[] body, Class<Q> type) {
    ObjectNode tree = tree(body);
    List<ValidationIssue> issues = new ArrayList<>();
    WireTypes.check(tree, type, "", issues);
    Q bound;
    try {
      bound = json.treeToValue(tree, type);
    } catch (JacksonException e) {
      if (!issues.isEmpty()) {
        throw MemoryException.validation(issues);
      }
      throw MemoryException.validation(
          List.of(new ValidationIssue(path(e), "Invalid value", "invalid_type")));
    }
    Set<String> typed = new HashSet<>();
    issues.forEach(i -> typed.add(i.path()));
    for (ConstraintViolation<Q> v : validator.validate(bound)) {
      ValidationIssue issue = issue(v);
      if (!typed.contains(issue.path())) {
        issues.add(issue);
      }
    }
    // A missing field is one problem: "Required" says it all, so the field's other constraints
    // (@NotBlank beside @NotNull, say) do not repeat it under the same path.
    Set<String> missing = new HashSet<>();
    issues.stream().filter(i -> "required".equals(i.code())).forEach(i -> missing.add(i.path()));
    issues.removeIf(i -> missing.contains(i.path()) && !"required".equals(i.code()));
    if (!issues.isEmpty()) {
      issues.sort(
          java.util.Comparator.comparing(ValidationIssue::path, WireTypes.declarationOrder(type)));
      throw MemoryException.validation(issues);
    }
    return bound;
  }

  /** A parsed body that is a JSON object of valid UTF-16 strings, else a 400. */
  ObjectNode tree(byte[] body) {
    JsonNode root = parse(body);
    if (!root.isObject()) {
      throw MemoryException.validation(
          List.of(
              new ValidationIssue("(body)", "Request body must be a JSON object", "invalid_type")));
    }
    List<ValidationIssue> issues = new ArrayList<>();
    Strings.checkUtf16(root, "", issues);
    if (!issues.isEmpty()) {
      throw MemoryException.validation(issues);
    }
    return (ObjectNode) root;
  }

  private JsonNode parse(byte[] body) {
    if (body.length == 0) {
      throw MemoryException.validation(
          List.of(new ValidationIssue("(body)", "Request body must be a JSON object", "required")));
    }
    try {
      return json.readTree(body);
    } catch (JacksonException e) {
      throw new MemoryException(
          ErrorCode.MALFORMED_JSON,
          "Request body is not valid JSON: " + reason(e) + where(e.getLocation()) + ".",
          ErrorDetails.NONE,
          List.of(),
          null);
    }
  }

  private static String reason(JacksonException e) {
    String m = e.getOriginalMessage();
    if (m == null) {
      return "unreadable";
    }
    int newline = m.indexOf('\n');
    m = newline < 0 ? m : m.substring(0, newline);
    // A parser limit names the Java method that sets it ("(32, from
    // `StreamReadConstraints.getMaxNestingDepth()`)"): never sent (the error body has no Java
    // text).
    m = m.replaceAll(", from `[^`]*`", "");
    return m.length() > 300 ? m.substring(0, 300) + "…" : m;
  }

  private static String where(TokenStreamLocation at) {
    if (at == null || at.getLineNr() < 0) {
      return "";
    }
    return " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
  }

  private static String path(JacksonException e) {
    StringBuilder out = new StringBuilder();
    for (var ref : e.getPath()) {
      if (ref.getPropertyName() != null) {
        if (out.length() > 0) {
          out.append('.');
        }
        out.append(ref.getPropertyName());
      } else if (ref.getIndex() >= 0) {
        out.append('[').append(ref.getIndex()).append(']');
      }
    }
    return out.length() == 0 ? "(body)" : out.toString();
  }

  /** One violation in the contract's issue form: the field path, a message and a zod code. */
  static ValidationIssue issue(ConstraintViolation<?> v) {
    String path =
        v.getPropertyPath().toString().replace(".<list element>", "").replace("<list element>", "");
    Annotation a = v.getConstraintDescriptor().getAnnotation();
    Object value = v.getInvalidValue();
    if (a instanceof NotNull) {
      return new ValidationIssue(path, "Required", "required");
    }
    if (a instanceof NotBlank) {
      return new ValidationIssue(path, "Must not be blank", "too_small");
    }
    if (a instanceof NotEmpty) {
      return new ValidationIssue(path, "Must not be empty", "too_small");
    }
    if (a instanceof Size s) {
      int n =
          value instanceof CharSequence cs
              ? cs.length()
              : value instanceof Collection<?> c ? c.size() : 0;
      String unit = value instanceof Collection<?> ? " items" : " characters";
      if (n < s.min()) {
        String message =
            s.min() == 1 ? "Must not be empty" : "Must have at least " + s.min() + unit;
        return new ValidationIssue(path, message, "too_small");
      }
      return new ValidationIssue(path, "Must have at most " + s.max() + unit, "too_big");
    }
    if (a instanceof Min m) {
      return new ValidationIssue(path, "Must be at least " + m.value(), "too_small");
    }
    if (a instanceof Max m) {
      return new ValidationIssue(path, "Must be at most " + m.value(), "too_big");
    }
    if (a instanceof DecimalMin m) {
      return new ValidationIssue(
          path,
          "Must be " + (m.inclusive() ? "at least " : "greater than ") + m.value(),
          "too_small");
    }
    if (a instanceof DecimalMax m) {
      return new ValidationIssue(
          path, "Must be " + (m.inclusive() ? "at most " : "less than ") + m.value(), "too_big");
    }
    if (a instanceof Pattern p) {
      return new ValidationIssue(path, "Must match " + p.regexp(), "invalid_format");
    }
    if (a instanceof WireDatetime) {
      return new ValidationIssue(path, v.getMessage(), "invalid_format");
    }
    if (a instanceof OneOf o) {
      return new ValidationIssue(
          path, v.getMessage(), o.exclusive() ? "invalid_union" : "required");
    }
    return new ValidationIssue(path, v.getMessage(), "custom");
  }

  /** The mapper the edge writes responses with (same settings as it reads). */
  ObjectMapper mapper() {
    return json;
  }
}
