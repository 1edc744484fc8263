package dev.assistantmemory.server.http.auth;

import dev.assistantmemory.core.auth.KeyScope;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import jakarta.servlet.http.HttpServletRequest;

/**
 * Who a request authenticated as: the API key's display id, the user it is bound to ({@code null}
 * for an admin key, which acts for every user) and its scope. {@link ApiKeyFilter} sets it as the
 * request attribute {@link #ATTRIBUTE} once the key checks out.
 */
public record ApiPrincipal(String keyId, String userId, KeyScope scope) {
  /** The request attribute holding the principal; absent when no key is configured. */
  public static final String ATTRIBUTE = ApiPrincipal.class.getName();

  /**
   * The principal of this request, or {@code null} when the service has no active API key (the API
   * is open, so there is nothing to authorize against).
   */
  public static ApiPrincipal of(HttpServletRequest request) {
    return request.getAttribute(ATTRIBUTE) instanceof ApiPrincipal p ? p : null;
  }

  /**
   * Throws {@code FORBIDDEN} unless this key may act for {@code requestUserId}: an admin key may
   * act for any user (and on requests naming none); a user-bound key only for its own user ({@code
   * null}, a request naming no user, is not its own), and a {@code read} key never on a {@code
   * write}.
   */
  public void authorize(String requestUserId, boolean write) {
    if (scope == KeyScope.admin) {
      return;
    }
    if (requestUserId == null || !requestUserId.equals(userId)) {
      throw new MemoryException(
          ErrorCode.FORBIDDEN,
          "This API key is bound to another user.",
          new ErrorDetails.KeyRefused(keyId));
    }
    if (write && !scope.mayWrite()) {
      throw new MemoryException(
          ErrorCode.FORBIDDEN, "This API key may only read.", new ErrorDetails.KeyRefused(keyId));
    }
  }
}
