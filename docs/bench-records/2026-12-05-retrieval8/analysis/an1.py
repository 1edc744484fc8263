import sys; sys.path.insert(0,'/tmp/r8/py')
from loco import *
R=load(sys.argv[1])
split=sys.argv[2] if len(sys.argv)>2 else 'tune'
def r10(order, ev, k=10):
    return sum(1 for e in ev if e in order[:k])/len(ev)
base=[];base_ranked=[]; at=collections.Counter()
for r in R:
    if r['split']!=split: continue
    order=[t[0] for t in r['trace']]
    base.append(r10(order,r['evidence'])); base_ranked.append(r['recallAt10'])
    for e in r['evidence']:
        p=order.index(e) if e in order else 999
        b='1-10' if p<10 else '11-20' if p<20 else '21-50' if p<50 else '51-100' if p<100 else 'absent'
        at[(r['category'],b)]+=1
print('trace-only R@10',sum(base)/len(base),'ranked R@10',sum(base_ranked)/len(base_ranked), len(base))
for c in [1,2,3,4,5]:
    tot=sum(v for (cc,b),v in at.items() if cc==c)
    print(c, tot, {b: round(at[(c,b)]/tot,2) for b in ['1-10','11-20','21-50','51-100','absent']})
