#!/bin/bash
# run.sh CLSROOT MAINCLASS [JOPTS...] -- ARGS...
CLS=$1; MAIN=$2; shift 2
JO=(); while [ "$1" != "--" ]; do JO+=("$1"); shift; done; shift
J="/usr/lib/jvm/temurin-25-jdk-amd64/bin/java --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED"
CP=$CLS/memory-bench:$(ls -d $CLS/memory-* | grep -v 'memory-bench$' | tr '\n' ':')$(tr ':' '\n' < /work/main/memory-bench/target/cp.txt | grep -v 'dev/assistantmemory' | tr '\n' ':')
cd /work/main/memory-bench && exec nice -n 19 $J -Dbench.cpu=off "${JO[@]}" -cp $CP dev.assistantmemory.bench.$MAIN "$@"
