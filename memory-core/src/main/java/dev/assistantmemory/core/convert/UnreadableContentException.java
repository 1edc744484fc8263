package dev.assistantmemory.core.convert;

/**
 * The bytes hold no readable text; retrying cannot help. The message says why in a fixed sentence
 * (never any of the content) and is shown to the caller on the receipt.
 */
public class UnreadableContentException extends Exception {
  private static final long serialVersionUID = 1L;

  public UnreadableContentException(String message) {
    super(message);
  }

  public UnreadableContentException(String message, Throwable cause) {
    super(message, cause);
  }
}
