package dev.assistantmemory.bench;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import javax.net.SocketFactory;

/**
 * Counts what the PostgreSQL driver sends, as a deterministic measure of a run's database work:
 * round trips (the client reading after it wrote), statements executed (the wire protocol's Execute
 * and Query messages, each attributed to its SQL text), by the thread that sent them. Plugged in
 * through pgjdbc's {@code socketFactory} URL parameter: {@code
 * ...&socketFactory=dev.assistantmemory.bench.PgWireCounter}. The counters are global to the
 * process; {@link #reset} and {@link #report} bracket what is measured.
 */
public final class PgWireCounter extends SocketFactory {
  private static final Map<String, LongAdder> ROUND_TRIPS = new ConcurrentHashMap<>();
  private static final Map<String, LongAdder> STATEMENTS = new ConcurrentHashMap<>();
  private static final Map<String, LongAdder> BY_SQL = new ConcurrentHashMap<>();

  /** Round trips by the first statement sent in them (and how many statements went with it). */
  private static final Map<String, LongAdder> TRIPS_BY_FIRST = new ConcurrentHashMap<>();

  /** Parse messages: unnamed (parsed and planned for one use) and named (server-prepared). */
  private static final LongAdder PARSE_UNNAMED = new LongAdder();

  private static final LongAdder PARSE_NAMED = new LongAdder();
  private static volatile boolean used;

  /**
   * {@code -Dpgwire.trace=FILE}: every round trip of a worker thread, in order, one line each (the
   * thread, how many statements went, the first one's head), to read one job's trips in sequence.
   */
  private static final PrintStream TRACE = openTrace(System.getProperty("pgwire.trace"));

