package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The case-insensitive patterns' ASCII twins (stop 42, extraction cost) must match exactly as the
 * patterns do on plain text: every pattern the rules keep in a static field (and in the lists and
 * records those hold, and the alternatives {@link Cues} runs apart), on the labelled messages of
 * the first sets and their sentences in three letter cases (one in 16 of those that hold a cue of
 * the pattern, one in 400 of the others), the same with typographic quotes and an emoji, and on
 * texts written for the folding edges.
 */
class AsciiCaseTest {

  @Test
  void twinsMatchAsTheirPatternsOnPlainText() throws Exception {
    List<Pattern> patterns = rulePatterns();
    assertThat(patterns).hasSizeGreaterThan(500);
    List<String> texts = new ArrayList<>();
    for (String t : LabelledTexts.inThreeCases()) {
      texts.add(t);
      if (t.indexOf('\'') >= 0 || t.indexOf('"') >= 0) {
        texts.add(t.replace('\'', '’').replace("\"", "“") + " 🙂");
      }
    }
    texts.addAll(
        List.of(
            "I’m DONE with the report — finally 🙂",
            "Ik heb het rapport AF… «eindelijk»",
            "call KIM tomorrow at 10:30 ☎",
            "“Send it” she said",
            "ISTANBUL IS LOVELY; istanbul is lovely"));
    List<Pattern[]> pairs = new ArrayList<>(); // {pattern, twin}
    Set<String> distinct = new HashSet<>();
    for (Pattern p : patterns) {
      Pattern twin = AsciiCase.make(p);
      if (twin != p && distinct.add(p.flags() + " " + p.pattern())) {
        pairs.add(new Pattern[] {p, twin});
      }
    }
    int twins = pairs.size();
    long compared = 0;
    for (int i = 0; i < texts.size(); i++) {
      String t = texts.get(i);
      if (!AsciiCase.plain(t)) {
        continue;
      }
      for (int k = 0; k < pairs.size(); k++) {
        Pattern p = pairs.get(k)[0];
        // one in 16 of the texts that hold a cue of the pattern, one in 400 of the others
        if ((Cues.mayMatch(p, t) ? (i + k) % 16 : (i + k) % 400) != 0) {
          continue;
        }
        List<List<Integer>> expected = matches(p, t);
        if (!matches(pairs.get(k)[1], t).equals(expected)) {
          assertThat(matches(pairs.get(k)[1], t))
              .as("%s on '%s'", p.pattern(), t)
              .isEqualTo(expected);
        }
        compared++;
      }
    }
    assertThat(twins).as("distinct patterns with a twin").isGreaterThan(5000);
    System.out.printf(
        "%d patterns, %d with a twin, %d texts, %d compared%n",
        patterns.size(), twins, texts.size(), compared);
    assertThat(compared).isGreaterThan(200_000);
  }

  @Test
  void plainTextIsAsciiOrCharactersNoCaseFoldingReaches() {
    assertThat(AsciiCase.plain("I’ll send it “today” — ok? 🙂 10°C")).isTrue();
    assertThat(AsciiCase.plain("Café")).isFalse();
    assertThat(AsciiCase.plain("straße")).isFalse(); // 'ẞ' folds to it
    assertThat(AsciiCase.plain("İstanbul")).isFalse();
    assertThat(AsciiCase.plain("ıi")).isFalse();
    assertThat(AsciiCase.plain("5 \u212a")).isFalse(); // the Kelvin sign folds to 'k'
    assertThat(AsciiCase.plain("µ")).isFalse();
    assertThat(AsciiCase.plain("𐐀")).isFalse(); // a cased letter beyond the BMP
  }

  @Test
  void textThatIsNotPlainRunsThePatternItself() {
    Pattern p = Pattern.compile("(?iu)\\bcafé|kelvin|sis");
    assertThat(AsciiCase.make(p)).isNotSameAs(p);
    assertThat(AsciiCase.matcher(p, "CAFÉ").find()).isTrue();
    assertThat(AsciiCase.make(p).matcher("CAFÉ").find()).isFalse(); // why the twin is not run
    assertThat(AsciiCase.matcher(p, "\u212aelvin").find()).isTrue();
    assertThat(AsciiCase.matcher(p, "ſis").find()).isTrue();
    assertThat(AsciiCase.matcher(p, "Kelvin").find()).isTrue();
  }

