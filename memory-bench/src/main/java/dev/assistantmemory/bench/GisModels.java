package dev.assistantmemory.bench;

import java.io.File;
import java.io.IOException;
import java.util.List;
import opennlp.tools.ml.EventTrainer;
import opennlp.tools.ml.TrainerFactory;
import opennlp.tools.ml.model.AbstractModel;
import opennlp.tools.ml.model.Event;
import opennlp.tools.ml.model.GenericModelWriter;
import opennlp.tools.util.CollectionObjectStream;
import opennlp.tools.util.TrainingParameters;

/**
 * The GIS maxent fit and the model file every learned detector's trainer shares (task, status and
 * preference detectors): one thread, so that a trainer re-creates its shipped model byte for byte.
 */
final class GisModels {
  private GisModels() {}

  /** A maxent model fitted by GIS on the events, single-threaded. */
  static AbstractModel fit(List<Event> events, int iterations, int cutoff) throws IOException {
    TrainingParameters p = new TrainingParameters();
    p.put(TrainingParameters.ALGORITHM_PARAM, "MAXENT");
    p.put(TrainingParameters.ITERATIONS_PARAM, iterations);
    p.put(TrainingParameters.CUTOFF_PARAM, cutoff);
    p.put(TrainingParameters.THREADS_PARAM, 1);
    EventTrainer trainer = TrainerFactory.getEventTrainer(p, null);
    return (AbstractModel) trainer.train(new CollectionObjectStream<>(events));
  }

  /** Writes the model to {@code path} (gzipped by its name) and says so. */
  static void write(AbstractModel model, String path) throws IOException {
    new GenericModelWriter(model, new File(path)).persist();
    System.out.println("wrote " + path);
  }
}
