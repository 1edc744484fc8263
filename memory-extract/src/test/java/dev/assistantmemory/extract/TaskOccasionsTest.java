package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An occasion named inside a task's clause with its own day ("bake a cake for the street party on 4
 * July"): the task stays a task, and the occasion it is for is an event on that day.
 */
class TaskOccasionsTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I need to bake a cake for the street party on 4 July.|street party|2026-07-04",
        "I have to learn my lines before the school play on 12 May.|school play|2026-05-12",
        "I must iron my shirt for the job interview on Friday.|job interview|2026-05-01",
        "I'm going to run the raffle at the church fete on 20 June.|church fete|2026-06-20",
        "I should polish my shoes ahead of the awards dinner on 9 May.|awards dinner|2026-05-09",
        "Ik moet nog een cadeau kopen voor de babyshower op 16 mei.|babyshower|2026-05-16",
        "Ik moet mijn band plakken voor de fietstocht op 10 mei.|fietstocht|2026-05-10",
        "Ik ga de hapjes maken voor de buurtbarbecue op zaterdag.|buurtbarbecue|2026-05-02",
        // stop 35: the Dutch "van <dag>", the day right after the occasion, and a call
        "Samira zorgt voor de muziek op het feest van zaterdag.|feest|2026-05-02",
        "Ik maak de lunch voor de vergadering van donderdag.|vergadering|2026-04-30",
        "Simon, please send me the slides before the call on Friday.|call|2026-05-01",
      })
  void theOccasionATaskIsForIsAnEvent(String text, String label, String day) {
    Extraction x = user(text);
    assertThat(x.tasks()).as("still a task").isNotEmpty();
    assertThat(x.events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).isEqualTo(label);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }

  /** A person, a thing or a place in the task's phrase is no occasion, whatever its day. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I need to buy flowers for my mum on Sunday.",
        "I have to book a table at the Italian place on Friday.",
        "Ik moet de sleutels brengen voor de buurvrouw op zaterdag.",
        "I need to send the invoice before the deadline on 30 May.",
        "Ik moet de stukken van de klant van vrijdag nog lezen.",
        "I need to call the plumber on Friday.",
        "I promised Jack I'd come to his gig on Saturday.",
        "Got to deliver the album for the barn wedding within 21 days.",
      })
  void noOccasionInTheTask(String text) {
    assertThat(user(text).events()).isEmpty();
  }
}
