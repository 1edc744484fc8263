package dev.assistantmemory.server.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Constraint;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * JSON Schema (the OpenAPI 3.1 dialect) of wire records, from the same Java types {@link WireTypes}
 * checks and the same Bean Validation constraints the binder enforces, so the document cannot drift
 * from what the service accepts. Records become named components; {@code @Schema} adds
 * descriptions, defaults and examples; sealed interfaces become {@code oneOf}.
 */
public final class JsonSchemas {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;
  private final Map<String, ObjectNode> components = new TreeMap<>();
  private final Map<Class<?>, String> names = new java.util.HashMap<>();

  /** A schema (or a $ref to a component) for the type; components are collected on the side. */
  public ObjectNode schemaOf(Type type) {
    return schema(type, null, List.of());
  }

  public Map<String, ObjectNode> components() {
    return components;
  }

  private ObjectNode schema(Type type, AnnotatedType annotated, List<Annotation> constraints) {
    Class<?> raw = WireTypes.raw(type);
    ObjectNode s = F.objectNode();
    if (raw == String.class) {
      s.put("type", "string");
    } else if (raw == Integer.class || raw == int.class || raw == Long.class || raw == long.class) {
      s.put("type", "integer");
    } else if (raw == Double.class || raw == double.class) {
      s.put("type", "number");
    } else if (raw == Boolean.class || raw == boolean.class) {
      s.put("type", "boolean");
    } else if (raw.isEnum()) {
      s.put("type", "string");
      ArrayNode values = s.putArray("enum");
      WireTypes.enumNames(raw).forEach(values::add);
    } else if (Collection.class.isAssignableFrom(raw)) {
      s.put("type", "array");
      AnnotatedType itemAnnotated =
          annotated instanceof AnnotatedParameterizedType p
              ? p.getAnnotatedActualTypeArguments()[0]
              : null;
      s.set(
          "items",
          schema(
              WireTypes.typeArgument(type, 0),
              itemAnnotated,
              itemAnnotated == null ? List.of() : constraints(itemAnnotated.getAnnotations())));
      // A Set field is published as a plain array: the routes take duplicates and collapse them
      // (the original's z.array), so a schema-validating client must not refuse them.
    } else if (Map.class.isAssignableFrom(raw)) {
      s.put("type", "object");
      s.set("additionalProperties", schema(WireTypes.typeArgument(type, 1), null, List.of()));
    } else if (ObjectNode.class.isAssignableFrom(raw)) {
      // an open JSON object, as a Map of any values
      s.put("type", "object");
      s.set("additionalProperties", F.objectNode());
    } else if (JsonNode.class.isAssignableFrom(raw) || raw == Object.class) {
      // any JSON value
    } else if (raw.isRecord() || raw.isSealed()) {
      return ref(raw);
    } else {
      throw new IllegalStateException("no schema for " + type);
    }
    apply(s, constraints);
    return s;
  }

  private ObjectNode ref(Class<?> raw) {
    String name = names.get(raw);
    if (name == null) {
      name = uniqueName(raw);
      names.put(raw, name);
      ObjectNode placeholder = F.objectNode();
      components.put(name, placeholder);
      placeholder.setAll(raw.isSealed() ? union(raw) : record(raw));
    }
    ObjectNode ref = F.objectNode();
    ref.put("$ref", "#/components/schemas/" + name);
    return ref;
  }

  private String uniqueName(Class<?> raw) {
    String name = raw.getSimpleName();
    if (components.containsKey(name)) {
      name =
          raw.getEnclosingClass() == null
              ? raw.getName()
              : raw.getEnclosingClass().getSimpleName() + name;
    }
    return name;
  }

  private ObjectNode union(Class<?> sealed) {
    ObjectNode s = F.objectNode();
    ArrayNode oneOf = s.putArray("oneOf");
    for (Class<?> c : sealed.getPermittedSubclasses()) {
      oneOf.add(ref(c));
    }
    describe(s, sealed.getAnnotation(Schema.class));
    return s;
  }

  private ObjectNode record(Class<?> raw) {
    ObjectNode s = F.objectNode();
    s.put("type", "object");
    describe(s, raw.getAnnotation(Schema.class));
    ObjectNode props = s.putObject("properties");
    List<String> required = new ArrayList<>();
    boolean response = !isRequest(raw);
    for (RecordComponent rc : raw.getRecordComponents()) {
      Field f = WireTypes.field(raw, rc);
      String name = WireTypes.jsonName(raw, rc);
      List<Annotation> constraints = constraints(f.getAnnotations());
      ObjectNode p = schema(rc.getGenericType(), rc.getAnnotatedType(), constraints);
      Schema doc = f.getAnnotation(Schema.class);
      if (p.has("$ref") && doc != null) {
        ObjectNode wrapped = F.objectNode();
        wrapped.putArray("allOf").add(p);
        p = wrapped;
      }
      describe(p, doc);
      if (response && !rc.getType().isPrimitive()) {
        p = nullable(p, doc != null && doc.nullable());
      }
      boolean omittedWhenNull = isOmittedWhenNull(raw, f);
      if (response
          && !omittedWhenNull
          && !(doc != null && doc.requiredMode() == Schema.RequiredMode.NOT_REQUIRED)) {
        required.add(name);
      } else if (!response && constraints.stream().anyMatch(a -> a instanceof NotNull)) {
        required.add(name);
      } else if (!response && f.isAnnotationPresent(Present.class)) {
        // Named in every body, null included (see Present).
        p = nullable(p, true);
        required.add(name);
      }
      props.set(name, p);
    }
    if (!required.isEmpty()) {
      ArrayNode r = s.putArray("required");
      required.forEach(r::add);
    }
    if (raw.isAnnotationPresent(Strict.class)) {
      s.put("additionalProperties", false);
    }
    OneOf xor = raw.getAnnotation(OneOf.class);
    if (xor != null) {
      String text = OneOf.Validator.message(xor.value(), xor.exclusive()) + ".";
      s.put(
          "description",
          s.has("description") ? s.get("description").asString() + " " + text : text);
    }
    return s;
  }

