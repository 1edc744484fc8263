package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Jobs, studies and ages said in shapes the fact rules missed (stop 33, classes of the dev splits,
 * sentences written for this test): the job a move is for, the profession after "as / als", a
 * pronoun's profession after a named subject, an organisation introduced by "called", a birthday's
 * age, a study after a possessive.
 */
class JobFactsTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static List<String> facts(String text) {
    return Probes.factLines(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // the job a move is for
        "Priya's moving to Dublin for a job at Stripe.|Priya WORKS_AT Stripe",
        "My cousin Ahmed relocated to Leeds for his new role at Arup.|Ahmed WORKS_AT Arup",
        "I'm moving to Rotterdam for a job with Eneco.|self WORKS_AT Eneco",
        "Good news: I'm moving to Leeds for a role at Arup.|self WORKS_AT Arup",
        "Fleur is naar Utrecht verhuisd voor een baan bij de Rabobank.|Fleur WORKS_AT Rabobank",
        "Mijn broer Sem gaat naar Delft voor zijn nieuwe baan bij TNO.|Sem WORKS_AT TNO",
        // the profession after "as" / "als", with the employer
        "Ik werk als fysiotherapeut in het Spaarne Gasthuis.|self WORKS_AT Spaarne Gasthuis",
        "Ik werk als fysiotherapeut in het Spaarne Gasthuis.|self HAS_ATTRIBUTE fysiotherapeut",
        "Noor werkt sinds maart bij Bol als ontwikkelaar.|Noor HAS_ATTRIBUTE ontwikkelaar",
        "I start at Monzo in June as a designer.|self HAS_ATTRIBUTE designer",
        "Daniel works at Airbus as an engineer.|Daniel HAS_ATTRIBUTE engineer",
        // a pronoun's profession after the named subject
        "My aunt Ruth works for the council, she's a librarian there.|Ruth HAS_ATTRIBUTE librarian",
        "Bart werkte eerst bij de ANWB, nu is hij leraar.|Bart HAS_ATTRIBUTE leraar",
        // an organisation introduced by its kind and "called"
        "I volunteer for a little food bank called Open Pantry.|self AFFILIATED_WITH Open Pantry",
        "I work for a tiny startup called Nimbus Labs.|self WORKS_AT Nimbus Labs",
        // an age reached
        "Marta turned 50 on Sunday.|Marta HAS_ATTRIBUTE 50 years old",
        "Joost is vorige week 60 geworden.|Joost HAS_ATTRIBUTE 60 jaar",
        // a study after a possessive
        "Onze Lotte studeert aan de Universiteit Leiden.|Lotte AFFILIATED_WITH Universiteit Leiden",
      })
  void aFactInAnotherShape(String text, String fact) {
    assertThat(facts(text)).contains(fact);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Priya's moving to Dublin for a few weeks.",
        "Emma is naar Gent verhuisd voor de liefde.",
        "Tom works at the pub, he's a nightmare to reach.",
        "I'm looking for a job at Stripe.",
        "The temperature turned 30 degrees by noon.",
      })
  void noJobNoAge(String text) {
    assertThat(facts(text))
        .noneMatch(f -> f.contains("WORKS_AT Stripe") || f.contains("years old"))
        .noneMatch(f -> f.contains("HAS_ATTRIBUTE nightmare"))
        .noneMatch(f -> f.contains("liefde"));
  }
}
