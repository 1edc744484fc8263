package dev.assistantmemory.server.http;

/** A request on behalf of one user: every user-data route's record carries {@code userId}. */
public interface UserRequest {
  String userId();

  /** The request's {@code partitionKey}, when its route takes one (null = none given). */
  default String partitionKey() {
    return null;
  }
}
