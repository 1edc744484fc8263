package dev.assistantmemory.server.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.model.ErrorCode;
import dev.assistantmemory.model.ErrorDetails;
import dev.assistantmemory.model.MemoryException;
import dev.assistantmemory.model.ReceiptStatus;
import dev.assistantmemory.model.ValidationIssue;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Pins every {@link ErrorDetails} record to its wire JSON: the exact text of the problem body's
 * {@code data} (details, then {@code code}, then {@code issues}). A renamed, reordered, dropped or
 * newly-null field fails here; so does a new record without a pinned example.
 */
class ErrorDataTest {
  private static final ObjectMapper JSON = JsonMapper.builder().build();

  /** One example of each record and its {@code data} text ('quotes' read as "quotes"). */
  private static final Map<ErrorDetails, String> PINNED = new LinkedHashMap<>();

  static {
    pin(ErrorDetails.NONE, "{}");
    pin(
        new ErrorDetails.NodesNotFound("u1", List.of("n_1", "n_2")),
        "{'name':'NodesNotFoundError','userId':'u1','missingNodeIds':['n_1','n_2']}");
    pin(new ErrorDetails.SourceNotFound("s_1"), "{'name':'SourceNotFoundError','sourceId':'s_1'}");
    pin(new ErrorDetails.TaskNotFound("t_1"), "{'name':'TaskNotFoundError','taskId':'t_1'}");
    pin(new ErrorDetails.TaskDismissed("t_1"), "{'name':'TaskDismissedError','taskId':'t_1'}");
    pin(
        new ErrorDetails.TaskStatusRequired("c_1", "t_1"),
        "{'name':'TaskStatusRequiredError','claimId':'c_1','taskId':'t_1'}");
    pin(
        new ErrorDetails.InactiveClaim("c_1", "retracted"),
        "{'name':'InactiveClaimReattributionError','claimId':'c_1','status':'retracted'}");
    pin(
        new ErrorDetails.ValueNotObject("c_1", "HAS_PREFERENCE"),
        "{'name':'AttributeClaimObjectReattributionError','claimId':'c_1',"
            + "'predicate':'HAS_PREFERENCE'}");
    pin(
        new ErrorDetails.CrossScope(List.of("n_1", "n_2"), List.of("personal", "shared")),
        "{'name':'CrossScopeMergeError','nodeIds':['n_1','n_2'],'scopes':['personal','shared']}");
    pin(
        new ErrorDetails.InvalidObjectValue(
            "HAS_TASK_STATUS", "someday", List.of("pending", "done")),
        "{'name':'InvalidObjectValueError','predicate':'HAS_TASK_STATUS','objectValue':'someday',"
            + "'allowedValues':['pending','done']}");
    pin(
        new ErrorDetails.WriteRefused("rej_1", "dark roast", "deleted", "user_deletion", "tea"),
        "{'rejectionId':'rej_1','pattern':'dark roast','reason':'deleted',"
            + "'origin':'user_deletion','alternative':'tea'}");
    pin(new ErrorDetails.EntityNotFound("n_1"), "{'nodeId':'n_1'}");
    pin(new ErrorDetails.SourceVersionConflict(3), "{'currentSourceVersion':3}");
    pin(
        new ErrorDetails.SourceReference("sourceContext.parentSourceId", "tombstoned"),
        "{'field':'sourceContext.parentSourceId','state':'tombstoned'}");
    pin(
        new ErrorDetails.SourceIdentityRetired("email", "<m1@x>"),
        "{'type':'email','externalId':'<m1@x>'}");
    pin(new ErrorDetails.ReceiptState(ReceiptStatus.purged), "{'receiptStatus':'purged'}");
    pin(new ErrorDetails.RefusalReason("purged"), "{'reason':'purged'}");
    pin(new ErrorDetails.PartitionMigrationState("migrating"), "{'migrationState':'migrating'}");
    pin(new ErrorDetails.PartitionNotRegistered("work:new"), "{'partitionKey':'work:new'}");
    pin(
        new ErrorDetails.SourcePartitionConflict("work:a"),
        "{'current':'work:a','currentPartitionKey':'work:a'}");
    pin(
        new ErrorDetails.MigrationStateConflict("migrating", 2),
        "{'current':{'state':'migrating','version':2,'migrationState':'migrating',"
            + "'migrationVersion':2}}");
    pin(new ErrorDetails.MetricSlugTaken("weight"), "{'slug':'weight'}");
    pin(
        new ErrorDetails.MetricRowRejected(0, "RANGE_VIOLATION", "value 900 is above 500"),
        "{'inserted':0,'errors':[{'index':0,'code':'RANGE_VIOLATION',"
            + "'message':'value 900 is above 500'}],'definitionCreated':false,"
            + "'needsReview':false,'reviewTaskNodeId':null}");
    pin(new ErrorDetails.UnexpectedError("e1"), "{'errorId':'e1'}");
    pin(new ErrorDetails.PayloadTooLarge(5_000_000_000L), "{'maxBytes':5000000000}");
    pin(new ErrorDetails.KeyRefused("k_1"), "{'keyId':'k_1'}");
    pin(new ErrorDetails.BlobOutcomeUnknown("bc_1"), "{'blobCleanupId':'bc_1'}");
    pin(
        new ErrorDetails.McpMessageRefused("s1", -32600, "method"),
        "{'sessionId':'s1','jsonRpcCode':-32600,'field':'method'}");
  }

