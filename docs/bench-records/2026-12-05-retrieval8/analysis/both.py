import sys,json,collections; sys.path.insert(0,'/tmp/r8/py')
import loco, lme
def dedup_trace(r):
    seen=set(); out=[]
    for t in r['trace']:
        if t[0] not in seen: seen.add(t[0]); out.append(t)
    return out
def coh(tr, key, pos, w, pool, dist, gate):
    if gate: return [t[0] for t in tr]
    head=tr[:pool]; sc=[]
    for i,t in enumerate(tr):
        if i<pool:
            g=key(t[0]); p=pos(t[0])
            others=[u[1] for u in head if key(u[0])==g and pos(u[0])!=p and abs(pos(u[0])-p)<=dist]
            b=max(others) if others else 0
            sc.append((-(t[1]+w*b),i,t[0]))
        else: sc.append((0,i,t[0]))
    sc.sort(); return [x[2] for x in sc]
LR=[r for r in loco.load('/tmp/r8/locomo-out0/default_collapse_adjchunks1_bm25k0.3b0.75f.jsonl') if r['split']=='tune']
MR=[json.loads(l) for l in open('/tmp/r8/lme37-out0/default_collapse_adjchunks1_bm25k0.3b0.75f.jsonl')]
def locomo(w,pool,dist):
    v=[];cat=collections.defaultdict(list)
    for r in LR:
        o=coh(r['trace'],lambda t:t.split(':')[0],lambda t:int(t.split(':')[1]),w,pool,dist,loco.broad(r['question']))
        x=sum(1 for e in r['evidence'] if e in o[:10])/len(r['evidence']); v.append(x); cat[r['category']].append(x)
    return '%.4f [%s]'%(sum(v)/len(v),' '.join('%.3f'%(sum(cat[c])/len(cat[c])) for c in sorted(cat)))
def longmem(w,pool,dist):
    return lme.summary(MR, lambda r: coh(dedup_trace(r),lambda t:t.split(':')[1],lambda t:int(t.rsplit(':',1)[1]),w,pool,dist,loco.broad(r['question'])))
print('base', locomo(0,30,99), longmem(0,30,99))
for dist in [1,2,3,4,6,99]:
    for w in [0.2,0.3]:
        print(dist,w,'locomo',locomo(w,30,dist),'lme',longmem(w,30,dist))
