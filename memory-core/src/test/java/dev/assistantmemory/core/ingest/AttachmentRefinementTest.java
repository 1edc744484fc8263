package dev.assistantmemory.core.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.ingest.AttachmentRefinement.Attachment;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The deterministic, conservative label rule of attachment refinement. */
class AttachmentRefinementTest {
  private static final Attachment LEASE =
      new Attachment("Lease agreement 2027", "# Lease agreement 2027\nThe contract for the flat.");
  private static final Attachment BUDGET = new Attachment("Budget 2027", "# Budget 2027\nNumbers.");

  @Test
  void aLabelReferringToTheAttachmentNamesIt() {
    assertThat(AttachmentRefinement.refined("Review the attached contract.", List.of(LEASE)))
        .contains("Review the attached contract: Lease agreement 2027");
    assertThat(AttachmentRefinement.refined("Sign the enclosed form", List.of(LEASE)))
        .contains("Sign the enclosed form: Lease agreement 2027");
  }

  @Test
  void aLabelReferringToNoAttachmentOrAlreadyNamingOneIsLeftAlone() {
    assertThat(AttachmentRefinement.refined("Write the quarterly report", List.of(LEASE)))
        .isEmpty();
    assertThat(
            AttachmentRefinement.refined(
                "Review the attached contract: Lease agreement 2027", List.of(LEASE)))
        .isEmpty();
    assertThat(AttachmentRefinement.refined("Review the attached contract", List.of())).isEmpty();
  }

  @Test
  void withSeveralAttachmentsOnlyTheOneNamingTheReferredNounIsChosen() {
    assertThat(AttachmentRefinement.refined("Review the attached contract", List.of(BUDGET, LEASE)))
        .contains("Review the attached contract: Lease agreement 2027");
    assertThat(AttachmentRefinement.refined("Review the attached files", List.of(BUDGET, LEASE)))
        .as("ambiguous: no attachment names 'files'")
        .isEmpty();
  }
}
