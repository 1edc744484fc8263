#!/bin/bash
# usage: pg17-run.sh ROOT(classes root: /work/wt-pg17 or /work/pg17-base) NAME N [pg|sqlite] [extra url]
ROOT=$1; NAME=$2; N=$3; KIND=$4; EXTRA=$5
J="/usr/lib/jvm/temurin-25-jdk-amd64/bin/java --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED"
CP=/work/wt-pg17/memory-bench/target/classes:$(ls -d $ROOT/memory-*/target/classes | tr '\n' ':')$(tr ':' '\n' < /work/main/memory-bench/target/cp.txt | grep -v 'dev/assistantmemory' | tr '\n' ':')
cd /work/wt-pg17/memory-bench
OUT=/work/pg17-out/$NAME.txt; mkdir -p /work/pg17-out
if [ "$KIND" = pg ]; then
  S=pg17_$NAME
  psql -q -h 127.0.0.1 -U postgres -d test -c "drop schema if exists $S cascade; create schema $S"
  (uptime; nice -n 19 $J -cp $CP -Dassistantmemory.queryVectors=0 dev.assistantmemory.bench.LoadDriver corpus=synthetic users=100 data=../../shared/bench/locomo-dev5.json checkpoints=$N searches=300 "db=jdbc:postgresql://127.0.0.1:5432/test?user=postgres&currentSchema=$S$EXTRA" data-dir=/tmp/pg17-$NAME; uptime) > $OUT 2>&1
  psql -q -h 127.0.0.1 -U postgres -d test -c "drop schema if exists $S cascade"
else
  rm -rf /tmp/pg17-$NAME
  (uptime; nice -n 19 $J -cp $CP -Dassistantmemory.queryVectors=0 dev.assistantmemory.bench.LoadDriver corpus=synthetic users=100 data=../../shared/bench/locomo-dev5.json checkpoints=$N searches=300 data-dir=/tmp/pg17-$NAME; uptime) > $OUT 2>&1
fi
rm -rf /tmp/pg17-$NAME
