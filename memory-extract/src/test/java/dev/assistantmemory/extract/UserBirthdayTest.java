package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The user's birthday is stored as a birthday, as a named person's is ("birthday 3 March"), not as
 * a bare day the memory cannot read back ("The user has attribute 3 March") (stop 36).
 */
class UserBirthdayTest {

  @Test
  void theUsersBirthdaySaysItIsABirthday() {
    assertThat(Probes.factValues(Probes.NOW, "My birthday is on 3 March, btw.", "HAS_ATTRIBUTE"))
        .containsExactly("birthday 3 March");
    assertThat(Probes.factValues(Probes.NOW, "Mijn verjaardag is op 12 mei.", "HAS_ATTRIBUTE"))
        .containsExactly("verjaardag 12 mei");
  }
}
