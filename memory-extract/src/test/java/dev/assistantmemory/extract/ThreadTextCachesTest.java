package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.ref.WeakReference;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The per-thread caches of the rules (stop 43: a matcher per pattern, a text's sentences) keep no
 * long document referenced after the thread moves on to other texts (stop 44): a pool thread would
 * otherwise hold a large document until the pattern that last read it runs again. The answers for a
 * long text are those of a short one.
 */
class ThreadTextCachesTest {
  private static final Pattern SELDOM = Pattern.compile("\\bspreadsheet reconciliation\\b");
  private static final Pattern OFTEN = Pattern.compile("\\bsend\\b");

  @Test
  void aLongTextIsNotHeldAfterTheThreadMovesOn() {
    WeakReference<String> held = readLongText();
    for (String t : List.of("Can you send it?", "I will send it.", "Please send it today.")) {
      assertThat(Cues.find(OFTEN, t)).isTrue();
      assertThat(Text.sentences(t)).hasSize(1);
      Cues.find(SELDOM, t.substring(0, 4)); // the seldom pattern asked of other, short, texts
    }
    for (int i = 0; i < 10 && held.get() != null; i++) {
      System.gc();
    }
    assertThat(held.get() == null).as("the long text let go").isTrue();
  }

  @Test
  void aLongTextGetsTheSameAnswers() {
    String line = "We finished the spreadsheet reconciliation. Send the totals to Ann. ";
    String text = line.repeat(Cues.KEPT_TEXT_MAX / line.length() + 2);
    assertThat(text.length()).isGreaterThan(Cues.KEPT_TEXT_MAX);
    for (int i = 0; i < 2; i++) {
      assertThat(Cues.find(SELDOM, text)).isTrue();
      assertThat(Text.sentences(text)).hasSize(2 * (Cues.KEPT_TEXT_MAX / line.length() + 2));
    }
  }

  /** Reads a long text through both caches; only the weak reference to it is left. */
  private static WeakReference<String> readLongText() {
    String line = "We finished the spreadsheet reconciliation. Send the totals to Ann. ";
    String text = line.repeat(Sentences.KEPT_TEXT_MAX / line.length() + 2);
    assertThat(Cues.find(SELDOM, text)).isTrue();
    assertThat(Text.sentences(text)).isNotEmpty();
    return new WeakReference<>(text);
  }
}
