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
  void idsMadeInTheSameMillisecondSortInTheOrderTheyWereMade() {
    // Thousands of ids per millisecond: creation order must survive a sort by id, as the store's
    // "record order" reads assume.
    String previous = TypeId.newId("claim");
    for (int i = 0; i < 50_000; i++) {
      String next = TypeId.newId("claim");
      assertThat(next).isGreaterThan(previous);
      assertThat(TypeId.isValid("claim", next)).isTrue();
      previous = next;
    }
  }

  @Test
  void theCounterCarriesIntoTheTimestampAndSurvivesAClockStepBack() {
    long version = 0x7L << 12;
    long atMs5 = (5L << 16) | version;
    assertThat(TypeId.after(atMs5 | 0x10, atMs5 | 0x3)).isEqualTo(atMs5 | 0x11);
    assertThat(TypeId.after(atMs5 | 0xFFF, atMs5 | 0x3)).isEqualTo((6L << 16) | version);
    long atMs4 = (4L << 16) | version | 0x200;
    assertThat(TypeId.after(atMs5 | 0x10, atMs4)).as("clock stepped back").isEqualTo(atMs5 | 0x11);
    assertThat(TypeId.after(atMs4, atMs5 | 0x3)).isEqualTo(atMs5 | 0x3);
  }

  @Test
  void encodingMatchesTheTypeIdSpecExample() {
    // TypeID spec: UUID 0188bac7-4afa-78aa-bc3b-bd1eef28d881 encodes as 01h2xcejqtf2nbrexx3vqjhp41.
    assertThat(TypeId.encode(0x0188bac74afa78aaL, 0xbc3bbd1eef28d881L))
        .isEqualTo("01h2xcejqtf2nbrexx3vqjhp41");
  }
}
