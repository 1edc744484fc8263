#!/usr/bin/env python3
"""stacks.py FILE.jfr [N]: inclusive share per method, and self time by the nearest project frame."""
import sys, subprocess, re, collections
J='/usr/lib/jvm/temurin-25-jdk-amd64/bin/jfr'
out = subprocess.run([J,'print','--events','jdk.ExecutionSample','--stack-depth','96',sys.argv[1]],capture_output=True,text=True).stdout
N = int(sys.argv[2]) if len(sys.argv)>2 else 40
samples=[]; cur=None
for line in out.splitlines():
    s=line.strip()
    if s.startswith('stackTrace = ['): cur=[]; keep=False; continue
    if cur is not None:
        if s==']' :
            if keep: samples.append(cur)
            cur=None; continue
        if s=='...': continue
        m=re.match(r'(\S+?)\(',s)
        if m: cur.append(m.group(1))
        if 'ExtractionCost.main(' in s and 'line: 112' in s: keep=True
# only main thread-ish: samples with ExtractionCost in them
samples=[st for st in samples if any('ExtractionCost' in f for f in st) and not any('syntheticInputs' in f for f in st)]
n=len(samples); print('samples',n)
inc=collections.Counter(); near=collections.Counter(); selfc=collections.Counter()
for st in samples:
    for f in set(st): inc[f]+=1
    selfc[st[0]]+=1
    for f in st:
        if f.startswith('dev.assistantmemory'): near[f]+=1; break
print('--- inclusive'); [print(f'{c*100/n:6.1f} {c:5d} {f}') for f,c in inc.most_common(N)]
print('--- self by nearest project frame'); [print(f'{c*100/n:6.1f} {c:5d} {f}') for f,c in near.most_common(N)]
print('--- self'); [print(f'{c*100/n:6.1f} {c:5d} {f}') for f,c in selfc.most_common(25)]