  @Test
  void theSourceLosesOnlyItsInlineUnicodeCase() {
    assertThat(AsciiCase.withoutUnicodeCase("(?iu)\\bdone\\b")).isEqualTo("(?i)\\bdone\\b");
    assertThat(AsciiCase.withoutUnicodeCase("(?u)x(?-u:y)(?iu:z)")).isEqualTo("(?)x(?-u:y)(?i:z)");
    assertThat(AsciiCase.withoutUnicodeCase("[(?u)]")).isNull(); // in a class: not read
    assertThat(AsciiCase.withoutUnicodeCase("\\(?u)")).isEqualTo("\\(?u)");
    assertThat(AsciiCase.withoutUnicodeCase("(?iu)é")).isEqualTo("(?i)é");
  }

  @Test
  void patternsWhoseTwinCouldDifferGetNone() {
    for (String src :
        List.of(
            "(?iu)\\u0131", // an escape may name a character that folds to ASCII
            "(?iu)\\x{17f}",
            "(?iu)ıi", // dotless i folds to 'i'
            "(?iu)\u212a", // the Kelvin sign folds to 'k'
            "(?iu)\\Qa\\E",
            "a(?iu)b", // flags set mid-pattern: Pattern.flags() no longer tells the compile flags
            "(?iU)a",
            "(?ix)a b")) {
      Pattern p = Pattern.compile(src);
      assertThat(AsciiCase.make(p)).as(src).isSameAs(p);
    }
    Pattern classes =
        Pattern.compile("a", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CHARACTER_CLASS);
    assertThat(AsciiCase.make(classes)).isSameAs(classes);
    Pattern ascii = Pattern.compile("(?i)a");
    assertThat(AsciiCase.make(ascii)).as("nothing to drop").isSameAs(ascii);
    Pattern flags = Pattern.compile("a", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    assertThat(AsciiCase.make(flags).flags()).isEqualTo(Pattern.CASE_INSENSITIVE);
  }

  /** Each match's start, end and groups, in order. */
  private static List<List<Integer>> matches(Pattern p, String text) {
    List<List<Integer>> out = new ArrayList<>();
    Matcher m = p.matcher(text);
    while (m.find()) {
      List<Integer> spans = new ArrayList<>();
      for (int g = 0; g <= m.groupCount(); g++) {
        spans.add(m.start(g));
        spans.add(m.end(g));
      }
      out.add(spans);
    }
    return out;
  }

  /** Every pattern the extract package's classes keep in static fields, and their alternatives. */
  private static List<Pattern> rulePatterns() throws Exception {
    Path dir =
        Path.of(AsciiCase.class.getProtectionDomain().getCodeSource().getLocation().toURI())
            .resolve("dev/assistantmemory/extract");
    Map<Pattern, Boolean> seen = new IdentityHashMap<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : files.toList()) {
        String name = f.getFileName().toString();
        if (!name.endsWith(".class")) {
          continue;
        }
        Class<?> c;
        try {
          c = Class.forName("dev.assistantmemory.extract." + name.replace(".class", ""));
        } catch (ReflectiveOperationException | LinkageError e) {
          continue;
        }
        for (Field field : c.getDeclaredFields()) {
          if (Modifier.isStatic(field.getModifiers()) && !field.getType().isPrimitive()) {
            try {
              field.setAccessible(true);
              collect(field.get(null), seen, 0);
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
              // not readable: skipped
            }
          }
        }
      }
    }
    List<Pattern> out = new ArrayList<>(seen.keySet());
    for (Pattern p : List.copyOf(out)) {
      out.addAll(Cues.parts(p));
    }
    return out;
  }

  private static void collect(Object o, Map<Pattern, Boolean> seen, int depth) throws Exception {
    if (o == null || depth > 4) {
      return;
    }
    if (o instanceof Pattern p) {
      seen.put(p, true);
    } else if (o instanceof Collection<?> c) {
      for (Object x : c) {
        collect(x, seen, depth + 1);
      }
    } else if (o instanceof Map<?, ?> m) {
      for (Object x : m.values()) {
        collect(x, seen, depth + 1);
      }
    } else if (o instanceof Object[] a) {
      for (Object x : a) {
        collect(x, seen, depth + 1);
      }
    } else if (o.getClass().isRecord()) {
      for (RecordComponent rc : o.getClass().getRecordComponents()) {
        var acc = rc.getAccessor();
        acc.setAccessible(true);
        collect(acc.invoke(o), seen, depth + 1);
      }
    }
  }
}
