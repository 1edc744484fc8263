package dev.assistantmemory.server.http.wire;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The contract's {@code partitionKey}: 1-200 characters, opaque, stored verbatim. */
@Size(min = 1, max = 200)
@Pattern(regexp = "^[A-Za-z0-9][A-Za-z0-9._:@/-]*$")
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.TYPE_USE})
@Retention(RetentionPolicy.RUNTIME)
@Constraint(validatedBy = {})
public @interface PartitionKey {
  String message() default "Invalid partition key";

  Class<?>[] groups() default {};

  Class<? extends Payload>[] payload() default {};
}
