package dev.assistantmemory.core.graph;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EntityNamesTest {
  @Test
  void aFirstNameOrAnInitialFitsTheFullNameButAnotherSurnameDoesNot() {
    assertThat(EntityNames.samePerson("Marcel", "Marcel de Vries")).isTrue();
    assertThat(EntityNames.samePerson("Marcel de Vries", "marcel")).isTrue();
    assertThat(EntityNames.samePerson("Dr. Emily Chen", "Emily Chen")).isTrue();
    assertThat(EntityNames.samePerson("Lisa M.", "Lisa Maas")).isTrue();

    assertThat(EntityNames.samePerson("Marcel de Vries", "Marcel Jansen")).isFalse();
    assertThat(EntityNames.samePerson("Emily Chen", "Emily Park")).isFalse();
    assertThat(EntityNames.samePerson("Jan", "Jan-Willem")).isFalse();
    assertThat(EntityNames.samePerson("Tom", "Tim")).isFalse();
    assertThat(EntityNames.samePerson("M.", "Marcel"))
        .as("an initial never stands first")
        .isFalse();
  }

  @Test
  void organisationsMeetWithoutArticlesAndLegalFormsButNotOnASharedWord() {
    assertThat(EntityNames.sameOrganization("Acme Inc.", "acme")).isTrue();
    assertThat(EntityNames.sameOrganization("de Gemeente Utrecht", "Gemeente Utrecht")).isTrue();
    assertThat(EntityNames.sameOrganization("Bakker Logistiek B.V.", "Bakker Logistiek")).isTrue();
    assertThat(EntityNames.sameOrganization("the Red Cross", "Red Cross")).isTrue();
    assertThat(EntityNames.sameOrganization("Google LLC", "Google")).isTrue();

    assertThat(EntityNames.sameOrganization("Gemeente Utrecht", "Gemeente Amsterdam")).isFalse();
    assertThat(EntityNames.sameOrganization("Universiteit Utrecht", "Universiteit Leiden"))
        .isFalse();
    assertThat(EntityNames.sameOrganization("Philips", "Phillips 66")).isFalse();
  }

  @Test
  void theLookupWordIsTheFirstWordThatNamesTheEntity() {
    assertThat(EntityNames.lookupWord("Person", "Dr. Emily Chen")).isEqualTo("emily");
    assertThat(EntityNames.lookupWord("Organization", "de Gemeente Utrecht")).isEqualTo("gemeente");
    assertThat(EntityNames.lookupWord("Organization", "Acme Inc.")).isEqualTo("acme");
  }
}
