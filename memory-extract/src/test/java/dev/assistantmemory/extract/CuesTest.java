package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The cues read from a pattern's source (issue 13, extraction cost) must never skip a text the
 * pattern matches: checked for every pattern constant of the rules over every labelled message and
 * its sentences, as written, upper-cased and lower-cased.
 */
class CuesTest {

  @Test
  void cuesAreTheLiteralWordsEveryAlternativeNeeds() {
    assertThat(
            Cues.of(
                Pattern.compile(
                    "(?i)\\b(?:i (?:really )?want to|my (?:main |big )?goal is to)\\s+(.+)")))
        .containsExactlyInAnyOrder(
            "i want to",
            "i really want to",
            "my goal is to",
            "my main goal is to",
            "my big goal is to");
    // an optional part joins the strings around it; of two tests the one with fewer strings
    assertThat(Cues.of(Pattern.compile("(?i)\\bi(?:'ve| have)? decided\\b")))
        .containsExactly(" decided");
    assertThat(Cues.of(Pattern.compile("(?i)\\bi(?:'ve| have)? (?:decided|chose)\\b")))
        .containsExactlyInAnyOrder(
            "i decided", "i've decided", "i have decided", "i chose", "i've chose", "i have chose");
    assertThat(Cues.of(Pattern.compile("\\b(?:done|klaar)\\b|\\bis af\\b")))
        .containsExactlyInAnyOrder("done", "klaar", "is af");
    // upper-case literals are looked for in the lower-cased text
    assertThat(Cues.of(Pattern.compile("^(?:Gemeente|Hotel)\\b")))
        .containsExactlyInAnyOrder("gemeente", "hotel");
  }

  @Test
  void noCueWhenAnAlternativeNeedsNoLiteralOrThePatternIsNotRead() {
    assertThat(Cues.of(Pattern.compile("\\b(?:done|\\d+ km)\\b")))
        .containsExactlyInAnyOrder("done", " km");
    assertThat(Cues.of(Pattern.compile("\\b(?:done|\\p{Lu}+)\\b"))).isEmpty();
    assertThat(Cues.of(Pattern.compile("(?:done)?\\s+$"))).isEmpty();
    assertThat(Cues.of(Pattern.compile("(?x) done  # a comment"))).isEmpty();
    assertThat(Cues.of(Pattern.compile("\\Qdone\\E"))).isEmpty();
    assertThat(Cues.of(Pattern.compile("a|b"))).isEmpty(); // single letters: no test worth it
    // Latin-1 letters count (case-insensitive matching equates them as lower-casing does)
    assertThat(Cues.of(Pattern.compile("caf\u00e9 now"))).containsExactly("caf\u00e9 now");
    assertThat(Cues.of(Pattern.compile("(?iu)\u00b5g now"))).containsExactly("g now");
    assertThat(Cues.of(Pattern.compile("[]a]bc|de"))).isEmpty();
  }

  @Test
  void aTopLevelAlternationRunsAsItsAlternativesWithTheLeadingFlags() {
    Pattern p = Pattern.compile("(?iu)\\bwhen pigs fly\\b|\\bdream on\\b|(?:^|\\s)/s\\b");
    assertThat(Cues.parts(p))
        .extracting(Pattern::pattern)
        .containsExactly("(?iu)\\bwhen pigs fly\\b", "(?iu)\\bdream on\\b", "(?iu)(?:^|\\s)/s\\b");
    assertThat(Cues.find(p, "Yeah, DREAM ON.")).isTrue();
    assertThat(Cues.find(p, "I'll do it /s")).isTrue();
    assertThat(Cues.find(p, "I'll do it")).isFalse();
    // a flag group after the first alternative changes the ones after it: not split
    assertThat(Cues.parts(Pattern.compile("abc|(?i)def|ghi"))).isEmpty();
    assertThat(Cues.parts(Pattern.compile("(a)bc|\\1de|ghi"))).isEmpty();
    assertThat(Cues.parts(Pattern.compile("(?:abc|def|ghi)")))
        .extracting(Pattern::pattern)
        .containsExactly("abc", "def", "ghi");
  }

