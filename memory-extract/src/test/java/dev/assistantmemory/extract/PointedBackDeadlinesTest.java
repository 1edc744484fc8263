package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.dated;
import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 13, stop 37 (deadlines19): due days said by the time left without "have" ("Nine days left
 * to ..."), by pointing back at a day ("... before then"), a day of another clause that is not the
 * day of a task taken over, and wordings of a moved deadline ("that's the real deadline", "verlegd
 * naar", "the new cutoff"). Said on Tuesday 2026-03-10; the sentences are new, none from the
 * labelled sets.
 */
class PointedBackDeadlinesTest {

  // ------------------------------------------------------------ the time left, said bare

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Twelve days left to renew the parking permit!|parking permit|2026-03-22",
        "Only 3 days left to send in the grant report|grant report|2026-03-13",
        "two weeks left to hand in my thesis 😬|thesis|2026-03-24",
        "Nog 5 dagen om de huurtoeslag aan te vragen.|huurtoeslag|2026-03-15",
        "nog twee weken om mijn scriptie in te leveren|scriptie|2026-03-24",
      })
  void theTimeLeftSaidBareIsTheDueDay(String text, String word, String due) {
    assertThat(said(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).contains(word);
              assertThat(t.due()).isEqualTo(LocalDate.parse(due));
            });
  }

  // ------------------------------------------------------------ "before then"

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The lease ends in ten days and I still have to book the van before then.|book the van|2026-03-20",
        "Grandma arrives on Saturday. I have to clean the guest room before then.|clean the guest room|2026-03-14",
        "The auction closes on the 19th of March, I need to place my bid by then.|place my bid|2026-03-19",
        "Can we move the dinner to Saturday instead of Friday? I must buy the wine by then.|buy the wine|2026-03-14",
      })
  void aTaskPointingBackAtTheDayIsDueThen(String text, String label, String due) {
    assertThat(said(text).tasks())
        .anySatisfy(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.due()).isEqualTo(LocalDate.parse(due));
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The van is free on Friday or on Sunday and I have to pack the boxes before then.|pack the boxes",
      })
  void twoDaysNameNoDueDay(String text, String label) {
    assertThat(said(text).tasks())
        .anySatisfy(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.due()).isNull();
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "De verbouwing begint op 20 maart en tegen die tijd moet ik de keuken leegruimen.|2026-03-20",
        "Op 20 maart begint de verbouwing, voor die tijd moet ik de kasten leeghalen.|2026-03-20",
      })
  void theDutchPointingWordWithoutTheAccentSetsNoDay(String text, String day) {
    // "daarvoor", "voor die tijd": like a bare "voor", no due day (the labelling convention)
    assertThat(said(text).tasks())
        .isNotEmpty()
        .allSatisfy(t -> assertThat(t.due()).isNotEqualTo(LocalDate.parse(day)));
  }

  // ------------------------------------------------------------ a task taken over

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "water the plants|Lena is away till Friday, so I'll do it myself",
        "de vuilnis buitenzetten|Sem is tot donderdag weg, ik doe het zelf wel",
        "feed the neighbour's cat|kev's at his mum's until saturday, i'll just do it myself",
      })
  void aDayOfAnotherClauseIsNotTheTakenOverTasksDay(String task, String text) {
    assertThat(said(text, open(task)).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(task);
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
              assertThat(t.due()).isNull();
            });
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "water the plants|Lena can't, I'll do it myself on Friday|2026-03-13",
        "de vuilnis buitenzetten|Sem kan niet, ik doe het donderdag zelf wel|2026-03-12",
      })
  void theTakeOversOwnDayStays(String task, String text, String due) {
    assertThat(said(text, open(task)).tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.due()).isEqualTo(LocalDate.parse(due)));
  }

  // ------------------------------------------------------------ a moved deadline, other words

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "book the hall for the reunion|2026-03-13|The caretaker says they hold the hall till the 20th of March, so that's the real deadline.|2026-03-20",
        "mijn verslag inleveren|2026-03-12|de docent heeft de deadline verlegd naar maandag|2026-03-16",
        "mijn paper indienen|2026-03-12|prof heeft het verlaat tot vrijdag, gelukkig|2026-03-13",
        "send the poster files to the printer|2026-03-13|Printer says the new cutoff is Wednesday next week.|2026-03-18",
        "post the parcel to Auckland|2026-03-20|The post office says the last day for New Zealand is actually the 17th of March.|2026-03-17",
        "pay the council tax|2026-03-20|turns out it's actually due on Monday|2026-03-16",
        "de aangifte indienen|2026-03-20|de deadline is eigenlijk vrijdag, niet volgende week|2026-03-13",
      })
  void aMoveInOtherWordsSupersedesTheDay(String task, String was, String text, String due) {
    assertThat(said(text, dated(task, was)).tasks())
        .anySatisfy(
            t -> {
              assertThat(t.label()).isEqualTo(task);
              assertThat(t.due()).isEqualTo(LocalDate.parse(due));
            });
  }
}
