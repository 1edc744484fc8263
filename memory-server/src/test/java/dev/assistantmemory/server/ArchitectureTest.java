package dev.assistantmemory.server;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.GeneralCodingRules;
import org.junit.jupiter.api.Test;

/** Dependencies point inward: adapters -> core -> model. */
class ArchitectureTest {
  private static final JavaClasses CLASSES =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          // test-jars of other modules (the store contract suite) are test code too
          .withImportOption(location -> !location.contains("-tests.jar"))
          .importPackages("dev.assistantmemory");

  @Test
  void modelDependsOnNothingButTheJdk() {
    noClasses()
        .that()
        .resideInAPackage("dev.assistantmemory.model..")
        .should()
        .dependOnClassesThat()
        .resideOutsideOfPackages("dev.assistantmemory.model..", "java..")
        .check(CLASSES);
  }

  @Test
  void coreKnowsNoAdapterTechnology() {
    noClasses()
        .that()
        .resideInAPackage("dev.assistantmemory.core..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.jdbi..",
            "org.apache.lucene..",
            "org.apache.pdfbox..",
            "org.apache.poi..",
            "org.jsoup..",
            "io.javalin..",
            "tools.jackson..",
            "com.fasterxml..",
            "dev.langchain4j..",
            "java.sql..",
            "org.flywaydb..",
            "io.modelcontextprotocol..",
            "picocli..")
        .check(CLASSES);
  }

  @Test
  void coreAndModelNeverReachOutward() {
    noClasses()
        .that()
        .resideInAnyPackage("dev.assistantmemory.core..", "dev.assistantmemory.model..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "dev.assistantmemory.store..",
            "dev.assistantmemory.index..",
            "dev.assistantmemory.embed..",
            "dev.assistantmemory.extract..",
            "dev.assistantmemory.convert..",
            "dev.assistantmemory.server..")
        .check(CLASSES);
  }

  @Test
  void adaptersDoNotKnowEachOther() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "dev.assistantmemory.store..",
            "dev.assistantmemory.index..",
            "dev.assistantmemory.embed..",
            "dev.assistantmemory.extract..",
            "dev.assistantmemory.convert..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("dev.assistantmemory.server..")
        .check(CLASSES);
    noClasses()
        .that()
        .resideInAPackage("dev.assistantmemory.convert..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "dev.assistantmemory.store..",
            "dev.assistantmemory.index..",
            "dev.assistantmemory.embed..",
            "dev.assistantmemory.extract..")
        .check(CLASSES);
    noClasses()
        .that()
        .resideInAPackage("dev.assistantmemory.extract..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "dev.assistantmemory.store..",
            "dev.assistantmemory.index..",
            "dev.assistantmemory.embed..")
        .check(CLASSES);
    noClasses()
        .that()
        .resideInAPackage("dev.assistantmemory.store..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("dev.assistantmemory.index..", "dev.assistantmemory.embed..")
        .check(CLASSES);
  }

  @Test
  void featureSlicesOfCoreHaveNoCycles() {
    slices().matching("dev.assistantmemory.core.(*)..").should().beFreeOfCycles().check(CLASSES);
  }

  @Test
  void nothingWritesToStandardStreamsOutsideTheCli() {
    noClasses()
        .that()
        .resideOutsideOfPackage("dev.assistantmemory.server.cli..")
        .should(GeneralCodingRules.ACCESS_STANDARD_STREAMS)
        .check(CLASSES);
  }

  @Test
  void noGenericExceptionsAreThrown() {
    GeneralCodingRules.NO_CLASSES_SHOULD_THROW_GENERIC_EXCEPTIONS.check(CLASSES);
  }
}
