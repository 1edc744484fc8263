package dev.assistantmemory.extract.llm;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * The body of the chat completion request the extractor sends (OpenAI's wire names): the model, a
 * temperature of 0, the system and user messages, and the structured output's schema.
 */
record ChatRequest(
    String model,
    int temperature,
    List<Message> messages,
    @JsonProperty("response_format") ResponseFormat responseFormat) {

  record Message(String role, String content) {}

  /** {@code json_schema} output, checked against the named schema ({@code strict}). */
  record ResponseFormat(String type, @JsonProperty("json_schema") NamedSchema jsonSchema) {}

  record NamedSchema(String name, boolean strict, OutputSchema schema) {}

  /** The extraction request: the instructions, the per-source message and the output's schema. */
  static ChatRequest extraction(String model, String userMessage) {
    return new ChatRequest(
        model,
        0,
        List.of(new Message("system", ExtractionPrompt.SYSTEM), new Message("user", userMessage)),
        new ResponseFormat(
            "json_schema", new NamedSchema("extraction", true, ExtractionPrompt.SCHEMA)));
  }
}
