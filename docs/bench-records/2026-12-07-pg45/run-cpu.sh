#!/bin/bash
# usage: run-cpu.sh ROOT NAME N: as run.sh, with pg16's cpumon.py (docs/bench-records/2026-12-06-pg16/, copied to /work/pg45-out) (JVM and its backends' CPU to "ingest to")
ROOT=$1; NAME=$2; N=$3
J="/usr/lib/jvm/temurin-25-jdk-amd64/bin/java --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED"
CP=$ROOT/memory-bench/target/classes:$(ls -d $ROOT/memory-*/target/classes | grep -v memory-bench | tr '\n' ':')$(tr ':' '\n' < /work/main/memory-bench/target/cp.txt | grep -v 'dev/assistantmemory' | tr '\n' ':')
cd /work/wt-pg45/memory-bench
OUT=/work/pg45-out/run-$NAME.txt
S=pg45_$NAME
psql -q -h 127.0.0.1 -U postgres -d test -c "drop schema if exists $S cascade; create schema $S"
rm -rf /tmp/pg45-data-$NAME
uptime > $OUT
nice -n 19 $J -Dassistantmemory.queryVectors=0 -cp $CP dev.assistantmemory.bench.LoadDriver corpus=synthetic users=100 data=../../shared/bench/locomo-dev5.json checkpoints=$N searches=300 "db=jdbc:postgresql://127.0.0.1:5432/test?user=postgres&currentSchema=$S" data-dir=/tmp/pg45-data-$NAME >> $OUT 2>&1 &
P=$!
python3 /work/pg45-out/cpumon.py $P $OUT "ingest to" > /work/pg45-out/cpu-$NAME.txt 2>&1 &
wait $P
uptime >> $OUT
psql -q -h 127.0.0.1 -U postgres -d test -c "drop schema if exists $S cascade" 2>/dev/null
rm -rf /tmp/pg45-data-$NAME
