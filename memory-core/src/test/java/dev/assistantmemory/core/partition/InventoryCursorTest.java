package dev.assistantmemory.core.partition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.util.CursorBinding;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.TypeId;
import org.junit.jupiter.api.Test;

/** The partition inventory's cursor: a position bound to the user it was issued for. */
class InventoryCursorTest {
  private static final String NODE = TypeId.newId(TypeId.NODE);

  private static String binding(String user) {
    return CursorBinding.ofUser(user, "partition-inventory");
  }

  @Test
  void aCursorGivesBackItsPositionToTheUserItWasIssuedFor() {
    String cursor = PartitionMaintenance.encodeCursor(binding("alice"), "gen:7", NODE);
    assertThat(PartitionMaintenance.decodeCursor(cursor, binding("alice")))
        .containsExactly("gen:7", NODE);
  }

  @Test
  void anotherUsersCursorIsRefusedAtCursor() {
    String cursor = PartitionMaintenance.encodeCursor(binding("alice"), "gen:7", NODE);
    assertThatThrownBy(() -> PartitionMaintenance.decodeCursor(cursor, binding("bob")))
        .isInstanceOfSatisfying(
            MemoryException.class,
            e -> {
              assertThat(e.code()).isEqualTo(ErrorCode.VALIDATION_FAILED);
              assertThat(e.getMessage()).contains("cursor");
            });
  }

  @Test
  void aCursorOfTheFormerUnboundFormatIsRefused() {
    String v2 =
        java.util.Base64.getUrlEncoder()
            .withoutPadding()
            .encodeToString(
                ("v2:" + NODE + ":gen:7").getBytes(java.nio.charset.StandardCharsets.UTF_8));
    assertThatThrownBy(() -> PartitionMaintenance.decodeCursor(v2, binding("alice")))
        .isInstanceOf(MemoryException.class);
  }
}
