# Assistant Memory: one image, the same jar as `bin/assistant-memory`.
# Not exercised by CI here (these machines run no container engine); see README.
FROM maven:3.9-eclipse-temurin-17 AS build
WORKDIR /src
COPY . .
RUN mvn -B -q -DskipTests -Dspotless.check.skip=true -pl memory-server -am package

FROM eclipse-temurin:17-jre
RUN useradd --system --home /var/lib/assistant-memory memory \
 && mkdir -p /var/lib/assistant-memory && chown memory /var/lib/assistant-memory
COPY --from=build /src/memory-server/target/assistant-memory.jar /opt/assistant-memory/assistant-memory.jar
USER memory
ENV MEMORY_HOST=0.0.0.0 MEMORY_PORT=8470 MEMORY_DATA_DIR=/var/lib/assistant-memory
EXPOSE 8470
VOLUME /var/lib/assistant-memory
ENTRYPOINT ["java", "-jar", "/opt/assistant-memory/assistant-memory.jar"]
CMD ["serve"]
