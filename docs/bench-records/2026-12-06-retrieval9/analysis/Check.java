import java.lang.reflect.Method;
import java.nio.file.*;
import java.util.*;
import java.util.regex.*;
public class Check {
  public static void main(String[] a) throws Exception {
    Class<?> c = Class.forName("dev.assistantmemory.core.retrieve.QuestionDates");
    Method w = c.getDeclaredMethod("window", String.class);
    w.setAccessible(true);
    int n = 0, hit = 0;
    for (String line : Files.readAllLines(Path.of(a[0]))) {
      String[] p = line.split("\t", 2);
      n++;
      Optional<?> r = (Optional<?>) w.invoke(null, p[1]);
      if (r.isPresent()) { hit++; if (a.length > 1) System.out.println(p[0] + "\t" + r.get() + "\t" + p[1]); }
    }
    System.out.println(a[0] + ": " + hit + " of " + n + " questions name a date");
  }
}
