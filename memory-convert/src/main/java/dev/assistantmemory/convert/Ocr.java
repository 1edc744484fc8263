package dev.assistantmemory.convert;

import java.nio.file.Path;

/** Optical character recognition of one image file. */
public interface Ocr {
  /** Whether OCR can run on this machine. */
  boolean available();

  /** The sentence a receipt shows when OCR is needed but cannot run. */
  String unavailableReason();

  /**
   * The text recognised in the image (PNG, JPEG, TIFF).
   *
   * @throws OcrFailedException when the engine ran but failed or timed out
   */
  String recognize(Path image) throws OcrFailedException;

  /** OCR ran and failed. */
  final class OcrFailedException extends Exception {
    private static final long serialVersionUID = 1L;

    public OcrFailedException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /** No OCR at all. */
  Ocr NONE =
      new Ocr() {
        @Override
        public boolean available() {
          return false;
        }

        @Override
        public String unavailableReason() {
          return "The file has no text layer and OCR is switched off (MEMORY_OCR_COMMAND is empty).";
        }

        @Override
        public String recognize(Path image) throws OcrFailedException {
          throw new OcrFailedException(unavailableReason(), null);
        }
      };
}
