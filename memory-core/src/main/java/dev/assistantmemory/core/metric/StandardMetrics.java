package dev.assistantmemory.core.metric;

import java.util.Locale;
import java.util.Optional;

/**
 * The standard metrics readings found in conversations and documents are filed under, with their
 * units normalised: lb to kg, mi and m to km, min/mi to min/km.
 */
public final class StandardMetrics {
  static final double KG_PER_LB = 0.45359237;
  static final double KM_PER_MI = 1.609344;

  private StandardMetrics() {}

  /** A reading in its standard definition's unit. */
  public record Normalized(MetricService.DefinitionInput definition, double value) {}

  static MetricService.DefinitionInput def(
      String slug, String label, String description, String unit, Aggregation hint) {
    return new MetricService.DefinitionInput(slug, label, description, unit, hint, null, null);
  }

  /**
   * The standard definition and normalised value of an extracted reading ({@code metric} as the
   * extractors name it), or empty for a metric or unit it does not know.
   */
  public static Optional<Normalized> normalize(String metric, double value, String unit) {
    if (!Double.isFinite(value)) {
      return Optional.empty();
    }
    String u = unit == null ? "" : unit.trim().toLowerCase(Locale.ROOT);
    return switch (metric.toLowerCase(Locale.ROOT)) {
      case "weight", "body_weight" ->
          switch (u) {
            case "kg" -> n(weight(), value);
            case "lb", "lbs" -> n(weight(), round(value * KG_PER_LB));
            default -> Optional.empty();
          };
      case "distance", "run_distance" ->
          switch (u) {
            case "km" -> n(distance(), value);
            case "mi" -> n(distance(), round(value * KM_PER_MI));
            case "m" -> n(distance(), round(value / 1000));
            default -> Optional.empty();
          };
      case "pace" ->
          switch (u) {
            case "min/km" -> n(pace(), value);
            case "min/mi" -> n(pace(), round(value / KM_PER_MI));
            default -> Optional.empty();
          };
      case "heart_rate" ->
          u.equals("bpm")
              ? n(def("heart_rate", "Heart rate", "Heart rate", "bpm", Aggregation.avg), value)
              : Optional.empty();
      case "sleep_duration", "sleep" ->
          u.equals("h")
              ? n(
                  def("sleep_duration", "Sleep duration", "Hours slept", "h", Aggregation.avg),
                  value)
              : Optional.empty();
      case "steps" ->
          u.equals("steps")
              ? n(def("steps", "Steps", "Steps walked", "steps", Aggregation.sum), value)
              : Optional.empty();
      case "readiness" ->
          u.equals("score")
              ? n(def("readiness", "Readiness", "Readiness score", "score", Aggregation.avg), value)
              : Optional.empty();
      default -> Optional.empty();
    };
  }

  /** True for readings of an activity (a run): they belong to an Event node. */
  public static boolean isActivity(String slug) {
    return slug.equals("run_distance") || slug.equals("pace");
  }

  private static MetricService.DefinitionInput weight() {
    return def("body_weight", "Body weight", "Body weight", "kg", Aggregation.avg);
  }

  private static MetricService.DefinitionInput distance() {
    return def("run_distance", "Run distance", "Distance run", "km", Aggregation.sum);
  }

  private static MetricService.DefinitionInput pace() {
    return def("pace", "Pace", "Running pace", "min/km", Aggregation.avg);
  }

  private static Optional<Normalized> n(MetricService.DefinitionInput d, double value) {
    return Optional.of(new Normalized(d, value));
  }

  private static double round(double v) {
    return Math.round(v * 1000) / 1000.0;
  }
}
