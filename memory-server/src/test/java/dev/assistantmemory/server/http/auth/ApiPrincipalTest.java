package dev.assistantmemory.server.http.auth;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assistantmemory.core.auth.KeyScope;
import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.MemoryException;
import org.junit.jupiter.api.Test;

/** Which user and which kind of request a key may act on. */
class ApiPrincipalTest {
  private static final ApiPrincipal READ = new ApiPrincipal("key_r", "alice", KeyScope.read);
  private static final ApiPrincipal WRITE = new ApiPrincipal("key_w", "alice", KeyScope.write);
  private static final ApiPrincipal ADMIN = new ApiPrincipal("key_a", null, KeyScope.admin);

  private static void forbidden(ApiPrincipal p, String user, boolean write, String message) {
    assertThatThrownBy(() -> p.authorize(user, write))
        .isInstanceOf(MemoryException.class)
        .hasMessageContaining(message)
        .extracting(e -> ((MemoryException) e).code())
        .isEqualTo(ErrorCode.FORBIDDEN);
  }

  @Test
  void aReadKeyReadsForItsUserOnly() {
    assertThatCode(() -> READ.authorize("alice", false)).doesNotThrowAnyException();
    forbidden(READ, "alice", true, "only read");
    forbidden(READ, "bob", false, "another user");
    forbidden(READ, null, false, "another user");
  }

  @Test
  void aWriteKeyReadsAndWritesForItsUserOnly() {
    assertThatCode(() -> WRITE.authorize("alice", false)).doesNotThrowAnyException();
    assertThatCode(() -> WRITE.authorize("alice", true)).doesNotThrowAnyException();
    forbidden(WRITE, "bob", true, "another user");
    forbidden(WRITE, "Alice", false, "another user");
  }

  @Test
  void anAdminKeyActsForAnyUser() {
    assertThatCode(() -> ADMIN.authorize("alice", true)).doesNotThrowAnyException();
    assertThatCode(() -> ADMIN.authorize("bob", false)).doesNotThrowAnyException();
    assertThatCode(() -> ADMIN.authorize(null, true)).doesNotThrowAnyException();
  }
}
