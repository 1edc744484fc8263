package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.assertOneTask;
import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.extract.pos.DutchLexicon;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 13, Dutch pass of stop 31: the closed action-verb list widened by a Dutch lexicon ({@link
 * DutchLexicon}, LanguageTool's morfologik dictionary). The sentences are new, written for this
 * pass, none from the labelled sets. Said on Tuesday 2026-03-10.
 */
class ThirteenthPassNlTest {

  // ------------------------------------------------- a verb the closed list did not hold

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Donderdag plak ik de band van mijn fiets.|de band van mijn fiets plakken|2026-03-12",
        "De waterkoker ontkalk ik zaterdag, hij zit vol kalk.|de waterkoker ontkalken|2026-03-14",
        "Morgen ontwerp ik de uitnodiging.|de uitnodiging ontwerpen|2026-03-11",
        "Vrijdag lijm ik de stoel van oma.|de stoel van oma lijmen|2026-03-13",
      })
  void aVerbSecondClauseWithAVerbOnlyTheLexiconKnowsIsTheUsersTask(
      String text, String label, String due) {
    assertOneTask(text, label, Extraction.SELF, due);
  }

  @Test
  void aNamedPersonsPresentActByTheLexicon() {
    assertThat(said("Ik heb Mila beloofd dat ik de poster maak, en Daan drukt hem af.").tasks())
        .anySatisfy(
            t -> {
              assertThat(t.label()).isEqualTo("de poster afdrukken");
              assertThat(t.owner()).isEqualTo("Daan");
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Zaterdag vis ik met Jan.", // an outing
        "Morgen start ik met de nieuwe baan.", // a start, not an errand
        "Zondag fiets ik naar Utrecht.",
        "Vrijdag vier ik mijn verjaardag.",
        "Morgen zit ik de hele dag in Gent.",
      })
  void verbsOfStateOrLeisureAndFunctionWordsYieldNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @Test
  void theLexiconReadsFormsAndLemmas() {
    assertThat(DutchLexicon.firstPerson("bestel")).isEqualTo("bestellen");
    assertThat(DutchLexicon.thirdPerson("drukt")).isEqualTo("drukken");
    assertThat(DutchLexicon.participle("ingepakt")).isEqualTo("inpakken");
    assertThat(DutchLexicon.participle("gekocht")).isEqualTo("kopen");
    assertThat(DutchLexicon.isInfinitive("ontwerpen")).isTrue();
    assertThat(DutchLexicon.isFunctionWord("uit")).isTrue();
    assertThat(DutchLexicon.isAction("vinden")).isFalse();
    assertThat(DutchVerbs.action("ververs")).isEqualTo("verversen");
    assertThat(DutchVerbs.action("vind")).isNull();
  }

  // ------------------------------------------------- a result by a day: modal + participle

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Morgen moet de aanvraag ingediend zijn.|de aanvraag indienen|2026-03-11",
        "Over twee dagen moet ik de offerte verstuurd hebben.|de offerte versturen|2026-03-12",
        "Binnen drie dagen moet ik de aangifte verstuurd hebben.|de aangifte versturen|2026-03-13",
      })
  void aResultThatMustHoldByADayIsTheUsersTaskWithTheParticiplesInfinitive(
      String text, String label, String due) {
    assertOneTask(text, label, Extraction.SELF, due);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Je moet morgen het formulier ingevuld hebben.", // someone else's
        "Moet de aanvraag morgen ingediend zijn?", // a question
        "Het gras moet gemaaid zijn.", // no time by which: a wish
      })
  void aResultForSomeoneElseAskedOrWithoutADayIsNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }
}
