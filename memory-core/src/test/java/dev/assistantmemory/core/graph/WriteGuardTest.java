package dev.assistantmemory.core.graph;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WriteGuardTest {
  private static boolean hit(String rejected, String candidate) {
    return WriteGuard.matches(WriteGuard.normalize(rejected), WriteGuard.normalize(candidate));
  }

  @Test
  void normalisationIgnoresCaseAccentsAndPunctuation() {
    assertThat(WriteGuard.normalize("  Café-au-lait, PLEASE!  ")).isEqualTo("cafe au lait please");
  }

  @Test
  void containmentEitherWayIsAHit() {
    assertThat(hit("pineapple pizza", "I really like pineapple pizza")).isTrue();
    assertThat(hit("I really like pineapple pizza", "pineapple pizza")).isTrue();
    assertThat(hit("window seats", "Window seat")).isTrue();
  }

  @Test
  void tokenOverlapAboveTheThresholdIsAHit() {
    assertThat(hit("likes pineapple pizza", "likes pineapple on pizza")).isTrue(); // 3/4
    assertThat(hit("likes pineapple pizza", "likes sushi")).isFalse(); // 1/4
  }

  @Test
  void shortFragmentsDoNotMatchByContainment() {
    assertThat(hit("no", "I have no idea about pizza")).isFalse();
    assertThat(hit("tea", "green tea")).isTrue();
    assertThat(hit("tea", "steak")).as("whole words only").isFalse();
  }

  @Test
  void aLikeAndADislikeOfTheSameThingDoNotMatch() {
    assertThat(hit("coffee", "dislikes coffee")).isFalse();
    assertThat(hit("dislikes early meetings", "early meetings")).isFalse();
    assertThat(hit("dislikes coffee", "dislikes black coffee")).isTrue();
    assertThat(hit("coffee", "black coffee")).isTrue();
  }

  /** The fourteenth audit's W11: a zero-width space, joiner or BOM copied in is no word break. */
  @Test
  void formatCharactersAreDroppedNotSpaced() {
    assertThat(WriteGuard.normalize("Ém\u200bile")).isEqualTo(WriteGuard.normalize("Émile"));
    assertThat(WriteGuard.normalize("\ufeffZoë\u200d")).isEqualTo("zoe");
    assertThat(EntityNames.foldWord("Ém\u200bile")).isEqualTo(EntityNames.foldWord("Émile"));
  }
}
