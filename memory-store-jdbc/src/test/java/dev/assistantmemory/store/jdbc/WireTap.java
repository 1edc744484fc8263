package dev.assistantmemory.store.jdbc;

import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import javax.net.SocketFactory;

/**
 * What the PostgreSQL driver sends from the test's thread: its round trips (a read after a write)
 * and the bytes written (the statements' texts among them). Plugged in through pgjdbc's {@code
 * socketFactory} URL parameter; {@link #reset} starts a count on the calling thread, which is the
 * only one counted (the pool's own threads open connections too).
 */
public final class WireTap extends SocketFactory {
  private static volatile Thread watched;
  private static int trips;
  private static final ByteArrayOutputStream SENT = new ByteArrayOutputStream();

  public WireTap() {}

  /** Starts counting on the calling thread, from zero. */
  static synchronized void reset() {
    watched = Thread.currentThread();
    trips = 0;
    SENT.reset();
  }

  static synchronized int roundTrips() {
    return trips;
  }

  /** What the watched thread sent since {@link #reset}, as text (the SQL readable in it). */
  static synchronized String sent() {
    return SENT.toString(StandardCharsets.ISO_8859_1);
  }

  @Override
  public Socket createSocket() {
    return new Tapped();
  }

  @Override
  public Socket createSocket(String host, int port) throws IOException {
    Socket s = new Tapped();
    s.connect(new java.net.InetSocketAddress(host, port));
    return s;
  }

  @Override
  public Socket createSocket(String host, int port, InetAddress local, int localPort)
      throws IOException {
    throw new UnsupportedOperationException();
  }

  @Override
  public Socket createSocket(InetAddress host, int port) throws IOException {
    throw new UnsupportedOperationException();
  }

  @Override
  public Socket createSocket(InetAddress address, int port, InetAddress local, int localPort)
      throws IOException {
    throw new UnsupportedOperationException();
  }

  private static final class Tapped extends Socket {
    private boolean wrote;
    private InputStream in;
    private OutputStream out;

    private static boolean mine() {
      return Thread.currentThread() == watched;
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
      if (in == null) {
        in =
            new FilterInputStream(super.getInputStream()) {
              @Override
              public int read() throws IOException {
                arrive();
                return super.read();
              }

              @Override
              public int read(byte[] b, int off, int len) throws IOException {
                arrive();
                return super.read(b, off, len);
              }
            };
      }
      return in;
    }

    private void arrive() {
      if (wrote && mine()) {
        synchronized (WireTap.class) {
          trips++;
        }
      }
      wrote = false;
    }

    @Override
    public synchronized OutputStream getOutputStream() throws IOException {
      if (out == null) {
        out =
            new FilterOutputStream(super.getOutputStream()) {
              @Override
              public void write(int b) throws IOException {
                sent(new byte[] {(byte) b}, 0, 1);
                super.out.write(b);
              }

              @Override
              public void write(byte[] b, int off, int len) throws IOException {
                sent(b, off, len);
                super.out.write(b, off, len);
              }
            };
      }
      return out;
    }

    private void sent(byte[] b, int off, int len) {
      wrote = true;
      if (mine()) {
        synchronized (WireTap.class) {
          SENT.write(b, off, len);
        }
      }
    }
  }
}
