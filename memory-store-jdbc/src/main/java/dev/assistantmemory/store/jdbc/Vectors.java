package dev.assistantmemory.store.jdbc;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** float[] as little-endian float32 bytes. */
final class Vectors {
  private Vectors() {}

  static byte[] toBytes(float[] v) {
    if (v == null) {
      return null;
    }
    ByteBuffer buf = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
    buf.asFloatBuffer().put(v);
    return buf.array();
  }

  static float[] fromBytes(byte[] b) {
    if (b == null) {
      return null;
    }
    float[] v = new float[b.length / 4];
    ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(v);
    return v;
  }
}
