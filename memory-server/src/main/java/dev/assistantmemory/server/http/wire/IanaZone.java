package dev.assistantmemory.server.http.wire;

import dev.assistantmemory.core.util.IanaZones;
import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.time.ZoneId;

/**
 * A time zone in the contract's form: an IANA region id such as {@code Europe/Lisbon} or {@code
 * UTC} (CONTRACT.md 1: "zones IANA (invalid → 4xx)"). Offsets ({@code +02:00}, {@code UTC+2}),
 * which {@link ZoneId#of} would also take, are refused: they are not IANA zones and do not follow
 * daylight saving time.
 */
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.TYPE_USE})
@Retention(RetentionPolicy.RUNTIME)
@Constraint(validatedBy = IanaZone.Validator.class)
public @interface IanaZone {
  String message() default "not an IANA time zone";

  Class<?>[] groups() default {};

  Class<? extends Payload>[] payload() default {};

  /**
   * Accepts null (presence is {@code @NotNull}'s job) and IANA's zone ids ({@link IanaZones}: the
   * JDK's region ids without {@code SystemV/*}, with IANA's links {@code EST}, {@code MST}, {@code
   * HST}, …).
   */
  final class Validator implements ConstraintValidator<IanaZone, String> {
    @Override
    public boolean isValid(String value, ConstraintValidatorContext context) {
      return value == null || IanaZones.isIana(value);
    }
  }
}
