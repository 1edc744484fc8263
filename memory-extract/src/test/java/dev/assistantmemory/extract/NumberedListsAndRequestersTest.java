package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stop 38, task shapes of fresh text: a numbered to-do list (one item a line, or inline after a
 * heading) gives one task per item with its own due date; requesters named in full, with their
 * department, or two of them, who want a thing by a day give the user's task; the minutes'
 * shorthand "Name to act" is that person's task; the Flemish "ons"/"onze" before a given name makes
 * that person the subject; a heading ("Retro actiepunten:") may carry a qualifier.
 */
class NumberedListsAndRequestersTest {

  private static TaskCandidate task(Extraction e, String word) {
    return e.tasks().stream()
        .filter(t -> t.label().contains(word))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no task with " + word + " in " + e.tasks()));
  }

  @Test
  void aNumberedListOneItemALineIsTheUsersToDoList() {
    Extraction e =
        said(
            "Todo for the move:\n1. redirect the post\n2. tell the council\n3. cancel the broadband");
    assertThat(e.tasks()).hasSize(3);
    assertThat(e.tasks()).allSatisfy(t -> assertThat(t.owner()).isEqualTo("self"));
    assertThat(task(e, "council").label()).isEqualTo("tell the council");
    assertThat(e.tasks()).noneMatch(t -> t.label().contains("move"));
  }

  @Test
  void aNumberedListInOneLineDatesOnlyTheItemWithTheMarker() {
    Extraction e =
        said(
            "Christmas admin: 1) book the delivery slot 2) order the turkey from the butcher by the"
                + " 10th of December 3) cards");
    assertThat(e.tasks()).hasSize(3);
    assertThat(task(e, "turkey").due()).isEqualTo(LocalDate.of(2025, 12, 10));
    assertThat(task(e, "slot").due()).isNull();
    assertThat(task(e, "cards").owner()).isEqualTo("self");
  }

  @Test
  void aDutchNumberedListWithABareItem() {
    Extraction e =
        said("1. schoolboeken bestellen vóór 10 augustus\n2. nieuwe gymschoenen\n3. agenda kopen");
    assertThat(e.tasks()).hasSize(3);
    assertThat(task(e, "schoolboeken").due()).isEqualTo(LocalDate.of(2026, 8, 10));
    assertThat(task(e, "gymschoenen").due()).isNull();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Top films:\n1. Alien\n2. Heat\n3. Jaws",
        "Can you:\n1. book the hotel\n2. email Tom",
        "Questions:\n1. do I need to bring the form?\n2. who pays?",
      })
  void aNumberedListOfThingsQuestionsOrRequestsIsNoToDoListOfTheUser(String text) {
    assertThat(said(text).tasks()).noneMatch(t -> "self".equals(t.owner()));
  }

  @Test
  void twoRequestersWithTheirDepartmentsWantAThingByADay() {
    Extraction e =
        said("Priya Raman from Legal and Tom Baker from Procurement need the contract by Thursday");
    TaskCandidate t = task(e, "contract");
    assertThat(t.owner()).isEqualTo("self");
    assertThat(t.label()).contains("Priya Raman").contains("Tom Baker").doesNotContain("Legal");
    assertThat(t.due()).isEqualTo(LocalDate.of(2026, 3, 12));
  }

  @Test
  void twoDutchRequestersWantAThingByADay() {
    Extraction e =
        said(
            "Sanne de Wit van Juridische Zaken en Pieter Mulder van Financiën willen de"
                + " huurovereenkomst uiterlijk donderdag zien");
    TaskCandidate t = task(e, "huurovereenkomst");
    assertThat(t.owner()).isEqualTo("self");
    assertThat(t.due()).isEqualTo(LocalDate.of(2026, 3, 12));
  }

  @Test
  void theMinutesShorthandNameToActIsThatPersonsTask() {
    TaskCandidate t = task(said("Laila to circulate the on-call rota by Wednesday"), "rota");
    assertThat(t.owner()).isEqualTo("Laila");
    assertThat(t.due()).isEqualTo(LocalDate.of(2026, 3, 11));
    assertThat(said("Time to pay the bills, ugh").tasks())
        .noneMatch(t2 -> "Time".equals(t2.owner()));
  }

  @Test
  void theFlemishOnsBeforeAGivenNameMakesThatPersonTheSubject() {
    TaskCandidate t = task(said("Onze Daan moet uiterlijk vrijdag zijn fiets repareren"), "fiets");
    assertThat(t.owner()).isEqualTo("Daan");
    assertThat(t.due()).isEqualTo(LocalDate.of(2026, 3, 13));
  }

  @Test
  void aQualifiedHeadingStillHeadsActionItems() {
    Extraction e =
        said(
            "Retro actiepunten:\n- ik: runbook bijwerken, uiterlijk woensdag\n- Ruud: dashboards opschonen");
    assertThat(task(e, "runbook").owner()).isEqualTo("self");
    assertThat(task(e, "dashboards").owner()).isEqualTo("Ruud");
  }
}
