package dev.assistantmemory.server.http.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import org.junit.jupiter.api.Test;

/** CONTRACT.md 14: the maintenance token is at least 32 characters; unset or shorter, 503. */
class MaintenanceTokenTest {
  private static final String LONG = "a-maintenance-token-of-32-chars!";

  private static void refused(MaintenanceToken t, String authorization, ErrorCode code) {
    assertThatThrownBy(() -> t.check(authorization))
        .isInstanceOf(MemoryException.class)
        .extracting(e -> ((MemoryException) e).code())
        .isEqualTo(code);
  }

  @Test
  void aTokenOfThirtyTwoCharactersSwitchesTheRoutesOn() {
    MaintenanceToken t = new MaintenanceToken(LONG);
    assertThat(LONG).hasSize(32);
    assertThat(t.offReason()).isNull();
    assertThatCode(() -> t.check("Bearer " + LONG)).doesNotThrowAnyException();
    refused(t, "Bearer " + LONG + "x", ErrorCode.PARTITION_MAINTENANCE_UNAUTHORIZED);
    refused(t, null, ErrorCode.PARTITION_MAINTENANCE_UNAUTHORIZED);
  }

  @Test
  void aShorterTokenLeavesTheRoutesOffEvenWhenPresented() {
    String short31 = LONG.substring(1);
    MaintenanceToken t = new MaintenanceToken(short31);
    assertThat(t.offReason()).contains("shorter than 32");
    refused(t, "Bearer " + short31, ErrorCode.PARTITION_MAINTENANCE_UNAVAILABLE);
  }

  @Test
  void unsetOrBlankLeavesTheRoutesOff() {
    for (String unset : new String[] {null, "", "   "}) {
      MaintenanceToken t = new MaintenanceToken(unset);
      assertThat(t.offReason()).contains("set PARTITION_MAINTENANCE_TOKEN");
      refused(t, "Bearer x", ErrorCode.PARTITION_MAINTENANCE_UNAVAILABLE);
    }
  }
}
