# Assistant Memory: one image, the same jar as `bin/assistant-memory`.
# Not exercised by CI here (these machines run no container engine); see README.
FROM maven:3.9-eclipse-temurin-25 AS build
WORKDIR /src
COPY . .
RUN mvn -B -q -DskipTests -Dspotless.check.skip=true -pl memory-server -am package

FROM eclipse-temurin:25-jre
RUN useradd --system --home /var/lib/assistant-memory memory \
 && mkdir -p /var/lib/assistant-memory && chown memory /var/lib/assistant-memory
COPY --from=build /src/memory-server/target/assistant-memory.jar /opt/assistant-memory/assistant-memory.jar
# Class data sharing: a training run (a throwaway service in a temporary directory, one ingest and
# one search) archives the classes a start loads; starts then map them instead of loading them
# (about 40 % less start time). If the training fails the image still builds, and the JVM starts
# without the archive (-Xshare:auto ignores a missing or mismatched one).
RUN java --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED \
      -XX:ArchiveClassesAtExit=/opt/assistant-memory/assistant-memory.jsa \
      -jar /opt/assistant-memory/assistant-memory.jar train-class-archive >/dev/null 2>&1 \
 || echo "class archive not prepared; the image starts without it"
USER memory
# The container listens on 0.0.0.0 (port publishing needs it), which is not loopback: the service
# refuses to start there until an API key exists (recommended), e.g. for the SQLite volume
#   docker run --rm -v memory-data:/var/lib/assistant-memory IMAGE keys create --scope admin
# (with MEMORY_DB_URL for PostgreSQL), then send "Authorization: Bearer <key>". Only behind a
# trusted boundary, opt out with MEMORY_INSECURE_NO_AUTH=true (or `serve --insecure-no-auth`).
# The image itself does not opt out; docker-compose.yml does, because it publishes the port on the
# host's 127.0.0.1 only.
ENV MEMORY_HOST=0.0.0.0 MEMORY_PORT=8470 MEMORY_DATA_DIR=/var/lib/assistant-memory
EXPOSE 8470
VOLUME /var/lib/assistant-memory
# JVM warnings (e.g. an archive it cannot use) go to stderr: stdout stays the command's own ("mcp").
ENTRYPOINT ["java", "--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED", \
            "-XX:SharedArchiveFile=/opt/assistant-memory/assistant-memory.jsa", "-Xshare:auto", \
            "-Xlog:disable", "-Xlog:all=warning:stderr", "-Xlog:cds*=off", \
            "-jar", "/opt/assistant-memory/assistant-memory.jar"]
CMD ["serve"]
