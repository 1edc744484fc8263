package dev.assistantmemory.server.http.wire;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.assistantmemory.model.ValidationIssue;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The JSON shape of a wire record, read from its Java types: the one place that knows which JSON
 * type each field takes. {@link #check} compares a request tree with it before binding, naming
 * every field whose JSON type is wrong (zod-style {@code invalid_type}, {@code invalid_enum_value},
 * {@code unrecognized_key} in {@link Strict} objects) and removing those values, so Jackson binds
 * only well-typed input and Bean Validation reports the remaining constraints in the same pass.
 * {@link JsonSchemas} documents the same shapes.
 */
public final class WireTypes {
  private WireTypes() {}

  /** Checks {@code node} against {@code type}; offending values are removed from their parent. */
  public static void check(JsonNode node, Type type, String path, List<ValidationIssue> issues) {
    Class<?> raw = raw(type);
    if (node == null
        || node.isNull()
        || JsonNode.class.isAssignableFrom(raw)
        || raw == Object.class) {
      return;
    }
    if (raw == String.class) {
      expect(node.isString(), "string", node, path, issues);
    } else if (raw == Integer.class || raw == int.class) {
      integer(node, node.canConvertToInt(), Integer.MIN_VALUE, Integer.MAX_VALUE, path, issues);
    } else if (raw == Long.class || raw == long.class) {
      integer(node, node.canConvertToLong(), Long.MIN_VALUE, Long.MAX_VALUE, path, issues);
    } else if (raw == Double.class || raw == double.class) {
      expect(node.isNumber() && Double.isFinite(node.asDouble()), "number", node, path, issues);
    } else if (raw == Boolean.class || raw == boolean.class) {
      expect(node.isBoolean(), "boolean", node, path, issues);
    } else if (raw.isEnum()) {
      List<String> names = enumNames(raw);
      if (!node.isString()) {
        expect(false, "string", node, path, issues);
      } else if (!names.contains(node.asString())) {
        issues.add(
            new ValidationIssue(
                path,
                "Invalid enum value. Expected one of "
                    + names
                    + ", received '"
                    + abbreviate(node.asString())
                    + "'",
                "invalid_enum_value"));
      }
    } else if (Collection.class.isAssignableFrom(raw)) {
      if (expect(node.isArray(), "array", node, path, issues)) {
        Type item = typeArgument(type, 0);
        List<Integer> bad = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
          int before = issues.size();
          String at = path + "[" + i + "]";
          check(node.get(i), item, at, issues);
          if (issues.size() > before && issues.get(before).path().equals(at)) {
            bad.add(i);
          }
        }
        // Ill-typed items leave the tree (bottom up), so the rest still binds and is validated.
        for (int i = bad.size() - 1; i >= 0; i--) {
          ((tools.jackson.databind.node.ArrayNode) node).remove((int) bad.get(i));
        }
      }
    } else if (Map.class.isAssignableFrom(raw)) {
      if (expect(node.isObject(), "object", node, path, issues)) {
        Type value = typeArgument(type, 1);
        for (var e : node.properties()) {
          check(e.getValue(), value, join(path, e.getKey()), issues);
        }
      }
    } else if (raw.isRecord()) {
      if (expect(node.isObject(), "object", node, path, issues)) {
        checkRecord((ObjectNode) node, raw, path, issues);
      }
    } else {
      throw new IllegalStateException("no wire type for " + type);
    }
  }

  /**
   * A record component as the wire sees it: its JSON name, declared type, @Present, and its
   * declared {@code @Min}/{@code @Max} (null when none), named when an integer overflows the type.
   */
  private record Component(String jsonName, Type type, boolean present, Long min, Long max) {
    /** {@code issue} worded with the declared bound, when it is a type-range refusal. */
    ValidationIssue withDeclaredBound(ValidationIssue issue) {
      if ("too_big".equals(issue.code()) && max != null) {
        return new ValidationIssue(issue.path(), "Must be at most " + max, "too_big");
      }
      if ("too_small".equals(issue.code()) && min != null) {
        return new ValidationIssue(issue.path(), "Must be at least " + min, "too_small");
      }
      return issue;
    }
  }

  /** A record's components in declaration order, and whether unknown keys are refused. */
  private record Shape(List<Component> components, boolean strict) {}

  /**
   * Each request record's shape, read by reflection once per class: reading it per request (record
   * components, their generic types and annotations) was a fifth of binding a search.
   */
  private static final ClassValue<Shape> SHAPES =
      new ClassValue<>() {
        @Override
        protected Shape computeValue(Class<?> raw) {
          List<Component> components = new ArrayList<>();
          for (RecordComponent rc : raw.getRecordComponents()) {
            Field f = field(raw, rc);
            Min min = f.getAnnotation(Min.class);
            Max max = f.getAnnotation(Max.class);
            components.add(
                new Component(
                    jsonName(raw, rc),
                    rc.getGenericType(),
                    f.isAnnotationPresent(Present.class),
                    min == null ? null : min.value(),
                    max == null ? null : max.value()));
          }
          return new Shape(List.copyOf(components), raw.isAnnotationPresent(Strict.class));
        }
      };

  private static void checkRecord(
      ObjectNode node, Class<?> raw, String path, List<ValidationIssue> issues) {
    Set<String> known = new java.util.HashSet<>();
    List<String> bad = new ArrayList<>();
    Shape shape = SHAPES.get(raw);
    for (Component c : shape.components()) {
      String name = c.jsonName();
      known.add(name);
      JsonNode value = node.get(name);
      if (value == null && c.present()) {
        issues.add(new ValidationIssue(join(path, name), "Required", "required"));
        continue;
      }
      int before = issues.size();
      check(value, c.type(), join(path, name), issues);
      if (issues.size() > before && issues.get(before).path().equals(join(path, name))) {
        issues.set(before, c.withDeclaredBound(issues.get(before)));
        bad.add(name);
      }
    }
    if (shape.strict()) {
      for (Iterator<String> it = node.propertyNames().iterator(); it.hasNext(); ) {
        String key = it.next();
        if (!known.contains(key)) {
          issues.add(
              new ValidationIssue(
                  join(path, abbreviate(key)), "Unrecognized key", "unrecognized_key"));
          bad.add(key);
        }
      }
    }
    bad.forEach(node::remove);
  }

  /**
   * Orders issue paths as the record declares its fields (zod reports in schema order), so the
   * first issue, the one named in {@code field}, is the first field a reader of the record sees.
   */
  public static java.util.Comparator<String> declarationOrder(Class<?> root) {
    return java.util.Comparator.comparing(
        (String path) -> rank(root, path), WireTypes::compareRanks);
  }

  private static List<Integer> rank(Class<?> root, String path) {
    List<Integer> out = new ArrayList<>();
    Type type = root;
    for (String segment : path.split("\\.")) {
      String name = segment;
      List<Integer> indexes = new ArrayList<>();
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[(\\d+)]").matcher(segment);
      if (segment.indexOf('[') > 0) {
        name = segment.substring(0, segment.indexOf('['));
        while (m.find()) {
          indexes.add(Integer.parseInt(m.group(1)));
        }
      }
      Class<?> raw =
          type instanceof Class<?> || type instanceof ParameterizedType ? raw(type) : Object.class;
      int position = Integer.MAX_VALUE;
      Type next = Object.class;
      if (raw.isRecord()) {
        List<Component> components = SHAPES.get(raw).components();
        for (int i = 0; i < components.size(); i++) {
          if (components.get(i).jsonName().equals(name)) {
            position = i;
            next = components.get(i).type();
          }
        }
      }
      out.add(position);
      for (Integer index : indexes) {
        out.add(index);
        next = typeArgument(next, 0);
      }
      type = next;
    }
    return out;
  }

  private static int compareRanks(List<Integer> a, List<Integer> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int c = Integer.compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }

  /**
   * An integer field: a number that is no integer is {@code invalid_type}; an integer past what the
   * field's Java type holds is out of bounds ({@code too_big}/{@code too_small}, as zod answers a
   * bounded {@code int()}), never "Expected integer". The bound named is the type's; a record
   * component with a declared {@code @Max}/{@code @Min} names that one instead ({@link
   * #checkRecord}).
   */
  private static void integer(
      JsonNode node, boolean fits, long min, long max, String path, List<ValidationIssue> issues) {
    if (!expect(node.isIntegralNumber(), "integer", node, path, issues) || fits) {
      return;
    }
    issues.add(
        node.bigIntegerValue().signum() > 0
            ? new ValidationIssue(path, "Must be at most " + max, "too_big")
            : new ValidationIssue(path, "Must be at least " + min, "too_small"));
  }

  private static boolean expect(
      boolean ok, String expected, JsonNode node, String path, List<ValidationIssue> issues) {
    if (!ok) {
      issues.add(
          new ValidationIssue(
              path, "Expected " + expected + ", received " + typeOf(node), "invalid_type"));
    }
    return ok;
  }

  /** The JSON name of a record component ({@code @JsonProperty} on it, else its name). */
  public static String jsonName(Class<?> record, RecordComponent rc) {
    JsonProperty p = field(record, rc).getAnnotation(JsonProperty.class);
    return p != null && !p.value().isEmpty() ? p.value() : rc.getName();
  }

  static Field field(Class<?> record, RecordComponent rc) {
    try {
      return record.getDeclaredField(rc.getName());
    } catch (NoSuchFieldException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Wire names of an enum: its constants' names (the wire names are used as Java names). */
  public static List<String> enumNames(Class<?> e) {
    return Arrays.stream(e.getEnumConstants())
        .map(c -> ((Enum<?>) c).name())
        .collect(Collectors.toList());
  }

  static Class<?> raw(Type type) {
    if (type instanceof Class<?> c) {
      return c;
    }
    if (type instanceof ParameterizedType p) {
      return (Class<?>) p.getRawType();
    }
    throw new IllegalStateException("unsupported type " + type);
  }

  static Type typeArgument(Type type, int index) {
    return type instanceof ParameterizedType p ? p.getActualTypeArguments()[index] : Object.class;
  }

  static String join(String path, String name) {
    return path.isEmpty() ? name : path + "." + name;
  }

  private static String abbreviate(String s) {
    return s.length() <= 100 ? s : s.substring(0, 100) + "…";
  }

  static String typeOf(JsonNode v) {
    if (v.isString()) {
      return "string";
    }
    if (v.isNumber()) {
      return "number";
    }
    if (v.isBoolean()) {
      return "boolean";
    }
    if (v.isArray()) {
      return "array";
    }
    if (v.isObject()) {
      return "object";
    }
    return "null";
  }
}
