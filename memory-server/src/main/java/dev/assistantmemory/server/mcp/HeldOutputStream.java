package dev.assistantmemory.server.mcp;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.ByteArrayOutputStream;

/**
 * A servlet output stream that keeps what the SDK's servlet writes, so the wrapping servlet can
 * look at it (and replace an error body) before anything reaches the client.
 */
final class HeldOutputStream extends ServletOutputStream {
  private final ByteArrayOutputStream held;

  HeldOutputStream(ByteArrayOutputStream held) {
    this.held = held;
  }

  @Override
  public boolean isReady() {
    return true;
  }

  @Override
  public void setWriteListener(WriteListener listener) {}

  @Override
  public void write(int b) {
    held.write(b);
  }

  @Override
  public void write(byte[] b, int off, int len) {
    held.write(b, off, len);
  }
}
