package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tense, aspect and verb-class features of the status detector (stop 41), in sentences of my
 * own: each construction is read in English and Dutch.
 */
class StatusAspectsTest {

  @Test
  void aDeedStillAheadIsAFutureOrADutyAndNoReport() {
    assertThat(StatusAspects.of("I'll post the parcel on Saturday")).contains("future");
    assertThat(StatusAspects.of("Ik ga morgen de schuur opruimen")).contains("future");
    assertThat(StatusAspects.of("We still need to renew the lease")).contains("duty", "still");
    assertThat(StatusAspects.of("Ik moet de kozijnen nog schilderen")).contains("duty", "still");
    for (String s :
        List.of("I'll post the parcel on Saturday", "Ik moet de kozijnen nog schilderen")) {
      assertThat(StatusAspects.report(StatusAspects.of(s), s)).as(s).isFalse();
    }
    String asked = "Is the scanner running?";
    assertThat(StatusAspects.report(StatusAspects.of(asked), asked)).isFalse();
  }

  @Test
  void aThingWorkingAgainIsAResultAndAReport() {
    String en = "The scanner runs again, no more streaks";
    assertThat(StatusAspects.of(en)).contains("works", "again");
    assertThat(StatusAspects.report(StatusAspects.of(en), en)).isTrue();
    assertThat(StatusAspects.of("De vaatwasser draait weer")).contains("works", "again");
    assertThat(StatusAspects.of("Mijn subsidie is eindelijk toegekend")).contains("works", "now");
  }

  @Test
  void aThingThatNowLiesOrHangsSomewhereIsPlaced() {
    assertThat(StatusAspects.of("The spare key is under the flowerpot")).contains("placed");
    assertThat(StatusAspects.of("Her bike's in the shed now")).contains("placed", "now");
    assertThat(StatusAspects.of("De pas ligt nu in de la")).contains("placed", "now");
    assertThat(StatusAspects.of("Het schilderij hangt aan de muur")).contains("placed");
    assertThat(StatusAspects.of("I like the blue one")).doesNotContain("placed");
  }

  @Test
  void partsDoneOrLeftAreCounts() {
    assertThat(StatusAspects.of("Two of the four walls painted")).contains("count");
    assertThat(StatusAspects.of("Essay: 1,200 of 3,000 words")).contains("count");
    assertThat(StatusAspects.of("Drie van de zes kamers gedaan")).contains("count");
    assertThat(StatusAspects.of("Only the gutters left")).contains("left");
    assertThat(StatusAspects.of("Nog twee hoofdstukken")).contains("left", "still");
  }

  @Test
  void theProgressiveAndThePerfectAreRead() {
    assertThat(StatusAspects.of("The varnish is drying on the table")).contains("progressive");
    assertThat(StatusAspects.of("Ik ben de gang aan het behangen")).contains("progressive");
    assertThat(StatusAspects.of("We have posted the forms")).contains("perfect", "self");
    assertThat(StatusAspects.of("Hij heeft de band eindelijk geplakt"))
        .contains("perfect", "other", "now");
    assertThat(StatusAspects.of("I like cycling")).doesNotContain("progressive", "perfect");
  }

  @Test
  void aRelatedThingCalledOffMakesTheDeedMoot() {
    assertThat(StatusAspects.of("The workshop was called off")).contains("moot");
    assertThat(StatusAspects.of("She withdrew her application")).contains("moot", "other");
    assertThat(StatusAspects.of("Het zwembad is dicht deze week")).contains("moot");
    assertThat(StatusAspects.of("De markt gaat niet door")).contains("moot");
  }
}