  @Test
  void aLeadingAlternationGroupIsDistributedOverTheRestOfThePattern() {
    Pattern p = Pattern.compile("(?iu)(?:with|met|and|to)\\s+$");
    assertThat(Cues.parts(p))
        .extracting(Pattern::pattern)
        .containsExactly("(?iu)with\\s+$", "(?iu)met\\s+$", "(?iu)and\\s+$", "(?iu)to\\s+$");
    assertThat(Cues.find(p, "had lunch WITH ")).isTrue();
    assertThat(Cues.find(p, "had lunch with")).isFalse();
    // not a quantified group, an atomic or look-around group, or one whose flags reach later
    // alternatives
    assertThat(Cues.parts(Pattern.compile("\\b(?:abc|def|ghi)?x"))).isEmpty();
    assertThat(Cues.parts(Pattern.compile("\\b(?>abc|def|ghi)x"))).isEmpty();
    assertThat(Cues.parts(Pattern.compile("x(?=abc|def|ghi)"))).isEmpty();
    assertThat(Cues.parts(Pattern.compile("\\b(?:abc|d(?i)ef|ghi)x"))).isEmpty();
  }

  @Test
  void findIsTheMatchersFindWhereverACueDecides() {
    Pattern p = Pattern.compile("(?iu)\\bfridays?\\b");
    assertThat(Cues.find(p, "See you on FRIDAY")).isTrue();
    assertThat(Cues.find(p, "See you on Monday")).isFalse();
    // a dotless i equals "i" to the pattern but not after lower-casing: the pattern runs
    assertThat(Cues.find(p, "See you on FR\u0131DAY")).isTrue();
    assertThat(Cues.find(p, "See you on FR\u0130DAY")).isTrue();
    // the Kelvin sign lower-cases to k
    assertThat(Cues.find(Pattern.compile("(?iu)km"), "5 \u212Am")).isTrue();
  }

  @Test
  void noPatternOfTheRulesMatchesATextWithoutItsCues() throws Exception {
    List<String> texts = texts();
    assertThat(texts).hasSizeGreaterThan(3000);
    List<Pattern> patterns = patterns();
    assertThat(patterns).hasSizeGreaterThan(300);
    int guarded = 0;
    long skipped = 0;
    for (Pattern p : patterns) {
      if (Cues.of(p).length > 0) {
        guarded++;
      }
      for (String t : texts) {
        boolean matches = p.matcher(t).find();
        boolean may = Cues.mayMatch(p, t);
        if (matches) {
          assertThat(may).as("cues %s of /%s/ on '%s'", List.of(Cues.of(p)), p, t).isTrue();
        }
        if (Cues.find(p, t) != matches) {
          assertThat(Cues.find(p, t))
              .as("find /%s/ (parts %s) on '%s'", p, Cues.parts(p), t)
              .isEqualTo(matches);
        }
        if (!matches && !may) {
          skipped++;
        }
      }
    }
    assertThat(guarded).as("patterns with cues").isGreaterThan(patterns.size() / 2);
    assertThat(patterns.stream().filter(p -> !Cues.parts(p).isEmpty()).count())
        .as("patterns run as their alternatives")
        .isGreaterThan(50);
    assertThat(skipped).isGreaterThan(0);
  }

  @Test
  void findFromIsTheFindOfTheRestOfTheText() throws Exception {
    // StatusRules reads the clause after a comma for a negation without cutting the sentence
    assertThat(Cues.findFrom(StatusWords.NEGATED, "Not sent yet, but the letter is done", 13))
        .isFalse();
    assertThat(Cues.findFrom(StatusWords.NEGATED, "Done, but not sent", 5)).isTrue();
    // a word cut at the start of the rest is a word there, as in the substring
    assertThat(Cues.findFrom(Pattern.compile("(?i)\\bnot\\b"), "cannot", 3)).isTrue();
    List<String> texts = texts();
    List<Pattern> patterns = patterns();
    for (int i = 0; i < texts.size(); i += 7) {
      String t = texts.get(i);
      // the texts asked about in turn, as a name's words before and after are
      String other = texts.get((i + 1) % texts.size());
      for (Pattern p : patterns) {
        for (int from : new int[] {t.indexOf(' ') + 1, t.length() / 2}) {
          assertThat(Cues.findFrom(p, t, from))
              .as("findFrom /%s/ on '%s' from %d", p, t, from)
              .isEqualTo(p.matcher(t.substring(from)).find());
        }
        assertThat(Cues.find(p, other)).isEqualTo(p.matcher(other).find());
      }
    }
  }

