package dev.assistantmemory.convert;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * OCR through a local Tesseract command ({@code tesseract image stdout -l eng+nld}). Whether the
 * command runs is probed once, on first use; the languages asked for are narrowed to those
 * installed, so a machine with only English still reads English.
 */
public final class TesseractOcr implements Ocr {
  private static final Logger LOG = LoggerFactory.getLogger(TesseractOcr.class);

  private final String command;
  private final List<String> wantedLanguages;
  private final Duration timeout;
  private volatile Probe probe;

  private record Probe(boolean ok, String languages) {}

  public TesseractOcr(String command, String languages, Duration timeout) {
    this.command = command;
    this.wantedLanguages =
        Arrays.stream(languages.split("[+,\\s]+")).filter(s -> !s.isBlank()).toList();
    this.timeout = timeout;
  }

  @Override
  public boolean available() {
    return probe().ok();
  }

  @Override
  public String unavailableReason() {
    return "The file has no text layer and OCR is not installed (install the tesseract-ocr"
        + " package, or set MEMORY_OCR_COMMAND).";
  }

  private Probe probe() {
    Probe p = probe;
    if (p == null) {
      synchronized (this) {
        if (probe == null) {
          probe = runProbe();
        }
        p = probe;
      }
    }
    return p;
  }

  private Probe runProbe() {
    try {
      String out = run(List.of(command, "--list-langs"), Duration.ofSeconds(20));
      Set<String> installed = new LinkedHashSet<>();
      for (String line : out.split("\\R")) {
        String lang = line.trim();
        if (!lang.isEmpty() && !lang.contains(" ") && !lang.endsWith(":")) {
          installed.add(lang);
        }
      }
      List<String> usable = new ArrayList<>();
      for (String lang : wantedLanguages) {
        if (installed.contains(lang)) {
          usable.add(lang);
        }
      }
      if (usable.isEmpty() && !installed.isEmpty()) {
        usable.add(installed.contains("eng") ? "eng" : installed.iterator().next());
      }
      if (usable.isEmpty()) {
        LOG.info("ocr.unavailable: {} lists no languages", command);
        return new Probe(false, null);
      }
      LOG.info("ocr.available: {} with languages {}", command, String.join("+", usable));
      return new Probe(true, String.join("+", usable));
    } catch (IOException | OcrFailedException e) {
      LOG.info("ocr.unavailable: {} does not run ({})", command, e.getMessage());
      return new Probe(false, null);
    }
  }

  @Override
  public String recognize(Path image) throws OcrFailedException {
    Probe p = probe();
    if (!p.ok()) {
      throw new OcrFailedException(unavailableReason(), null);
    }
    try {
      return run(List.of(command, image.toString(), "stdout", "-l", p.languages()), timeout);
    } catch (IOException e) {
      throw new OcrFailedException("OCR could not run", e);
    }
  }

  private static String run(List<String> cmd, Duration limit)
      throws IOException, OcrFailedException {
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.redirectError(ProcessBuilder.Redirect.DISCARD);
    pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
    Process process = pb.start();
    // Drain stdout on another thread so the deadline holds even while the process writes.
    CompletableFuture<byte[]> out =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return process.getInputStream().readAllBytes();
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
    try {
      if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
        throw new OcrFailedException("OCR timed out", null);
      }
      if (process.exitValue() != 0) {
        throw new OcrFailedException("OCR exited with status " + process.exitValue(), null);
      }
      return new String(out.get(10, TimeUnit.SECONDS), StandardCharsets.UTF_8);
    } catch (ExecutionException | TimeoutException e) {
      throw new OcrFailedException("OCR output could not be read", e);
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new OcrFailedException("OCR was interrupted", e);
    }
  }
}
