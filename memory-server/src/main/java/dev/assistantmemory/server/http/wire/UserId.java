package dev.assistantmemory.server.http.wire;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The caller-chosen {@code userId} every user-data request carries: required, 1-500 characters. */
@NotNull
@Size(min = 1, max = 500)
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.TYPE_USE})
@Retention(RetentionPolicy.RUNTIME)
@Constraint(validatedBy = {})
public @interface UserId {
  String message() default "Invalid userId";

  Class<?>[] groups() default {};

  Class<? extends Payload>[] payload() default {};
}
