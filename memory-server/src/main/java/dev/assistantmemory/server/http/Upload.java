package dev.assistantmemory.server.http;

import java.io.IOException;
import java.io.InputStream;

/** The file part of a multipart request: its declared name and type, size and bytes. */
public record Upload(String filename, String contentType, long size, Opener opener) {

  /** Opens the part's bytes (spooled to disk by the server when large). */
  @FunctionalInterface
  public interface Opener {
    InputStream open() throws IOException;
  }

  public InputStream open() throws IOException {
    return opener.open();
  }
}
