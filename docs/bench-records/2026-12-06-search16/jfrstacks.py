import sys, re, collections
# usage: jfr print --stack-depth 300 --events jdk.ExecutionSample F | python3 jfrstacks.py
stacks=[]; cur=None; thread=None
for line in sys.stdin:
    s=line.strip()
    if s.startswith('jdk.ExecutionSample') or s.startswith('jdk.NativeMethodSample'):
        cur=[]; thread=''; stacks.append((cur, [None]))
    elif s.startswith('sampledThread') and stacks:
        stacks[-1][1][0]=s
    elif cur is not None and re.match(r'^[\w$.<>/]+\(.*\)\s+line:', s):
        cur.append(s.split('(')[0])
    elif cur is not None and s.endswith('...'):
        pass
n=len(stacks)
print('samples', n)
incl=collections.Counter(); self_=collections.Counter()
for st,_ in stacks:
    if not st: continue
    self_[st[0]]+=1
    for f in set(st): incl[f]+=1
print('--- top self')
for f,c in self_.most_common(25): print(f'{c:6d} {100*c/n:5.1f}% {f}')
print('--- top inclusive (dev.assistantmemory / selected)')
for f,c in incl.most_common(400):
    if 'assistantmemory' in f or 'OrtSession' in f or 'NativeDB' in f or 'jackson' in f.lower():
        print(f'{c:6d} {100*c/n:5.1f}% {f}')
