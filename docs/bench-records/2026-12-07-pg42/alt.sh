#!/bin/bash
# alternate base/new 10k runs: names b1 n1 b2 n2 ...
for i in "$@"; do
  /work/pg42-run.sh /work/pg42-base b$i 10000 > /dev/null 2>&1
  /work/pg42-run.sh /work/pg42-new n$i 10000 > /dev/null 2>&1
done