  private static PrintStream openTrace(String file) {
    if (file == null || file.isBlank()) {
      return null;
    }
    try {
      return new PrintStream(new java.io.FileOutputStream(file), true, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  public PgWireCounter() {}

  /** Whether any connection went through this factory. */
  public static boolean used() {
    return used;
  }

  public static void reset() {
    ROUND_TRIPS.clear();
    STATEMENTS.clear();
    BY_SQL.clear();
    TRIPS_BY_FIRST.clear();
    PARSE_UNNAMED.reset();
    PARSE_NAMED.reset();
  }

  /** Prints the totals per unit ({@code units} messages) and the top statements. */
  public static void report(PrintStream out, long units, int top) {
    long trips = sum(ROUND_TRIPS);
    long stmts = sum(STATEMENTS);
    out.printf(
        Locale.ROOT,
        "  postgres wire: %,d round trips (%.2f a message), %,d statements (%.2f a message)%n",
        trips,
        trips / (double) units,
        stmts,
        stmts / (double) units);
    for (var e : sorted(ROUND_TRIPS)) {
      out.printf(
          Locale.ROOT,
          "    thread %-24s %,10d round trips %,10d statements%n",
          e.getKey(),
          e.getValue().sum(),
          STATEMENTS.getOrDefault(e.getKey(), new LongAdder()).sum());
    }
    out.printf(
        Locale.ROOT,
        "    parses: %,d unnamed (one use), %,d named (server-prepared)%n",
        PARSE_UNNAMED.sum(),
        PARSE_NAMED.sum());
    int t = 0;
    for (var e : sorted(TRIPS_BY_FIRST)) {
      if (t++ == top) {
        break;
      }
      out.printf(
          Locale.ROOT,
          "    trip %,9d (%.3f/msg) %s%n",
          e.getValue().sum(),
          e.getValue().sum() / (double) units,
          e.getKey());
    }
    int n = 0;
    for (var e : sorted(BY_SQL)) {
      if (n++ == top) {
        break;
      }
      out.printf(
          Locale.ROOT,
          "    %,9d (%.3f/msg) %s%n",
          e.getValue().sum(),
          e.getValue().sum() / (double) units,
          e.getKey());
    }
  }

  private static long sum(Map<String, LongAdder> m) {
    return m.values().stream().mapToLong(LongAdder::sum).sum();
  }

  private static java.util.List<Map.Entry<String, LongAdder>> sorted(Map<String, LongAdder> m) {
    return m.entrySet().stream()
        .sorted(
            Comparator.comparingLong((Map.Entry<String, LongAdder> e) -> e.getValue().sum())
                .reversed())
        .toList();
  }

  private static String threadKey() {
    return Thread.currentThread().getName().replaceAll("[-#]?\\d+$", "");
  }

  private static void add(Map<String, LongAdder> m, String key) {
    m.computeIfAbsent(key, k -> new LongAdder()).increment();
  }

  @Override
  public Socket createSocket() {
    used = true;
    return new CountingSocket();
  }

  @Override
  public Socket createSocket(String host, int port) throws IOException {
    Socket s = createSocket();
    s.connect(new java.net.InetSocketAddress(host, port));
    return s;
  }

  @Override
  public Socket createSocket(String host, int port, InetAddress localHost, int localPort)
      throws IOException {
    return createSocket(host, port);
  }

  @Override
  public Socket createSocket(InetAddress host, int port) throws IOException {
    return createSocket(host.getHostAddress(), port);
  }

  @Override
  public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
      throws IOException {
    return createSocket(address.getHostAddress(), port);
  }

  /** A plain socket whose streams parse the frontend messages and note the read-after-write. */
  private static final class CountingSocket extends Socket {
    private final Parser parser = new Parser();
    private volatile boolean wrote;
    private OutputStream out;
    private InputStream in;

    @Override
    public synchronized OutputStream getOutputStream() throws IOException {
      if (out == null) {
        out =
            new FilterOutputStream(super.getOutputStream()) {
              @Override
              public void write(int b) throws IOException {
                parser.feed(new byte[] {(byte) b}, 0, 1);
                wrote = true;
                super.out.write(b);
              }

              @Override
              public void write(byte[] b, int off, int len) throws IOException {
                parser.feed(b, off, len);
                wrote = true;
                super.out.write(b, off, len);
              }
            };
      }
      return out;
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
      if (in == null) {
        in =
            new FilterInputStream(super.getInputStream()) {
              @Override
              public int read() throws IOException {
                noteRead();
                return super.read();
              }

              @Override
              public int read(byte[] b, int off, int len) throws IOException {
                noteRead();
                return super.read(b, off, len);
              }
            };
      }
      return in;
    }

    private void noteRead() {
      if (wrote) {
        wrote = false;
        if (parser.started) {
          add(ROUND_TRIPS, threadKey());
          add(
              TRIPS_BY_FIRST,
              threadKey()
                  + " | "
                  + (parser.tripStatements > 9 ? ">9" : parser.tripStatements)
                  + " | "
                  + parser.tripFirst);
          if (TRACE != null && Thread.currentThread().getName().startsWith("memory-worker")) {
            synchronized (TRACE) {
              TRACE.println(
                  Thread.currentThread().getName()
                      + " | "
                      + parser.tripStatements
                      + " | "
                      + parser.tripFirst);
            }
          }
          parser.tripFirst = "(none)";
          parser.tripStatements = 0;
        }
      }
    }
  }

  /** The frontend protocol: an untyped start-up phase, then (type byte, int32 length, body). */
  private static final class Parser {
    boolean started;
    String tripFirst = "(none)";
    int tripStatements;
    private final Map<String, String> statements = new HashMap<>();
    private String bound = "";
    private byte[] msg = new byte[0];
    private int have;
    private int need = -1;
    private final byte[] head = new byte[5];
    private int headHave;

    void feed(byte[] b, int off, int len) {
      int i = off;
      int end = off + len;
      while (i < end) {
        if (need < 0) {
          int headLen = started ? 5 : 4;
          while (headHave < headLen && i < end) {
            head[headHave++] = b[i++];
          }
          if (headHave < headLen) {
            return;
          }
          int p = started ? 1 : 0;
          int length =
              ((head[p] & 0xff) << 24)
                  | ((head[p + 1] & 0xff) << 16)
                  | ((head[p + 2] & 0xff) << 8)
                  | (head[p + 3] & 0xff);
          need = length - 4;
          msg = new byte[Math.max(need, 0)];
          have = 0;
        }
        int n = Math.min(need - have, end - i);
        System.arraycopy(b, i, msg, have, n);
        have += n;
        i += n;
        if (have == need) {
          message(started ? (char) head[0] : 0, msg);
          need = -1;
          headHave = 0;
        }
      }
    }

    private void message(char type, byte[] body) {
      if (!started) {
        // SSLRequest / GSSENCRequest carry a code, the StartupMessage the protocol 3.0
        if (body.length >= 4 && body[0] == 0 && body[1] == 3) {
          started = true;
        }
        return;
      }
      switch (type) {
        case 'P' -> {
          int[] pos = {0};
          String name = cstring(body, pos);
          statements.put(name, normalise(cstring(body, pos)));
          (name.isEmpty() ? PARSE_UNNAMED : PARSE_NAMED).increment();
          add(
              TRIPS_BY_FIRST,
              "parse " + (name.isEmpty() ? "unnamed " : "named ") + statements.get(name));
        }
        case 'B' -> {
          int[] pos = {0};
          cstring(body, pos);
          bound = cstring(body, pos);
        }
        case 'E' -> {
          add(STATEMENTS, threadKey());
          String sql = statements.getOrDefault(bound, "?" + bound);
          add(BY_SQL, threadKey() + " | " + sql);
          noteTrip(sql);
        }
        case 'Q' -> {
          add(STATEMENTS, threadKey());
          String sql = normalise(cstring(body, new int[] {0}));
          add(BY_SQL, threadKey() + " | " + sql);
          noteTrip(sql);
        }
        default -> {}
      }
    }

    private void noteTrip(String sql) {
      String head = sql.length() > 90 ? sql.substring(0, 90) : sql;
      if (tripStatements++ == 0) {
        tripFirst = head;
      } else if (tripStatements == 2 && "BEGIN".equals(tripFirst)) {
        tripFirst = "BEGIN; " + head;
      }
    }

    private static String cstring(byte[] b, int[] pos) {
      int s = pos[0];
      int e = s;
      while (e < b.length && b[e] != 0) {
        e++;
      }
      pos[0] = e + 1;
      return new String(b, s, e - s, StandardCharsets.UTF_8);
    }

    private static String normalise(String sql) {
      String s = sql.replaceAll("\\s+", " ").trim();
      return s.length() > 160 ? s.substring(0, 160) : s;
    }
  }
}