  @Test
  void mayContainIsFalseOnlyWithoutTheWords() throws Exception {
    List<String> words = List.of("we ", "team", "dat ik", "x", "caf\u00e9");
    for (String t : texts()) {
      String lower = t.toLowerCase(Locale.ROOT);
      boolean any = words.stream().anyMatch(lower::contains);
      assertThat(Text.mayContain(t, words) || !any).as("'%s'", t).isTrue();
      if (Text.foldsLikeAscii(t)) {
        assertThat(Text.mayContain(t, words)).as("'%s'", t).isEqualTo(any);
      }
    }
    assertThat(Text.mayContain("The TEAM meets", words)).isTrue();
    assertThat(Text.mayContain("Ik denk niet", words)).isFalse();
  }

  @Test
  void wordsSplitsAsTheSeparatorPatternsDo() throws Exception {
    Pattern nonWord = Pattern.compile("[^\\p{L}\\p{N}]+");
    Pattern nonLetter = Pattern.compile("[^\\p{L}]+");
    List<String> texts = new ArrayList<>(texts());
    texts.addAll(
        List.of(
            "",
            "!!!",
            "!a",
            "a!",
            "a",
            "a!!b",
            " a b ",
            "\uD83D\uDE00a",
            "a\uD800b",
            "x\u00B2y",
            "\u216B kings",
            "caf\u00e9 d\u00e9j\u00e0-vu",
            "\uD835\uDC00bc",
            "3rd-4th",
            "..a..b.."));
    for (String t : texts) {
      for (String f : List.of(t, Text.fold(t))) {
        assertThat(Text.words(f, true)).as("'%s'", f).containsExactly(nonWord.split(f));
        assertThat(Text.words(f, false)).as("'%s'", f).containsExactly(nonLetter.split(f));
      }
    }
  }

  @Test
  void cleanIsTheTwoReplacementsItSkipsWhenTheyChangeNothing() throws Exception {
    Pattern spaces = Pattern.compile("\\s+");
    Pattern edges =
        Pattern.compile(
            "^[\"'\u201C\u201D\u2018\u2019(\\[]+|[\"'\u201C\u201D\u2018\u2019)\\].,;:!?\u2026]+$");
    List<String> texts = new ArrayList<>(texts());
    texts.addAll(
        List.of(
            "",
            " a ",
            "a  b",
            "a\tb",
            "\"a\"",
            "a.\u0085",
            "a\u0085",
            "(a)",
            "a\u000Bb",
            "\u00A0a."));
    for (String t : texts) {
      String expected =
          edges.matcher(spaces.matcher(t.strip()).replaceAll(" ")).replaceAll("").strip();
      assertThat(Text.clean(t)).as("'%s'", t).isEqualTo(expected);
    }
  }

  private static List<String> texts() throws IOException {
    return LabelledTexts.inThreeCases();
  }

  /** Every static Pattern constant of the rule classes. */
  static List<Pattern> patterns() throws Exception {
    Path classes = Path.of("target/classes/dev/assistantmemory/extract");
    List<Pattern> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(classes)) {
      for (Path f : files.filter(f -> f.toString().endsWith(".class")).toList()) {
        String name = f.getFileName().toString().replace(".class", "");
        Class<?> c = Class.forName("dev.assistantmemory.extract." + name);
        for (Field field : c.getDeclaredFields()) {
          if (Modifier.isStatic(field.getModifiers()) && field.getType() == Pattern.class) {
            field.setAccessible(true);
            out.add((Pattern) field.get(null));
          }
        }
        for (Field field : c.getDeclaredFields()) {
          if (Modifier.isStatic(field.getModifiers())
              && List.class.isAssignableFrom(field.getType())) {
            field.setAccessible(true);
            Object list = field.get(null);
            for (Object o : (List<?>) list) {
              if (o instanceof Pattern p) {
                out.add(p);
              } else if (o instanceof Rules.FactRule r) {
                out.add(r.pattern());
              } else if (o instanceof Rules.TaskRule r) {
                out.add(r.pattern());
              }
            }
          }
        }
      }
    }
    return out;
  }
}
