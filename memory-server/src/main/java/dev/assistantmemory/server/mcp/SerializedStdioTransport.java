package dev.assistantmemory.server.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerSession;
import io.modelcontextprotocol.spec.McpServerTransport;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * The SDK's stdio transport with its outgoing messages handed over one at a time. The SDK emits
 * each outgoing message into a unicast sink from whichever thread finished the request; with a fast
 * client, the reply to request N+1 can be emitted while the thread that emitted reply N is still
 * inside the sink (preempted on a loaded machine), the sink refuses the second emission as
 * non-serialised, and that reply is lost: the client waits for ever (seen at about 1 call in 4,000
 * on 2 busy cores). Here every send takes one lock around the SDK's own emission, so emissions
 * never overlap; writing to stdout stays on the SDK's single outbound thread.
 */
final class SerializedStdioTransport implements McpServerTransportProvider {
  private final StdioServerTransportProvider delegate;
  private final Object sendLock = new Object();

  SerializedStdioTransport(McpJsonMapper json, InputStream in, OutputStream out) {
    // Lines the SDK cannot take are answered before it reads them (StdioFrames); the answers
    // go to the same stream under the lock the SDK takes for each of its own lines.
    this.delegate = new StdioServerTransportProvider(json, new StdioFrames(in, out, json), out);
  }

  @Override
  public void setSessionFactory(McpServerSession.Factory factory) {
    delegate.setSessionFactory(transport -> factory.create(new Serialized(transport)));
  }

  @Override
  public Mono<Void> notifyClients(String method, Object params) {
    return delegate.notifyClients(method, params);
  }

  @Override
  public Mono<Void> closeGracefully() {
    return delegate.closeGracefully();
  }

  @Override
  public void close() {
    delegate.close();
  }

  @Override
  public List<String> protocolVersions() {
    return delegate.protocolVersions();
  }

  private final class Serialized implements McpServerTransport {
    private final McpServerTransport transport;

    Serialized(McpServerTransport transport) {
      this.transport = transport;
    }

    @Override
    public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
      // The SDK's send waits until both stdio loops run, then emits synchronously on
      // subscription; blocking under the lock makes the emissions strictly one after another.
      return Mono.<Void>fromRunnable(
              () -> {
                synchronized (sendLock) {
                  transport.sendMessage(message).block();
                }
              })
          .subscribeOn(Schedulers.boundedElastic());
    }

    @Override
    public <T> T unmarshalFrom(Object data, TypeRef<T> typeRef) {
      return transport.unmarshalFrom(data, typeRef);
    }

    @Override
    public Mono<Void> closeGracefully() {
      return transport.closeGracefully();
    }

    @Override
    public void close() {
      transport.close();
    }

    @Override
    public List<String> protocolVersions() {
      return transport.protocolVersions();
    }
  }
}
