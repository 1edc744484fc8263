#!/usr/bin/env bash
# serve-ab.sh TAG CPVAR N WARMUP [jfr]: serves a copy of /tmp/search16/d10k with that classpath, SearchLoop from another JVM,
# prints server CPU per measured search (warm-up excluded) and SearchLoop's line.
source /tmp/search16/env.sh
tag=$1; eval CP=\$$2; n=$3; warm=$4; jfr=${5:-}
port=$((8600 + RANDOM % 200))
copy=$(mktemp -d /tmp/search16/serve.XXXX); cp -r /tmp/search16/d10k/. $copy/
cd /work/wt-search16/memory-bench
MEMORY_WORKERS=0 nice -n 19 $J -Dassistantmemory.queryVectors=0 -cp $CP dev.assistantmemory.server.cli.Main serve --data-dir $copy --port $port > $copy.log 2>&1 &
pid=$!
until curl -s -o /dev/null http://127.0.0.1:$port/health; do sleep 0.5; done
hz=$(getconf CLK_TCK)
nice -n 19 $J -cp $CP dev.assistantmemory.bench.SearchLoop base=http://127.0.0.1:$port route=/query/search user=synth-00007 warmup=$warm n=1 > /dev/null 2>&1
[ -n "$jfr" ] && /usr/lib/jvm/temurin-25-jdk-amd64/bin/jcmd $pid JFR.start settings=profile filename=/tmp/search16/$tag.jfr > /dev/null
before=$(awk '{sub(/^.*\) /, ""); print $12 + $13}' /proc/$pid/stat); l0=$(cut -d' ' -f1 /proc/loadavg)
out=$(nice -n 19 $J -cp $CP dev.assistantmemory.bench.SearchLoop base=http://127.0.0.1:$port route=/query/search user=synth-00007 warmup=0 n=$n trace ${RECORD:+record=$RECORD} 2>/dev/null | tail -2 | tr '\n' ' ')
after=$(awk '{sub(/^.*\) /, ""); print $12 + $13}' /proc/$pid/stat); l1=$(cut -d' ' -f1 /proc/loadavg)
[ -n "$jfr" ] && /usr/lib/jvm/temurin-25-jdk-amd64/bin/jcmd $pid JFR.stop > /dev/null
cpu=$(awk -v a=$before -v b=$after -v hz=$hz -v k=$n 'BEGIN {printf "%.2f", (b - a) * 1000 / hz / k}')
echo "$tag (load $l0 -> $l1): server CPU $cpu ms/search; $out"
kill $pid; wait $pid 2>/dev/null
rm -rf $copy $copy.log
