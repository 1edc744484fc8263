package dev.assistantmemory.server.config;

/** Configuration that cannot be used; the message names the setting. */
public class ConfigException extends RuntimeException {
  public ConfigException(String message) {
    super(message);
  }
}
