package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The status detector's label overlap: an English stem counts only when the message holds it, a
 * Dutch one also as the head of a compound.
 */
class StatusFeaturesTest {
  private static KnownTask open(String label) {
    return new KnownTask("t1", label, "pending", null, false);
  }

  @Test
  void anEnglishStemCountsOnlyWhenTheMessageHoldsIt() {
    Set<String> message = Text.contentStems("I repainted the garden shed and the birdhouse");
    assertThat(StatusFeatures.overlap(message, false, open("paint the house"))).isZero();
    assertThat(StatusFeatures.overlap(message, false, open("clean the garden shed"))).isEqualTo(2);
  }

  @Test
  void aDutchStemCountsAsTheHeadOfACompound() {
    Set<String> message = Text.contentStems("De verhuisdozen staan klaar");
    assertThat(StatusFeatures.overlap(message, true, open("dozen inpakken"))).isEqualTo(1);
    assertThat(StatusFeatures.overlap(message, false, open("dozen inpakken"))).isZero();
  }
}
