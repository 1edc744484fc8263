#!/bin/bash
# usage: run.sh CLASSDIR TAG CHECKPOINTS SEARCHES [jvm args...]
D=$1; TAG=$2; CK=$3; S=$4; shift 4
J="/usr/lib/jvm/temurin-25-jdk-amd64/bin/java --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED"
CP=$D/memory-bench:$(ls -d $D/memory-* | grep -v memory-bench | tr '\n' ':')$(tr ':' '\n' < /work/main/memory-bench/target/cp.txt | grep -v 'dev/assistantmemory' | tr '\n' ':')
rm -rf /tmp/share19/d-$TAG
cd /work/wt-share19/memory-bench
echo "start $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" > /tmp/share19/$TAG.out
nice -n 19 $J "$@" -cp $CP -Dassistantmemory.queryVectors=0 dev.assistantmemory.bench.LoadDriver corpus=synthetic users=100 data=../../shared/bench/locomo-dev5.json checkpoints=$CK searches=$S data-dir=/tmp/share19/d-$TAG >> /tmp/share19/$TAG.out 2>&1
echo "end $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> /tmp/share19/$TAG.out
