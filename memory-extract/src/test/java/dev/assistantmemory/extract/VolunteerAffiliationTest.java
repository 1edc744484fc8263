package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Someone volunteering with an organisation is affiliated with it (stop 36). */
class VolunteerAffiliationTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Femke is vrijwilliger bij de Dierenambulance.|Femke|Dierenambulance",
        "My neighbour Raj has been volunteering with the Samaritans for years.|Raj|Samaritans",
        "Anouk is nu vrijwilligster bij de Zonnebloem.|Anouk|Zonnebloem",
      })
  void volunteeringIsAnAffiliation(String text, String who, String org) {
    assertThat(Probes.said(text).facts())
        .anySatisfy(
            f -> {
              assertThat(f.subject()).isEqualTo(who);
              assertThat(f.predicate()).isEqualTo("AFFILIATED_WITH");
              assertThat(f.objectName()).isEqualTo(org);
            });
  }
}
