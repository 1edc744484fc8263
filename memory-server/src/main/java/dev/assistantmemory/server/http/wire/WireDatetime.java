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
 * 2026-04-26T13:00:00.000Z. With {@code anyDate}, for the fields the contract leaves untyped where
 * the original coerces any date ({@code /claim/create}'s {@code statedAt}, {@code validFrom},
 * {@code validTo}): also an offset datetime, or a day {@code YYYY-MM-DD} (its start, UTC).
 */
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.TYPE_USE})
@Retention(RetentionPolicy.RUNTIME)
@Constraint(validatedBy = WireDatetime.Validator.class)
public @interface WireDatetime {
  String PATTERN = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$";

  /** A day or a datetime with Z or an offset. */
  String ANY_DATE_PATTERN =
      "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2}))?$";

  String message() default "Invalid datetime: expected ISO-8601 UTC like 2026-04-26T13:00:00.000Z";

  /** Also a day (its start, UTC) or a datetime with an offset. */
  boolean anyDate() default false;

  Class<?>[] groups() default {};

  Class<? extends Payload>[] payload() default {};

  /** Checks the form, then that the instant exists (no 25th hour, no February 30th). */
  final class Validator implements ConstraintValidator<WireDatetime, String> {
    private static final Pattern FORM = Pattern.compile(PATTERN);
    private static final Pattern ANY_FORM = Pattern.compile(ANY_DATE_PATTERN);
    private boolean anyDate;

    @Override
    public void initialize(WireDatetime annotation) {
      this.anyDate = annotation.anyDate();
    }

    @Override
    public boolean isValid(String value, ConstraintValidatorContext context) {
      if (value == null) {
        return true;
      }
      if (parse(value) != null) {
        return true;
      }
      if (!anyDate) {
        return false;
      }
      if (parseAny(value) != null) {
        return true;
      }
      context.disableDefaultConstraintViolation();
      context
          .buildConstraintViolationWithTemplate(
              "Invalid date: expected a day YYYY-MM-DD or an ISO-8601 datetime with Z or an offset")
          .addConstraintViolation();
      return false;
    }

    /** A day (its start, UTC), or a datetime with Z or an offset; null when neither. */
    public static Instant parseAny(String value) {
      if (value.length() > 40 || !ANY_FORM.matcher(value).matches()) {
        return null;
      }
      try {
        return value.length() == 10
            ? java.time.LocalDate.parse(value).atStartOfDay(java.time.ZoneOffset.UTC).toInstant()
            : java.time.OffsetDateTime.parse(value).toInstant();
      } catch (DateTimeParseException e) {
        return null;
      }
    }

    public static Instant parse(String value) {
      if (value.length() > 40 || !FORM.matcher(value).matches()) {
        return null;
      }
      // Instant.parse reads 24:00 as the next midnight and a leap second 23:59:60 as :59; the
      // contract's datetime (the original's z.string().datetime(): hours 00-23, seconds 00-59)
      // has neither, and the offset form (parseAny) refuses both already.
      if (value.charAt(11) == '2' && value.charAt(12) > '3' || value.charAt(17) > '5') {
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
