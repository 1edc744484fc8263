package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.ExtractionInput;
import dev.assistantmemory.core.extract.ExtractionInput.KnownTask;
import dev.assistantmemory.model.Scope;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import opennlp.tools.ml.model.MaxentModel;
import org.junit.jupiter.api.Test;

/**
 * Which sentences the task detector asks its model about (stop 45, extraction cost): only those
 * whose reading can change the result. The rules' tasks of a message with known tasks are never
 * vetoed, so their sentences are not read; a message with a status change reads none of its
 * sentences for tasks to add; nor does a negated sentence at the service's negated threshold, or an
 * assistant's question. A first message's rule tasks are still read (the veto).
 */
class LearnedTaskReadingsTest {
  private static final RuleBasedExtractor RULES = new RuleBasedExtractor();
  private static final List<KnownTask> KNOWN =
      List.of(new KnownTask("t1", "repaint the garden fence", "pending", null, false));

  /** The shipped model, with the contexts it was asked about. */
  private static final class Counted {
    final List<String[]> asked = new ArrayList<>();
    final MaxentModel model;

    Counted() {
      MaxentModel shipped = LearnedTaskDetector.shipped();
      model =
          (MaxentModel)
              Proxy.newProxyInstance(
                  MaxentModel.class.getClassLoader(),
                  new Class<?>[] {MaxentModel.class},
                  (proxy, method, args) -> {
                    if (method.getName().equals("eval")) {
                      asked.add((String[]) args[0]);
                    }
                    return method.invoke(shipped, args);
                  });
    }

    boolean askedAbout(String feature) {
      return asked.stream().anyMatch(c -> Arrays.asList(c).contains(feature));
    }
  }

  private static ExtractionInput said(String text, String role, List<KnownTask> known) {
    return ExtractionInput.of(
            text, role, Scope.personal, Instant.parse("2026-04-28T10:00:00Z"), ZoneOffset.UTC)
        .withKnownTasks(known, 0);
  }

  private static LearnedTaskDetector service(Counted c) {
    return new LearnedTaskDetector(
        RULES, c.model, LearnedTaskDetector.PROPOSE, LearnedTaskDetector.VETO);
  }

  @Test
  void aRuleTaskOfAMessageWithKnownTasksIsNotRead() {
    String text = "I need to book the dentist by Thursday. The weather was lovely today.";
    ExtractionInput later = said(text, ExtractionInput.USER, KNOWN);
    assertThat(RULES.extract(later).tasks()).hasSize(1);
    Counted c = new Counted();
    assertThat(service(c).extract(later).tasks()).isEqualTo(RULES.extract(later).tasks());
    assertThat(c.askedAbout("rule=task")).isFalse();
    assertThat(c.askedAbout("rule=none")).isTrue(); // the other sentence may add one

    Counted first = new Counted();
    service(first).extract(said(text, ExtractionInput.USER, List.of()));
    assertThat(first.askedAbout("rule=task")).isTrue(); // a first message's task may be vetoed
  }

  @Test
  void aMessageWithAStatusChangeAndKnownTasksIsNotRead() {
    ExtractionInput done =
        said("I repainted the garden fence yesterday.", ExtractionInput.USER, KNOWN);
    assertThat(RULES.extract(done).statusChanges()).isNotEmpty();
    Counted c = new Counted();
    assertThat(service(c).extract(done)).isEqualTo(RULES.extract(done));
    assertThat(c.asked).isEmpty();
  }

  @Test
  void aNegatedSentenceIsReadOnlyWhenATaskCouldBeAddedToIt() {
    ExtractionInput in =
        said("I'm not going to repaint the shed this weekend.", ExtractionInput.USER, KNOWN);
    assertThat(RULES.extract(in).tasks()).isEmpty();
    Counted c = new Counted();
    assertThat(service(c).extract(in).tasks()).isEmpty();
    assertThat(c.asked).isEmpty();
    Counted any = new Counted();
    new LearnedTaskDetector(RULES, any.model, 0.0, 0.0, 0.0, 0.0).extract(in);
    assertThat(any.askedAbout("negated")).isTrue();
  }

  @Test
  void anAssistantsQuestionIsNotRead() {
    ExtractionInput offer =
        said(
            "Would you like me to book a taxi to the airport for Friday?",
            ExtractionInput.ASSISTANT,
            KNOWN);
    Counted c = new Counted();
    assertThat(service(c).extract(offer).tasks()).isEqualTo(RULES.extract(offer).tasks());
    assertThat(c.askedAbout("question")).isFalse();
  }
}
