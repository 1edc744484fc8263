package dev.assistantmemory.core.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Requests for suggestions against questions about a fact. */
class QueryWordsTest {
  @Test
  void aRequestForSuggestionsIsRecognised() {
    assertThat(QueryWords.asksForSuggestions("Any tips on what to bake for my colleagues?"))
        .isTrue();
    assertThat(
            QueryWords.asksForSuggestions("I've got free time, any documentary recommendations?"))
        .isTrue();
    assertThat(QueryWords.asksForSuggestions("Can you recommend some resources on editing?"))
        .isTrue();
    assertThat(QueryWords.asksForSuggestions("What should I pack for Denver?")).isTrue();
  }

  @Test
  void aQuestionAboutAFactIsNot() {
    assertThat(QueryWords.asksForSuggestions("What advice does Caroline give about adoption?"))
        .isFalse();
    assertThat(QueryWords.asksForSuggestions("Which book did Tim recommend to John?")).isFalse();
    assertThat(QueryWords.asksForSuggestions("What time do I wake up on Saturdays?")).isFalse();
    assertThat(QueryWords.asksForSuggestions("Where did John get the idea for the box?")).isFalse();
  }
}
