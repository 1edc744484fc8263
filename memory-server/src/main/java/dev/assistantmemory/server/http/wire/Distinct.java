package dev.assistantmemory.server.http.wire;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * A list whose items are all different ({@code custom}, "Must not repeat an item"): a merge of
 * "two" nodes that names one node twice is no merge.
 */
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT})
@Retention(RetentionPolicy.RUNTIME)
@Constraint(validatedBy = Distinct.Validator.class)
public @interface Distinct {
  String message() default "Must not repeat an item";

  Class<?>[] groups() default {};

  Class<? extends Payload>[] payload() default {};

  final class Validator implements ConstraintValidator<Distinct, Collection<?>> {
    @Override
    public boolean isValid(Collection<?> value, ConstraintValidatorContext context) {
      if (value == null) {
        return true;
      }
      Set<Object> seen = new HashSet<>();
      for (Object item : value) {
        if (item != null && !seen.add(item)) {
          return false;
        }
      }
      return true;
    }
  }
}
