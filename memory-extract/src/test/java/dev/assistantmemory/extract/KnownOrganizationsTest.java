package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A well-known organisation named on its own is an organisation, not a person or nothing. */
class KnownOrganizationsTest {
  private static List<String> named(String text, String type) {
    return said(text).mentions().stream()
        .filter(m -> m.nodeType().equals(type))
        .map(Extraction.Mention::name)
        .toList();
  }

  @Test
  void brandsAirlinesAndShopsAreOrganisations() {
    assertThat(named("My brother Sam is a pilot for KLM.", "Organization")).containsExactly("KLM");
    assertThat(
            named(
                "Can you find out what time the Ikea in Delft opens on Saturday?", "Organization"))
        .containsExactly("Ikea");
    assertThat(named("Ik heb vroeger bij KPN gewerkt.", "Organization")).containsExactly("KPN");
  }

  @Test
  void aBrandIsNeverAPerson() {
    assertThat(named("We watched a documentary on Netflix with Priya.", "Person"))
        .containsExactly("Priya");
    assertThat(named("We watched a documentary on Netflix with Priya.", "Organization"))
        .containsExactly("Netflix");
  }

  @Test
  void anUnlistedNameIsLeftToTheRules() {
    assertThat(named("Dinner with Marloes at Luigi's on Friday.", "Person")).contains("Marloes");
  }
}
