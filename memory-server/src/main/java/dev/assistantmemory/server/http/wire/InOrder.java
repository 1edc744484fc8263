package dev.assistantmemory.server.http.wire;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.RecordComponent;
import java.time.Instant;

/**
 * Two record components that bound a window (each a day {@code YYYY-MM-DD} or a datetime with Z or
 * an offset): when both are given, {@code last} must not fall before {@code first}. Reported on
 * {@code last} ({@code custom}, "Must not be before first"), so every window of the wire (a claim's
 * validity, a timeline, a series) refuses an inverted one the same way. A bound that does not parse
 * is left to its own field's constraint.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Repeatable(InOrder.List.class)
@Constraint(validatedBy = InOrder.Validator.class)
public @interface InOrder {
  String first();

  String last();

  String message() default "";

  Class<?>[] groups() default {};

  Class<? extends Payload>[] payload() default {};

  /** Several windows on one record. */
  @Target(ElementType.TYPE)
  @Retention(RetentionPolicy.RUNTIME)
  @interface List {
    InOrder[] value();
  }

  /** Reads the components reflectively; records only. */
  final class Validator implements ConstraintValidator<InOrder, Record> {
    private String first;
    private String last;

    @Override
    public void initialize(InOrder annotation) {
      first = annotation.first();
      last = annotation.last();
    }

    @Override
    public boolean isValid(Record value, ConstraintValidatorContext context) {
      if (value == null) {
        return true;
      }
      Instant from = instant(read(value, first));
      Instant to = instant(read(value, last));
      if (from == null || to == null || !to.isBefore(from)) {
        return true;
      }
      context.disableDefaultConstraintViolation();
      context
          .buildConstraintViolationWithTemplate("Must not be before " + first)
          .addPropertyNode(last)
          .addConstraintViolation();
      return false;
    }

    /**
     * A day (its start, UTC) or a datetime with Z or an offset, as {@link WireDatetime} reads it.
     */
    static Instant instant(Object value) {
      return value instanceof String s ? WireDatetime.Validator.parseAny(s) : null;
    }

    private static Object read(Record value, String name) {
      for (RecordComponent rc : value.getClass().getRecordComponents()) {
        if (rc.getName().equals(name)) {
          try {
            rc.getAccessor().setAccessible(true);
            return rc.getAccessor().invoke(value);
          } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
          }
        }
      }
      throw new IllegalStateException("no component " + name + " in " + value.getClass());
    }
  }
}