  private static void pin(ErrorDetails details, String json) {
    PINNED.put(details, json.replace('\'', '"'));
  }

  private static String data(ErrorDetails details) {
    return JSON.writeValueAsString(ErrorData.fields(details));
  }

  @Test
  void everyRecordRendersItsPinnedFields() {
    PINNED.forEach((details, json) -> assertThat(data(details)).as("%s", details).isEqualTo(json));
  }

  @Test
  void everyRecordHasAPinnedExample() {
    List<Class<?>> pinned = PINNED.keySet().stream().<Class<?>>map(Object::getClass).toList();
    assertThat(pinned)
        .containsExactlyInAnyOrderElementsOf(
            Arrays.asList(ErrorDetails.class.getPermittedSubclasses()));
  }

  @Test
  void nullableFieldsAreLeftOutWhereTheRaiseSitesNeverSentThem() {
    assertThat(data(new ErrorDetails.NodesNotFound(null, List.of("n_1"))))
        .isEqualTo("{\"name\":\"NodesNotFoundError\",\"missingNodeIds\":[\"n_1\"]}");
    assertThat(data(new ErrorDetails.WriteRefused("rej_1", "p", "r", "anti_pattern", null)))
        .isEqualTo(
            "{\"rejectionId\":\"rej_1\",\"pattern\":\"p\",\"reason\":\"r\","
                + "\"origin\":\"anti_pattern\"}");
    assertThat(data(new ErrorDetails.SourceReference("sourceId", null)))
        .isEqualTo("{\"field\":\"sourceId\"}");
    assertThat(data(new ErrorDetails.McpMessageRefused(null, null, "sessionId")))
        .isEqualTo("{\"field\":\"sessionId\"}");
    assertThat(data(new ErrorDetails.McpMessageRefused("s1", -32700, null)))
        .isEqualTo("{\"sessionId\":\"s1\",\"jsonRpcCode\":-32700}");
  }

  @Test
  void theProblemBodyPutsTheDetailsBeforeCodeAndIssues() {
    MemoryException e =
        new MemoryException(
            ErrorCode.INVALID_OBJECT_VALUE,
            "objectValue: 'someday' is not a task status",
            new ErrorDetails.InvalidObjectValue("HAS_TASK_STATUS", "someday", List.of("done")),
            List.of(
                new ValidationIssue(
                    "objectValue", "'someday' is not a task status", "invalid_enum_value")),
            null);
    String body = JSON.writeValueAsString(Problems.body(e, "/claims"));
    assertThat(body)
        .endsWith(
            ("'data':{'name':'InvalidObjectValueError','predicate':'HAS_TASK_STATUS',"
                    + "'objectValue':'someday','allowedValues':['done'],"
                    + "'code':'INVALID_OBJECT_VALUE','issues':[{'path':'objectValue',"
                    + "'message':'\\'someday\\' is not a task status',"
                    + "'code':'invalid_enum_value'}]}}")
                .replace("\\'", "\u0000")
                .replace('\'', '"')
                .replace('\u0000', '\''));
    assertThat(
            JSON.writeValueAsString(
                Problems.body(new MemoryException(ErrorCode.NOT_FOUND, "gone"), "/x").data()))
        .isEqualTo("{\"code\":\"NOT_FOUND\"}");
  }
}
