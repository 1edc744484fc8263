package dev.assistantmemory.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Pins the one error-code table: receipt codes of the contract and the CLI exit statuses. */
class ErrorCodeTest {
  @Test
  void everyReceiptCodeOfTheContractIsPresentAndFlagged() {
    Set<String> receiptCodes =
        Arrays.stream(ErrorCode.values())
            .filter(ErrorCode::receipt)
            .map(ErrorCode::name)
            .collect(Collectors.toSet());
    assertThat(receiptCodes)
        .containsExactlyInAnyOrder(
            "EXTRACTION_FAILED",
            "UNREADABLE_CONTENT",
            "SUPERSEDED_OPERATION",
            "SOURCE_PURGED",
            "PROCESSING_INTERRUPTED");
  }

  @Test
  void exitCodesStayWithinTheDocumentedRange() {
    for (ErrorCode code : ErrorCode.values()) {
      assertThat(code.exitCode()).as(code.name()).isBetween(1, 4);
      assertThat(code.httpStatus()).as(code.name()).isBetween(400, 599);
    }
    assertThat(ErrorCode.EXIT_SUCCESS).isZero();
  }

  @Test
  void documentedExitCodesMapAsBefore() {
    // 1 failure, 2 usage, 3 configuration, 4 incomplete (README: CLI).
    assertThat(ErrorCode.INTERNAL_ERROR.exitCode()).isEqualTo(1);
    assertThat(ErrorCode.STORE_UNAVAILABLE.exitCode()).isEqualTo(1);
    assertThat(ErrorCode.VALIDATION_FAILED.exitCode()).isEqualTo(2);
    assertThat(ErrorCode.NOT_FOUND.exitCode()).isEqualTo(2);
    assertThat(ErrorCode.CONFIG_INVALID.exitCode()).isEqualTo(3);
    assertThat(ErrorCode.COMMAND_INCOMPLETE.exitCode()).isEqualTo(4);
    for (ErrorCode code : ErrorCode.values()) {
      if (code.kind() == ErrorCode.Kind.REQUEST) {
        assertThat(code.exitCode()).as(code.name()).isEqualTo(code.isClientError() ? 2 : 1);
      }
    }
  }

  @Test
  void wireStringsAreTheNames() {
    assertThat(ErrorCode.valueOf("EXTRACTION_FAILED").name()).isEqualTo("EXTRACTION_FAILED");
    assertThat(ErrorCode.PROCESSING_INTERRUPTED.name()).isEqualTo("PROCESSING_INTERRUPTED");
    assertThat(ErrorCode.SUPERSEDED_OPERATION.receipt()).isTrue();
    assertThat(ErrorCode.STORE_UNAVAILABLE.receipt()).isFalse();
  }
}
