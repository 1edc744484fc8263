package dev.assistantmemory.core.job;

import dev.assistantmemory.model.ErrorCode;

/**
 * A failure that retrying cannot fix (unreadable content, a superseded operation). Its code is a
 * receipt code of the {@link ErrorCode} table; the message is a fixed text, never content.
 */
public class PermanentJobFailure extends RuntimeException {
  private final ErrorCode errorCode;

  public PermanentJobFailure(ErrorCode errorCode, String message) {
    super(message);
    if (!errorCode.receipt()) {
      throw new IllegalArgumentException(errorCode + " is not a receipt code");
    }
    this.errorCode = errorCode;
  }

  public ErrorCode errorCode() {
    return errorCode;
  }
}
