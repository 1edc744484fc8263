package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.Instant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The user's affiliations said with the chat's dropped "I" (stop 37): "Just joined Kestrel Rowing
 * Club" is a membership, "Started my new job at Arup today" an employer; someone else who joined
 * ("Tom just joined Deloitte") is not the user. Volunteering said with a time between ("ik ben al
 * twee jaar vrijwilliger bij het Rode Kruis") is a membership, no employer.
 */
class DroppedSubjectAffiliationsTest {
  private static final Instant AT = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(AT, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Just joined Kestrel Rowing Club!|AFFILIATED_WITH|Kestrel Rowing Club",
        "Joined the Fenland Woodcraft Society last week.|AFFILIATED_WITH|Fenland Woodcraft Society",
        "Started my new job at Arup today.|WORKS_AT|Arup",
        "Recently joined Holloway Chess Club, first game Thursday.|AFFILIATED_WITH|Holloway Chess Club",
      })
  void theUsersAffiliation(String text, String predicate, String org) {
    assertThat(user(text).facts())
        .anySatisfy(
            f -> {
              assertThat(f.subject()).isEqualTo("self");
              assertThat(f.predicate()).isEqualTo(predicate);
              assertThat(f.objectName()).isEqualTo(org);
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Tom just joined Deloitte.",
        "Ik ben al twee jaar vrijwilliger bij het Rode Kruis.",
        "Ik ben sinds de zomer vrijwilligster bij de Dierenbescherming.",
      })
  void noEmployerOfTheUser(String text) {
    assertThat(user(text).facts())
        .noneMatch(f -> f.subject().equals("self") && f.predicate().equals("WORKS_AT"));
  }
}
