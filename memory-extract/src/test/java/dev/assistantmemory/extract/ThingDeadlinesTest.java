package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Deadlines said about a thing (issue 13): at month or week level ("by the end of the month": a
 * task without a day), a thing someone wants by a day (the user's task, the requester named), a
 * Dutch thing that must lie somewhere or be assembled by a day, and a Dutch "dan"-clause that takes
 * its day from the clause before it.
 */
class ThingDeadlinesTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private static List<TaskCandidate> tasks(String text) {
    return Probes.admittedAt(TUESDAY, text).tasks();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The travel claim has to be filed by the end of the month.|travel claim",
        "De jaaropgave moet eind van de maand binnen zijn.|jaaropgave",
        "De bestellingen moeten voor het eind van de week de deur uit.|bestellingen",
      })
  void aMonthOrWeekLevelDeadlineIsATaskWithoutADay(String text, String thing) {
    assertThat(tasks(text))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).contains(thing);
              assertThat(t.due()).isNull();
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I need to update the expense claim for Viktor by the end of the month.|update the expense"
            + " claim for Viktor",
        "Remind me to submit the contract draft by the end of the month.|submit the contract draft",
        "I promised Lotte I would review the slide deck before next week.|review the slide deck",
        "Ik moet de offerte nog naar Bram sturen, uiterlijk eind van de maand.|de offerte naar Bram"
            + " sturen",
        "Ik moet de factuur voor het eind van de maand versturen.|de factuur versturen",
        "Pieter gaat de vergunning aanvragen voor 15 juni.|de vergunning aanvragen",
      })
  void weekOrMonthLevelTimingStaysOutOfTheLabel(String text, String label) {
    assertThat(tasks(text))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.due()).isNull();
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The accountant wants the receipts by Friday.|receipts for the accountant|2026-05-01",
        "Femke van Inkoop wil de prijslijst uiterlijk maandag.|prijslijst voor Femke van Inkoop"
            + "|2026-05-04",
        "Uiterlijk donderdag moet het pakket bij de buren liggen.|pakket|2026-04-30",
        "Tegen vrijdag moet het bed in elkaar zitten.|bed|",
        // stop 32: the need without its subject, and "Get ... <participle> by"
        "Need the poster for the fair printed by Friday.|print the poster for the fair|2026-05-01",
        "Get the mortgage forms signed no later than 4 May.|sign the mortgage forms|2026-05-04",
        "We need the newsletter published within 3 days.|publish the newsletter|2026-05-01",
        // a reminder asked about "it" is the thing's task, the user's
        "Council tax has to be paid by 5 May, can you nag me about it?|pay the Council tax|2026-05-05",
        "I've got to renew the parking permit in 5 days, remind me closer to the time.|renew the"
            + " parking permit|2026-05-03",
      })
  void aThingWantedOrToBeSomewhereByADay(String text, String label, String due) {
    assertThat(tasks(text))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.due()).isEqualTo(due == null ? null : LocalDate.parse(due));
            });
  }

  @Test
  void someoneWantingToDoSomethingIsNoTaskOfMine() {
    assertThat(tasks("The dentist wants to see me again in three weeks.")).isEmpty();
  }

  @Test
  void aDanClauseTakesTheDayOfTheClauseBefore() {
    assertThat(tasks("Woensdag komt de schilder, dan zet ik de meubels aan de kant."))
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo("de meubels aan de kant zetten");
              assertThat(t.due()).isEqualTo(LocalDate.of(2026, 4, 29));
            });
  }
}
