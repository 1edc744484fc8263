package dev.assistantmemory.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assistantmemory.core.extract.Extraction;
import dev.assistantmemory.core.extract.Extraction.Mention;
import dev.assistantmemory.core.extract.Extraction.TaskCandidate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A task's owner named by one word of a full name the message gives is that person ("Hughes" ->
 * "Margaret Hughes"); an owner two people share a word with, the user, or a name the message gives
 * as it is stays as it is.
 */
class FullNameOwnersTest {

  @Test
  void aSurnameOwnerIsThePersonTheMessageNames() {
    Extraction x =
        Probes.said("Margaret Hughes is doing the service on Sunday and I'm doing the flowers.");
    assertThat(x.tasks())
        .anySatisfy(
            t -> {
              assertThat(t.label()).contains("service");
              assertThat(t.owner()).isEqualTo("Margaret Hughes");
            });
  }

  @Test
  void anOwnerTwoPeopleShareOrTheUserStaysAsItIs() {
    List<Mention> people =
        List.of(
            new Mention(Names.PERSON, "Anna Hughes", "x"),
            new Mention(Names.PERSON, "Tom Hughes", "x"));
    List<TaskCandidate> tasks = new ArrayList<>();
    tasks.add(new TaskCandidate("do the service", "Hughes", null, "x"));
    tasks.add(new TaskCandidate("do the flowers", Extraction.SELF, null, "x"));
    FullNameOwners.expand(tasks, people);
    assertThat(tasks).extracting(TaskCandidate::owner).containsExactly("Hughes", Extraction.SELF);
  }

  @Test
  void anOwnerTheMessageNamesAsSuchStays() {
    List<Mention> people =
        List.of(new Mention(Names.PERSON, "Sam", "x"), new Mention(Names.PERSON, "Sam Reyes", "x"));
    List<TaskCandidate> tasks = new ArrayList<>();
    tasks.add(new TaskCandidate("book the van", "Sam", null, "x"));
    FullNameOwners.expand(tasks, people);
    assertThat(tasks.get(0).owner()).isEqualTo("Sam");
  }
}
