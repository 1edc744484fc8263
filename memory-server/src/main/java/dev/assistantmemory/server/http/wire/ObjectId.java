package dev.assistantmemory.server.http.wire;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** A required id of a stored object (node, claim, alias, source): 1-200 characters. */
@NotNull
@Size(min = 1, max = 200)
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.TYPE_USE})
@Retention(RetentionPolicy.RUNTIME)
@Constraint(validatedBy = {})
public @interface ObjectId {
  String message() default "Invalid id";

  Class<?>[] groups() default {};

  Class<? extends Payload>[] payload() default {};
}
