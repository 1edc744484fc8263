#!/usr/bin/env python3
"""Samples CPU of a JVM and of the PostgreSQL backends it is connected to, until a marker line
appears in its stdout file; prints the totals then (and keeps going until the process exits)."""
import sys, time, os, re, subprocess
pid, out, marker = sys.argv[1], sys.argv[2], sys.argv[3]
tck = os.sysconf('SC_CLK_TCK')
def cpu(p):
    try:
        f = open(f'/proc/{p}/stat').read().rsplit(')', 1)[1].split()
        return (int(f[11]) + int(f[12])) / tck
    except Exception:
        return None
backends = {}
def scan():
    try:
        ss = subprocess.run(['ss', '-tnpH'], capture_output=True, text=True).stdout
    except Exception:
        return
    myports = set()
    for line in ss.splitlines():
        if f'pid={pid},' in line and ':5432' in line.split()[4]:
            myports.add(line.split()[3].rsplit(':', 1)[1])
    for line in ss.splitlines():
        parts = line.split()
        if len(parts) < 6: continue
        if parts[3].endswith(':5432') and parts[4].rsplit(':', 1)[1] in myports:
            m = re.search(r'pid=(\d+)', line)
            if m:
                c = cpu(m.group(1))
                if c is not None: backends[m.group(1)] = c
done = False
start = time.time()
while os.path.exists(f'/proc/{pid}'):
    scan()
    if not done:
        try:
            txt = open(out).read()
        except Exception:
            txt = ''
        if marker in txt:
            scan()
            j = cpu(pid)
            print(f'at "{marker}": jvm cpu {j:.1f} s, pg backends cpu {sum(backends.values()):.1f} s ({len(backends)} backends), wall {time.time()-start:.1f} s', flush=True)
            done = True
    time.sleep(1)
