package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Someone coming to the user on a day is a visit (stop 35): a trade, family or named people, said
 * on its own or in a task's sentence, labelled as the visit rather than the clause.
 */
class VisitorEventsTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The plumber's coming Friday between 8 and 12.|plumber's visit|2026-05-01",
        "Got the electrician booked, he's coming on 2 October.|electrician's visit|2026-10-02",
        "Ethan and Ruby, can you both tidy your rooms before Grandma arrives on Saturday?"
            + "|Grandma's visit|2026-05-02",
        "Before the grandchildren arrive on the 29th of June I need to sort the spare room out."
            + "|grandchildren's visit|2026-06-29",
        "My brother Callum and his wife Priti are flying in on 20 May, so I need to make up the bed."
            + "|Callum and Priti's visit|2026-05-20",
        "Luuk en Isa, ruimen jullie je kamer op voordat oma zaterdag komt?|bezoek van oma|2026-05-02",
        "Tegen zaterdag wil ik de logeerkamer klaar hebben, dan komt mijn zus."
            + "|bezoek van mijn zus|2026-05-02",
      })
  void aVisitIsAnOccasion(String text, String label, String day) {
    assertThat(user(text).events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).isEqualTo(label);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }

  /** A visit asked about, denied, habitual or tentative; no person; a pronoun with no trade. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Is grandma coming on Saturday?",
        "The plumber isn't coming on Friday after all.",
        "Maybe my sister comes on Saturday.",
        "Christmas is coming on Friday.",
        "Komt oma zaterdag?",
        "Ik heb Ahmed gevraagd of hij me helpt, hij komt dinsdag.",
        "De planning komt pas vrijdag.",
        "Our cleaner will come on Tuesday instead this week.",
        "De verhuurder zegt dat hij maandag de lekkage komt maken.",
        "Oma komt zaterdag pas terug van de camping.",
        "Rachel and Dev are coming over for dinner on Saturday.",
      })
  void noVisit(String text) {
    assertThat(user(text).events()).noneMatch(e -> e.label().contains("visit"));
    assertThat(user(text).events()).noneMatch(e -> e.label().startsWith("bezoek van"));
  }

  /** A reminder declined for a visit to a professional still names the appointment. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "No need to remind me about the dentist on Tuesday, it's in my calendar.|dentist|2026-05-05",
        "Je hoeft me niet te herinneren aan de kapper vrijdag, dat weet ik wel.|kapper|2026-05-01",
      })
  void aDeclinedReminderStillNamesTheAppointment(String text, String who, String day) {
    assertThat(user(text).events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).contains(who);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"We were talking for ages yesterday about the dentist on Tuesday."})
  void noAppointmentWithoutADeclinedReminder(String text) {
    assertThat(user(text).events()).noneMatch(e -> e.label().contains("dentist"));
  }
}
