package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionPolicy;
import dev.assistantmemory.model.Scope;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The event classes that missed on the dev split (issue 13 item 4), one test per class, with
 * sentences written for this test: Dutch compounds, occasion nouns, visits to a professional, past
 * occasions said with a verb, meetings said with a verb, an occasion in a clause beside a task, and
 * dated sentences of a reference text.
 */
class EventClassesTest {
  /** Tuesday 28 April 2026. */
  private static final Instant TUESDAY = Instant.parse("2026-04-28T10:00:00Z");

  private final RuleBasedExtractor extractor = new RuleBasedExtractor();

  private Extraction extract(String text, Scope scope) {
    ExtractionInput in = ExtractionInput.of(text, "user", scope, TUESDAY, ZoneOffset.UTC);
    return ExtractionPolicy.admit(extractor.extract(in), in);
  }

  private void oneEvent(String text, Scope scope, String word, String day) {
    assertThat(extract(text, scope).events())
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.label()).containsIgnoringCase(word);
              assertThat(e.date()).isEqualTo(LocalDate.parse(day));
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Volgende week donderdag is de kerstborrel van de afdeling.|kerstborrel|2026-05-07",
        "Gisteren had ik een huisartsafspraak.|huisartsafspraak|2026-04-27",
        "Zaterdag is de sportdag van de school.|sportdag|2026-05-02",
        "Op 12 mei is de informatieavond over de verbouwing.|informatieavond|2026-05-12",
      })
  void dutchCompoundsEndInTheirOccasion(String text, String word, String day) {
    oneEvent(text, Scope.personal, word, day);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Our company barbecue is on Saturday.|barbecue|2026-05-02",
        "The housewarming at Priya's place is next Friday.|housewarming|2026-05-01",
        "My booster is on the 6th of May.|booster|2026-05-06",
        "I'm not going to Priya's housewarming on Friday.|housewarming|2026-05-01",
        "Hearing test on 7 May at the clinic.|hearing test|2026-05-07",
        "Omar's leaving do is on Thursday.|leaving do|2026-04-30",
        "Vrijdag is het afscheidsfeest van Ria.|afscheidsfeest|2026-05-01",
      })
  void moreOccasionNouns(String text, String word, String day) {
    oneEvent(text, Scope.personal, word, day);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Reminder: orthodontist on Friday at 3.|orthodontist|2026-05-01",
        "Morgen om 10 uur kapper.|kapper|2026-04-29",
        "Gisteren ben ik bij de tandarts geweest.|tandarts|2026-04-27",
      })
  void aVisitToAProfessional(String text, String word, String day) {
    oneEvent(text, Scope.personal, word, day);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "Last Sunday we celebrated Grandma's 90th.|Grandma's 90th|2026-04-26",
        "Drie dagen geleden zijn we teruggekomen uit Rome.|Rome|2026-04-25",
        "Gisteren geluncht met Ravi en Oksana.|Ravi|2026-04-27",
      })
  void aPastOccasionSaidWithAVerb(String text, String word, String day) {
    oneEvent(text, Scope.personal, word, day);
  }

  @Test
  void aMeetingSaidWithAVerbIsAnEventNotATask() {
    Extraction x = extract("Vrijdag bespreken we de planning met het team.", Scope.personal);
    assertThat(x.tasks()).isEmpty();
    assertThat(x.events())
        .singleElement()
        .satisfies(e -> assertThat(e.date()).isEqualTo(LocalDate.of(2026, 5, 1)));
    oneEvent(
        "On Thursday I'm presenting the hiring plan.", Scope.personal, "hiring plan", "2026-04-30");
    oneEvent("I'm seeing Priya on Thursday.", Scope.personal, "Priya", "2026-04-30");
    oneEvent("Op 5 juni trouwen Mark en Eva.", Scope.personal, "trouwen", "2026-06-05");
  }

  @Test
  void anOccasionInAClauseBesideATask() {
    Extraction x =
        extract(
            "The plumber arrives on Thursday, I need to clear the cupboard under the sink.",
            Scope.personal);
    assertThat(x.tasks())
        .singleElement()
        .satisfies(t -> assertThat(t.label()).contains("cupboard"));
    assertThat(x.events())
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.label()).contains("plumber");
              assertThat(e.date()).isEqualTo(LocalDate.of(2026, 4, 30));
            });
  }

  @Test
  void twoOccasionsInOneSentence() {
    assertThat(
            extract(
                    "The piano tuner comes Wednesday, the new sofa gets delivered Friday.",
                    Scope.personal)
                .events())
        .extracting(e -> e.date().toString())
        .containsExactlyInAnyOrder("2026-04-29", "2026-05-01");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "The Channel Tunnel opened on 6 May 1994.|Channel Tunnel|1994-05-06",
        "De Afsluitdijk werd op 28 mei 1932 gesloten.|Afsluitdijk|1932-05-28",
      })
  void aDatedSentenceOfAReferenceTextIsAnEvent(String text, String word, String day) {
    oneEvent(text, Scope.reference, word, day);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "I love my Friday pottery class.",
        "Can you check when the library opens on Monday?",
        "Mijn verjaardag is op 3 juni.",
        "Donderdag moet de presentatie af zijn.",
        "I need to buy a gift for the party.",
        "The barbecue on Saturday is off, rain all day.",
        "My physio on Friday got cancelled.",
        "Het concert van zaterdag is afgelast.",
        "De borrel van vrijdag gaat niet door.",
      })
  void noEvent(String text) {
    assertThat(extract(text, Scope.personal).events()).isEmpty();
  }
}
