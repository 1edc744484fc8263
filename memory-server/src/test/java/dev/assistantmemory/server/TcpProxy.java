package dev.assistantmemory.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP relay between the service and PostgreSQL that a test can cut (every open connection dies,
 * new ones are refused) and restore (same port), to play a database outage without stopping the
 * machine's server.
 */
final class TcpProxy implements AutoCloseable {
  private final int port;
  private final String targetHost;
  private final int targetPort;
  private final List<Socket> open = new CopyOnWriteArrayList<>();
  private volatile ServerSocket server;

  TcpProxy(String targetHost, int targetPort) throws IOException {
    this.targetHost = targetHost;
    this.targetPort = targetPort;
    this.port = ServiceProcess.freePort();
    restore();
  }

  int port() {
    return port;
  }

  synchronized void restore() throws IOException {
    ServerSocket s = new ServerSocket();
    s.setReuseAddress(true);
    s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
    server = s;
    Thread acceptor = new Thread(() -> accept(s), "tcp-proxy-accept");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  synchronized void cut() throws IOException {
    server.close();
    for (Socket socket : open) {
      socket.close();
    }
    open.clear();
  }

  private void accept(ServerSocket s) {
    while (!s.isClosed()) {
      try {
        Socket client = s.accept();
        open.add(client);
        Socket upstream = new Socket(targetHost, targetPort);
        open.add(upstream);
        synchronized (this) {
          if (s.isClosed()) {
            // cut() ran while this connection was being set up: it must not survive the cut
            client.close();
            upstream.close();
            continue;
          }
        }
        pump(client, upstream);
        pump(upstream, client);
      } catch (IOException e) {
        return;
      }
    }
  }

  private static void pump(Socket from, Socket to) {
    Thread t =
        new Thread(
            () -> {
              byte[] buf = new byte[16384];
              try (InputStream in = from.getInputStream();
                  OutputStream out = to.getOutputStream()) {
                int n;
                while ((n = in.read(buf)) >= 0) {
                  out.write(buf, 0, n);
                  out.flush();
                }
              } catch (IOException e) {
                // connection cut
              } finally {
                try {
                  from.close();
                  to.close();
                } catch (IOException ignored) {
                  // already closed
                }
              }
            },
            "tcp-proxy-pump");
    t.setDaemon(true);
    t.start();
  }

  @Override
  public void close() throws IOException {
    cut();
  }
}
