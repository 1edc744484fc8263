#!/bin/bash
# every 30 s: time, load, succeeded jobs and chunks of each schema
while true; do
  line="$(date -u +%H:%M:%S) $(cut -d' ' -f1 /proc/loadavg)"
  for r in "$@"; do
    n=$(psql -h 127.0.0.1 -U postgres -d test -Atc "select count(*) from pg16_$r.jobs where status='succeeded'" 2>/dev/null)
    line="$line $r=$n"
  done
  echo "$line"
  sleep 30
done
