package dev.assistantmemory.server.http.wire;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.regex.Pattern;

/**
 * An instant in the contract's request form: ISO-8601 UTC with {@code Z}, e.g.
 * 2026-04-26T13:00:00.000Z.
 */
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.TYPE_USE})
@Retention(RetentionPolicy.RUNTIME)
@Constraint(validatedBy = WireDatetime.Validator.class)
public @interface WireDatetime {
  String PATTERN = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$";

  String message() default "Invalid datetime: expected ISO-8601 UTC like 2026-04-26T13:00:00.000Z";

  Class<?>[] groups() default {};

  Class<? extends Payload>[] payload() default {};

  /** Checks the form, then that the instant exists (no 25th hour, no February 30th). */
  final class Validator implements ConstraintValidator<WireDatetime, String> {
    private static final Pattern FORM = Pattern.compile(PATTERN);

    @Override
    public boolean isValid(String value, ConstraintValidatorContext context) {
      return value == null || parse(value) != null;
    }

    public static Instant parse(String value) {
      if (value.length() > 40 || !FORM.matcher(value).matches()) {
        return null;
      }
      try {
        return Instant.parse(value);
      } catch (DateTimeParseException e) {
        return null;
      }
    }
  }
}
