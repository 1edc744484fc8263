package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A surname with its lower-case particle after a title ("Dr. van Dijk", "Prof. de Vries", "Tandarts
 * van der Meer") is the person's name, particle and all (stop 36): the title ends the capitalised
 * run, so the particle stood outside it ("Dijk", or nothing at all).
 */
class TitledParticleNamesTest {

  @Test
  void theParticleBelongsToTheSurname() {
    assertThat(Probes.names("Dr. van Dijk called about the results.", Names.PERSON))
        .containsExactly("van Dijk");
    assertThat(Probes.names("Prof. de Vries emailed me.", Names.PERSON))
        .containsExactly("de Vries");
    assertThat(Probes.names("Tandarts van der Meer zit in Leiden.", Names.PERSON))
        .containsExactly("van der Meer");
  }

  @Test
  void aParticleWithNoTitleBeforeItIsLeftAlone() {
    // "van Leiden" is where from, not a name's particle
    assertThat(Probes.names("De fiets van Leiden naar Delft.", Names.PERSON)).isEmpty();
  }
}