  /** Request records: their required fields come from constraints, not from presence. */
  private static boolean isRequest(Class<?> raw) {
    return dev.assistantmemory.server.http.UserRequest.class.isAssignableFrom(raw)
        || raw.isAnnotationPresent(Strict.class)
        || raw.isAnnotationPresent(RequestPart.class);
  }

  private static boolean isOmittedWhenNull(Class<?> raw, Field f) {
    JsonInclude onField = f.getAnnotation(JsonInclude.class);
    JsonInclude onType = raw.getAnnotation(JsonInclude.class);
    JsonInclude inc = onField != null ? onField : onType;
    return inc != null && inc.value() != JsonInclude.Include.ALWAYS;
  }

  /**
   * Response fields of scalar types may be null (the contract's views carry explicit nulls);
   * objects only when their {@code @Schema} says so. Arrays are never null.
   */
  private static ObjectNode nullable(ObjectNode p, boolean declared) {
    JsonNode type = p.get("type");
    if (type != null
        && type.isString()
        && !"array".equals(type.asString())
        && !"object".equals(type.asString())) {
      ArrayNode types = F.arrayNode();
      types.add(type.asString());
      types.add("null");
      p.set("type", types);
      return p;
    }
    if (declared) {
      ObjectNode wrapped = F.objectNode();
      ArrayNode anyOf = wrapped.putArray("anyOf");
      anyOf.add(p);
      anyOf.addObject().put("type", "null");
      return wrapped;
    }
    return p;
  }

  private static void describe(ObjectNode s, Schema doc) {
    if (doc == null) {
      return;
    }
    if (!doc.description().isEmpty()) {
      s.put("description", doc.description());
    }
    if (!doc.defaultValue().isEmpty()) {
      s.set("default", literal(doc.defaultValue(), s));
    }
    if (!doc.example().isEmpty()) {
      ArrayNode examples = s.putArray("examples");
      examples.add(literal(doc.example(), s));
    }
    if (doc.allowableValues().length > 0) {
      ArrayNode values = s.putArray("enum");
      for (String v : doc.allowableValues()) {
        values.add(v);
      }
    }
  }

  private static JsonNode literal(String text, ObjectNode s) {
    String type = s.path("type").asString("");
    return switch (type) {
      case "integer" -> F.numberNode(Long.parseLong(text));
      case "number" -> F.numberNode(Double.parseDouble(text));
      case "boolean" -> F.booleanNode(Boolean.parseBoolean(text));
      default -> F.stringNode(text);
    };
  }

  /** Bean Validation constraints on an element, composed constraints expanded. */
  static List<Annotation> constraints(Annotation[] annotations) {
    List<Annotation> out = new ArrayList<>();
    for (Annotation a : annotations) {
      if (a.annotationType().isAnnotationPresent(Constraint.class) || a instanceof Valid) {
        out.add(a);
        if (a.annotationType().getPackageName().startsWith("dev.assistantmemory")) {
          out.addAll(constraints(a.annotationType().getAnnotations()));
        }
      }
    }
    return out;
  }

  private static void apply(ObjectNode s, List<Annotation> constraints) {
    boolean string = "string".equals(s.path("type").asString(""));
    boolean array = "array".equals(s.path("type").asString(""));
    for (Annotation a : constraints) {
      // Lower bounds take the strictest constraint whatever their order: a field declared
      // @NotBlank @Size(max = 1000) refuses "", so it is published with minLength 1, not the
      // @Size's default 0 (fourteenth audit W8).
      if (a instanceof Size size) {
        if (string) {
          atLeast(s, "minLength", size.min());
          if (size.max() != Integer.MAX_VALUE) {
            s.put("maxLength", size.max());
          }
        } else if (array) {
          atLeast(s, "minItems", size.min());
          if (size.max() != Integer.MAX_VALUE) {
            s.put("maxItems", size.max());
          }
        }
      } else if (a instanceof Distinct && array) {
        s.put("uniqueItems", true);
      } else if (a instanceof NotBlank || a instanceof NotEmpty) {
        atLeast(s, array ? "minItems" : "minLength", 1);
      } else if (a instanceof Min min) {
        s.put("minimum", min.value());
      } else if (a instanceof Max max) {
        s.put("maximum", max.value());
      } else if (a instanceof Pattern p) {
        s.put("pattern", p.regexp());
      } else if (a instanceof WireDatetime w && w.anyDate()) {
        s.put("pattern", WireDatetime.ANY_DATE_PATTERN);
      } else if (a instanceof WireDatetime) {
        s.put("format", "date-time");
        s.put("pattern", WireDatetime.PATTERN);
      }
    }
  }

  /** Sets {@code key} to {@code min} unless it already holds a larger lower bound. */
  private static void atLeast(ObjectNode s, String key, int min) {
    if (!s.has(key) || s.path(key).asInt() < min) {
      s.put(key, min);
    }
  }
}
