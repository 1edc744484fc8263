package dev.assistantmemory.server.http.wire;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record nested inside a request (a message of a conversation, an initial claim), so the
 * documentation lists its required fields by its constraints, as for the request itself.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
public @interface RequestPart {}
