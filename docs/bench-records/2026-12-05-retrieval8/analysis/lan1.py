import sys; sys.path.insert(0,'/tmp/r8/py')
from lme import *
R=[json.loads(l) for l in open(sys.argv[1])]
def dedup(ts):
    o=[]
    for t in ts:
        if t not in o: o.append(t)
    return o
print('ranked', summary(R, lambda r: r['rankedTurns']))
print('trace ', summary(R, lambda r: dedup([t[0] for t in r['trace']])))
# where gold turns sit and role of top10
pos=collections.Counter(); roles=collections.Counter()
for r in R:
    o=dedup([t[0] for t in r['trace']])
    for g in r['goldTurns']:
        p=o.index(g) if g in o else 999
        pos['1-10' if p<10 else '11-20' if p<20 else '21-50' if p<50 else '51-100' if p<100 else 'absent']+=1
    for t in o[:10]: roles[(turn(t)['role'], t in r['goldTurns'])]+=1
print(pos, roles)
