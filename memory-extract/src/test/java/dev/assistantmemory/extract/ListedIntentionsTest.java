package dev.assistantmemory.extract;

import static dev.assistantmemory.extract.Probes.said;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stop 34 (issue 13): plans said with "planning to", entries on the user's own list in English and
 * Dutch, and requests typed with "u" for "you".
 */
class ListedIntentionsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I'm planning to repaint the shed next month.|repaint the shed",
        "We're planning to clear out the loft this weekend.|clear out the loft",
        "I'm also planning to book the campsite for August.|book the campsite for August",
        "Honestly I am planning to sell the old bike.|sell the old bike",
        "Renewal of the car tax is on my to-do list.|Renewal of the car tax",
        "On my list: order new printer ink.|order new printer ink",
        "Staat op mijn lijstje: de dakgoot schoonmaken.|de dakgoot schoonmaken",
        "De dakgoot schoonmaken staat nog op mijn lijstje.|De dakgoot schoonmaken",
        "Het hek verven staat ook op mijn to-do-lijst.|Het hek verven",
        "Op mijn lijstje staat: de belastingaangifte invullen.|de belastingaangifte invullen",
      })
  void aPlanOrAListedEntryIsTheUsersTask(String text, String label) {
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
        "I'm not planning to renew the gym membership.",
        "I was planning to call her but she rang first.",
        "Am I planning to go to the party?",
        "I'm planning to be there by six.",
        "De dakgoot schoonmaken staat niet meer op mijn lijstje.",
        "Staat de dakgoot schoonmaken op mijn lijstje?",
        "Is the car tax on my list?",
      })
  void aNegationAPastOrAQuestionIsNoTask(String text) {
    assertThat(said(text).tasks()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Could u pls send Rosa the address of the restaurant|send Rosa the address of the restaurant",
        "can u book a table at Nando's for 7|book a table at Nando's for 7",
        "could u find me a plumber in Clapham|find me a plumber in Clapham",
        "Hey, can u find a plumber near Clapham?|find a plumber near Clapham",
      })
  void aTextedRequestIsTheAssistants(String text, String label) {
    assertThat(said(text).tasks())
        .extracting(TaskCandidate::label, TaskCandidate::owner)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(label, null));
  }
}
