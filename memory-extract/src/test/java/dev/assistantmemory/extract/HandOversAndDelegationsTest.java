package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.open;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 13, stop 36 (tasks18): an open task handed on in a later message by a relation with a name,
 * a doer "from" somewhere, "can", a fetch/bring verb or "handing ... to"; work the user has someone
 * else do ("I'll get Dev to ...", "Ik laat Wessel ..."). The sentences are new, written for this
 * pass, none from the labelled sets.
 */
class HandOversAndDelegationsTest {

  // ------------------------------------------------------------ a task handed on, wider

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "clear the gutters before the storm|My brother-in-law Sven says he will do it on Sunday.|Sven",
        "collect Noah from swimming|actually Priya can do it, she's off at four|Priya",
        "repaint the bike shed|Actually Omar from number 12 offered to do it, lucky me|Omar",
        "de boormachine terugbrengen naar Hans|Nee wacht, Lotte brengt hem terug, ze woont ernaast|Lotte",
        "het pakket ophalen bij het postkantoor|Mijn collega Ruben haalt het op, hij moet er toch langs|Ruben",
        "de cursus over brandveiligheid plannen|Mijn manager Ellen zegt dat ze het voor het hele team regelt|Ellen",
        "de schutting beitsen|Mijn neefje Daan doet het zaterdag voor een tientje.|Daan",
        "review the payment migration|handing the payment migration to Keisha, I'm off sick|Keisha",
      })
  void aTaskHandedOnKeepsItsLabelWithTheNewOwner(String task, String text, String owner) {
    assertThat(said(text, open(task)).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(task);
              assertThat(t.owner()).isEqualTo(owner);
            });
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "collect Noah from swimming|Priya can't do it, she works late",
        "collect Noah from swimming|My sister is doing well, thanks",
        "book the boiler service|They can only do Monday, so Monday it is",
      })
  void noHandOverWithoutADoer(String task, String text) {
    // a known task said again with no owner is a deadline move ("so Monday it is", status18's
    // day corrections), not a hand-over: no one else may own it
    assertThat(said(text, open(task)).tasks())
        .noneMatch(
            t -> t.label().equals(task) && t.owner() != null && !Extraction.SELF.equals(t.owner()));
  }

  // ------------------------------------------------------------ work the user has others do

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'll get Marta to check the invoice totals|check the invoice totals|Marta",
        "I'm going to have Rosa repaint the hallway|repaint the hallway|Rosa",
        "Ik laat Joep de dakgoot schoonmaken|de dakgoot schoonmaken|Joep",
        "Ik laat Ilona het verslag uitwerken, ik zit vol|het verslag uitwerken|Ilona",
      })
  void workTheUserHasSomeoneDoIsThatPersonsTask(String text, String label, String owner) {
    assertThat(said(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isEqualTo(owner);
            });
  }

  @Test
  void twoPeopleMadeToDoOneThingGetOneTaskEach() {
    assertThat(said("I'll have Kofi and Lena sort the recycling between them").tasks())
        .extracting(Extraction.TaskCandidate::owner)
        .containsExactlyInAnyOrder("Kofi", "Lena");
    assertThat(said("Ik laat Pim en Roos samen de poster maken").tasks())
        .extracting(Extraction.TaskCandidate::owner)
        .containsExactlyInAnyOrder("Pim", "Roos");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I'll have Marta over for lunch on Sunday",
        "I'll get Marta a birthday card",
        "Ik laat Joep morgen weten of het doorgaat",
      })
  void hostingAGiftOrTellingIsNoDelegatedTask(String text) {
    assertThat(said(text).tasks())
        .noneMatch(t -> "Marta".equals(t.owner()) || "Joep".equals(t.owner()));
  }

  // ------------------------------------------------------------ owners without their title

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Oom Henk haalt zaterdag de stoelen op bij de kerk|Henk",
        "Stagiaire Yara stuurt morgen de facturen naar de klant|Yara",
      })
  void aTitleOrKinWordIsNoPartOfTheOwner(String text, String owner) {
    assertThat(said(text).tasks()).extracting(Extraction.TaskCandidate::owner).contains(owner);
  }

  @Test
  void titlesAreStrippedFromOwnersOnly() {
    assertThat(FullNameOwners.untitled("Mr and Mrs Okafor")).isEqualTo("Okafor");
    assertThat(FullNameOwners.untitled("Tante Ria")).isEqualTo("Ria");
    assertThat(FullNameOwners.untitled("Anna de Wit")).isEqualTo("Anna de Wit");
    assertThat(FullNameOwners.untitled("self")).isEqualTo("self");
  }

  // ------------------------------------------------------------ Dutch duties shared out, wider

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Taakverdeling voor de verhuizing: Sanne doet de keuken, Joris de zolder en ik de"
            + " badkamer|de keuken doen=Sanne;de zolder doen=Joris;de badkamer doen=self",
        "Femke en ik verdelen het feest: zij haalt de ballonnen, ik versier de tuin|de ballonnen"
            + " halen=Femke;de tuin versieren=self",
        "Oma Truus neemt de appeltaart mee naar de verjaardag en ik zorg voor de koffie|de appeltaart"
            + " meenemen naar de verjaardag=Truus;zorgen voor de koffie=self",
        "Standup: ik doe vandaag de release, Wouter pakt de bugfixes op|de release doen=self;de"
            + " bugfixes oppakken=Wouter",
      })
  void dutchDutiesSharedOutGiveEachPartItsOwner(String text, String expected) {
    assertThat(said(text).tasks())
        .extracting(t -> t.label() + "=" + t.owner())
        .containsExactlyInAnyOrder(expected.split(";"));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Zij haalt altijd de taart, ik versier nooit iets",
        "Femke en ik verdelen het feest: zij haalt de ballonnen niet, ik ook niet",
      })
  void aHabitOrANegationSharesNoDuties(String text) {
    assertThat(said(text).tasks()).noneMatch(t -> t.label().contains("ballonnen halen"));
  }

  @Test
  void aDayInsideOnePartIsThatPartsOnly() {
    var tasks =
        said("Lotte en ik verdelen het werk; zij maakt uiterlijk vrijdag de begroting en ik schrijf"
                + " het voorstel.")
            .tasks();
    assertThat(tasks)
        .extracting(t -> t.label() + "=" + t.owner() + "@" + t.due())
        .containsExactlyInAnyOrder(
            "de begroting maken=Lotte@2026-03-13", "het voorstel schrijven=self@null");
  }
}
