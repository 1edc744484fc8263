package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A known brand's product is an organisation, not a person ("Apple Music", "Google Docs",
 * "Microsoft Teams"); a saint's or mount's abbreviation opens a name ("St. Mary's Hospital");
 * switching to a tool is no new employer (stop 36, from a chat host's first conversation).
 */
class BrandProductsTest {

  @Test
  void aKnownBrandsProductIsAnOrganisation() {
    assertThat(Probes.names("I use Apple Music every day.", Names.ORG))
        .containsExactly("Apple Music");
    assertThat(Probes.names("We moved from Slack to Microsoft Teams.", Names.PERSON)).isEmpty();
    // a given name that is also a brand's stays a person's with a surname after it
    assertThat(Probes.names("Sarah Jones joined the team.", Names.PERSON))
        .containsExactly("Sarah Jones");
  }

  @Test
  void anAbbreviatedSaintOpensTheName() {
    assertThat(
            Probes.names("Meeting with Dr. Patel at St. Mary's Hospital on Thursday.", Names.ORG))
        .containsExactly("St. Mary's Hospital");
  }

  @Test
  void switchingToAToolIsNoJob() {
    assertThat(employers("I switched to Google Docs.")).isEmpty();
    assertThat(employers("I switched jobs to Unilever last year.")).containsExactly("Unilever");
  }

  private static java.util.List<String> employers(String text) {
    return Probes.said(text).facts().stream()
        .filter(f -> f.predicate().equals("WORKS_AT"))
        .map(f -> f.objectName())
        .toList();
  }
}
