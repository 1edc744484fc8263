package dev.assistantmemory.core.health;

/** Health of one component as a value. */
public record CheckResult(boolean ok, String detail) {
  public static final CheckResult OK = new CheckResult(true, "ok");

  public static CheckResult failed(String detail) {
    return new CheckResult(false, detail);
  }
}
