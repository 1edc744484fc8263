package dev.assistantmemory.server;

import static dev.assistantmemory.server.IngestSearchIT.conversation;
import static dev.assistantmemory.server.IngestSearchIT.message;
import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.server.TestServer.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * Message identity over HTTP: ids are unique per user and partition (the contract's rule), and a
 * message that is not applied because of it is named, with its reason, in the answer and receipt.
 */
@ExtendWith(TestServerExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MessageIdentityIT {
  private final TestServer server;

  MessageIdentityIT(TestServer server) {
    this.server = server;
  }

  @Test
  void aMessageIdReusedInAnotherConversationIsReportedNotSilentlyDropped() {
    Response first =
        server.post(
            "/ingest/conversation",
            conversation(
                "mi-user",
                "chat-a",
                List.of(
                    message(
                        "msg_001",
                        "user",
                        "I adopted a cat named Pixel.",
                        "2026-04-01T10:00:00.000Z"))));
    assertThat(first.status()).as(first.raw()).isEqualTo(202);
    assertThat(first.body().path("unappliedMessages").isEmpty()).isTrue();
    server.awaitProcessed("mi-user", first.body().path("ingestionOperationId").asString());

    Response second =
        server.post(
            "/ingest/conversation",
            conversation(
                "mi-user",
                "chat-b",
                List.of(
                    message(
                        "msg_001",
                        "user",
                        "My bike is a blue Gazelle.",
                        "2026-04-02T10:00:00.000Z"),
                    message("msg_002", "user", "I ride it to work.", "2026-04-02T10:00:05.000Z"),
                    message("msg_002", "user", "I ride it to work.", "2026-04-02T10:00:05.000Z"))));
    assertThat(second.status()).as(second.raw()).isEqualTo(202);
    JsonNode unapplied = second.body().path("unappliedMessages");
    assertThat(unapplied.size()).as(second.raw()).isEqualTo(2);
    assertThat(unapplied.get(0).path("messageId").asString()).isEqualTo("msg_001");
    assertThat(unapplied.get(0).path("reason").asString())
        .isEqualTo("MESSAGE_ID_IN_OTHER_CONVERSATION");
    assertThat(unapplied.get(0).path("existingConversationId").asString()).isEqualTo("chat-a");
    assertThat(unapplied.get(0).path("existingSourceId").asString()).startsWith("src_");
    assertThat(unapplied.get(1).path("messageId").asString()).isEqualTo("msg_002");
    assertThat(unapplied.get(1).path("reason").asString()).isEqualTo("DUPLICATE_IN_REQUEST");
    assertThat(second.body().path("message").asString())
        .contains("1 new message(s)")
        .contains("NOT applied")
        .contains("msg_001")
        .contains("chat-a");

    // The receipt tells the same truth, durably.
    JsonNode receipt =
        server.awaitProcessed("mi-user", second.body().path("ingestionOperationId").asString());
    assertThat(receipt.path("unappliedMessages").size()).isEqualTo(2);
    assertThat(receipt.path("unappliedMessages").get(0).path("reason").asString())
        .isEqualTo("MESSAGE_ID_IN_OTHER_CONVERSATION");
  }

  @Test
  void changedContentUnderTheSameIdIsReportedAndIdenticalReplaysAreNot() {
    Map<String, Object> original =
        conversation(
            "mi-change",
            "chat-c",
            List.of(message("c1", "user", "Meeting at nine.", "2026-04-03T09:00:00.000Z")));
    Response first = server.post("/ingest/conversation", original);
    server.awaitProcessed("mi-change", first.body().path("ingestionOperationId").asString());

    Response replay = server.post("/ingest/conversation", original);
    assertThat(replay.status()).isEqualTo(200);
    assertThat(replay.body().path("unappliedMessages").isEmpty()).isTrue();

    Response changed =
        server.post(
            "/ingest/conversation",
            conversation(
                "mi-change",
                "chat-c",
                List.of(message("c1", "user", "Meeting at ten.", "2026-04-03T09:00:00.000Z"))));
    assertThat(changed.body().path("unappliedMessages").get(0).path("reason").asString())
        .isEqualTo("MESSAGE_CONTENT_CHANGED");
  }

  @Test
  void theSameIdInAnotherPartitionOrForAnotherUserIsAnotherMessage() {
    Response a =
        server.post(
            "/ingest/conversation",
            conversation(
                "mi-iso",
                "chat-x",
                List.of(message("m-1", "user", "Alpha fact.", "2026-04-04T09:00:00.000Z"))));
    assertThat(a.body().path("unappliedMessages").isEmpty()).isTrue();
    Response otherUser =
        server.post(
            "/ingest/conversation",
            conversation(
                "mi-iso-2",
                "chat-y",
                List.of(message("m-1", "user", "Beta fact.", "2026-04-04T09:00:00.000Z"))));
    assertThat(otherUser.body().path("unappliedMessages").isEmpty()).isTrue();
    Response otherPartition =
        server.post(
            "/ingest/conversation",
            Map.of(
                "userId",
                "mi-iso",
                "partitionKey",
                "work",
                "conversation",
                Map.of(
                    "id",
                    "chat-z",
                    "messages",
                    List.of(message("m-1", "user", "Gamma fact.", "2026-04-04T09:00:00.000Z")))));
    assertThat(otherPartition.status()).as(otherPartition.raw()).isEqualTo(202);
    assertThat(otherPartition.body().path("unappliedMessages").isEmpty()).isTrue();
  }

  @Test
  void anIdSentTwiceInOneRequestWithOtherContentIsStoredOnceAndReported() {
    Response sent =
        server.post(
            "/ingest/conversation",
            conversation(
                "mi-twice",
                "chat-t",
                List.of(
                    message("t-1", "user", "The bike is red.", "2026-04-05T09:00:00.000Z"),
                    message("t-2", "user", "It has three gears.", "2026-04-05T09:00:01.000Z"),
                    message("t-1", "user", "The bike is blue.", "2026-04-05T09:00:02.000Z"))));

    assertThat(sent.status()).as(sent.raw()).isEqualTo(202);
    assertThat(sent.body().path("message").asString()).contains("2 new message(s)");
    JsonNode unapplied = sent.body().path("unappliedMessages");
    assertThat(unapplied.size()).isEqualTo(1);
    assertThat(unapplied.get(0).path("messageId").asString()).isEqualTo("t-1");
    assertThat(unapplied.get(0).path("reason").asString()).isEqualTo("DUPLICATE_IN_REQUEST");
    server.awaitProcessed("mi-twice", sent.body().path("ingestionOperationId").asString());

    Response again =
        server.post(
            "/ingest/conversation",
            conversation(
                "mi-twice",
                "chat-t",
                List.of(message("t-1", "user", "The bike is red.", "2026-04-05T09:00:00.000Z"))));
    assertThat(again.body().path("unappliedMessages").isEmpty()).isTrue();
  }
}
