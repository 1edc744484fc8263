package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A later message that gives an open task its day (issue 13, stop 32). A reply that names the day
 * in more words than the day: a condition after it ("Thursday, if it's dry"), a part of the day
 * ("na het werk"), a "make that" ("Doe maar vrijdag"), the day described and then named ("Payday,
 * which is 15 May"), an occasion with its date ("Vóór de jaarvergadering op 12 mei") or who wants
 * it by then ("Yes, Tessa wants it by Friday"). A task handed back or on with its day ("I'll do
 * them myself by Thursday", "Rob says he'll take care of it by Saturday"). A move in the present
 * ("the deadline moves to", "de deadline is nu 21 mei"). Sentences written for this test.
 */
class LaterDaysTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction extract(String text, List<KnownTask> known) {
    ExtractionInput in =
        ExtractionInput.of(text, "user", Scope.personal, TUESDAY, ZoneOffset.UTC)
            .withKnownTasks(known, 0);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  /** The one task the text yields about the known task, with its owner and day. */
  private void dates(KnownTask known, String text, String owner, String day) {
    assertThat(extract(text, List.of(known)).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(known.label());
              if (owner != null) {
                assertThat(t.owner()).isEqualTo(owner);
              }
              assertThat(t.due()).isEqualTo(LocalDate.parse(day));
            });
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "clean the gutters|Thursday, if it's dry by then.|2026-04-30",
        "de dakgoot schoonmaken|Donderdag, als het droog is.|2026-04-30",
        "clean the gutters|Friday, once the ladder is back.|2026-05-01",
        "de dakgoot schoonmaken|Vrijdag, zodra de ladder terug is.|2026-05-01",
        "ring the dentist|Monday after work.|2026-05-04",
        "de tandarts bellen|Maandag na het werk.|2026-05-04",
        "ring the dentist|Make that Thursday, they're shut before then.|2026-04-30",
        "de tandarts bellen|Doe maar donderdag, eerder zijn ze dicht.|2026-04-30",
        "pay Ines back for the tickets|Payday, which is the 15th of May.|2026-05-15",
        "Ines terugbetalen voor de kaartjes|Op de dag dat mijn salaris binnenkomt, 15 mei.|2026-05-15",
        "write the newsletter|Before the annual meeting on 12 May.|2026-05-12",
        "de nieuwsbrief schrijven|Vóór de jaarvergadering op 12 mei.|2026-05-12",
        "write the newsletter|Yes, Tessa wants it by Friday.|2026-05-01",
        "de nieuwsbrief schrijven|Ja, Tessa wil hem vrijdag hebben.|2026-05-01",
      })
  void aDescribedDayDatesTheOpenTask(String task, String text, String day) {
    dates(new KnownTask("t1", task, "pending", null, false), text, null, day);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "print the programme for the fair|Nora's ill, so I'll print them myself by Thursday.|self|2026-04-30",
        "het programma voor de markt printen|Nora is ziek, ik print ze zelf wel, uiterlijk donderdag.|self|2026-04-30",
        "forward the bank details for the cottage|He's too busy, I'll send them myself by Saturday.|self|2026-05-02",
        "de bankgegevens voor het huisje doorsturen|Hij heeft het te druk, ik stuur ze zelf uiterlijk zaterdag.|self|2026-05-02",
        "find a roofer for the leak|Actually, Rob says he'll take care of it by Saturday.|Rob|2026-05-02",
        "een dakdekker zoeken voor het lek|Eigenlijk zegt Rob dat hij het zaterdag regelt.|Rob|2026-05-02",
      })
  void aHandedTaskTakesItsNewDay(String task, String text, String owner, String day) {
    dates(new KnownTask("t1", task, "pending", null, false), text, owner, day);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "finish the quilt for the baby|The baby is late, so the quilt deadline moves to 13 May.|2026-05-13",
        "de quilt voor de baby afmaken|De baby is laat, dus de deadline voor de quilt schuift naar 13 mei.|2026-05-13",
        "print the flyers|The printer is ill, the deadline shifts to 21 May.|2026-05-21",
        "de flyers drukken|De drukker is ziek, de deadline verschuift naar 21 mei.|2026-05-21",
        "print the flyers|The printer is ill, the deadline is 21 May now.|2026-05-21",
        "de flyers drukken|De drukker is ziek, de deadline is nu 21 mei.|2026-05-21",
      })
  void aMoveInThePresentDatesTheTask(String task, String text, String day) {
    dates(new KnownTask("t1", task, "pending", LocalDate.of(2026, 5, 8), false), text, null, day);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a day that is no answer: done on it, a plan of someone else's, an occasion's day
        "Done, Thursday after work.",
        "Klaar, donderdag na het werk.",
        "Tessa is coming on Friday, if it's dry.",
        "Tessa komt vrijdag, als het droog is.",
        "The party is on 12 May, which is a Tuesday.",
        "Het feest is op 12 mei, dat is een dinsdag.",
        // a deed with its day after the comma is that deed's day
        "And I'll bake the cake, by Friday at the latest.",
        "En ik bak de taart, uiterlijk vrijdag.",
        "Booked, 15 May.",
        "Ingepland, op 15 mei.",
      })
  void aSentenceWithMoreThanTheDayDatesNothing(String text) {
    KnownTask open = new KnownTask("t1", "clean the gutters", "pending", null, false);
    assertThat(extract(text, List.of(open)).tasks())
        .noneMatch(t -> t.label().equals("clean the gutters") && t.due() != null);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        // stop 32: a leisure plan is an occasion, no task
        "Ik ga donderdag lunchen met Ineke en Bart.",
        "Zaterdag picknicken we met Ruud en Sara in het park.",
        "Kees en Mirjam uit Zwolle komen zaterdag logeren.",
        "We're having a picnic with Ruud and Sara on Saturday.",
        "On Friday we'll celebrate with the whole team.",
      })
  void aLeisurePlanIsNoTask(String text) {
    assertThat(extract(text, List.of()).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Ik moet de borrel voor vrijdag regelen.",
        "I'll organise the team lunch for Friday.",
      })
  void aTaskAboutTheOccasionStays(String text) {
    assertThat(extract(text, List.of()).tasks()).hasSize(1);
  }
}
