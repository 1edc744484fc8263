package dev.assistantmemory.server.http.wire;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A request field the body must name, though {@code null} is one of its values (the original's
 * {@code z.….nullable()} without {@code .optional()}): {@code /commitments/owner} {@code ownedBy}
 * and {@code /commitments/due} {@code dueOn}, where null clears. A body without the key is a 400
 * {@code Required} at the field, so a caller who forgot it never clears by accident. The request
 * schema lists it as required and lets it be null.
 */
@Target(ElementType.FIELD)
@Retention(RetentionPolicy.RUNTIME)
public @interface Present {}
