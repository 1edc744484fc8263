package dev.assistantmemory.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TypeIdTest {
  @Test
  void idsHaveThePrefixAndTwentySixBase32Characters() {
    String id = TypeId.newId("src");
    assertThat(id).matches("src_[0-7][0-9a-hjkmnp-tv-z]{25}");
    assertThat(TypeId.isValid("src", id)).isTrue();
    assertThat(TypeId.isValid("node", id)).isFalse();
    assertThat(TypeId.isValid("src", "src_01kq54zhdye4a94mjmw0wev9jx")).isTrue();
    assertThat(TypeId.isValid("src", "src_01kq54zhdye4a94mjmw0wev9j")).isFalse();
    assertThat(TypeId.isValid("src", "src_81kq54zhdye4a94mjmw0wev9jx")).isFalse();
  }

  @Test
  void idsAreUniqueAndTimeOrdered() throws InterruptedException {
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      assertThat(seen.add(TypeId.newId("x"))).isTrue();
    }
    String earlier = TypeId.newId("x");
    Thread.sleep(3);
    assertThat(TypeId.newId("x")).isGreaterThan(earlier);
  }

  @Test
  void encodingMatchesTheTypeIdSpecExample() {
    // TypeID spec: UUID 0188bac7-4afa-78aa-bc3b-bd1eef28d881 encodes as 01h2xcejqtf2nbrexx3vqjhp41.
    assertThat(TypeId.encode(0x0188bac74afa78aaL, 0xbc3bbd1eef28d881L))
        .isEqualTo("01h2xcejqtf2nbrexx3vqjhp41");
  }
}
