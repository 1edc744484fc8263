package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.model.Scope;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stop 35 (issue 13): things put on a list (English shopping lists, the assistant's quoted entry in
 * English and Dutch), reminders to pass on in Dutch, and work shared out between named pairs, a
 * doer without a name and the user.
 */
class ListsRemindersAndPairsTest {

  private static Extraction assistantSaid(String text) {
    return new RuleBasedExtractor()
        .extract(
            ExtractionInput.of(
                text, ExtractionInput.ASSISTANT, Scope.personal, Probes.NOW, ZoneOffset.UTC));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Add oat milk to my shopping list|buy oat milk",
        "Add milk, eggs and bin bags to my shopping list please.|buy milk, eggs and bin bags",
        "Stick bread on the shopping list for Saturday|buy bread",
        "Pop washing-up liquid on the shopping list pls|buy washing-up liquid",
      })
  void aThingOnTheShoppingListIsToBuy(String text, String label) {
    assertThat(said(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Add Sam to the guest list",
        "Add it to my shopping list",
        "Don't add crisps to the shopping list",
        "I added bread to the shopping list yesterday",
      })
  void noListOfThingsToBuyOrNoNewItemIsNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I've added 'book the MOT' to your list for Friday.|book the MOT|2026-03-13",
        "I've added 'renew the TV licence' to your list, due 1 September.|renew the TV licence"
            + "|2026-09-01",
        "Ik heb 'vuilniszakken kopen' op je lijstje gezet.|vuilniszakken kopen|",
        "Ik heb 'het abonnement opzeggen' op je lijst gezet, uiterlijk 1 september."
            + "|het abonnement opzeggen|2026-09-01",
      })
  void theAssistantsQuotedEntryIsTheUsersTask(String text, String label, String due) {
    assertThat(assistantSaid(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
              assertThat(t.due()).isEqualTo(due == null ? null : LocalDate.parse(due));
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Shall I add 'book the MOT' to your list?",
        "I haven't added 'book the MOT' to your list.",
        "Zet ik 'band oppompen' op je lijst?",
        "Zet melk op het boodschappenlijstje",
      })
  void anAssistantsQuestionOrUnquotedListIsNoTask(String text) {
    assertThat(assistantSaid(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Herinner Femke eraan dat ze woensdag haar gymspullen meeneemt|Femke eraan herinneren dat"
            + " ze woensdag haar gymspullen meeneemt|2026-03-11",
        "Herinner Ilse eraan dat ze de sleutel terugbrengt|Ilse eraan herinneren dat ze de sleutel"
            + " terugbrengt|",
        "Kun je Nadia eraan herinneren om de teksten aan te leveren?|Nadia eraan herinneren om de"
            + " teksten aanleveren|",
      })
  void aDutchReminderToPassOnIsTheAssistants(String text, String label, String due) {
    assertThat(said(text).tasks())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.label()).isEqualTo(label);
              assertThat(t.owner()).isNull();
              assertThat(t.due()).isEqualTo(due == null ? null : LocalDate.parse(due));
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Herinner Bas er niet aan dat hij de sleutel meeneemt",
        "Ik herinnerde Bas eraan dat hij de sleutel moest meenemen",
      })
  void aNegatedOrPastDutchReminderIsNoneToPassOn(String text) {
    assertThat(said(text).tasks()).noneMatch(t -> t.label().contains("herinneren"));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Kate Morrison and Luis Ortega are leading the charity bake sale.|lead the charity bake"
            + " sale:Kate Morrison;lead the charity bake sale:Luis Ortega",
        "Rob is taking Leo to football, I'll take Mia to ballet|take Mia to ballet:self;take Leo to"
            + " football:Rob",
        "Wes is doing the food, I'm just bringing drinks.|do the food:Wes;bring drinks:self",
        "Hannah's sister is doing the flowers, I'm doing the cake|do the cake:self",
      })
  void sharedOutWorkGivesEachNamedDoerAPart(String text, String expected) {
    assertThat(said(text).tasks())
        .extracting(t -> t.label() + ":" + t.owner())
        .containsExactlyInAnyOrder(expected.split(";"));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Tom is doing well, I'm doing fine",
        "Sarah is taking a nap, I'm making it up as I go",
        "My sister is doing the flowers",
        "Kate Morrison is leading by two points",
      })
  void aStateOrASingleUnnamedDoerSharesNothingOut(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }
}
