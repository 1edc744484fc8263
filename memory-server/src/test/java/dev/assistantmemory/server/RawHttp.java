package dev.assistantmemory.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * HTTP/1.1 written by hand over a socket, for what {@link java.net.http.HttpClient} will not send:
 * a foreign {@code Host}, no {@code Content-Type}, any method. One request per connection.
 */
final class RawHttp {
  record Reply(int status, Map<String, String> headers, String body) {
    JsonNode json() {
      return TestServer.JSON.readTree(body);
    }

    String header(String name) {
      return headers.get(name.toLowerCase(Locale.ROOT));
    }
  }

  private RawHttp() {}

  static Reply send(
      int port, String method, String path, Map<String, String> headers, byte[] body) {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(30_000);
      StringBuilder head = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
      Map<String, String> all = new LinkedHashMap<>();
      all.put("Host", "127.0.0.1:" + port);
      all.putAll(headers);
      all.put("Connection", "close");
      if (body != null) {
        all.put("Content-Length", Integer.toString(body.length));
      }
      all.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
      head.append("\r\n");
      OutputStream out = socket.getOutputStream();
      out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
      if (body != null) {
        out.write(body);
      }
      out.flush();
      return read(socket.getInputStream());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Reply read(InputStream in) throws IOException {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    in.transferTo(buf);
    String raw = buf.toString(StandardCharsets.UTF_8);
    int split = raw.indexOf("\r\n\r\n");
    String[] lines = raw.substring(0, split).split("\r\n");
    int status = Integer.parseInt(lines[0].split(" ")[1]);
    Map<String, String> headers = new LinkedHashMap<>();
    for (int i = 1; i < lines.length; i++) {
      int colon = lines[i].indexOf(':');
      headers.put(
          lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
          lines[i].substring(colon + 1).trim());
    }
    String body = raw.substring(split + 4);
    if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
      body = dechunk(body);
    }
    return new Reply(status, headers, body);
  }

  private static String dechunk(String chunked) {
    StringBuilder out = new StringBuilder();
    int at = 0;
    while (at < chunked.length()) {
      int eol = chunked.indexOf("\r\n", at);
      int size = Integer.parseInt(chunked.substring(at, eol).trim(), 16);
      if (size == 0) {
        break;
      }
      out.append(chunked, eol + 2, eol + 2 + size);
      at = eol + 2 + size + 2;
    }
    return out.toString();
  }
}
