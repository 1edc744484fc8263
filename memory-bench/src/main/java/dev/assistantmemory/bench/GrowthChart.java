package dev.assistantmemory.bench;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import javax.imageio.ImageIO;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;

/**
 * How cost grows with the store: search latency, ingest rate and resident memory against the number
 * of messages, drawn from the rows {@link LoadDriver} appends with {@code csv=PATH}.
 *
 * <p>Usage: {@code GrowthChart in=a.csv[,b.csv] out=docs/growth.png}. One line per store (SQLite,
 * PostgreSQL) and corpus; where a size was measured more than once, the last row counts.
 */
public final class GrowthChart {
  private GrowthChart() {}

  public static void main(String[] args) throws Exception {
    Map<String, String> opts = BenchArgs.options(args);
    System.setProperty("java.awt.headless", "true");
    List<GrowthRow> rows = new ArrayList<>();
    for (String in : opts.getOrDefault("in", "docs/growth.csv").split(",")) {
      rows.addAll(GrowthRow.read(Path.of(in)));
    }
    Path out = Path.of(opts.getOrDefault("out", "docs/growth.png"));
    BufferedImage image = draw(rows);
    if (out.getParent() != null) {
      Files.createDirectories(out.getParent());
    }
    ImageIO.write(image, "png", out.toFile());
    System.out.println("wrote " + out + " from " + rows.size() + " rows");
  }

  /** Three panels side by side: latency, ingest rate, memory. */
  static BufferedImage draw(List<GrowthRow> rows) {
    Map<String, TreeMap<Long, GrowthRow>> lines = new LinkedHashMap<>();
    for (GrowthRow r : rows) {
      lines
          .computeIfAbsent(r.store() + ", " + r.corpus(), k -> new TreeMap<>())
          .put(r.messages(), r);
    }
    List<XYChart> panels =
        List.of(
            panel(
                "Search over HTTP",
                "ms",
                lines,
                Map.of("p50", GrowthRow::p50Ms, "p99", GrowthRow::p99Ms)),
            panel("Sustained ingest", "messages/s", lines, Map.of("", GrowthRow::ingestPerSecond)),
            panel("Resident memory", "MiB", lines, Map.of("", GrowthRow::rssMib)));
    int w = 520;
    int h = 400;
    BufferedImage image = new BufferedImage(w * panels.size(), h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, image.getWidth(), h);
    for (int i = 0; i < panels.size(); i++) {
      g.drawImage(BitmapEncoder.getBufferedImage(panels.get(i)), i * w, 0, null);
    }
    g.dispose();
    return image;
  }

  private static XYChart panel(
      String title,
      String unit,
      Map<String, TreeMap<Long, GrowthRow>> lines,
      Map<String, ToDoubleFunction<GrowthRow>> measures) {
    XYChart chart =
        new XYChartBuilder()
            .width(520)
            .height(400)
            .title(title)
            .xAxisTitle("messages stored")
            .yAxisTitle(unit)
            .build();
    chart.getStyler().setXAxisLogarithmic(true);
    chart.getStyler().setYAxisMin(0.0);
    chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.InsideNW);
    chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
    for (var line : lines.entrySet()) {
      for (var measure : new TreeMap<>(measures).entrySet()) {
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        for (GrowthRow r : line.getValue().values()) {
          double y = measure.getValue().applyAsDouble(r);
          if (!Double.isNaN(y)) {
            xs.add((double) r.messages());
            ys.add(y);
          }
        }
        if (!xs.isEmpty()) {
          String name = line.getKey() + (measure.getKey().isEmpty() ? "" : " " + measure.getKey());
          chart.addSeries(name, xs, ys);
        }
      }
    }
    return chart;
  }
}
