package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction.Mention;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How the learned task detector reads a sentence it adds a task for (stop 39): the due day of the
 * task's own clause only, the named owner as the act's subject, a negator, the Dutch verb last.
 * Sentences written for the test.
 */
class DetectedTaskPartsTest {
  private static final LocalDate TUESDAY = LocalDate.of(2026, 4, 28);

  private static Mention person(String name) {
    return new Mention(Names.PERSON, name, name);
  }

  @Test
  void aDayInsideAClauseAfterTheActIsNotItsDueDay() {
    // "if", "whether", "when", "voordat", "zodra", "of": the day belongs to that clause
    assertThat(
            DetectedTaskParts.due(
                "check with Priya whether she can cover on Friday", Lang.EN, TUESDAY))
        .isNull();
    assertThat(
            DetectedTaskParts.due(
                "ask Omar if he could mind the cat on Saturday", Lang.EN, TUESDAY))
        .isNull();
    assertThat(
            DetectedTaskParts.due(
                "de zolder opruimen voordat mijn zus zondag komt", Lang.NL, TUESDAY))
        .isNull();
    assertThat(DetectedTaskParts.due("Bram vragen of hij donderdag kan invallen", Lang.NL, TUESDAY))
        .isNull();
  }

  @Test
  void aDayOfTheActItselfStaysItsDueDay() {
    assertThat(DetectedTaskParts.due("ask Omar on Friday if he can help", Lang.EN, TUESDAY))
        .isEqualTo(LocalDate.of(2026, 5, 1));
    assertThat(DetectedTaskParts.due("renew the permit by Friday", Lang.EN, TUESDAY))
        .isEqualTo(LocalDate.of(2026, 5, 1));
    // a day after "before" is a due day by the labelling conventions
    assertThat(DetectedTaskParts.due("pack the tent before we leave on Friday", Lang.EN, TUESDAY))
        .isEqualTo(LocalDate.of(2026, 5, 1));
    // a clause that opens the part leaves its days alone
    assertThat(DetectedTaskParts.due("if it's dry on Saturday mow the lawn", Lang.EN, TUESDAY))
        .isEqualTo(LocalDate.of(2026, 5, 2));
  }

  @Test
  void theNamedOwnerIsTheActsSubjectOrTheOneAskedNotTheFirstNamed() {
    List<Mention> both = List.of(person("Lena"), person("Joost"));
    assertThat(
            DetectedTaskParts.namedOwner(
                "after Lena's party Joost will fix the gate",
                "after Lena's party Joost will fix the gate",
                both))
        .isEqualTo("Joost");
    assertThat(
            DetectedTaskParts.namedOwner(
                "I asked Lena whether Joost could, so I asked Joost to sand the door",
                "I asked Lena whether Joost could, so I asked Joost to sand the door",
                both))
        .isEqualTo("Joost");
    assertThat(
            DetectedTaskParts.namedOwner(
                "met Lena mee moet Joost", "met Lena mee moet Joost", both))
        .isEqualTo("Lena");
    // no one named in the part: the person named last before it
    assertThat(
            DetectedTaskParts.namedOwner(
                "he'll sort the invoices", "Lena called, he'll sort the invoices", both))
        .isEqualTo("Lena");
  }

  @Test
  void aNegatorIsFoundButNotInReminderWording() {
    assertThat(DetectedTaskParts.negated("I'm not going to repaint the shed")).isTrue();
    assertThat(DetectedTaskParts.negated("I won't bother with the gutters")).isTrue();
    assertThat(DetectedTaskParts.negated("Die kast ga ik echt nooit opruimen")).isTrue();
    assertThat(DetectedTaskParts.negated("Ik hoef de auto niet te wassen")).isTrue();
    assertThat(DetectedTaskParts.negated("Don't forget to water the plants")).isFalse();
    assertThat(DetectedTaskParts.negated("Vergeet niet de plantjes water te geven")).isFalse();
    assertThat(DetectedTaskParts.negated("Send it no later than Friday")).isFalse();
    // an act still to do, a reminder: no negation of the act
    assertThat(DetectedTaskParts.negated("the tax form, haven't even opened it")).isFalse();
    assertThat(DetectedTaskParts.negated("the bike lights, don't let me forget")).isFalse();
    assertThat(DetectedTaskParts.negated("De huur heb ik nog niet overgemaakt")).isFalse();
  }

  @Test
  void aDutchVerbSecondClauseGetsItsVerbLast() {
    assertThat(DetectedTaskParts.verbLast("Die stuur ik haar morgen"))
        .isEqualTo("Die haar morgen sturen");
    // softening words go: "die plak ik morgen wel even" -> "die morgen plakken"
    assertThat(DetectedTaskParts.verbLast("die plak ik morgen wel even"))
        .isEqualTo("die morgen plakken");
    assertThat(DetectedTaskParts.verbLast("Morgen moet ik de auto wassen"))
        .isEqualTo("Morgen de auto wassen");
    assertThat(DetectedTaskParts.verbLast("Dan bel ik de garage")).isEqualTo("de garage bellen");
    assertThat(DetectedTaskParts.verbLast("je morgen die factuur stuur"))
        .isEqualTo("je morgen die factuur sturen");
    // no verb second with a first-person subject: unchanged
    assertThat(DetectedTaskParts.verbLast("de auto wassen")).isEqualTo("de auto wassen");
  }

  @Test
  void theRulesClauseBreaksSplitASentenceIntoParts() {
    assertThat(DetectedTaskParts.parts("Ik ben morgen jarig en moet nog taart halen"))
        .containsExactly("Ik ben morgen jarig", "ik moet nog taart halen");
    assertThat(DetectedTaskParts.parts("The bins go out Monday; I need to call Sam, the plumber"))
        .containsExactly("The bins go out Monday", "I need to call Sam", "the plumber");
  }
}
