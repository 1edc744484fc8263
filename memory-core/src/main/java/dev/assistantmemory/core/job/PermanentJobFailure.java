package dev.assistantmemory.core.job;

/** A failure that retrying cannot fix (unreadable content, a superseded operation). */
public class PermanentJobFailure extends RuntimeException {
  private final String errorCode;

  public PermanentJobFailure(String errorCode, String message) {
    super(message);
    this.errorCode = errorCode;
  }

  public String errorCode() {
    return errorCode;
  }
}
