package dev.assistantmemory.model;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/** The contract's node types (wire names). */
public enum NodeType {
  Person,
  Organization,
  Location,
  Event,
  Object,
  Emotion,
  Concept,
  Media,
  Temporal,
  Conversation,
  Atlas,
  AssistantDream,
  Document,
  Feedback,
  Idea,
  Task;

  public static final Set<String> NAMES =
      Arrays.stream(values()).map(Enum::name).collect(Collectors.toUnmodifiableSet());
}
