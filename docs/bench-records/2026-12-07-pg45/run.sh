#!/bin/bash
# usage: run.sh ROOT NAME N [extra url] [extra args]; JOPTS for extra JVM options; KEEP=1 keeps the schema
ROOT=$1; NAME=$2; N=$3; EXTRA=$4; ARGS=$5
J="/usr/lib/jvm/temurin-25-jdk-amd64/bin/java --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED"
CP=$ROOT/memory-bench/target/classes:$(ls -d $ROOT/memory-*/target/classes | grep -v memory-bench | tr '\n' ':')$(tr ':' '\n' < /work/main/memory-bench/target/cp.txt | grep -v 'dev/assistantmemory' | tr '\n' ':')
cd /work/wt-pg45/memory-bench
OUT=/work/pg45-out/run-$NAME.txt
S=pg45_$NAME
psql -q -h 127.0.0.1 -U postgres -d test -c "drop schema if exists $S cascade; create schema $S"
rm -rf /tmp/pg45-data-$NAME
uptime > $OUT
echo "root $ROOT" >> $OUT
nice -n 19 $J $JOPTS -Dassistantmemory.queryVectors=0 -cp $CP dev.assistantmemory.bench.LoadDriver corpus=synthetic users=100 data=../../shared/bench/locomo-dev5.json checkpoints=$N searches=300 "db=jdbc:postgresql://127.0.0.1:5432/test?user=postgres&currentSchema=$S$EXTRA" data-dir=/tmp/pg45-data-$NAME $ARGS >> $OUT 2>&1
uptime >> $OUT
if [ -n "$KEEP" ]; then echo kept schema $S; else psql -q -h 127.0.0.1 -U postgres -d test -c "drop schema if exists $S cascade"; fi
rm -rf /tmp/pg45-data-$NAME
