package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Voice notes and pasted chat messages: the hesitations of speech, a word said twice, chat Dutch
 * ("k", "ni", "da") and a channel prefix ("[WhatsApp] Jess: ...") do not hide the task; the excerpt
 * still quotes the message as written, the sender is a person, and a request in a pasted message is
 * the user's. "like" as a verb stays a liking. Sentences written for this test (probe day Tuesday
 * 10 March 2026).
 */
class ChatTextTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "uh so i need to like ring the dentist tomorrow|ring the dentist|2026-03-11",
        "ok so um the the recycling has to go out by friday|recycling|2026-03-13",
        "so yeah i guess the gas bill has to be paid by friday|gas bill|2026-03-13",
        "honestly the library books need to go back by Thursday|library books|2026-03-12",
        "I've to get the boiler serviced before Friday|boiler|2026-03-13",
        "Need tae get the suit back tae the shop by Saturday|suit|2026-03-14",
        "gotta renew the parking permit by Friday|parking permit|2026-03-13",
        "zaterdag haal k die stoel op bij de kringloop|stoel|2026-03-14",
        "k moet tegen vrijdag da verslag afhebben, ni vergeten eh|verslag|",
        "[WhatsApp] Jess: can you pick up the cake on Saturday?|pick up the cake|2026-03-14",
        "[WhatsApp] Dad: love can you call Grandma by Sunday xx|call Grandma|2026-03-15",
        "[Slack] Omar: kun je de notulen uiterlijk dinsdag rondsturen?|notulen|2026-03-17",
      })
  void theUsersTask(String text, String words, String due) {
    Extraction x = Probes.said(text);
    assertThat(x.tasks())
        .anySatisfy(
            t -> {
              assertThat(t.label()).contains(words);
              assertThat(t.owner()).isEqualTo(Extraction.SELF);
              assertThat(t.due() == null ? null : t.due().toString()).isEqualTo(due);
              assertThat(t.excerpt()).isEqualTo(text); // quoted as written
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "[WhatsApp] Jess: can you pick up the cake on Saturday?",
        "[Slack] Omar: kun je de notulen uiterlijk dinsdag rondsturen?"
      })
  void theSenderIsAPerson(String text) {
    assertThat(Probes.said(text).mentions())
        .filteredOn(m -> m.nodeType().equals(Names.PERSON))
        .map(Mention::name)
        .containsAnyOf("Jess", "Omar");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "I like running in the morning.|running in the morning",
        "so I really like jazz on a Sunday|jazz",
      })
  void likeAsAVerbStaysALiking(String text, String object) {
    assertThat(Probes.preferences(text))
        .anyMatch(p -> p.contains(object) && !p.startsWith(RuleBasedExtractor.DISLIKES));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Hi Sam,\\nCould you send me the signed contract by Friday?\\nThanks,\\nKaren|signed contract",
        "From: Peter Lang\\nSubject: budget\\n\\nPlease update the forecast by Monday.|forecast",
        "Beste Sanne,\\nWil je uiterlijk 30 maart je uren indienen?\\nMet vriendelijke groet,\\nPeter|uren",
      })
  void aRequestInAPastedEmailIsTheUsers(String escaped, String words) {
    String text = escaped.replace("\\n", "\n");
    assertThat(Probes.said(text).tasks())
        .anyMatch(t -> t.label().contains(words) && Extraction.SELF.equals(t.owner()));
  }

  @org.junit.jupiter.api.Test
  void theSendersOwnPromiseIsTheSenders() {
    String text =
        "Hi Sam,\nThanks for today. Next steps: you'll send the slides by Friday, and I'll book"
            + " the room.\nKind regards,\nAnita Bose";
    assertThat(Probes.said(text).tasks())
        .anyMatch(t -> t.label().contains("book the room") && "Anita Bose".equals(t.owner()))
        .noneMatch(t -> t.label().contains("book the room") && Extraction.SELF.equals(t.owner()));
  }

  @org.junit.jupiter.api.Test
  void theGreetedUserIsNoPersonAndATitledSenderIsNamedWithoutTheTitle() {
    String email = "Hi Sam,\nCould you send me the signed contract by Friday?\nThanks,\nKaren";
    assertThat(Probes.said(email).mentions()).map(Mention::name).doesNotContain("Sam");
    String chat = "[WhatsApp - Under 11s] Coach Ellis: subs must be paid by Friday please";
    assertThat(Probes.said(chat).mentions())
        .map(Mention::name)
        .contains("Ellis")
        .doesNotContain("Coach Ellis");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "Verder gaat alles goed hier.",
        "Ach, het kan ook volgende week.",
        "Leverancier heeft de levering verschoven.",
        "Still waiting on the plumber.",
      })
  void aWordOpeningASentenceIsNoPerson(String text) {
    assertThat(Probes.said(text).mentions())
        .filteredOn(m -> m.nodeType().equals(Names.PERSON))
        .isEmpty();
  }

  @org.junit.jupiter.api.Test
  void aRequestAddressedByNameInAPastedEmailIsThatPersons() {
    String text =
        "Subject: Sports day\n\nHi all,\nQuick one - Tomasz, can you bring the cones by Friday?"
            + " Also could you print the team sheets by Thursday?\nCheers,\nBeth";
    assertThat(Probes.said(text).tasks())
        .anyMatch(t -> t.label().contains("cones") && "Tomasz".equals(t.owner()))
        .anyMatch(t -> t.label().contains("team sheets") && Extraction.SELF.equals(t.owner()));
    String hi = "From: Laura Bennett\nSubject: Q1\n\nHi, could you send me the numbers by Friday?";
    assertThat(Probes.said(hi).tasks()).allMatch(t -> Extraction.SELF.equals(t.owner()));
  }

  @org.junit.jupiter.api.Test
  void anEndearmentCallingTheReaderIsNoLiking() {
    assertThat(Probes.preferences("[WhatsApp] Dad: love can you call Grandma by Sunday xx"))
        .isEmpty();
    assertThat(Probes.preferences("hun could you grab milk on the way home")).isEmpty();
  }

  @org.junit.jupiter.api.Test
  void theSignerOfAPastedEmailIsAPersonAndAnAddressedNameToo() {
    String email = "Hi Sam,\nCould you send the minutes by Friday?\nKind regards,\nPriya Natarajan";
    assertThat(Probes.said(email).mentions())
        .filteredOn(m -> m.nodeType().equals(Names.PERSON))
        .map(Mention::name)
        .contains("Priya Natarajan")
        .doesNotContain("Sam");
    assertThat(Probes.said("Dan, can you book the meeting room for Tuesday?").mentions())
        .filteredOn(m -> m.nodeType().equals(Names.PERSON))
        .map(Mention::name)
        .contains("Dan");
  }
}
