package dev.assistantmemory.server.http.wire;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.RecordComponent;

/**
 * One of the named record components is non-null: exactly one when {@code exclusive} ({@code
 * invalid_union}, e.g. {@code objectNodeId} xor {@code objectValue}), at least one otherwise
 * ({@code required}, e.g. a participant's email or providerId). Reported on the last name.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Constraint(validatedBy = OneOf.Validator.class)
public @interface OneOf {
  String[] value();

  boolean exclusive() default true;

  String message() default "";

  Class<?>[] groups() default {};

  Class<? extends Payload>[] payload() default {};

  /** Reads the components reflectively; records only. */
  final class Validator implements ConstraintValidator<OneOf, Record> {
    private String[] names;
    private boolean exclusive;

    @Override
    public void initialize(OneOf annotation) {
      names = annotation.value();
      exclusive = annotation.exclusive();
    }

    @Override
    public boolean isValid(Record value, ConstraintValidatorContext context) {
      if (value == null) {
        return true;
      }
      int present = 0;
      for (RecordComponent rc : value.getClass().getRecordComponents()) {
        for (String name : names) {
          if (rc.getName().equals(name) && read(rc, value) != null) {
            present++;
          }
        }
      }
      if (present == 1 || (!exclusive && present > 1)) {
        return true;
      }
      context.disableDefaultConstraintViolation();
      context
          .buildConstraintViolationWithTemplate(message(names, exclusive))
          .addPropertyNode(names[names.length - 1])
          .addConstraintViolation();
      return false;
    }

    static String message(String[] names, boolean exclusive) {
      return (exclusive ? "Exactly one of " : "At least one of ")
          + String.join(" and ", names)
          + " is required";
    }

    private static Object read(RecordComponent rc, Record value) {
      try {
        rc.getAccessor().setAccessible(true);
        return rc.getAccessor().invoke(value);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
    }
  }
}
