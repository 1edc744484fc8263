package dev.assistantmemory.extract.llm;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON Schema of the structured output the chat extractor asks for, as records Jackson writes
 * (the few kinds of node that schema uses): a scalar type, a nullable scalar, an array of one kind
 * of item, and a closed object whose every property is required (strict structured output).
 */
sealed interface OutputSchema {
  /** {@code {"type":"string"}}. */
  record Scalar(String type) implements OutputSchema {}

  /** {@code {"type":["string","null"]}}. */
  record NullableScalar(List<String> type) implements OutputSchema {
    static NullableScalar of(String type) {
      return new NullableScalar(List.of(type, "null"));
    }
  }

  /** {@code {"type":"array","items":...}}. */
  record ArrayOf(String type, OutputSchema items) implements OutputSchema {
    ArrayOf(OutputSchema items) {
      this("array", items);
    }
  }

  /** A closed object: no other properties, all of these required, in this order. */
  record ObjectOf(
      String type,
      boolean additionalProperties,
      List<String> required,
      Map<String, OutputSchema> properties)
      implements OutputSchema {
    static ObjectOf of(Property... properties) {
      Map<String, OutputSchema> byName = new LinkedHashMap<>();
      for (Property p : properties) {
        byName.put(p.name(), p.schema());
      }
      return new ObjectOf("object", false, List.copyOf(byName.keySet()), byName);
    }
  }

  /** One property of an {@link ObjectOf}. */
  record Property(String name, OutputSchema schema) {}
}
