package dev.assistantmemory.core.feed;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

class FeedCursorTest {
  @Test
  void aCursorDecodesToWhatWasEncoded() {
    FeedCursor c = new FeedCursor("user:é/1", "memory:personal,memory:work", 3, 120, 40);
    assertThat(FeedCursor.decode(c.encode())).contains(c);
    assertThat(c.encode()).matches("^[A-Za-z0-9_-]+$");
  }

  @Test
  void alteredTruncatedOrForeignTextIsNotACursor() {
    String text = new FeedCursor("u", "*", 1, 10, 5).encode();
    assertThat(FeedCursor.decode(text.substring(0, text.length() - 2))).isEmpty();
    assertThat(FeedCursor.decode("%%%")).isEmpty();
    assertThat(FeedCursor.decode("")).isEmpty();
    // A well-formed body with a forged position fails the checksum.
    String raw = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.UTF_8);
    String forged = raw.replace(".10.5.", ".99.5.");
    assertThat(forged).isNotEqualTo(raw);
    assertThat(
            FeedCursor.decode(
                Base64.getUrlEncoder()
                    .withoutPadding()
                    .encodeToString(forged.getBytes(StandardCharsets.UTF_8))))
        .isEmpty();
  }

  @Test
  void impossiblePositionsAreNotCursors() {
    assertThat(FeedCursor.decode(new FeedCursor("u", "*", 1, 5, 10).encode())).isEmpty();
    assertThat(FeedCursor.decode(new FeedCursor("u", "*", 0, 5, 1).encode())).isEmpty();
    assertThat(FeedCursor.decode(new FeedCursor("u", "*", 1, 5, -1).encode())).isEmpty();
  }
}
