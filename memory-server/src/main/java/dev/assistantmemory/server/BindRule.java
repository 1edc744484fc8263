package dev.assistantmemory.server;

import dev.assistantmemory.core.auth.ApiKeys;
import dev.assistantmemory.server.config.ConfigException;
import dev.assistantmemory.server.config.MemoryConfig;
import dev.assistantmemory.server.config.Setting;

/**
 * The bind rule: the service listens beyond this machine only with API keys (or with authentication
 * waived on purpose).
 */
final class BindRule {
  private BindRule() {}

  /**
   * True when HTTP listens beyond this machine without API keys having been waived: then at least
   * one active key must exist (checked at startup, and per request by the key filter, so revoking
   * the last key closes the API instead of opening it).
   */
  static boolean keysMandatory(MemoryConfig config) {
    return !isLoopback(config.get(Setting.HOST)) && !config.getBoolean(Setting.INSECURE_NO_AUTH);
  }

  /**
   * The bind rule: refuses (ConfigException) to serve on a non-loopback host with no active API key
   * unless {@code --insecure-no-auth} (http.insecureNoAuth, MEMORY_INSECURE_NO_AUTH) is set. When
   * the store cannot be read yet, starting is allowed: the key filter then fails closed.
   */
  static void check(MemoryConfig config, ApiKeys apiKeys) {
    if (!keysMandatory(config)) {
      return;
    }
    boolean anyKey;
    try {
      anyKey = apiKeys.required();
    } catch (dev.assistantmemory.model.MemoryException e) {
      org.slf4j.LoggerFactory.getLogger(BindRule.class)
          .warn(
              "cannot read API keys at startup ({}); requests are refused until it can",
              e.getMessage());
      return;
    }
    if (!anyKey) {
      throw new ConfigException(
          "refusing to listen on "
              + config.get(Setting.HOST)
              + " without an API key: create one with 'assistant-memory keys create --user <id>'"
              + " (or 'keys create --scope admin'), or bind to 127.0.0.1, or pass"
              + " --insecure-no-auth (http.insecureNoAuth, MEMORY_INSECURE_NO_AUTH=true)"
              + " to serve without authentication");
    }
  }

  /** 127.0.0.0/8, ::1 and "localhost"; any other name or the wildcard address is not. */
  static boolean isLoopback(String host) {
    if (host == null || host.isBlank()) {
      return false;
    }
    String h = host.trim();
    if (h.startsWith("[") && h.endsWith("]")) {
      h = h.substring(1, h.length() - 1);
    }
    if (h.equalsIgnoreCase("localhost")) {
      return true;
    }
    boolean literal = h.matches("\\d{1,3}(\\.\\d{1,3}){3}") || h.contains(":");
    if (!literal) {
      return false; // a name could resolve anywhere; do not guess
    }
    try {
      return java.net.InetAddress.getByName(h).isLoopbackAddress();
    } catch (java.net.UnknownHostException e) {
      return false;
    }
  }
}
