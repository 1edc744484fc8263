#!/bin/bash
# alt.sh ROUNDS TAG...: alternated ExtractionCost set=synthetic seconds=40 runs
R=$1; shift
for r in $(seq 5 $((4+R))); do for t in "$@"; do
  /tmp/perf45/run.sh /tmp/benchcls-$t ExtractionCost -- set=synthetic seconds=40 2>/dev/null | grep pass | sed "s/^/$t r$r /" >> /tmp/perf45/alt.txt
done; done; echo ALTDONE >> /tmp/perf45/alt.txt
