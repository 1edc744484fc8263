package dev.assistantmemory.model;

/**
 * One reason a request was refused: the dotted path of the offending field ({@code
 * conversation.messages[0].timestamp}), a human-readable message and a machine code ({@code
 * required}, {@code invalid_type}, {@code unrecognized_key}, {@code too_small}, {@code too_big},
 * {@code invalid_format}, {@code invalid_enum_value}).
 */
public record ValidationIssue(String path, String message, String code) {}
