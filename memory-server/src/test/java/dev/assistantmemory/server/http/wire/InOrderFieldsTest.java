package dev.assistantmemory.server.http.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every {@link InOrder} names two components of the record it sits on, each a text (a day or a
 * datetime): {@code InOrder.Validator} looks the names up only when a request is validated, so a
 * misspelt name would pass the build and answer 500 at the first request that gives both bounds.
 * This walks every {@code @InOrder}-annotated class of the server (the twenty-first audit).
 */
class InOrderFieldsTest {

  @Test
  void everyInOrderNamesTwoTextComponentsOfItsRecord() {
    List<String> problems = new ArrayList<>();
    List<Class<?>> annotated = annotatedClasses();
    assertThat(annotated)
        .as("the wire's windows (claim validity, timeline, recent changes, search, list, series)")
        .hasSizeGreaterThanOrEqualTo(7);
    int checked = 0;
    for (Class<?> type : annotated) {
      if (!type.isRecord()) {
        problems.add(type.getName() + " is not a record");
        continue;
      }
      Set<String> texts =
          Arrays.stream(type.getRecordComponents())
              .filter(rc -> rc.getType() == String.class)
              .map(RecordComponent::getName)
              .collect(Collectors.toSet());
      for (InOrder window : type.getAnnotationsByType(InOrder.class)) {
        checked++;
        for (String name : List.of(window.first(), window.last())) {
          if (!texts.contains(name)) {
            problems.add(type.getName() + " has no text component " + name);
          }
        }
        if (window.first().equals(window.last())) {
          problems.add(type.getName() + " orders " + window.first() + " against itself");
        }
      }
    }
    assertThat(checked).as("windows checked").isGreaterThanOrEqualTo(annotated.size());
    assertThat(problems).isEmpty();
  }

  /**
   * Every server class (not the tests) carrying one {@link InOrder} or several: the class files
   * beside {@link InOrder}'s own (the module's compiled classes, a directory or a jar).
   */
  private static List<Class<?>> annotatedClasses() {
    List<Class<?>> out = new ArrayList<>();
    try {
      Path root =
          Path.of(InOrder.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      List<String> names = new ArrayList<>();
      if (Files.isDirectory(root)) {
        try (Stream<Path> files = Files.walk(root)) {
          files
              .filter(f -> f.toString().endsWith(".class"))
              .forEach(f -> names.add(root.relativize(f).toString()));
        }
      } else {
        try (JarFile jar = new JarFile(root.toFile())) {
          jar.stream().map(JarEntry::getName).filter(n -> n.endsWith(".class")).forEach(names::add);
        }
      }
      ClassLoader loader = InOrder.class.getClassLoader();
      for (String name : names) {
        String binary = name.replace('\\', '/').replace('/', '.').replaceAll("\\.class$", "");
        if (!binary.startsWith("dev.assistantmemory.server.") || binary.endsWith("module-info")) {
          continue;
        }
        Class<?> c = Class.forName(binary, false, loader);
        if (c.getAnnotationsByType(InOrder.class).length > 0) {
          out.add(c);
        }
      }
    } catch (IOException | URISyntaxException | ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
    return out;
  }
}
