package dev.assistantmemory.extract;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.zip.GZIPInputStream;
import opennlp.tools.ml.model.BinaryFileDataReader;
import opennlp.tools.ml.model.GenericModelReader;
import opennlp.tools.ml.model.MaxentModel;

/** Reads the committed learned models (OpenNLP GIS, binary format, gzipped) from the classpath. */
final class MaxentModels {
  private MaxentModels() {}

  /** The model in {@code resource}, beside this package's classes; it must be there. */
  static MaxentModel read(String resource) {
    try (InputStream in = MaxentModels.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException(resource + " is missing from the classpath");
      }
      return new GenericModelReader(new BinaryFileDataReader(new GZIPInputStream(in))).getModel();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
