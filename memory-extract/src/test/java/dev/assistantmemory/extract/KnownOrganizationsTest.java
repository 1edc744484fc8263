package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A well-known organisation named on its own is an organisation, not a person or nothing (the
 * resource known-organizations.txt; shops, banks, insurers, energy firms and public bodies added in
 * stop 37, and a hospital named with "MC"); an app used by name is a product.
 */
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

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I moved my savings to Monzo last year.|Monzo",
        "Picked up the screws at Screwfix on the way home.|Screwfix",
        "Our car insurance renews with Admiral in June.|Admiral",
        "De inboedelverzekering loopt via Interpolis.|Interpolis",
        "Ik moet de verf nog terugbrengen naar de Gamma.|Gamma",
        "We zitten sinds kort bij Vandebron voor stroom.|Vandebron",
        "Mijn oom ligt in het Radboudumc.|Radboudumc",
        "Mijn nicht werkt in het Maasstad MC.|Maasstad MC",
      })
  void aKnownOrganisationNamedAloneIsOne(String text, String name) {
    assertThat(Probes.names(text, Names.ORG)).contains(name);
    assertThat(Probes.names(text, Names.PERSON)).doesNotContain(name);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I've switched from Trello to Notion for the to-do list.|Notion",
        "Ben weer begonnen met Duolingo, dag twaalf.|Duolingo",
      })
  void anAppUsedByNameIsNoOrganisation(String text, String name) {
    assertThat(Probes.names(text, Names.ORG)).doesNotContain(name);
  }
}
