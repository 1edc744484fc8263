#!/bin/bash
# usage: run.sh LABEL CLASSES_DIR pg|sqlite [extra url params] [extra jvm opts]
LABEL=$1; CLS=$2; STORE=$3; EXTRA=$4; JOPTS=$5
J="/usr/lib/jvm/temurin-25-jdk-amd64/bin/java --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED"
CP=$(ls -d $CLS/memory-*/target/classes 2>/dev/null | tr '\n' ':')$(ls -d $CLS/memory-* 2>/dev/null | grep -v target | tr '\n' ':')$(tr ':' '\n' < /work/main/memory-bench/target/cp.txt | grep -v 'dev/assistantmemory' | tr '\n' ':')
OUT=/tmp/pg16/runs/$LABEL; rm -rf $OUT; mkdir -p $OUT
S=pg16_$LABEL
DB=""
if [ "$STORE" = pg ]; then
  psql -q -h 127.0.0.1 -U postgres -d test -c "DROP SCHEMA IF EXISTS $S CASCADE; CREATE SCHEMA $S" >/dev/null
  DB="db=jdbc:postgresql://127.0.0.1:5432/test?user=postgres&currentSchema=$S$EXTRA"
fi
cd /work/wt-pg16/memory-bench
echo "load start: $(cat /proc/loadavg)" > $OUT/meta
nice -n 19 $J $JOPTS -cp $CP -Dassistantmemory.queryVectors=0 dev.assistantmemory.bench.LoadDriver corpus=synthetic users=100 data=/work/shared/bench/locomo-dev5.json checkpoints=10000 searches=300 data-dir=$OUT/data $6 ${DB:+"$DB"} > $OUT/stdout 2> $OUT/stderr &
P=$!
if [ "$STORE" = pg ]; then
  ( while ! grep -q "ingest to" $OUT/stdout 2>/dev/null && kill -0 $P 2>/dev/null; do sleep 2; done
    sleep 5; sed "s/SCHEMA/$S/" /work/wt-pg16/docs/bench-records/2026-12-06-pg15/graph-fingerprint.sql | psql -At -h 127.0.0.1 -U postgres -d test -f - > $OUT/graph.txt 2>&1 ) &
fi
python3 /tmp/pg16/cpumon.py $P $OUT/stdout "ingest to" > $OUT/cpu &
wait $P
echo "load end: $(cat /proc/loadavg)" >> $OUT/meta
sleep 2
if [ "$STORE" = pg ]; then
  psql -q -h 127.0.0.1 -U postgres -d test -c "DROP SCHEMA IF EXISTS $S CASCADE" >/dev/null
fi
grep -E "ingest to|worker time|extraction stage|search at|round trips a message" $OUT/stdout; cat $OUT/cpu $OUT/meta
rm -rf $OUT/data
