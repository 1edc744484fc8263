package dev.assistantmemory.server.http.wire;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a request object whose unknown keys are refused ({@code unrecognized_key}), as the
 * contract's strict objects ({@code sourceContext} and its parts). Objects without it ignore
 * unknown keys, as the original's schemas do, so a newer client's extra fields never break a
 * request.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
public @interface Strict {}
