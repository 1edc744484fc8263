package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Occasions said by their construction rather than an occasion noun (stop 40): a birthday by the
 * age, work done at someone's house, taking someone to an appointment, a headline occasion before a
 * task, a job's first and last day, a call with a named person; also the nouns added (fittings,
 * markets, reading clubs, finals) and the dated things that are no occasion (an expiry, a renewal
 * date, a noun that only says what another thing is for). Said on Tuesday 28 April 2026.
 */
class SaidOccasionsTest {
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static Extraction user(String text) {
    return Probes.admittedAt(TUESDAY, text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a birthday said by the age
        "Grandpa's 85th is on Saturday 16 May and I still have to book the restaurant"
            + "|Grandpa's 85th birthday|2026-05-16",
        "Grandma is turning 90 on the 3rd of May!|Grandma's 90th birthday|2026-05-03",
        "Oma wordt zondag 85! Taart bij ons thuis.|85ste verjaardag van Oma|2026-05-03",
        "Onze dochter wordt 8 op zaterdag 2 mei|8ste verjaardag van onze dochter|2026-05-02",
        // work done at someone's house
        "My neighbour is having her kitchen refitted on Monday.|kitchen refitted|2026-05-04",
        "De buren laten donderdag hun schutting vervangen.|schutting vervangen|2026-04-30",
        // taking someone to an appointment: the task stays, the appointment is the occasion
        "I'll take Dad to his hearing test on Thursday.|hearing test|2026-04-30",
        "Vrijdag breng ik oma naar de tandarts.|tandarts|2026-05-01",
        // a headline occasion, then the user's part in it
        "Choir practice Wednesday - I promised to bring the music stands"
            + "|Choir practice|2026-04-29",
        "Bike club ride Sunday: I agreed to sweep at the back|Bike club ride|2026-05-03",
        // a job's first and last day
        "Leaving Brightside Media on the 29th of May, bittersweet"
            + "|last day at Brightside Media|2026-05-29",
        "Op 29 mei is mijn laatste dag bij Bakkerij Jansen."
            + "|laatste dag bij Bakkerij Jansen|2026-05-29",
        "My new job at Brightside starts on Monday 4 May!"
            + "|first day of new job at Brightside|2026-05-04",
        "Maandag begin ik bij Bakkerij Jansen|eerste werkdag bij Bakkerij Jansen|2026-05-04",
        // a call with a named person
        "Tom and I are doing a video call on Thursday, I need to prepare|call with Tom|2026-04-30",
        "Sanne en ik bellen donderdag|belafspraak met Sanne|2026-04-30",
        // the user's own appointment in a clause without its day
        "Suki's taking the dog to the groomer on Friday, I've got the physio|physio|2026-05-01",
        "Joost haalt vrijdag de kinderen op, ik heb de fysio|fysio|2026-05-01",
        // an occasion after "vóór"
        "Vóór het tuinfeest op 9 mei moet ik de heg nog knippen|tuinfeest|2026-05-09",
        // the user's flight said by its verb, the day right after it
        "We fly Saturday, so I need the travel adapters by Thursday|flight|2026-05-02",
        "Have to renew my passport before we fly on the 9th of May|flight|2026-05-09",
        // a journey with a purpose is the journey
        "Tom is flying to Rome on Friday for a wedding|Tom flying to Rome for a wedding|2026-05-01",
        // nouns
        "The final dress fitting is on Saturday.|final dress fitting|2026-05-02",
        "Rommelmarkt op zaterdag, ik sta achter de kassa|Rommelmarkt|2026-05-02",
        "De leesclub is bij Marloes op woensdag 6 mei|leesclub|2026-05-06",
      })
  void theConstructionNamesTheOccasion(String text, String label, String day) {
    assertThat(user(text).events())
        .anySatisfy(
            e -> {
              assertThat(e.label()).isEqualTo(label);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }

  @org.junit.jupiter.api.Test
  void aBarePartyOnTheBirthdaysDayIsTheSameOccasion() {
    assertThat(
            user("Grandad turns 80 on Saturday! Party at the cricket club on Saturday afternoon.")
                .events())
        .extracting(e -> e.label())
        .containsExactly("Grandad's 80th birthday");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Morgen breng ik oma niet naar de kapper, dat doet mijn zus",
        "The passport expires on 2 May so I must renew it",
        "Mijn rijbewijs verloopt op 12 mei, dus dan moet het verlengd zijn",
        "The renewal date is the 4th of May",
        "I need the concert outfit measurements by Saturday 2 May",
        "The gym checklist needs to go back in 10 days",
        "Het wordt zaterdag 30 graden",
        // a day before the verb is not the flight's day read after it
        "On Friday we fly home, yay",
      })
  void noOccasion(String text) {
    assertThat(user(text).events()).isEmpty();
  }
}
