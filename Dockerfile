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
ENTRYPOINT ["java", "--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED", "-jar", "/opt/assistant-memory/assistant-memory.jar"]
CMD ["serve"]
